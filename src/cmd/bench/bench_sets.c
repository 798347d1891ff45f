/* bench_sets.c: see bench_sets.h. The free places are the referee's (referee_clear), so
 * every method starts where its own body fits, as a player's does. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_sets.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/guarantees.h"
#include "core/referee.h"
#include "cmd/options.h"

#define FREE_TRIES 1000 /* random places tried for a free one before a cell's centre is used */

/* A random place in the w x h cells at (x0, y0) where the body of `resolver` touches no
 * wall, or the centre of a random cell of them when none is found. */
static Body free_place(const Map *m, int x0, int y0, int w, int h, int resolver, Rng *rng)
{
    float t = (float)m->tile;
    BodyModel model = resolver_info(resolver)->model;
    for (int k = 0; k < FREE_TRIES; k++) {
        Body b = resolver_body(resolver, m, ((float)x0 + rng_float01(rng) * (float)w) * t,
                               ((float)y0 + rng_float01(rng) * (float)h) * t);
        RefBody rb = referee_body(model, &b);
        if (referee_clear(m, &rb, b.x, b.y)) return b;
    }
    return resolver_body(resolver, m, ((float)x0 + (float)rng_below(rng, (uint32_t)w) + 0.5f) * t,
                         ((float)y0 + (float)rng_below(rng, (uint32_t)h) + 0.5f) * t);
}

/* The body carried from b along a random key direction up to the first wall it would
 * touch within a few tiles (where a perfect method stops), or that far. */
static Body against_a_wall(const Map *m, int resolver, Body b, Rng *rng)
{
    const int *dir = GUARANTEE_DIRS[rng_below(rng, 8)];
    float reach = BENCH_MOVE_MAX_TILES * (float)m->tile;
    float dx = (float)dir[0] * reach, dy = (float)dir[1] * reach;
    RefBody rb = referee_body(resolver_info(resolver)->model, &b);
    double f = referee_free_fraction(m, &rb, b.x, b.y, dx, dy);
    b.x += (float)f * dx;
    b.y += (float)f * dy;
    return b;
}

void bench_game_moves(const Map *m, int x0, int y0, int w, int h, int resolver, Rng *rng, BenchMove *out, int n)
{
    float longest = BENCH_MOVE_MAX_TILES * (float)m->tile;
    float spread = logf(longest / BENCH_MOVE_MIN_PX);
    for (int k = 0; k < n; k++) {
        Body b = free_place(m, x0, y0, w, h, resolver, rng);
        if (rng_below(rng, BENCH_AGAINST_WALLS) == 0) b = against_a_wall(m, resolver, b, rng);
        float len = BENCH_MOVE_MIN_PX * expf(rng_float01(rng) * spread);
        float a = rng_below(rng, 2) ? (float)rng_below(rng, 8) * 0.78539816f : rng_float01(rng) * 6.2831853f;
        out[k] = (BenchMove){b, len * cosf(a), len * sinf(a)};
    }
}

void bench_centre_moves(const Map *m, int x0, int y0, int w, int h, int resolver, float length, Rng *rng,
                        BenchMove *out, int n)
{
    int *empty = malloc(sizeof *empty * (size_t)w * (size_t)h), count = 0;
    if (!empty) return;
    for (int j = y0; j < y0 + h; j++)
        for (int i = x0; i < x0 + w; i++)
            if (m->cells[j * m->w + i] == 0) empty[count++] = j * m->w + i;
    float t = (float)m->tile;
    for (int k = 0; k < n; k++) {
        int cell = count ? empty[rng_below(rng, (uint32_t)count)] : m->spawn_y * m->w + m->spawn_x;
        float x = ((float)(cell % m->w) + 0.5f) * t, y = ((float)(cell / m->w) + 0.5f) * t;
        float a = rng_float01(rng) * 6.2831853f;
        out[k] = (BenchMove){resolver_body(resolver, m, x, y), cosf(a) * length, sinf(a) * length};
    }
    free(empty);
}

bool bench_far_corner_map(Map *m, int side)
{
    if (!map_new(m, side, side)) return false;
    uint8_t *cells = map_cells_mut(m);
    for (int j = 0; j < side; j++)
        for (int i = 0; i < side; i++) {
            uint32_t u = (uint32_t)(side - 1 - i), v = (uint32_t)(side - 1 - j);
            uint32_t h = (u * 73856093u) ^ (v * 19349663u);
            h ^= h >> 13;
            h *= 0x5bd1e995u;
            h ^= h >> 15;
            bool border = i == 0 || j == 0 || i == side - 1 || j == side - 1;
            cells[(size_t)j * (size_t)side + (size_t)i] = border || h % 6 == 0 ? SIDE_ALL : 0;
        }
    m->spawn_x = m->spawn_y = side - 2;
    cells[(size_t)m->spawn_y * (size_t)side + (size_t)m->spawn_x] = 0;
    map_cells_index(m); /* as the world does (a 256 x 256 map keeps its rows) */
    return true;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int bench_load_maps(const char *maps_dir, Map *maps, int cap)
{
    char *names[BENCH_MAPS_MAX];
    int count = 0, loaded = 0;
    if (cap > BENCH_MAPS_MAX) cap = BENCH_MAPS_MAX;
    DIR *d = opendir(maps_dir);
    for (struct dirent *e; d && (e = readdir(d)) && count < cap;) {
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".map") == 0 && (names[count] = strdup(e->d_name))) count++;
    }
    if (d) closedir(d);
    qsort(names, (size_t)count, sizeof *names, cmp_str);
    for (int i = 0; i < count; i++) {
        size_t need = strlen(maps_dir) + strlen(names[i]) + 2; /* any folder: a cut path names another file */
        char *path = malloc(need);
        if (path) snprintf(path, need, "%s/%s", maps_dir, names[i]);
        MapError err;
        if (path && map_load(&maps[loaded], path, &err)) loaded++;
        free(path);
        free(names[i]);
    }
    if (loaded == 0 && cap > 0 && cli_load_map(NULL, &maps[0])) loaded = 1; /* the built-in map */
    return loaded;
}
