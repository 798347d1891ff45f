/* crowd_motion.c: the per-entity half of a crowd tick (Accidents Do Happen):
 * add the bounces and separations the pairs summed, steer towards the target ("our
 * characters are now successfully moving from point A to point B") plus the avoidance
 * push, move, and see who has arrived (which also clears the red). Blocks of entities
 * in storage order, a few passes per block; each entity's arithmetic depends on that
 * entity alone. */
#include "core/crowd/crowd_motion.h"

#include "core/base/wide.h"
#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_motion_kernel.h"
#include "core/crowd/crowd_sort.h"
#include "core/crowd/crowd_threads.h"

static void motion_range(MotionPart *part)
{
#if WIDE_BUILT
    if (part->c->wide >= WIDE_AVX512) {
        crowd_motion_range_avx512(part);
        return;
    }
    if (part->c->wide == WIDE_AVX2) {
        crowd_motion_range_avx2(part);
        return;
    }
#endif
    motion_kernel(part);
}

/* A range of the entities, then its list of those that changed cells sorted, in the
 * sums' memory of its own range, which it has read (crowd_grid.h). */
static void motion_job(void *ctx, int j)
{
    MotionPart *part = (MotionPart *)ctx + j;
    motion_range(part);
    if (part->grid) crowd_sort_moved(part->moved, part->moved_n, part->moved + part->moved_n);
}

/* The lists the parts left, for the next sort (crowd_grid.h). */
static void keep_lists(Crowd *c, const MotionPart *part, int parts, const MotionGrid *grid)
{
    CrowdMoved *mv = &c->moved;
    mv->lists = parts;
    mv->parts = grid->bounds + 1;
    mv->lost = false;
    for (int q = 0; q < parts; q++) {
        mv->at[q] = GRID_MOVED_ROOM * (uint32_t)part[q].from;
        mv->n[q] = part[q].moved_n;
    }
    mv->gone[0] = 0;
    for (int j = 1; j < mv->parts; j++) {
        uint32_t gone = 0;
        for (int q = 0; q < parts; q++) gone += part[q].below[j - 1];
        mv->gone[j] = gone;
    }
}

void crowd_motion(Crowd *c)
{
    int n = c->count, threads = crowd_step_threads(c);
    if (n <= 0) return;
    /* Each thread a range of whole blocks; the counts add up and the bounds meet in
     * range order. */
    int blocks = (n + MOTION_BLOCK - 1) / MOTION_BLOCK, parts = threads < blocks ? threads : blocks;
    /* Each entity's cell in the grid of this tick's sort, for the next one, where there
     * is a grid the float clamps are exact for. */
    bool cells = c->sorted && c->grid_w > 0 && c->grid_w < GRID_EXACT_MAX && c->grid_h < GRID_EXACT_MAX;
    MotionGrid grid = {0};
    if (cells) {
        grid = (MotionGrid){c->grid_x0,          c->grid_y0,         1.0f / c->grid_cell, (float)(c->grid_w - 1),
                            (float)(c->grid_h - 1), (uint32_t)c->grid_w + 2, crowd_slot_cells(c), threads - 1, {0}};
        for (int q = 0; q < grid.bounds; q++) { /* the next sort cuts this order into `threads` parts */
            uint32_t at = (uint32_t)((uint64_t)n * (uint32_t)(q + 1) / (uint32_t)threads);
            grid.bound[q] = (uint64_t)c->key[at] << 32 | c->order[at];
        }
    }
    MotionPart part[CROWD_THREADS_MAX];
    for (int j = 0; j < parts; j++) {
        int b0 = (int)((int64_t)blocks * j / parts), b1 = (int)((int64_t)blocks * (j + 1) / parts);
        part[j] = (MotionPart){.c = c, .grid = cells ? &grid : NULL, .from = b0 * MOTION_BLOCK,
                               .to = b1 * MOTION_BLOCK < n ? b1 * MOTION_BLOCK : n,
                               .moved = crowd_moved_region(c, (uint32_t)(b0 * MOTION_BLOCK))};
    }
    jobs_run(threads, 0, 1, parts, motion_job, part);
    crowd_mark(c, CROWD_PHASE_MOTION);
    c->cells_ok = cells;
    c->sorted = false;
    if (cells) keep_lists(c, part, parts, &grid);
    int red = 0, arrived = 0;
    float x0 = part[0].x0, y0 = part[0].y0, x1 = part[0].x1, y1 = part[0].y1;
    for (int j = 0; j < parts; j++) {
        red += part[j].red;
        arrived += part[j].arrived;
        x0 = part[j].x0 < x0 ? part[j].x0 : x0;
        x1 = part[j].x1 > x1 ? part[j].x1 : x1;
        y0 = part[j].y0 < y0 ? part[j].y0 : y0;
        y1 = part[j].y1 > y1 ? part[j].y1 : y1;
    }
    c->red = red;
    c->arrived = arrived;
    c->min_x = x0;
    c->min_y = y0;
    c->max_x = x1;
    c->max_y = y1;
    c->bounds_ok = true;
    crowd_mark(c, CROWD_PHASE_END);
}

/* crowd_motion one entity at a time, in the plain order of its steps: what the block
 * passes stand for. One thread; tests hold the two to the same bits. */
void crowd_motion_plain(Crowd *c)
{
    CrowdArrays *e = &c->e;
    int red = 0, arrived = 0;
    float x0 = c->count > 0 ? e->x[0] : 0.0f, y0 = c->count > 0 ? e->y[0] : 0.0f, x1 = x0, y1 = y0;
    for (int s = 0; s < c->count; s++) {
        uint8_t f = e->flags[s];
        float ax = 0.0f, ay = 0.0f;
        if (f & CROWD_TOUCHED) {
            const CrowdAcc *q = &c->acc[s];
            e->vx[s] += crowd_unfix(q->dvx);
            e->vy[s] += crowd_unfix(q->dvy);
            e->x[s] += crowd_unfix(q->dpx);
            e->y[s] += crowd_unfix(q->dpy);
            ax = crowd_unfix(q->avx);
            ay = crowd_unfix(q->avy);
            clamp_length(&ax, &ay, AVOID_MAX_ACCEL);
        }
        float x = e->x[s], y = e->y[s], vx = e->vx[s], vy = e->vy[s], tx = e->tx[s], ty = e->ty[s];
        float gain = steer_gain(tx - x, ty - y);
        if ((x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f) | ((f & CROWD_TOUCHED) != 0))
            steer_and_move(&x, &y, &vx, &vy, tx, ty, gain, ax, ay);
        f &= (uint8_t)~CROWD_TOUCHED;
        if ((tx - x) * (tx - x) + (ty - y) * (ty - y) <= CROWD_ARRIVE_PX * CROWD_ARRIVE_PX)
            f = (uint8_t)((f | CROWD_ARRIVED) & ~CROWD_RED);
        else f = (uint8_t)(f & ~CROWD_ARRIVED);
        arrived += (f & CROWD_ARRIVED) != 0;
        red += f & CROWD_RED;
        e->x[s] = x;
        e->y[s] = y;
        e->vx[s] = vx;
        e->vy[s] = vy;
        e->flags[s] = f;
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    c->red = red;
    c->arrived = arrived;
    c->min_x = x0;
    c->min_y = y0;
    c->max_x = x1;
    c->max_y = y1;
    c->bounds_ok = true;
    c->cells_ok = false; /* no cells worked out */
}

void crowd_apply_contacts(Crowd *c)
{
    CrowdArrays *e = &c->e;
    for (int s = 0; s < c->count; s++) {
        if (!(e->flags[s] & CROWD_TOUCHED)) continue;
        const CrowdAcc *q = &c->acc[s];
        e->vx[s] += crowd_unfix(q->dvx);
        e->vy[s] += crowd_unfix(q->dvy);
        e->x[s] += crowd_unfix(q->dpx);
        e->y[s] += crowd_unfix(q->dpy);
        e->flags[s] &= (uint8_t)~CROWD_TOUCHED;
    }
    c->bounds_ok = false;
    c->cells_ok = c->sorted = false;
}
