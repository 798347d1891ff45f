/* crowd_baseline.h: the bench's own reference crowd without avoidance, the plain scalar
 * way to do it: structure of arrays, a uniform grid rebuilt each tick by a counting sort
 * of indices, each pair once over the half stencil, an elastic impulse and a push apart,
 * steering towards the target. The crowd's figures are stated as a ratio against it,
 * measured in the same run (docs/benchmarks.md). */
#ifndef COLLIDE_CROWD_BASELINE_H
#define COLLIDE_CROWD_BASELINE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/crowd.h"

typedef struct CrowdBaseline {
    int n;
    float *x, *y, *vx, *vy, *r, *tx, *ty;
    uint32_t *order, *cell_of, *start;
    int cell_cap, gw, gh;
} CrowdBaseline;

/// A copy of `crowd`'s circles (places, velocities, radii, targets). False if out of memory.
bool crowd_baseline_init(CrowdBaseline *b, const Crowd *crowd);
void crowd_baseline_free(CrowdBaseline *b);
/// One tick: grid, pairs, steering and motion.
void crowd_baseline_step(CrowdBaseline *b);

#endif
