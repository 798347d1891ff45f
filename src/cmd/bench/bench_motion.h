/* bench_motion.h: what the platformer's step costs beside top-down's (docs/motion.md),
 * for every method: the same keys, the same map, one method a tick. */
#ifndef COLLIDE_BENCH_MOTION_H
#define COLLIDE_BENCH_MOTION_H

#include "cmd/bench/bench_report.h"

/// Nanoseconds a tick of world_step for each method on the default map under top-down
/// and under the platformer (runs, jumps, falls and the ground's probe), and their ratio.
void bench_motion(Bench *b, const char *maps_dir);

#endif
