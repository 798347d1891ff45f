/* crowd_fixed.h (internal to the crowd, Accidents Do Happen): the per-tick
 * sums of the pair effects, in fixed point.
 *
 * Why fixed point: the seed sums, for each circle, the bounces from all the others
 * ("return the new vector to change after all collisions have been detected"). Float
 * addition is not associative, so such a sum depends on the order the pairs are met in,
 * and the grid and the naive broadphase meet them in different orders. Integer addition
 * is associative: each pair's effect is rounded once to 2^-24 pixel, and the sum is the
 * same bits in any order. */
#ifndef COLLIDE_CROWD_FIXED_H
#define COLLIDE_CROWD_FIXED_H

#include <string.h>

#include "core/crowd.h"

#define CROWD_FIXED_LIMIT_PX 1.0e9f /* far beyond any real effect; keeps the cast defined */

/* Float -> fixed point, truncating toward zero (the same rounding for a and for b). */
static inline int64_t crowd_fix(float v)
{
    if (v > CROWD_FIXED_LIMIT_PX) v = CROWD_FIXED_LIMIT_PX;
    if (v < -CROWD_FIXED_LIMIT_PX) v = -CROWD_FIXED_LIMIT_PX;
    return (int64_t)(v * CROWD_FIX_ONE);
}

static inline float crowd_unfix(int64_t q)
{
    return (float)q * (1.0f / CROWD_FIX_ONE);
}

/* The sums of slot s, zeroed the first time a pair touches it this tick: clearing every
 * entity's sums each tick would cost more memory traffic than the pairs themselves. */
static inline CrowdAcc *crowd_acc(Crowd *c, uint32_t s)
{
    if (!(c->e.flags[s] & CROWD_TOUCHED)) {
        c->e.flags[s] |= CROWD_TOUCHED;
        memset(&c->acc[s], 0, sizeof c->acc[s]);
    }
    return &c->acc[s];
}

#endif
