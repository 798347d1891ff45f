/* bench_timer.h: how a benchmark times: the wall clock, and the median of
 * BENCH_REPEATS timings so one slow run does not move a figure. */
#ifndef COLLIDE_BENCH_TIMER_H
#define COLLIDE_BENCH_TIMER_H

#define BENCH_REPEATS 7 /* timings per figure; the median is reported */

/// Monotonic time in seconds.
double bench_now(void);
/// The median of n values (reorders them).
double bench_median(double *v, int n);

#endif
