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
#include <string.h>

#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_threads.h"

#define MERGE_END UINT64_MAX /* above every entry: a cell key is below 2^30 */

typedef struct MergeJob {
    Crowd *c;
    const uint32_t *old; /* the last order */
    uint32_t *order;     /* the new one */
    uint64_t *kept;      /* room for the kept entries of every position (in the sums' memory) */
    bool velocities;
    int lists;
    const uint64_t *list[CROWD_THREADS_MAX];
    uint32_t list_n[CROWD_THREADS_MAX];
    uint32_t from[CROWD_THREADS_MAX + 1];  /* part j: the positions [from[j], from[j + 1]) of the last order, */
    uint64_t split[CROWD_THREADS_MAX + 1]; /* the moved entries in [split[j], split[j + 1]), */
    uint32_t first[CROWD_THREADS_MAX + 1]; /* written from new position first[j] */
} MergeJob;

/* The first of the n sorted entries of v that is not below `value`. */
static uint32_t lower_bound(const uint64_t *v, uint32_t n, uint64_t value)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (v[mid] < value) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The smallest head of the lists (MERGE_END when all are done), and which list it is. */
static uint64_t smallest(const uint64_t *const *at, const uint64_t *const *end, int lists, int *which)
{
    uint64_t best = MERGE_END;
    for (int q = 0; q < lists; q++)
        if (at[q] < end[q] && *at[q] < best) {
            best = *at[q];
            *which = q;
        }
    return best;
}

/* The kept entries of the last order's positions [i0, i1) into `kept`, in order: those
 * that moved away are written too, but not counted (a branch on them was mispredicted at
 * each). Returns how many. A pass of its own, streaming, before the merge: in one loop
 * with the merge, the reads of the slots' cells waited on each other's misses. */
static size_t gather_kept(const MergeJob *g, size_t i0, size_t i1, uint64_t *restrict kept)
{
    const uint32_t *restrict old = g->old, *restrict cells = crowd_slot_cells(g->c);
    size_t w = 0;
    for (size_t i = i0; i < i1; i++) {
        uint32_t s = old[i], k = cells[s];
        kept[w] = (uint64_t)k << 32 | s;
        w += 1u - (k >> 31);
    }
    return w;
}

/* Part j of the merge: its kept entries and the moved ones into the new order, each with
 * its cell and the copies of x, y and r; the copies of the velocities after. Every array
 * in a local restrict pointer: a loop that kept them in the structs reloaded them from
 * the stack at every entry. */
static void merge_job(void *ctx, int j)
{
    const MergeJob *g = ctx;
    const Crowd *c = g->c;
    const uint64_t *at[CROWD_THREADS_MAX], *end[CROWD_THREADS_MAX];
    for (int q = 0; q < g->lists; q++) {
        at[q] = g->list[q] + lower_bound(g->list[q], g->list_n[q], g->split[j]);
        end[q] = g->list[q] + lower_bound(g->list[q], g->list_n[q], g->split[j + 1]);
    }
    int which = 0;
    uint64_t next = smallest(at, end, g->lists, &which);
    uint64_t *restrict kept = g->kept + g->from[j];
    size_t w = gather_kept(g, g->from[j], g->from[j + 1], kept), a = 0, d = g->first[j];
    const float *restrict ex = c->e.x, *restrict ey = c->e.y, *restrict er = c->e.r;
    float *restrict sx = c->back.x, *restrict sy = c->back.y, *restrict sr = c->back.r;
    uint32_t *restrict key = c->key, *restrict order = g->order;
    for (;;) {
        for (; a < w && kept[a] < next; a++, d++) { /* a run of kept entries, up to the next moved one */
            uint32_t s = (uint32_t)kept[a];
            key[d] = (uint32_t)(kept[a] >> 32);
            order[d] = s;
            sx[d] = ex[s];
            sy[d] = ey[s];
            sr[d] = er[s];
        }
        if (next == MERGE_END) break;
        uint32_t s = (uint32_t)next;
        key[d] = (uint32_t)(next >> 32);
        order[d] = s;
        sx[d] = ex[s];
        sy[d] = ey[s];
        sr[d] = er[s];
        d++;
        at[which]++;
        next = smallest(at, end, g->lists, &which);
    }
    if (!g->velocities) return;
    const float *restrict evx = c->e.vx, *restrict evy = c->e.vy;
    float *restrict svx = c->back.vx, *restrict svy = c->back.vy;
    for (d = g->first[j]; d < g->first[j + 1]; d++) {
        svx[d] = evx[order[d]];
        svy[d] = evy[order[d]];
    }
}

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

void crowd_grid_merge(Crowd *c, int threads, bool velocities)
{
    uint32_t n = (uint32_t)c->count;
    const CrowdMoved *mv = &c->moved;
    MergeJob g = {.c = c, .old = c->order, .velocities = velocities, .lists = mv->lists};
    /* The new order goes beside the old one: into the order's own array, or else into
     * back.ty, which only the storage's resort uses (and the order it reads is the last). */
    g.order = c->order == c->order_own ? (uint32_t *)(void *)c->back.ty : c->order_own;
    /* The moved lists closed up to the start of the sums' memory (each at or past where it
     * goes: a short move, a few in a hundred entries), and the kept entries after them. */
    uint64_t *room = (uint64_t *)(void *)c->acc;
    size_t moved = 0;
    for (int q = 0; q < mv->lists; q++) {
        memmove(room + moved, room + mv->at[q], mv->n[q] * sizeof *room);
        g.list[q] = room + moved;
        g.list_n[q] = mv->n[q];
        moved += mv->n[q];
    }
    g.kept = room + moved;
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
