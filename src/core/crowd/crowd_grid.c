/* crowd_grid.c: the grid of the crowd's broadphase (crowd_broadphase.c), rebuilt every
 * tick by a counting sort of the entities into square cells at least as wide as the
 * range, so a pair can only be in the same or neighbouring cells.
 *
 * The grid moves the entity arrays themselves into cell order (not just a list of
 * indices): the pairs pass then reads neighbours from contiguous memory, and since
 * circles move less than a cell per tick, the next sort is nearly a straight copy. The
 * sort is stable, so the storage order (which the window draws in) depends only on the
 * entities, whatever the number of threads. */
#include "core/crowd/crowd_grid.h"

#include <string.h>

#include "core/crowd/crowd_threads.h"

#define GRID_GROW 1.25f /* cells grow by this while the grid would exceed its capacity */

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

/* Three float arrays moved to their sorted places (to[dest[s]] = from[s]), s in [s0, s1). */
static void grid_move3(int s0, int s1, const uint32_t *restrict dest, const float *restrict a, const float *restrict b,
                       const float *restrict c, float *restrict ta, float *restrict tb, float *restrict tc)
{
    for (int s = s0; s < s1; s++) {
        uint32_t d = dest[s];
        ta[d] = a[s];
        tb[d] = b[s];
        tc[d] = c[s];
    }
}

/* The running sum of v[0..n) in place. Most cells are empty, and a plain running sum is
 * one dependent addition per cell: in blocks, the blocks' own sums first (independent,
 * so they overlap), then each block from its offset, so no chain is longer than a block. */
#define PREFIX_BLOCK 16
static void grid_prefix(uint32_t *v, int n)
{
    uint32_t sum = 0;
    int b = 0;
    for (; b + PREFIX_BLOCK <= n; b += PREFIX_BLOCK) {
        uint32_t block = 0;
        for (int i = 0; i < PREFIX_BLOCK; i++) block += v[b + i];
        uint32_t run = sum;
        for (int i = 0; i < PREFIX_BLOCK; i++) {
            run += v[b + i];
            v[b + i] = run;
        }
        sum += block;
    }
    for (; b < n; b++) v[b] = sum += v[b];
}

/* The parts of the sort that are the same work for every entity, a range of entities
 * per thread: each entity's cell, and moving it to its place. Which thread does which
 * entity changes nothing; the count, the running sum and the places stay one pass. */
typedef struct GridJob {
    Crowd *c;
    float x0, y0, inv;
    int gw, gh, stride, parts;
} GridJob;

static void job_range(const GridJob *g, int j, int *s0, int *s1)
{
    int n = g->c->count;
    *s0 = (int)((int64_t)n * j / g->parts);
    *s1 = (int)((int64_t)n * (j + 1) / g->parts);
}

static void cells_job(void *ctx, int j)
{
    const GridJob *g = ctx;
    int s0, s1;
    job_range(g, j, &s0, &s1);
    const float *px = g->c->e.x, *py = g->c->e.y;
    uint32_t *restrict cellof = g->c->cell;
    float x0 = g->x0, y0 = g->y0, inv = g->inv;
    int gw = g->gw, gh = g->gh, stride = g->stride;
    for (int s = s0; s < s1; s++) {
        int cx = (int)((px[s] - x0) * inv), cy = (int)((py[s] - y0) * inv);
        cx = cx < 0 ? 0 : cx >= gw ? gw - 1 : cx; /* rounding at the far edge */
        cy = cy < 0 ? 0 : cy >= gh ? gh - 1 : cy;
        cellof[s] = (uint32_t)(cy * stride + cx + 1);
    }
}

/* The arrays moved one small group at a time: one loop moving all nine arrays needs
 * more pointers than there are registers, and spent a third of its time reloading them
 * from the stack. Each group loop reads the destinations again, a sequential stream
 * that costs less than the reloads did. */
static void move_job(void *ctx, int j)
{
    const GridJob *g = ctx;
    Crowd *c = g->c;
    int s0, s1;
    job_range(g, j, &s0, &s1);
    const uint32_t *dest = c->cell;
    grid_move3(s0, s1, dest, c->e.x, c->e.y, c->e.vx, c->back.x, c->back.y, c->back.vx);
    grid_move3(s0, s1, dest, c->e.vy, c->e.tx, c->e.ty, c->back.vy, c->back.tx, c->back.ty);
    const float *fr = c->e.r;
    const uint8_t *ff = c->e.flags;
    const uint32_t *fid = c->e.id;
    float *restrict tr = c->back.r;
    uint8_t *restrict tf = c->back.flags;
    uint32_t *restrict tid = c->back.id;
    for (int s = s0; s < s1; s++) {
        uint32_t d = dest[s];
        tr[d] = fr[s];
        tf[d] = ff[s];
        tid[d] = fid[s];
    }
}

/* Counting sort of the entities into cells of at least `cell` pixels, row by row.
 * Afterwards slot range [cell_start[k], cell_start[k + 1]) holds cell k. */
void crowd_grid_build(Crowd *c, float cell)
{
    if (!c->bounds_ok) crowd_bounds(c);
    float w = c->max_x - c->min_x, h = c->max_y - c->min_y;
    int gw, gh;
    /* The grid spans where the entities are; a crowd spread very thin gets bigger cells
     * rather than more memory. */
    for (;;) {
        gw = (int)(w / cell) + 1;
        gh = (int)(h / cell) + 1;
        if ((int64_t)(gw + 2) * (gh + 1) <= c->cell_cap) break;
        cell *= GRID_GROW;
    }
    /* An always-empty column on each side and row below: a neighbour's index never needs
     * an edge test (cell (cx, cy) is k = cy * stride + cx + 1). */
    int stride = gw + 2, cells = stride * (gh + 1);
    float inv = 1.0f / cell, x0 = c->min_x, y0 = c->min_y;
    int n = c->count;
    uint32_t *restrict start = c->cell_start, *restrict dest = c->cell, *restrict sorted = c->slot_cell;
    memset(start, 0, (size_t)(cells + 2) * sizeof *start);
    GridJob job = {c, x0, y0, inv, gw, gh, stride, crowd_step_threads(c)};
    crowd_run_jobs(job.parts, 0, 1, job.parts, cells_job, &job);
    for (int s = 0; s < n; s++) start[dest[s] + 2]++;
    grid_prefix(start + 1, cells + 1);
    /* Now start[k + 1] is where cell k begins; the scatter advances it to where cell k
     * ends, which is where cell k + 1 begins: the ranges come out in place. */
    /* First where each entity goes (dest: its cell, then its place), then the arrays
     * moved (move_job). */
    for (int s = 0; s < n; s++) {
        uint32_t k = dest[s], d = start[k + 1]++;
        sorted[d] = k;
        dest[s] = d;
    }
    crowd_run_jobs(job.parts, 0, 1, job.parts, move_job, &job);
    CrowdArrays swap = c->e;
    c->e = c->back;
    c->back = swap;
    c->slots_ok = false; /* rebuilt when a formation asks: not worth a random write per entity */
    c->grid_w = gw;
    c->grid_h = gh;
    c->grid_x0 = x0;
    c->grid_y0 = y0;
    c->grid_cell = cell;
}
