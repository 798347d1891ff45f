/* test_mouse_place.c: the player placed by the mouse, driven by the SDL events a user
 * makes: a click puts it at the point on the next tick, a drag throws it by the drag,
 * the editor keeps the mouse for itself, and a recording keeps the placement. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/editor/editor_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(const char *record)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.record = record;
    driver_open(&app, &cfg);
}

/* A mouse event at the world point (wx, wy). */
static void mouse(Uint32 type, float wx, float wy)
{
    View v = app_map_view(&app);
    driver_mouse(&app, type, (int)lroundf(view_x(&v, wx)), (int)lroundf(view_y(&v, wy)), SDL_BUTTON_LEFT, 0);
}

static void drag(float x0, float y0, float x1, float y1)
{
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
}

/* Within one screen pixel of the point, in world pixels. */
static void expect_at(float x, float y)
{
    float tol = 1.0f / app_map_view(&app).scale + 0.5f;
    const Body *b = world_player(&app.world);
    cr_expect(fabsf(b->x - x) <= tol && fabsf(b->y - y) <= tol, "the player is at (%g, %g), not (%g, %g)", (double)b->x,
              (double)b->y, (double)x, (double)y);
}

Test(mouse_place, a_click_puts_the_player_at_the_point_on_the_next_tick)
{
    open_app(NULL);
    float x0 = world_player(&app.world)->x;
    drag(336, 336, 336, 336);
    cr_expect_float_eq(world_player(&app.world)->x, x0, 1e-6, "the placement waits for its tick (it is input)");
    app_tick(&app, 0);
    expect_at(336, 336);
    platform_close(&app);
}

Test(mouse_place, a_drag_throws_the_player_from_the_press_by_the_drag)
{
    open_app(NULL);
    drag(336, 336, 400, 300);
    app_tick(&app, 0);
    expect_at(400, 300);
    platform_close(&app);
}

Test(mouse_place, the_editor_keeps_the_mouse_for_the_map)
{
    open_app(NULL);
    driver_press(&app, SDLK_e);
    cr_assert(editor_of(&app)->on);
    float x0 = world_player(&app.world)->x, y0 = world_player(&app.world)->y;
    drag(336, 336, 336, 336);
    app_tick(&app, 0);
    cr_expect_float_eq(world_player(&app.world)->x, x0, 1e-6);
    cr_expect_float_eq(world_player(&app.world)->y, y0, 1e-6);
    platform_close(&app);
}

Test(mouse_place, a_recorded_placement_and_throw_replay_and_verify)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/mouse.replay", dir);
    open_app(path);
    for (int t = 0; t < 5; t++) app_tick(&app, IN_RIGHT);
    drag(336, 336, 336, 336);
    app_tick(&app, 0);
    drag(500, 300, 560, 280);
    for (int t = 0; t < 10; t++) app_tick(&app, IN_DOWN);
    platform_close(&app);
    size_t len;
    char *text = read_file(path, &len);
    cr_assert(text);
    cr_expect(strstr(text, " put=") != NULL && strstr(text, " throw=") != NULL, "not recorded:\n%s", text);
    free(text);
    char out[4096], err[4096];
    char args[600];
    snprintf(args, sizeof args, "--replay %s --verify", path);
    int rc = run_collide(args, NULL, out, sizeof out, err, sizeof err);
    cr_expect_eq(rc, 0, "--verify failed: %s%s", out, err);
}
