/* resolve_line_segment.c: the line-segment method of the Handmade Hero collision notes
 * ("Line segment method", Handmade Hero days 47-48). The body is a point; its move is
 * a segment from the old position to the new one (the seed's E-segment). Instead of
 * stepping toward a wall, it computes where the segment first crosses a solid side.
 *
 * MoveInfo: t is the fraction of the move made (the closest hit's t, less tEpsilon;
 * 1 when nothing was hit), hits is 1 when a side stopped the point, and flags is the
 * side bit of the surface it stopped at (SIDE_UP: on top of something). */
#include <math.h>

#include "core/resolver.h"
#include "core/resolvers/wall_side.h"

static void resolve_line_segment(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const Map *map = ctx->map;
    /* 1. The old position and the delta give the segment to the new position. */
    float old_x = body->x, old_y = body->y;

    /* 2. The rectangle of tiles enclosing the old and the new tile. The point has no
     *    size, so nothing else can be touched. Both ends are included: the seed's loop
     *    bound `<` skipped its last row and column (fixed in wall_sweep). */
    WallScan scan = wall_scan_rect(map, old_x, old_y, dx, dy, 0, 0);

    /* 3. Every solid side of every tile in it that the move enters through, tested
     *    with TestWallSideIntersection; the lowest t is the closest crossing. */
    WallHit hit = wall_sweep(map, scan, old_x, old_y, 0.0f, 0.0f, dx, dy, false, trace != NULL, trace);

    /* 4. tEpsilon (day 48): stop a little before the side, never on it, so the next
     *    move starts on the open side of the line and is tested against it again. */
    float t = hit.hit ? resolver_maxf(0.0f, hit.t - T_EPSILON) : 1.0f;

    /* 5. The final position: the same fraction of the delta. */
    body->x = old_x + t * dx;
    body->y = old_y + t * dy;
    if (hit.hit && hit.side.vertical) body->x = wall_backed_off(&hit.side, old_x, dx, t, hit.t, body->x);
    if (hit.hit && !hit.side.vertical) body->y = wall_backed_off(&hit.side, old_y, dy, t, hit.t, body->y);

    if (info) *info = (MoveInfo){t, hit.hit ? 1 : 0, hit.hit ? hit.side.bit : 0u};
    if (trace) {
        trace_shape(trace, TRACE_SWEEP, old_x, old_y, old_x + dx, old_y + dy);
        if (hit.hit) trace_shape(trace, TRACE_MOVED, old_x, old_y, body->x, body->y);
        wall_trace_hit(map, &hit, old_x, old_y, dx, dy, 0.0f, 0.0f, trace);
        int cols = scan.i1 - scan.i0 + 1, rows = scan.j1 - scan.j0 + 1;
        if (dx == 0.0f && dy == 0.0f) trace_note(trace, "no move wanted this tick");
        else if (hit.hit)
            trace_note(trace, "%dx%d tiles scanned, %d side%s tested: closest t=%.3f, backed off to t=%.3f (tEpsilon)",
                       cols, rows, hit.tested, hit.tested == 1 ? "" : "s", (double)hit.t, (double)t);
        else
            trace_note(trace, "%dx%d tiles scanned, %d side%s tested: none crossed, the whole move is made (t=1)", cols,
                       rows, hit.tested, hit.tested == 1 ? "" : "s");
    }
}

const ResolverInfo RESOLVE_LINE_SEGMENT = {
    .name = "line-segment",
    .short_name = "line-seg",
    .title = "Line segment",
    .seed = "Handmade Hero collision notes",
    .model = BODY_POINT,
    .size_tiles = 0.0f,
    .how = "Tests the move's segment against each solid side in its tiles; stops at the smallest t.",
    .weakness = "The point has no size, so the drawn body overlaps walls; a hit stops all motion.",
    .colour = {240, 70, 70}, /* red */
    .resolve = resolve_line_segment,
};
