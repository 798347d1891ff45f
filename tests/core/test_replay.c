/* test_replay.c: recordings (issue 6): a scripted run recorded and replayed gives the
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

static char out[BIG], err[BIG];

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

Test(replay, verify_accepts_a_good_recording_and_prints_its_final_hash)
{
    char path[512], args[700], hash[32];
    temp_file(path, sizeof path, "run.replay");
    uint64_t final = script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)final);
    cr_expect(strstr(out, hash) != NULL, "final hash %s in: %s", hash, out);
    cr_expect(strstr(out, "900 ticks replayed, 17 checkpoints match") != NULL, "%s", out);
}

/* The tick at which the run line holding `line_start` begins. */
static uint64_t tick_of_line(const char *text, const char *line_start)
{
    uint64_t tick = 0;
    const char *at = strstr(text, "\ninput\n");
    for (at = strchr(at + 1, '\n') + 1; at < line_start; at = strchr(at, '\n') + 1) {
        unsigned count;
        if (sscanf(at, "%u", &count) == 1) tick += count;
    }
    return tick;
}

Test(replay, changing_one_byte_of_input_makes_verify_name_the_first_diverging_tick)
{
    char path[512], args[700];
    temp_file(path, sizeof path, "run.replay");
    script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    size_t len;
    char *text = read_file(path, &len);
    /* The first "R" run after tick 100 (the tiles mode, where held keys move the
     * player) becomes an "L" run: one byte. */
    char *line = strstr(text, "\ninput\n");
    uint64_t start = 0;
    char *held = NULL;
    for (line = strchr(line + 1, '\n') + 1; *line; line = strchr(line, '\n') + 1) {
        start = tick_of_line(text, line);
        char *r = strstr(line, " R\n");
        if (start >= 100 && start < SCRIPT_TILES_END && r && r < strchr(line, '\n')) {
            held = r + 1;
            break;
        }
    }
    cr_assert_not_null(held, "no plain R run in the tiles part of the script");
    *held = 'L';
    /* The first checkpoint after that run's first tick, and what it recorded. */
    uint64_t first = (start / REPLAY_CHECK_TICKS + 1) * REPLAY_CHECK_TICKS;
    char want[64], *check;
    snprintf(want, sizeof want, "\nhash %llu ", (unsigned long long)first);
    cr_assert_not_null(check = strstr(text, want));
    char expected[17];
    memcpy(expected, check + strlen(want), 16);
    expected[16] = '\0';
    cr_assert(write_file(path, text));
    free(text);

    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 1, "%s", err);
    snprintf(want, sizeof want, "diverged at tick %llu: expected %s, got ", (unsigned long long)first, expected);
    cr_expect(strstr(err, want) != NULL, "wanted '%s' in: %s", want, err);
}

/* Cut the file in the middle of its last line, as a kill during a write would. */
static uint64_t cut_mid_last_line(const char *path)
{
    size_t len;
    char *text = read_file(path, &len);
    cr_assert(len > 2 && text[len - 1] == '\n');
    char *last = text + len - 2;
    while (*last != '\n') last--;
    last++;
    cr_assert(last[0] != 'h' && last[0] != 'e', "the last line should be a run: %s", last);
    uint64_t whole = tick_of_line(text, last);
    last[1] = '\0'; /* keep one byte of it, and no newline */
    cr_assert(write_file(path, text));
    free(text);
    return whole;
}

Test(replay, a_recording_cut_off_mid_line_replays_up_to_its_last_whole_tick)
{
    char path[512], args[700], want[64];
    temp_file(path, sizeof path, "cut.replay");
    script_record(path, 475, MODE_TILES, false);
    uint64_t whole = cut_mid_last_line(path);
    cr_assert_gt(whole, 400u);

    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(want, sizeof want, "%llu ticks replayed", (unsigned long long)whole);
    cr_expect(strstr(out, want) != NULL, "wanted '%s' in: %s", want, out);
    cr_expect(strstr(err, "cut off") != NULL, "the note says it was cut off: %s", err);

    snprintf(args, sizeof args, "--replay '%s' --headless", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(want, sizeof want, "{\"tick\":%llu,", (unsigned long long)whole);
    cr_expect(strstr(out, want) == out, "wanted '%s' in: %s", want, out);
}

Test(replay, a_killed_recorder_leaves_a_recording_that_replays)
{
    char path[512], args[700];
    temp_file(path, sizeof path, "killed.replay");
    pid_t pid = fork();
    cr_assert_neq(pid, -1);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execl(COLLIDE_BIN, COLLIDE_BIN, "--headless", "--frames", "100000000", "--record", path, (char *)NULL);
        _exit(127);
    }
    /* Wait (up to 20 s) until a few checkpoints are on disk, then kill it hard. */
    size_t len = 0;
    for (int k = 0; k < 400; k++) {
        char *text = read_file(path, &len);
        int checks = 0;
        for (char *h = text ? strstr(text, "\nhash ") : NULL; h; h = strstr(h + 1, "\nhash ")) checks++;
        free(text);
        if (checks >= 4) break;
        nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
    }
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    cr_assert(WIFSIGNALED(status), "the recorder was still running when killed");
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    cr_expect(strstr(out, "ticks replayed") != NULL, "%s", out);
}

Test(replay, crowd_mode_recordings_replay_the_same_way)
{
    char path[512], args[700];
    temp_file(path, sizeof path, "crowd.replay");
    uint64_t final = script_record(path, SCRIPT_TICKS, MODE_CROWD, true);
    load(path);
    cr_expect_eq(loaded.config.mode, MODE_CROWD);
    ReplayVerdict v;
    cr_assert(replay_verify(&loaded, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.final_hash, final);
    replay_free(&loaded);
    snprintf(args, sizeof args, "--replay '%s' --headless", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, "\"tick\":900") != NULL, "%s", out);
}

Test(replay, the_same_recording_gives_identical_hashes_in_the_O0_O2_and_sanitizer_builds)
{
    char path[512], hash[32];
    temp_file(path, sizeof path, "run.replay");
    uint64_t final = script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)final);
    static const char *const flavours[] = {"debug", "release", "asan"};
    for (int f = 0; f < 3; f++) {
        char bin[1024], cmd[2048];
        snprintf(bin, sizeof bin, "%s/build/%s/collide", SOURCE_DIR, flavours[f]);
        if (access(bin, X_OK) != 0) cr_skip_test("%s is not built (make test builds all three)", bin);
        snprintf(cmd, sizeof cmd, "'%s' --replay '%s' --verify", bin, path);
        int rc = run_capture(cmd, out, BIG, err, BIG);
        cr_expect_eq(rc, 0, "%s build: %s", flavours[f], err);
        cr_expect(strstr(out, hash) != NULL, "%s build ends on %s: %s", flavours[f], hash, out);
    }
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
    {"collide-replay 2\n", 1, "unsupported recording format version 2"},
    {"collide-map 1\n", 1, "expected the header 'collide-replay 1'"},
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

Test(replay, a_malformed_recording_on_the_command_line_reads_file_line_message_and_exits_2)
{
    char path[512], args[700], want[600];
    temp_file(path, sizeof path, "bad.replay");
    cr_assert(write_file(path, GOOD_HEAD "3 R\n1 - act=jump\n"));
    snprintf(want, sizeof want, "%s:16: unknown action 'jump'", path);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, want) == err, "wanted '%s', got: %s", want, err);
    snprintf(args, sizeof args, "--replay '%s' --headless", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, want) == err, "wanted '%s', got: %s", want, err);
}

Test(replay, option_mistakes_are_named_and_exit_2)
{
    cr_expect_eq(run_collide("--verify", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--verify needs --replay FILE") != NULL, "%s", err);
    cr_expect_eq(run_collide("--replay x.replay --map y.map --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--map cannot be used with --replay") != NULL, "%s", err);
    cr_expect_eq(run_collide("--replay x.replay --record y.replay", NULL, out, BIG, err, BIG), 2);
    cr_expect_eq(run_collide("--replay /nonexistent/x.replay --verify", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "/nonexistent/x.replay: cannot open recording") == err, "%s", err);
    cr_expect_eq(run_collide("--headless --frames 1 --record /nonexistent/dir/x.replay", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "/nonexistent/dir/x.replay") != NULL, "%s", err);
}

Test(replay, a_recording_made_on_the_command_line_verifies)
{
    char path[512], args[700];
    temp_file(path, sizeof path, "cli.replay");
    snprintf(args, sizeof args, "--headless --frames 130 --seed 9 --resolver simplest --record '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    char hash[32];
    const char *h = strstr(out, "\"hash\":\"");
    cr_assert_not_null(h);
    memcpy(hash, h + 8, 16);
    hash[16] = '\0';
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, hash) != NULL, "the recorded run ended on %s: %s", hash, out);
    load(path);
    cr_expect_eq(loaded.config.seed, 9u);
    cr_expect(loaded.ended);
    replay_free(&loaded);
}
