/* crowd_broadphase.c: which pairs of circles are close enough to look at, for the crowd
 * of Accidents Do Happen. The seed tests every pair ("it isn't the fastest
 * algorithm, but it functions well enough with 32 entities"): that is the naive
 * broadphase, O(n^2), kept as a lesson (Q). The grid sorts the entities every tick by
 * the square cell they are in, cells at least as wide as the range (crowd_grid.c), so
 * a pair can only be in the same or neighbouring cells: O(n). */
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/crowd/crowd_broadphase.h"

#include "core/base/wide.h"
#include "core/crowd/crowd_avoid.h"
#include "core/crowd/crowd_avoid_kernel.h"
#include "core/crowd/crowd_contact.h"
#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_pairs_kernel.h"
#include "core/crowd/crowd_threads.h"

/* Cells are a pixel wider than the range: the cell is computed in float, and rounding
 * must never put two circles within range two cells apart (the grid would miss a pair
 * the naive broadphase finds). The rounding is below 0.01 px here. */
#define GRID_MARGIN_PX 1.0f
/* The storage is put in the sorted order every this many ticks (crowd_grid.h): between
 * times the copies the pairs read are gathered from nearly sequential memory, and the
 * nine arrays are moved a sixteenth as often. */
#define RESORT_TICKS 16

typedef struct PairJob {
    float gate2; /* squared range: farther pairs are skipped before anything else */
    bool table;  /* the grid's table of cells is built (crowd_grid_table) */
    bool avoid;
    bool overlaps; /* only count overlapping pairs (crowd_overlaps), change nothing */
    float tolerance;
    int overlap_count;
    CrowdSink sink;
    CrowdAvoidBatch batch; /* pairs whose avoidance is still to be added (crowd_avoid.h) */
} PairJob;

/* One pair closer than the range (storage slots s, t). The kernels give each circle the
 * same bits whichever of the two comes first (crowd_contact.h), so the result is the
 * same whichever broadphase found the pair.
 * Out of line on purpose: the screening loops stay small enough for the registers. */
static void visit(Crowd *c, PairJob *job, uint32_t s, uint32_t t)
{
    float dx = c->e.x[t] - c->e.x[s], dy = c->e.y[t] - c->e.y[s];
    float d2 = dx * dx + dy * dy;
    if (job->overlaps) {
        float deep = c->e.r[s] + c->e.r[t] - job->tolerance;
        if (deep > 0.0f && d2 < deep * deep) job->overlap_count++;
        return;
    }
    crowd_contact(c, &job->sink, s, t, dx, dy, d2);
    if (job->avoid) crowd_avoid_later(c, &job->batch, s, t, dx, dy, d2);
}

/* The sorted copies the pairs read (crowd_grid.h): position i is storage slot order[i],
 * in cell key[i]. */
typedef struct Sorted {
    const float *x, *y, *r, *vx, *vy;
    const uint32_t *order, *key;
} Sorted;

/* The contact screen and the steps along the sorted cells, four positions at a time
 * (one SSE2 vector, which every x86-64 has; elsewhere the same four lanes in plain C,
 * the same IEEE operations and so the same bits). Past the last position the keys are
 * above every cell (crowd_grid.h), and the other arrays' padding is read but never
 * counts (CROWD_PAD_SLOTS, crowd_storage.c). */
#define LANES 4u

/* Bit i set: position i of the four from key[0] on is in a cell up to `last`. */
static inline unsigned cells_upto(const uint32_t *key, uint32_t last)
{
#ifdef __SSE2__
    __m128i k = _mm_loadu_si128((const __m128i *)(const void *)key);
    return (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpgt_epi32(_mm_set1_epi32((int32_t)last + 1), k)));
#else
    unsigned mask = 0;
    for (unsigned i = 0; i < LANES; i++) mask |= (unsigned)(key[i] <= last) << i;
    return mask;
#endif
}

/* Bit i set: candidate i of the four from x[0] on touches the circle (xs, ys, rs), by
 * the contact test itself, the squared distance against the squared sum of the radii
 * (the same bits crowd_contact computes, whichever of the two is first). */
static inline unsigned contact_mask(const float *x, const float *y, const float *r, float xs, float ys, float rs)
{
#ifdef __SSE2__
    __m128 dx = _mm_sub_ps(_mm_loadu_ps(x), _mm_set1_ps(xs)), dy = _mm_sub_ps(_mm_loadu_ps(y), _mm_set1_ps(ys));
    __m128 rsum = _mm_add_ps(_mm_set1_ps(rs), _mm_loadu_ps(r));
    __m128 d2 = _mm_add_ps(_mm_mul_ps(dx, dx), _mm_mul_ps(dy, dy));
    return (unsigned)_mm_movemask_ps(_mm_cmple_ps(d2, _mm_mul_ps(rsum, rsum)));
#else
    unsigned mask = 0;
    for (unsigned i = 0; i < LANES; i++) {
        float dx = x[i] - xs, dy = y[i] - ys, rsum = rs + r[i];
        mask |= (unsigned)(dx * dx + dy * dy <= rsum * rsum) << i;
    }
    return mask;
#endif
}

/* The touching pairs found and not visited yet (sorted positions), in the order found:
 * the screening loops call nothing, so they keep their values in registers (a call
 * may change every vector register), and visit() runs now and then for many pairs. */
#define HIT_ROOM 256

typedef struct Hits {
    uint32_t n;
    uint32_t at[HIT_ROOM][2];
} Hits;

static void visit_hits(Crowd *c, PairJob *job, const Sorted *o, Hits *h)
{
    for (uint32_t k = 0; k < h->n; k++) visit(c, job, o->order[h->at[k][0]], o->order[h->at[k][1]]);
    h->n = 0;
}

/* Position i and the positions t0 + each bit set in `hit`, onto the list. */
static void note_hits(Crowd *c, PairJob *job, const Sorted *o, Hits *h, uint32_t i, uint32_t t0, unsigned hit)
{
    for (uint32_t k = 0; hit; k++, hit >>= 1) {
        if (!(hit & 1u)) continue;
        if (h->n == HIT_ROOM) visit_hits(c, job, o, h);
        h->at[h->n][0] = i;
        h->at[h->n][1] = t0 + k;
        h->n++;
    }
}

/* Position i (at xs, ys, radius rs) against the positions from t0 on in cells up to
 * `last`, for the contacts alone. Four at a time, whatever the number of candidates: in
 * a sparse crowd a window holds zero, one or two, and a loop that ends after each was a
 * mispredicted branch per window; here another four are needed only when four were not
 * enough, and few pairs touch, so both branches are nearly always predicted right. */
static inline void window_contact(Crowd *c, PairJob *job, const Sorted *o, Hits *h, uint32_t i, float xs, float ys,
                                  float rs, uint32_t t0, uint32_t last)
{
    for (;;) {
        unsigned in = cells_upto(o->key + t0, last);
        unsigned hit = contact_mask(o->x + t0, o->y + t0, o->r + t0, xs, ys, rs) & in;
        if (hit) note_hits(c, job, o, h, i, t0, hit);
        if (in != (1u << LANES) - 1u) return;
        t0 += LANES;
    }
}

/* One pair for the avoidance's pass (crowd_avoid_kernel.h): visit(). */
typedef struct AvoidVisit {
    Crowd *c;
    PairJob *job;
} AvoidVisit;

static void avoid_visit(void *ctx, uint32_t s, uint32_t t)
{
    AvoidVisit *v = ctx;
    visit(v->c, v->job, s, t);
}

/* The avoidance's pass over the positions [d0, d1), in the widest version the processor
 * runs (crowd_avoid_kernel.h). */
static void avoid_pairs(Crowd *c, PairJob *job, const Sorted *o, const uint32_t *start, uint32_t d0, uint32_t d1)
{
    AvoidVisit v = {c, job};
    AvoidScan a = {o->x,     o->y,          o->r, o->vx, o->vy, o->order, o->key, start, (uint32_t)c->grid_w + 2,
                   job->gate2, avoid_visit, &v};
#if WIDE_BUILT
    if (c->wide >= WIDE_AVX512) {
        crowd_avoid_range_avx512(&a, d0, d1);
        return;
    }
    if (c->wide == WIDE_AVX2) {
        crowd_avoid_range_avx2(&a, d0, d1);
        return;
    }
#endif
    avoid_kernel(&a, d0, d1);
}

/* The seed's loop: every circle against every later one. The x distance alone rules
 * out most pairs and spares the y load; dx*dx > gate2 implies d2 > gate2 in float too
 * (adding dy*dy >= 0 cannot round below it), so exactly the same pairs get through. */
static void naive_pairs(Crowd *c, PairJob *job)
{
    uint32_t n = (uint32_t)c->count;
    const float *X = c->e.x, *Y = c->e.y;
    float gate2 = job->gate2;
    for (uint32_t s = 0; s < n; s++) {
        float xs = X[s], ys = Y[s];
        for (uint32_t t = s + 1; t < n; t++) {
            float dx = X[t] - xs, dx2 = dx * dx;
            if (dx2 > gate2) continue;
            float dy = Y[t] - ys, d2 = dx2 + dy * dy;
            if (d2 <= gate2) visit(c, job, s, t);
        }
    }
}

/* Positions [i0, i1), each against the later ones of its own cell and the cell to its
 * right, and against the three cells below, for the contacts. The first position below
 * is found by walking forward along the sorted cells from `below` (at or before it): it
 * only moves forward as the position does (a merge of the list with itself a row
 * further on). No table of cells: empty cells cost nothing. */
static uint32_t contact_positions(Crowd *c, PairJob *job, const Sorted *o, Hits *h, uint32_t i0, uint32_t i1,
                                  uint32_t below)
{
    uint32_t stride = (uint32_t)c->grid_w + 2;
    for (uint32_t i = i0; i < i1; i++) {
        uint32_t k = o->key[i];
        below = grid_skip_to(o->key, below, k + stride - 1);
        float xs = o->x[i], ys = o->y[i], rs = o->r[i];
        window_contact(c, job, o, h, i, xs, ys, rs, i + 1, k + 1);
        window_contact(c, job, o, h, i, xs, ys, rs, below, k + stride + 1);
    }
    return below;
}

#define BUSY_ROOM 64 /* blocks the screen leaves to contact_positions at a time */

/* The contacts of the positions [d0, d1): the screen (crowd_pairs_kernel.h) passes over
 * the positions that touch nothing, and the rest go through contact_positions in order,
 * so the pairs are visited in the same order as position by position. */
static void contact_pairs(Crowd *c, PairJob *job, const Sorted *o, uint32_t d0, uint32_t d1)
{
    Hits h;
    h.n = 0;
    uint32_t i = d0, below = d0;
#ifdef SCREEN_LANES
    uint32_t busy[3 * BUSY_ROOM];
    PairScreen s = {o->x, o->y, o->r, o->key, (uint32_t)c->grid_w + 2, (uint32_t)c->count, d0, busy, 0, BUSY_ROOM};
    do {
        s.busy_n = 0;
#if WIDE_BUILT
        uint32_t next = c->wide >= WIDE_AVX2 ? crowd_pairs_screen_avx2(&s, i, d1) : pairs_screen(&s, i, d1);
#else
        uint32_t next = pairs_screen(&s, i, d1);
#endif
        for (uint32_t k = 0; k < s.busy_n; k++) {
            below = busy[3 * k + 1];
            for (uint32_t lanes = busy[3 * k + 2]; lanes; lanes &= lanes - 1) {
                uint32_t at = busy[3 * k] + (uint32_t)__builtin_ctz(lanes);
                below = contact_positions(c, job, o, &h, at, at + 1, below);
            }
        }
        i = next;
    } while (s.busy_n == BUSY_ROOM);
    below = s.below;
#endif
    contact_positions(c, job, o, &h, i, d1, below);
    visit_hits(c, job, o, &h);
}

/* Each pair once, for the sorted positions [d0, d1). */
static void position_pairs(Crowd *c, PairJob *job, uint32_t d0, uint32_t d1)
{
    Sorted o = {c->back.x, c->back.y, c->back.r, c->back.vx, c->back.vy, c->order, c->key};
    if (job->avoid) avoid_pairs(c, job, &o, job->table ? c->cell_start : NULL, d0, d1);
    else contact_pairs(c, job, &o, d0, d1);
}

/* The rows cut into stripes, a part of the pass each. A position's pairs change the
 * sums of its own row and the row below, no further: stripes two apart never touch
 * the same entity, so the even stripes run side by side, then the odd ones. */
typedef struct Stripes {
    Crowd *c;
    PairJob *jobs;
    int count;
    int row[2 * CROWD_THREADS_MAX + 1]; /* stripe j is the rows [row[j], row[j + 1]) */
} Stripes;

/* Where the stripes begin: each holds about as many circles as the next (a crowd is
 * seldom spread evenly over the rows: walking into the circle, the middle rows hold
 * most), and at least one row. They depend on the positions alone. */
static void stripe_rows(Stripes *st)
{
    const Crowd *c = st->c;
    int rows = c->grid_h, n = st->count;
    st->row[0] = 0;
    st->row[n] = rows;
    for (int j = 1; j < n; j++) {
        uint32_t want = (uint32_t)((int64_t)c->count * j / n);
        int lo = st->row[j - 1] + 1, hi = rows - (n - j); /* the first row whose start reaches `want` */
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (crowd_grid_row_start(c, mid) < want) lo = mid + 1;
            else hi = mid;
        }
        st->row[j] = lo;
    }
}

static void stripe_job(void *ctx, int j)
{
    Stripes *st = ctx;
    int r0 = st->row[j], r1 = st->row[j + 1];
    position_pairs(st->c, &st->jobs[j], crowd_grid_row_start(st->c, r0), crowd_grid_row_start(st->c, r1));
    crowd_avoid_flush(st->c, &st->jobs[j].batch); /* within the stripe's turn: its rows alone */
}

static void grid_pairs(Crowd *c, PairJob *job)
{
    int threads = crowd_step_threads(c), n = 2 * threads;
    if (n > c->grid_h) n = c->grid_h;
    if (threads < 2 || n < 2) {
        position_pairs(c, job, 0, (uint32_t)c->count);
        crowd_avoid_flush(c, &job->batch);
        crowd_mark(c, CROWD_PHASE_PAIRS);
        return;
    }
    PairJob jobs[2 * CROWD_THREADS_MAX];
    for (int j = 0; j < n; j++) {
        jobs[j] = *job;
        jobs[j].overlap_count = 0;
        jobs[j].sink = (CrowdSink){.own = true};
    }
    Stripes st = {.c = c, .jobs = jobs, .count = n};
    stripe_rows(&st);
    jobs_run(threads, 0, 2, n, stripe_job, &st);
    jobs_run(threads, 1, 2, n, stripe_job, &st);
    crowd_mark(c, CROWD_PHASE_PAIRS);
    /* In stripe order, which is the sorted order: as one thread would have met them. */
    for (int j = 0; j < n; j++) {
        job->overlap_count += jobs[j].overlap_count;
        job->sink.collisions += jobs[j].sink.collisions;
        for (int d = 0; d < jobs[j].sink.count; d++) crowd_ring_dot(c, jobs[j].sink.dots[d]);
        free(jobs[j].sink.dots);
    }
}

void crowd_pairs(Crowd *c, bool avoid)
{
    float range = avoid ? CROWD_SENSE_PX : CROWD_CONTACT_RANGE_PX;
    PairJob job = {.gate2 = range * range, .avoid = avoid};
    if (c->count < 2) return;
    if (c->broadphase == CROWD_NAIVE) {
        naive_pairs(c, &job);
        crowd_avoid_flush(c, &job.batch);
        crowd_mark(c, CROWD_PHASE_PAIRS);
    } else {
        crowd_grid_build(c, range + GRID_MARGIN_PX, avoid, c->tick % RESORT_TICKS == 0);
        job.table = avoid && crowd_grid_table(c);
        if (avoid) crowd_mark(c, CROWD_PHASE_TABLE);
        grid_pairs(c, &job);
    }
    c->collisions += job.sink.collisions;
    crowd_mark(c, CROWD_PHASE_DOTS);
}

/* A measurement, not a step: always the grid (the naive count of 100,000 circles would
 * take minutes). It sorts, but leaves the storage as it is. */
int crowd_overlaps(Crowd *c, float tolerance_px)
{
    float range = CROWD_CONTACT_RANGE_PX;
    PairJob job = {.gate2 = range * range, .overlaps = true, .tolerance = tolerance_px};
    if (c->count < 2) return 0;
    crowd_grid_build(c, range + GRID_MARGIN_PX, false, false);
    grid_pairs(c, &job);
    return job.overlap_count;
}
