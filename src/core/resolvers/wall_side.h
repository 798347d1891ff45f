/* wall_side.h: the side test shared by the line-segment and Minkowski resolvers of
 * the Handmade Hero collision notes: its TestWallSideIntersection, the rule that picks
 * which solid sides a move can enter through, and the sweep over the scan rectangle
 * that keeps the smallest t. A point is a body of half-size 0; Minkowski grows each
 * side by the box's half-size. */
#ifndef COLLIDE_WALL_SIDE_H
#define COLLIDE_WALL_SIDE_H

#include <math.h>
#include <stdbool.h>

#include "core/map.h"
#include "core/trace.h"

/* Handmade Hero's tEpsilon (day 48): after a hit the body is put back this fraction
 * of the move before the side, so rounding never leaves it on or past the line. It is
 * a fraction of the move, not pixels. */
#define T_EPSILON 0.001f

/* Four cell sides and up to four ends of thin walls (see wall_side.c's sides_entered). */
#define WALL_SIDES_PER_CELL_MAX 8

/// One solid side as the moving centre sees it: the line x = at (vertical) or
/// y = at, from lo to hi along the line, all grown by the body's half-size.
typedef struct WallSide {
    bool vertical;
    float at, lo, hi; /* pixels */
    int nx, ny;       /* outward normal: the way the body is pushed back */
    unsigned bit;     /* the surface touched, as a side bit: SIDE_UP = landed on a top */
    bool cap;         /* the end of a thin wall rather than a cell side */
    bool seam;        /* an internal edge: the cell across it is solid too */
} WallSide;

/// After a back-off from t_hit to t (tEpsilon), the centre's coordinate across `side`
/// (x for a vertical side), `at` being from + t * d: kept off the side's line. Far
/// from the origin (x near 2^17 px at the far corner of a 4,096-cell map) a float's
/// step outgrows tEpsilon's share of a short move, the back-off rounds to nothing and
/// the centre would stay on the line: it is then put one float step before it.
static inline float wall_backed_off(const WallSide *side, float from, float d, float t, float t_hit, float at)
{
    if (!(t > 0.0f) || at != from + t_hit * d) return at;
    float open = (float)(side->vertical ? side->nx : side->ny);
    return nextafterf(at, open > 0.0f ? INFINITY : -INFINITY);
}

/// The closest side a move hits, over a scan rectangle.
typedef struct WallHit {
    bool hit;
    float t; /* where on the move the centre meets the side, 0..1 (1: no hit) */
    WallSide side;
    int i, j;   /* the cell that owns the side */
    int tested; /* how many sides were tested */
} WallHit;

/// Cells i0..i1 by j0..j1, both ends included.
typedef struct WallScan {
    int i0, j0, i1, j1;
} WallScan;

/// The seed's TestWallSideIntersection: does a move from (old_x, old_y) by (dx, dy)
/// cross the line x = wall_x between wall_min_y and wall_max_y (both included)? If so,
/// *t is where, as a fraction of the move in [0, 1]. For a horizontal side swap the
/// axes, as the seed does.
bool wall_side_intersection(float wall_x, float wall_min_y, float wall_max_y, float old_x, float old_y, float dx,
                            float dy, float *t);

/// The scan rectangle: the cells of the centre's old and new positions, grown by
/// grow_x cells left and right and grow_y cells up and down, inclusive, and kept
/// within one cell of the map.
WallScan wall_scan_rect(const Map *map, float x, float y, float dx, float dy, int grow_x, int grow_y);

/// Test the move of a centre at (x, y) by (dx, dy) against every entered side of every
/// cell of `scan`, and return the smallest t. Without every_cell, cells the move cannot
/// reach are passed over: the same hit, fewer sides tested. With every_cell, every cell
/// of the scan is tested and counted, as the overlay shows them. The trace (may be NULL)
/// receives the scan rectangle, the grown cells and the sides tested.
WallHit wall_sweep(const Map *map, WallScan scan, float x, float y, float hw, float hh, float dx, float dy,
                   bool skip_seams, bool every_cell, Trace *trace);

/// Record a hit in the trace: the side, the point where the centre met it, the normal,
/// and a "t=" label beside the body of half-size (hw, hh) there (safe on NULL).
void wall_trace_hit(const Map *map, const WallHit *hit, float x, float y, float dx, float dy, float hw, float hh,
                    Trace *trace);

#endif
