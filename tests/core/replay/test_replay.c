/* test_replay.c: recordings: a scripted run recorded and replayed gives the
 * same hashes; --verify names the first checkpoint that differs; a recording cut off
 * mid-line (or by a kill) replays up to its last whole tick; malformed recordings are
 * refused with their line number; the -O0, -O2 and sanitizer builds agree. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/replay.h"
#include "support/replay_script.h"
#include "support/support.h"

#define BIG 65536

static void temp_file(char *path, size_t cap, const char *name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/%s", dir, name);
}

static Replay loaded;

static void load(const char *path)
{
    ReplayError e;
    cr_assert(replay_load(&loaded, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
}

Test(replay, a_scripted_run_replays_to_the_same_hash_at_every_checkpoint)
{
    char path[512];
    temp_file(path, sizeof path, "run.replay");
    uint64_t final = script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    load(path);
    ReplayVerdict v;
    cr_assert(replay_verify(&loaded, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.ticks, (uint64_t)SCRIPT_TICKS);
    cr_expect_eq(v.checks, SCRIPT_TICKS / REPLAY_CHECK_TICKS + 2, "tick 0, every 60 ticks, and the end");
    cr_expect_eq(v.final_hash, final);
    cr_expect(loaded.ended && !loaded.cut);
    replay_free(&loaded);
}

Test(replay, the_file_holds_every_tick_of_input_exactly_as_it_was_given)
{
    char path[512];
    temp_file(path, sizeof path, "run.replay");
    script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    load(path);
    ReplayPlayer p;
    replay_player_start(&p, &loaded);
    Input in;
    int t = 0;
    for (; replay_player_next(&p, &in); t++) {
        Input want = script_input(t);
        cr_assert(replay_input_equal(&in, &want), "tick %d differs", t);
    }
    cr_expect_eq(t, SCRIPT_TICKS);
    /* Run-length encoded: far fewer lines than ticks. */
    size_t runs = 0;
    for (size_t k = 0; k < loaded.count; k++) runs += loaded.entries[k].kind == REPLAY_RUN;
    cr_expect_lt(runs, (size_t)SCRIPT_TICKS / 4, "%zu run lines for %d ticks", runs, SCRIPT_TICKS);
    replay_free(&loaded);
}

Test(replay, the_header_carries_the_map_and_every_setting_of_the_run)
{
    char path[512];
    temp_file(path, sizeof path, "run.replay");
    script_record(path, 60, MODE_TILES, true);
    load(path);
    static Map map;
    load_shipped_map("default.map", &map);
    cr_expect_eq(loaded.config.seed, 42u);
    cr_expect_eq(loaded.config.resolver, RESOLVER_SIMPLEST);
    cr_expect_eq(loaded.config.speed_level, SPEED_LEVEL_DEFAULT);
    cr_expect_eq(loaded.config.mode, MODE_TILES);
    cr_expect_str_eq(loaded.map.name, map.name);
    cr_expect_eq(memcmp(loaded.map.cells, map.cells, (size_t)(map.w * map.h)), 0);
    cr_expect_eq(loaded.map.mover_count, map.mover_count);
    cr_expect_str_eq(loaded.program, "0.1.0");
    replay_free(&loaded);
}

/* ---- malformed recordings ---- */

#define HEAD1 "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\n"
#define HEAD2 "seed 1\nspeed-level 4\n"
#define MAP6 "map 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\n"
#define GOOD_HEAD HEAD1 HEAD2 MAP6 "input\n" /* 14 lines */

typedef struct Bad {
    const char *text;
    int line;
    const char *message;
} Bad;

static const Bad BAD[] = {
    {"", 1, "empty recording"},
    {"collide-replay 4\n", 1, "unsupported recording format version 4"},
    {"collide-map 1\n", 1, "expected the header 'collide-replay 3'"},
    {"collide-replay 3\nprogram 0.1.0\nmode tiles\nresolver simplest\n", 4, "'resolver' must come after 'methods'"},
    {"collide-replay 3\nmethods simplest warp\n", 2, "unknown method 'warp': this build has simplest, "},
    {"collide-replay 3\nmethods simplest minkowski simplest\n", 2, "method 'simplest' listed twice"},
    {"collide-replay 3\nmethods minkowski\nresolver simplest\n", 3, "unknown resolver 'simplest'"},
    {"collide-replay 1\nmethods simplest\n", 2, "unknown header line 'methods'"},
    {"collide-replay 1\nprogram 0.1.0\nmode sideways\n", 3, "mode must be 'tiles' or 'crowd'"},
    {"collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver warp\n", 4, "unknown resolver 'warp'"},
    {HEAD1 "seed 1\nspeed-level 99\n", 6, "speed-level must be 0-15"},
    {HEAD1 "seed -3\n", 5, "seed must be a whole number"},
    {HEAD1 "colour red\n", 5, "unknown header line 'colour'"},
    {HEAD1 HEAD2 "map 6\ncollide-map 1\ngrid\n####\n#P?#\n####\nend\ninput\n", 11,
     "in the embedded map (column 3): unknown grid character '?'"},
    {HEAD1 HEAD2 "map 60\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\ninput\n", 7, "the map should have 60 lines"},
    {HEAD1 "speed-level 4\n" MAP6 "input\n", 13, "no 'seed' line"},
    {GOOD_HEAD "0 R\n", 15, "COUNT 1-"},
    {GOOD_HEAD "3 RX\n", 15, "held keys are letters L R U D"},
    {GOOD_HEAD "3 RR\n", 15, "'R' appears twice"},
    {GOOD_HEAD "3 R\n1 - act=jump\n", 16, "unknown action 'jump'"},
    {GOOD_HEAD "1 - cell=9,1,15\n", 15, "cell=9,1 is outside the 4x3 map"},
    {GOOD_HEAD "1 - cell=1,1,16\n", 15, "side mask is 0-15"},
    {GOOD_HEAD "1 - cell=1,1,15 spawn=2,1\n", 15, "one editor action per tick"},
    {GOOD_HEAD "3 R speed=2\n", 15, "unknown input field 'speed'"},
    {GOOD_HEAD "3 R\nhash 5 abc\n", 16, "checkpoint for tick 5, but the input so far covers 3 ticks"},
    {GOOD_HEAD "3 R\nhash 3 xyz\n", 16, "state hash of up to 16 hex digits"},
    {GOOD_HEAD "3 R\nend 3 abc\n1 R\n", 17, "input after the 'end' line"},
    {GOOD_HEAD "3 R\x01\n", 15, "binary data (byte 0x01)"},
    {"collide-replay 1\nprogram 0.1", 2, "ends inside its header"},
};

Test(replay, malformed_recordings_are_refused_with_their_line_and_a_message)
{
    static Replay r;
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        ReplayError e;
        bool ok = replay_parse(&r, BAD[k].text, strlen(BAD[k].text), "bad.replay", &e);
        cr_expect(!ok, "case %zu was accepted", k);
        if (ok) {
            replay_free(&r);
            continue;
        }
        cr_expect_eq(e.line, BAD[k].line, "case %zu: line %d, wanted %d (%s)", k, e.line, BAD[k].line, e.msg);
        cr_expect(strstr(e.msg, BAD[k].message) != NULL, "case %zu: '%s' lacks '%s'", k, e.msg, BAD[k].message);
    }
}

Test(replay, the_smallest_good_recording_parses)
{
    static Replay r;
    const char *text = GOOD_HEAD "3 R\nhash 3 0123abcd\n2 LU act=faster,compare resolver=minkowski\nend 5 ff\n";
    ReplayError e;
    cr_assert(replay_parse(&r, text, strlen(text), "good.replay", &e), "%d: %s", e.line, e.msg);
    cr_expect_eq(r.ticks, 5u);
    cr_expect(r.ended);
    cr_expect_eq(r.entries[2].input.held, IN_LEFT | IN_UP);
    cr_expect_eq(r.entries[2].input.actions, ACT_SPEED_UP | ACT_COMPARE);
    cr_expect_eq(r.entries[2].input.resolver, RESOLVER_MINKOWSKI);
    replay_free(&r);
}
