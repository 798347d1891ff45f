/* test_window.c: the window's hard times, headless (docs/robustness.md): drawn at
 * tiny sizes in every view; minimised (no ticks, nothing owed, the loop waits in the
 * event queue); losing the keyboard with a key held (released: no walking on by
 * itself); a stall of many seconds, as a paused debugger gives (at most
 * APP_MAX_CATCHUP_TICKS ticks, the rest dropped). */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/platform/screen.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(int w, int h, float scale, Mode mode)
{
    load_shipped_map("corners.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.mode = mode;
    cfg.ui_scale = scale;
    cfg.width = w;
    cfg.height = h;
    driver_open(&app, &cfg);
}

static void window_event(Uint8 what)
{
    driver_window(&app, what);
}

static void press(SDL_Keycode sym)
{
    driver_press(&app, sym);
}

/* Every view the app can show, drawn and read back at the current canvas size. */
static int draw_every_view(void)
{
    int w, h, frames = 0;
    canvas_size(app.canvas, &w, &h);
    uint32_t pixel;
    Rect corner = {w - 1, h - 1, 1, 1};
    /* Tiles with overlays after a move, the ghost and split compare views, the help,
     * the editor with its hover, the quit prompt, then the crowd. */
    app_tick(&app, IN_RIGHT | IN_DOWN);
    const SDL_Keycode keys[] = {SDLK_c, SDLK_c, SDLK_c, SDLK_F1, SDLK_F1, SDLK_e};
    for (size_t k = 0; k <= sizeof keys / sizeof *keys; k++) {
        app_draw(&app);
        driver_read(&app, corner, &pixel);
        frames++;
        if (k == sizeof keys / sizeof *keys) break;
        press(keys[k]);
        app_tick(&app, IN_LEFT);
    }
    app.loop.confirm_quit = true;
    app_draw(&app);
    app.loop.confirm_quit = false;
    app_flash(&app, "a message much longer than the window is wide, and then some more of it");
    press(SDLK_TAB);
    app_tick(&app, 0);
    press(SDLK_r); /* in the crowd: loads the entities, into a circle */
    for (int k = 0; k < 5; k++) app_tick(&app, 0);
    cr_expect_gt(app.world.crowd.count, 0, "the crowd is loaded");
    app_draw(&app);
    driver_read(&app, corner, &pixel);
    return frames + 2;
}

Test(window, every_view_draws_at_tiny_window_sizes)
{
    static const int sizes[][2] = {{1, 1}, {2, 3}, {16, 16}, {40, 30}, {1, 800}, {1280, 1}, {120, 90}};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        open_app(sizes[k][0], sizes[k][1], 1.0f, MODE_TILES);
        cr_expect_gt(draw_every_view(), 6, "%dx%d", sizes[k][0], sizes[k][1]);
        platform_close(&app);
    }
}

Test(window, every_view_draws_at_a_tiny_size_with_the_largest_text)
{
    open_app(16, 16, APP_SCALE_MAX, MODE_TILES);
    cr_expect_gt(draw_every_view(), 6);
    platform_close(&app);
    open_app(64, 48, APP_SCALE_MAX, MODE_CROWD);
    cr_expect_gt(draw_every_view(), 6);
    platform_close(&app);
}

Test(window, a_minimised_window_runs_no_ticks_and_owes_none_when_it_comes_back)
{
    open_app(320, 200, 1.0f, MODE_TILES);
    cr_expect_eq(app_advance(&app, 1.0 / TICK_HZ), 1, "a frame's worth of time is one tick");
    window_event(SDL_WINDOWEVENT_MINIMIZED);
    cr_expect(app_idle(&app), "minimised: the loop waits in the event queue");
    uint64_t tick = app.world.tick;
    for (int k = 0; k < 100; k++) cr_expect_eq(app_advance(&app, 0.1), 0);
    cr_expect_eq(app.world.tick, tick, "no tick while minimised");
    window_event(SDL_WINDOWEVENT_RESTORED);
    cr_expect_not(app_idle(&app));
    cr_expect_eq(app_advance(&app, 1.0 / TICK_HZ), 1, "back to one tick a frame, nothing owed");
    window_event(SDL_WINDOWEVENT_HIDDEN);
    cr_expect(app_idle(&app), "hidden counts as minimised");
    window_event(SDL_WINDOWEVENT_SHOWN);
    cr_expect_not(app_idle(&app));
    platform_close(&app);
}

Test(window, losing_the_keyboard_with_a_key_held_releases_it)
{
    open_app(320, 200, 1.0f, MODE_TILES);
    driver_key_down(&app, SDLK_RIGHT, 0);
    driver_key_down(&app, SDLK_w, 0);
    cr_expect_eq(app_held_keys(&app), IN_RIGHT | IN_UP, "Right and W are held");
    float x = world_player(&app.world)->x;
    app_advance(&app, 1.0 / TICK_HZ);
    cr_expect_gt(world_player(&app.world)->x, x, "held Right walks");
    /* The window loses the keyboard; the keys go up elsewhere, unseen. */
    window_event(SDL_WINDOWEVENT_FOCUS_LOST);
    cr_expect_eq(app_held_keys(&app), 0);
    window_event(SDL_WINDOWEVENT_FOCUS_GAINED);
    cr_expect_eq(app_held_keys(&app), 0, "no stuck movement when the window comes back");
    x = world_player(&app.world)->x;
    app_advance(&app, 1.0 / TICK_HZ);
    cr_expect_eq(world_player(&app.world)->x, x, "the player stands still");
    /* And a key pressed again after that works as usual. */
    driver_key_down(&app, SDLK_LEFT, 0);
    cr_expect_eq(app_held_keys(&app), IN_LEFT);
    driver_key_up(&app, SDLK_LEFT, 0);
    cr_expect_eq(app_held_keys(&app), 0);
    platform_close(&app);
}

Test(window, a_minimised_window_forgets_the_keys_held_when_it_went)
{
    open_app(320, 200, 1.0f, MODE_TILES);
    driver_key_down(&app, SDLK_DOWN, 0);
    window_event(SDL_WINDOWEVENT_MINIMIZED);
    window_event(SDL_WINDOWEVENT_RESTORED);
    cr_expect_eq(app_held_keys(&app), 0);
    platform_close(&app);
}

Test(window, a_stall_of_ten_seconds_runs_at_most_the_catch_up_ticks_and_drops_the_rest)
{
    /* A debugger paused on a breakpoint, or a machine that froze: the next frame sees
     * ten seconds go by. */
    open_app(320, 200, 1.0f, MODE_TILES);
    cr_expect_eq(app_advance(&app, 10.0), APP_MAX_CATCHUP_TICKS);
    cr_expect_eq(app_advance(&app, 0.0), 0, "nothing is owed after the stall");
    cr_expect_eq(app_advance(&app, -5.0), 0, "a clock that ran backwards owes nothing");
    cr_expect_eq(app_advance(&app, INFINITY), APP_MAX_CATCHUP_TICKS, "nor does an infinite stall owe more");
    cr_expect_eq(app_advance(&app, NAN), 0, "a NaN frame time owes nothing");
    cr_expect_eq(app_advance(&app, 1.0 / TICK_HZ), 1, "then one tick a frame again");
    platform_close(&app);
}

Test(window, while_paused_time_is_not_owed_and_n_steps_one_tick)
{
    open_app(320, 200, 1.0f, MODE_TILES);
    press(SDLK_SPACE);
    cr_expect_eq(app_advance(&app, 5.0), 0);
    press(SDLK_n);
    cr_expect_eq(app_advance(&app, 0.0), 1);
    press(SDLK_SPACE);
    cr_expect_eq(app_advance(&app, 1.0 / TICK_HZ), 1, "resumed with nothing owed from the pause");
    platform_close(&app);
}

Test(window, an_s_pressed_with_ctrl_never_walks_down_however_the_keys_are_released)
{
    /* Ctrl+S saves the shipped map as a new file in the current directory: a scratch one. */
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    open_app(320, 200, 1.0f, MODE_TILES);
    /* Ctrl+S typed the usual way: Ctrl goes up a moment before S. */
    driver_key_down(&app, SDLK_LCTRL, KMOD_LCTRL);
    SDL_SetModState(KMOD_LCTRL);
    driver_key_down(&app, SDLK_s, KMOD_LCTRL);
    cr_expect_eq(app_held_keys(&app) & IN_DOWN, 0, "Ctrl+S held: no Down");
    driver_key_up(&app, SDLK_LCTRL, 0);
    SDL_SetModState(KMOD_NONE);
    cr_expect_eq(app_held_keys(&app) & IN_DOWN, 0, "Ctrl released first: the S of the chord is still no Down");
    float y = world_player(&app.world)->y;
    for (int t = 0; t < 5; t++) app_tick(&app, app_held_keys(&app));
    cr_expect_eq(world_player(&app.world)->y, y, "the player did not move");
    driver_key_up(&app, SDLK_s, 0);
    cr_expect_eq(app_held_keys(&app), 0);
    /* An S pressed on its own afterwards walks as usual. */
    driver_key_down(&app, SDLK_s, 0);
    cr_expect_eq(app_held_keys(&app), IN_DOWN, "a plain S is Down");
    driver_key_up(&app, SDLK_s, 0);
    platform_close(&app);
}

Test(window, the_window_opens_no_larger_than_the_displays_usable_area)
{
    int w, h;
    screen_fit_size(1280, 800, 1024, 600, &w, &h);
    cr_expect(w == 1024 && h == 600, "a 1024x600 display opens a %dx%d window", w, h);
    screen_fit_size(1280, 800, 1920, 1050, &w, &h);
    cr_expect(w == 1280 && h == 800, "a large display keeps 1280x800, not %dx%d", w, h);
    screen_fit_size(1280, 800, 1366, 728, &w, &h);
    cr_expect(w == 1280 && h == 728, "a taskbar takes its height: %dx%d", w, h);
    screen_fit_size(1280, 800, 0, 0, &w, &h);
    cr_expect(w == 1280 && h == 800, "an unknown display keeps the size asked for");
}
