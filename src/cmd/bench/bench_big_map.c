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
 * Both maps are bench_far_corner_map's, and the bodies and moves are games'
 * (bench_game_moves) over the whole map. The timings go in passes, each timing both maps
 * in turn; a figure is the median over the passes, the ratio the median of the passes'
 * ratios (bench_timer.h). */
#include "cmd/bench/bench_big_map.h"

#include <stdlib.h>

#include "core/resolver.h"
#include "cmd/bench/bench_sets.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define BIG_MAP_SMALL 256
#define BIG_MAP_BODIES 4096 /* bodies on the map: one move each a tick */

/* One timing: each body's move (`keep`: the body stays where it ends), ns per move. */
static double time_moves(const Map *m, int resolver, BenchMove *moves, bool keep)
{
    const ResolverInfo *info = resolver_info(resolver);
    volatile float sink = 0.0f;
    Rng rng;
    rng_seed(&rng, 1);
    MoverState movers[MAP_MAX_MOVERS] = {{0}};
    ResolveCtx ctx = {m, &rng, movers, 0, NULL, NULL};
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

/* Pass `pass`'s timing on `m`: a tick untimed, then the timed one. Both ticks' moves are
 * drawn first, so drawing them (which reads cells all over the map) does not stand
 * between the ticks. `cold`: the timed tick's moves start from new places too, else from
 * where the first tick left the bodies. */
static double time_pass(const Map *m, int resolver, int pass, bool cold, BenchMove *moves, BenchMove *next)
{
    Rng rng;
    rng_seed(&rng, 11u + 1000u * (uint64_t)pass);
    bench_game_moves(m, 0, 0, m->w, m->h, resolver, &rng, moves, BIG_MAP_BODIES);
    bench_game_moves(m, 0, 0, m->w, m->h, resolver, &rng, next, BIG_MAP_BODIES);
    time_moves(m, resolver, moves, !cold);
    for (int k = 0; k < BIG_MAP_BODIES; k++) {
        if (cold) moves[k].start = next[k].start;
        moves[k].dx = next[k].dx;
        moves[k].dy = next[k].dy;
    }
    return time_moves(m, resolver, moves, !cold);
}

/* One row a method: the median timing on either map, and the ratio. */
static void big_map_rows(Bench *b, const Map *const maps[2], bool cold, BenchMove *moves, BenchMove *next)
{
    static double timings[RESOLVER_COUNT][2][BENCH_REPEATS_FULL];
    for (int pass = 0; pass < BENCH_REPEATS; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++)
            for (int k = 0; k < 2; k++) timings[r][k][pass] = time_pass(maps[k], r, pass, cold, moves, next);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double ratio = bench_median_ratio(timings[r][1], timings[r][0], BENCH_REPEATS); /* before the medians sort */
        double ns[2] = {bench_median(timings[r][0], BENCH_REPEATS), bench_median(timings[r][1], BENCH_REPEATS)};
        char line[256], json[320];
        snprintf(line, sizeof line, "%-29s %15.1f %17.1f %10.2fx", resolver_info(r)->name, ns[0], ns[1], ratio);
        snprintf(json, sizeof json,
                 "\"resolver\":\"%s\",\"moves\":\"%s\",\"small_cells\":%d,\"big_cells\":%d,"
                 "\"small_ns_per_move\":%.1f,\"big_ns_per_move\":%.1f,\"big_over_small\":%.3f",
                 resolver_info(r)->name, cold ? "cold" : "bodies", maps[0]->w * maps[0]->h, maps[1]->w * maps[1]->h,
                 ns[0], ns[1], ratio);
        if (cold) bench_row(b, line, json);
        else bench_row_judged(b, line, json, TARGET_BIG_MAP, ratio);
    }
}

void bench_big_map(Bench *b, const Map *big)
{
    Map small = {0};
    BenchMove *moves = malloc(2 * BIG_MAP_BODIES * sizeof *moves);
    if (moves && bench_far_corner_map(&small, BIG_MAP_SMALL)) {
        const Map *const maps[2] = {&small, big};
        bench_section(b, "big-map", "bodies spread over the map    256x256 ns/move  4096x4096 ns/move   big/small");
        big_map_rows(b, maps, false, moves, moves + BIG_MAP_BODIES);
        bench_section_end(b);
        bench_section(b, "big-map-cold", "each move somewhere new       256x256 ns/move  4096x4096 ns/move   big/small");
        big_map_rows(b, maps, true, moves, moves + BIG_MAP_BODIES);
        bench_section_end(b);
    }
    free(moves);
    map_free(&small);
}
