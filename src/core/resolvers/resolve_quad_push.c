/* resolve_quad_push.c: the quad-push resolver, after the Mighty and Weak quads. The player
 * is the Weak quad; every mover of the map and every solid cell (mask 15) is a Mighty
 * quad. Each tick the player's wanted move goes through CollisionOfTwoQuads (quad.c)
 * once per Mighty quad it could meet: the movers first, in map order, then the solid
 * cells, row by row. Each pair moves Weak from where the tick began to the end the
 * previous pairs left it, so a later pair has the last word.
 *
 * The seed is about two quads and does not say what happens when Weak is squeezed
 * between a mover and a wall. Here the walls win, because they come last: the player
 * stays against the wall and the mover slides over it (MoveInfo flag
 * QUAD_PUSH_SQUEEZED) until it turns back; the player never enters a solid cell
 * through a squeeze. While it is covered, the seed's step 3 tries each tick to lift it
 * out of the mover the shortest way: into the wall (undone by the wall), or, when the
 * player sticks out past the mover's edge by less than the mover covers it, off
 * that edge.
 *
 * MoveInfo: t is the smallest fraction returned by a pair that touched the player (1
 * when none did), hits the number of Mighty quads that touched it (changed its end or
 * hit a side), flags the QUAD_HIT_* sides of the player that were hit (1 left, 2 right,
 * 4 up, 8 down), plus QUAD_PUSH_SQUEEZED. */
#include <math.h>
#include <stdio.h>

#include "core/resolvers/quad.h"
#include "core/resolver.h"

#define QUAD_PUSH_SQUEEZED 0x10u /* the player ends overlapping a mover */
#define PUSH_SHOWN_MAX 8         /* touched quads the overlay outlines */
#define QUAD_PUSH_NORMAL_PX 256  /* twice the sandbox's top speed, per axis, and thrice its largest body */

typedef struct PushRun {
    QuadXYf start, end; /* Weak's top-left at the start of the tick and its end so far */
    QuadXYi wsize;
    float fraction; /* smallest fraction of a pair that touched Weak */
    int hits;
    unsigned flags;
    int shown; /* the Mighty quads that touched Weak, for the overlay */
    QuadXYi shown_pos[PUSH_SHOWN_MAX], shown_size[PUSH_SHOWN_MAX];
} PushRun;

/* One Weak-Mighty pair: steps 1-18 of the seed, and the bookkeeping for MoveInfo. */
static void push_pair(PushRun *run, QuadXYi ms, QuadXYi mc, QuadXYi msize)
{
    QuadSpec spec = {.msize = msize, .wsize = run->wsize, .ms = ms, .mc = mc, .ws = run->start, .wc = run->end};
    float f = quad_collide(&spec);
    if (f < 0.0f) return; /* bad size or cannot meet: the end stays */
    run->flags |= spec.collision;
    if (spec.wc.x != run->end.x || spec.wc.y != run->end.y || spec.collision) {
        if (f < run->fraction) run->fraction = f;
        run->hits++;
        if (run->shown < PUSH_SHOWN_MAX) {
            run->shown_pos[run->shown] = mc;
            run->shown_size[run->shown++] = msize;
        }
    }
    run->end = spec.wc;
}

/* Does Weak's straight path (its top-left from the start to the end so far) come
 * within a few pixels of the cell at (x, y) of side `tile`? Slabs, in double: the cell
 * grown by Weak's size and the margin, against the path. A path that is not finite
 * (a body called directly at NaN, which resolver_move never passes) comes near none:
 * its slabs compare false, which read as near, and every cell of the box's first row
 * was paired with a million-pixel move, 6.6 s for one such move on the largest map. */
static bool near_path(const PushRun *run, int x, int y, int tile)
{
    const double margin = 2.0; /* touching, and a step of up to a pixel */
    double lo[2] = {x - run->wsize.x - margin, y - run->wsize.y - margin};
    double hi[2] = {x + tile + margin, y + tile + margin};
    double p[2] = {run->start.x, run->start.y};
    double d[2] = {(double)run->end.x - run->start.x, (double)run->end.y - run->start.y};
    if (!isfinite(p[0] + p[1] + d[0] + d[1])) return false;
    double t0 = 0.0, t1 = 1.0;
    for (int k = 0; k < 2; k++) {
        if (d[k] == 0.0) {
            if (p[k] < lo[k] || p[k] > hi[k]) return false;
            continue;
        }
        double a = (lo[k] - p[k]) / d[k], b = (hi[k] - p[k]) / d[k];
        if (a > b) {
            double swap = a;
            a = b;
            b = swap;
        }
        if (a > t0) t0 = a;
        if (b < t1) t1 = b;
    }
    return t0 <= t1;
}

/* The cells of row j that near_path can accept, or a few more: those the straight path
 * crosses while within the row (grown as near_path grows a cell), and one either side.
 * An absurd move's box can span the whole map while its path passes near a few cells
 * of each row; only those are looked at, in the same order. Returns false (look at the
 * whole row) for a path that is not finite or lies far beyond any map. */
static bool row_span(const PushRun *run, int j, int tile, int *lo, int *hi)
{
    const double margin = 2.0; /* as near_path's */
    double px = run->start.x, py = run->start.y;
    double dx = (double)run->end.x - px, dy = (double)run->end.y - py;
    if (!(fabs(px) + fabs(py) + fabs(dx) + fabs(dy) < 1e9)) return false; /* cell numbers fit an int */
    double y0 = (double)j * tile - run->wsize.y - margin, y1 = (double)j * tile + tile + margin;
    double t0 = 0.0, t1 = 1.0;
    if (dy == 0.0) {
        if (py < y0 || py > y1) t0 = 2.0; /* never within the row */
    } else {
        double a = (y0 - py) / dy, b = (y1 - py) / dy;
        if (a > b) {
            double swap = a;
            a = b;
            b = swap;
        }
        if (a > t0) t0 = a;
        if (b < t1) t1 = b;
    }
    if (t0 > t1) { /* an empty span */
        *lo = 1;
        *hi = 0;
        return true;
    }
    double xa = px + t0 * dx, xb = px + t1 * dx;
    double x0 = xa < xb ? xa : xb, x1 = xa < xb ? xb : xa;
    *lo = (int)floor((x0 - margin - tile) / tile) - 1;
    *hi = (int)floor((x1 + run->wsize.x + margin) / tile) + 1;
    return true;
}

/* The row's span from row_span, within the box's columns i0..i1. */
static void clip_to_span(const PushRun *run, int j, int tile, int i0, int i1, int *lo, int *hi)
{
    *lo = i0;
    *hi = i1;
    if (!row_span(run, j, tile, lo, hi)) return;
    if (*lo < i0) *lo = i0;
    if (*hi > i1) *hi = i1;
}

/* For an absurd move: the solid cells of the box i0..j1 that near_path accepts, paired
 * row by row, each row's columns as row_span bounds them. */
static void pair_cells_near_path(PushRun *run, const Map *map, int i0, int j0, int i1, int j1)
{
    QuadXYi cell = {map->tile, map->tile};
    for (int j = j0; j <= j1; j++) {
        int lo, hi;
        clip_to_span(run, j, map->tile, i0, i1, &lo, &hi);
        for (int i = lo; i <= hi; i++)
            if (map_cell(map, i, j) == SIDE_ALL && near_path(run, i * map->tile, j * map->tile, map->tile)) {
                QuadXYi at = {i * map->tile, j * map->tile};
                push_pair(run, at, at, cell);
                /* The pair may have moved the path's end: the rest of the row anew. */
                int from;
                clip_to_span(run, j, map->tile, i0, i1, &from, &hi);
                if (from > i + 1) i = from - 1;
            }
    }
}

static bool box_overlaps(QuadXYf p, QuadXYi size, QuadXYi q, QuadXYi qsize)
{
    return p.x < (float)(q.x + qsize.x) && (float)q.x < p.x + (float)size.x && p.y < (float)(q.y + qsize.y) &&
           (float)q.y < p.y + (float)size.y;
}

static void trace_run(Trace *trace, const ResolveCtx *ctx, const PushRun *run, float dx, float dy, int i0, int j0,
                      int i1, int j1)
{
    if (!trace) return;
    float t = (float)ctx->map->tile;
    float hw = (float)run->wsize.x * 0.5f, hh = (float)run->wsize.y * 0.5f;
    /* The solid cells that were Mighty quads this tick. */
    for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
            if (map_cell(ctx->map, i, j) == SIDE_ALL)
                trace_shape(trace, TRACE_CELL, (float)i * t, (float)j * t, (float)(i + 1) * t, (float)(j + 1) * t);
    /* The Mighty quads that touched the player this tick. */
    for (int k = 0; k < run->shown; k++) {
        QuadXYi p = run->shown_pos[k], q = run->shown_size[k];
        trace_shape(trace, TRACE_SCAN, (float)p.x, (float)p.y, (float)(p.x + q.x), (float)(p.y + q.y));
    }
    float sx = run->start.x + hw, sy = run->start.y + hh, ex = run->end.x + hw, ey = run->end.y + hh;
    if (dx != 0.0f || dy != 0.0f) trace_shape(trace, TRACE_SWEEP, sx, sy, sx + dx, sy + dy);
    if (ex != sx || ey != sy) trace_shape(trace, TRACE_MOVED, sx, sy, ex, ey);
    /* The player's sides that were hit, on its final box. */
    float x0 = run->end.x, y0 = run->end.y, x1 = x0 + (float)run->wsize.x, y1 = y0 + (float)run->wsize.y;
    if (run->flags & QUAD_HIT_LEFT) trace_shape(trace, TRACE_SIDE_HIT, x0, y0, x0, y1);
    if (run->flags & QUAD_HIT_RIGHT) trace_shape(trace, TRACE_SIDE_HIT, x1, y0, x1, y1);
    if (run->flags & QUAD_HIT_UP) trace_shape(trace, TRACE_SIDE_HIT, x0, y0, x1, y0);
    if (run->flags & QUAD_HIT_DOWN) trace_shape(trace, TRACE_SIDE_HIT, x0, y1, x1, y1);
    char sides[40] = "";
    int n = 0;
    static const char *const NAMES[4] = {"left", "right", "up", "down"};
    for (int b = 0; b < 4; b++)
        if (run->flags & (1u << b)) n += snprintf(sides + n, sizeof sides - (size_t)n, "%s%s", n ? "+" : "", NAMES[b]);
    if (run->flags & 15u) trace_label(trace, x1, y0, "hit %s", sides);
    if (run->flags & QUAD_PUSH_SQUEEZED) trace_label(trace, x0, y1 + (float)run->wsize.y, "SQUEEZED");
    trace_note(trace, "%d Mighty quad%s met  ·  fraction %.3g  ·  flags %u (%s)%s", run->hits,
               run->hits == 1 ? "" : "s", (double)run->fraction, run->flags & 15u, n ? sides : "no side hit",
               run->flags & QUAD_PUSH_SQUEEZED ? "  ·  squeezed: the wall wins" : "");
}

static void resolve_quad_push(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const Map *map = ctx->map;
    /* Hostile input (docs/robustness.md): every pair steps pixel by pixel along the
     * move (and step 3 lifts Weak out of each Mighty by up to its size), so an absurd
     * move is cut to the map's width plus height first, the size is held to the largest
     * body's, and both become whole pixels in a way defined for NaN and huge values. */
    resolver_cut_move_fast(map, &dx, &dy);
    PushRun run = {.wsize = {resolver_whole_px(resolver_minf(body->w, RESOLVE_SIZE_MAX_PX)),
                             resolver_whole_px(resolver_minf(body->h, RESOLVE_SIZE_MAX_PX))},
                   .fraction = 1.0f};
    /* The seed's sizes are whole pixels; a body narrower than one is still one. */
    if (run.wsize.x < 1) run.wsize.x = 1;
    if (run.wsize.y < 1) run.wsize.y = 1;
    run.start = (QuadXYf){body->x - (float)run.wsize.x * 0.5f, body->y - (float)run.wsize.y * 0.5f};
    run.end = (QuadXYf){run.start.x + dx, run.start.y + dy};

    /* Movers first: they push and carry. The world calls us every tick, even without
     * input, so a mover can push a player that stands still. */
    for (int k = 0; k < ctx->mover_count; k++) {
        const MoverState *m = &ctx->movers[k];
        push_pair(&run, (QuadXYi){m->x0, m->y0}, (QuadXYi){m->x1, m->y1}, (QuadXYi){m->w, m->h});
    }

    /* Then the solid cells Weak could meet between where it was and where the movers
     * left it (one pixel of margin, for touching), each a Mighty quad that stays put. */
    float lo_x = resolver_minf(run.start.x, run.end.x) - 1.0f,
          hi_x = resolver_maxf(run.start.x, run.end.x) + (float)run.wsize.x + 1.0f;
    float lo_y = resolver_minf(run.start.y, run.end.y) - 1.0f,
          hi_y = resolver_maxf(run.start.y, run.end.y) + (float)run.wsize.y + 1.0f;
    int i0 = map_cell_of(map, lo_x), i1 = map_cell_of(map, hi_x);
    int j0 = map_cell_of(map, lo_y), j1 = map_cell_of(map, hi_y);
    /* A move or a body larger than the sandbox ever makes is absurd (hostile input,
     * docs/robustness.md): every pair steps pixel by pixel along the move (and step 3
     * along the body's size), so pairing each solid cell of the box would cost the
     * box's area times that length. For such a move only the cells of the map's first
     * ring (beyond it every cell is solid and behind another) that come near the
     * player's straight path are paired. The sandbox's own moves pair every solid cell
     * of the box, as before. */
    bool absurd = fabsf(dx) > QUAD_PUSH_NORMAL_PX || fabsf(dy) > QUAD_PUSH_NORMAL_PX ||
                  run.wsize.x > QUAD_PUSH_NORMAL_PX || run.wsize.y > QUAD_PUSH_NORMAL_PX;
    if (absurd) {
        if (i0 < -1) i0 = -1;
        if (j0 < -1) j0 = -1;
        if (i1 > map->w) i1 = map->w;
        if (j1 > map->h) j1 = map->h;
        pair_cells_near_path(&run, map, i0, j0, i1, j1);
    } else {
        QuadXYi cell = {map->tile, map->tile};
        for (int j = j0; j <= j1; j++)
            for (int i = i0; i <= i1; i++)
                if (map_cell(map, i, j) == SIDE_ALL) {
                    QuadXYi at = {i * map->tile, j * map->tile};
                    push_pair(&run, at, at, cell);
                }
    }

    for (int k = 0; k < ctx->mover_count; k++) {
        const MoverState *m = &ctx->movers[k];
        if (box_overlaps(run.end, run.wsize, (QuadXYi){m->x1, m->y1}, (QuadXYi){m->w, m->h}))
            run.flags |= QUAD_PUSH_SQUEEZED;
    }
    trace_run(trace, ctx, &run, dx, dy, i0, j0, i1, j1);
    body->x = run.end.x + (float)run.wsize.x * 0.5f;
    body->y = run.end.y + (float)run.wsize.y * 0.5f;
    if (info) *info = (MoveInfo){run.fraction, run.hits, run.flags};
}

const ResolverInfo RESOLVE_QUAD_PUSH = {
    .name = "quad-push",
    .short_name = "quad",
    .title = "Quad push",
    .seed = "Mighty and Weak quads",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "You: Weak quad. Movers, solid cells: Mighty. 1-px steps; on overlap you ride Mighty's step.",
    .weakness = "One pair at a time: at 24+ px a tick you slip into walls; squeezed, a mover covers you.",
    .colour = {110, 230, 110}, /* green */
    .resolve = resolve_quad_push,
};
