/* test_session.c: recording and replay inside the app (headless): F5 in the middle of
 * a session writes a recording that replays from the world's start; every tick is on
 * disk while recording; --replay drives app_tick to the recorded hashes, then pauses
 * and hands the keys back; keys that would add input wait while a recording plays. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/session/session_feature.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static Replay loaded;

static void open_app(const char *record, const Replay *replay)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.world.seed = 3;
    cfg.record = record;
    cfg.replay = replay;
    driver_open(&app, &cfg);
}

static void key(SDL_Keycode k)
{
    driver_key_down(&app, k, 0);
}

/* One tick of the script through the app, as the keyboard would give it. */
static void script_tick(int t)
{
    Input s = script_input(t);
    app.pending = s;
    app_tick(&app, s.held);
}

static void load(const char *path)
{
    ReplayError e;
    cr_assert(replay_load(&loaded, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
}

static void go_to_temp_dir(void)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
}

/* The one file F5 wrote under recordings/. */
static void find_recording(char *path, size_t cap)
{
    DIR *d = opendir("recordings");
    cr_assert_not_null(d, "F5 made no recordings/ directory");
    int found = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, "collide-") == e->d_name && strstr(e->d_name, ".replay")) {
            snprintf(path, cap, "recordings/%s", e->d_name);
            found++;
        }
    closedir(d);
    cr_assert_eq(found, 1, "%d recordings", found);
}

Test(session, f5_in_the_middle_of_a_session_records_from_the_start_of_the_world)
{
    go_to_temp_dir();
    open_app(NULL, NULL);
    for (int t = 0; t < 100; t++) script_tick(t);
    key(SDLK_F5);
    cr_assert(session_of(&app)->recording);
    char tags[160] = "";
    session_status(session_of(&app), app.world.tick, tags, sizeof tags);
    cr_expect(strstr(tags, "REC") != NULL, "the HUD shows REC: '%s'", tags);
    for (int t = 100; t < 170; t++) script_tick(t);
    key(SDLK_F5);
    cr_expect(!session_of(&app)->recording);
    char cwd[512], want[600];
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "Recording saved: %s/recordings/collide-", cwd);
    cr_expect(strstr(app.view.flash, want) == app.view.flash, "the full path: '%s'", app.view.flash);
    cr_expect(strstr(app.view.flash, "(recording: 70 ticks, session 170)") != NULL,
              "the recorded ticks beside the session's: '%s'", app.view.flash);
    uint64_t final = world_hash(&app.world);
    platform_close(&app);

    char path[512];
    find_recording(path, sizeof path);
    load(path);
    cr_expect_eq(loaded.record_start, 100u, "the header says where F5 was pressed");
    cr_expect_eq(loaded.ticks, 170u, "and the input starts at the world's tick 0");
    cr_expect(loaded.ended);
    ReplayVerdict v;
    cr_assert(replay_verify(&loaded, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.final_hash, final);
    replay_free(&loaded);
}

Test(session, every_whole_tick_is_on_disk_while_recording)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/live.replay", dir);
    open_app(path, NULL);
    for (int t = 0; t < 75; t++) script_tick(t);
    /* Read it while the app still records (in its temporary file, beside the target):
     * nothing waits in a buffer. */
    load(session_of(&app)->writer.tmp);
    cr_expect_eq(loaded.ticks, 75u);
    cr_expect(!loaded.ended && !loaded.cut);
    ReplayVerdict v;
    cr_assert(replay_verify(&loaded, &v));
    cr_expect(!v.diverged);
    cr_expect_eq(v.final_hash, world_hash(&app.world));
    replay_free(&loaded);
    platform_close(&app);
    load(path);
    cr_expect(loaded.ended, "closing the app writes the end line");
    replay_free(&loaded);
}

Test(session, a_replay_reaches_the_recorded_hashes_then_pauses_and_hands_back_the_keys)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    uint64_t final = script_record(path, 300, MODE_TILES, true);
    load(path);
    open_app(NULL, &loaded);
    cr_expect_eq(app.world.start.seed, 42u, "the recording's settings, not the config's");
    int guard = 0;
    while (session_replaying(session_of(&app)) && guard++ < 1000) app_tick(&app, IN_LEFT); /* the keys are ignored */
    cr_expect_eq(app.world.tick, 300u);
    cr_expect_eq(world_hash(&app.world), final);
    cr_expect(!session_of(&app)->player.diverged);
    cr_expect_eq(session_of(&app)->player.checks, 300 / REPLAY_CHECK_TICKS + 2);
    cr_expect(app.loop.paused, "the end of a replay pauses");
    char tags[160] = "";
    session_status(session_of(&app), app.world.tick, tags, sizeof tags);
    cr_expect(strstr(tags, "REPLAY ENDED: matched the recording") != NULL, "%s", tags);
    app_tick(&app, IN_RIGHT);
    cr_expect_eq(app.world.tick, 301u, "after the end the keys drive the world again");
    platform_close(&app);
    replay_free(&loaded);
}

Test(session, while_a_recording_plays_keys_that_would_add_input_wait)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    script_record(path, 120, MODE_TILES, true);
    load(path);
    open_app(NULL, &loaded);
    key(SDLK_2);
    key(SDLK_c);
    cr_expect_eq(app.pending.resolver, -1);
    cr_expect_eq(app.pending.actions, 0u);
    cr_expect(strstr(app.view.flash, "Replaying") == app.view.flash, "%s", app.view.flash);
    key(SDLK_e);
    cr_expect(!editor_of(&app)->on, "no editing while the recording steers");
    key(SDLK_RIGHTBRACKET);
    key(SDLK_RIGHTBRACKET);
    cr_expect_eq(session_of(&app)->fast, 4, "] doubles the playback rate");
    key(SDLK_SPACE);
    cr_expect(app.loop.paused, "pause works during a replay");
    platform_close(&app);
    replay_free(&loaded);
}

Test(session, a_replay_of_a_mid_session_recording_fast_forwards_to_where_f5_was_pressed)
{
    go_to_temp_dir();
    open_app(NULL, NULL);
    for (int t = 0; t < 130; t++) script_tick(t);
    key(SDLK_F5);
    for (int t = 130; t < 160; t++) script_tick(t);
    platform_close(&app); /* closing while recording stops it cleanly */
    char path[512];
    find_recording(path, sizeof path);
    load(path);
    cr_expect(loaded.ended);
    open_app(NULL, &loaded);
    int guard = 0;
    while (session_catching_up(session_of(&app), app.world.tick) && guard++ < 10000) app_advance(&app, 0.0);
    cr_expect_eq(app.world.tick, 130u, "the replay shows from the tick F5 was pressed");
    cr_expect(session_replaying(session_of(&app)));
    platform_close(&app);
    replay_free(&loaded);
}

Test(session, a_replay_that_diverges_says_at_which_tick_in_the_hud)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    script_record(path, 200, MODE_TILES, true);
    size_t len;
    char *text = read_file(path, &len);
    char *h = strstr(text, "\nhash 120 ");
    cr_assert_not_null(h);
    h += strlen("\nhash 120 ");
    *h = *h == '0' ? '1' : '0'; /* a different recorded hash at tick 120 */
    cr_assert(write_file(path, text));
    free(text);
    load(path);
    open_app(NULL, &loaded);
    while (session_replaying(session_of(&app))) app_tick(&app, 0);
    cr_expect(session_of(&app)->player.diverged);
    cr_expect_eq(session_of(&app)->player.diverged_tick, 120u);
    char tags[160] = "";
    session_status(session_of(&app), app.world.tick, tags, sizeof tags);
    cr_expect(strstr(tags, "DIVERGED at 120") != NULL, "%s", tags);
    platform_close(&app);
    replay_free(&loaded);
}

Test(session, a_recording_plays_back_in_a_real_window_from_where_it_was_started)
{
    if (system("command -v xvfb-run >/dev/null 2>&1") != 0) cr_skip_test("xvfb-run is not installed");
    char dir[256], path[512], png[512], cmd[2048];
    char out[4096], err[4096];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    snprintf(png, sizeof png, "%s/window.png", dir);
    script_record(path, 300, MODE_TILES, true);
    /* As if F5 had been pressed at tick 200: the window runs there at once, then plays. */
    char *text = read_file(path, NULL);
    const char *from = "record-start 0\n", *to = "record-start 200\n";
    char *at = strstr(text, from);
    cr_assert_not_null(at);
    size_t cap = strlen(text) + 8;
    char *fixed = malloc(cap);
    snprintf(fixed, cap, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    cr_assert(write_file(path, fixed));
    free(fixed);
    free(text);
    /* No leak report for a real window: the X and GL drivers SDL loads leave
     * allocations behind frames LeakSanitizer cannot name (a plain window run shows the
     * same); the headless tests check our own allocations. */
    snprintf(
        cmd, sizeof cmd,
        "ASAN_OPTIONS=abort_on_error=0:detect_leaks=0 xvfb-run -a '%s' --replay '%s' --frames 230 --screenshot '%s'",
        COLLIDE_BIN, path, png);
    cr_expect_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect_eq(access(png, R_OK), 0, "the window's last frame was saved");
}

Test(session, a_fast_replay_stops_on_the_last_recorded_tick_and_hands_over_there)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    uint64_t final = script_record(path, 301, MODE_TILES, true);
    load(path);
    open_app(NULL, &loaded);
    for (int k = 0; k < 3; k++) key(SDLK_RIGHTBRACKET);
    cr_expect_eq(session_of(&app)->fast, 8);
    /* Right is held all along: it must not move the player until the replay has ended. */
    driver_key_down(&app, SDLK_RIGHT, 0);
    int guard = 0;
    while (session_replaying(session_of(&app)) && guard++ < 1000) app_advance(&app, 1.0 / TICK_HZ);
    cr_expect_eq(app.world.tick, 301u, "the final tick is the recording's last");
    cr_expect_eq(world_hash(&app.world), final, "the player is where the recording left it");
    cr_expect(app.loop.paused, "and the replay pauses there");
    for (int k = 0; k < 5; k++) app_advance(&app, 1.0 / TICK_HZ);
    cr_expect_eq(app.world.tick, 301u, "paused: no tick runs on its own");
    platform_close(&app);
    replay_free(&loaded);
}

/* The end of a replay, as the HUD tells it: the state line's tags. */
static void replay_to_end_tags(char *tags, size_t cap)
{
    open_app(NULL, &loaded);
    while (session_replaying(session_of(&app))) app_tick(&app, 0);
    app_tick(&app, 0); /* the tick that finds the recording run out */
    tags[0] = '\0';
    session_status(session_of(&app), app.world.tick, tags, cap);
}

Test(session, a_replay_with_no_checkpoints_says_there_was_nothing_to_check_and_keeps_the_trace_line)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    script_record(path, 100, MODE_TILES, false);
    /* Keep the input lines only: no hash lines, and no end line with its hash. */
    char *text = read_file(path, NULL), *out = calloc(strlen(text) + 1, 1);
    cr_assert_not_null(out);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (strncmp(line, "hash ", 5) == 0) continue;
        strcat(out, line);
        strcat(out, "\n");
    }
    cr_assert(write_file(path, out));
    free(out);
    free(text);
    load(path);
    char tags[160];
    replay_to_end_tags(tags, sizeof tags);
    cr_expect_eq(session_of(&app)->player.checks, 0, "the recording holds no checkpoint");
    cr_expect(strstr(tags, "nothing to check") != NULL, "%s", tags);
    cr_expect(strstr(tags, "match") == NULL, "no claim that anything matched: %s", tags);
    cr_expect(!app.view.flash[0], "the news line keeps the method's trace note, not the end message: %s", app.view.flash);
    platform_close(&app);
    replay_free(&loaded);
}

Test(session, a_long_session_is_counted_with_grouped_digits_and_a_recording_from_tick_0_alone)
{
    Session s = {0};
    s.log.ticks = 6492;
    s.log.record_start = 6312;
    char note[96];
    session_saved_note(&s, note, sizeof note);
    cr_expect_str_eq(note, "recording: 180 ticks, session 6,492");
    s.log.record_start = 0;
    session_saved_note(&s, note, sizeof note);
    cr_expect_str_eq(note, "recording: 6,492 ticks");
    s.log.ticks = 1234567;
    session_saved_note(&s, note, sizeof note);
    cr_expect_str_eq(note, "recording: 1,234,567 ticks");
}

Test(session, what_the_window_writes_is_kept_out_of_git)
{
    char *ignore = read_file(SOURCE_DIR "/.gitignore", NULL);
    cr_assert_not_null(ignore);
    cr_expect(strstr(ignore, "/recordings/\n") != NULL, "F5's recordings/ is ignored");
    cr_expect(strstr(ignore, "/screenshots/\n") != NULL, "F12's and F9's screenshots/ is ignored");
    free(ignore);
}
