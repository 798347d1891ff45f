/* crowd_grid.h (internal to the crowd): the broadphase's grid (crowd_grid.c). */
#ifndef COLLIDE_CROWD_GRID_H
#define COLLIDE_CROWD_GRID_H

#include "core/crowd.h"

/// Where the entities are: the grid's extent, recomputed after positions changed
/// outside a step (a load, crowd_set).
void crowd_bounds(Crowd *c);
/// Sort the entities into cells of at least `cell` pixels, row by row (the arrays
/// themselves move). Afterwards slot range [cell_start[k], cell_start[k + 1]) holds
/// cell k and slot_cell[s] is slot s's cell.
void crowd_grid_build(Crowd *c, float cell);

#endif
