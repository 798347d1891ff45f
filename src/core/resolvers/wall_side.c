/* wall_side.c: the solid-side test of the Handmade Hero collision notes, shared by its
 * line-segment and Minkowski methods: which sides a move enters through, the seed's
 * TestWallSideIntersection, and the sweep over the scan rectangle keeping the smallest t. */
#include "core/resolvers/wall_side.h"

#include <math.h>

/* What the side test reads of a cell's neighbours: is a cell solid, and is the edge
 * between two cells walled from either or both sides. */
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

bool wall_side_intersection(float wall_x, float wall_min_y, float wall_max_y, float old_x, float old_y, float dx,
                            float dy, float *t)
{
    /* A move with no motion across the line runs parallel to it and never crosses it. */
    if (dx == 0.0f) return false;
    /* How far along the move the line is reached. */
    float at = (wall_x - old_x) / dx;
    /* Only crossings between the old and the new position count. */
    if (!(at >= 0.0f && at <= 1.0f)) return false;
    /* Where on the line it is reached: the side is only a segment of the line. */
    float y = old_y + at * dy;
    if (!(y >= wall_min_y && y <= wall_max_y)) return false;
    /* The seed returns 1 for "no crossing", which cannot be told from a crossing at the
     * very end of the move: that move would end exactly on the side, with no tEpsilon
     * back-off, and a point left on a two-sided wall could then move neither way (each
     * direction enters a cell through it). Hence the separate answer. */
    *t = at;
    return true;
}

/* The solid sides of cell (i, j) that a move (dx, dy) enters the cell through, grown by
 * the half-size (hw, hh); returns how many were written to `out`. With skip_seams, a
 * side whose neighbour across it is solid (an internal edge) is left out. Inline in the
 * sweep's loop over the cells. */
static inline int sides_entered(const Map *map, int i, int j, float hw, float hh, float dx, float dy, bool skip_seams,
                                WallSide out[WALL_SIDES_PER_CELL_MAX])
{
    uint8_t c = map_cell(map, i, j);
    if (!c) return 0;
    float t = (float)map->tile;
    float x0 = (float)i * t, x1 = (float)(i + 1) * t, y0 = (float)j * t, y1 = (float)(j + 1) * t;
    int n = 0;
    /* A side bit means "this cell cannot be entered through this side" (docs/formats.md),
     * so a side matters only to a move that can enter through it: moving right enters
     * through Left sides, moving down through Up sides. That is what lets a point pass
     * a one-way platform (8) from below and keeps a thin wall (41) solid both ways.
     * A side whose neighbour across it is solid (15) can only be entered from inside
     * that tile: it is an internal edge, a seam between two tiles of a floor. Tested,
     * it stops a body that lies exactly on the floor's surface at every seam (a ghost
     * collision); skip_seams leaves it out. */
    if (dx > 0.0f && (c & SIDE_LEFT)) { /* each neighbour is read only for a side that may be kept */
        bool seam = wall_cell_solid(map, i - 1, j);
        if (!(skip_seams && seam))
            out[n++] = (WallSide){true, x0 - hw, y0 - hh, y1 + hh, -1, 0, SIDE_LEFT, false, seam};
    }
    if (dx < 0.0f && (c & SIDE_RIGHT)) {
        bool seam = wall_cell_solid(map, i + 1, j);
        if (!(skip_seams && seam))
            out[n++] = (WallSide){true, x1 + hw, y0 - hh, y1 + hh, 1, 0, SIDE_RIGHT, false, seam};
    }
    if (dy > 0.0f && (c & SIDE_UP)) {
        bool seam = wall_cell_solid(map, i, j - 1);
        if (!(skip_seams && seam)) out[n++] = (WallSide){false, y0 - hh, x0 - hw, x1 + hw, 0, -1, SIDE_UP, false, seam};
    }
    if (dy < 0.0f && (c & SIDE_DOWN)) {
        bool seam = wall_cell_solid(map, i, j + 1);
        if (!(skip_seams && seam))
            out[n++] = (WallSide){false, y1 + hh, x0 - hw, x1 + hw, 0, 1, SIDE_DOWN, false, seam};
    }

    /* The seed grows whole tiles, whose four sides close the box around them. A thin
     * wall solid from both sides (41, or 2 above 8) is a segment with no tile around
     * it: grown, it is a box too, and its two ends must be closed as well (end caps),
     * or a box sliding along the wall's line would end up pierced by its tip. A wall
     * that continues into the next cell, or meets another solid edge there, needs no
     * cap at that end; a solid tile on either side closes it with its own sides. */
    if (c == SIDE_ALL) return n;
    /* A vertical wall's caps stop only a move with some dy, a horizontal one's only one with some dx. */
    bool moves_y = dy > 0.0f || dy < 0.0f;
    bool moves_x = dx > 0.0f || dx < 0.0f;
    if (moves_y && hw > 0.0f && wall_vertical_end(map, i, j, c, dy > 0.0f))
        out[n++] = dy > 0.0f ? (WallSide){false, y0 - hh, x0 - hw, x0 + hw, 0, -1, SIDE_UP, true, false}
                             : (WallSide){false, y1 + hh, x0 - hw, x0 + hw, 0, 1, SIDE_DOWN, true, false};
    if (moves_x && hh > 0.0f && wall_horizontal_end(map, i, j, c, dx > 0.0f))
        out[n++] = dx > 0.0f ? (WallSide){true, x0 - hw, y0 - hh, y0 + hh, -1, 0, SIDE_LEFT, true, false}
                             : (WallSide){true, x1 + hw, y0 - hh, y0 + hh, 1, 0, SIDE_RIGHT, true, false};
    return n;
}

static int imin(int a, int b)
{
    return a < b ? a : b;
}
static int imax(int a, int b)
{
    return a > b ? a : b;
}

/* The lowest cell whose closed extent holds v, given the cell c = map_cell_of(v): on a
 * tile edge that is the tile before the edge, whose side lies exactly there. */
static int cell_from_below(const Map *map, float v, int c)
{
    return (float)c * (float)map->tile == v ? c - 1 : c;
}

WallScan wall_scan_rect(const Map *map, float x, float y, float dx, float dy, int grow_x, int grow_y)
{
    /* The old and the new tile, and the tile before each edge a position lies exactly
     * on: a move that ends on a tile's edge going left or up must still read that tile,
     * whose side is where the move ends. (Each position's cell is found once: the
     * division in map_cell_of is a good part of a short move's cost.) */
    float nx = x + dx, ny = y + dy;
    int cx = map_cell_of(map, x), cnx = map_cell_of(map, nx), cy = map_cell_of(map, y), cny = map_cell_of(map, ny);
    WallScan s = {imin(cell_from_below(map, x, cx), cell_from_below(map, nx, cnx)) - grow_x,
                  imin(cell_from_below(map, y, cy), cell_from_below(map, ny, cny)) - grow_y, imax(cx, cnx) + grow_x,
                  imax(cy, cny) + grow_y};
    /* Cells outside the map are solid, and beyond its first ring every side faces
     * another solid cell, so nothing out there can be entered: the ring is enough.
     * This also bounds the work for absurd moves. */
    s.i0 = imax(s.i0, -1);
    s.j0 = imax(s.j0, -1);
    s.i1 = imin(s.i1, map->w);
    s.j1 = imin(s.j1, map->h);
    return s;
}

static void trace_side(Trace *trace, TraceKind kind, const WallSide *s)
{
    if (s->vertical) trace_shape(trace, kind, s->at, s->lo, s->at, s->hi);
    else trace_shape(trace, kind, s->lo, s->at, s->hi, s->at);
}

/* Overlay: the Minkowski sum of what the body can hit in cell (i, j): the whole tile
 * grown by the half-size, or for a thin side the side grown into a slab the body's size. */
static void trace_grown(Trace *trace, const Map *map, int i, int j, float hw, float hh, const WallSide *sides, int n)
{
    float tile = (float)map->tile;
    if (wall_cell_solid(map, i, j)) {
        trace_shape(trace, TRACE_GROWN, (float)i * tile - hw, (float)j * tile - hh, (float)(i + 1) * tile + hw,
                    (float)(j + 1) * tile + hh);
        return;
    }
    for (int k = 0; k < n; k++) {
        const WallSide *s = &sides[k];
        if (s->cap) continue; /* a cap is the end of a slab drawn for its side */
        if (s->vertical) {
            float real = s->at - (float)s->nx * hw;
            trace_shape(trace, TRACE_GROWN, real - hw, s->lo, real + hw, s->hi);
        } else {
            float real = s->at - (float)s->ny * hh;
            trace_shape(trace, TRACE_GROWN, s->lo, real - hh, s->hi, real + hh);
        }
    }
}

/* The move's bounding box, widened by a margin that covers float rounding: a side
 * outside it cannot be crossed. wall_side_intersection finds where the move meets a
 * side with two roundings (an error of a few parts in 10^7 of the coordinates
 * involved), so a side it reports as crossed lies well inside this margin: ten times
 * that error, a third of a pixel at the far corner of a 4,096-cell map (2^17 px), where
 * a wider one would keep cells in the scan that no move that short can reach. A NaN in
 * the move fails every crossing test anyway, so what it does here loses nothing. */
typedef struct MoveReach {
    float x0, y0, x1, y1;
} MoveReach;

static MoveReach move_reach(float x, float y, float dx, float dy)
{
    float margin = 0.0625f + 1e-6f * (fabsf(x) + fabsf(y) + fabsf(dx) + fabsf(dy));
    float nx = x + dx, ny = y + dy;
    return (MoveReach){(nx < x ? nx : x) - margin, (ny < y ? ny : y) - margin, (nx > x ? nx : x) + margin,
                       (ny > y ? ny : y) + margin};
}

/* The part of `scan` the move can reach: every side of a cell, grown or capped, lies
 * inside the tile grown by the half-size, so a column whose grown tiles end before the
 * reach begins (or begin after it ends) holds nothing the move can cross; rows alike.
 * The grown tile's edges are computed with the same float operations as the sides in
 * sides_entered, so only the crossing test's rounding needs the margin. The scan
 * is whole tiles grown by whole tiles, so for a short move most of it goes. */
static WallScan scan_within_reach(WallScan s, const MoveReach *r, float tile, float hw, float hh)
{
    while (s.i0 <= s.i1 && (float)(s.i0 + 1) * tile + hw < r->x0) s.i0++;
    while (s.i1 >= s.i0 && (float)s.i1 * tile - hw > r->x1) s.i1--;
    while (s.j0 <= s.j1 && (float)(s.j0 + 1) * tile + hh < r->y0) s.j0++;
    while (s.j1 >= s.j0 && (float)s.j1 * tile - hh > r->y1) s.j1--;
    return s;
}

WallHit wall_sweep(const Map *map, WallScan scan, float x, float y, float hw, float hh, float dx, float dy,
                   bool skip_seams, bool every_cell, Trace *trace)
{
    WallHit best = {.hit = false, .t = 1.0f};
    float tile = (float)map->tile;
    if (trace)
        trace_shape(trace, TRACE_SCAN, (float)scan.i0 * tile, (float)scan.j0 * tile, (float)(scan.i1 + 1) * tile,
                    (float)(scan.j1 + 1) * tile);
    /* Cells the move cannot reach are passed over before any side is built, unless
     * every tested side is to be drawn and counted (every_cell). Same hit either way. */
    if (!every_cell) {
        MoveReach reach = move_reach(x, y, dx, dy);
        scan = scan_within_reach(scan, &reach, tile, hw, hh);
    }
    /* The seed's line-segment loop runs `Y < MaxTileY` and `X < MaxTileX`, so it never
     * reads the last row and column of the rectangle: a wall in the new position's cell,
     * when that cell is to the right or below, went unseen and the point ended inside it
     * (docs/sources.md). Both ends are included here, as in the seed's Minkowski
     * loop. */
    for (int j = scan.j0; j <= scan.j1; j++) {
        for (int i = scan.i0; i <= scan.i1; i++) {
            if (!every_cell && map_cell(map, i, j) == 0) continue; /* empty: no side to build */
            WallSide sides[WALL_SIDES_PER_CELL_MAX];
            int n = sides_entered(map, i, j, hw, hh, dx, dy, skip_seams, sides);
            /* Overlay: a point's sides lie on the tile edges, so the tile is shaded too. */
            if (n > 0 && trace && (hw > 0.0f || hh > 0.0f)) trace_grown(trace, map, i, j, hw, hh, sides, n);
            else if (n > 0 && trace)
                trace_shape(trace, TRACE_CELL, (float)i * tile, (float)j * tile, (float)(i + 1) * tile,
                            (float)(j + 1) * tile);
            for (int k = 0; k < n; k++) {
                const WallSide *s = &sides[k];
                /* The seed's four calls: a horizontal side is the same test with x and y swapped. */
                float t = 1.0f;
                bool crossed = s->vertical ? wall_side_intersection(s->at, s->lo, s->hi, x, y, dx, dy, &t)
                                           : wall_side_intersection(s->at, s->lo, s->hi, y, x, dy, dx, &t);
                best.tested++;
                if (trace) trace_side(trace, TRACE_SIDE, s);
                /* The closest crossing wins (the seed's lowest t). On a tie (a move through
                 * the end of a seam) the outer side is the one reported. */
                if (crossed && (!best.hit || t < best.t || (t == best.t && best.side.seam && !s->seam))) {
                    best.hit = true;
                    best.t = t;
                    best.side = *s;
                    best.i = i;
                    best.j = j;
                }
            }
        }
    }
    return best;
}

void wall_trace_hit(const Map *map, const WallHit *hit, float x, float y, float dx, float dy, float hw, float hh,
                    Trace *trace)
{
    if (!trace || !hit->hit) return;
    float hx = x + hit->t * dx, hy = y + hit->t * dy;
    float len = 0.75f * (float)map->tile;
    trace_side(trace, TRACE_SIDE_HIT, &hit->side);
    trace_shape(trace, TRACE_NORMAL, hx, hy, hx + (float)hit->side.nx * len, hy + (float)hit->side.ny * len);
    trace_point(trace, TRACE_HIT, hx, hy);
    /* Labels are drawn up and to the right of their anchor: the body's top-right corner
     * keeps the text off the body and off a normal that points up or left. */
    trace_label(trace, hx + hw + 2.0f, hy - hh, "t=%.3f", (double)hit->t);
}
