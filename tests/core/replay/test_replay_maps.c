/* test_replay_maps.c: switching maps is input. A recording holds each map switch as a
 * `map` block before the tick that loads it (format version 2): it round-trips, replays
 * to the same hashes, rewinds across a switch exactly, and a bad block names its line
 * and column. Version 1 recordings read as before. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "core/timeline.h"
#include "core/world.h"
#include "support/support.h"

static Map maps[3]; /* default, corners, tunnel */

static void load_maps(void)
{
    load_shipped_map("default.map", &maps[0]);
    load_shipped_map("corners.map", &maps[1]);
    load_shipped_map("tunnel.map", &maps[2]);
}

/* Walk about, switch to corners at 100 (with its suggestion), to tunnel at 220 (without),
 * and edit a cell of tunnel at 230. */
static Input script(uint64_t t)
{
    Input in = INPUT_NONE;
    in.held = (t / 23) % 2 ? IN_RIGHT | IN_DOWN : IN_LEFT;
    if (t == 100) in.map = &maps[1], in.map_suggest = 1;
    if (t == 220) in.map = &maps[2];
    if (t == 230) in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, 2, 2};
    if (t == 40) in.actions = ACT_COMPARE;
    return in;
}

#define TICKS 400

/* A log of the script (as the app keeps one) and the world at its end. */
static void run_script(Replay *log, World *w, Timeline *tl)
{
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT};
    cr_assert(world_init(w, &maps[0], &cfg));
    replay_init(log, &maps[0], &cfg);
    cr_assert(replay_checkpoint(log, world_hash(w)));
    if (tl) cr_assert(timeline_init(tl, w, TIMELINE_BUDGET_BYTES));
    for (uint64_t t = 0; t < TICKS; t++) {
        Input in = script(t);
        world_step(w, &in, NULL);
        cr_assert(replay_push(log, &in));
        if (w->tick % REPLAY_CHECK_TICKS == 0) cr_assert(replay_checkpoint(log, world_hash(w)));
        if (tl) timeline_record(tl, w);
    }
}

static char *format_log(const Replay *log, size_t *len)
{
    size_t cap = replay_format_header(log, NULL, 0) + 1;
    for (size_t k = 0; k < log->count; k++) cap += replay_format_entry(log, &log->entries[k], NULL, 0);
    char *buf = malloc(cap + 1);
    size_t at = replay_format_header(log, buf, cap);
    for (size_t k = 0; k < log->count; k++) at += replay_format_entry(log, &log->entries[k], buf + at, cap - at);
    *len = at;
    return buf;
}

Test(replay_maps, a_world_loads_the_map_its_input_carries)
{
    load_maps();
    static World w;
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT};
    cr_assert(world_init(&w, &maps[0], &cfg));
    Input in = INPUT_NONE;
    in.map = &maps[1];
    in.map_suggest = 1;
    world_step(&w, &in, NULL);
    cr_expect_str_eq(w.map.name, maps[1].name);
    cr_expect_eq(w.tick, 1u);
    cr_expect_eq(w.resolver, resolver_find(maps[1].lesson.resolver), "the suggested method is taken");
    /* Without the suggestion the method stays. */
    in.map = &maps[2];
    in.map_suggest = 0;
    in.resolver = 3;
    world_step(&w, &in, NULL);
    cr_expect_str_eq(w.map.name, maps[2].name);
    cr_expect_eq(w.resolver, 3);
    world_free(&w);
}

Test(replay_maps, a_recording_with_two_switches_round_trips_and_verifies)
{
    load_maps();
    static Replay log, back;
    static World w;
    run_script(&log, &w, NULL);
    uint64_t final = world_hash(&w);
    size_t len;
    char *text = format_log(&log, &len);
    cr_expect(strncmp(text, "collide-replay 3\n", 17) == 0, "a new recording is version 3, map switches and all");
    cr_expect(strstr(text, "\nmap ") && strstr(text, " suggest\n"), "the blocks are in the input");
    ReplayError err;
    cr_assert(replay_parse(&back, text, len, "maps.replay", &err), "%s:%d:%d: %s", err.file, err.line, err.col,
              err.msg);
    cr_expect_eq(back.ticks, log.ticks);
    cr_expect_eq(back.map_count, 2u);
    ReplayVerdict v;
    cr_assert(replay_verify(&back, &v));
    cr_expect(!v.diverged, "diverged at %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.final_hash, final);
    cr_expect_geq(v.checks, TICKS / REPLAY_CHECK_TICKS);
    /* Written again, it is the same text. */
    size_t len2;
    char *again = format_log(&back, &len2);
    cr_expect(len2 == len && memcmp(text, again, len) == 0);
    free(text);
    free(again);
    replay_free(&back);
    replay_free(&log);
    world_free(&w);
}

Test(replay_maps, rewinding_across_a_switch_lands_on_a_fresh_runs_hash)
{
    load_maps();
    static Replay log;
    static World w, fresh;
    static Timeline tl;
    run_script(&log, &w, &tl);
    uint64_t targets[] = {99, 100, 101, 50, 219, 220, 221, 235, 0, 399, 150};
    for (size_t k = 0; k < sizeof targets / sizeof *targets; k++) {
        uint64_t t = targets[k];
        cr_assert_eq(timeline_seek(&tl, &w, &log, t, NULL), TIMELINE_OK, "seek to %llu", (unsigned long long)t);
        WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT};
        cr_assert(world_init(&fresh, &maps[0], &cfg));
        for (uint64_t s = 0; s < t; s++) {
            Input in = script(s);
            world_step(&fresh, &in, NULL);
        }
        cr_expect_eq(world_hash(&w), world_hash(&fresh), "tick %llu", (unsigned long long)t);
        cr_expect_str_eq(w.map.name, fresh.map.name, "tick %llu", (unsigned long long)t);
        world_free(&fresh);
    }
    /* Resuming from before the second switch forgets it. */
    cr_assert_eq(timeline_seek(&tl, &w, &log, 150, NULL), TIMELINE_OK);
    timeline_resume(&tl, &log, &w);
    cr_expect_str_eq(w.map.name, maps[1].name);
    size_t switches = 0;
    for (size_t k = 0; k < log.count; k++) switches += log.entries[k].kind == REPLAY_RUN && log.entries[k].input.map;
    cr_expect_eq(switches, 1u);
    timeline_free(&tl);
    replay_free(&log);
    world_free(&w);
}

#define HEAD2                                                                                                       \
    "collide-replay 2\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\nmap 6\ncollide-map 1\n" \
    "grid\n###\n#P#\n###\nend\ninput\n"

Test(replay_maps, a_bad_map_block_names_its_line_and_column)
{
    static Replay r;
    ReplayError err;
    const char *bad = HEAD2 "3 -\nmap 5\ncollide-map 1\ngrid\n#P#\n#Q#\nend\n1 -\n";
    cr_assert(!replay_parse(&r, bad, strlen(bad), "bad.replay", &err));
    char msg[1400];
    replay_error_format(&err, msg, sizeof msg);
    cr_expect(strncmp(msg, "bad.replay:20:2: ", 17) == 0, "%s", msg);
    /* Version 1 has no map blocks. */
    char v1[600];
    snprintf(v1, sizeof v1, "%s", bad);
    v1[15] = '1';
    cr_assert(!replay_parse(&r, v1, strlen(v1), "v1.replay", &err));
    cr_expect(strstr(err.msg, "needs the header 'collide-replay 2'"), "%s", err.msg);
    cr_expect_eq(err.line, 16);
    /* A block must be followed by its tick. */
    const char *orphan = HEAD2 "map 6\ncollide-map 1\ngrid\n###\n#P#\n###\nend\nhash 0 0\n";
    cr_assert(!replay_parse(&r, orphan, strlen(orphan), "o.replay", &err));
    cr_expect(strstr(err.msg, "followed by the run"), "%s", err.msg);
    const char *last = HEAD2 "map 6\ncollide-map 1\ngrid\n###\n#P#\n###\nend\n";
    cr_assert(!replay_parse(&r, last, strlen(last), "o.replay", &err));
    cr_expect(strstr(err.msg, "before the tick that loads it"), "%s", err.msg);
}

Test(replay_maps, a_block_loads_on_its_runs_first_tick_and_edits_check_the_new_map)
{
    static Replay r;
    ReplayError err;
    /* The new map is 6 wide: cell=4,1 is inside it, outside the 3-wide start map. */
    const char *ok = HEAD2 "map 6 suggest\ncollide-map 1\ngrid\n######\n#P...#\n######\nend\n3 R cell=4,1,15\n";
    cr_assert(replay_parse(&r, ok, strlen(ok), "ok.replay", &err), "%d: %s", err.line, err.msg);
    cr_expect_eq(r.ticks, 3u);
    cr_expect_eq(r.count, 2u, "split into the loading tick and the rest");
    cr_expect(r.entries[0].input.map && r.entries[0].input.map_suggest && r.entries[0].count == 1);
    cr_expect(!r.entries[1].input.map && r.entries[1].count == 2);
    replay_free(&r);
    const char *outside = HEAD2 "1 R cell=4,1,15\n";
    cr_expect(!replay_parse(&r, outside, strlen(outside), "x.replay", &err));
}

Test(replay_maps, the_number_of_map_blocks_is_capped)
{
    size_t cap = 4096 + (REPLAY_MAPS_MAX + 1) * 64, at = 0;
    char *text = malloc(cap);
    at += (size_t)snprintf(text + at, cap - at, "%s", HEAD2);
    for (unsigned k = 0; k <= REPLAY_MAPS_MAX; k++)
        at += (size_t)snprintf(text + at, cap - at, "map 6\ncollide-map 1\ngrid\n###\n#P#\n###\nend\n1 -\n");
    static Replay r;
    ReplayError err;
    cr_assert(!replay_parse(&r, text, at, "many.replay", &err));
    cr_expect(strstr(err.msg, "map switches"), "%s", err.msg);
    free(text);
}
