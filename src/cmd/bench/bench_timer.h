/* bench_timer.h: how a benchmark times: the thread's CPU time (or the wall clock for
 * what a user waits for), and the median of BENCH_REPEATS timings so one slow run does
 * not move a figure. */
#ifndef COLLIDE_BENCH_TIMER_H
#define COLLIDE_BENCH_TIMER_H

#define BENCH_REPEATS_FULL 7  /* timings per figure; the median is reported */
#define BENCH_REPEATS_QUICK 3 /* with --quick */
extern int bench_repeats;     /* one of the two, for this run */
#define BENCH_REPEATS bench_repeats
/* Frames (ticks) per timing: n, or a third of it with --quick. */
#define BENCH_FRAMES(n) (bench_repeats == BENCH_REPEATS_FULL ? (n) : (n) / 3)

/// Monotonic (wall) time in seconds.
double bench_now(void);
/// The CPU time of the calling thread, in seconds: what a figure costs on one core,
/// whatever else shares the machine.
double bench_cpu_now(void);
/// The median of n values (reorders them).
double bench_median(double *v, int n);
/// The median of the n ratios num[i] / den[i], n at most BENCH_REPEATS_FULL (leaves both
/// in order): for timings taken in turn, each ratio is of two taken moments apart, so
/// what the machine's other work does over a run moves it less than a ratio of medians.
double bench_median_ratio(const double *num, const double *den, int n);

#endif
