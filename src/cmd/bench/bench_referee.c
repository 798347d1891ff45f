/* bench_referee.c: see bench_referee.h. Both are timed as the program runs them, one
 * method on one thread: guarantees_measure at the three speeds of `collide guarantees`,
 * and guarantees_heatmap_part of the part the window computes around the player on a big
 * map (heat_cache.c), at the window's default speed. CPU time, medians. */
#include "cmd/bench/bench_referee.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/guarantees.h"
#include "core/world_config.h"
#include "app/features/heat_map/heat_cache.h"
#include "cmd/bench/bench_sets.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define GUARANTEE_BENCH_MOVES 10000 /* moves per speed and timing (the command's default: 100,000) */
#define GUARANTEE_MOVES_DEFAULT 100000.0
#define HEAT_REPEATS 3 /* a part takes a tenth of a second or more: fewer timings than the others */

/* Moves a second of method r over the maps, the three speeds in turn. */
static double guarantee_rate(int r, const Map *maps, int count)
{
    long moves = 0;
    double t0 = bench_cpu_now();
    for (int s = 0; s < GUARANTEE_SPEED_COUNT; s++)
        moves += guarantees_measure(resolver_info(r), maps, count, GUARANTEE_SPEEDS_TILES[s], GUARANTEE_BENCH_MOVES, 1)
                     .moves;
    return (double)moves / (bench_cpu_now() - t0);
}

static void guarantee_rows(Bench *b, const char *maps_dir)
{
    static Map maps[BENCH_MAPS_MAX];
    int count = bench_load_maps(maps_dir, maps, BENCH_MAPS_MAX);
    bench_section(b, "guarantees", "collide guarantees, one thread: method       moves/s   s for the default run");
    double total = 0.0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double rates[BENCH_REPEATS_FULL];
        for (int rep = 0; rep < BENCH_REPEATS; rep++) rates[rep] = guarantee_rate(r, maps, count);
        double rate = bench_median(rates, BENCH_REPEATS);
        double secs = GUARANTEE_MOVES_DEFAULT * GUARANTEE_SPEED_COUNT / rate; /* its share of the default run */
        total += secs;
        char line[256], json[256];
        snprintf(line, sizeof line, "%-38s %12.0f %10.2f", resolver_info(r)->name, rate, secs);
        snprintf(json, sizeof json, "\"resolver\":\"%s\",\"maps\":%d,\"moves_per_s\":%.0f,\"default_run_s\":%.3f",
                 resolver_info(r)->name, count, rate, secs);
        bench_row_judged(b, line, json, TARGET_GUARANTEES, rate);
    }
    char line[256], json[128];
    snprintf(line, sizeof line, "%-38s %12s %10.2f", "every method (the default run, one thread)", "", total);
    snprintf(json, sizeof json, "\"resolver\":\"all\",\"default_run_s\":%.3f", total);
    bench_row(b, line, json);
    bench_section_end(b);
    for (int i = 0; i < count; i++) map_free(&maps[i]);
}

static void heat_rows(Bench *b)
{
    Map big = {0};
    Heatmap heat = {0};
    if (!bench_far_corner_map(&big, MAP_MAX_W)) return;
    float speed = world_speed_at(SPEED_LEVEL_DEFAULT);
    int x = big.w - 1 - HEAT_PART_CELLS, y = big.h - 1 - HEAT_PART_CELLS;
    char header[160];
    snprintf(header, sizeof header, "failure heat map, %dx%d cells of a %dx%d map, %g px/tick: method      ms",
             HEAT_PART_CELLS, HEAT_PART_CELLS, big.w, big.h, (double)speed);
    bench_section(b, "heatmap", header);
    int repeats = b->quick ? 1 : HEAT_REPEATS;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double ms[HEAT_REPEATS];
        for (int rep = 0; rep < repeats; rep++) {
            double t0 = bench_cpu_now();
            guarantees_heatmap_part(&heat, resolver_info(r), &big, speed, HEAT_SEED, x, y, HEAT_PART_CELLS,
                                    HEAT_PART_CELLS);
            ms[rep] = (bench_cpu_now() - t0) * 1e3;
        }
        double median = bench_median(ms, repeats);
        char line[256], json[256];
        snprintf(line, sizeof line, "%-70s %7.1f", resolver_info(r)->name, median);
        snprintf(json, sizeof json, "\"cells\":%d,\"map_cells\":%d,\"px_per_tick\":%g,\"method\":\"%s\",\"ms\":%.3f",
                 HEAT_PART_CELLS * HEAT_PART_CELLS, big.w * big.h, (double)speed, resolver_info(r)->name, median);
        bench_row_judged(b, line, json, TARGET_HEATMAP, median);
    }
    bench_section_end(b);
    heatmap_free(&heat);
    map_free(&big);
}

void bench_referee(Bench *b, const char *maps_dir)
{
    guarantee_rows(b, maps_dir);
    heat_rows(b);
}
