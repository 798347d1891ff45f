/* crowd_grid.c: the sort of the crowd's broadphase (crowd_broadphase.c). Every tick
 * the entities are sorted by the square cell they are in, cells at least as wide as the
 * range, row after row, so a pair in range is in one cell or two neighbouring ones. The
 * pairs pass walks the sorted cells and finds the neighbouring ones by moving forward
 * along the same sorted list (a merge), with no table of cells.
 *
 * Why no table: the crowd is sparse, with several cells a circle, and a table of cells
 * is work that grows with the area (clearing, counting and summing it every tick). And
 * the order changes little from tick to tick, since circles move a few pixels: listed
 * in the last tick's order (kept in `order`), those that kept their cell are still in
 * order, and only those that changed cells (a few in a hundred) are sorted and merged
 * in (crowd_merge.c).
 *
 * The entity arrays are not moved every tick: the order is a list of slots, and the few
 * arrays the pairs read (x, y, r, and the velocities for the avoidance) are copied out
 * in that order. The storage itself is put in the sorted order now and then (`resort`),
 * so that those copies read memory nearly in sequence.
 *
 * Which circles changed cells the motion of the tick before finds, while it has the new
 * position at hand, in the grid that tick's sort used: it marks them on their slots'
 * cells and lists them, sorted, each part of it its own list (crowd_slot_cells,
 * crowd_grid.h). The grid's corner and size move in steps of GRID_SNAP cells, so the
 * next sort nearly always has the same grid and goes straight to the merge; when not
 * (the crowd crossed a step, the storage was resorted, positions were set from outside),
 * its own first pass works the cells out from the positions, with the same operations,
 * and lists them the same way, a range of the last order a thread.
 *
 * The order is a function of the entities alone (cell, then storage slot: a total
 * order), whatever order the sort started from and however many threads sorted it: the
 * pairs are met in the same order, and so are the collision dots. No pass of the sort
 * runs on one thread alone. */
#include "core/crowd/crowd_grid.h"

#include <math.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/crowd/crowd_resort.h"
#include "core/crowd/crowd_sort.h"
#include "core/crowd/crowd_threads.h"

#define GRID_GROW 1.25f         /* cells grow by this while the keys would not fit */
#define GRID_KEY_MAX (1u << 30) /* cell keys stay below this (the padding's key is above) */
#define GRID_SNAP 8             /* the grid's corner and size move in steps of this many cells */

/* Where the entities are: the grid's extent, recomputed after positions changed
 * outside a step (a load, crowd_set). */
void crowd_bounds(Crowd *c)
{
    float x0 = 0.0f, y0 = 0.0f, x1 = 0.0f, y1 = 0.0f;
    if (c->count > 0) {
        x0 = x1 = c->e.x[0];
        y0 = y1 = c->e.y[0];
    }
    for (int s = 1; s < c->count; s++) {
        float x = c->e.x[s], y = c->e.y[s];
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    c->min_x = x0;
    c->min_y = y0;
    c->max_x = x1;
    c->max_y = y1;
    c->bounds_ok = true;
}

/* The sort's first pass, when it cannot take the motion's lists (crowd_grid.h): each
 * entity's cell from its position, listed in the last order, a range of it a thread. */
typedef struct GridJob {
    Crowd *c;
    float x0, y0, inv;
    int gw, gh, stride, parts;
    bool lost;     /* no last cells to compare with, or none that can be the same */
    bool moved_grid; /* the last grid had another width or corner: its cells are converted */
    int old_stride, shift_col, shift_row; /* the last grid's cell (r, c) is this one's (r + shift_row, c + shift_col) */
    uint32_t moved[CROWD_THREADS_MAX]; /* each part's moved entries */
} GridJob;

static void job_range(const GridJob *g, int j, int *s0, int *s1)
{
    int n = g->c->count;
    *s0 = (int)((int64_t)n * j / g->parts);
    *s1 = (int)((int64_t)n * (j + 1) / g->parts);
}

/* Four entities' cells at once (SSE2), for cells_job; false when the grid is too wide
 * for it (cells_job then does them one by one). The clamps are taken in float before
 * the conversion: a value below 0 (or NaN) becomes 0 and one past the last column the
 * last column, which is what the integer clamps make of the truncated value, as long
 * as the last column's number is exact in float. */
#ifdef __SSE2__
static inline __m128i cells4(const GridJob *g, const uint32_t *slot)
{
    const float *px = g->c->e.x, *py = g->c->e.y;
    __m128 x = _mm_setr_ps(px[slot[0]], px[slot[1]], px[slot[2]], px[slot[3]]);
    __m128 y = _mm_setr_ps(py[slot[0]], py[slot[1]], py[slot[2]], py[slot[3]]);
    __m128 fx = _mm_mul_ps(_mm_sub_ps(x, _mm_set1_ps(g->x0)), _mm_set1_ps(g->inv));
    __m128 fy = _mm_mul_ps(_mm_sub_ps(y, _mm_set1_ps(g->y0)), _mm_set1_ps(g->inv));
    fx = _mm_min_ps(_mm_max_ps(fx, _mm_setzero_ps()), _mm_set1_ps((float)(g->gw - 1)));
    fy = _mm_min_ps(_mm_max_ps(fy, _mm_setzero_ps()), _mm_set1_ps((float)(g->gh - 1)));
    __m128i cx = _mm_cvttps_epi32(fx), cy = _mm_cvttps_epi32(fy), stride = _mm_set1_epi32(g->stride);
    __m128i even = _mm_mul_epu32(cy, stride), odd = _mm_mul_epu32(_mm_srli_epi64(cy, 32), stride);
    __m128i row = _mm_unpacklo_epi32(_mm_shuffle_epi32(even, _MM_SHUFFLE(0, 0, 2, 0)),
                                     _mm_shuffle_epi32(odd, _MM_SHUFFLE(0, 0, 2, 0)));
    return _mm_add_epi32(_mm_add_epi32(row, cx), _mm_set1_epi32(1));
}
#endif

/* Storage slot s's cell, from its position: what cells4 does for four. */
static inline uint32_t position_cell(const GridJob *g, uint32_t s)
{
    int cx = (int)((g->c->e.x[s] - g->x0) * g->inv), cy = (int)((g->c->e.y[s] - g->y0) * g->inv);
    cx = cx < 0 ? 0 : cx >= g->gw ? g->gw - 1 : cx; /* rounding at the far edge */
    cy = cy < 0 ? 0 : cy >= g->gh ? g->gh - 1 : cy;
    return (uint32_t)cy * (uint32_t)g->stride + (uint32_t)cx + 1;
}

/* The last grid's cell `was` in this grid, or UINT32_MAX where it lies outside it (no
 * cell is that): a grid that moved by whole cells or changed width keeps the order of
 * its cells, so those that kept theirs are still in order. */
static uint32_t converted(const GridJob *g, uint32_t was)
{
    uint32_t old_stride = (uint32_t)g->old_stride;
    int64_t row = (int64_t)(was / old_stride) + g->shift_row, col = (int64_t)(was % old_stride) - 1 + g->shift_col;
    if (row < 0 || row >= g->gh || col < 0 || col >= g->gw) return UINT32_MAX;
    return (uint32_t)(row * g->stride + col + 1);
}

/* Each listed entity's cell (row * stride + column + 1: an always-empty column on each
 * side, so the cells of neighbouring rows never have neighbouring keys) into its slot's
 * cell, marked GRID_MOVED where it is not the cell of its place in the last order, and
 * the entries of those onto the part's list, which the part then sorts (crowd_grid.h:
 * the list lives in the sums' memory of the part's positions). Lost, every entity is
 * listed. */
static void cells_job(void *ctx, int j)
{
    GridJob *g = ctx;
    int i0, i1;
    job_range(g, j, &i0, &i1);
    Crowd *c = g->c;
    const uint32_t *order = c->order, *old = c->key;
    uint32_t *restrict cells = crowd_slot_cells(c);
    uint64_t *restrict list = crowd_moved_region(c, (uint32_t)i0);
    uint32_t stride = (uint32_t)g->stride, m = 0;
    for (int i = i0; i < i1;) {
        uint32_t four[4];
        int k = i1 - i < 4 ? i1 - i : 4;
#ifdef __SSE2__
        if (k == 4 && g->gw < GRID_EXACT_MAX && g->gh < GRID_EXACT_MAX)
            _mm_storeu_si128((__m128i *)(void *)four, cells4(g, order + i));
        else
#endif
            for (int l = 0; l < k; l++) four[l] = position_cell(g, order[i + l]);
        for (int l = 0; l < k; l++, i++) {
            uint32_t s = order[i], key = four[l];
            if (g->lost) {
                cells[s] = key | GRID_MOVED;
                list[m++] = (uint64_t)key << 32 | s;
                continue;
            }
            uint32_t was = g->moved_grid ? converted(g, old[i]) : old[i];
            bool moved = key != was;
            cells[s] = key | (moved ? GRID_MOVED : 0u);
            if (moved) list[m++] = crowd_moved_entry(key, was, s, stride);
        }
    }
    if (g->lost) crowd_sort_entries(list, m, list + m);
    else crowd_sort_moved(list, m, list + m);
    g->moved[j] = m;
}

/* The lists the first pass left, as the merge reads them. */
static void take_lists(Crowd *c, const GridJob *g)
{
    CrowdMoved *mv = &c->moved;
    uint32_t gone = 0;
    mv->lists = mv->parts = g->parts;
    mv->lost = g->lost;
    for (int j = 0; j < g->parts; j++) {
        int i0, i1;
        job_range(g, j, &i0, &i1);
        mv->at[j] = GRID_MOVED_ROOM * (uint32_t)i0;
        mv->n[j] = g->moved[j];
        mv->gone[j] = gone;
        gone += g->moved[j];
    }
}

typedef struct Grid {
    float x0, y0, cell;
    int w, h;
} Grid;

static void fit_grid(const Crowd *c, float cell, Grid *g)
{
    for (;;) {
        float span = cell * GRID_SNAP;
        g->x0 = floorf(c->min_x / span) * span;
        g->y0 = floorf(c->min_y / span) * span;
        g->w = ((int)((c->max_x - g->x0) / cell) + GRID_SNAP) / GRID_SNAP * GRID_SNAP;
        g->h = ((int)((c->max_y - g->y0) / cell) + GRID_SNAP) / GRID_SNAP * GRID_SNAP;
        g->cell = cell;
        if ((int64_t)(g->w + 2) * (g->h + 1) < GRID_KEY_MAX) return;
        cell *= GRID_GROW;
    }
}

/* How many whole cells the grid's corner moved since the last grid, if it did by whole
 * cells of the same size (the corner moves in steps of GRID_SNAP cells): true with the
 * shift, else every cell is another. */
static bool grid_shift(const Crowd *c, const Grid *g, int *cols, int *rows)
{
    if (g->cell != c->grid_cell) return false;
    float dc = (c->grid_x0 - g->x0) / g->cell, dr = (c->grid_y0 - g->y0) / g->cell;
    if (!(fabsf(dc) < GRID_EXACT_MAX && fabsf(dr) < GRID_EXACT_MAX)) return false;
    *cols = (int)dc;
    *rows = (int)dr;
    return (float)*cols == dc && (float)*rows == dr && g->x0 + (float)*cols * g->cell == c->grid_x0 &&
           g->y0 + (float)*rows * g->cell == c->grid_y0;
}

void crowd_grid_build(Crowd *c, float cell, bool velocities, bool resort)
{
    if (!c->bounds_ok) crowd_bounds(c);
    Grid g;
    fit_grid(c, cell, &g);
    int n = c->count;
    if (c->order_n != n) { /* no order kept (a load, a copy): any start sorts the same */
        c->order = c->order_own;
        for (int d = 0; d < n; d++) c->order[d] = (uint32_t)d;
        c->order_n = n;
        c->keys_ok = false;
    }
    int threads = crowd_step_threads(c);
    /* The motion's lists hold if they are for this very grid and these parts, and the
     * storage has not been moved since. */
    bool same = c->cells_ok && !resort && g.x0 == c->grid_x0 && g.y0 == c->grid_y0 && g.cell == c->grid_cell &&
                g.w == c->grid_w && g.h == c->grid_h && c->moved.parts == threads;
    crowd_mark(c, CROWD_PHASE_SETUP);
    if (resort) {
        crowd_resort(c, threads);
        crowd_mark(c, CROWD_PHASE_RESORT);
    }
    if (!same) {
        GridJob job = {.c = c, .x0 = g.x0, .y0 = g.y0, .inv = 1.0f / g.cell, .gw = g.w, .gh = g.h,
                       .stride = g.w + 2, .parts = threads, .old_stride = c->grid_w + 2};
        job.lost = !c->keys_ok || !grid_shift(c, &g, &job.shift_col, &job.shift_row);
        job.moved_grid = g.w != c->grid_w || job.shift_col || job.shift_row;
        jobs_run(threads, 0, 1, threads, cells_job, &job);
        take_lists(c, &job);
        crowd_mark(c, CROWD_PHASE_CELLS);
    }
    crowd_grid_merge(c, threads, velocities);
    for (int d = n; d < n + CROWD_PAD_SLOTS; d++) c->key[d] = GRID_KEY_MAX; /* after every cell */
    crowd_mark(c, CROWD_PHASE_MERGE);
    c->keys_ok = c->sorted = true;
    c->cells_ok = false; /* until the motion works them out again */
    c->grid_w = g.w;
    c->grid_h = g.h;
    c->grid_x0 = g.x0;
    c->grid_y0 = g.y0;
    c->grid_cell = g.cell;
}
