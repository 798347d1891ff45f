/* tiled_shapes.h: a tile's collision shapes (Tiled's Tile Collision Editor) read as
 * collide's sides, by the rule docs/tiled.md gives: a shape covering the whole tile is
 * solid, full-length rectangles along edges thinner than the rules' edge share (half
 * the tile unless a rule says) are those sides, lines a one-way top (or solid), and
 * anything else blocks when the shapes cover half the tile or more. */
#ifndef COLLIDE_TILED_SHAPES_H
#define COLLIDE_TILED_SHAPES_H

#include <stdbool.h>
#include <stdint.h>

#include "import/tiled_model.h"

/* The share of the tile other shapes must cover to block. */
#define TILED_PARTIAL_SOLID_SHARE 0.5

/// The shapes of one tile, gathered one by one.
typedef struct TiledShapes {
    int tile_w, tile_h; /* pixels */
    double edge_share;  /* thinner than this share of the tile along an edge: that side */
    bool lines_solid;   /* a line makes the tile solid, else a one-way top */
    bool whole, other, line;
    uint8_t edges;
    double area; /* pixels covered, the shapes' areas added up (inside the tile) */
} TiledShapes;

/// A rectangle at (x, y), w x h pixels, turned `rotation` degrees about (x, y).
void tiled_shapes_rect(TiledShapes *s, double x, double y, double w, double h, double rotation);
/// An ellipse in the box at (x, y), w x h.
void tiled_shapes_ellipse(TiledShapes *s, double x, double y, double w, double h);
/// A polygon: n corners (x and y in turn) relative to (x, y).
void tiled_shapes_polygon(TiledShapes *s, double x, double y, const double *pts, int n);
/// A line (a polyline, or a rectangle of height or width 0).
void tiled_shapes_line(TiledShapes *s);
/// What the shapes say, and the sides of TILED_SHAPE_EDGES and TILED_SHAPE_LINE.
TiledShape tiled_shapes_result(const TiledShapes *s, uint8_t *sides);

/// The area of a polygon (n corners, x and y in turn), whichever way it winds.
double tiled_polygon_area(const double *pts, int n);

#endif
