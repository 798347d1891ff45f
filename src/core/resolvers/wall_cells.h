/* wall_cells.h: what the side test of the Handmade Hero collision notes reads of a cell's
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

/* The thin wall on cell (i, j)'s left edge (c is the cell), solid from both sides and with
 * no solid tile beside it, ends at the cell's top (`top`) or bottom without going on or
 * meeting another solid edge there: a box moving onto that end must find it capped. */
static inline bool wall_vertical_end(const Map *map, int i, int j, uint8_t c, bool top)
{
    return (c & SIDE_LEFT) && wall_vertical_edge_both(map, i, j) && !wall_cell_solid(map, i - 1, j) &&
           !wall_vertical_edge_any(map, i, top ? j - 1 : j + 1);
}

/* The same for the thin floor on cell (i, j)'s top edge, at its left end (`left`) or right. */
static inline bool wall_horizontal_end(const Map *map, int i, int j, uint8_t c, bool left)
{
    return (c & SIDE_UP) && wall_horizontal_edge_both(map, i, j) && !wall_cell_solid(map, i, j - 1) &&
           !wall_horizontal_edge_any(map, left ? i - 1 : i + 1, j);
}

#endif
