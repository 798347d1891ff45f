/* test_rewind_keys.c: going back in the window. While paused, `,` steps back one tick and
 * Home ten seconds, End forward again, N replays the recorded history one tick at a time;
 * every rewound tick has the hash a fresh run reaches there; going on live from a rewound
 * tick drops the undone ticks, and the recording still verifies. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/features/session/session_feature.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

#define RUN_TICKS 900

static App app;
static Map map;
static uint64_t hashes[RUN_TICKS + 1]; /* the fresh run's hash at every tick */

static void open_app(const char *record)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.seed = 3;
    cfg.record = record;
    driver_open(&app, &cfg);
}

static void key(SDL_Keycode k)
{
    driver_key_down(&app, k, 0);
}

/* The script's input through the app (movement, compare view, speed, edits). */
static void run_to(int ticks)
{
    hashes[app.world.tick] = world_hash(&app.world);
    while ((int)app.world.tick < ticks) {
        Input in = script_input((int)app.world.tick);
        app.pending = in;
        app_tick(&app, in.held);
        hashes[app.world.tick] = world_hash(&app.world);
    }
}

Test(rewind_keys, comma_home_and_end_land_on_the_fresh_runs_hash_at_every_tick)
{
    open_app(NULL);
    run_to(RUN_TICKS);
    key(SDLK_SPACE); /* pause */
    for (int k = 1; k <= 130; k++) {
        key(SDLK_COMMA);
        cr_assert_eq(app.world.tick, (uint64_t)(RUN_TICKS - k));
        cr_assert_eq(world_hash(&app.world), hashes[RUN_TICKS - k], "tick %d", RUN_TICKS - k);
    }
    key(SDLK_HOME); /* ten seconds back */
    cr_expect_eq(app.world.tick, (uint64_t)(RUN_TICKS - 130 - 600));
    cr_expect_eq(world_hash(&app.world), hashes[RUN_TICKS - 130 - 600]);
    key(SDLK_HOME);
    cr_expect_eq(app.world.tick, 0u, "never before the session's start");
    cr_expect_eq(world_hash(&app.world), hashes[0]);
    key(SDLK_n); /* forward along the recorded history */
    cr_expect_eq(app.world.tick, 1u);
    cr_expect_eq(world_hash(&app.world), hashes[1]);
    key(SDLK_END);
    cr_expect_eq(app.world.tick, (uint64_t)RUN_TICKS);
    cr_expect_eq(world_hash(&app.world), hashes[RUN_TICKS]);
    platform_close(&app);
}

Test(rewind_keys, comma_waits_for_pause)
{
    open_app(NULL);
    run_to(30);
    key(SDLK_COMMA);
    cr_expect_eq(app.world.tick, 30u, "a running session is not rewound");
    cr_expect(strstr(app.view.flash, "while paused") != NULL, "%s", app.view.flash);
    platform_close(&app);
}

Test(rewind_keys, going_on_live_from_a_rewound_tick_drops_the_undone_ticks_and_the_recording_verifies)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/rewound.replay", dir);
    open_app(path);
    run_to(400);
    key(SDLK_SPACE);
    for (int k = 0; k < 100; k++) key(SDLK_COMMA);
    cr_assert_eq(app.world.tick, 300u);
    /* Before Space, the screen says what it will drop. */
    cr_expect(strstr(app.view.flash, "Space goes on live from here and drops the 100 later ticks"), "%s", app.view.flash);
    char tags[200] = "";
    session_status(session_of(&app), app.world.tick, tags, sizeof tags);
    cr_expect(strstr(tags, "BACK 300/400: Space drops the last 100"), "the HUD's tag: '%s'", tags);
    key(SDLK_SPACE); /* go on live, with other input than the first time */
    for (int k = 0; k < 50; k++) app_tick(&app, IN_LEFT | IN_UP);
    cr_expect_eq(session_of(&app)->log.ticks, 350u, "the log holds 300 kept ticks and 50 new ones");
    uint64_t final = world_hash(&app.world);
    platform_close(&app);
    static Replay r;
    ReplayError err;
    cr_assert(replay_load(&r, path, &err), "%s:%d: %s", err.file, err.line, err.msg);
    cr_expect_eq(r.ticks, 350u);
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_gt(v.checks, 1);
    cr_expect_eq(v.final_hash, final);
    replay_free(&r);
}
