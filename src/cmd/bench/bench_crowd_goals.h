/* bench_crowd_goals.h: the crowd's goal figures: the ratio to the scalar grid baseline, a
 * million circles, and the avoidance on RVO2's scenario (docs/benchmarks.md). */
#ifndef COLLIDE_BENCH_CROWD_GOALS_H
#define COLLIDE_BENCH_CROWD_GOALS_H

#include "cmd/bench/bench_report.h"

/// The crowd_baseline, crowd_million and crowd_avoid sections; `threads` for the
/// threaded figure beside the one-thread ones.
void bench_crowd_goals(Bench *b, int threads);

#endif
