/* crowd_sort.h (internal to the crowd): the sort of the broadphase's entries
 * (crowd_sort.c), for crowd_grid.c. */
#ifndef COLLIDE_CROWD_SORT_H
#define COLLIDE_CROWD_SORT_H

#include <stdint.h>

/// The sort's entries (cell key << 32 | slot: all different) put in ascending order, for
/// entries nearly in order already (the last tick's order); tmp holds n entries of
/// scratch. The result is the one sorted order, whichever way it was reached.
void crowd_sort_entries(uint64_t *v, uint32_t n, uint64_t *tmp);

#endif
