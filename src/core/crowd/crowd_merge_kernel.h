/* crowd_merge_kernel.h (internal to the crowd): a part of the sort's merge
 * (crowd_merge.c), as static functions for the file that includes it: crowd_merge.c
 * compiles them as they are, crowd_merge_avx2.c and crowd_merge_avx512.c for wider
 * vectors (core/base/wide.h), where a run of kept entries is taken eight or sixteen at
 * a time and the copies gathered as many at a time: the same entries in the same places,
 * so the same order and the same copies. Each file includes this once and calls
 * merge_part. */
#ifndef COLLIDE_CROWD_MERGE_KERNEL_H
#define COLLIDE_CROWD_MERGE_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "core/crowd/crowd_grid.h"

/* Above every entry (a cell key is below 2^30), and below every entry of a slot whose
 * cell has GRID_MOVED: the kept run stops at those as at a moved entry that comes first. */
#define MERGE_END ((uint64_t)INT64_MAX)

typedef struct MergeJob {
    Crowd *c;
    const uint32_t *old; /* the last order */
    uint32_t *order;     /* the new one */
    bool velocities;
    int lists;
    const uint64_t *list[CROWD_THREADS_MAX];
    uint32_t list_n[CROWD_THREADS_MAX];
    uint32_t from[CROWD_THREADS_MAX + 1];  /* part j: the positions [from[j], from[j + 1]) of the last order, */
    uint64_t split[CROWD_THREADS_MAX + 1]; /* the moved entries in [split[j], split[j + 1]), */
    uint32_t first[CROWD_THREADS_MAX + 1]; /* written from new position first[j] */
} MergeJob;

/// merge_part compiled for AVX2 and for AVX-512: only where wide_level()
/// (core/base/wide.h) reaches their level.
void crowd_merge_part_avx2(const MergeJob *g, int part);
void crowd_merge_part_avx512(const MergeJob *g, int part);

#if defined(MERGE_AVX512) /* the includer's choice: the target is switched on per function */
#include <immintrin.h>
#define MERGE_LANES 16
typedef __m512i MergeVec;
#define merge_load(p) _mm512_loadu_si512((const void *)(p))
#define merge_store(p, v) _mm512_storeu_si512((void *)(p), v)
#define merge_gather(base, idx) _mm512_i32gather_epi32(idx, (const void *)(base), 4)
#define merge_gather_store(to, base, idx) _mm512_storeu_ps(to, _mm512_i32gather_ps(idx, (const void *)(base), 4))
#define merge_any_moved(v) (_mm512_movepi32_mask(v) != 0)
#elif defined(MERGE_AVX2)
#include <immintrin.h>
#define MERGE_LANES 8
typedef __m256i MergeVec;
#define merge_load(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define merge_store(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define merge_gather(base, idx) _mm256_i32gather_epi32((const int *)(const void *)(base), idx, 4)
#define merge_gather_store(to, base, idx) _mm256_storeu_ps(to, _mm256_i32gather_ps(base, idx, 4))
#define merge_any_moved(v) (_mm256_movemask_ps(_mm256_castsi256_ps(v)) != 0)
#endif

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

/* The copies of x, y and r (and of the velocities) the pairs read, for the new positions
 * [d0, d1) (crowd_grid.h). */
static void copy_positions(const MergeJob *g, size_t d0, size_t d1)
{
    const Crowd *c = g->c;
    const uint32_t *restrict order = g->order;
    const float *restrict ex = c->e.x, *restrict ey = c->e.y, *restrict er = c->e.r;
    float *restrict sx = c->back.x, *restrict sy = c->back.y, *restrict sr = c->back.r;
    size_t d = d0;
#ifdef MERGE_LANES
    for (; d + MERGE_LANES <= d1; d += MERGE_LANES) {
        MergeVec s = merge_load(order + d);
        merge_gather_store(sx + d, ex, s);
        merge_gather_store(sy + d, ey, s);
        merge_gather_store(sr + d, er, s);
    }
#endif
    for (; d < d1; d++) {
        uint32_t s = order[d];
        sx[d] = ex[s];
        sy[d] = ey[s];
        sr[d] = er[s];
    }
    if (!g->velocities) return;
    const float *restrict evx = c->e.vx, *restrict evy = c->e.vy;
    float *restrict svx = c->back.vx, *restrict svy = c->back.vy;
    d = d0;
#ifdef MERGE_LANES
    for (; d + MERGE_LANES <= d1; d += MERGE_LANES) {
        MergeVec s = merge_load(order + d);
        merge_gather_store(svx + d, evx, s);
        merge_gather_store(svy + d, evy, s);
    }
#endif
    for (; d < d1; d++) {
        svx[d] = evx[order[d]];
        svy[d] = evy[order[d]];
    }
}

/* What a part of the merge has reached. */
typedef struct Merging {
    size_t i, i1, d; /* the next position of the last order, its end, the next new position */
    const uint64_t *at[CROWD_THREADS_MAX], *end[CROWD_THREADS_MAX];
    int which;     /* the list `next` heads */
    uint64_t next; /* the smallest moved entry not yet merged (MERGE_END: none) */
} Merging;

/* The merge until the new position `stop` or a little past it: the order and the cells
 * alone, which keeps the loop's pointers in registers (with the copies too it reloaded
 * them from the stack at every entry). */
static void merge_until(const MergeJob *g, Merging *m, size_t stop)
{
    const uint32_t *restrict old = g->old, *restrict cells = crowd_slot_cells(g->c);
    uint32_t *restrict key = g->c->key, *restrict order = g->order;
    size_t i = m->i, i1 = m->i1, d = m->d;
    uint64_t next = m->next;
    while (d < stop) {
        /* A run of kept entries, up to the next moved one, or one that moved away: a
         * block at a time while none of the block moved away and its last (so all, the
         * kept being in order) comes before the next moved one. */
#ifdef MERGE_LANES
        while (i + MERGE_LANES <= i1) {
            uint32_t sl = old[i + MERGE_LANES - 1], kl = cells[sl];
            if (((uint64_t)kl << 32 | sl) > next) break;
            MergeVec s = merge_load(old + i), k = merge_gather(cells, s);
            if (merge_any_moved(k)) break;
            merge_store(key + d, k);
            merge_store(order + d, s);
            i += MERGE_LANES;
            d += MERGE_LANES;
        }
#endif
        for (; i < i1; i++) {
            uint32_t s = old[i], k = cells[s];
            if (((uint64_t)k << 32 | s) > next) break;
            key[d] = k;
            order[d] = s;
            d++;
        }
        if (i < i1 && (cells[old[i]] & GRID_MOVED)) {
            i++;
            continue;
        }
        if (next == MERGE_END) break;
        key[d] = (uint32_t)(next >> 32);
        order[d] = (uint32_t)next;
        d++;
        m->at[m->which]++;
        next = smallest(m->at, m->end, g->lists, &m->which);
    }
    m->i = i;
    m->d = d;
    m->next = next;
}

#define MERGE_CHUNK 512 /* new positions merged before their copies are made: the order in L1 */

/* Part j of the merge (crowd_merge.c). */
static void merge_part(const MergeJob *g, int j)
{
    Merging m = {.i = g->from[j], .i1 = g->from[j + 1], .d = g->first[j]};
    for (int q = 0; q < g->lists; q++) {
        m.at[q] = g->list[q] + lower_bound(g->list[q], g->list_n[q], g->split[j]);
        m.end[q] = g->list[q] + lower_bound(g->list[q], g->list_n[q], g->split[j + 1]);
    }
    m.next = smallest(m.at, m.end, g->lists, &m.which);
    for (size_t d1 = g->first[j + 1]; m.d < d1;) {
        size_t d0 = m.d;
        merge_until(g, &m, d0 + MERGE_CHUNK < d1 ? d0 + MERGE_CHUNK : d1);
        copy_positions(g, d0, m.d);
    }
}

#endif
