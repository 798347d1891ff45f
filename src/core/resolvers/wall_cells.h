/* wall_cells.h: what the side test of seed 002_6f83f069276dca93.txt reads of a cell's
 * neighbours: is a cell solid, and is the edge between two cells walled from either or
 * both sides. Shared by the sweep over cells (wall_side.c) and the one over lines
 * (wall_lines.c), which must build the very same sides. */
#ifndef COLLIDE_WALL_CELLS_H
#define COLLIDE_WALL_CELLS_H

#include <stdbool.h>

#include "core/map.h"

static inline bool wall_cell_solid(const Map *map, int i, int j)
{
    return map_cell(map, i, j) == SIDE_ALL;
}

/* The vertical edge x = i*T of row j: between cell (i-1, j) and cell (i, j). */
static inline bool wall_vertical_edge_any(const Map *map, int i, int j)
{
    return (map_cell(map, i - 1, j) & SIDE_RIGHT) || (map_cell(map, i, j) & SIDE_LEFT);
}

static inline bool wall_vertical_edge_both(const Map *map, int i, int j)
{
    return (map_cell(map, i - 1, j) & SIDE_RIGHT) && (map_cell(map, i, j) & SIDE_LEFT);
}

/* The horizontal edge y = j*T of column i: between cell (i, j-1) and cell (i, j). */
static inline bool wall_horizontal_edge_any(const Map *map, int i, int j)
{
    return (map_cell(map, i, j - 1) & SIDE_DOWN) || (map_cell(map, i, j) & SIDE_UP);
}

static inline bool wall_horizontal_edge_both(const Map *map, int i, int j)
{
    return (map_cell(map, i, j - 1) & SIDE_DOWN) && (map_cell(map, i, j) & SIDE_UP);
}

#endif
