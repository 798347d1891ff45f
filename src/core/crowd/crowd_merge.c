/* crowd_merge.c: the last pass of the broadphase's sort (crowd_grid.c): the entries that
 * kept their cells, read in the last order, and the sorted lists of those that moved,
 * merged into the new order, with the copies of x, y and r (and the velocities for the
 * avoidance) the pairs read.
 *
 * Cut into parts, one a thread, each a range of the last order and the moved entries
 * from its first kept entry to the next part's, written from the position a merge of the
 * whole would give it: the number of kept entries before its range (its first position,
 * less the moved ones that were before it: Crowd.moved.gone) and of moved entries below
 * its first kept one (a bisection in each list). So every part writes what one merge
 * would, with no pass over the whole on one thread. When every entry is in the lists
 * (Crowd.moved.lost), the parts split the lists at equal shares of the positions
 * instead. */
#include <stddef.h>
#include <stdint.h>

#include "core/base/wide.h"
#include "core/crowd/crowd_merge_kernel.h"
#include "core/crowd/crowd_threads.h"

/* The moved entries below `value`, in all the lists. */
static uint32_t moved_below(const MergeJob *g, uint64_t value)
{
    uint32_t k = 0;
    for (int q = 0; q < g->lists; q++) k += lower_bound(g->list[q], g->list_n[q], value);
    return k;
}

/* Part j starts at the first kept entry at or after its first position: its value, and
 * where the merge puts it. A part whose positions, and all after them, moved is empty. */
static void kept_split(MergeJob *g, int j, uint32_t n)
{
    const uint32_t *cells = crowd_slot_cells(g->c);
    uint32_t i = g->from[j];
    while (i < n && (cells[g->old[i]] & GRID_MOVED)) i++;
    if (i == n) {
        g->split[j] = MERGE_END;
        g->first[j] = n;
        return;
    }
    g->split[j] = (uint64_t)cells[g->old[i]] << 32 | g->old[i];
    g->first[j] = g->from[j] - g->c->moved.gone[j] + moved_below(g, g->split[j]);
}

/* Every entry in the lists: part j starts at the entry with `at` entries below it (the
 * smallest value with that many below, by bisection over the values). */
static void lost_split(MergeJob *g, int j, uint32_t at)
{
    uint64_t lo = 0, hi = MERGE_END;
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (moved_below(g, mid) >= at) hi = mid;
        else lo = mid + 1;
    }
    g->split[j] = lo;
    g->first[j] = at;
    g->from[j] = 0; /* no kept entries */
}

static void merge_job(void *ctx, int j)
{
    const MergeJob *g = ctx;
#if WIDE_BUILT
    if (g->c->wide >= WIDE_AVX512) {
        crowd_merge_part_avx512(g, j);
        return;
    }
    if (g->c->wide == WIDE_AVX2) {
        crowd_merge_part_avx2(g, j);
        return;
    }
#endif
    merge_part(g, j);
}

void crowd_grid_merge(Crowd *c, int threads, bool velocities)
{
    uint32_t n = (uint32_t)c->count;
    const CrowdMoved *mv = &c->moved;
    MergeJob g = {.c = c, .old = c->order, .velocities = velocities, .lists = mv->lists};
    /* The new order goes beside the old one: into the order's own array, or else into
     * back.ty, which only the storage's resort uses (and the order it reads is the last). */
    g.order = c->order == c->order_own ? (uint32_t *)(void *)c->back.ty : c->order_own;
    for (int q = 0; q < mv->lists; q++) {
        g.list[q] = (const uint64_t *)(const void *)c->acc + mv->at[q];
        g.list_n[q] = mv->n[q];
    }
    g.split[0] = 0;
    g.first[0] = 0;
    g.from[0] = 0;
    for (int j = 1; j <= threads; j++) g.from[j] = (uint32_t)((uint64_t)n * (uint32_t)j / (uint32_t)threads);
    for (int j = 1; j < threads; j++) {
        if (mv->lost) lost_split(&g, j, g.from[j]);
        else kept_split(&g, j, n);
    }
    if (mv->lost) g.from[threads] = 0;
    g.split[threads] = MERGE_END;
    g.first[threads] = n;
    crowd_mark(c, CROWD_PHASE_SPLIT);
    jobs_run(threads, 0, 1, threads, merge_job, &g);
    c->order = g.order;
}
