/* crowd_internal.h: what the crowd's files share and nobody else needs (seed
 * 003_b8511c962d636339.txt): the pass over the pairs, the motion pass, and storage. */
#ifndef COLLIDE_CROWD_INTERNAL_H
#define COLLIDE_CROWD_INTERNAL_H

#include "core/crowd.h"

#define CROWD_CONTACT_RANGE_PX (2.0f * CROWD_RADIUS_MAX_PX) /* no two circles touch further apart */

/// Find every pair closer than the contact range (or the avoidance range when `avoid`)
/// with the crowd's broadphase and add its effects into the per-slot sums.
void crowd_pairs(Crowd *c, bool avoid);
/// Steer towards the targets, apply the sums, move, and count red and arrived.
void crowd_motion(Crowd *c);
/// Apply only the bounce and separation sums (crowd_collide), no steering or motion.
void crowd_apply_contacts(Crowd *c);
/// Recompute where the entities are (after positions changed outside a step).
void crowd_bounds(Crowd *c);
/// Make room for `count` entities (allocating only when the capacity grows).
bool crowd_reserve(Crowd *c, int count);
/// The id -> storage slot table, rebuilt if the grid has moved the entities since.
const uint32_t *crowd_slots(Crowd *c);
/// Jitter every target by a tiny amount from the generator, ids in order.
void crowd_jitter_targets(Crowd *c);

#endif
