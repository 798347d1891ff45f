/* test_replay_limits.c: what a recording may ask for (replay.h, docs/limits.md): at
 * most a day of ticks, a bounded amount of crowd work, a bounded number of lines held
 * in memory. A small file asking for more is refused at the line that passes the limit;
 * the writer stops a live recording there, so the program never writes what it will
 * not read back. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "support/support.h"

#define TILES_HEAD                                                                            \
    "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\n" \
    "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n" /* 12 lines */
#define CROWD_HEAD                                                                            \
    "collide-replay 1\nprogram 0.1.0\nmode crowd\nresolver simplest\nseed 1\nspeed-level 4\n" \
    "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n"
#define HEAD_LINES 12

static Replay replay;

static bool parse(const char *text, size_t len, ReplayError *e)
{
    return replay_parse(&replay, text, len, "limits.replay", e);
}

static void expect_refused(const char *text, size_t len, int line, const char *message)
{
    ReplayError e;
    bool ok = parse(text, len, &e);
    if (ok) replay_free(&replay);
    cr_assert_not(ok, "accepted");
    cr_expect_eq(e.line, line, "line %d, wanted %d: %s", e.line, line, e.msg);
    cr_expect(strstr(e.msg, message) != NULL, "'%s' lacks '%s'", e.msg, message);
}

static void expect_accepted(const char *text, size_t len, uint64_t ticks)
{
    ReplayError e;
    cr_assert(parse(text, len, &e), "%d: %s", e.line, e.msg);
    cr_expect_eq(replay.ticks, ticks);
    replay_free(&replay);
}

Test(replay_limits, a_day_of_ticks_is_accepted_and_one_more_is_refused)
{
    char text[512];
    snprintf(text, sizeof text, TILES_HEAD "%u R\n", REPLAY_TICKS_MAX);
    expect_accepted(text, strlen(text), REPLAY_TICKS_MAX);
    snprintf(text, sizeof text, TILES_HEAD "%u R\n60 -\n1 L\n", REPLAY_TICKS_MAX - 60);
    expect_refused(text, strlen(text), HEAD_LINES + 3, "more than 5184000 ticks (24 hours at 60 Hz)");
    snprintf(text, sizeof text, TILES_HEAD "1000000000 R\n");
    expect_refused(text, strlen(text), HEAD_LINES + 1, "more than 5184000 ticks");
}

Test(replay_limits, a_small_crowd_recording_cannot_ask_for_days_of_work)
{
    /* The recording of the report: the crowd doubled to its largest, the naive
     * broadphase (2.5 s a tick), then ten lines of a billion ticks each. */
    char text[2048];
    int at =
        snprintf(text, sizeof text, CROWD_HEAD " 1 - act=crowd-load\n12 - act=crowd-more\n 1 - act=crowd-broadphase\n");
    for (int k = 0; k < 10; k++) at += snprintf(text + at, sizeof text - (size_t)at, "1000000000 -\n");
    expect_refused(text, strlen(text), HEAD_LINES + 4, "more than 5184000 ticks");
    /* Within the ticks, the crowd work is what stops it: 110 naive ticks of 100,000. */
    at =
        snprintf(text, sizeof text, CROWD_HEAD " 1 - act=crowd-load\n12 - act=crowd-more\n 1 - act=crowd-broadphase\n");
    snprintf(text + at, sizeof text - (size_t)at, "99 -\n99 -\n");
    expect_refused(text, strlen(text), HEAD_LINES + 5, "crowd work");
}

Test(replay_limits, the_largest_crowd_with_the_grid_may_run_for_forty_minutes)
{
    char text[512];
    snprintf(text, sizeof text, CROWD_HEAD " 1 - act=crowd-load\n12 - act=crowd-more\n150000 R\n");
    expect_accepted(text, strlen(text), 150013);
    snprintf(text, sizeof text, CROWD_HEAD " 1 - act=crowd-load\n12 - act=crowd-more\n150000 R\n50000 -\n");
    expect_refused(text, strlen(text), HEAD_LINES + 4, "crowd work");
    /* The default crowd of 32 may run the whole day. */
    snprintf(text, sizeof text, CROWD_HEAD " 1 - act=crowd-load\n%u -\n", REPLAY_TICKS_MAX - 1);
    expect_accepted(text, strlen(text), REPLAY_TICKS_MAX);
}

Test(replay_limits, a_file_of_one_tick_lines_holds_at_most_the_line_limit_in_memory)
{
    /* 4 bytes of text a line become 40 bytes of memory: the number of lines is the bound. */
    size_t lines = REPLAY_ENTRIES_MAX + 1, head = strlen(TILES_HEAD);
    char *text = malloc(head + 4 * lines + 1);
    cr_assert(text);
    memcpy(text, TILES_HEAD, head);
    for (size_t k = 0; k < lines; k++) memcpy(text + head + 4 * k, k % 2 ? "1 L\n" : "1 R\n", 4);
    expect_refused(text, head + 4 * lines, HEAD_LINES + (int)lines, "more than 2097152 lines");
    ReplayError e;
    cr_assert(parse(text, head + 4 * (lines - 1), &e), "%d: %s", e.line, e.msg);
    cr_expect_eq(replay.count, REPLAY_ENTRIES_MAX);
    cr_expect_leq(replay.cap, REPLAY_ENTRIES_MAX, "no room kept beyond the limit");
    replay_free(&replay);
    free(text);
}

/* Under a cap of 12,000 (not a doubling of 32, so Up meets it part way), which keeps the
 * crowd stepped tick by tick to about a second. */
Test(replay_limits, the_budget_follows_the_crowd_of_the_world_tick_by_tick)
{
    /* The budget's crowd is a model of world_step's: if the crowd learns a new rule,
     * this says where the two part. */
    static const uint32_t SCRIPT[][2] = {
        {3, ACT_CROWD_MORE}, /* not loaded yet: nothing */
        {1, ACT_CROWD_LOAD},
        {4, ACT_CROWD_MORE},
        {1, ACT_CROWD_BROADPHASE},
        {2, ACT_MODE}, /* to tiles and back */
        {1, ACT_MODE},
        {3, ACT_CROWD_MORE | ACT_CROWD_BROADPHASE}, /* tiles: the crowd ignores keys */
        {1, ACT_MODE},
        {14, ACT_CROWD_MORE},
        {20, ACT_CROWD_FEWER},
        {2, ACT_CROWD_MORE | ACT_CROWD_FEWER},
        {1, ACT_CROWD_LOAD | ACT_CROWD_MORE},
        {5, ACT_CROWD_BROADPHASE | ACT_CROWD_MORE},
        {3, 0},
    };
    static Map m;
    static World world;
    load_shipped_map("default.map", &m);
    WorldConfig cfg = {.seed = 3, .resolver = 0, .speed_level = 4, .mode = MODE_CROWD, .crowd_max = 12000};
    cr_assert(world_init(&world, &m, &cfg));
    ReplayBudget b;
    replay_budget_start(&b, &cfg, &m);
    char why[160];
    int tick = 0;
    for (size_t k = 0; k < sizeof SCRIPT / sizeof SCRIPT[0]; k++) {
        for (uint32_t t = 0; t < SCRIPT[k][0]; t++, tick++) {
            Input in = INPUT_NONE;
            in.actions = SCRIPT[k][1];
            world_step(&world, &in, NULL);
            cr_assert(replay_budget_run(&b, &in, 1, why, sizeof why), "%s", why);
            cr_assert_eq(b.crowd_mode, world.mode == MODE_CROWD, "tick %d: mode", tick);
            cr_assert_eq(b.count, world.crowd.count, "tick %d: %d circles, the world has %d", tick, b.count,
                         world.crowd.count);
            cr_assert_eq(b.naive, world.crowd.broadphase == CROWD_NAIVE, "tick %d: broadphase", tick);
        }
    }
    cr_expect_eq(b.ticks, (uint64_t)tick);
    world_free(&world);
}

static void temp_path(char *path, size_t cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/long.replay", dir);
}

Test(replay_limits, a_live_recording_stops_at_the_limit_and_what_it_wrote_reads_back)
{
    static Map m;
    static Replay log, back;
    load_shipped_map("default.map", &m);
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = 4, .mode = MODE_TILES};
    replay_init(&log, &m, &cfg);
    Input in = INPUT_NONE;
    in.held = IN_RIGHT;
    cr_assert(replay_checkpoint(&log, 0x1234));
    cr_assert(replay_push_run(&log, &in, REPLAY_TICKS_MAX - 1));
    char path[512];
    temp_path(path, sizeof path);
    ReplayWriter w;
    ReplayError e;
    cr_assert(replay_writer_open(&w, path, &log, &e), "%s", e.msg);
    in.held = IN_LEFT;
    cr_assert(replay_push(&log, &in));
    cr_expect(replay_writer_sync(&w, &log, &e), "the last tick of the day: %s", e.msg);
    cr_assert(replay_push(&log, &in));
    cr_expect_not(replay_writer_sync(&w, &log, &e), "one tick past the day");
    cr_expect(strstr(e.msg, "more than 5184000 ticks") != NULL, "%s", e.msg);
    cr_expect(strstr(e.msg, path) == NULL && strcmp(e.file, path) == 0, "the file is named once: %s / %s", e.file,
              e.msg);
    fclose(w.file); /* as a killed program would leave it: in the temporary file */
    cr_assert(replay_load(&back, w.tmp, &e), "%d: %s", e.line, e.msg);
    cr_expect_eq(back.ticks, REPLAY_TICKS_MAX);
    replay_free(&back);

    /* A log already past the limit is refused when the recording starts. */
    cr_expect_not(replay_writer_open(&w, path, &log, &e));
    cr_expect(strstr(e.msg, "more than 5184000 ticks") != NULL, "%s", e.msg);
    replay_free(&log);
}

Test(replay_limits, a_long_run_is_charged_as_its_ticks_one_at_a_time)
{
    static const uint32_t ACTIONS[] = {
        0,
        ACT_MODE,
        ACT_CROWD_BROADPHASE,
        ACT_MODE | ACT_CROWD_BROADPHASE,
        ACT_CROWD_MORE,
        ACT_CROWD_MORE | ACT_MODE,
        ACT_CROWD_FEWER | ACT_CROWD_BROADPHASE,
        ACT_CROWD_LOAD | ACT_MODE,
    };
    static const uint64_t LENGTHS[] = {1, 2, 3, 7, 100, 1001};
    for (int start_mode = 0; start_mode < 2; start_mode++) {
        WorldConfig cfg = {.mode = start_mode ? MODE_CROWD : MODE_TILES};
        for (size_t a = 0; a < sizeof ACTIONS / sizeof ACTIONS[0]; a++) {
            for (size_t l = 0; l < sizeof LENGTHS / sizeof LENGTHS[0]; l++) {
                ReplayBudget whole, single;
                char why[160];
                replay_budget_start(&whole, &cfg, &(Map){.w = 1, .h = 1});
                Input load = INPUT_NONE;
                load.actions = ACT_CROWD_LOAD | ACT_CROWD_MORE;
                cr_assert(replay_budget_run(&whole, &load, 3, why, sizeof why));
                single = whole;
                Input in = INPUT_NONE;
                in.actions = ACTIONS[a];
                cr_assert(replay_budget_run(&whole, &in, LENGTHS[l], why, sizeof why), "%s", why);
                for (uint64_t t = 0; t < LENGTHS[l]; t++)
                    cr_assert(replay_budget_run(&single, &in, 1, why, sizeof why));
                cr_expect(whole.crowd_steps == single.crowd_steps && whole.count == single.count &&
                              whole.naive == single.naive && whole.crowd_mode == single.crowd_mode &&
                              whole.ticks == single.ticks,
                          "mode %d, actions %#x, %llu ticks: %llu steps (%d circles) against %llu (%d)", start_mode,
                          ACTIONS[a], (unsigned long long)LENGTHS[l], (unsigned long long)whole.crowd_steps,
                          whole.count, (unsigned long long)single.crowd_steps, single.count);
            }
        }
    }
}
