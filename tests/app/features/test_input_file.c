/* test_input_file.c: the input written as text is the input the window takes. Keys held
 * and pressed in the window (a run, a jump, the gravity key, a gamepad's stick) under
 * the platformer make a recording; the same input written as an input file and run by
 * the program headless with --input and --record makes the same recording, byte for
 * byte. The middle mouse button steers toward the pointer, and a replay's input is not
 * steered. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/feature.h"
#include "app/features/session/session_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_platformer(const char *record)
{
    load_shipped_map("platforms.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.motion = motion_defaults(MOTION_PLATFORMER);
    cfg.record = record;
    driver_open(&app, &cfg);
}

static void ticks(int n)
{
    for (int k = 0; k < n; k++) app_tick(&app, app_held_keys(&app));
}

static void stick(Sint16 x)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.axis = SDL_CONTROLLER_AXIS_LEFTX;
    e.caxis.value = x;
    driver_event(&app, &e);
}

/* What the window below is given, as an input file says it. */
static const char *const INPUT = "# the platformer on the platforms map\n"
                                 "10 -\n"
                                 "15 R\n"
                                 " 1 R act=gravity-up\n"
                                 " 6 RU\n"
                                 "20 -\n"
                                 "10 - dir=78,0\n"
                                 " 5 -\n";

Test(input_file, an_input_file_gives_the_same_recording_as_the_same_keys_pressed_in_the_window, .timeout = 60)
{
    char dir[256], pressed[400], written[400], input[400];
    make_temp_dir(dir, sizeof dir);
    snprintf(pressed, sizeof pressed, "%s/pressed.replay", dir);
    snprintf(written, sizeof written, "%s/written.replay", dir);
    snprintf(input, sizeof input, "%s/jump.input", dir);

    open_platformer(pressed);
    ticks(10);
    driver_key_down(&app, SDLK_RIGHT, 0);
    ticks(15);
    driver_press(&app, SDLK_i); /* gravity up */
    ticks(1);
    driver_key_down(&app, SDLK_UP, 0);
    ticks(6);
    driver_key_up(&app, SDLK_UP, 0);
    driver_key_up(&app, SDLK_RIGHT, 0);
    ticks(20);
    stick(20000); /* 0.61 of the way right: 78 steps of 127 */
    ticks(10);
    stick(0);
    ticks(5);
    platform_close(&app);

    cr_assert(write_file(input, INPUT));
    char args[1600];
    static char out[8192], err[8192];
    snprintf(
        args, sizeof args,
        "--headless --map '%s/maps/platforms.map' --resolver minkowski --motion platformer --input '%s' --record '%s'",
        SOURCE_DIR, input, written);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);

    size_t na, nb;
    char *a = read_file(pressed, &na), *b = read_file(written, &nb);
    cr_assert(a && b);
    cr_expect(strstr(a, "act=gravity-up") && strstr(a, "dir=78,0"), "the window's keys and stick: %s",
              strstr(a, "\ninput\n"));
    cr_expect(na == nb && memcmp(a, b, na) == 0, "the window's:\n%s\nthe input file's:\n%s", strstr(a, "\ninput\n"),
              strstr(b, "\ninput\n"));
    free(a);
    free(b);
    map_free(&map);
}

Test(input_file, the_middle_button_steers_toward_the_pointer)
{
    open_platformer(NULL);
    ticks(30); /* land */
    View v = app_map_view(&app);
    const Body *b = world_player(&app.world);
    int sx = (int)view_x(&v, b->x + 200.0f), sy = (int)view_y(&v, b->y);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, sx, sy, SDL_BUTTON_MIDDLE, 0);
    Input in = app.pending;
    in.held = 0;
    cr_assert(features_before_tick(&app, &in, &(Message){""}));
    cr_expect(in.ax >= INPUT_AXIS_MAX - 1 && abs(in.ay) <= 2, "toward the pointer: %d,%d", in.ax, in.ay);
    float x0 = b->x;
    ticks(20);
    cr_expect_gt(world_player(&app.world)->x, x0 + 20.0f, "the body ran toward it");
    driver_mouse(&app, SDL_MOUSEBUTTONUP, sx, sy, SDL_BUTTON_MIDDLE, 0);
    in = INPUT_NONE;
    cr_assert(features_before_tick(&app, &in, &(Message){""}));
    cr_expect(in.ax == 0 && in.ay == 0, "let go: no direction");
    platform_close(&app);
    map_free(&map);
}
