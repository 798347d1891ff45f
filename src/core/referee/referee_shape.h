/* referee_shape.h: the referee's walls and rays, shared by its files (referee.c: the
 * sweeps; referee_depth.c: how deep a body is). Inside the core's referee only. */
#ifndef COLLIDE_REFEREE_SHAPE_H
#define COLLIDE_REFEREE_SHAPE_H

#include <stdbool.h>

#include "core/map.h"
#include "core/referee.h"

/* A wall's own shape and the motion it blocks: (bx, by) for a one-way side (the
 * direction of a move it stops), (0, 0) for a wall that blocks every motion. */
typedef struct Wall {
    double x0, y0, x1, y1;
    int bx, by;
} Wall;

/* Where a ray first gets into a shape: t along the move, and the shape's outward
 * normal there. `inside`: it is already in at t = 0. */
typedef struct Entry {
    bool hit, inside;
    double t, nx, ny;
} Entry;

/* Cells whose walls a body within [x0, x1] x [y0, y1] (its centre's range, grown by
 * its size) can touch; beyond the map's first ring every cell is solid and behind
 * another solid one. */
typedef struct Span {
    int i0, j0, i1, j1;
} Span;

/// The walls of cell (i, j) (see referee.c); returns how many.
int referee_cell_walls(const Map *m, int i, int j, Wall out[4]);
/// The cells a body whose centre stays within [x0, x1] x [y0, y1] can touch.
Span referee_span(const Map *m, const RefBody *b, double x0, double y0, double x1, double y1);
/// The ray (px, py) + t (dx, dy) into wall w grown by the body and shrunk by `shrink`.
Entry referee_enter_wall(const Wall *w, const RefBody *b, double shrink, double px, double py, double dx, double dy);

#endif
