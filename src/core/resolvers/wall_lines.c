/* wall_lines.c: the sweep of wall_side.c taken line by line rather than cell by cell.
 * Every side the move can enter through lies on one of the scan's grid lines, grown by
 * the half-size: a cell's left side and the left cap of a thin floor's end on
 * x = i*T - hw, its top side and the top cap of a thin wall's end on y = j*T - hh, and
 * so on. wall_side_intersection divides by the move once per side, but that quotient
 * depends only on the line, so here it is worked out once per line and each side on
 * the line then only compares where the move meets it. A long move on a maze of thin
 * walls meets a side in most of the cells it passes, and its divisions were most of its
 * cost. The sides, their float operations and the rule that picks among equal t are
 * the cell sweep's, so the hit is the same, bit for bit.
 *
 * A box's short move reaches a cell or two, fewer than the lines it would read; those
 * go cell by cell (wall_sweep_cells), still without the overlay's list of sides: each
 * side is tested where the cell sweep lists it and built only if it wins. */
#include <math.h>

#include "core/resolvers/wall_cells.h"
#include "core/resolvers/wall_side.h"

/* The sweep keeps the closest crossing and, among equal t, the outer side over a seam,
 * then the first in the cell sweep's order (row, column, then the side's place in the
 * cell's list): a side's place is (row, column, slot). */
typedef struct LineSweep {
    const Map *map;
    const WallScan *scan;
    float hw, hh, tile;
    bool skip_seams;
    WallHit *best;
    int best_order;
    bool inside; /* the whole scan lies in the map: its cells are read without bounds checks */
} LineSweep;

/* map_cell, the bounds checked once for the whole scan. */
static inline uint8_t scan_cell(const LineSweep *w, int i, int j)
{
    return w->inside ? w->map->cells[j * w->map->w + i] : map_cell(w->map, i, j);
}

enum { SLOT_ACROSS_X, SLOT_ACROSS_Y, SLOT_CAP_Y, SLOT_CAP_X, SLOTS };

/* Does a side at fraction t, a seam or not, at place `order`, beat the best so far? */
static inline bool wins(const LineSweep *w, float t, bool seam, int order)
{
    const WallHit *b = w->best;
    return !b->hit || t < b->t || (t == b->t && b->side.seam && !seam) ||
           (t == b->t && b->side.seam == seam && order < w->best_order);
}

/* Count the side met, and keep it if it is the closest; it is only built if so. */
static inline void offer(LineSweep *w, bool vertical, float at, float lo, float hi, int n, unsigned bit, bool cap,
                         bool seam, float t, int i, int j, int slot)
{
    const WallScan *s = w->scan;
    int order = ((j - s->j0) * (s->i1 - s->i0 + 1) + (i - s->i0)) * SLOTS + slot;
    WallHit *b = w->best;
    b->tested++;
    if (!wins(w, t, seam, order)) return;
    b->hit = true;
    b->t = t;
    b->side = (WallSide){vertical, at, lo, hi, vertical ? n : 0, vertical ? 0 : n, bit, cap, seam};
    b->i = i;
    b->j = j;
    w->best_order = order;
}

/* Column i's line x = at (a left side's when dx > 0, a right side's when dx < 0), met
 * at fraction t where the centre is at height y: each cell of the column with a side
 * there that spans y. */
static void column_sides(LineSweep *w, int i, float at, float t, float y, float dx)
{
    const Map *map = w->map;
    float tile = w->tile, hw = w->hw, hh = w->hh;
    float x0 = (float)i * tile, x1 = (float)(i + 1) * tile;
    unsigned bit = dx > 0.0f ? SIDE_LEFT : SIDE_RIGHT;
    int nx = dx > 0.0f ? -1 : 1, across = dx > 0.0f ? i - 1 : i + 1;
    if (hw == 0.0f && hh == 0.0f) {
        /* A point (line-segment): its sides are the tile edges themselves and it has no
         * caps, so a row needs neither the empty-cell test nor the cap's. Those two
         * branches per row were 2.5 ns of the 60 of a long move on the thin-wall maze. */
        for (int j = w->scan->j0; j <= w->scan->j1; j++) {
            float y0 = (float)j * tile, y1 = (float)(j + 1) * tile;
            if ((scan_cell(w, i, j) & bit) && y >= y0 && y <= y1) {
                bool seam = wall_cell_solid(map, across, j);
                if (!(w->skip_seams && seam)) offer(w, true, at, y0, y1, nx, bit, false, seam, t, i, j, SLOT_ACROSS_X);
            }
        }
        return;
    }
    for (int j = w->scan->j0; j <= w->scan->j1; j++) {
        uint8_t c = scan_cell(w, i, j);
        if (!c) continue;
        float y0 = (float)j * tile, y1 = (float)(j + 1) * tile;
        if ((c & bit) && y >= y0 - hh && y <= y1 + hh) {
            bool seam = wall_cell_solid(map, across, j);
            if (!(w->skip_seams && seam))
                offer(w, true, at, y0 - hh, y1 + hh, nx, bit, false, seam, t, i, j, SLOT_ACROSS_X);
        }
        /* A thin floor's end, as wall_side.c's sides_entered caps it. */
        if (c != SIDE_ALL && hh > 0.0f && y >= y0 - hh && y <= y0 + hh && wall_horizontal_end(map, i, j, c, dx > 0.0f))
            offer(w, true, dx > 0.0f ? x0 - hw : x1 + hw, y0 - hh, y0 + hh, nx, bit, true, false, t, i, j, SLOT_CAP_X);
    }
}

/* Row j's line y = at, met at fraction t where the centre is at x: as column_sides. */
static void row_sides(LineSweep *w, int j, float at, float t, float x, float dy)
{
    const Map *map = w->map;
    float tile = w->tile, hw = w->hw, hh = w->hh;
    float y0 = (float)j * tile, y1 = (float)(j + 1) * tile;
    unsigned bit = dy > 0.0f ? SIDE_UP : SIDE_DOWN;
    int ny = dy > 0.0f ? -1 : 1, across = dy > 0.0f ? j - 1 : j + 1;
    if (hw == 0.0f && hh == 0.0f) { /* a point, as in column_sides */
        for (int i = w->scan->i0; i <= w->scan->i1; i++) {
            float x0 = (float)i * tile, x1 = (float)(i + 1) * tile;
            if ((scan_cell(w, i, j) & bit) && x >= x0 && x <= x1) {
                bool seam = wall_cell_solid(map, i, across);
                if (!(w->skip_seams && seam)) offer(w, false, at, x0, x1, ny, bit, false, seam, t, i, j, SLOT_ACROSS_Y);
            }
        }
        return;
    }
    for (int i = w->scan->i0; i <= w->scan->i1; i++) {
        uint8_t c = scan_cell(w, i, j);
        if (!c) continue;
        float x0 = (float)i * tile, x1 = (float)(i + 1) * tile;
        if ((c & bit) && x >= x0 - hw && x <= x1 + hw) {
            bool seam = wall_cell_solid(map, i, across);
            if (!(w->skip_seams && seam))
                offer(w, false, at, x0 - hw, x1 + hw, ny, bit, false, seam, t, i, j, SLOT_ACROSS_Y);
        }
        /* A thin wall's end. */
        if (c != SIDE_ALL && hw > 0.0f && x >= x0 - hw && x <= x0 + hw && wall_vertical_end(map, i, j, c, dy > 0.0f))
            offer(w, false, dy > 0.0f ? y0 - hh : y1 + hh, x0 - hw, x0 + hw, ny, bit, true, false, t, i, j, SLOT_CAP_Y);
    }
}

/* Where the move meets the line x = at (y = at for a horizontal side, the axes swapped)
 * and whether that is on the side from lo to hi: wall_side_intersection's operations,
 * with its quotient handed back for offer. */
static inline bool meets(float at, float lo, float hi, float from, float across, float d, float d_across, float *t)
{
    float q = (at - from) / d;
    if (!(q >= 0.0f && q <= 1.0f)) return false;
    float v = across + q * d_across;
    *t = q;
    return v >= lo && v <= hi;
}

/* Cell (i, j) of the scan, its sides as wall_side.c's sides_entered lists them, each tested where
 * it is listed and built only if it is the closest so far. */
static void cell_sides(LineSweep *w, int i, int j, float x, float y, float dx, float dy)
{
    uint8_t c = scan_cell(w, i, j);
    if (!c) return;
    const Map *map = w->map;
    float tile = w->tile, hw = w->hw, hh = w->hh, t;
    float x0 = (float)i * tile, x1 = (float)(i + 1) * tile, y0 = (float)j * tile, y1 = (float)(j + 1) * tile;
    bool moves_x = dx > 0.0f || dx < 0.0f;
    bool moves_y = dy > 0.0f || dy < 0.0f;
    if (moves_x) {
        unsigned bit = dx > 0.0f ? SIDE_LEFT : SIDE_RIGHT;
        float at = dx > 0.0f ? x0 - hw : x1 + hw;
        if ((c & bit) && meets(at, y0 - hh, y1 + hh, x, y, dx, dy, &t)) {
            bool seam = wall_cell_solid(map, dx > 0.0f ? i - 1 : i + 1, j);
            if (!(w->skip_seams && seam))
                offer(w, true, at, y0 - hh, y1 + hh, dx > 0.0f ? -1 : 1, bit, false, seam, t, i, j, SLOT_ACROSS_X);
        }
    }
    if (moves_y) {
        unsigned bit = dy > 0.0f ? SIDE_UP : SIDE_DOWN;
        float at = dy > 0.0f ? y0 - hh : y1 + hh;
        if ((c & bit) && meets(at, x0 - hw, x1 + hw, y, x, dy, dx, &t)) {
            bool seam = wall_cell_solid(map, i, dy > 0.0f ? j - 1 : j + 1);
            if (!(w->skip_seams && seam))
                offer(w, false, at, x0 - hw, x1 + hw, dy > 0.0f ? -1 : 1, bit, false, seam, t, i, j, SLOT_ACROSS_Y);
        }
    }
    if (c == SIDE_ALL) return;
    /* The ends of thin walls, as wall_side.c's sides_entered caps them. */
    if (moves_y && hw > 0.0f && wall_vertical_end(map, i, j, c, dy > 0.0f)) {
        float at = dy > 0.0f ? y0 - hh : y1 + hh;
        if (meets(at, x0 - hw, x0 + hw, y, x, dy, dx, &t))
            offer(w, false, at, x0 - hw, x0 + hw, dy > 0.0f ? -1 : 1, dy > 0.0f ? SIDE_UP : SIDE_DOWN, true, false, t,
                  i, j, SLOT_CAP_Y);
    }
    if (moves_x && hh > 0.0f && wall_horizontal_end(map, i, j, c, dx > 0.0f)) {
        float at = dx > 0.0f ? x0 - hw : x1 + hw;
        if (meets(at, y0 - hh, y0 + hh, x, y, dx, dy, &t))
            offer(w, true, at, y0 - hh, y0 + hh, dx > 0.0f ? -1 : 1, dx > 0.0f ? SIDE_LEFT : SIDE_RIGHT, true, false, t,
                  i, j, SLOT_CAP_X);
    }
}

void wall_sweep_cells(const Map *map, const WallScan *scan, float x, float y, float hw, float hh, float dx, float dy,
                      bool skip_seams, WallHit *best)
{
    bool inside = scan->i0 >= 0 && scan->j0 >= 0 && scan->i1 < map->w && scan->j1 < map->h;
    LineSweep w = {map, scan, hw, hh, (float)map->tile, skip_seams, best, 0, inside};
    for (int j = scan->j0; j <= scan->j1; j++)
        for (int i = scan->i0; i <= scan->i1; i++) cell_sides(&w, i, j, x, y, dx, dy);
}

/* Does any cell of column i (rows j0..j1) have a side in `mask`? Most lines of a short
 * move's scan hold none, and then there is nothing to divide for. */
static bool column_has(const LineSweep *w, int i, unsigned mask)
{
    for (int j = w->scan->j0; j <= w->scan->j1; j++)
        if (scan_cell(w, i, j) & mask) return true;
    return false;
}

static bool row_has(const LineSweep *w, int j, unsigned mask)
{
    for (int i = w->scan->i0; i <= w->scan->i1; i++)
        if (scan_cell(w, i, j) & mask) return true;
    return false;
}

/* Is a line a distance a (pixels, signed) from the start behind a move of d along it,
 * so that its t is below 0? a / d is negative when the signs differ, but a quotient
 * under half the smallest float (2^-150) rounds to -0, a crossing at t = 0 that the cell
 * sweep finds. |d| < 2^128, so |a| >= 2^-22 keeps the quotient above that. */
static inline bool behind(float a, float d)
{
    return (d > 0.0f ? a < 0.0f : a > 0.0f) && fabsf(a) >= 0x1p-22f;
}

void wall_sweep_lines(const Map *map, const WallScan *scan, float x, float y, float hw, float hh, float dx, float dy,
                      bool skip_seams, WallHit *best)
{
    bool inside = scan->i0 >= 0 && scan->j0 >= 0 && scan->i1 < map->w && scan->j1 < map->h;
    LineSweep w = {map, scan, hw, hh, (float)map->tile, skip_seams, best, 0, inside};
    float tile = w.tile;
    /* The quotient and the meeting point as wall_side_intersection works them out; a line
     * behind the start is passed over before its cells are read. */
    if (dx > 0.0f || dx < 0.0f) {
        unsigned mask = (dx > 0.0f ? SIDE_LEFT : SIDE_RIGHT) | (hh > 0.0f ? SIDE_UP : 0u); /* sides, floors' caps */
        for (int i = scan->i0; i <= scan->i1; i++) {
            float at = dx > 0.0f ? (float)i * tile - hw : (float)(i + 1) * tile + hw;
            float a = at - x;
            if (behind(a, dx) || !column_has(&w, i, mask)) continue;
            float t = a / dx;
            if (!(t >= 0.0f && t <= 1.0f)) continue;
            column_sides(&w, i, at, t, y + t * dy, dx);
        }
    }
    if (dy > 0.0f || dy < 0.0f) {
        unsigned mask = (dy > 0.0f ? SIDE_UP : SIDE_DOWN) | (hw > 0.0f ? SIDE_LEFT : 0u); /* sides, walls' caps */
        for (int j = scan->j0; j <= scan->j1; j++) {
            float at = dy > 0.0f ? (float)j * tile - hh : (float)(j + 1) * tile + hh;
            float a = at - y;
            if (behind(a, dy) || !row_has(&w, j, mask)) continue;
            float t = a / dy;
            if (!(t >= 0.0f && t <= 1.0f)) continue;
            row_sides(&w, j, at, t, x + t * dx, dy);
        }
    }
}
