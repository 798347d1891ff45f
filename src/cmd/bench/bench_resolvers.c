/* bench_resolvers.c: nanoseconds (CPU time) per move for each resolver on each shipped
 * map, with no trace, on moves drawn the way games make them (bench_sets.c: anywhere in
 * the free space, a quarter of them against a wall, from a tenth of a pixel to four tiles),
 * and on the cell-centre set of earlier versions of the bench, one row a method; then
 * moves spread over a small and over the largest map (bench_big_map.c), a short move by
 * the far corner of both, and the slowest absurd move of each method on the largest map,
 * the bound a hostile input meets.
 *
 * Each timing is of moves the method has not just made (the same moves timed again let
 * the branch predictor learn them, and read up to 10% below what a player's moves cost),
 * and the timings go in passes: each pass times every set once, and a figure is the
 * median over the passes, so a stall of the machine costs one timing of a few figures
 * rather than every timing of one. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_resolvers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/resolver.h"
#include "cmd/bench/bench_big_map.h"
#include "cmd/bench/bench_sets.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define MOVES 4096 /* moves per timing */
#define HOSTILE_MOVES 6 /* absurd moves per method, the slowest of them reported */
#define HOSTILE_PX 1e7f /* cut to the map's width plus height by resolver_move */

/* Which moves a timing takes: games' (bench_game_moves) or the cell-centre set. */
typedef enum MoveSet { SET_GAME, SET_CENTRE } MoveSet;

/* One timing of `moves`, each from a fresh copy of its body: the method alone, called
 * directly with no trace and the movers at rest. */
static double time_once(const Map *m, int resolver, const BenchMove *moves)
{
    const ResolverInfo *info = resolver_info(resolver);
    volatile float sink = 0.0f;
    Rng rng;
    rng_seed(&rng, 1);
    MoverState movers[MAP_MAX_MOVERS] = {{0}};
    ResolveCtx ctx = {m, &rng, movers, 0, NULL, NULL};
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

static void draw_moves(MoveSet set, const Map *m, int x0, int y0, int w, int h, int resolver, Rng *rng, BenchMove *out)
{
    if (set == SET_GAME) bench_game_moves(m, x0, y0, w, h, resolver, rng, out, MOVES);
    else bench_centre_moves(m, x0, y0, w, h, resolver, 0.25f * (float)m->tile, rng, out, MOVES);
}

/* One pass's timing of a set of moves within the w x h cells at (x0, y0), drawn from
 * `timed` (a generator seeded for the pass), after an untimed run of as many others drawn
 * from `warm`: the caches and the predictor are warm with the map and the method, not
 * with these moves. */
static double time_fresh(MoveSet set, const Map *m, int x0, int y0, int w, int h, int resolver, Rng *timed, Rng *warm)
{
    static BenchMove moves[MOVES];
    draw_moves(set, m, x0, y0, w, h, resolver, warm, moves);
    time_once(m, resolver, moves);
    draw_moves(set, m, x0, y0, w, h, resolver, timed, moves);
    return time_once(m, resolver, moves);
}

/* Generators for pass `pass`: the timed moves' and the warm-up's. */
static void pass_rngs(int pass, Rng *timed, Rng *warm)
{
    rng_seed(timed, 42u + 1000u * (uint64_t)pass);
    rng_seed(warm, 7u + 1000u * (uint64_t)pass);
}

/* One method on one map, judged by the game move's target. */
static void resolver_row(Bench *b, int r, const Map *m, double ns)
{
    char line[256], json[512], name[6 * MAP_NAME_MAX + 3];
    snprintf(line, sizeof line, "%-17s %-28.28s %10.1f", resolver_info(r)->name, m->name, ns);
    json_format_string(name, sizeof name, m->name);
    snprintf(json, sizeof json, "\"resolver\":\"%s\",\"map\":%s,\"cells\":%d,\"set\":\"game\",\"ns_per_move\":%.1f",
             resolver_info(r)->name, name, m->w * m->h, ns);
    bench_row_judged(b, line, json, TARGET_RESOLVER_MOVE, ns);
}

/* The method's cell-centre moves, the mean over the maps: reported, not judged. */
static void centre_row(Bench *b, int r, double ns)
{
    char line[256], json[256];
    snprintf(line, sizeof line, "%-17s %-28s %10.1f", resolver_info(r)->name, "(cell centres, 1/4 tile)", ns);
    snprintf(json, sizeof json, "\"resolver\":\"%s\",\"set\":\"cell centres\",\"ns_per_move\":%.1f",
             resolver_info(r)->name, ns);
    bench_row(b, line, json);
}

/* The far corner's rows: the same short moves from cell centres by the far (bottom right)
 * corner of a 256 x 256 map and of `big`, whose cells there are the same. */
static void big_map_rows(Bench *b, const Map *big)
{
    enum { SMALL = 256, AREA = 32 }; /* the moves start in the AREA x AREA cells by the far corner */
    Map small = {0};
    if (!bench_far_corner_map(&small, SMALL)) return;
    bench_section(b, "big-map-corner", "short move by the far corner  256x256 ns/move  4096x4096 ns/move   big/small");
    const Map *maps[2] = {&small, big};
    static double timings[RESOLVER_COUNT][2][BENCH_REPEATS_FULL];
    for (int pass = 0; pass < BENCH_REPEATS; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++)
            for (int k = 0; k < 2; k++) {
                const Map *m = maps[k];
                Rng timed, warm;
                pass_rngs(pass, &timed, &warm);
                timings[r][k][pass] =
                    time_fresh(SET_CENTRE, m, m->w - 1 - AREA, m->h - 1 - AREA, AREA, AREA, r, &timed, &warm);
            }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double ratio = bench_median_ratio(timings[r][1], timings[r][0], BENCH_REPEATS); /* before the medians sort */
        double ns[2] = {bench_median(timings[r][0], BENCH_REPEATS), bench_median(timings[r][1], BENCH_REPEATS)};
        char line[256], json[256];
        snprintf(line, sizeof line, "%-29s %15.1f %17.1f %10.2fx", resolver_info(r)->name, ns[0], ns[1], ratio);
        snprintf(json, sizeof json,
                 "\"resolver\":\"%s\",\"small_cells\":%d,\"big_cells\":%d,\"small_ns_per_move\":%.1f,"
                 "\"big_ns_per_move\":%.1f",
                 resolver_info(r)->name, SMALL * SMALL, big->w * big->h, ns[0], ns[1]);
        bench_row_judged(b, line, json, TARGET_BIG_CORNER, ratio);
    }
    bench_section_end(b);
    map_free(&small);
}

/* Absurd moves (collide resolve's and the fuzzers': from anywhere, inside walls too, as
 * long as a float allows, cut by resolver_move to the map's width plus height) on `big`,
 * through the door as the program makes them: the slowest, milliseconds. */
static void hostile_rows(Bench *b, const Map *big)
{
    bench_section(b, "hostile", "absurd moves on a 4096x4096 map, through resolver_move     slowest ms   mean ms");
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        Rng rng, coin;
        rng_seed(&rng, 3);
        rng_seed(&coin, 1);
        ResolveCtx ctx = {big, &coin, NULL, 0, NULL, NULL};
        float extent = (float)(big->w * big->tile);
        double worst = 0.0, sum = 0.0;
        for (int k = 0; k < HOSTILE_MOVES; k++) {
            Body body = resolver_body(r, big, rng_float01(&rng) * extent, rng_float01(&rng) * extent);
            float a = rng_float01(&rng) * 6.2831853f;
            double t0 = bench_cpu_now();
            resolver_move(r, &ctx, &body, HOSTILE_PX * cosf(a), HOSTILE_PX * sinf(a), NULL, NULL);
            double ms = (bench_cpu_now() - t0) * 1e3;
            sum += ms;
            if (ms > worst) worst = ms;
        }
        char line[256], json[256];
        snprintf(line, sizeof line, "%-57s %10.2f %9.2f", resolver_info(r)->name, worst, sum / HOSTILE_MOVES);
        snprintf(json, sizeof json, "\"resolver\":\"%s\",\"moves\":%d,\"slowest_ms\":%.3f,\"mean_ms\":%.3f",
                 resolver_info(r)->name, HOSTILE_MOVES, worst, sum / HOSTILE_MOVES);
        bench_row_judged(b, line, json, TARGET_HOSTILE_MOVE, worst);
    }
    bench_section_end(b);
}

void bench_resolvers(Bench *b, const char *maps_dir)
{
    static Map maps[BENCH_MAPS_MAX];
    memset(maps, 0, sizeof maps);
    int loaded = bench_load_maps(maps_dir, maps, BENCH_MAPS_MAX);
    bench_section(b, "resolvers", "resolver          map                          ns/move (moves as games make them)");
    static double ns[RESOLVER_COUNT][BENCH_MAPS_MAX][2][BENCH_REPEATS_FULL]; /* games', cell centres */
    for (int pass = 0; pass < BENCH_REPEATS; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++)
            for (int i = 0; i < loaded; i++) {
                const Map *m = &maps[i];
                Rng timed, warm;
                pass_rngs(pass, &timed, &warm);
                for (int set = 0; set < 2; set++)
                    ns[r][i][set][pass] = time_fresh((MoveSet)set, m, 0, 0, m->w, m->h, r, &timed, &warm);
            }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double centres = 0.0;
        for (int i = 0; i < loaded; i++) {
            resolver_row(b, r, &maps[i], bench_median(ns[r][i][SET_GAME], BENCH_REPEATS));
            centres += bench_median(ns[r][i][SET_CENTRE], BENCH_REPEATS) / loaded;
        }
        centre_row(b, r, centres);
    }
    bench_section_end(b);
    for (int i = 0; i < loaded; i++) map_free(&maps[i]);
    Map big = {0};
    if (bench_far_corner_map(&big, MAP_MAX_W)) {
        bench_big_map(b, &big);
        big_map_rows(b, &big);
        hostile_rows(b, &big);
    }
    map_free(&big);
}
