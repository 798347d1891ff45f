/* support.c: see support.h. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void slurp(const char *path, char *buf, size_t cap)
{
    if (!buf || cap == 0) return;
    buf[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) return;
    size_t n = fread(buf, 1, cap - 1, f);
    buf[n] = '\0';
    fclose(f);
}

int run_capture(const char *cmdline, char *out, size_t out_cap, char *err, size_t err_cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    char o[300], e[300], full[8192];
    snprintf(o, sizeof o, "%s/out", dir);
    snprintf(e, sizeof e, "%s/err", dir);
    snprintf(full, sizeof full, "( %s ) >'%s' 2>'%s'", cmdline, o, e);
    int status = system(full);
    slurp(o, out, out_cap);
    slurp(e, err, err_cap);
    unlink(o);
    unlink(e);
    rmdir(dir);
    if (status == -1 || !WIFEXITED(status)) return -1;
    return WEXITSTATUS(status);
}

int run_collide(const char *args, const char *stdin_text, char *out, size_t out_cap, char *err, size_t err_cap)
{
    char cmd[8192];
    if (stdin_text) {
        char dir[256], in[300];
        make_temp_dir(dir, sizeof dir);
        snprintf(in, sizeof in, "%s/in", dir);
        cr_assert(write_file(in, stdin_text));
        snprintf(cmd, sizeof cmd, "'%s' %s <'%s'", COLLIDE_BIN, args, in);
        int rc = run_capture(cmd, out, out_cap, err, err_cap);
        unlink(in);
        rmdir(dir);
        return rc;
    }
    snprintf(cmd, sizeof cmd, "'%s' %s </dev/null", COLLIDE_BIN, args);
    return run_capture(cmd, out, out_cap, err, err_cap);
}

void make_temp_dir(char *path, size_t cap)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(path, cap, "%s/collide-test-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    cr_assert_not_null(mkdtemp(path), "mkdtemp failed");
}

bool write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    size_t n = strlen(text);
    bool ok = fwrite(text, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0, got;
    char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) free(buf);
            buf = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return NULL;
    buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

void load_shipped_map(const char *name, Map *out)
{
    char path[1024];
    MapError err;
    snprintf(path, sizeof path, "%s/maps/%s", SOURCE_DIR, name);
    bool ok = map_load(out, path, &err);
    cr_assert(ok, "%s:%d:%d: %s", err.file, err.line, err.col, err.msg);
}

static int cmp_map_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int shipped_map_names(char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX])
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/maps", SOURCE_DIR);
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "cannot read %s", dir);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < SHIPPED_MAPS_MAX;) {
        size_t len = strlen(e->d_name);
        if (len > 4 && len < SHIPPED_MAP_NAME_MAX && strcmp(e->d_name + len - 4, ".map") == 0)
            snprintf(names[n++], SHIPPED_MAP_NAME_MAX, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_map_name);
    cr_assert_geq(n, 1, "no maps found in %s", dir);
    return n;
}

Body resolve_once(const ResolverInfo *ri, const Map *m, Body b, float dx, float dy, uint64_t seed, MoveInfo *mi,
                  Trace *trace)
{
    Rng rng;
    rng_seed(&rng, seed);
    ResolveCtx ctx = {m, &rng, NULL, 0, NULL, NULL};
    ri->resolve(&ctx, &b, dx, dy, mi, trace);
    return b;
}

char *big_map_text(int side, size_t *len)
{
    size_t cap = (size_t)side * (size_t)(side + 1) + 128;
    char *s = malloc(cap);
    cr_assert_not_null(s);
    size_t at = (size_t)sprintf(s, "collide-map 1\nname \"big\"\ntile 32\ngrid\n");
    for (int j = 0; j < side; j++) {
        for (int i = 0; i < side; i++) {
            bool border = i == 0 || j == 0 || i == side - 1 || j == side - 1;
            char c = border || i == side - 4 || (i < side - 8 && (i * 7 + j * 13) % 11 == 0) ? '#' : '.';
            s[at++] = i == side - 6 && j == side - 3 ? 'P' : c;
        }
        s[at++] = '\n';
    }
    at += (size_t)sprintf(s + at, "end\n");
    *len = at;
    return s;
}

void load_big_map(int side, Map *out)
{
    size_t len;
    char *text = big_map_text(side, &len);
    MapError e;
    cr_assert(map_parse(out, text, len, "big.map", &e), "%d:%d %s", e.line, e.col, e.msg);
    free(text);
}

void write_big_map(const char *path, int side)
{
    size_t len;
    char *text = big_map_text(side, &len);
    FILE *f = fopen(path, "wb");
    cr_assert(f && fwrite(text, 1, len, f) == len && fclose(f) == 0);
    free(text);
}
