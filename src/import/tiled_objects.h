/* tiled_objects.h: shapes in object layers as cells (docs/tiled.md, "Object layers"),
 * each rasterised over its own box, within a work budget: a rectangle blocks the cells
 * it covers by half or more and is a side of a cell it lies along, thinner than the
 * rules' edge share; an ellipse or polygon blocks the cells whose centre it holds; a
 * line (a polyline, a rectangle of height or width 0) is a one-way top or a solid
 * floor over the cells under it; a one-way object makes the top row it covers one-way. */
#ifndef COLLIDE_TILED_OBJECTS_H
#define COLLIDE_TILED_OBJECTS_H

#include "import/tiled_model.h"

/// Ready a shape for keeping: a polygon's or line's points (relative to x, y) become map
/// pixels and its box their bounds. False when it has no area (a line: no length) or a
/// coordinate is not finite.
bool tiled_objects_finish(TiledObject *o);

/// Every read object layer's shapes ORed into m->cells; each layer's `made` counts the
/// cells it made block. Refused (error naming the object) when the shapes would take
/// more than TILED_SHAPE_WORK_MAX steps, before any is drawn.
bool tiled_objects_cells(TiledModel *m);

#endif
