/* crowd_grid.h (internal to the crowd): the broadphase's sort (crowd_grid.c). */
#ifndef COLLIDE_CROWD_GRID_H
#define COLLIDE_CROWD_GRID_H

#include <stdbool.h>
#include <stdint.h>

#include "core/crowd.h"

#define GRID_EXACT_MAX (1 << 24) /* columns and rows below this are exact in float */

/// Where the entities are: the grid's extent, recomputed after positions changed
/// outside a step (a load, crowd_set).
void crowd_bounds(Crowd *c);
/// Sort the entities by the square cell of at least `cell` pixels they are in, row by
/// row (cell key = row * (grid_w + 2) + column + 1), then by storage slot. Afterwards
/// sorted position i is storage slot order[i] in cell key[i] (the keys of the padding
/// after the last position are above every cell); back.x, back.y and back.r hold the
/// positions and radii in sorted order, and back.vx, back.vy the velocities when
/// `velocities`. With `resort`, the entity arrays themselves are first put in the last
/// sorted order, to keep the storage close to it.
void crowd_grid_build(Crowd *c, float cell, bool velocities, bool resort);
/// After crowd_grid_build: cell_start[k] = the first sorted position in cell k or a
/// later one, for every cell and three past the last; false (and no table) when the
/// scratch is too small for that many cells.
bool crowd_grid_table(Crowd *c);
/// The first sorted position in row `row` or a later one (count past the last).
uint32_t crowd_grid_row_start(const Crowd *c, int row);

/// After crowd_grid_build: the first sorted position from p on in a cell from `first`
/// on (the keys are sorted, and the padding after the last is above every cell).
/// Scalar on purpose: each position's search starts where the last one ended, a chain
/// from one position to the next, and four compares added up are a shorter link in it
/// than a vector compare and its mask.
static inline uint32_t grid_skip_to(const uint32_t *key, uint32_t p, uint32_t first)
{
    uint32_t k;
    do {
        k = (uint32_t)(key[p] < first) + (uint32_t)(key[p + 1] < first) + (uint32_t)(key[p + 2] < first) +
            (uint32_t)(key[p + 3] < first);
        p += k;
    } while (k == 4u);
    return p;
}

/// Each storage slot's cell in the last grid, by slot: the sort leaves the cell it sorted
/// by, and the motion the cell the entity ended up in, with GRID_MOVED set where that is
/// not the one it was sorted by. The entries of those it lists too (Crowd.moved), so
/// that the next sort, if its grid is the same, takes the others as they are and merges
/// the lists in (Crowd.cells_ok says it may). The memory is back.id: only the storage's
/// resort fills it, with ids it swaps away at once, and the sort after a resort works
/// the cells out again.
static inline uint32_t *crowd_slot_cells(Crowd *c)
{
    return c->back.id;
}

#define GRID_MOVED (1u << 31) /* on a slot's cell: not the cell of its place in the order */

/// The moved lists of the slots [first, ...) (or of the positions, in the sort's own
/// pass) live in the sums' memory from entry 6 * first on: six entries a slot, so a part
/// of the motion that lists its entries behind its reading of the sums never writes over
/// sums still to be read, and has room for the list and twice its size of scratch.
#define GRID_MOVED_ROOM 6
_Static_assert(sizeof(CrowdAcc) == GRID_MOVED_ROOM * sizeof(uint64_t), "six entries in a slot's sums");

static inline uint64_t *crowd_moved_region(Crowd *c, uint32_t first)
{
    return (uint64_t *)(void *)c->acc + (size_t)GRID_MOVED_ROOM * first;
}

/// The merge of the sort (crowd_merge.c): the kept entries (those of the last order whose
/// slot cell has no GRID_MOVED) and the moved lists, into the new order and the copies
/// the pairs read, on `threads` threads.
void crowd_grid_merge(Crowd *c, int threads, bool velocities);

#endif
