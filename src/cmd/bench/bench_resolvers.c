/* bench_resolvers.c: nanoseconds per move for each resolver on each shipped map, for
 * short moves (a quarter tile) and long ones (4 tiles), with no trace, so the cost's
 * growth with distance (and not with the map's size) shows. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_resolvers.h"

#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/resolver.h"
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

/* Random moves from random points of empty cells, in random directions. */
static void make_moves(const Map *m, int resolver, float length, Rng *rng, Move *moves)
{
    int empty[MAP_MAX_W * MAP_MAX_H], n = 0;
    for (int i = 0; i < m->w * m->h; i++)
        if (m->cells[i] == 0) empty[n++] = i;
    float t = (float)m->tile;
    for (int k = 0; k < MOVES; k++) {
        int cell = n ? empty[rng_below(rng, (uint32_t)n)] : m->spawn_y * m->w + m->spawn_x;
        float x = ((float)(cell % m->w) + 0.5f) * t, y = ((float)(cell / m->w) + 0.5f) * t;
        float a = rng_float01(rng) * 6.2831853f;
        moves[k].start = resolver_body(resolver, m, x, y);
        moves[k].dx = cosf(a) * length;
        moves[k].dy = sinf(a) * length;
    }
}

static double time_moves(const Map *m, int resolver, const Move *moves)
{
    const ResolverInfo *info = resolver_info(resolver);
    double samples[BENCH_REPEATS];
    volatile float sink = 0.0f;
    for (int r = 0; r < BENCH_REPEATS; r++) {
        Rng rng;
        rng_seed(&rng, 1);
        MoverState movers[MAP_MAX_MOVERS] = {{0}};
        ResolveCtx ctx = {m, &rng, movers, 0};
        double t0 = bench_now();
        for (int k = 0; k < MOVES; k++) {
            Body b = moves[k].start;
            info->resolve(&ctx, &b, moves[k].dx, moves[k].dy, NULL, NULL);
            sink += b.x;
        }
        samples[r] = (bench_now() - t0) * 1e9 / MOVES;
    }
    (void)sink;
    return bench_median(samples, BENCH_REPEATS);
}

void bench_resolvers(Bench *b, const char *maps_dir)
{
    static Map maps[MAX_MAPS];
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
    for (int i = 0; i < count; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", maps_dir, names[i]);
        MapError err;
        if (map_load(&maps[loaded], path, &err)) loaded++;
        free(names[i]);
    }
    if (loaded == 0 && cli_load_map(NULL, &maps[0])) loaded = 1; /* the built-in map */

    bench_section(b, "resolvers",
                  "resolver          map                          short ns/move   long ns/move   long/short");
    static Move moves[MOVES];
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        for (int i = 0; i < loaded; i++) {
            Rng rng;
            rng_seed(&rng, 42);
            make_moves(&maps[i], r, 0.25f * (float)maps[i].tile, &rng, moves);
            double short_ns = time_moves(&maps[i], r, moves);
            make_moves(&maps[i], r, 4.0f * (float)maps[i].tile, &rng, moves);
            double long_ns = time_moves(&maps[i], r, moves);
            char line[256], json[1024], name[6 * MAP_NAME_MAX + 3];
            snprintf(line, sizeof line, "%-17s %-28.28s %13.1f %14.1f %12.1fx", info->name, maps[i].name, short_ns,
                     long_ns, long_ns / short_ns);
            json_format_string(name, sizeof name, maps[i].name);
            snprintf(json, sizeof json,
                     "\"resolver\":\"%s\",\"map\":%s,\"cells\":%d,\"short_ns_per_move\":%.1f,\"long_ns_per_move\":%.1f",
                     info->name, name, maps[i].w * maps[i].h, short_ns, long_ns);
            bench_row(b, line, json);
        }
    }
    bench_section_end(b);
}
