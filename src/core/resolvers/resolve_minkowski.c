/* resolve_minkowski.c: the Minkowski-based method with gliding of the
 * Handmade Hero collision notes ("Basic Minkowski-based method" and "Gliding", Handmade
 * Hero days 48-50). The body is a box. The line-segment test stays as it was, for the
 * box's centre, but every solid side is grown by the box's half-size (the Minkowski
 * sum of the tile and the box), so the centre stopping at a grown side is the box
 * stopping at the real one. After a hit the rest of the move glides along the side.
 *
 * MoveInfo: t is the fraction of the wanted move made before the first contact (less
 * tEpsilon; 1 when free), hits counts the contacts over the glide iterations (0-4),
 * and flags ORs the side bits of the surfaces touched (SIDE_UP: landed on a top). */
#include <math.h>

#include "core/resolver.h"
#include "core/resolvers/wall_side.h"

/* Handmade Hero day 50: up to four moves per tick, each gliding along the last side. */
#define MINKOWSKI_ITERATIONS_MAX 4

/* Seams (sides between two solid tiles) are skipped for a real box: its grown sides
 * overlap past every inner corner by its half-size, so the corner stays closed. A box
 * thinner than this (pixels, half-size) is a point here: skipping seams would let a move
 * aimed exactly into an inner corner slip between the two sides that meet there. */
#define MINKOWSKI_SEAM_SKIP_HALF_MIN_PX 0.125f

/* A size in whole tiles, rounded up. A box wider than the widest map reads every
 * cell anyway (the scan is kept within the map's ring), so the count stops there
 * rather than overflow an int for an absurd (or NaN) size. */
static int grow_cells(const Map *map, float size)
{
    /* ceil(q) is in 0..MAP_MAX_W exactly when q is in (-1, MAP_MAX_W] (false for NaN);
     * then the cast drops the fraction and a positive one is a cell more. */
    float q = map_over_tile(map, size);
    if (!(q > -1.0f && q <= (float)MAP_MAX_W)) return MAP_MAX_W;
    int cells = (int)q;
    return (float)cells < q ? cells + 1 : cells;
}

static void resolve_minkowski(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const Map *map = ctx->map;
    float hw = body->w * 0.5f, hh = body->h * 0.5f;
    /* 1. The entity's size in tiles, rounded up to whole tiles: the scan rectangle is
     *    grown by that much, so every tile the box can touch is read. */
    int grow_x = grow_cells(map, body->w), grow_y = body->h == body->w ? grow_x : grow_cells(map, body->h);
    bool skip_seams = hw >= MINKOWSKI_SEAM_SKIP_HALF_MIN_PX && hh >= MINKOWSKI_SEAM_SKIP_HALF_MIN_PX;

    float x = body->x, y = body->y;
    MoveInfo mi = {1.0f, 0, 0};
    WallScan first_scan = {0, 0, -1, -1};
    int tested = 0;
    float first_hit_t = 1.0f;
    bool glided = false;
    for (int iteration = 0; iteration < MINKOWSKI_ITERATIONS_MAX && (dx != 0.0f || dy != 0.0f); iteration++) {
        /* 2. The rectangle between the old and the new tile, grown by the entity's size,
         *    inclusive. Recomputed for each glide, which starts where the last one stopped. */
        WallScan scan = wall_scan_rect(map, x, y, dx, dy, grow_x, grow_y);
        if (iteration == 0) first_scan = scan;

        /* 3. Each solid side grown by the half-size, tested for the centre: the closest t.
         *    The trace shows the scan and the grown sides of the first move only. */
        bool every_cell = trace != NULL; /* the note counts every side tested, glides included */
        Trace *shown = iteration == 0 ? trace : NULL;
        WallHit hit = wall_sweep(map, scan, x, y, hw, hh, dx, dy, skip_seams, every_cell, shown);
        tested += hit.tested;

        /* 4. tEpsilon keeps the box off the side, as in the line-segment method. */
        float backed = hit.t - T_EPSILON; /* hit.t is in [0, 1]: never NaN */
        float t = hit.hit ? (backed > 0.0f ? backed : 0.0f) : 1.0f;
        float nx = x + t * dx, ny = y + t * dy;
        if (hit.hit && hit.side.vertical) nx = wall_backed_off(&hit.side, x, dx, t, hit.t, nx);
        if (hit.hit && !hit.side.vertical) ny = wall_backed_off(&hit.side, y, dy, t, hit.t, ny);
        if (trace) { /* overlay: the wanted move, the hit and what was made of it */
            trace_shape(trace, TRACE_SWEEP, x, y, x + dx, y + dy);
            wall_trace_hit(map, &hit, x, y, dx, dy, hw, hh, trace);
            if (hit.hit || iteration > 0) trace_shape(trace, TRACE_MOVED, x, y, nx, ny);
        }
        x = nx;
        y = ny;
        if (!hit.hit) break;
        if (iteration == 0) {
            mi.t = t;
            first_hit_t = hit.t;
        }
        mi.hits++;
        mi.flags |= hit.side.bit;

        /* 5. Gliding: what is left of the move loses its component along the side's
         *    normal and is tried again, so a box pushed diagonally into a wall slides
         *    along it instead of sticking. With axis-aligned sides this zeroes one axis
         *    exactly, so the next move runs parallel to the side and cannot re-enter it. */
        dx *= 1.0f - t;
        dy *= 1.0f - t;
        float along_normal = dx * (float)hit.side.nx + dy * (float)hit.side.ny;
        dx -= along_normal * (float)hit.side.nx;
        dy -= along_normal * (float)hit.side.ny;
        glided = glided || dx != 0.0f || dy != 0.0f;
    }
    body->x = x;
    body->y = y;
    if (info) *info = mi;
    if (trace) {
        int cols = first_scan.i1 - first_scan.i0 + 1, rows = first_scan.j1 - first_scan.j0 + 1;
        if (first_scan.i1 < first_scan.i0) trace_note(trace, "no move wanted this tick");
        else if (mi.hits == 0)
            trace_note(trace, "%dx%d tiles scanned, %d grown side%s tested: none crossed, the whole move is made", cols,
                       rows, tested, tested == 1 ? "" : "s");
        else
            trace_note(trace, "%dx%d tiles scanned, %d grown side%s tested: hit at t=%.3f, %d contact%s, %s", cols,
                       rows, tested, tested == 1 ? "" : "s", (double)first_hit_t, mi.hits, mi.hits == 1 ? "" : "s",
                       glided ? "the rest glided along" : "nothing left to glide");
    }
}

const ResolverInfo RESOLVE_MINKOWSKI = {
    .name = "minkowski",
    .short_name = "mink",
    .title = "Minkowski",
    .seed = "Handmade Hero collision notes",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "Grows each solid side by half the box, sweeps the centre as a segment, glides on a hit.",
    .weakness = "A box that starts inside a wall (a wall painted onto it in the editor, say) is never pushed out.",
    .colour = {170, 130, 255}, /* violet */
    .resolve = resolve_minkowski,
};
