/* bench_referee.h: what the referee's figures cost a user: `collide guarantees`' moves a
 * second for each method, and the window's failure heat map (F) of a 128 x 128 part of
 * the largest map. */
#ifndef COLLIDE_BENCH_REFEREE_H
#define COLLIDE_BENCH_REFEREE_H

#include "cmd/bench/bench_report.h"

/// The guarantees and heatmap sections; guarantees on the maps of `maps_dir`, as
/// `collide guarantees --maps` reads them.
void bench_referee(Bench *b, const char *maps_dir);

#endif
