/* crowd.h: the second mode (seed 003_b8511c962d636339.txt): circles that walk to
 * targets, avoid each other and bounce. Placeholder until the crowd lands: it holds
 * no entities and steps nothing. */
#ifndef COLLIDE_CROWD_H
#define COLLIDE_CROWD_H

#include <stdbool.h>
#include <stdint.h>

typedef struct Crowd {
    int count;        /* entities loaded (0 until a key loads them) */
    uint64_t seed;
} Crowd;

/// Prepare an empty crowd with its own seeded generator.
bool crowd_init(Crowd *crowd, uint64_t seed);
/// Release what the crowd owns.
void crowd_free(Crowd *crowd);
/// Apply the ACT_CROWD_* actions pressed this tick.
void crowd_apply(Crowd *crowd, uint32_t actions);
/// Advance one tick.
void crowd_step(Crowd *crowd);
/// Fold the crowd's state into a hash.
uint64_t crowd_hash(const Crowd *crowd, uint64_t h);
/// Is the crowd mode implemented in this build?
bool crowd_available(void);

#endif
