/* bench_crowd_goals.c: the crowd's figures that have a target (docs/benchmarks.md), in
 * CPU time (all threads together) and, for the threads, wall time too; medians of
 * BENCH_REPEATS timings, the crowd and its yardstick interleaved so both see the same
 * load on the machine:
 *  - without avoidance at 100,000 circles, against the scalar grid of crowd_baseline.c;
 *  - a million circles against the memory bound and on two threads (bench_crowd_million.c);
 *  - with avoidance at 1,000 and 10,000 agents crossing the circle, the scenario of RVO2's
 *    Circle (docs/benchmarks.md compares the two; no stored figure judges it here). */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_crowd_goals.h"

#include <stdio.h>
#include <time.h>

#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_crowd_million.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/bench/crowd_baseline.h"
#include "core/crowd.h"

#define GOAL_BASELINE_RATIO 4.0   /* at least this many times faster than the baseline */

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A crowd walking into the circle, as bench_crowd.c times it. */
static bool start_crowd(Crowd *c, int count, bool avoid, int threads)
{
    if (!crowd_init(c, 1)) return false;
    c->avoid = avoid;
    c->threads = threads;
    if (!crowd_load(c, count)) {
        crowd_free(c);
        return false;
    }
    crowd_arrange(c, CROWD_CIRCLE);
    for (int i = 0; i < BENCH_CROWD_WARMUP_TICKS; i++) crowd_step(c);
    return true;
}

typedef struct Timing {
    double cpu_ns, wall_ns; /* per circle-step */
} Timing;

static void time_steps(Crowd *c, CrowdBaseline *base, int steps, Timing *out)
{
    double w0 = bench_now(), c0 = cpu_now();
    for (int i = 0; i < steps; i++) {
        if (c) crowd_step(c);
        else crowd_baseline_step(base);
    }
    double n = (double)steps * (c ? c->count : base->n);
    out->cpu_ns = (cpu_now() - c0) * 1e9 / n;
    out->wall_ns = (bench_now() - w0) * 1e9 / n;
}

static double median_of(Timing *t, int n, bool wall)
{
    double v[BENCH_REPEATS_FULL];
    for (int i = 0; i < n; i++) v[i] = wall ? t[i].wall_ns : t[i].cpu_ns;
    return bench_median(v, n);
}

static const char *verdict(bool met)
{
    return met ? "met" : "not met";
}

/* Without avoidance at 100,000: the baseline, one thread, `threads` threads. */
static void baseline_ratio(Bench *b, int threads)
{
    enum { COUNT = 100000, STEPS = 6 };
    static Crowd one, many;
    CrowdBaseline base;
    if (!start_crowd(&one, COUNT, false, 1)) return;
    if (!start_crowd(&many, COUNT, false, threads)) return;
    if (!crowd_baseline_init(&base, &one)) return;
    for (int i = 0; i < BENCH_CROWD_WARMUP_TICKS; i++) crowd_baseline_step(&base);
    Timing tb[BENCH_REPEATS_FULL], t1[BENCH_REPEATS_FULL], tn[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        time_steps(NULL, &base, STEPS, &tb[r]);
        time_steps(&one, NULL, STEPS, &t1[r]);
        time_steps(&many, NULL, STEPS, &tn[r]);
    }
    double nb = median_of(tb, BENCH_REPEATS, false), n1 = median_of(t1, BENCH_REPEATS, false);
    double nn = median_of(tn, BENCH_REPEATS, false), wn = median_of(tn, BENCH_REPEATS, true);
    double wb = median_of(tb, BENCH_REPEATS, true);
    char line[320], json[320];
    snprintf(
        line, sizeof line,
        "%9d  baseline %6.1f  ours %6.1f  x%.2f (target >= %.0fx: %s)  %d threads: %.1f cpu, %.1f wall, x%.2f wall",
        COUNT, nb, n1, nb / n1, GOAL_BASELINE_RATIO, verdict(nb / n1 >= GOAL_BASELINE_RATIO), threads, nn, wn, wb / wn);
    snprintf(json, sizeof json,
             "\"count\":%d,\"baseline_ns\":%.2f,\"ns_per_circle\":%.2f,\"ratio\":%.3f,\"target_ratio\":%.1f,"
             "\"met\":%s,\"threads\":%d,\"threads_cpu_ns\":%.2f,\"threads_wall_ns\":%.2f,\"baseline_wall_ns\":%.2f",
             COUNT, nb, n1, nb / n1, GOAL_BASELINE_RATIO, nb / n1 >= GOAL_BASELINE_RATIO ? "true" : "false", threads,
             nn, wn, wb);
    bench_row(b, line, json);
    bench_target_record(TARGET_CROWD_BASELINE, nb / n1);
    crowd_baseline_free(&base);
    crowd_free(&one);
    crowd_free(&many);
}

/* With avoidance, in a scenario like RVO2's Circle: the agents stand on the ring
 * (concentric rings when they do not fit on one), then B sends each to another place on
 * it, so all of them cross the circle at once
 * (RVO2 sends each to the antipode). Timed from B until all have arrived, or for
 * `cap` ticks; the median of `repeats` runs (at most CROSSING_REPEATS_MAX). */
#define CROSSING_REPEATS_MAX 3
static double crossing_ns(int count, int cap, int repeats)
{
    static Crowd c;
    double v[CROSSING_REPEATS_MAX];
    for (int r = 0; r < repeats; r++) {
        v[r] = 0.0;
        if (!crowd_init(&c, 1)) return 0.0;
        c.threads = 1;
        if (!crowd_load(&c, count)) return 0.0;
        crowd_arrange(&c, CROWD_CIRCLE);
        crowd_resize(&c, count); /* straight onto the ring */
        crowd_swap(&c);
        double agent_steps = 0.0, c0 = cpu_now();
        for (int t = 0; t < cap && (t < 2 || c.arrived < c.count); t++) {
            crowd_step(&c);
            agent_steps += c.count;
        }
        v[r] = (cpu_now() - c0) * 1e9 / agent_steps;
        crowd_free(&c);
    }
    return bench_median(v, repeats);
}

static void avoidance(Bench *b, int count, int cap, int repeats)
{
    double ns = crossing_ns(count, cap, repeats);
    if (ns <= 0.0) return;
    char line[320], json[320];
    snprintf(line, sizeof line, "%9d  %6.1f ns/agent-step", count, ns);
    snprintf(json, sizeof json, "\"count\":%d,\"ticks_at_most\":%d,\"ns_per_agent\":%.2f", count, cap, ns);
    bench_row(b, line, json);
}

void bench_crowd_goals(Bench *b, int threads)
{
    bench_section(b, "crowd_baseline",
                  "crowd without avoidance against the scalar grid baseline (CPU ns per circle-step, same run):");
    baseline_ratio(b, threads);
    bench_section_end(b);
    bench_crowd_million(b);
    bench_section(b, "crowd_avoid", "crowd with avoidance crossing the circle (CPU ns per agent-step, one thread):");
    avoidance(b, 1000, 4000, 3);  /* the whole crossing: about 1,700 ticks */
    avoidance(b, 10000, 6000, 1); /* about 5,800 ticks, several seconds: once */
    bench_section_end(b);
}
