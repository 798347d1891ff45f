/* crowd_resort.c: the crowd's storage put in the broadphase's sorted order (see
 * crowd_resort.h), the entities in ranges, a range per thread: each entity's arrays
 * are moved to its place in the sort, into the back arrays, which then swap with the
 * front. */
#include "core/crowd/crowd_resort.h"

#include <stdint.h>

#include "core/crowd/crowd_threads.h"

typedef struct ResortJob {
    Crowd *c;
    int parts;
} ResortJob;

static void part_range(const ResortJob *g, int j, int *s0, int *s1)
{
    *s0 = (int)((int64_t)g->c->count * j / g->parts);
    *s1 = (int)((int64_t)g->c->count * (j + 1) / g->parts);
}

/* Where each slot goes: dest[order[d]] = d for a range of positions d (the order is a
 * permutation, so the parts write different words). */
static void dest_job(void *ctx, int j)
{
    const ResortJob *g = ctx;
    int d0, d1;
    part_range(g, j, &d0, &d1);
    const uint32_t *restrict order = g->c->order;
    uint32_t *restrict dest = g->c->cell;
    for (int d = d0; d < d1; d++) dest[order[d]] = (uint32_t)d;
}

/* Three float arrays moved to their sorted places (to[dest[s]] = from[s]), s in [s0, s1). */
static void move3(int s0, int s1, const uint32_t *restrict dest, const float *restrict a, const float *restrict b,
                  const float *restrict c, float *restrict ta, float *restrict tb, float *restrict tc)
{
    for (int s = s0; s < s1; s++) {
        uint32_t d = dest[s];
        ta[d] = a[s];
        tb[d] = b[s];
        tc[d] = c[s];
    }
}

/* The entity arrays moved, one small group at a time: one loop moving all nine arrays
 * needs more pointers than there are registers, and spent a third of its time reloading
 * them from the stack. */
static void move_job(void *ctx, int j)
{
    const ResortJob *g = ctx;
    Crowd *c = g->c;
    int s0, s1;
    part_range(g, j, &s0, &s1);
    const uint32_t *dest = c->cell;
    move3(s0, s1, dest, c->e.x, c->e.y, c->e.vx, c->back.x, c->back.y, c->back.vx);
    move3(s0, s1, dest, c->e.vy, c->e.tx, c->e.ty, c->back.vy, c->back.tx, c->back.ty);
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
    for (int s = s0; s < s1; s++) c->order_own[s] = (uint32_t)s; /* the new order reads 0, 1, 2, ... */
}

void crowd_resort(Crowd *c, int threads)
{
    ResortJob job = {c, threads};
    jobs_run(threads, 0, 1, threads, dest_job, &job);
    jobs_run(threads, 0, 1, threads, move_job, &job); /* it writes back.ty, where the old order may be */
    CrowdArrays swap = c->e;
    c->e = c->back;
    c->back = swap;
    c->order = c->order_own;
    c->slots_ok = false; /* rebuilt when a formation asks: not worth a random write per entity */
}
