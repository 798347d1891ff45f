/* grid_region.h: the grid of Space 9 grid collision: walls only on cell edges,
 * and the regions a, b and c that a doubled, rounded coordinate falls in. */
#ifndef COLLIDE_GRID_REGION_H
#define COLLIDE_GRID_REGION_H

#include <stdbool.h>

#include "core/map.h"

#define GRID_BAND_CELLS 0.25f /* the forbidden band on each side of a possible wall, cells */

/// What a point's doubled, rounded coordinates say about the walls near it.
typedef enum GridRegion {
    GRID_REGION_A = 1, /* both odd: inside a cell, no wall can be near */
    GRID_REGION_B_V,   /* x even, y odd: on a vertical line, one possible wall */
    GRID_REGION_B_H,   /* y even, x odd: on a horizontal line, one possible wall */
    GRID_REGION_C,     /* both even: at a crossing, four possible walls */
} GridRegion;

/// round(2 v / tile) with JavaScript's Math.round (halves round up): the seed's `*_2x`.
int grid_round2(const Map *map, float v);
/// The region of a point whose doubled, rounded coordinates are (x2, y2).
GridRegion grid_region_of(int x2, int y2);
/// The seed's walls_v[j][i]: is the vertical edge x = i, rows j..j+1 (cells) a wall?
/// Yes if cell (i-1, j) has its Right side or cell (i, j) its Left side solid.
bool grid_wall_v(const Map *map, int i, int j);
/// The seed's walls_h[j][i]: is the horizontal edge y = j, columns i..i+1 a wall?
/// Yes if cell (i, j-1) has its Down side or cell (i, j) its Up side solid.
bool grid_wall_h(const Map *map, int i, int j);

#endif
