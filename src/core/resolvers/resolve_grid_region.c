/* resolve_grid_region.c: the grid-region resolver, after Space 9 grid collision
 * ("collision detection on grid", the JavaScript `pmove`). Walls lie only on cell
 * edges (read from the side masks, docs/resolvers.md) and the body is a circle that fits
 * in the quarter-cell band around each wall, so the method only has to keep the centre
 * out of the bands where walls are.
 *
 * Doubling a coordinate (in cells) and rounding it says where the centre is: even means
 * within a quarter cell of a grid line, a possible wall. Both odd is region a (no wall
 * can be near), one even is region b (one possible wall), both even is region c (a
 * crossing, four possible walls). Only the destination is classified; the rules then
 * cancel the move along one axis or both. Nothing between the start and the
 * destination is looked at, so a move of over half a cell can jump a wall.
 *
 * MoveInfo: t is the length of the move made over the length wanted (1 for no move),
 * hits the number of axes cancelled, flags GRID_FLAG_* (axes, the corner case's coin,
 * the destination's region). */
#include <math.h>

#include "core/resolvers/grid_region.h"
#include "core/resolver.h"

enum {
    GRID_FLAG_X_BLOCKED = 1, /* the x part of the move was cancelled */
    GRID_FLAG_Y_BLOCKED = 2, /* the y part was cancelled */
    GRID_FLAG_COIN = 4,      /* the corner case had to pick an axis at random */
    GRID_FLAG_REGION_A = 8,  /* the destination's region: a, b or c */
    GRID_FLAG_REGION_B = 16,
    GRID_FLAG_REGION_C = 32,
};

#define GRID_COORD_LIMIT 1e8f /* doubled cells; far outside any map, still exact in int */

int grid_round2(const Map *map, float v)
{
    float v2 = floorf(2.0f * v / (float)map->tile + 0.5f);
    if (!(v2 >= -GRID_COORD_LIMIT)) return (int)-GRID_COORD_LIMIT; /* NaN lands outside too */
    if (v2 > GRID_COORD_LIMIT) return (int)GRID_COORD_LIMIT;
    return (int)v2;
}

static bool is_even(int v)
{
    return v % 2 == 0;
}

GridRegion grid_region_of(int x2, int y2)
{
    if (is_even(x2) && is_even(y2)) return GRID_REGION_C;
    if (is_even(x2)) return GRID_REGION_B_V;
    if (is_even(y2)) return GRID_REGION_B_H;
    return GRID_REGION_A;
}

/* A wall is on an edge whichever of its two cells says so: the seed's walls have no
 * direction, so a one-way platform (8) is a wall from both sides here. Outside the map
 * every cell is solid, so the border is walled. */
bool grid_wall_v(const Map *map, int i, int j)
{
    return (map_cell(map, i - 1, j) & SIDE_RIGHT) || (map_cell(map, i, j) & SIDE_LEFT);
}

bool grid_wall_h(const Map *map, int i, int j)
{
    return (map_cell(map, i, j - 1) & SIDE_DOWN) || (map_cell(map, i, j) & SIDE_UP);
}

/* An edge, in cells: (x0,y0)-(x1,y1); for the overlay. */
typedef struct GridEdge {
    int x0, y0, x1, y1;
    char axis; /* the axis it cancelled ('x' or 'y'), 0 if it only was looked at */
} GridEdge;

/* What the overlay needs to know about one move. */
typedef struct GridMove {
    int nx2, ny2; /* the destination, doubled and rounded */
    GridRegion region;
    unsigned flags;
    int edge_count;
    GridEdge edges[4]; /* the existing walls the rules looked at */
} GridMove;

static void note_wall(GridMove *g, bool vertical, int i, int j)
{
    if (g->edge_count < 4) g->edges[g->edge_count++] = (GridEdge){i, j, vertical ? i : i + 1, vertical ? j + 1 : j, 0};
}

/* Mark which of the walls looked at cancelled `axis`: the ones across it if any, else
 * all of them (region c cancels an axis for any wall at the crossing). */
static void blame(GridMove *g, char axis)
{
    bool across = false;
    for (int k = 0; k < g->edge_count; k++) {
        bool vertical = g->edges[k].x0 == g->edges[k].x1;
        if (vertical == (axis == 'x')) across = true;
    }
    for (int k = 0; k < g->edge_count; k++) {
        bool vertical = g->edges[k].x0 == g->edges[k].x1;
        if (!g->edges[k].axis && (!across || vertical == (axis == 'x'))) g->edges[k].axis = axis;
    }
}

/* Region c, the seed's "hard case": the destination is at the crossing (X, Y) of two
 * grid lines, with four possible walls. */
static void pmove_crossing(const ResolveCtx *ctx, float old_x, float old_y, float *new_x, float *new_y, GridMove *g)
{
    const Map *map = ctx->map;
    int nx2 = g->nx2, ny2 = g->ny2, X = nx2 / 2, Y = ny2 / 2;
    bool h_right = grid_wall_h(map, X, Y), h_left = grid_wall_h(map, X - 1, Y);
    bool v_below = grid_wall_v(map, X, Y), v_above = grid_wall_v(map, X, Y - 1);
    if (!(h_right || h_left || v_below || v_above)) return; /* no wall here: free */
    int ox2 = grid_round2(map, old_x), oy2 = grid_round2(map, old_y);
    if (is_even(oy2)) {
        /* Coming along a horizontal line (from b): only vertical motion is left. */
        *new_x = old_x;
        g->flags |= GRID_FLAG_X_BLOCKED;
    } else if (is_even(ox2)) {
        /* Coming along a vertical line: only horizontal motion is left. */
        *new_y = old_y;
        g->flags |= GRID_FLAG_Y_BLOCKED;
    } else {
        /* From region a, diagonally: the corner case. The two walls nearest the old
         * position (on the side it comes from) each forbid motion across them. */
        bool changed = false;
        if ((h_right && ox2 > nx2) || (h_left && ox2 < nx2)) {
            *new_y = old_y;
            changed = true;
            g->flags |= GRID_FLAG_Y_BLOCKED;
            note_wall(g, false, ox2 > nx2 ? X : X - 1, Y);
            blame(g, 'y');
        }
        if ((v_below && oy2 > ny2) || (v_above && oy2 < ny2)) {
            *new_x = old_x;
            changed = true;
            g->flags |= GRID_FLAG_X_BLOCKED;
            note_wall(g, true, X, oy2 > ny2 ? Y : Y - 1);
            blame(g, 'x');
        }
        if (!changed) {
            /* Neither near wall exists, but a far one does: one axis must go, and
             * the seed says either will do. The coin is the world's seeded
             * generator (the seed used Math.random()), so a replay makes the same
             * choices. */
            g->flags |= GRID_FLAG_COIN;
            if (rng_float01(ctx->rng) < 0.5f) {
                *new_x = old_x;
                g->flags |= GRID_FLAG_X_BLOCKED;
            } else {
                *new_y = old_y;
                g->flags |= GRID_FLAG_Y_BLOCKED;
            }
        } else {
            return;
        }
    }
    if (h_left) note_wall(g, false, X - 1, Y);
    if (h_right) note_wall(g, false, X, Y);
    if (v_above) note_wall(g, true, X, Y - 1);
    if (v_below) note_wall(g, true, X, Y);
    blame(g, (g->flags & GRID_FLAG_X_BLOCKED) ? 'x' : 'y');
}

/* The seed's pmove, in pixels. `new_x`, `new_y` come in as the wanted destination and
 * leave as the allowed one; an axis is cancelled by putting back its old value. */
static void grid_pmove(const ResolveCtx *ctx, float old_x, float old_y, float *new_x, float *new_y, GridMove *g)
{
    const Map *map = ctx->map;
    int nx2 = grid_round2(map, *new_x), ny2 = grid_round2(map, *new_y);
    bool on_v_wall = is_even(nx2), on_h_wall = is_even(ny2);
    g->nx2 = nx2;
    g->ny2 = ny2;
    g->region = grid_region_of(nx2, ny2);

    if (on_h_wall && on_v_wall) {
        pmove_crossing(ctx, old_x, old_y, new_x, new_y, g);
    } else if (on_h_wall) {
        /* Region b on a horizontal line: if the wall is there, slide along it. */
        if (grid_wall_h(map, (nx2 - 1) / 2, ny2 / 2)) {
            *new_y = old_y;
            g->flags |= GRID_FLAG_Y_BLOCKED;
            note_wall(g, false, (nx2 - 1) / 2, ny2 / 2);
            blame(g, 'y');
        }
    } else if (on_v_wall) {
        if (grid_wall_v(map, nx2 / 2, (ny2 - 1) / 2)) {
            *new_x = old_x;
            g->flags |= GRID_FLAG_X_BLOCKED;
            note_wall(g, true, nx2 / 2, (ny2 - 1) / 2);
            blame(g, 'x');
        }
    }
}

static const char *outcome(unsigned flags)
{
    if (flags & GRID_FLAG_COIN)
        return (flags & GRID_FLAG_X_BLOCKED) ? "corner coin, x stopped" : "corner coin, y stopped";
    if ((flags & GRID_FLAG_X_BLOCKED) && (flags & GRID_FLAG_Y_BLOCKED)) return "x and y stopped";
    if (flags & GRID_FLAG_X_BLOCKED) return "x stopped";
    if (flags & GRID_FLAG_Y_BLOCKED) return "y stopped";
    return "free";
}

static const char *region_name(GridRegion r)
{
    switch (r) {
    case GRID_REGION_A: return "a";
    case GRID_REGION_B_V: return "b (vertical line)";
    case GRID_REGION_B_H: return "b (horizontal line)";
    default: return "c (crossing)";
    }
}

/* The overlay: the bands around every grid line near the move (where they cross, the
 * fill doubles: region c), the destination's region, the walls the rules looked at and
 * the one that cancelled each axis. */
static void trace_move(Trace *trace, const Map *map, const Body *from, float wx, float wy, float nx, float ny,
                       const GridMove *g)
{
    float t = (float)map->tile, band = GRID_BAND_CELLS * t;
    /* map_cell_of keeps absurd moves (and NaN) to the map's surroundings: the loops
     * below run over a few hundred lines at most, not one per cell of the move. */
    int i0 = map_cell_of(map, resolver_minf(from->x, wx)) - 1, i1 = map_cell_of(map, resolver_maxf(from->x, wx)) + 2;
    int j0 = map_cell_of(map, resolver_minf(from->y, wy)) - 1, j1 = map_cell_of(map, resolver_maxf(from->y, wy)) + 2;
    /* One clean rectangle of bands: each band runs a quarter cell past the outer lines. */
    for (int i = i0; i <= i1; i++)
        trace_shape(trace, TRACE_BAND, (float)i * t - band, (float)j0 * t - band, (float)i * t + band,
                    (float)j1 * t + band);
    for (int j = j0; j <= j1; j++)
        trace_shape(trace, TRACE_BAND, (float)i0 * t - band, (float)j * t - band, (float)i1 * t + band,
                    (float)j * t + band);
    /* The destination's region: the unit square around its doubled, rounded point. */
    float rx0 = ((float)g->nx2 - 0.5f) * t * 0.5f, ry0 = ((float)g->ny2 - 0.5f) * t * 0.5f;
    trace_shape(trace, TRACE_REGION, rx0, ry0, rx0 + band * 2.0f, ry0 + band * 2.0f);
    /* The walls the rules looked at; those that cancelled an axis in red. */
    for (int k = 0; k < g->edge_count; k++) {
        const GridEdge *e = &g->edges[k];
        trace_shape(trace, e->axis ? TRACE_SIDE_HIT : TRACE_SIDE, (float)e->x0 * t, (float)e->y0 * t, (float)e->x1 * t,
                    (float)e->y1 * t);
    }
    /* One label at the region: its letter, and what the rules did. */
    char letter = g->region == GRID_REGION_A ? 'a' : g->region == GRID_REGION_C ? 'c' : 'b';
    const char *done = outcome(g->flags);
    if (g->flags & (GRID_FLAG_X_BLOCKED | GRID_FLAG_Y_BLOCKED))
        trace_label(trace, rx0 + band * 2.0f, ry0, "%c: %s", letter, done);
    else trace_label(trace, rx0 + band * 2.0f, ry0, "%c", letter);
    if (wx != from->x || wy != from->y) trace_shape(trace, TRACE_SWEEP, from->x, from->y, wx, wy);
    if (nx != from->x || ny != from->y) trace_shape(trace, TRACE_MOVED, from->x, from->y, nx, ny);
    trace_point(trace, (g->flags & (GRID_FLAG_X_BLOCKED | GRID_FLAG_Y_BLOCKED)) ? TRACE_HIT : TRACE_PROBE, wx, wy);
    trace_note(trace, "destination 2x = (%d, %d): region %s  ·  %s", g->nx2, g->ny2, region_name(g->region), done);
}

static void resolve_grid_region(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    float want_x = body->x + dx, want_y = body->y + dy;
    float new_x = want_x, new_y = want_y;
    GridMove g = {0};
    grid_pmove(ctx, body->x, body->y, &new_x, &new_y, &g);
    g.flags |= g.region == GRID_REGION_A   ? GRID_FLAG_REGION_A
               : g.region == GRID_REGION_C ? GRID_FLAG_REGION_C
                                           : GRID_FLAG_REGION_B;
    if (trace) trace_move(trace, ctx->map, body, want_x, want_y, new_x, new_y, &g);
    float wanted = hypotf(dx, dy), made = hypotf(new_x - body->x, new_y - body->y);
    body->x = new_x;
    body->y = new_y;
    if (info) {
        int hits = ((g.flags & GRID_FLAG_X_BLOCKED) != 0) + ((g.flags & GRID_FLAG_Y_BLOCKED) != 0);
        /* Far from the origin a float's rounding can make the move made a hair longer
         * than the one wanted: a fraction is at most 1 (found by fuzzing). */
        *info = (MoveInfo){wanted > 0.0f ? resolver_minf(made / wanted, 1.0f) : 1.0f, hits, g.flags};
    }
}

const ResolverInfo RESOLVE_GRID_REGION = {
    .name = "grid-region",
    .short_name = "grid-reg",
    .title = "Grid region",
    .seed = "Space 9 grid collision",
    .model = BODY_CIRCLE,
    .size_tiles = 0.5f,
    .how = "Doubles and rounds the destination: region a, b or c; a wall there cancels the move across it.",
    .weakness = "Only the destination is checked: over half a cell per tick jumps walls; wall tips: coin toss.",
    .colour = {70, 215, 230}, /* cyan */
    .resolve = resolve_grid_region,
};
