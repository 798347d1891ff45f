/* test_quit_asks.c: Esc quits at once only when nothing would be cut short: while a
 * recording plays or F5 writes one, it asks first (Y quits, any other key goes on), and
 * the question says why; with unsaved map changes it asks as before. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_draw.h"
#include "app/features/session/session_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static Replay replay;
static CanvasRecord text_log;

static void open_app(const Replay *r)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.replay = r;
    if (r) cfg.map = &r->map;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
}

static bool drawn(const char *needle)
{
    canvas_record_clear(&text_log);
    app_draw(&app);
    return driver_drawn(&text_log, needle) > 0;
}

Test(quit_asks, esc_with_nothing_running_quits_at_once)
{
    open_app(NULL);
    driver_press(&app, SDLK_ESCAPE);
    cr_expect_not(app.loop.running);
    platform_close(&app);
}

Test(quit_asks, esc_while_a_recording_plays_asks_first)
{
    char path[1024];
    ReplayError err;
    snprintf(path, sizeof path, "%s/tests/data/tour.replay", SOURCE_DIR);
    cr_assert(replay_load(&replay, path, &err), "%s", err.msg);
    open_app(&replay);
    for (int t = 0; t < 5; t++) app_tick(&app, 0);
    cr_assert(session_replaying(session_of(&app)));
    driver_press(&app, SDLK_ESCAPE);
    cr_expect(app.loop.running && app.loop.confirm_quit, "Esc asks while a recording plays");
    cr_expect(drawn("Quit while a recording plays?"), "the question says why");
    cr_expect(drawn("Y: quit"));
    cr_expect_not(drawn("without saving"), "no map to save");
    driver_press(&app, SDLK_SPACE);
    cr_expect(app.loop.running && !app.loop.confirm_quit, "any other key goes on");
    driver_press(&app, SDLK_ESCAPE);
    driver_press(&app, SDLK_y);
    cr_expect_not(app.loop.running, "Y quits");
    platform_close(&app);
    replay_free(&replay);
}

Test(quit_asks, esc_while_f5_records_asks_first)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    open_app(NULL);
    driver_press(&app, SDLK_F5);
    cr_assert(session_of(&app)->recording);
    app_tick(&app, 0);
    driver_press(&app, SDLK_ESCAPE);
    cr_expect(app.loop.running && app.loop.confirm_quit, "Esc asks while F5 records");
    cr_expect(drawn("Quit while recording (F5)?"));
    driver_press(&app, SDLK_y);
    cr_expect_not(app.loop.running);
    platform_close(&app);
}
