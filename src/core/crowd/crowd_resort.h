/* crowd_resort.h (internal to the crowd): the storage put in the sorted order now and
 * then (crowd_resort.c), so that the broadphase's gathers in sorted order read memory
 * nearly in sequence (crowd_grid.c). */
#ifndef COLLIDE_CROWD_RESORT_H
#define COLLIDE_CROWD_RESORT_H

#include "core/crowd.h"

/// Put the entity arrays in the order of the last sort (which then reads 0, 1, 2, ...),
/// on `threads` threads. The id -> slot table is to be rebuilt.
void crowd_resort(Crowd *c, int threads);

#endif
