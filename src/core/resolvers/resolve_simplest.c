/* resolve_simplest.c: the simplest method of the Handmade Hero collision notes
 * ("Simplest method", Handmade Hero day 29). The body is a point; the move is taken
 * whole, or not at all when the new point would be inside a wall. */
#include "core/resolver.h"

static void resolve_simplest(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const Map *map = ctx->map;
    float new_x = body->x + dx;
    float new_y = body->y + dy;
    /* The seeds' IsWallAt: only a fully solid cell (mask 15) is a wall here, so thin
     * walls and one-way platforms do not exist for this method. */
    bool blocked = map_is_wall_at(map, new_x, new_y);
    if (trace) {
        float t = (float)map->tile;
        int ci = map_cell_of(map, new_x), cj = map_cell_of(map, new_y);
        trace_shape(trace, TRACE_CELL, (float)ci * t, (float)cj * t, (float)(ci + 1) * t, (float)(cj + 1) * t);
        trace_shape(trace, TRACE_SWEEP, body->x, body->y, new_x, new_y);
        trace_point(trace, blocked ? TRACE_HIT : TRACE_PROBE, new_x, new_y);
        trace_note(trace, blocked ? "IsWallAt(new point) = yes: the whole move is refused"
                                  : "IsWallAt(new point) = no: the whole move is taken");
    }
    if (!blocked) {
        body->x = new_x;
        body->y = new_y;
    }
    if (info) *info = (MoveInfo){blocked ? 0.0f : 1.0f, blocked ? 1 : 0, 0};
}

const ResolverInfo RESOLVE_SIMPLEST = {
    .name = "simplest",
    .short_name = "simple",
    .title = "Simplest",
    .seed = "Handmade Hero collision notes",
    .model = BODY_POINT,
    .size_tiles = 0.0f,
    .how = "Moves the point the whole way, unless the new point is inside a solid cell: then it stays put.",
    .weakness = "Stops short of walls (gaps grow with speed), skips walls thinner than a move, ignores thin sides.",
    .colour = {255, 220, 60}, /* yellow, the player's */
    .resolve = resolve_simplest,
};
