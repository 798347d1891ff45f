/* resolve_pixel_iteration.c: the pixel-iteration method of the Handmade Hero collision notes
 * ("Pixel iteration method"). The body is a point. Each axis, vertical first, is
 * moved the whole way when its destination is free; when the destination is in a wall
 * the point creeps toward it one pixel at a time until the next step would enter it.
 * Only the destination is read, so a wall thinner than the move is walked through.
 *
 * MoveInfo: t is the smaller of the fractions of the wanted move made on each axis
 * (1 when both went the whole way), hits counts the axes that were stopped (0-2), and
 * flags ORs the side bits of the surfaces stopped at (SIDE_UP: on top of a wall). */
#include <math.h>
#include <stdio.h>

#include "core/resolver.h"

/* The most one-pixel steps one axis takes: the widest map, in pixels. */
#define PIXEL_STEPS_MAX (MAP_MAX_W * MAP_TILE_MAX)

/* The seeds' IsWallAt, with the axes named: `along` is the coordinate being moved. */
static bool wall_at(const Map *map, bool vertical, float along, float across)
{
    return vertical ? map_is_wall_at(map, across, along) : map_is_wall_at(map, along, across);
}

/* wall_at in the creeping loop, whose `across` stays put: its cell is found once (the
 * same cell map_is_wall_at finds every time). */
static bool wall_at_across_cell(const Map *map, bool vertical, float along, int across_cell)
{
    int a = map_cell_of(map, along);
    return (vertical ? map_cell(map, across_cell, a) : map_cell(map, a, across_cell)) == SIDE_ALL;
}

static void trace_line(Trace *trace, TraceKind kind, bool vertical, float a0, float a1, float across)
{
    if (vertical) trace_shape(trace, kind, across, a0, across, a1);
    else trace_shape(trace, kind, a0, across, a1, across);
}

/* Overlay only: the solid cells strictly between the start and the destination that
 * the whole move jumped over without reading them. That is the method's weakness. */
static int trace_jumped(const Map *map, bool vertical, float from, float to, float across, Trace *trace)
{
    int a = map_cell_of(map, from), b = map_cell_of(map, to), c = map_cell_of(map, across);
    int lo = (a < b ? a : b) + 1, hi = (a < b ? b : a) - 1, jumped = 0;
    float tile = (float)map->tile;
    for (int k = lo; k <= hi; k++) {
        int i = vertical ? c : k, j = vertical ? k : c;
        if (map_cell(map, i, j) != SIDE_ALL) continue;
        jumped++;
        trace_label(trace, (float)i * tile, (float)j * tile, "jumped!");
    }
    return jumped;
}

/* What one axis came to, for MoveInfo and the overlay's note. */
typedef struct AxisMove {
    float moved;  /* pixels */
    bool blocked; /* the destination was in a wall */
    int steps;    /* one-pixel steps taken toward it */
    int jumped;   /* overlay only: solid tiles passed over by a whole move */
} AxisMove;

/* One axis of the seed: the whole move when its destination is free, otherwise
 * one-pixel steps while the next step is not a wall. */
static AxisMove move_axis(const Map *map, bool vertical, float *along, float across, float d, Trace *trace)
{
    AxisMove m = {0.0f, false, 0, 0};
    float start = *along;
    if (d == 0.0f) return m;
    /* Check whether the destination is in a wall (the only cell read). */
    m.blocked = wall_at(map, vertical, start + d, across);
    if (trace) {
        float tile = (float)map->tile;
        int ci = map_cell_of(map, vertical ? across : start + d), cj = map_cell_of(map, vertical ? start + d : across);
        trace_shape(trace, TRACE_CELL, (float)ci * tile, (float)cj * tile, (float)(ci + 1) * tile,
                    (float)(cj + 1) * tile);
        trace_line(trace, TRACE_SWEEP, vertical, start, start + d, across);
        float px = vertical ? across : start + d, py = vertical ? start + d : across;
        trace_point(trace, m.blocked ? TRACE_HIT : TRACE_PROBE, px, py);
    }
    if (!m.blocked) {
        *along = start + d;
        m.moved = d;
        if (trace) m.jumped = trace_jumped(map, vertical, start, start + d, across, trace);
        return m;
    }
    /* Move in small steps towards the wall until the next one would enter it. The
     * seed's loop has no bound of its own: it ends because the destination is a wall,
     * so the first wall pixel is at most the move's length away. The bound says so,
     * and never more than the widest map: from inside a map the solid outside is
     * nearer than that, and an absurd move (1e30 px, NaN) must neither overflow the
     * count nor step once per pixel of its length. */
    float step = d > 0.0f ? 1.0f : -1.0f;
    float reach = fabsf(d);
    int steps_max = reach < (float)PIXEL_STEPS_MAX ? (int)reach : PIXEL_STEPS_MAX;
    int across_cell = map_cell_of(map, across);
    while (m.steps < steps_max && !wall_at_across_cell(map, vertical, *along + step, across_cell)) {
        *along += step;
        m.steps++;
        if (trace) trace_point(trace, TRACE_PROBE, vertical ? across : *along, vertical ? *along : across);
    }
    if (trace && m.steps > 0) trace_line(trace, TRACE_MOVED, vertical, start, *along, across);
    m.moved = *along - start;
    return m;
}

/* The overlay's words for one axis (the HUD note holds both on one line). */
static const char *axis_words(const AxisMove *m, char *buf, size_t cap)
{
    if (!m->blocked && m->moved == 0.0f) snprintf(buf, cap, "no move");
    else if (!m->blocked && m->jumped)
        snprintf(buf, cap, "free, moved whole THROUGH %d wall%s", m->jumped, m->jumped == 1 ? "" : "s");
    else if (!m->blocked) snprintf(buf, cap, "free, moved whole");
    else snprintf(buf, cap, "wall ahead: %d one-pixel step%s", m->steps, m->steps == 1 ? "" : "s");
    return buf;
}

static void resolve_pixel_iteration(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const Map *map = ctx->map;
    MoveInfo mi = {1.0f, 0, 0};

    /* 1. Vertical first, as in the seed: the horizontal test sees the new height. */
    AxisMove v = move_axis(map, true, &body->y, body->x, dy, trace);
    if (v.blocked) {
        mi.t = fminf(mi.t, v.moved / dy);
        mi.hits++;
        mi.flags |= dy > 0.0f ? SIDE_UP : SIDE_DOWN;
    }

    /* 2. Then horizontal, from where the vertical move ended. */
    AxisMove h = move_axis(map, false, &body->x, body->y, dx, trace);
    if (h.blocked) {
        mi.t = fminf(mi.t, h.moved / dx);
        mi.hits++;
        mi.flags |= dx > 0.0f ? SIDE_LEFT : SIDE_RIGHT;
    }

    if (info) *info = mi;
    if (trace) {
        char a[80], b[80];
        trace_note(trace, "vertical: %s;  horizontal: %s", axis_words(&v, a, sizeof a), axis_words(&h, b, sizeof b));
    }
}

const ResolverInfo RESOLVE_PIXEL_ITERATION = {
    .name = "pixel-iteration",
    .short_name = "pix-iter",
    .title = "Pixel iteration",
    .seed = "Handmade Hero collision notes",
    .model = BODY_POINT,
    .size_tiles = 0.0f,
    .how = "Vertical, then horizontal: the whole move if the end is free, else 1-pixel steps to the wall.",
    .weakness = "Only the end point is read: a wall thinner than the move is walked through.",
    .colour = {255, 110, 200}, /* pink */
    .resolve = resolve_pixel_iteration,
};
