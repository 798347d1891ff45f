/* label_place.c: see label_place.h. The order of the eight places reads like a
 * cartographer's: right of the thing first, then above it, then the other sides. */
#include "app/render/label_place.h"

#include <limits.h>
#include <stddef.h>

void labels_begin(LabelPlacer *lp, LabelBox bounds, int gap)
{
    lp->bounds = bounds;
    lp->gap = gap;
    lp->count = 0;
    lp->space = 0;
    lp->cover = NULL;
    lp->cover_ctx = NULL;
}

void labels_space(LabelPlacer *lp, int space)
{
    lp->space = space;
}

void labels_avoid(LabelPlacer *lp, LabelCover cover, const void *ctx)
{
    lp->cover = cover;
    lp->cover_ctx = ctx;
}

void labels_block(LabelPlacer *lp, LabelBox box)
{
    if (lp->count < LABELS_MAX) {
        lp->is_label[lp->count] = false;
        lp->taken[lp->count++] = box;
    }
}

bool labels_overlap(LabelBox a, LabelBox b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static int overlap_area(LabelBox a, LabelBox b)
{
    if (!labels_overlap(a, b)) return 0;
    int x0 = a.x > b.x ? a.x : b.x, x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int y0 = a.y > b.y ? a.y : b.y, y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    return (x1 - x0) * (y1 - y0);
}

/* How much of the label is covered or out of bounds: 0 is a free place. */
static long cost(const LabelPlacer *lp, LabelBox b)
{
    const LabelBox *o = &lp->bounds;
    if (b.x < o->x || b.y < o->y || b.x + b.w > o->x + o->w || b.y + b.h > o->y + o->h) {
        int inside = overlap_area(b, *o);
        /* Cut off at the edge is worse than covering anything. */
        return ((long)b.w * b.h - inside + 1) * (long)LABELS_MAX * b.w * b.h;
    }
    /* Covering a wall is better than covering a label or a body. */
    long c = lp->cover ? lp->cover(lp->cover_ctx, b) : 0;
    for (int k = 0; k < lp->count; k++) {
        LabelBox t = lp->taken[k];
        if (lp->is_label[k]) t = (LabelBox){t.x - lp->space, t.y - lp->space, t.w + 2 * lp->space, t.h + 2 * lp->space};
        c += (long)LABELS_MAX * overlap_area(b, t);
    }
    return c;
}

/* Place k of the eight around `a`, `out` pixels beyond the gap. */
static LabelBox around(LabelBox a, int w, int h, int gap, int k)
{
    static const int DIR[8][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    int dx = DIR[k][0], dy = DIR[k][1];
    int cx = a.x + a.w / 2, cy = a.y + a.h / 2;
    LabelBox b = {0, 0, w, h};
    b.x = dx > 0 ? a.x + a.w + gap : dx < 0 ? a.x - gap - w : cx - w / 2;
    b.y = dy > 0 ? a.y + a.h + gap : dy < 0 ? a.y - gap - h : cy - h / 2;
    return b;
}

/* A place that sticks out of the bounds slides back in (a label centred over a body
 * near the edge of a small view), when it is not larger than the bounds. */
static LabelBox slide_inside(LabelBox o, LabelBox b)
{
    if (b.w <= o.w) {
        if (b.x < o.x) b.x = o.x;
        if (b.x + b.w > o.x + o.w) b.x = o.x + o.w - b.w;
    }
    if (b.h <= o.h) {
        if (b.y < o.y) b.y = o.y;
        if (b.y + b.h > o.y + o.h) b.y = o.y + o.h - b.h;
    }
    return b;
}

/* The best place for a w x h label for `anchor`: the first free one, ring by ring,
 * else the one that covers the least. */
static LabelBox search(const LabelPlacer *lp, LabelBox anchor, int w, int h, long *cost_out, int *ring_out)
{
    LabelBox best = around(anchor, w, h, lp->gap, 0);
    long best_cost = LONG_MAX;
    int best_ring = 0;
    /* Ring 0 touches the anchor; each further ring steps out by one label height.
     * Past LABEL_RINGS (a long leader line) only while nothing is free, up to the far
     * side of the bounds. */
    int reach = lp->bounds.w > lp->bounds.h ? lp->bounds.w : lp->bounds.h;
    for (int ring = 0; best_cost > 0; ring++) {
        int gap = lp->gap + ring * (h + lp->gap);
        if (ring > LABEL_RINGS && gap > reach) break;
        for (int k = 0; k < 8; k++) {
            LabelBox b = slide_inside(lp->bounds, around(anchor, w, h, gap, k));
            long c = cost(lp, b);
            if (c < best_cost) {
                best = b;
                best_cost = c;
                best_ring = ring;
                if (c == 0) break;
            }
        }
    }
    *cost_out = best_cost;
    *ring_out = best_ring;
    return best;
}

bool labels_free(const LabelPlacer *lp, LabelBox anchor, int w, int h)
{
    long c;
    int ring;
    search(lp, anchor, w, h, &c, &ring);
    return c == 0;
}

LabelBox labels_place(LabelPlacer *lp, LabelBox anchor, int w, int h, bool *leader)
{
    long c;
    int ring;
    LabelBox best = search(lp, anchor, w, h, &c, &ring);
    if (leader) *leader = ring > 0;
    if (lp->count < LABELS_MAX) {
        lp->is_label[lp->count] = true;
        lp->taken[lp->count++] = best;
    }
    return best;
}
