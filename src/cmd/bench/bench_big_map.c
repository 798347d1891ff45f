/* bench_big_map.c: a move anywhere on a 4,096 x 4,096 map against one on a 256 x 256
 * map, each method, nanoseconds (CPU time) per move. A method reads only the cells its
 * move passes, so what a big map can cost is the reading of cells that are not in the
 * caches, and of addresses the processor has not translated lately.
 *
 * The judged row is a level's many bodies: BIG_MAP_BODIES of them spread over the whole
 * map, each moving once a tick from where its last move left it, as a game's bodies do;
 * a timing is one tick of all of them, after one untimed tick, each tick's moves new. The
 * other row has each move start somewhere new (no body comes back to its cells), which
 * pays a read from memory for nearly every move on the big map: shown, not judged.
 *
 * The two maps are made alike: a solid border and about one block in six inside, by a
 * hash of the cell. Bodies and moves are drawn alike on both (core/base/rng.h): a random
 * empty cell anywhere, the body at a random place in it (one in four pressed against a
 * wall beside the cell, where there is one); a random direction, a length from a tenth
 * of a pixel to four tiles, evenly spread on a log scale. The timings go in passes, and
 * a figure is the median over the passes (bench_timer.h). */
#include "cmd/bench/bench_big_map.h"

#include <math.h>
#include <stdlib.h>

#include "core/resolver.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define BIG_MAP_SMALL 256
#define BIG_MAP_BIG MAP_MAX_W
#define BIG_MAP_BODIES 4096  /* bodies on the map: one move each a tick */
#define BIG_MAP_WALL_SHARE 4      /* one move in this many starts against a wall */
#define BIG_MAP_MOVE_MIN_PX 0.1f  /* the shortest move */
#define BIG_MAP_MOVE_MAX_TILES 4  /* the longest */
#define BIG_MAP_TRIES 64          /* cells drawn before a body takes the spawn's */

typedef struct SpreadMove {
    Body start;
    float dx, dy;
} SpreadMove;

/* A side x side map: a solid border, and inside about one block in six. */
static bool scattered_map(Map *m, int side)
{
    if (!map_new(m, side, side)) return false;
    uint8_t *cells = map_cells_mut(m);
    if (!cells) return false;
    for (int j = 0; j < side; j++)
        for (int i = 0; i < side; i++) {
            uint32_t h = ((uint32_t)i * 73856093u) ^ ((uint32_t)j * 19349663u);
            h ^= h >> 13;
            h *= 0x5bd1e995u;
            h ^= h >> 15;
            bool border = i == 0 || j == 0 || i == side - 1 || j == side - 1;
            cells[(size_t)j * (size_t)side + (size_t)i] = border || h % 6 == 0 ? SIDE_ALL : 0;
        }
    m->spawn_x = m->spawn_y = 1;
    cells[(size_t)side + 1] = 0;
    return true;
}

/* A random empty cell of the map. */
static void empty_cell(const Map *m, Rng *rng, int *ci, int *cj)
{
    for (int k = 0; k < BIG_MAP_TRIES; k++) {
        int i = 1 + (int)rng_below(rng, (uint32_t)(m->w - 2)), j = 1 + (int)rng_below(rng, (uint32_t)(m->h - 2));
        if (map_cell(m, i, j) == 0) {
            *ci = i;
            *cj = j;
            return;
        }
    }
    *ci = m->spawn_x;
    *cj = m->spawn_y;
}

/* A body of method `resolver` somewhere in the map's free space. */
static Body place_body(const Map *m, int resolver, Rng *rng)
{
    float t = (float)m->tile;
    int i, j;
    empty_cell(m, rng, &i, &j);
    Body b = resolver_body(resolver, m, 0.0f, 0.0f);
    float half = 0.5f * b.w, room = t - b.w; /* where the body's centre may go inside the cell */
    b.x = (float)i * t + half + rng_float01(rng) * room;
    b.y = (float)j * t + half + rng_float01(rng) * room;
    if (rng_below(rng, BIG_MAP_WALL_SHARE) == 0) { /* pressed against a solid neighbour, if any */
        int side = (int)rng_below(rng, 4);
        for (int s = 0; s < 4; s++, side = (side + 1) % 4) {
            int di = side == 0 ? -1 : side == 1 ? 1 : 0, dj = side == 2 ? -1 : side == 3 ? 1 : 0;
            if (map_cell(m, i + di, j + dj) != SIDE_ALL) continue;
            if (di) b.x = di < 0 ? (float)i * t + half : (float)(i + 1) * t - half;
            else b.y = dj < 0 ? (float)j * t + half : (float)(j + 1) * t - half;
            break;
        }
    }
    return b;
}

/* A move's direction and length. */
static void draw_move(const Map *m, Rng *rng, float *dx, float *dy)
{
    float lo = logf(BIG_MAP_MOVE_MIN_PX), hi = logf(BIG_MAP_MOVE_MAX_TILES * (float)m->tile);
    float a = rng_float01(rng) * 6.2831853f, len = expf(lo + rng_float01(rng) * (hi - lo));
    *dx = cosf(a) * len;
    *dy = sinf(a) * len;
}

/* One timing: each body's move (`keep`: the body stays where it ends), ns per move. */
static double time_moves(const Map *m, int resolver, SpreadMove *moves, bool keep)
{
    const ResolverInfo *info = resolver_info(resolver);
    volatile float sink = 0.0f;
    Rng rng;
    rng_seed(&rng, 1);
    MoverState movers[MAP_MAX_MOVERS] = {{0}};
    ResolveCtx ctx = {m, &rng, movers, 0, NULL};
    double t0 = bench_cpu_now();
    for (int k = 0; k < BIG_MAP_BODIES; k++) {
        Body b = moves[k].start;
        info->resolve(&ctx, &b, moves[k].dx, moves[k].dy, NULL, NULL);
        if (keep) moves[k].start = b;
        sink += b.x;
    }
    double ns = (bench_cpu_now() - t0) * 1e9 / BIG_MAP_BODIES;
    (void)sink;
    return ns;
}

/* Pass `pass`'s timing on `m`. Bodies (`cold`: each move from a new place, else the
 * bodies of the last tick where they are), a tick untimed, then the timed one. */
static double time_pass(const Map *m, int resolver, int pass, bool cold, SpreadMove *moves)
{
    Rng rng;
    rng_seed(&rng, 11u + 1000u * (uint64_t)pass);
    double ns = 0.0;
    for (int tick = 0; tick < 2; tick++) {
        for (int k = 0; k < BIG_MAP_BODIES; k++) {
            if (cold || tick == 0) moves[k].start = place_body(m, resolver, &rng);
            draw_move(m, &rng, &moves[k].dx, &moves[k].dy);
        }
        ns = time_moves(m, resolver, moves, !cold);
    }
    return ns;
}

/* One row a method: the median timing on either map, and the ratio. */
static void big_map_rows(Bench *b, const Map *const maps[2], bool cold, SpreadMove *moves)
{
    static double timings[RESOLVER_COUNT][2][BENCH_REPEATS_FULL];
    for (int pass = 0; pass < BENCH_REPEATS; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++)
            for (int k = 0; k < 2; k++) timings[r][k][pass] = time_pass(maps[k], r, pass, cold, moves);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double ns[2] = {bench_median(timings[r][0], BENCH_REPEATS), bench_median(timings[r][1], BENCH_REPEATS)};
        char line[256], json[320];
        snprintf(line, sizeof line, "%-29s %15.1f %17.1f %10.2fx", resolver_info(r)->name, ns[0], ns[1],
                 ns[1] / ns[0]);
        snprintf(json, sizeof json,
                 "\"resolver\":\"%s\",\"moves\":\"%s\",\"small_cells\":%d,\"big_cells\":%d,"
                 "\"small_ns_per_move\":%.1f,\"big_ns_per_move\":%.1f,\"big_over_small\":%.3f",
                 resolver_info(r)->name, cold ? "cold" : "bodies", BIG_MAP_SMALL * BIG_MAP_SMALL,
                 BIG_MAP_BIG * BIG_MAP_BIG, ns[0], ns[1], ns[1] / ns[0]);
        if (cold) bench_row(b, line, json);
        else bench_row_judged(b, line, json, TARGET_BIG_MAP, ns[1] / ns[0]);
    }
}

void bench_big_map(Bench *b)
{
    static Map small, big;
    SpreadMove *moves = malloc(BIG_MAP_BODIES * sizeof *moves);
    if (moves && scattered_map(&small, BIG_MAP_SMALL) && scattered_map(&big, BIG_MAP_BIG)) {
        const Map *const maps[2] = {&small, &big};
        bench_section(b, "big-map", "bodies spread over the map    256x256 ns/move  4096x4096 ns/move   big/small");
        big_map_rows(b, maps, false, moves);
        bench_section_end(b);
        bench_section(b, "big-map-cold", "each move somewhere new       256x256 ns/move  4096x4096 ns/move   big/small");
        big_map_rows(b, maps, true, moves);
        bench_section_end(b);
    }
    free(moves);
    map_free(&small);
    map_free(&big);
}
