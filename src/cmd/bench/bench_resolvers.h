/* bench_resolvers.h: nanoseconds per move for each resolver on each map, and the
 * slowest absurd move on the largest map. */
#ifndef COLLIDE_BENCH_RESOLVERS_H
#define COLLIDE_BENCH_RESOLVERS_H

#include "cmd/bench/bench_report.h"

/// The resolvers, big-map, big-map-cold, big-map-corner and hostile sections over the *.map files of `maps_dir` (the
/// built-in map when none loads).
void bench_resolvers(Bench *b, const char *maps_dir);

#endif
