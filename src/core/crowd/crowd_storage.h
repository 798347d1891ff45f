/* crowd_storage.h (internal to the crowd): making room for the entity arrays, and the
 * id -> storage slot table (crowd_storage.c). */
#ifndef COLLIDE_CROWD_STORAGE_H
#define COLLIDE_CROWD_STORAGE_H

#include "core/crowd.h"

/// Make room for `count` entities and a scratch table (`cell_start`) of at least `cells`
/// entries, allocating only when either grows. False if memory runs out (the crowd
/// keeps what it had).
bool crowd_reserve(Crowd *c, int count, int cells);
/// The id -> storage slot table, rebuilt if the grid has moved the entities since.
const uint32_t *crowd_slots(Crowd *c);

#endif
