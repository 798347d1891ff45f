/* bench_big_map.h: a move anywhere on a big map against one on a small map (bench_big_map.c). */
#ifndef COLLIDE_BENCH_BIG_MAP_H
#define COLLIDE_BENCH_BIG_MAP_H

#include "core/map.h"
#include "cmd/bench/bench_report.h"

/// Each method's move anywhere on `big` (bench_far_corner_map's 4,096 x 4,096) and on
/// the same kind of map of 256 x 256 cells, the moves spread over the whole map, and the
/// ratio, judged by its target.
void bench_big_map(Bench *b, const Map *big);

#endif
