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
static unsigned or_of_cells(const Map *map, int c1, int c2, int r1, int r2)
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

static DflagCover cover_of(const Map *map, DflagBox box)
{
    int t = map->tile;
    DflagCover k = {floor_div(box.left, t), floor_div(box.right, t), floor_div(box.top, t), floor_div(box.bottom, t),
                    0};
    k.flags = or_of_cells(map, k.c1, k.c2, k.r1, k.r2);
    return k;
}

/* The seed's two checks, as directional_flag.h gives them to the tests and the overlay. */
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

/* One axis, one whole pixel at a time; stops at the first blocked pixel. */
typedef struct DflagAxis {
    int wanted, moved;
    bool checked;    /* at least one check ran */
    DflagCheck last; /* the last check: the blocking one, or the last free pixel's */
} DflagAxis;

/* How many one-pixel steps (step = +1 or -1) take pixel v, which lies in `cell`,
 * into the next cell. */
static int pixels_to_next_cell(int v, int cell, int step, int tile)
{
    long long start = (long long)cell * tile; /* long long: a box from hostile input may sit near INT_MAX */
    return (int)(step > 0 ? start + tile - v : v - start + 1);
}

/* How many one-pixel steps along the axis change the cells `box` covers: the first
 * time its leading edge enters a new column (row) of cells, or its trailing edge
 * leaves one. */
static int pixels_to_new_cover(const Map *map, DflagCover k, DflagBox box, int along_x, int step)
{
    int a = along_x ? pixels_to_next_cell(box.left, k.c1, step, map->tile)
                    : pixels_to_next_cell(box.top, k.r1, step, map->tile);
    int b = along_x ? pixels_to_next_cell(box.right, k.c2, step, map->tile)
                    : pixels_to_next_cell(box.bottom, k.r2, step, map->tile);
    return a < b ? a : b;
}

/* The cell of pixel v, when the pixel next to it lies in cell c: the same cell, or
 * the one across the edge between them. */
static int cell_after_pixel(int c, int v, int tile)
{
    long long start = (long long)c * tile;
    if (v >= start + tile) return c + 1;
    if (v < start) return c - 1;
    return c;
}

/* The cover of `moved`, a box one pixel away from the box covering `k`. The cell
 * indexes follow the edges across (no division, unlike floor_div); the OR is redone. */
static DflagCover cover_after_pixel(const Map *map, DflagCover k, DflagBox moved)
{
    int t = map->tile;
    DflagCover next = {cell_after_pixel(k.c1, moved.left, t), cell_after_pixel(k.c2, moved.right, t),
                       cell_after_pixel(k.r1, moved.top, t), cell_after_pixel(k.r2, moved.bottom, t), 0};
    next.flags = or_of_cells(map, next.c1, next.c2, next.r1, next.r2);
    return next;
}

/* collisionCheckRelative before every pixel, as the seed does, giving the same three
 * words as dflag_check_relative; only the work is shared between pixels:
 * - the current words of a pixel are the target words of the pixel before (the box
 *   has moved onto exactly the box that was checked), so they are not recomputed;
 * - the OR of the covered masks only changes when an edge of the box crosses into a
 *   new column (row) of cells, so it is recomputed there and not at every pixel;
 * - between those crossings every check passes (it compares a cover with itself), so
 *   a run of such pixels is taken in one step: the work grows with the cells crossed,
 *   not with the pixels.
 * `cover` is what the box covers, kept up to date as it moves. The runs keep a hostile
 * move's time bounded by the cells it crosses (docs/robustness.md): a box as large as the
 * largest map, moved across it, would otherwise OR a quarter of a million cells at each
 * of a million pixels. tests/app/render/test_tileset_view.c checks the walk against
 * dflag_check_relative at every pixel, over random moves on the shipped maps. */
static DflagAxis move_axis(const Map *map, DflagBox *box, DflagCover *cover, int along_x, int pixels)
{
    DflagAxis a = {.wanted = pixels};
    int step = pixels > 0 ? 1 : -1;
    int sx = along_x ? step : 0, sy = along_x ? 0 : step;
    unsigned directional = dflag_direction_bit(sx, sy);                         /* right 1, up 2, left 4, down 8 */
    int same_cover = pixels_to_new_cover(map, *cover, *box, along_x, step) - 1; /* pixels before it changes */
    for (int left = abs(pixels); left > 0;) {
        if (same_cover > 0) {
            /* The next pixels keep the cover: each of their checks compares the OR of
             * the same cells with itself, and ~current & target is 0, so every one of
             * them passes. They are taken in one go, with the words the last of them
             * would leave. */
            int n = same_cover < left ? same_cover : left;
            box->left += n * sx;
            box->right += n * sx;
            box->top += n * sy;
            box->bottom += n * sy;
            a.moved += n * step;
            a.last = (DflagCheck){cover->flags, directional, cover->flags, 0};
            a.checked = true;
            same_cover -= n;
            left -= n;
            continue;
        }
        DflagBox moved = {box->left + sx, box->top + sy, box->right + sx, box->bottom + sy};
        DflagCover target = cover_after_pixel(map, *cover, moved);
        same_cover = pixels_to_new_cover(map, target, moved, along_x, step) - 1;
        left--;
        unsigned current = cover->flags;
        unsigned result = ~current & (directional & target.flags) & SIDE_ALL;
        a.last = (DflagCheck){current, directional, target.flags, result};
        a.checked = true;
        if (a.last.result) break;
        *box = moved;
        *cover = target;
        a.moved += step;
    }
    return a;
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
    DflagAxis ax = move_axis(map, &box, &cover, 1, mx);
    DflagBox after_x = box;
    DflagAxis ay = move_axis(map, &box, &cover, 0, my);

    if (trace) {
        DflagBox x_at = {after_x.left - (ax.last.result ? 0 : (mx > 0 ? 1 : -1)), after_x.top, 0, 0};
        x_at.right = x_at.left + w - 1;
        x_at.bottom = x_at.top + h - 1;
        trace_axis(trace, map, x_at, &ax, 1, true);
        DflagBox y_at = {box.left, box.top - (ay.last.result ? 0 : (my > 0 ? 1 : -1)), 0, 0};
        y_at.right = y_at.left + w - 1;
        y_at.bottom = y_at.top + h - 1;
        trace_axis(trace, map, y_at, &ay, 0, !ax.last.result); /* one label */
        float cx = (float)start.left + (float)w * 0.5f, cy = (float)start.top + (float)h * 0.5f;
        if (mx || my) trace_shape(trace, TRACE_SWEEP, cx, cy, cx + (float)mx, cy + (float)my);
        float ex = (float)box.left + (float)w * 0.5f, ey = (float)box.top + (float)h * 0.5f;
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

    body->x = (float)box.left + (float)w * 0.5f;
    body->y = (float)box.top + (float)h * 0.5f;
    if (info) {
        int wanted = abs(mx) + abs(my), moved = abs(ax.moved) + abs(ay.moved);
        unsigned flags = (ax.moved != mx ? ax.last.result : 0) | (ay.moved != my ? ay.last.result : 0);
        *info = (MoveInfo){wanted ? (float)moved / (float)wanted : 1.0f, (ax.moved != mx) + (ay.moved != my), flags};
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
