/* bench_resolvers.h: nanoseconds per move for each resolver on each map. */
#ifndef COLLIDE_BENCH_RESOLVERS_H
#define COLLIDE_BENCH_RESOLVERS_H

#include "cmd/bench/bench_report.h"

/// The resolvers section over the *.map files of `maps_dir` (the built-in map when none loads).
void bench_resolvers(Bench *b, const char *maps_dir);
/// A short move by the far corner of a 256 x 256 and of a 4,096 x 4,096 map: the same
/// cost, since a move reads only the cells it passes.
void bench_big_map(Bench *b);

#endif
