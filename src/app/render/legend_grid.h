/* legend_grid.h: how the ghost legend's smallest form sets out the methods in the
 * small font: how many a line, and one line or two for each, so every method's short
 * name is drawn beside its number. */
#ifndef COLLIDE_LEGEND_GRID_H
#define COLLIDE_LEGEND_GRID_H

#include "core/world.h"
#include "app/render/text.h"

typedef struct LegendGrid {
    int cols;  /* methods a line; 0: the names run on as words do, as many a line as fit */
    int lines; /* lines a method: 1 (name and flag or Δ), or 2 (the name, then the flag or Δ) */
    int rows;  /* lines of the small font in all */
} LegendGrid;

/// The compact legend's grid in a column `inner` px wide with room for `most` lines of
/// `small`: the fewest methods a line at which each cell holds its swatch, number, short
/// name and a short flag (THRU, WALL, Δ to the pixel) on one line and all of them fit, with
/// a line for the key; else two lines a method; else the name alone, with the key, then
/// without; else the names alone run on line after line (the flags left to the map's tags).
LegendGrid legend_grid(const Text *small, const World *w, int inner, int most);
/// The names run on in a box `width` wide: each method's "N name" (N* for the active
/// one) at x[r] (from the box's left) on line row[r]. Returns how many lines.
int legend_grid_flow(const Text *text, const World *w, int width, int x[METHOD_MAX], int row[METHOD_MAX]);
/// Method r's entry in the run-on names.
void legend_grid_entry(const World *w, int r, char out[32]);
/// The widest "7* dir-flag" of the methods, in `text`: what a cell's first line needs.
int legend_grid_name_width(const Text *text, const World *w);

#endif
