/* bench_resolvers.c: nanoseconds (CPU time) per move for each resolver on each shipped
 * map, for short moves (a quarter tile: 8 px) and long ones (2 tiles: 64 px), with no
 * trace, so the cost's growth with distance (and not with the map's size) shows.
 *
 * Each timing is of moves the method has not just made: the same 4,096 moves timed seven
 * times in a row let the branch predictor learn them, and a figure read up to 10% below
 * what a player's moves cost (Minkowski on the thin-wall maze: 48.7 ns against 52.2).
 * And the timings go in passes: each pass times every set once, and a figure is the
 * median over the passes. A timing lasts a fraction of a millisecond, so a stall of the
 * machine of a few milliseconds took every timing of the one figure it fell on (one read
 * 71 ns where it was 36); now it takes one timing of each of a few figures. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_resolvers.h"

#include "cmd/bench/bench_big_map.h"

#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/resolver.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"

#define MOVES 4096 /* moves per timing */
#define MAX_MAPS 32

typedef struct Move {
    Body start;
    float dx, dy;
} Move;

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Random moves from random points of the empty cells of the w x h cells at (x0, y0),
 * in random directions. */
static void make_moves_in(const Map *m, int x0, int y0, int w, int h, int resolver, float length, Rng *rng, Move *moves)
{
    int *empty = malloc(sizeof *empty * (size_t)w * (size_t)h), n = 0;
    if (!empty) return;
    for (int j = y0; j < y0 + h; j++)
        for (int i = x0; i < x0 + w; i++)
            if (m->cells[j * m->w + i] == 0) empty[n++] = j * m->w + i;
    float t = (float)m->tile;
    for (int k = 0; k < MOVES; k++) {
        int cell = n ? empty[rng_below(rng, (uint32_t)n)] : m->spawn_y * m->w + m->spawn_x;
        float x = ((float)(cell % m->w) + 0.5f) * t, y = ((float)(cell / m->w) + 0.5f) * t;
        float a = rng_float01(rng) * 6.2831853f;
        moves[k].start = resolver_body(resolver, m, x, y);
        moves[k].dx = cosf(a) * length;
        moves[k].dy = sinf(a) * length;
    }
    free(empty);
}

/* One timing of `moves`, each from a fresh copy of its body. */
static double time_once(const Map *m, int resolver, const Move *moves)
{
    const ResolverInfo *info = resolver_info(resolver);
    volatile float sink = 0.0f;
    Rng rng;
    rng_seed(&rng, 1);
    MoverState movers[MAP_MAX_MOVERS] = {{0}};
    ResolveCtx ctx = {m, &rng, movers, 0, NULL};
    double t0 = bench_cpu_now();
    for (int k = 0; k < MOVES; k++) {
        Body b = moves[k].start;
        info->resolve(&ctx, &b, moves[k].dx, moves[k].dy, NULL, NULL);
        sink += b.x;
    }
    double ns = (bench_cpu_now() - t0) * 1e9 / MOVES;
    (void)sink;
    return ns;
}

/* Pass `pass`'s timing of `length` px moves from the empty cells of the w x h cells at
 * (x0, y0), drawn from `timed` (a generator seeded for the pass), after an untimed run of
 * as many others drawn from `warm`: the caches and the predictor are warm with the map and
 * the method, not with these moves. */
static double time_fresh(const Map *m, int x0, int y0, int w, int h, int resolver, float length, Rng *timed,
                         Rng *warm)
{
    static Move moves[MOVES];
    make_moves_in(m, x0, y0, w, h, resolver, length, warm, moves);
    time_once(m, resolver, moves);
    make_moves_in(m, x0, y0, w, h, resolver, length, timed, moves);
    return time_once(m, resolver, moves);
}

/* Generators for pass `pass`: the timed moves' and the warm-up's. */
static void pass_rngs(int pass, Rng *timed, Rng *warm)
{
    rng_seed(timed, 42u + 1000u * (uint64_t)pass);
    rng_seed(warm, 7u + 1000u * (uint64_t)pass);
}

/* One method on one map: the row, judged by the short move's target, and the figures
 * the other resolver targets read (long over short; Minkowski against bump.lua). */
static void resolver_row(Bench *b, int r, const Map *m, const char *file, double short_ns, double long_ns)
{
    const ResolverInfo *info = resolver_info(r);
    char line[384], json[1024], name[6 * MAP_NAME_MAX + 3], long_text[96], long_json[96];
    bench_judge_more(TARGET_RESOLVER_LONG, long_ns / short_ns, "long/short", long_text, sizeof long_text, long_json,
                     sizeof long_json);
    snprintf(line, sizeof line, "%-17s %-28.28s %13.1f %14.1f %12.1fx%s", info->name, m->name, short_ns, long_ns,
             long_ns / short_ns, long_text);
    json_format_string(name, sizeof name, m->name);
    snprintf(json, sizeof json,
             "\"resolver\":\"%s\",\"map\":%s,\"cells\":%d,\"short_ns_per_move\":%.1f,\"long_ns_per_move\":%.1f,"
             "\"long_over_short\":%.2f%s",
             info->name, name, m->w * m->h, short_ns, long_ns, long_ns / short_ns, long_json);
    bench_row_judged(b, line, json, TARGET_RESOLVER_SHORT, short_ns);
    if (r == RESOLVER_MINKOWSKI && file && !strcmp(file, "default.map"))
        bench_target_record(TARGET_MINKOWSKI_DEFAULT, short_ns);
    if (r == RESOLVER_MINKOWSKI && file && !strcmp(file, "corners.map"))
        bench_target_record(TARGET_MINKOWSKI_CORNERS, short_ns);
}

void bench_resolvers(Bench *b, const char *maps_dir)
{
    Map maps[MAX_MAPS];
    memset(maps, 0, sizeof maps);
    char *names[MAX_MAPS];
    int count = 0;
    DIR *d = opendir(maps_dir);
    for (struct dirent *e; d && (e = readdir(d)) && count < MAX_MAPS;) {
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".map") == 0) names[count++] = strdup(e->d_name);
    }
    if (d) closedir(d);
    qsort(names, (size_t)count, sizeof *names, cmp_str);
    int loaded = 0;
    const char *files[MAX_MAPS] = {NULL}; /* each loaded map's file name */
    for (int i = 0; i < count; i++) {
        size_t need = strlen(maps_dir) + strlen(names[i]) + 2; /* any folder: a cut path names another file */
        char *path = malloc(need);
        if (path) snprintf(path, need, "%s/%s", maps_dir, names[i]);
        MapError err;
        if (path && map_load(&maps[loaded], path, &err)) files[loaded++] = names[i];
        free(path);
    }
    if (loaded == 0 && cli_load_map(NULL, &maps[0])) loaded = 1; /* the built-in map */

    bench_section(b, "resolvers",
                  "resolver          map                          short ns/move   long ns/move   long/short");
    static double ns[RESOLVER_COUNT][MAX_MAPS][2][BENCH_REPEATS_FULL]; /* short, long */
    for (int pass = 0; pass < BENCH_REPEATS; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++)
            for (int i = 0; i < loaded; i++) {
                const Map *m = &maps[i];
                Rng timed, warm;
                pass_rngs(pass, &timed, &warm);
                for (int len = 0; len < 2; len++)
                    ns[r][i][len][pass] =
                        time_fresh(m, 0, 0, m->w, m->h, r, (len ? 2.0f : 0.25f) * (float)m->tile, &timed, &warm);
            }
    for (int r = 0; r < RESOLVER_COUNT; r++)
        for (int i = 0; i < loaded; i++)
            resolver_row(b, r, &maps[i], files[i], bench_median(ns[r][i][0], BENCH_REPEATS),
                         bench_median(ns[r][i][1], BENCH_REPEATS));
    bench_section_end(b);
    for (int i = 0; i < loaded; i++) map_free(&maps[i]);
    for (int i = 0; i < count; i++) free(names[i]);
    bench_big_map(b);
}
