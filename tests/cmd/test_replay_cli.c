/* test_replay_cli.c: recordings through the real program: --verify accepts a good recording and names the first diverging tick of a changed one; cut-off and killed recordings replay to their last whole tick; the builds agree; mistakes exit 2. */
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

#include "core/guarantees.h"
#include "core/replay.h"
#include "support/replay_script.h"
#include "support/support.h"

#define BIG 65536
#define HEAD1 "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\n"
#define HEAD2 "seed 1\nspeed-level 4\n"
#define MAP6 "map 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\n"
#define GOOD_HEAD HEAD1 HEAD2 MAP6 "input\n"

static char out[BIG], err[BIG];

static void temp_file(char *path, size_t cap, const char *name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/%s", dir, name);
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

static Replay loaded;

static void load(const char *path)
{
    ReplayError e;
    cr_assert(replay_load(&loaded, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
}

Test(replay, verify_accepts_a_good_recording_and_prints_its_final_hash)
{
    char path[512], args[700], hash[32];
    temp_file(path, sizeof path, "run.replay");
    uint64_t final = script_record(path, SCRIPT_TICKS, MODE_TILES, true);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long) final);
    cr_expect(strstr(out, hash) != NULL, "final hash %s in: %s", hash, out);
    cr_expect(strstr(out, "900 ticks replayed, 17 checkpoints match") != NULL, "%s", out);
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

/* The temporary file a recording to `path` is written through (PATH.part-XXXXXX), into
 * `tmp`; false when there is none. */
static bool part_file(const char *path, char *tmp, size_t cap)
{
    char pattern[700], o[1024], e[256];
    snprintf(pattern, sizeof pattern, "ls '%s'.part-* 2>/dev/null", path);
    if (run_capture(pattern, o, sizeof o, e, sizeof e) != 0 || !o[0]) return false;
    o[strcspn(o, "\n")] = '\0';
    snprintf(tmp, cap, "%s", o);
    return true;
}

Test(replay, a_killed_recorder_leaves_a_recording_that_replays)
{
    char path[512], tmp[1024], args[1200];
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
        char *text = part_file(path, tmp, sizeof tmp) ? read_file(tmp, &len) : NULL;
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
    cr_expect(access(path, F_OK) != 0, "the target appears only when the recording is closed");
    snprintf(args, sizeof args, "--replay '%s' --verify", tmp);
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
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long) final);
    static const char *const flavours[] = {"debug", "release", "asan"};
    for (int f = 0; f < 3; f++) {
        char bin[1024], cmd[2048];
        snprintf(bin, sizeof bin, "%s/build/%s/collide", SOURCE_DIR, flavours[f]);
        /* No skip: a missing build would let a disagreeing flavour pass unseen. `make test`
         * builds all three before it runs this suite. */
        cr_assert(access(bin, X_OK) == 0, "%s is not built: `make test` builds all three (or: make build/%s/collide)",
                  bin, flavours[f]);
        snprintf(cmd, sizeof cmd, "'%s' --replay '%s' --verify", bin, path);
        int rc = run_capture(cmd, out, BIG, err, BIG);
        cr_expect_eq(rc, 0, "%s build: %s", flavours[f], err);
        cr_expect(strstr(out, hash) != NULL, "%s build ends on %s: %s", flavours[f], hash, out);
    }
}

/* A platformer's run from an input file: the compare view, runs, jumps held and tapped,
 * the live keys, a stick's direction. */
#define PLATFORMER_INPUT                                                                                               \
    "1 - act=compare\n30 -\n20 R\n8 RU\n12 R\n3 LU\n25 L\n1 - act=gravity-up,jump-down\n10 RU\n40 R\n"           \
    "20 - dir=127,-60\n30 L\n"

Test(replay, a_platformer_recording_made_on_the_command_line_verifies_in_the_O0_O2_and_sanitizer_builds)
{
    char input[512], path[600], args[1700], hash[32];
    temp_file(input, sizeof input, "jumps.input");
    cr_assert(write_file(input, PLATFORMER_INPUT));
    snprintf(path, sizeof path, "%s.replay", input);
    snprintf(args, sizeof args,
             "--headless --map '%s/maps/platforms.map' --motion platformer --gravity 0.7 --jump 10.5 --run 4.5 "
             "--input '%s' --record '%s'",
             SOURCE_DIR, input, path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    const char *h = strstr(out, "\"hash\":\"");
    cr_assert_not_null(h, "%s", out);
    snprintf(hash, sizeof hash, "%.16s", h + 8);
    load(path);
    cr_expect_eq(loaded.config.motion.model, MOTION_PLATFORMER);
    cr_expect(loaded.config.motion.gravity == 0.7f && loaded.config.motion.jump == 10.5f && loaded.config.speed == 4.5f);
    replay_free(&loaded);
    static const char *const flavours[] = {"debug", "release", "asan"};
    for (int f = 0; f < 3; f++) {
        char bin[1024], cmd[2048];
        snprintf(bin, sizeof bin, "%s/build/%s/collide", SOURCE_DIR, flavours[f]);
        cr_assert(access(bin, X_OK) == 0, "%s is not built: `make test` builds all three (or: make build/%s/collide)",
                  bin, flavours[f]);
        snprintf(cmd, sizeof cmd, "'%s' --replay '%s' --verify", bin, path);
        int rc = run_capture(cmd, out, BIG, err, BIG);
        cr_expect_eq(rc, 0, "%s build: %s", flavours[f], err);
        cr_expect(strstr(out, hash) != NULL, "%s build ends on %s: %s", flavours[f], hash, out);
    }
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

Test(replay, rerecord_writes_the_checkpoints_anew_and_keeps_every_other_byte)
{
    char path[512];
    temp_file(path, sizeof path, "stale.replay");
    static const char text[] = GOOD_HEAD "# a comment of my own\n10 R\nhash 10 00000000000000aa\n 2 -\nend 12 0000000000000bad\n";
    cr_assert(write_file(path, text));
    char args[1400];
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 1, "stale hashes: %s", err);
    snprintf(args, sizeof args, "rerecord '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "2 checkpoints changed"), "%s", out);
    size_t len;
    char *now = read_file(path, &len);
    cr_assert_eq(len, strlen(text));
    cr_expect(strstr(now, "# a comment of my own\n10 R\nhash 10 ") != NULL, "%s", now);
    free(now);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    snprintf(args, sizeof args, "rerecord '%s' '%s.missing'", path, path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "cannot read") && strstr(out, "0 checkpoints changed"), "%s / %s", out, err);
}
