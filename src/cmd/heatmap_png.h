/* heatmap_png.h: `collide guarantees --heatmap OUT.png`: the failure heat map drawn as
 * the window draws it (heat_view.h), headless, into a PNG written atomically. */
#ifndef COLLIDE_HEATMAP_PNG_H
#define COLLIDE_HEATMAP_PNG_H

#include <stdbool.h>

#include "core/map.h"
#include "core/method_set.h"

#define HEATMAP_PNG_CELL 24    /* pixels per cell in the picture */
#define HEATMAP_PNG_PAD 10     /* margin around the map, pixels */
#define HEATMAP_PNG_LEGEND 110 /* the legend's strip below the map (one method), pixels */

/// The picture's size for `map`: one method (resolver >= 0), or all `count` methods (-1)
/// as small multiples four a row, the legend in the place after the last.
void heatmap_png_size(const Map *map, int count, int resolver, int *w, int *h);
/// Draw method `resolver`'s heat map (-1: every method of `methods`) at `speed` px/tick
/// and write it to `path`. Prints the reason and returns false on failure (no file left
/// behind).
bool heatmap_png_write(const Map *map, const MethodSet *methods, int resolver, float speed, const char *path);

#endif
