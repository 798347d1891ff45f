/* bench_crowd.c: the crowd's cost (the circles of Accidents Do Happen): milliseconds per step and
 * nanoseconds per circle per step at 32, 1,000, 10,000 and 100,000 circles, grid
 * against naive broadphase (naive up to 10,000), avoidance on and off. The crowd walks
 * into the circle formation from its loaded places, its density the arena's
 * (crowd_arena_size), as in the window. Its frame cost is bench_render.c's. */
#include "cmd/bench/bench_crowd.h"

#include <stdio.h>

#include "core/crowd.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define NAIVE_MAX_COUNT 10000 /* beyond this the naive broadphase takes minutes */

static const int COUNTS[] = {32, 1000, 10000, 100000};
#define COUNT_N ((int)(sizeof COUNTS / sizeof *COUNTS))

/* Steps per timing: enough that one timing lasts well over a millisecond. */
static int steps_for(int count, CrowdBroadphase phase)
{
    if (phase == CROWD_NAIVE) return count >= 10000 ? 2 : count >= 1000 ? 20 : 400;
    return count >= 100000 ? 6 : count >= 10000 ? 30 : count >= 1000 ? 200 : 2000;
}

static bool time_crowd(int count, CrowdBroadphase phase, bool avoid, double *ms)
{
    static Crowd crowd;
    if (!crowd_init(&crowd, 1)) return false;
    crowd.avoid = avoid;
    crowd.broadphase = CROWD_GRID; /* the walk before the timing: naive gives the same steps, slower */
    crowd.threads = 1;
    if (!crowd_load(&crowd, count)) {
        crowd_free(&crowd);
        return false;
    }
    crowd_arrange(&crowd, CROWD_CIRCLE);
    for (int i = 0; i < BENCH_CROWD_WARMUP_TICKS; i++) crowd_step(&crowd);
    crowd.broadphase = phase;
    int steps = steps_for(count, phase);
    double samples[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_now();
        for (int i = 0; i < steps; i++) crowd_step(&crowd);
        samples[r] = (bench_now() - t0) * 1000.0 / steps;
    }
    crowd_free(&crowd);
    *ms = bench_median(samples, BENCH_REPEATS);
    return true;
}

/* The target a crowd row is judged by (TARGET_COUNT: none). Avoidance is also timed on
 * RVO2's scenario, in bench_crowd_goals.c, with no target. */
static BenchTargetId crowd_target(int count, bool naive, bool avoid)
{
    if (naive) return TARGET_COUNT;
    if (count == 100000) return avoid ? TARGET_CROWD_ON : TARGET_CROWD_OFF;
    return TARGET_COUNT;
}

static void crowd_row(Bench *b, const char *line, const char *json, BenchTargetId id, double figure)
{
    if (id < TARGET_COUNT) bench_row_judged(b, line, json, id, figure);
    else bench_row(b, line, json);
}

void bench_crowd(Bench *b)
{
    bench_section(b, "crowd", "crowd step: circles  broadphase  avoidance    ms/step  ns/circle/step");
    double grid_ms[2][COUNT_N] = {{0}}, naive_ms[2][COUNT_N] = {{0}};
    for (int c = 0; c < COUNT_N; c++) {
        for (int avoid = 0; avoid <= 1; avoid++) {
            for (int p = 0; p <= 1; p++) {
                CrowdBroadphase phase = p ? CROWD_NAIVE : CROWD_GRID;
                if (phase == CROWD_NAIVE && COUNTS[c] > NAIVE_MAX_COUNT) continue;
                double ms;
                if (!time_crowd(COUNTS[c], phase, avoid, &ms)) continue;
                (p ? naive_ms : grid_ms)[avoid][c] = ms;
                double ns = ms * 1e6 / COUNTS[c];
                char line[256], json[256];
                snprintf(line, sizeof line, "%19d  %-10s  %-9s %10.3f %15.1f", COUNTS[c], p ? "naive" : "grid",
                         avoid ? "on" : "off", ms, ns);
                snprintf(json, sizeof json,
                         "\"count\":%d,\"broadphase\":\"%s\",\"avoid\":\"%s\",\"ms_per_step\":%.4f,"
                         "\"ns_per_circle\":%.2f",
                         COUNTS[c], p ? "naive" : "grid", avoid ? "on" : "off", ms, ns);
                crowd_row(b, line, json, crowd_target(COUNTS[c], p, avoid), ns);
            }
        }
    }
    bench_section_end(b);
    /* The lesson of the Q key, as one number per setting. */
    bench_section(b, "crowd_speedup", "grid speed-up: circles  avoidance  naive/grid");
    for (int c = 0; c < COUNT_N; c++) {
        for (int avoid = 0; avoid <= 1; avoid++) {
            if (naive_ms[avoid][c] <= 0.0 || grid_ms[avoid][c] <= 0.0) continue;
            double x = naive_ms[avoid][c] / grid_ms[avoid][c];
            char line[160], json[160];
            snprintf(line, sizeof line, "%22d  %-9s  %9.1fx", COUNTS[c], avoid ? "on" : "off", x);
            snprintf(json, sizeof json, "\"count\":%d,\"avoid\":\"%s\",\"naive_over_grid\":%.2f", COUNTS[c],
                     avoid ? "on" : "off", x);
            crowd_row(b, line, json, COUNTS[c] == 10000 ? TARGET_GRID_SPEEDUP : TARGET_COUNT, x);
        }
    }
    bench_section_end(b);
}
