/* bench_crowd.h: the crowd's step cost by size, broadphase and avoidance. */
#ifndef COLLIDE_BENCH_CROWD_H
#define COLLIDE_BENCH_CROWD_H

#include "cmd/bench/bench_report.h"

#define BENCH_CROWD_WARMUP_TICKS 60 /* let the crowd start walking before timing */

/// The crowd and crowd_speedup sections.
void bench_crowd(Bench *b);

#endif
