/* test_tour_window.c: the guided tour in the window, driven by the keys a teacher
 * presses: a stop plays its recording and pauses at its moment with the caption drawn
 * (pixels read back); Space goes on, Right to the next stop, Left back; a movement key
 * or a click takes over and the stop's recording is left; G leaves the tour. */
#include <criterion/criterion.h>
#include <string.h>

#include "app/app.h"
#include "app/features/session/session_feature.h"
#include "app/features/tour/tour_feature.h"
#include "app/render/layout.h"
#include "cmd/window_tour.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static TourPlayer tour;
static CanvasRecord text_log;

static void open_tour(long stop)
{
    AppConfig cfg = driver_config(NULL, RESOLVER_SIMPLEST);
    cfg.frames = -1;
    cr_assert(window_tour_open(&tour, NULL, stop, &cfg));
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
}

static void press(SDL_Keycode key)
{
    driver_key_down(&app, key, 0);
}

/* Tick as the loop does until the tour (or the end of the recording) pauses; from a
 * pause (every stop opens paused), Space goes on first. */
static void run_to_pause(void)
{
    if (app.loop.paused) press(SDLK_SPACE);
    for (int i = 0; i < 100000 && !app.loop.paused; i++) app_tick(&app, 0);
}

/* On through every pause to the end of the stop's recording. */
static void run_to_end(void)
{
    for (int i = 0; i < 20 && session_replaying(session_of(&app)); i++) run_to_pause();
}

static const TourStop *stop_now(void)
{
    return &tour_of(&app)->tour->stop[tour_of(&app)->stop];
}

static bool drawn(const char *needle)
{
    return driver_drawn(&text_log, needle) > 0;
}

static bool band_shown(Rect *band)
{
    Frame f = app_frame(&app);
    LayoutRect rects[LAYOUT_RECTS_MAX];
    int n = layout_rects(&f, &app.world, app.view.zoom, false, NULL, rects);
    for (int k = 0; k < n; k++)
        if (strcmp(rects[k].what, "tour caption") == 0) {
            if (band) *band = rects[k].r;
            return true;
        }
    return false;
}

/* Bright pixels (the caption's white: every channel over 200) in the band between its
 * first and last lines. */
static int caption_pixels(Rect band)
{
    int head = app.text.line_h, keys = app.small.line_h, pad = 10;
    Rect r = {band.x + pad, band.y + pad + head, band.w - 2 * pad, band.h - 2 * pad - head - keys};
    return driver_count_colour(&app, r, (Colour){255, 255, 255, 255}, 54);
}

Test(tour_window, a_stop_pauses_at_its_moment_with_the_caption_drawn)
{
    open_tour(1);
    run_to_pause();
    cr_assert_eq(app.world.tick, stop_now()->pause[0], "paused at tick %llu", (unsigned long long)app.world.tick);
    cr_assert(session_replaying(session_of(&app)), "the recording has more to play");
    canvas_record_clear(&text_log);
    app_draw(&app);
    const char *caption = tour_caption_at(stop_now(), app.world.tick);
    char first_words[24];
    snprintf(first_words, sizeof first_words, "%.20s", caption);
    cr_expect(drawn("Stop 1/"), "the stop's number");
    cr_expect(drawn(first_words), "the caption '%s' is drawn", caption);
    cr_expect(drawn("Space goes on"), "the keys that work now");
    Rect band;
    cr_assert(band_shown(&band));
    int lit = caption_pixels(band);
    cr_expect_gt(lit, 400, "only %d bright pixels where the caption goes", lit);
    /* Without the tour the same place holds no caption. */
    press(SDLK_g);
    cr_expect_not(band_shown(NULL), "G leaves the tour: no band");
    app_draw(&app);
    cr_expect_lt(caption_pixels(band), lit / 4, "the caption is gone with the tour");
    platform_close(&app);
}

Test(tour_window, right_goes_to_the_next_stop_and_left_back)
{
    open_tour(1);
    press(SDLK_SPACE);
    for (int t = 0; t < 10; t++) app_tick(&app, 0);
    press(SDLK_RIGHT);
    cr_expect_eq(tour_of(&app)->stop, 1);
    cr_expect_eq(app.world.tick, 0u, "the next stop starts from its first tick");
    cr_expect(session_replaying(session_of(&app)) && app.loop.paused, "it opens paused");
    cr_expect_eq(app.world.resolver, tour_of(&app)->replay->config.resolver);
    cr_expect_str_eq(tour_of(&app)->loaded, tour_of(&app)->tour->stop[1].file, "its recording was read");
    press(SDLK_RIGHT);
    cr_expect_eq(tour_of(&app)->stop, 2);
    cr_expect_str_eq(app.world.map.name, tour_of(&app)->replay->map.name);
    cr_expect_str_eq(app.world.map.name, "Seams in the floor");
    press(SDLK_LEFT);
    cr_expect_eq(tour_of(&app)->stop, 1);
    cr_expect_str_eq(app.world.map.name, tour_of(&app)->replay->map.name);
    press(SDLK_LEFT);
    press(SDLK_LEFT);
    cr_expect_eq(tour_of(&app)->stop, 0, "never before the first stop");
    platform_close(&app);
}

Test(tour_window, space_goes_on_past_the_pause_then_to_the_next_stop)
{
    open_tour(1);
    run_to_pause();
    uint64_t pause = app.world.tick;
    press(SDLK_SPACE);
    cr_expect_not(app.loop.paused, "Space goes on from the pause");
    run_to_end();
    cr_expect_gt(app.world.tick, pause);
    cr_expect_not(session_replaying(session_of(&app)), "paused again at the end of the recording");
    press(SDLK_SPACE);
    cr_expect_eq(tour_of(&app)->stop, 1, "after the recording Space goes to the next stop");
    platform_close(&app);
}

Test(tour_window, a_movement_key_takes_over_and_the_recording_is_left)
{
    open_tour(3); /* stands still, then goes down onto the floor */
    press(SDLK_SPACE);
    for (int t = 0; t < 5; t++) app_tick(&app, 0);
    app_draw(&app);
    float y = world_player(&app.world)->y;
    press(SDLK_w);
    cr_expect(tour_of(&app)->yours && !session_replaying(session_of(&app)), "W takes over the stop");
    cr_expect(tour_of(&app)->on, "the tour is still on");
    for (int t = 0; t < 5; t++) app_tick(&app, IN_UP);
    cr_expect_lt(world_player(&app.world)->y, y, "the keys drive: the player went up");
    cr_expect_eq(app.world.tick, 10u);
    run_to_pause();
    cr_expect_not(app.loop.paused, "the stop's pauses belong to its recording, no longer played");
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("Yours"));
    cr_expect(drawn("Every method in the split"), "the caption on screen when the keys took over stays");
    cr_expect_not(drawn("line-segment has not moved"), "the recording's later captions are not about this run");
    cr_expect(drawn("PageDown: next stop"), "the key line names the stop keys that work now");
    /* The arrows are the player's now: Right walks, and stays on this stop. */
    float x = world_player(&app.world)->x;
    press(SDLK_RIGHT);
    cr_expect_eq(tour_of(&app)->stop, 2, "Right does not skip a stop once the keys took over");
    for (int t = 0; t < 5; t++) app_tick(&app, app_held_keys(&app));
    cr_expect_gt(world_player(&app.world)->x, x, "Right steers the player");
    driver_key_up(&app, SDLK_RIGHT, 0);
    press(SDLK_PAGEDOWN);
    cr_expect(tour_of(&app)->stop == 3 && session_replaying(session_of(&app)) && !tour_of(&app)->yours,
              "PgDn: the next stop plays");
    press(SDLK_RIGHT);
    cr_expect_eq(tour_of(&app)->stop, 4, "while the recording steers, Right goes on");
    platform_close(&app);
}

Test(tour_window, after_the_recording_a_movement_key_or_a_click_takes_over)
{
    open_tour(1);
    run_to_end();
    cr_assert(app.loop.paused && !session_replaying(session_of(&app)));
    press(SDLK_d);
    cr_expect(tour_of(&app)->yours && !app.loop.paused, "D takes over and the world runs");
    press(SDLK_PAGEDOWN);
    cr_assert_eq(tour_of(&app)->stop, 1);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, 0, 0, SDL_BUTTON_LEFT, 0);
    cr_expect(tour_of(&app)->yours && !session_replaying(session_of(&app)), "a click takes over");
    platform_close(&app);
}

Test(tour_window, g_starts_the_built_in_tour_from_a_live_run)
{
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    cr_expect_not(band_shown(NULL));
    press(SDLK_g);
    cr_assert(tour_of(&app)->on && session_replaying(session_of(&app)), "G starts the tour");
    cr_expect_eq(tour_of(&app)->stop, 0);
    cr_expect(app.loop.paused && app.world.tick == 0, "the first stop opens paused");
    cr_expect(band_shown(NULL));
    run_to_pause();
    cr_expect_eq(app.world.tick, stop_now()->pause[0]);
    platform_close(&app);
}

Test(tour_window, every_stop_opens_paused_on_its_setup_caption_until_space)
{
    open_tour(1);
    for (int stop = 0; stop < 3; stop++) {
        cr_assert_eq(tour_of(&app)->stop, stop);
        cr_expect(app.loop.paused && app.world.tick == 0, "stop %d opens paused at tick 0", stop + 1);
        app_advance(&app, 1.0);
        app_advance(&app, 1.0);
        cr_expect_eq(app.world.tick, 0u, "stop %d: two seconds pass and the setup caption stays", stop + 1);
        canvas_record_clear(&text_log);
        app_draw(&app);
        char first_words[24];
        snprintf(first_words, sizeof first_words, "%.20s", stop_now()->caption[0].text);
        cr_expect(drawn(first_words), "stop %d: its setup caption '%s' is drawn", stop + 1, first_words);
        cr_expect(drawn("Space goes on"), "stop %d: the key line says how to go on", stop + 1);
        press(SDLK_SPACE);
        app_advance(&app, 0.1);
        cr_expect_gt(app.world.tick, 0u, "stop %d: Space plays it", stop + 1);
        press(SDLK_RIGHT);
    }
    platform_close(&app);
}

Test(tour_window, esc_leaves_the_tour_and_the_window_stays)
{
    open_tour(2);
    press(SDLK_ESCAPE);
    cr_expect_not(tour_of(&app)->on, "Esc leaves the tour");
    cr_expect(app.loop.running && !app.loop.confirm_quit, "and quits nothing");
    cr_expect_not(band_shown(NULL));
    press(SDLK_ESCAPE);
    cr_expect_not(app.loop.running, "outside the tour, with nothing playing or recording, Esc quits");
    platform_close(&app);
}
