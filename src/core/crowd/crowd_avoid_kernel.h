/* crowd_avoid_kernel.h (internal to the crowd): the avoidance's pass over the pairs
 * (crowd_broadphase.c), as static functions for the file that includes it:
 * crowd_broadphase.c compiles them as they are, crowd_avoid_avx2.c and
 * crowd_avoid_avx512.c for wider vectors (core/base/wide.h): the screen of a block of
 * SCREEN_BLOCK candidates is then one or two instructions an operation instead of four.
 * The same source, so the same pairs in the same order. Each file includes this once. */
#ifndef COLLIDE_CROWD_AVOID_KERNEL_H
#define COLLIDE_CROWD_AVOID_KERNEL_H

#include <stdint.h>

#include "core/crowd/crowd_avoid.h"
#include "core/crowd/crowd_grid.h"

#define SCREEN_BLOCK CROWD_PAD_SLOTS /* avoidance candidates screened at a time */

/* What the pass reads: the sorted copies (crowd_grid.h), the table of where each cell
 * starts (or NULL: the windows are found by walking the keys), and where each pair that
 * counts goes. */
typedef struct AvoidScan {
    const float *x, *y, *r, *vx, *vy;
    const uint32_t *order, *key, *start;
    uint32_t stride; /* keys a row apart (grid_w + 2) */
    float gate2;     /* the squared range */
    void (*visit)(void *ctx, uint32_t s, uint32_t t);
    void *ctx;
} AvoidScan;

/// avoid_kernel compiled for AVX2 and for AVX-512: only where wide_level()
/// (core/base/wide.h) reaches their level.
void crowd_avoid_range_avx2(const AvoidScan *a, uint32_t d0, uint32_t d1);
void crowd_avoid_range_avx512(const AvoidScan *a, uint32_t d0, uint32_t d1);

/* Which of the SCREEN_BLOCK candidates from x[0] on count for the avoidance (act[i]):
 * the first `len` of them, if in range and touching or about to be pushed
 * (crowd_pair_acts, the same operations as the kernels). A count known at compile time
 * and no branch: vector code at -O2. The lanes past `len` read later positions or the
 * arrays' padding (CROWD_PAD_SLOTS, crowd_storage.c) and never count. */
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
 * test itself. So a block of candidates is screened at once (screen_avoid), and those
 * that count become the bits of a mask, visited in order bit by bit. Most neighbours in
 * a crowd do not count, so the loop over the bits is short; writing every candidate's
 * index and advancing past those that count was a chain through all sixteen, and with
 * the wider screens it was two fifths of the pass. */
static void avoid_kernel(const AvoidScan *o, uint32_t d0, uint32_t d1)
{
    const uint32_t *start = o->start;
    uint32_t stride = o->stride;
    uint32_t own_end = d0, below = d0, below_end = d0;
    int32_t act[SCREEN_BLOCK];
    float gate2 = o->gate2;
    for (uint32_t i = d0; i < d1; i++) {
        uint32_t k = o->key[i], s = o->order[i];
        if (start) { /* the ends of the windows, from the table */
            own_end = start[k + 2];
            below = start[k + stride - 1];
            below_end = start[k + stride + 2];
        } else { /* no table: three walks along the keys, none waiting for another */
            own_end = grid_skip_to(o->key, own_end > i ? own_end : i + 1, k + 2);
            below = grid_skip_to(o->key, below, k + stride - 1);
            below_end = grid_skip_to(o->key, below_end > below ? below_end : below, k + stride + 2);
        }
        float xs = o->x[i], ys = o->y[i], vxs = o->vx[i], vys = o->vy[i], rs = o->r[i];
        /* Two windows: the rest of the own cell and the one to its right, then the three
         * cells below. (One loop, so that it is inlined once.) */
        for (uint32_t w = 0; w < 2; w++) {
            uint32_t to = w ? below_end : own_end;
            for (uint32_t t0 = w ? below : i + 1; t0 < to; t0 += SCREEN_BLOCK) {
                screen_avoid(o->x + t0, o->y + t0, o->vx + t0, o->vy + t0, o->r + t0, xs, ys, vxs, vys, rs, gate2,
                             to - t0, act);
                uint32_t bits = 0; /* bit m: candidate t0 + m counts */
                for (uint32_t m = 0; m < SCREEN_BLOCK; m++) bits |= (uint32_t)act[m] << m;
                for (; bits; bits &= bits - 1) o->visit(o->ctx, s, o->order[t0 + (uint32_t)__builtin_ctz(bits)]);
            }
        }
    }
}

#endif
