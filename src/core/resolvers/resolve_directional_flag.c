/* resolve_directional_flag.c: the directional-flag resolver, after the
 * GameMaker directional tiles ("Directional Grid-Based Collisions"). Every cell's
 * 4 bits say which of its sides are solid: bit 0 Left, 1 Down, 2 Right, 3 Up, the
 * map's own bit order. The body is a box on whole pixels, as the seed requires.
 *
 * The move goes one whole pixel at a time, horizontal first, then vertical; before
 * each pixel collisionCheckRelative asks whether the box, moved by that pixel, would
 * cover a cell whose side facing the motion is solid, a bit the box does not already
 * have under it. The first blocked pixel ends that axis.
 *
 * MoveInfo: t is the fraction of the wanted whole pixels that were moved, hits the
 * number of axes that were stopped, flags the side bits that stopped them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/resolvers/directional_flag.h"
#include "core/resolver.h"

/* GameMaker's `div` on the positive coordinates of a room; on the negative side (only
 * reachable through `collide resolve`) we round down, so cells keep their size. */
static inline int floor_div(int v, int d)
{
    int q = v / d;
    return (v % d != 0 && (v < 0) != (d < 0)) ? q - 1 : q;
}

/* collisionCheckRectangle: the running OR of every covered cell's mask. The loops are
 * inclusive (c <= c2, r <= r2) because right and bottom are the last pixels inside the
 * box: a box that only touches a cell's edge does not cover it. Cells outside the map
 * read as 15; once every bit is set nothing can change, so the scan stops early (this
 * keeps absurd boxes from `collide resolve` cheap). */
static inline unsigned or_of_cells(const Map *map, int c1, int c2, int r1, int r2)
{
    unsigned flags = 0;
    for (int c = c1; c <= c2; c++)
        for (int r = r1; r <= r2; r++) {
            flags |= map_cell(map, c, r);
            if (flags == SIDE_ALL) return flags;
        }
    return flags;
}

/* The cells a box covers (collisionCheckRectangle's loop bounds) and the OR of their masks. */
typedef struct DflagCover {
    int c1, c2, r1, r2;
    unsigned flags;
} DflagCover;

/* The cover with the tile `t` as an argument: inlined with a constant, each division
 * becomes a multiplication or a shift. */
static inline DflagCover cover_by(const Map *map, DflagBox box, int t)
{
    DflagCover k = {floor_div(box.left, t), floor_div(box.right, t), floor_div(box.top, t), floor_div(box.bottom, t),
                    0};
    k.flags = or_of_cells(map, k.c1, k.c2, k.r1, k.r2);
    return k;
}

/* A division by a variable costs more than the rest of a short move's cover: the
 * shipped maps' tiles (32, and 48 for the wall tips) and the powers of two get their
 * own constant. */
static inline DflagCover cover_of(const Map *map, DflagBox box)
{
    switch (map->tile) {
    case 32: return cover_by(map, box, 32);
    case 48: return cover_by(map, box, 48);
    case 8: return cover_by(map, box, 8);
    case 16: return cover_by(map, box, 16);
    case 64: return cover_by(map, box, 64);
    case 128: return cover_by(map, box, 128);
    default: return cover_by(map, box, map->tile);
    }
}

unsigned dflag_check_rectangle(const Map *map, DflagBox box)
{
    return cover_of(map, box).flags;
}

/* point_direction(0, 0, dx, dy) div 90, without the angle: the quarter turn,
 * counter-clockwise from "right", with y pointing down. Moving right asks for bit 0,
 * the Left side of the cells ahead; up bit 1 (Down); left bit 2 (Right); down bit 3
 * (Up). A diagonal falls into the quarter it starts (up-right counts as right); we
 * never ask for one, because the move goes one axis at a time. */
unsigned dflag_direction_bit(int dx, int dy)
{
    int quarter;
    if (dx > 0 && dy <= 0) quarter = 0;
    else if (dy < 0 && dx <= 0) quarter = 1;
    else if (dx < 0 && dy >= 0) quarter = 2;
    else if (dy > 0 && dx >= 0) quarter = 3;
    else quarter = 0; /* no motion: GameMaker's direction is 0 */
    return 1u << quarter;
}

/* collisionCheckRelative: keep only the target's bit for the direction of travel, and
 * drop any bit the box already has under it. That second part is what lets a body
 * stand inside a one-way cell and walk out; it works on the OR of all covered cells,
 * so a bit under any part of the box masks the same bit everywhere ahead. */
DflagCheck dflag_check_relative(const Map *map, DflagBox box, int dx, int dy)
{
    DflagCheck k;
    k.directional = dflag_direction_bit(dx, dy);
    k.current = dflag_check_rectangle(map, box);
    DflagBox moved = {box.left + dx, box.top + dy, box.right + dx, box.bottom + dy};
    k.target = dflag_check_rectangle(map, moved);
    k.result = ~k.current & (k.directional & k.target) & SIDE_ALL;
    return k;
}

/* One axis of a move, for the overlay: the pixels wanted and the last check (the
 * blocking one, or the last free pixel's). */
typedef struct DflagAxis {
    int wanted;
    bool checked;    /* at least one check ran */
    DflagCheck last; /* the last check: the blocking one, or the last free pixel's */
} DflagAxis;

/* How many one-pixel steps (step = +1 or -1) take pixel v, which lies in cell `cell`,
 * into the next cell. Whole-pixel coordinates stay within a few times
 * RESOLVE_WHOLE_PX_MAX, so none of this overflows an int. */
static inline int pixels_to_next_cell(int v, int cell, int step, int tile)
{
    int start = cell * tile;
    return step > 0 ? start + tile - v : v - start + 1;
}

/* The OR of the masks of column c (rows r1..r2), or of row r (columns c1..c2):
 * or_of_cells of one line of cells. */
static unsigned or_of_line(const Map *map, int along_x, int line, int from, int to)
{
    return along_x ? or_of_cells(map, line, line, from, to) : or_of_cells(map, from, to, line, line);
}

/* collisionCheckRelative before every pixel of one axis, as the seed does; only the
 * work is shared between pixels. `k` is what the box covers, kept up to date.
 * - The cover only changes when the box's leading edge enters a new column (row) of
 *   cells or its trailing edge leaves one. Between those crossings a check compares a
 *   cover with itself and passes, so the walk goes from crossing to crossing.
 * - At a crossing the current words are the cover before it and the target words the
 *   cover after it. A crossing of the trailing edge alone only drops cells, so its
 *   target holds no bit that is not current and it passes; a crossing of the leading
 *   edge adds one line of cells, and what it adds beyond the current words is that
 *   line's OR: the check blocks when the line has the direction's bit and the cover
 *   does not.
 * - A blocked check's answer is the direction's bit itself (it is one bit), so the
 *   mover needs no words; the overlay redoes the last check (last_check).
 * Returns the pixels moved (signed); *blocked says whether a check stopped them. */
static int move_axis(const Map *map, DflagBox box, DflagCover *k, int along_x, int pixels, bool *blocked)
{
    *blocked = false;
    if (pixels == 0) return 0;
    int tile = map->tile, step = pixels > 0 ? 1 : -1, n = abs(pixels);
    unsigned directional = along_x ? (step > 0 ? SIDE_LEFT : SIDE_RIGHT) : (step > 0 ? SIDE_UP : SIDE_DOWN);
    int lo = along_x ? k->c1 : k->r1, hi = along_x ? k->c2 : k->r2;   /* the covered lines */
    int from = along_x ? k->r1 : k->c1, to = along_x ? k->r2 : k->c2; /* across them */
    int low_edge = along_x ? box.left : box.top, high_edge = along_x ? box.right : box.bottom;
    int lead = step > 0 ? hi : lo, trail = step > 0 ? lo : hi;
    int lead_at = pixels_to_next_cell(step > 0 ? high_edge : low_edge, lead, step, tile);
    int trail_at = pixels_to_next_cell(step > 0 ? low_edge : high_edge, trail, step, tile);
    unsigned current = k->flags;
    int moved = n;
    for (;;) {
        int at = lead_at < trail_at ? lead_at : trail_at; /* the next crossing's pixel */
        if (at > n) break;
        bool leads = lead_at == at, trails = trail_at == at;
        if (leads) {
            unsigned line = or_of_line(map, along_x, lead + step, from, to);
            if (directional & ~current & line) {
                moved = at - 1;
                *blocked = true;
                break;
            }
            lead += step;
            lead_at += tile;
            current |= line; /* the cells added */
        }
        if (trails) {
            /* The trailing edge left a line: the OR of what is still covered. */
            trail += step;
            trail_at += tile;
            int a = step > 0 ? trail : lead, b = step > 0 ? lead : trail;
            current = along_x ? or_of_cells(map, a, b, from, to) : or_of_cells(map, from, to, a, b);
        }
    }
    int a = step > 0 ? trail : lead, b = step > 0 ? lead : trail;
    if (along_x) {
        k->c1 = a;
        k->c2 = b;
    } else {
        k->r1 = a;
        k->r2 = b;
    }
    k->flags = current;
    return moved * step;
}

static void bits4(char out[5], unsigned v)
{
    for (int b = 0; b < 4; b++) out[b] = (v >> (3 - b)) & 1u ? '1' : '0';
    out[4] = '\0';
}

/* The overlay: for each axis, the covered cells of the last check, the cells and
 * sides that blocked, and the three words (current, direction, target). */
static void trace_axis(Trace *trace, const Map *map, DflagBox at, const DflagAxis *a, int along_x, bool label)
{
    if (!trace || !a->checked) return;
    float t = (float)map->tile;
    int step = a->wanted > 0 ? 1 : -1;
    int sx = along_x ? step : 0, sy = along_x ? 0 : step;
    DflagBox moved = {at.left + sx, at.top + sy, at.right + sx, at.bottom + sy};
    DflagCover k = cover_of(map, moved);
    int c1 = k.c1, c2 = k.c2, r1 = k.r1, r2 = k.r2;
    trace_shape(trace, TRACE_SCAN, (float)c1 * t, (float)r1 * t, (float)(c2 + 1) * t, (float)(r2 + 1) * t);
    for (int c = c1; c <= c2; c++)
        for (int r = r1; r <= r2; r++) {
            if (!(map_cell(map, c, r) & a->last.result)) continue;
            float x0 = (float)c * t, y0 = (float)r * t, x1 = x0 + t, y1 = y0 + t;
            unsigned bit = a->last.result;
            if (bit & SIDE_LEFT) trace_shape(trace, TRACE_SIDE_HIT, x0, y0, x0, y1);
            if (bit & SIDE_RIGHT) trace_shape(trace, TRACE_SIDE_HIT, x1, y0, x1, y1);
            if (bit & SIDE_UP) trace_shape(trace, TRACE_SIDE_HIT, x0, y0, x1, y0);
            if (bit & SIDE_DOWN) trace_shape(trace, TRACE_SIDE_HIT, x0, y1, x1, y1);
        }
    /* The words of a check that blocked, above the box (a free check only goes to
     * the note: a label on every tick would bury the map). */
    if (label && a->last.result) {
        char cur[5], dir[5], tgt[5];
        bits4(cur, a->last.current);
        bits4(dir, a->last.directional);
        bits4(tgt, a->last.target);
        trace_label(trace, (float)at.left, (float)at.top, "cur %s dir %s tgt %s", cur, dir, tgt);
    }
}

/* "x: cur 0000 dir 0001 tgt 0101 → stop" for the note. */
static int describe_axis(char *out, size_t cap, char axis, const DflagAxis *a)
{
    if (!a->checked) return snprintf(out, cap, "%c: -", axis);
    char cur[5], dir[5], tgt[5];
    bits4(cur, a->last.current);
    bits4(dir, a->last.directional);
    bits4(tgt, a->last.target);
    return snprintf(out, cap, "%c: cur %s dir %s tgt %s → %s", axis, cur, dir, tgt, a->last.result ? "stop" : "go");
}

/* The last check of one axis, redone from scratch for the overlay: from the box it
 * was made at, `at`, one pixel along the axis. */
static DflagAxis last_check(const Map *map, DflagBox at, int along_x, int wanted)
{
    DflagAxis a = {.wanted = wanted, .checked = wanted != 0};
    int step = wanted > 0 ? 1 : -1;
    if (a.checked) a.last = dflag_check_relative(map, at, along_x ? step : 0, along_x ? 0 : step);
    return a;
}

/* The overlay of a move from `start` (x done at `after_x`, y at `end`); an axis that
 * was not blocked had its last check one pixel before where it ended. */
static void trace_move(Trace *trace, const Map *map, DflagBox start, DflagBox after_x, DflagBox end, int mx, int my,
                       bool x_blocked, bool y_blocked)
{
    int w = start.right - start.left + 1, h = start.bottom - start.top + 1;
    DflagBox x_at = {after_x.left - (x_blocked ? 0 : (mx > 0 ? 1 : -1)), after_x.top, 0, 0};
    x_at.right = x_at.left + w - 1;
    x_at.bottom = x_at.top + h - 1;
    DflagAxis ax = last_check(map, x_at, 1, mx);
    trace_axis(trace, map, x_at, &ax, 1, true);
    DflagBox y_at = {end.left, end.top - (y_blocked ? 0 : (my > 0 ? 1 : -1)), 0, 0};
    y_at.right = y_at.left + w - 1;
    y_at.bottom = y_at.top + h - 1;
    DflagAxis ay = last_check(map, y_at, 0, my);
    trace_axis(trace, map, y_at, &ay, 0, !x_blocked); /* one label */
    float cx = (float)start.left + (float)w * 0.5f, cy = (float)start.top + (float)h * 0.5f;
    if (mx || my) trace_shape(trace, TRACE_SWEEP, cx, cy, cx + (float)mx, cy + (float)my);
    float ex = (float)end.left + (float)w * 0.5f, ey = (float)end.top + (float)h * 0.5f;
    if (ex != cx || ey != cy) trace_shape(trace, TRACE_MOVED, cx, cy, ex, ey);
    if (ax.checked || ay.checked) {
        char xs[64], ys[64];
        describe_axis(xs, sizeof xs, 'x', &ax);
        describe_axis(ys, sizeof ys, 'y', &ay);
        trace_note(trace, "%s  ·  %s   (bits U R D L)", xs, ys);
    } else {
        trace_note(trace, "no whole pixel to move: moves are rounded to whole pixels");
    }
}

static void resolve_directional_flag(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info,
                                     Trace *trace)
{
    const Map *map = ctx->map;
    /* Whole pixels only: the box's size and corner are rounded to them, and so is the
     * move, so a move under half a pixel per tick goes nowhere. Hostile input
     * (docs/robustness.md): the move is cut to the map's width plus height first, because the
     * walk goes pixel by pixel and a box inside a wall is stopped by nothing; the
     * conversions are defined for NaN and huge values. */
    resolver_cut_move_fast(map, &dx, &dy);
    int w = resolver_whole_px(resolver_minf(body->w, RESOLVE_SIZE_MAX_PX)),
        h = resolver_whole_px(resolver_minf(body->h, RESOLVE_SIZE_MAX_PX));
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    int left = resolver_whole_px(body->x - (float)w * 0.5f), top = resolver_whole_px(body->y - (float)h * 0.5f);
    DflagBox box = {left, top, left + w - 1, top + h - 1};
    DflagBox start = box;
    int mx = resolver_whole_px(dx), my = resolver_whole_px(dy);

    DflagCover cover = cover_of(map, box);
    bool x_blocked, y_blocked;
    int moved_x = move_axis(map, box, &cover, 1, mx, &x_blocked);
    box.left += moved_x;
    box.right += moved_x;
    DflagBox after_x = box;
    int moved_y = move_axis(map, box, &cover, 0, my, &y_blocked);
    box.top += moved_y;
    box.bottom += moved_y;

    if (trace) trace_move(trace, map, start, after_x, box, mx, my, x_blocked, y_blocked);

    body->x = (float)box.left + (float)w * 0.5f;
    body->y = (float)box.top + (float)h * 0.5f;
    if (info) {
        int wanted = abs(mx) + abs(my), moved = abs(moved_x) + abs(moved_y);
        /* A blocked check's answer is the bit of its direction. */
        unsigned flags =
            (x_blocked ? (mx > 0 ? SIDE_LEFT : SIDE_RIGHT) : 0u) | (y_blocked ? (my > 0 ? SIDE_UP : SIDE_DOWN) : 0u);
        *info = (MoveInfo){wanted ? (float)moved / (float)wanted : 1.0f, x_blocked + y_blocked, flags};
    }
}

const ResolverInfo RESOLVE_DIRECTIONAL_FLAG = {
    .name = "directional-flag",
    .short_name = "dir-flag",
    .title = "Directional flag",
    .seed = "GameMaker directional tiles",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "Pixel by pixel, x then y: stop if a cell ahead has the facing side bit and none under you has it.",
    .weakness = "Bits are OR'd over the whole box: inside one door, the next same-way doors let you through.",
    .colour = {240, 240, 240}, /* white */
    .resolve = resolve_directional_flag,
};
