/* test_signals_cli.c: the real program stopped by SIGTERM or SIGINT, and writing to a
 * disk that fills up (a file-size limit in the child): the recording it leaves is
 * closed and verifies, and the exit status and message say what happened. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <glob.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "support/support.h"

#define BIG 65536

static char out[BIG], err[BIG];

static void temp_path(char *path, size_t cap, const char *name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/%s", dir, name);
}

/* Start collide with `argv` (NULL-terminated, without the program), stderr to
 * `err_path`; a file-size limit of `fsize` bytes when not 0 (SIGXFSZ ignored, so a
 * write past it fails with EFBIG as on a full disk). */
static pid_t start(char *const argv[], const char *err_path, long fsize)
{
    pid_t pid = fork();
    cr_assert_neq(pid, -1);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        int e = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(null, 1);
        dup2(e, 2);
        if (fsize) {
            signal(SIGXFSZ, SIG_IGN);
            struct rlimit rl = {(rlim_t)fsize, (rlim_t)fsize};
            setrlimit(RLIMIT_FSIZE, &rl);
        }
        char *args[16] = {COLLIDE_BIN};
        for (int i = 0; argv[i] && i < 14; i++) args[i + 1] = argv[i];
        execv(COLLIDE_BIN, args);
        _exit(127);
    }
    return pid;
}

/* Wait (up to 20 s) until `path` holds `n` hash lines. */
/* A recording is written to PATH.part-XXXXXX beside PATH until it is closed. */
static char *read_recording_so_far(const char *path, size_t *len)
{
    char pattern[700];
    snprintf(pattern, sizeof pattern, "%s.part-*", path);
    glob_t g;
    char *text = NULL;
    if (glob(pattern, 0, NULL, &g) == 0 && g.gl_pathc > 0) text = read_file(g.gl_pathv[0], len);
    globfree(&g);
    return text ? text : read_file(path, len);
}

static void wait_for_checkpoints(const char *path, int n)
{
    for (int k = 0; k < 400; k++) {
        size_t len;
        char *text = read_recording_so_far(path, &len);
        int checks = 0;
        for (char *h = text ? strstr(text, "\nhash ") : NULL; h; h = strstr(h + 1, "\nhash ")) checks++;
        free(text);
        if (checks >= n) return;
        nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
    }
}

static void stop_a_recording_run(int sig, const char *name)
{
    char path[512], err_path[600], args[700];
    temp_path(path, sizeof path, "f.replay");
    snprintf(err_path, sizeof err_path, "%s.err", path);
    char *argv[] = {"--headless", "--frames", "100000000", "--record", path, NULL};
    pid_t pid = start(argv, err_path, 0);
    wait_for_checkpoints(path, 2);
    kill(pid, sig);
    int status = 0;
    pid_t done = 0;
    for (int k = 0; k < 200 && done == 0; k++) {
        done = waitpid(pid, &status, WNOHANG);
        if (done == 0) nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
    }
    if (done == 0) { /* it ignored the signal: do not leave it running */
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
    }
    cr_assert(WIFEXITED(status), "%s killed the run instead of stopping it", name);
    cr_expect_eq(WEXITSTATUS(status), 128 + sig);
    char *said = read_file(err_path, NULL);
    cr_expect(said && strstr(said, "interrupted") && strstr(said, name), "%s", said ? said : "(nothing)");
    free(said);
    char *text = read_file(path, NULL);
    cr_assert(text);
    cr_expect(strstr(text, "\nend ") != NULL, "no end line:\n%.300s", text);
    free(text);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    cr_expect(strstr(err, "no 'end' line") == NULL, "%s", err);
}

Test(signals_cli, sigterm_stops_a_headless_run_and_closes_its_recording, .timeout = 60)
{
    stop_a_recording_run(SIGTERM, "SIGTERM");
}

Test(signals_cli, sigint_stops_a_headless_run_and_closes_its_recording, .timeout = 60)
{
    stop_a_recording_run(SIGINT, "SIGINT");
}

Test(signals_cli, a_recording_that_fills_the_disk_exits_2, .timeout = 60)
{
    char path[512], err_path[600];
    temp_path(path, sizeof path, "full.replay");
    snprintf(err_path, sizeof err_path, "%s.err", path);
    char *argv[] = {"--headless", "--frames", "20000", "--record", path, NULL};
    pid_t pid = start(argv, err_path, 2000);
    int status;
    waitpid(pid, &status, 0);
    cr_assert(WIFEXITED(status));
    cr_expect_eq(WEXITSTATUS(status), 2);
    char *said = read_file(err_path, NULL);
    cr_expect(said && strstr(said, "full.replay") && strstr(said, "cannot write"), "%s", said ? said : "(nothing)");
    free(said);
}

Test(signals_cli, a_screenshot_on_a_full_disk_keeps_the_old_picture_and_exits_2, .timeout = 60)
{
    char path[512], err_path[600], args[700];
    temp_path(path, sizeof path, "shot.png");
    snprintf(err_path, sizeof err_path, "%s.err", path);
    snprintf(args, sizeof args, "--headless --frames 1 --screenshot '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    size_t old_len, new_len;
    char *old = read_file(path, &old_len);
    cr_assert(old && old_len > 4000, "the first picture should be bigger than the limit below");
    char *argv[] = {"--headless", "--frames", "5", "--screenshot", path, NULL};
    pid_t pid = start(argv, err_path, 4000);
    int status;
    waitpid(pid, &status, 0);
    cr_assert(WIFEXITED(status));
    cr_expect_eq(WEXITSTATUS(status), 2);
    char *said = read_file(err_path, NULL);
    cr_expect(said && strstr(said, "shot.png") && strstr(said, "cannot write"), "%s", said ? said : "(nothing)");
    free(said);
    char *now = read_file(path, &new_len);
    cr_expect(now && new_len == old_len && memcmp(now, old, old_len) == 0, "the old picture was replaced");
    free(old);
    free(now);
}

/* A crowd recording that takes minutes to verify: a real header (recorded), then a
 * crowd of circles and millions of ticks with one checkpoint at the end. */
static void write_slow_recording(const char *path)
{
    char args[700];
    snprintf(args, sizeof args, "--headless --mode crowd --frames 1 --record '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    char *text = read_file(path, NULL);
    cr_assert(text);
    char *input = strstr(text, "\ninput\n");
    cr_assert(input);
    input[7] = '\0';
    FILE *f = fopen(path, "wb");
    cr_assert(f);
    fputs(text, f);
    fputs("1 - act=crowd-load\n", f);
    for (int i = 0; i < 6; i++) fputs("1 - act=crowd-more\n", f);
    for (int i = 0; i < 50000; i++) fputs("99 -\n", f);
    fputs("hash 4950007 0000000000000000\n", f);
    fclose(f);
    free(text);
}

Test(signals_cli, sigterm_stops_verify_with_a_message, .timeout = 60)
{
    char path[512], err_path[600];
    temp_path(path, sizeof path, "slow.replay");
    snprintf(err_path, sizeof err_path, "%s.err", path);
    write_slow_recording(path);
    char *argv[] = {"--replay", path, "--verify", NULL};
    pid_t pid = start(argv, err_path, 0);
    nanosleep(&(struct timespec){0, 500 * 1000 * 1000}, NULL);
    kill(pid, SIGTERM);
    int status;
    waitpid(pid, &status, 0);
    cr_assert(WIFEXITED(status), "SIGTERM killed --verify instead of stopping it");
    cr_expect_eq(WEXITSTATUS(status), 128 + SIGTERM);
    char *said = read_file(err_path, NULL);
    cr_expect(said && strstr(said, "interrupted by SIGTERM") && strstr(said, "not to its end"), "%s",
              said ? said : "(nothing)");
    free(said);
}

/* A recording of 30,000 ticks in a small room: 15,001 frames at 1280x800, far longer to
 * export than the test waits. */
static void write_long_recording(const char *path)
{
    cr_assert(write_file(path, "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\n"
                               "speed-level 4\nmap 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\ninput\n"
                               "30000 -\n"));
}

/* How many files the folder holds (the GIF, its temporary file, anything left). */
static int files_in(const char *dir)
{
    char pattern[600];
    snprintf(pattern, sizeof pattern, "%s/*", dir);
    glob_t g;
    int n = glob(pattern, 0, NULL, &g) == 0 ? (int)g.gl_pathc : 0;
    globfree(&g);
    return n;
}

/* Does process `pid` hold a file of `dir` open (the GIF being written, named or not)? */
static bool writes_in(pid_t pid, const char *dir)
{
    char fd_dir[64];
    snprintf(fd_dir, sizeof fd_dir, "/proc/%ld/fd", (long)pid);
    DIR *d = opendir(fd_dir);
    if (!d) return false;
    bool found = false;
    for (struct dirent *e; !found && (e = readdir(d));) {
        char link[600], target[1024];
        snprintf(link, sizeof link, "%s/%s", fd_dir, e->d_name);
        ssize_t n = readlink(link, target, sizeof target - 1);
        if (n <= 0) continue;
        target[n] = '\0';
        found = strncmp(target, dir, strlen(dir)) == 0 && target[strlen(dir)] == '/';
    }
    closedir(d);
    return found;
}

/* Start a long GIF export into dir/out.gif; returns once it writes. */
static pid_t start_a_gif_export(char *dir, size_t dir_cap, char *err_path, size_t err_cap)
{
    char rec[512], gif[600];
    make_temp_dir(dir, dir_cap);
    temp_path(rec, sizeof rec, "long.replay");
    snprintf(err_path, err_cap, "%s.err", rec);
    snprintf(gif, sizeof gif, "%s/out.gif", dir);
    write_long_recording(rec);
    char *argv[] = {"--replay", rec, "--gif", gif, NULL};
    pid_t pid = start(argv, err_path, 0);
    /* The GIF is open once the signals are taken: the export has started. */
    for (int k = 0; k < 400 && !writes_in(pid, dir); k++) nanosleep(&(struct timespec){0, 25 * 1000 * 1000}, NULL);
    cr_assert(writes_in(pid, dir), "the export never started");
    cr_assert_leq(files_in(dir), 1, "at most the GIF's temporary file, where it must have a name");
    nanosleep(&(struct timespec){0, 200 * 1000 * 1000}, NULL);
    return pid;
}

static void stop_a_gif_export(int sig, const char *name)
{
    char dir[256], err_path[600];
    pid_t pid = start_a_gif_export(dir, sizeof dir, err_path, sizeof err_path);
    kill(pid, sig);
    int status = 0;
    pid_t done = 0;
    for (int k = 0; k < 200 && done == 0; k++) {
        done = waitpid(pid, &status, WNOHANG);
        if (done == 0) nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
    }
    if (done == 0) { /* it ignored the signal: do not leave it running */
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
    }
    cr_assert_neq(done, 0, "%s did not stop the export within 10 s", name);
    cr_assert(WIFEXITED(status), "%s killed the export instead of stopping it", name);
    cr_expect_eq(WEXITSTATUS(status), 128 + sig);
    char *said = read_file(err_path, NULL);
    cr_expect(said && strstr(said, "interrupted by") && strstr(said, name) && strstr(said, "GIF"), "%s",
              said ? said : "(nothing)");
    free(said);
    cr_expect_eq(files_in(dir), 0, "neither the GIF nor its temporary file is left");
}

Test(signals_cli, sigterm_stops_a_gif_export_at_the_next_frame_and_leaves_no_file, .timeout = 60)
{
    stop_a_gif_export(SIGTERM, "SIGTERM");
}

Test(signals_cli, sigint_stops_a_gif_export_at_the_next_frame_and_leaves_no_file, .timeout = 60)
{
    stop_a_gif_export(SIGINT, "SIGINT");
}

/* SIGKILL cannot be caught: what the export was writing must have had no name. (On a
 * file system without unnamed files the temporary file would stay: ext4, tmpfs, XFS and
 * Btrfs have them.) */
Test(signals_cli, sigkill_during_a_gif_export_leaves_no_file, .timeout = 60)
{
    char dir[256], err_path[600];
    pid_t pid = start_a_gif_export(dir, sizeof dir, err_path, sizeof err_path);
    kill(pid, SIGKILL);
    int status = 0;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_assert(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    cr_expect_eq(files_in(dir), 0, "no GIF and no temporary file is left");
}
