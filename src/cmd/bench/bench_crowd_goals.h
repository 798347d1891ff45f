/* bench_crowd_goals.h: the crowd's figures that have a target: the ratio to the scalar
 * grid baseline, a million circles, and avoidance against RVO2 (docs/benchmarks.md). */
#ifndef COLLIDE_BENCH_CROWD_GOALS_H
#define COLLIDE_BENCH_CROWD_GOALS_H

#include "cmd/bench/bench_report.h"

/// The crowd_baseline, crowd_million and crowd_avoid sections; `threads` for the
/// threaded figure beside the one-thread ones.
void bench_crowd_goals(Bench *b, int threads);

#endif
