/* bench_crowd_million.c: a million circles without avoidance, walking into the circle
 * (docs/benchmarks.md): on one thread against the memory bound measured on this machine,
 * on two threads against one, and where a step's time goes, phase by phase.
 *
 * The bound is the bytes a step reads and writes per circle (STEP_PASSES: the arrays
 * each pass walks, as the step is written) over the machine's streaming bandwidth on
 * one thread (bench_bandwidth.h), both in CPU time, so other work on the machine moves
 * them little. Left out of the bytes: the sums of the few circles that touch and the
 * lists of those that changed cells (a few in a hundred), which makes the bound a little
 * low and the ratio a little high. The crowd on two threads and on one step the same
 * ticks side by side, a timing of each in turn, with a sample of the bandwidth between:
 * the wall time of each is the median of their timings, and the speed-up and the ratio
 * to the bound are the medians of each turn's own (bench_median_ratio). */
#include "cmd/bench/bench_crowd_million.h"

#include <stdio.h>

#include "core/crowd.h"
#include "cmd/bench/bench_bandwidth.h"
#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

#define MILLION 1000000
#define MILLION_STEPS 6 /* steps a timing */
#define MILLION_THREADS 2

/* What a step reads and writes per circle, pass by pass (avoidance off). A pass done
 * every `every` ticks counts that share: the storage's resort and the sort's own first
 * pass after it, every 16 ticks (crowd_broadphase.c). */
static const struct {
    double read, written;
    int every;
} STEP_PASSES[] = {
    {28, 28, 1},           /* merge: the last order, slot cells, the kept entries, x y r; those, the cells, order, copies */
    {16, 0, 1},            /* pairs: the copies and the cells */
    {29, 21, 1},           /* motion: x y vx vy tx ty, flags, slot cells; x y vx vy, flags, slot cells */
    {4 + 12 + 33, 41, 16}, /* resort: the order, where each goes (thrice), the nine arrays; those, the order */
    {16, 4, 16},           /* the sort's first pass: the order, x y, the cells; the slot cells */
};

static double step_bytes(void)
{
    double bytes = 0.0;
    for (size_t k = 0; k < sizeof STEP_PASSES / sizeof STEP_PASSES[0]; k++)
        bytes += (STEP_PASSES[k].read + STEP_PASSES[k].written) / STEP_PASSES[k].every;
    return bytes;
}

/* Each phase's wall time, told by the step (Crowd.phase_mark). */
typedef struct PhaseClock {
    double last, s[CROWD_PHASE_COUNT];
} PhaseClock;

static void phase_mark(void *ctx, CrowdPhase phase)
{
    PhaseClock *k = ctx;
    double t = bench_now();
    k->s[phase] += t - k->last;
    k->last = t;
}

static const char *const PHASE_NAMES[CROWD_PHASE_COUNT] = {
    "setup", "resort", "sort's own pass", "split", "merge", "table", "pairs", "dots", "motion", "end"};
static const bool PHASE_SERIAL[CROWD_PHASE_COUNT] = {
    [CROWD_PHASE_SETUP] = true, [CROWD_PHASE_SPLIT] = true, [CROWD_PHASE_DOTS] = true, [CROWD_PHASE_END] = true};

typedef struct Timed {
    Crowd crowd;
    PhaseClock clock;
    double wall[BENCH_REPEATS_FULL], cpu[BENCH_REPEATS_FULL]; /* ns per circle-step */
} Timed;

static bool start(Timed *t, int threads)
{
    if (!crowd_init(&t->crowd, 1)) return false;
    t->crowd.avoid = false;
    t->crowd.threads = threads;
    if (!crowd_load(&t->crowd, MILLION)) return false;
    crowd_arrange(&t->crowd, CROWD_CIRCLE);
    for (int i = 0; i < BENCH_CROWD_WARMUP_TICKS; i++) crowd_step(&t->crowd);
    t->crowd.phase_mark = phase_mark;
    t->crowd.phase_ctx = &t->clock;
    return true;
}

static void time_steps(Timed *t, int r)
{
    double w0 = bench_now(), c0 = bench_cpu_now();
    for (int i = 0; i < MILLION_STEPS; i++) {
        t->clock.last = bench_now();
        crowd_step(&t->crowd);
    }
    t->wall[r] = (bench_now() - w0) * 1e9 / (MILLION_STEPS * (double)MILLION);
    t->cpu[r] = (bench_cpu_now() - c0) * 1e9 / (MILLION_STEPS * (double)MILLION);
}

/* The phases, each one's ns per circle-step on one and on two threads and its share of
 * the two-thread step; returns the largest share of a phase on one thread alone. */
static double phase_rows(Bench *b, const Timed *one, const Timed *two)
{
    double total = 0.0, worst = 0.0, steps = (double)BENCH_REPEATS * MILLION_STEPS * MILLION;
    for (int p = 0; p < CROWD_PHASE_COUNT; p++) total += two->clock.s[p];
    for (int p = 0; p < CROWD_PHASE_COUNT; p++) {
        if (one->clock.s[p] <= 0.0 && two->clock.s[p] <= 0.0) continue;
        double share = two->clock.s[p] / total;
        if (PHASE_SERIAL[p] && share > worst) worst = share;
        char line[256], json[256];
        snprintf(line, sizeof line, "  %-16s %-11s %8.2f ns %8.2f ns %7.1f%%", PHASE_NAMES[p],
                 PHASE_SERIAL[p] ? "one thread" : "all", one->clock.s[p] * 1e9 / steps, two->clock.s[p] * 1e9 / steps,
                 100.0 * share);
        snprintf(json, sizeof json, "\"phase\":\"%s\",\"serial\":%s,\"one_ns\":%.3f,\"two_ns\":%.3f,\"share\":%.4f",
                 PHASE_NAMES[p], PHASE_SERIAL[p] ? "true" : "false", one->clock.s[p] * 1e9 / steps,
                 two->clock.s[p] * 1e9 / steps, share);
        bench_row(b, line, json);
    }
    return worst;
}

void bench_crowd_million(Bench *b)
{
    static Timed one, two;
    static BenchBandwidth bw;
    if (!start(&one, 1) || !start(&two, MILLION_THREADS) || !bench_bandwidth_start(&bw)) {
        crowd_free(&one.crowd);
        crowd_free(&two.crowd);
        return;
    }
    double gbs1[BENCH_REPEATS_FULL], gbs2[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        gbs1[r] = bench_bandwidth_sample(&bw, 1);
        gbs2[r] = bench_bandwidth_sample(&bw, MILLION_THREADS);
        time_steps(&one, r);
        time_steps(&two, r);
    }
    /* The ratios first, pass by pass (the medians below sort their arrays). */
    double bytes = step_bytes(), bounds[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) bounds[r] = bytes / gbs1[r];
    double over_bound = bench_median_ratio(one.cpu, bounds, BENCH_REPEATS);
    double speedup = bench_median_ratio(one.wall, two.wall, BENCH_REPEATS);
    double bw1 = bench_median(gbs1, BENCH_REPEATS), bw2 = bench_median(gbs2, BENCH_REPEATS);
    double cpu1 = bench_median(one.cpu, BENCH_REPEATS), wall1 = bench_median(one.wall, BENCH_REPEATS);
    double wall2 = bench_median(two.wall, BENCH_REPEATS), bound = bytes / bw1, held = (double)crowd_bytes(&one.crowd);

    bench_section(b, "crowd_million", "a million circles, avoidance off (ns per circle-step):");
    char line[512], json[512], more[96], more_json[96];
    bench_judge_more(TARGET_CROWD_BYTES, held / MILLION, "memory", more, sizeof more, more_json, sizeof more_json);
    snprintf(line, sizeof line,
             "  one thread %.2f (CPU); bound %.2f: %.0f B at %.1f GB/s (two threads %.1f GB/s): x%.2f of the bound;"
             " %.0f B a circle%s",
             cpu1, bound, bytes, bw1, bw2, over_bound, held / MILLION, more);
    snprintf(json, sizeof json,
             "\"count\":%d,\"ns_per_circle\":%.3f,\"bytes_per_step\":%.1f,\"gbs_one\":%.2f,\"gbs_two\":%.2f,"
             "\"bound_ns\":%.3f,\"over_bound\":%.3f,\"bytes_per_circle\":%.1f%s",
             MILLION, cpu1, bytes, bw1, bw2, bound, over_bound, held / MILLION, more_json);
    bench_row_judged(b, line, json, TARGET_CROWD_BOUND, over_bound);
    snprintf(line, sizeof line, "  wall: one thread %.2f, two threads %.2f: x%.2f", wall1, wall2, speedup);
    snprintf(json, sizeof json, "\"one_wall_ns\":%.3f,\"two_wall_ns\":%.3f,\"speedup\":%.3f", wall1, wall2,
             speedup);
    bench_row_judged(b, line, json, TARGET_CROWD_THREADS, speedup);
    bench_section_end(b);

    bench_section(b, "crowd_phases", "  phase            runs on     1 thread  2 threads  share of 2");
    double worst = phase_rows(b, &one, &two);
    snprintf(line, sizeof line, "  the longest phase on one thread: %.1f%% of the two-thread step", 100.0 * worst);
    snprintf(json, sizeof json, "\"serial_share\":%.4f", worst);
    bench_row_judged(b, line, json, TARGET_CROWD_SERIAL, 100.0 * worst);
    bench_section_end(b);
    bench_bandwidth_end(&bw);
    crowd_free(&one.crowd);
    crowd_free(&two.crowd);
}
