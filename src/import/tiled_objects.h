/* tiled_objects.h: shapes in object layers as cells (docs/tiled.md, "Object layers"):
 * a rectangle blocks the cells it covers by half or more, an ellipse or polygon the
 * cells whose centre it holds; a one-way object makes the top row it covers one-way. */
#ifndef COLLIDE_TILED_OBJECTS_H
#define COLLIDE_TILED_OBJECTS_H

#include "import/tiled_model.h"

/// Ready a shape for keeping: a polygon's corners (relative to x, y) become map pixels
/// and its box their bounds. False when it has no area or a coordinate is not finite.
bool tiled_objects_finish(TiledObject *o);

/// OR into `cells` (w*h) the sides of each of the layer's objects (its own rule, else
/// `rule`; an object with neither blocks nothing) on the cells it covers. Returns how
/// many cells it made block.
int tiled_objects_cells(const TiledModel *m, const TiledLayer *l, int rule, uint8_t *cells);

#endif
