/* crowd_sort.h (internal to the crowd): the sort of the broadphase's entries
 * (crowd_sort.c), for crowd_grid.c. */
#ifndef COLLIDE_CROWD_SORT_H
#define COLLIDE_CROWD_SORT_H

#include <stdint.h>

/// The sort's entries (cell key << 32 | slot: all different) put in ascending order, for
/// entries nearly in order already (the last tick's order); tmp holds n entries of
/// scratch. The result is the one sorted order, whichever way it was reached.
void crowd_sort_entries(uint64_t *v, uint32_t n, uint64_t *tmp);

/* A moved entry's class, in its top two bits while it waits in a list: where it went from
 * its last cell. Listed in the last order, the entries of one class are nearly in order
 * among themselves (all moved by about the same amount), which the entries of all four
 * together are not: those that changed rows sit a row's worth of entries away from their
 * places. The class only makes the sort quicker; it never changes the result. */
#define CROWD_CLASS_SHIFT 62
#define CROWD_CLASS_MASK (3ull << CROWD_CLASS_SHIFT)

/// The entry of a circle now in cell `cell`, which was in cell `was` of a grid whose
/// rows are `stride` cells apart, in storage slot `slot`, tagged with its class.
static inline uint64_t crowd_moved_entry(uint32_t cell, uint32_t was, uint32_t slot, uint32_t stride)
{
    int64_t delta = (int64_t)cell - (int64_t)was, half = stride / 2, row = stride;
    uint64_t cls = delta > -half && delta < half           ? 0u /* along its row */
                   : delta >= row - half && delta < row + half ? 1u /* a row down */
                   : delta > -row - half && delta <= half - row ? 2u /* a row up */
                                                               : 3u; /* further */
    return cls << CROWD_CLASS_SHIFT | (uint64_t)cell << 32 | slot;
}

/// The n tagged entries of v (crowd_moved_entry) put in ascending order without their
/// tags, through tmp (2n entries of scratch).
void crowd_sort_moved(uint64_t *v, uint32_t n, uint64_t *tmp);

#endif
