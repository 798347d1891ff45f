/* crowd_broadphase.c: which pairs of circles are close enough to look at, for the crowd
 * of seed 003_b8511c962d636339.txt. The seed tests every pair ("it isn't the fastest
 * algorithm, but it functions well enough with 32 entities"): that is the naive
 * broadphase, O(n^2), kept as a lesson (Q). The grid (crowd_grid.c) is rebuilt every
 * tick by a counting sort of the entities into square cells at least as wide as the
 * range, so a pair can only be in the same or neighbouring cells: O(n). */
#include <stdlib.h>
#include <string.h>

#include "core/crowd/crowd_broadphase.h"

#include "core/crowd/crowd_avoid.h"
#include "core/crowd/crowd_contact.h"
#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_threads.h"

#define GRID_CELL_FACTOR 1.0f /* contact-only cells: the range itself (tried up to 2: fewer candidates won) */
/* Cells are a pixel wider than the range: the cell index is computed in float, and
 * rounding must never put two circles within range two cells apart (the grid would miss
 * a pair the naive broadphase finds). The rounding is below 0.01 px here. */
#define GRID_MARGIN_PX 1.0f

typedef struct PairJob {
    float gate2; /* squared range: farther pairs are skipped before anything else */
    bool avoid;
    bool overlaps; /* only count overlapping pairs (crowd_overlaps), change nothing */
    float tolerance;
    int overlap_count;
    CrowdSink sink;
    CrowdAvoidBatch batch; /* pairs whose avoidance is still to be added (crowd_avoid.h) */
} PairJob;

#define SCREEN_BLOCK CROWD_PAD_SLOTS /* avoidance candidates screened at a time */

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

/* Slot s against the slots [from, to), for the contacts alone. The screen is the
 * contact test itself, the squared distance against the squared sum of the radii
 * (the same bits crowd_contact computes, whichever of the two is first): near pairs
 * that do not touch, most of those within the range, never reach visit(). Few pairs
 * touch, so the branch is nearly always predicted right. */
static inline void visit_range_contact(Crowd *c, PairJob *job, uint32_t s, uint32_t from, uint32_t to)
{
    const float *X = c->e.x, *Y = c->e.y, *R = c->e.r;
    float xs = X[s], ys = Y[s], rs = R[s];
    for (uint32_t t = from; t < to; t++) {
        float dx = X[t] - xs, dy = Y[t] - ys, rsum = rs + R[t];
        if (dx * dx + dy * dy <= rsum * rsum) visit(c, job, s, t);
    }
}

/* Which of the SCREEN_BLOCK candidates from x[0] on count for the avoidance (act[i]):
 * the first `len` of them, if in range and touching or about to be pushed
 * (crowd_pair_acts, the same operations as the kernels). A count known at compile time
 * and no branch: vector code at -O2. The lanes past `len` read the arrays' padding or later
 * slots (CROWD_PAD_SLOTS, crowd_storage.c) and never count. */
static void screen_avoid(const float *restrict x, const float *restrict y, const float *restrict vx,
                         const float *restrict vy, const float *restrict r, float xs, float ys, float vxs, float vys,
                         float rs, float gate2, uint32_t len, int32_t *restrict act)
{
    for (uint32_t i = 0; i < SCREEN_BLOCK; i++) {
        float dx = x[i] - xs, dy = y[i] - ys, d2 = dx * dx + dy * dy;
        act[i] = (i < len) & (d2 <= gate2) & crowd_pair_acts(dx, dy, d2, rs + r[i], vxs - vx[i], vys - vy[i]);
    }
}

/* The same with the avoidance: the range is wide, and whether a candidate is in it is a
 * coin toss in a dense crowd; a mispredicted branch per candidate cost more than the
 * test itself. So a block of candidates is screened at once (screen_avoid), then each
 * index is written and advanced past only if it counts (no branch), and those are
 * visited afterwards, in order. Most neighbours in a crowd do not count. */
static inline void visit_range_avoid(Crowd *c, PairJob *job, uint32_t s, uint32_t from, uint32_t to)
{
    const float *X = c->e.x, *Y = c->e.y, *VX = c->e.vx, *VY = c->e.vy, *R = c->e.r;
    float xs = X[s], ys = Y[s], vxs = VX[s], vys = VY[s], rs = R[s], gate2 = job->gate2;
    uint32_t hits[SCREEN_BLOCK];
    int32_t act[SCREEN_BLOCK];
    for (uint32_t t0 = from; t0 < to; t0 += SCREEN_BLOCK) {
        screen_avoid(X + t0, Y + t0, VX + t0, VY + t0, R + t0, xs, ys, vxs, vys, rs, gate2, to - t0, act);
        uint32_t n = 0;
        for (uint32_t i = 0; i < SCREEN_BLOCK; i++) {
            hits[n] = t0 + i;
            n += (uint32_t)act[i];
        }
        for (uint32_t k = 0; k < n; k++) visit(c, job, s, hits[k]);
    }
}

static inline void visit_range(Crowd *c, PairJob *job, uint32_t s, uint32_t from, uint32_t to)
{
    if (job->avoid) visit_range_avoid(c, job, s, from, to);
    else visit_range_contact(c, job, s, from, to);
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

/* Each pair once: a cell against itself (later slots), its right neighbour, and the
 * three cells below, for the slots [s0, s1). A row's cells are contiguous in slot
 * order, so the first two are one range of slots and the three below another. Entity
 * by entity, so empty cells cost nothing. */
static void grid_pairs_range(Crowd *c, PairJob *job, uint32_t s0, uint32_t s1)
{
    const uint32_t *start = c->cell_start, *cellof = c->slot_cell;
    uint32_t stride = (uint32_t)c->grid_w + 2;
    if (!job->avoid) {
        /* The contacts alone: the two ranges walked as one loop. In a sparse crowd each
         * range holds zero, one or two candidates, and the end of each short loop was a
         * mispredicted branch; one loop has one end. (visit() never moves the arrays,
         * so their pointers are read once.) */
        const float *X = c->e.x, *Y = c->e.y, *R = c->e.r;
        for (uint32_t s = s0; s < s1; s++) {
            uint32_t k = cellof[s], a0 = s + 1, b0 = start[k + stride - 1];
            uint32_t len1 = start[k + 2] - a0, len = len1 + (start[k + stride + 2] - b0);
            float xs = X[s], ys = Y[s], rs = R[s];
            for (uint32_t i = 0; i < len; i++) {
                uint32_t t = i < len1 ? a0 + i : b0 + (i - len1);
                float dx = X[t] - xs, dy = Y[t] - ys, rsum = rs + R[t];
                if (dx * dx + dy * dy <= rsum * rsum) visit(c, job, s, t);
            }
        }
        return;
    }
    for (uint32_t s = s0; s < s1; s++) {
        uint32_t k = cellof[s];
        visit_range(c, job, s, s + 1, start[k + 2]);
        visit_range(c, job, s, start[k + stride - 1], start[k + stride + 2]);
    }
}

/* The grid's rows cut into stripes, a part of the pass each. A slot's pairs change the
 * sums of its own row and the row below, no further: stripes two apart never touch the
 * same slot, so the even stripes run side by side, then the odd ones. */
typedef struct Stripes {
    Crowd *c;
    PairJob *jobs;
    int count;
} Stripes;

static void stripe_job(void *ctx, int j)
{
    Stripes *st = ctx;
    Crowd *c = st->c;
    int gh = c->grid_h, stride = c->grid_w + 2;
    int row0 = (int)((int64_t)gh * j / st->count), row1 = (int)((int64_t)gh * (j + 1) / st->count);
    grid_pairs_range(c, &st->jobs[j], c->cell_start[row0 * stride], c->cell_start[row1 * stride]);
    crowd_avoid_flush(c, &st->jobs[j].batch); /* within the stripe's turn: its rows alone */
}

static void grid_pairs(Crowd *c, PairJob *job)
{
    int threads = crowd_step_threads(c), n = 2 * threads;
    if (n > c->grid_h) n = c->grid_h;
    if (threads < 2 || n < 2) {
        grid_pairs_range(c, job, 0, (uint32_t)c->count);
        return;
    }
    PairJob jobs[2 * CROWD_THREADS_MAX];
    for (int j = 0; j < n; j++) {
        jobs[j] = *job;
        jobs[j].overlap_count = 0;
        jobs[j].sink = (CrowdSink){.own = true};
    }
    Stripes st = {c, jobs, n};
    crowd_run_jobs(threads, 0, 2, n, stripe_job, &st);
    crowd_run_jobs(threads, 1, 2, n, stripe_job, &st);
    /* In stripe order, which is slot order: as one thread would have met them. */
    for (int j = 0; j < n; j++) {
        job->overlap_count += jobs[j].overlap_count;
        job->sink.collisions += jobs[j].sink.collisions;
        for (int d = 0; d < jobs[j].sink.count; d++) crowd_ring_dot(c, jobs[j].sink.dots[d]);
        free(jobs[j].sink.dots);
    }
}

static void run(Crowd *c, PairJob *job, float cell)
{
    if (c->count < 2) return;
    if (c->broadphase == CROWD_NAIVE) {
        naive_pairs(c, job);
    } else {
        crowd_grid_build(c, cell);
        grid_pairs(c, job);
    }
    crowd_avoid_flush(c, &job->batch);
}

void crowd_pairs(Crowd *c, bool avoid)
{
    float range = avoid ? CROWD_SENSE_PX : CROWD_CONTACT_RANGE_PX;
    PairJob job = {.gate2 = range * range, .avoid = avoid};
    run(c, &job, (avoid ? range : range * GRID_CELL_FACTOR) + GRID_MARGIN_PX);
    c->collisions += job.sink.collisions;
}

/* A measurement, not a step: always the grid (the naive count of 100,000 circles would
 * take minutes). Sorting the storage changes no entity, only where it is kept. */
int crowd_overlaps(Crowd *c, float tolerance_px)
{
    float range = CROWD_CONTACT_RANGE_PX;
    PairJob job = {.gate2 = range * range, .overlaps = true, .tolerance = tolerance_px};
    if (c->count < 2) return 0;
    crowd_grid_build(c, range * GRID_CELL_FACTOR + GRID_MARGIN_PX);
    grid_pairs(c, &job);
    return job.overlap_count;
}
