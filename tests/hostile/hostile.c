/* hostile.c: see hostile.h. */
#define _DEFAULT_SOURCE
#include "hostile.h"

#include <criterion/criterion.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "support/support.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void slurp(const char *path, char *buf, size_t cap)
{
    size_t len = 0;
    char *text = read_file(path, &len);
    snprintf(buf, cap, "%s", text ? text : "");
    free(text);
    unlink(path);
}

/* In the child: the caps, the streams, then the program. Never returns. */
static void child(const char *dir, const char *const *argv, const char *out, const char *err)
{
    struct rlimit cpu = {HOSTILE_CPU_S, HOSTILE_CPU_S + 1};
    struct rlimit as = {(rlim_t)HOSTILE_AS_MB << 20, (rlim_t)HOSTILE_AS_MB << 20};
    int in = open("/dev/null", O_RDONLY), o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644),
        e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (setrlimit(RLIMIT_CPU, &cpu) != 0 || setrlimit(RLIMIT_AS, &as) != 0 || chdir(dir) != 0 || in < 0 || o < 0 ||
        e < 0 || dup2(in, 0) < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0)
        _exit(120);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    const char *args[64];
    int n = 0;
    args[n++] = COLLIDE_BIN;
    for (int k = 0; argv[k] && n < 63; k++) args[n++] = argv[k];
    args[n] = NULL;
    execv(COLLIDE_BIN, (char *const *)args);
    _exit(121);
}

void hostile_run(HostileRun *r, const char *name, const char *dir, const char *const *argv, double term_after)
{
    memset(r, 0, sizeof *r);
    char streams[256], out[300], err[300];
    hostile_dir(streams, sizeof streams);
    snprintf(out, sizeof out, "%s/out", streams);
    snprintf(err, sizeof err, "%s/err", streams);
    double t0 = now(), term_at = 0;
    pid_t pid = fork();
    cr_assert_geq(pid, 0, "fork");
    if (pid == 0) child(dir, argv, out, err);
    int status = 0;
    struct rusage ru = {0};
    if (term_after > 0) {
        /* Wait for the moment, unless the run ends before it. */
        while (now() - t0 < term_after && waitpid(pid, &status, WNOHANG) == 0) usleep(10000);
        if (kill(pid, SIGTERM) == 0) term_at = now();
    }
    cr_assert_eq(wait4(pid, &status, 0, &ru), pid);
    double t1 = now();
    r->seconds = t1 - t0;
    r->term_s = term_at > 0 ? t1 - term_at : 0;
    r->status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r->peak_mb = ru.ru_maxrss / 1024;
    slurp(out, r->out, sizeof r->out);
    slurp(err, r->err, sizeof r->err);
    rmdir(streams);
    cr_log_info("hostile: %s: exit %d in %.2f s, %ld MB at its peak", name, r->status, r->seconds, r->peak_mb);
}

void hostile_expect_bounded(const HostileRun *r, const char *name, int a, int b)
{
    cr_expect(r->status == a || r->status == b, "%s: exit %d (expected %d or %d): %.400s", name, r->status, a, b,
              r->err);
    cr_expect_lt(r->seconds, HOSTILE_SECONDS, "%s: %.2f s", name, r->seconds);
    cr_expect_lt(r->peak_mb, HOSTILE_PEAK_MB, "%s: %ld MB at its peak", name, r->peak_mb);
}

void hostile_dir(char *dir, size_t cap)
{
    make_temp_dir(dir, cap);
}

FILE *hostile_file(char *path, size_t cap, const char *dir, const char *name)
{
    snprintf(path, cap, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    return f;
}

const char *hostile_data(const char *name)
{
    static char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/hostile/%s", SOURCE_DIR, name);
    return path;
}

FILE *hostile_tmx_begin(char *path, size_t cap, const char *dir, const char *name, int side, bool infinite)
{
    FILE *f = hostile_file(path, cap, dir, name);
    fprintf(f,
            "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"%d\" height=\"%d\" tilewidth=\"16\" "
            "tileheight=\"16\"%s>\n <tileset firstgid=\"1\" name=\"t\" tilewidth=\"16\" tileheight=\"16\" "
            "tilecount=\"1\">\n  <tile id=\"0\"><properties><property name=\"collides\" type=\"bool\" "
            "value=\"true\"/></properties></tile>\n </tileset>\n",
            side, side, infinite ? " infinite=\"1\"" : "");
    return f;
}

void hostile_tmx_end(FILE *f)
{
    fprintf(f, "</map>\n");
    cr_assert_eq(fclose(f), 0);
}

char *hostile_zero_layer(size_t cells)
{
    size_t raw = cells * 4;
    unsigned char *zeros = calloc(raw, 1);
    uLongf packed_len = compressBound((uLong)raw);
    unsigned char *packed = malloc(packed_len);
    cr_assert(zeros && packed && compress2(packed, &packed_len, zeros, (uLong)raw, 9) == Z_OK);
    static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    char *out = malloc(packed_len / 3 * 4 + 8), *o = out;
    cr_assert_not_null(out);
    for (uLongf k = 0; k < packed_len; k += 3) {
        uint32_t v = (uint32_t)packed[k] << 16 | (k + 1 < packed_len ? (uint32_t)packed[k + 1] << 8 : 0) |
                     (k + 2 < packed_len ? packed[k + 2] : 0);
        *o++ = B64[v >> 18 & 63];
        *o++ = B64[v >> 12 & 63];
        *o++ = k + 1 < packed_len ? B64[v >> 6 & 63] : '=';
        *o++ = k + 2 < packed_len ? B64[v & 63] : '=';
    }
    *o = '\0';
    free(zeros);
    free(packed);
    return out;
}
