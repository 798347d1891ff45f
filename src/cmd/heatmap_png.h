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

#define HEATMAP_PNG_PART 128 /* cells a side at most: the window's F key covers as much (heat_cache.h) */

/// The cells a heat map covers, x..x+w-1 by y..y+h-1.
typedef struct HeatPart {
    int x, y, w, h;
} HeatPart;

/// The part of `map` to draw: `part` ("X,Y,W,H" cells, from --part) when given, else the
/// whole map up to HEATMAP_PNG_PART cells a side, else that many around the spawn (said
/// on stderr, with how to choose another). Prints the reason and returns false for a
/// part that is malformed, outside the map or larger than HEATMAP_PNG_PART a side.
bool heatmap_png_part(const Map *map, const char *part, HeatPart *out);
/// The picture's size for a part: one method (resolver >= 0), or all `count` methods
/// (-1) as small multiples four a row, the legend in the place after the last.
void heatmap_png_size(const HeatPart *part, int count, int resolver, int *w, int *h);
/// Draw method `resolver`'s heat map (-1: every method of `methods`) on `part` of `map` at
/// `speed` px/tick and write it to `path`: the moves start in the part and run on the
/// whole map. Prints the reason and returns false on failure (no file left behind).
bool heatmap_png_write(const Map *map, const HeatPart *part, const MethodSet *methods, int resolver, float speed,
                       const char *path);

#endif
