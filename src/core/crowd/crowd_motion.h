/* crowd_motion.h (internal to the crowd): the per-entity half of a tick, after the
 * pairs have been summed (crowd_motion.c). */
#ifndef COLLIDE_CROWD_MOTION_H
#define COLLIDE_CROWD_MOTION_H

#include "core/crowd.h"

/// Steer towards the targets, apply the sums, move, and count red and arrived.
void crowd_motion(Crowd *c);
/// The same, one entity at a time in the plain order of the steps (for tests: the same
/// bits as crowd_motion on one thread or many).
void crowd_motion_plain(Crowd *c);
/// Apply only the bounce and separation sums (crowd_collide), no steering or motion.
void crowd_apply_contacts(Crowd *c);

#endif
