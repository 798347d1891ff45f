/* bench_crowd_million.h: a million circles against the memory bound and on two threads
 * (bench_crowd_million.c). */
#ifndef COLLIDE_BENCH_CROWD_MILLION_H
#define COLLIDE_BENCH_CROWD_MILLION_H

#include "cmd/bench/bench_report.h"

/// The crowd_million and crowd_phases sections, judged by their targets.
void bench_crowd_million(Bench *b);

#endif
