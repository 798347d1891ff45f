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
 * order, and only those that changed cells (a few in a hundred) are sorted, by an
 * insertion sort that hands what is left to a radix sort once it has moved too much,
 * and merged in.
 *
 * The entity arrays are not moved every tick: the order is a list of slots, and the few
 * arrays the pairs read (x, y, r, and the velocities for the avoidance) are copied out
 * in that order. The storage itself is put in the sorted order now and then (`resort`),
 * so that those copies read memory nearly in sequence.
 *
 * Each entity's cell is worked out by the motion of the tick before, while it has the
 * new position at hand (crowd_slot_cells, crowd_grid.h), in the grid that tick's sort
 * used. The grid's corner and size move in steps of GRID_SNAP cells, so the next sort
 * nearly always has the same grid and takes those cells; when not (the crowd crossed a
 * step, the storage was resorted, positions were set from outside), it works them out
 * from the positions, with the same operations.
 *
 * The order is a function of the entities alone (cell, then storage slot: a total
 * order), whatever order the sort started from and however many threads sorted it: the
 * pairs are met in the same order, and so are the collision dots. */
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

/* The parts of the sort that are the same work for every entity, a range of them per
 * thread; which thread does which changes nothing. The sort itself is one pass. */
typedef struct GridJob {
    Crowd *c;
    float x0, y0, inv;
    int gw, gh, stride, parts;
    bool old_keys; /* `key` holds each listed entity's cell of the last sort */
    const uint32_t *slot_cells; /* each slot's cell in this grid, from the motion (else NULL) */
    int old_stride;
    uint32_t kept[CROWD_THREADS_MAX], moved[CROWD_THREADS_MAX]; /* each part's counts (cells_job) */
} GridJob;

static void job_range(const GridJob *g, int j, int *s0, int *s1)
{
    int n = g->c->count;
    *s0 = (int)((int64_t)n * j / g->parts);
    *s1 = (int)((int64_t)n * (j + 1) / g->parts);
}

/* The sort's entries (cell << 32 | slot), in the per-slot sums' memory (the sums are
 * not in use until the pairs start): those that kept their cell and those that changed
 * cells, `capacity` entries apart. */
static uint64_t *sort_entries(const Crowd *c, int part)
{
    return (uint64_t *)(void *)c->acc + (size_t)part * (size_t)c->capacity;
}

enum { ENTRIES_KEPT, ENTRIES_MOVED, ENTRIES_SCRATCH }; /* three lists of `capacity` entries */
_Static_assert(sizeof(CrowdAcc) >= 3 * sizeof(uint64_t), "the sort's three lists fit in the sums' memory");

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

/* Four listed entities' cells as the motion left them (crowd_grid.h). */
static inline __m128i slot_cells4(const uint32_t *cells, const uint32_t *slot)
{
    return _mm_setr_epi32((int32_t)cells[slot[0]], (int32_t)cells[slot[1]], (int32_t)cells[slot[2]],
                          (int32_t)cells[slot[3]]);
}

/* The two entries of e onto the kept list (bit 0, 1 of keep set) or the moved one. */
static inline void put2(uint64_t *restrict kept, uint64_t *restrict moved, uint32_t *k, uint32_t *m, __m128i e,
                        uint32_t keep)
{
    __m128i second = _mm_unpackhi_epi64(e, e);
    uint32_t stay = keep & 1u;
    _mm_storel_epi64((__m128i *)(void *)(kept + *k), e);
    _mm_storel_epi64((__m128i *)(void *)(moved + *m), e);
    *k += stay;
    *m += stay ^ 1u;
    stay = keep >> 1 & 1u;
    _mm_storel_epi64((__m128i *)(void *)(kept + *k), second);
    _mm_storel_epi64((__m128i *)(void *)(moved + *m), second);
    *k += stay;
    *m += stay ^ 1u;
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

/* Each entity's cell (row * stride + column + 1: an always-empty column on each side,
 * so the cells of neighbouring rows never have neighbouring keys), listed in the last
 * tick's order, into one of two lists: those in the same cell as last tick, which are
 * still in order among themselves, and those that changed cells. Each part of the list
 * fills the same range of both lists, from its start (closed up afterwards). Four at a
 * time where the grid allows. */
static void cells_job(void *ctx, int j)
{
    GridJob *g = ctx;
    int i0, i1;
    job_range(g, j, &i0, &i1);
    const uint32_t *order = g->c->order, *old = g->c->key;
    uint32_t lost = !g->old_keys; /* no last cells: every entity counts as moved */
    uint64_t *restrict kept = sort_entries(g->c, ENTRIES_KEPT), *restrict moved = sort_entries(g->c, ENTRIES_MOVED);
    uint32_t stride = (uint32_t)g->stride, old_stride = (uint32_t)g->old_stride, k = (uint32_t)i0, m = k;
    int i = i0;
#ifdef __SSE2__
    if (!lost && g->gw < GRID_EXACT_MAX && g->gh < GRID_EXACT_MAX) {
        for (; i + 4 <= i1; i += 4) {
            __m128i key = g->slot_cells ? slot_cells4(g->slot_cells, order + i) : cells4(g, order + i);
            __m128i slot = _mm_loadu_si128((const __m128i *)(const void *)(order + i));
            __m128i was = _mm_loadu_si128((const __m128i *)(const void *)(old + i));
            if (old_stride != stride) { /* the grid changed width: the last cell's row and column */
                uint32_t w[4];
                for (int l = 0; l < 4; l++) w[l] = old[i + l] / old_stride * stride + old[i + l] % old_stride;
                was = _mm_loadu_si128((const __m128i *)(const void *)w);
            }
            __m128i same = _mm_cmpeq_epi32(key, was);
            __m128i lo = _mm_unpacklo_epi32(slot, key), hi = _mm_unpackhi_epi32(slot, key); /* key << 32 | slot */
            /* Each onto both lists, one kept: a branch on whether all four kept their
             * cells was mispredicted for a quarter of the groups. */
            uint32_t keep = (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(same));
            put2(kept, moved, &k, &m, lo, keep);
            put2(kept, moved, &k, &m, hi, keep >> 2);
        }
    }
#endif
    for (; i < i1; i++) {
        uint32_t s = order[i], key = g->slot_cells ? g->slot_cells[s] : position_cell(g, s), was = old[i];
        if (old_stride != stride) /* the grid changed width: the last cell's row and column */
            was = was / old_stride * stride + was % old_stride;
        uint32_t move = (uint32_t)(key != was) | lost;
        uint64_t e = (uint64_t)key << 32 | s;
        kept[k] = e; /* both written, one kept: no branch */
        moved[m] = e;
        k += move ^ 1u;
        m += move;
    }
    g->kept[j] = k - (uint32_t)i0;
    g->moved[j] = m - (uint32_t)i0;
}

/* The parts' lists closed up into one of each; returns the number moved. */
static uint32_t close_up(GridJob *g, uint32_t *kept_n)
{
    uint64_t *kept = sort_entries(g->c, ENTRIES_KEPT), *moved = sort_entries(g->c, ENTRIES_MOVED);
    uint32_t k = 0, m = 0;
    for (int j = 0; j < g->parts; j++) {
        int i0, i1;
        job_range(g, j, &i0, &i1);
        memmove(kept + k, kept + i0, g->kept[j] * sizeof *kept);
        memmove(moved + m, moved + i0, g->moved[j] * sizeof *moved);
        k += g->kept[j];
        m += g->moved[j];
    }
    *kept_n = k;
    return m;
}

/* Of the first d entries of the merged order, how many come from the kept list a (the
 * rest from the moved list b): where a merge of the two splits at position d. Both are
 * sorted and share no entry (each slot is in one). A bisection over the split. */
static uint32_t kept_before(const uint64_t *a, uint32_t na, const uint64_t *b, uint32_t nb, uint32_t d)
{
    uint32_t lo = d > nb ? d - nb : 0, hi = d < na ? d : na;
    while (lo < hi) {
        uint32_t i = lo + (hi - lo) / 2;
        if (a[i] < b[d - i - 1]) lo = i + 1; /* a[i] comes before the d-th: more of a */
        else hi = i;
    }
    return lo;
}

typedef struct MergeJob {
    Crowd *c;
    uint32_t kept, moved;
    int parts;
    bool velocities;
} MergeJob;

/* Part j of the merge of the two sorted lists into the sorted order: its share of the
 * sorted positions, each one's cell, slot and the copies of x, y and r the pairs read
 * (and of the velocities, which the avoidance alone reads). The parts split the order
 * where a merge of the whole would be at their first position, so they write what one
 * merge would. A run of kept entries is copied without looking at the moved list (one
 * compare an entry, nearly always true), and every array in a local restrict pointer:
 * a loop that kept them in the struct reloaded them from the stack at every entry. */
static void merge_job(void *ctx, int part)
{
    const MergeJob *g = ctx;
    Crowd *c = g->c;
    const uint64_t *restrict a = sort_entries(c, ENTRIES_KEPT), *restrict b = sort_entries(c, ENTRIES_MOVED);
    uint32_t n = g->kept + g->moved;
    uint32_t d = (uint32_t)((uint64_t)n * (uint32_t)part / (uint32_t)g->parts);
    uint32_t d1 = (uint32_t)((uint64_t)n * (uint32_t)(part + 1) / (uint32_t)g->parts);
    uint32_t i = kept_before(a, g->kept, b, g->moved, d), j = d - i;
    uint32_t i1 = kept_before(a, g->kept, b, g->moved, d1), j1 = d1 - i1, from = d;
    const float *restrict ex = c->e.x, *restrict ey = c->e.y, *restrict er = c->e.r;
    float *restrict sx = c->back.x, *restrict sy = c->back.y, *restrict sr = c->back.r;
    uint32_t *restrict key = c->key, *restrict order = c->order;
    for (;; j++, d++) {
        uint64_t next = j < j1 ? b[j] : UINT64_MAX; /* past the part's last moved: the rest */
        for (; i < i1 && a[i] < next; i++, d++) {
            uint32_t s = (uint32_t)a[i];
            key[d] = (uint32_t)(a[i] >> 32);
            order[d] = s;
            sx[d] = ex[s];
            sy[d] = ey[s];
            sr[d] = er[s];
        }
        if (j == j1) break;
        uint32_t s = (uint32_t)next;
        key[d] = (uint32_t)(next >> 32);
        order[d] = s;
        sx[d] = ex[s];
        sy[d] = ey[s];
        sr[d] = er[s];
    }
    if (!g->velocities) return;
    const float *restrict evx = c->e.vx, *restrict evy = c->e.vy;
    float *restrict svx = c->back.vx, *restrict svy = c->back.vy;
    for (d = from; d < d1; d++) {
        svx[d] = evx[order[d]];
        svy[d] = evy[order[d]];
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

void crowd_grid_build(Crowd *c, float cell, bool velocities, bool resort)
{
    if (!c->bounds_ok) crowd_bounds(c);
    Grid g;
    fit_grid(c, cell, &g);
    int n = c->count;
    if (c->order_n != n) { /* no order kept (a load, a copy): any start sorts the same */
        for (int d = 0; d < n; d++) c->order[d] = (uint32_t)d;
        c->order_n = n;
        c->keys_ok = false;
    }
    /* The motion's cells hold if they are for this very grid and the storage has not
     * been moved since. */
    bool same = c->cells_ok && !resort && g.x0 == c->grid_x0 && g.y0 == c->grid_y0 && g.cell == c->grid_cell &&
                g.w == c->grid_w && g.h == c->grid_h;
    int threads = crowd_step_threads(c);
    GridJob job = {.c = c, .x0 = g.x0, .y0 = g.y0, .inv = 1.0f / g.cell, .gw = g.w, .gh = g.h, .stride = g.w + 2,
                   .parts = threads, .old_keys = c->keys_ok, .old_stride = c->grid_w + 2,
                   .slot_cells = same ? crowd_slot_cells(c) : NULL};
    if (resort) crowd_resort(c, threads);
    jobs_run(threads, 0, 1, threads, cells_job, &job);
    uint32_t kept, moved = close_up(&job, &kept);
    crowd_sort_entries(sort_entries(c, ENTRIES_MOVED), moved, sort_entries(c, ENTRIES_SCRATCH));
    MergeJob merge = {c, kept, moved, threads, velocities};
    jobs_run(threads, 0, 1, threads, merge_job, &merge);
    for (int d = n; d < n + CROWD_PAD_SLOTS; d++) c->key[d] = GRID_KEY_MAX; /* after every cell */
    c->keys_ok = true;
    c->cells_ok = false; /* until the motion works them out again */
    c->grid_w = g.w;
    c->grid_h = g.h;
    c->grid_x0 = g.x0;
    c->grid_y0 = g.y0;
    c->grid_cell = g.cell;
}
