/* crowd_broadphase.h (internal to the crowd): the pass over the pairs of one tick
 * (crowd_broadphase.c). */
#ifndef COLLIDE_CROWD_BROADPHASE_H
#define COLLIDE_CROWD_BROADPHASE_H

#include <stdbool.h>

#include "core/crowd.h"

/// Find every pair closer than the contact range (or the avoidance range when `avoid`)
/// with the crowd's broadphase and add its effects into the per-slot sums.
void crowd_pairs(Crowd *c, bool avoid);

#endif
