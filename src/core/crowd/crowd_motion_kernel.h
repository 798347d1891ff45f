/* crowd_motion_kernel.h (internal to the crowd): the block passes of crowd_motion
 * (crowd_motion.c), as static functions for the file that includes it: crowd_motion.c
 * compiles them as they are, crowd_motion_avx2.c and crowd_motion_avx512.c for wider
 * vectors (core/base/wide.h). Each
 * file includes this once and calls motion_kernel. (Its include guard covers the
 * declarations; the two files are compiled apart.) */
#ifndef COLLIDE_CROWD_MOTION_KERNEL_H
#define COLLIDE_CROWD_MOTION_KERNEL_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/crowd/crowd_fixed.h"
#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_sort.h"
#include "core/crowd/crowd_steer.h"

#define MOTION_BLOCK 64 /* entities per block of the passes in crowd_motion */

/* The grid of the tick's sort, for working out each entity's cell in it where it ends
 * up, and listing those that changed cells (crowd_grid.h, crowd_slot_cells). */
typedef struct MotionGrid {
    float x0, y0, inv, xmax, ymax; /* xmax, ymax: the last column and row, in float */
    uint32_t stride;
    uint32_t *cells; /* per storage slot: the cell it was sorted by, then the one it ends in */
    /* The entries at the first positions of the next sort's parts but the first (in this
     * tick's order): a moved entity below bound[q] leaves positions before part q + 1. */
    int bounds;
    uint64_t bound[CROWD_THREADS_MAX];
} MotionGrid;

/* What a range of entities came to: the counts and where they are. While the range is
 * worked through, the bounds are kept in MOTION_BLOCK lanes, lane i the running minimum
 * and maximum of the i-th entity of every block, which makes vector code of them too;
 * min and max give the same value in any order (a position is never -0, the one value
 * that compares equal to another: a sum is -0 only if both terms are, and a speed of
 * zero is +0). */
typedef struct MotionPart {
    /* A part a cache line of its own: each thread writes its part's lanes every block,
     * and parts side by side in one array would share the line where they meet. */
    _Alignas(64) Crowd *c;
    const MotionGrid *grid; /* where to leave each entity's cell, or NULL */
    int from, to;
    int red, arrived;
    float x0, y0, x1, y1;
    uint64_t *moved; /* the entries of those that changed cells (crowd_moved_region), unsorted */
    uint32_t moved_n;
    uint32_t below[CROWD_THREADS_MAX]; /* of them, those that were below grid->bound[q] */
    float lx0[MOTION_BLOCK], ly0[MOTION_BLOCK], lx1[MOTION_BLOCK], ly1[MOTION_BLOCK];
} MotionPart;

/// The entities [part->from, part->to) of a tick, in blocks, compiled for AVX2 and for
/// AVX-512: only where wide_level() (core/base/wide.h) reaches their level.
void crowd_motion_range_avx2(MotionPart *part);
void crowd_motion_range_avx512(MotionPart *part);

/* steer_gain for a whole block: a count known at compile time and no branch, which the
 * compiler's vectoriser at -O2 asks for (four square roots and divisions at a time). */
static void gain_block(const float *restrict tx, const float *restrict ty, const float *restrict x,
                       const float *restrict y, float *restrict gain)
{
    for (int i = 0; i < MOTION_BLOCK; i++) gain[i] = steer_gain(tx[i] - x[i], ty[i] - y[i]);
}

/* steer_and_move for a whole block, without the clamps: where either clamp would act,
 * redo[i] is set and the caller runs steer_and_move instead. Written for the compiler's
 * vectoriser at -O2 (four entities per instruction with SSE): a loop count known at
 * compile time, no branch (only selects), no call and no division or square root,
 * which is why the clamps are left out and the gain comes in ready. A parked entity
 * (on its target, standing, untouched) keeps its values, as steer_and_move's caller
 * skips it. The same operations in the same order: the same bits as steer_and_move.
 * Returns whether any lane is to be redone. */
static int32_t steer_block(const float *restrict bx, const float *restrict by, const float *restrict bvx,
                           const float *restrict bvy, const float *restrict btx, const float *restrict bty,
                           const float *restrict gain, const float *restrict ax, const float *restrict ay,
                           const int32_t *restrict fl, float *restrict ox, float *restrict oy, float *restrict ovx,
                           float *restrict ovy, int32_t *restrict redo)
{
    int32_t any = 0;
    for (int i = 0; i < MOTION_BLOCK; i++) {
        float x = bx[i], y = by[i], vx = bvx[i], vy = bvy[i], tx = btx[i], ty = bty[i];
        float wx = (tx - x) * gain[i], wy = (ty - y) * gain[i];
        float sx = (wx - vx) * (1.0f / STEER_TICKS), sy = (wy - vy) * (1.0f / STEER_TICKS);
        float ls = sx * sx + sy * sy;
        float nvx = vx + (sx + ax[i]), nvy = vy + (sy + ay[i]);
        float lv = nvx * nvx + nvy * nvy;
        nvx = fabsf(nvx) < FLUSH_SPEED_PX ? 0.0f : nvx;
        nvy = fabsf(nvy) < FLUSH_SPEED_PX ? 0.0f : nvy;
        float nx = x + nvx, ny = y + nvy;
        float gx = tx - nx, gy = ty - ny;
        int32_t settle =
            (gx * gx + gy * gy < SETTLE_PX * SETTLE_PX) & (nvx * nvx + nvy * nvy < SETTLE_SPEED_PX * SETTLE_SPEED_PX);
        nx = settle ? tx : nx;
        ny = settle ? ty : ny;
        nvx = settle ? 0.0f : nvx;
        nvy = settle ? 0.0f : nvy;
        int32_t moving = (x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f) | ((fl[i] & CROWD_TOUCHED) != 0);
        ox[i] = moving ? nx : x;
        oy[i] = moving ? ny : y;
        ovx[i] = moving ? nvx : vx;
        ovy[i] = moving ? nvy : vy;
        redo[i] = (ls > STEER_MAX_ACCEL * STEER_MAX_ACCEL) | (lv > SPEED_CAP_PX * SPEED_CAP_PX);
        any |= redo[i];
    }
    return any;
}

/* Bit i set: entity i of a block of m has CROWD_TOUCHED. */
static inline uint64_t touched_bits(int m, const uint8_t *restrict bf)
{
    _Static_assert(CROWD_TOUCHED == 4, "touched_bits moves bit 2 of each flag");
    uint64_t bits = 0;
#ifdef __SSE2__
    if (m == MOTION_BLOCK) {
        for (int q = 0; q < MOTION_BLOCK; q += 16) { /* the flag's bit to the top of each byte */
            __m128i v = _mm_slli_epi16(_mm_loadu_si128((const __m128i *)(const void *)(bf + q)), 5);
            bits |= (uint64_t)(uint32_t)_mm_movemask_epi8(v) << q;
        }
        return bits;
    }
#endif
    for (int i = 0; i < m; i++) bits |= (uint64_t)(bf[i] >> 2 & 1u) << i;
    return bits;
}

/* The sums of the touched entities of a block (bits) asked for ahead of their turn: the
 * pairs wrote them a whole pass ago, out of the nearer caches, and waiting for each one
 * in its turn was a sixth of the motion's time. */
static inline void prefetch_sums(const CrowdAcc *acc, uint64_t bits)
{
#ifdef __GNUC__
    for (; bits; bits &= bits - 1) {
        const CrowdAcc *q = &acc[__builtin_ctzll(bits)];
        __builtin_prefetch(q);
        __builtin_prefetch(&q->avy); /* its second cache line, if it spans two */
    }
#else
    (void)acc, (void)bits;
#endif
}

/* Pass 1 of crowd_motion for a block of m entities, those touched in `bits`: add the
 * bounces and separations the pairs summed, and hand out each one's avoidance push (ax,
 * ay), not yet clamped; fl gets the flags. The others get no push. Returns whether any
 * push is not zero (without the avoidance, none is: the clamp has nothing to do). Few
 * entities are touched in a tick (a few in a hundred, without the avoidance): visiting
 * only those, by their bits, spares a branch per entity that was mispredicted at each
 * touched one. */
static inline int64_t add_sums(int m, uint64_t bits, const CrowdAcc *restrict acc, const uint8_t *restrict bf,
                               float *restrict bx, float *restrict by, float *restrict bvx, float *restrict bvy,
                               float *restrict ax, float *restrict ay, int32_t *restrict fl)
{
    int64_t push = 0;
    if (m == MOTION_BLOCK) /* a count known at compile time: vector code */
        for (int i = 0; i < MOTION_BLOCK; i++) fl[i] = bf[i];
    else
        for (int i = 0; i < m; i++) fl[i] = bf[i];
    for (int i = 0; i < MOTION_BLOCK; i++) ax[i] = ay[i] = 0.0f;
    for (; bits; bits &= bits - 1) {
        int i = __builtin_ctzll(bits);
        const CrowdAcc *q = &acc[i];
        bvx[i] += crowd_unfix(q->dvx);
        bvy[i] += crowd_unfix(q->dvy);
        bx[i] += crowd_unfix(q->dpx);
        by[i] += crowd_unfix(q->dpy);
        ax[i] = crowd_unfix(q->avx);
        ay[i] = crowd_unfix(q->avy);
        push |= q->avx | q->avy;
    }
    return push;
}

/* Where `pick` is all ones, a; where it is zero, b; by the bits. A select the compiler
 * cannot turn back into a branch (it would, seeing a ? b : c with a division or square
 * root behind b, and move them into the branch, which ends the vector code). */
static inline float pick_float(int32_t pick, float a, float b)
{
    uint32_t ua, ub;
    memcpy(&ua, &a, sizeof ua);
    memcpy(&ub, &b, sizeof ub);
    uint32_t u = (ua & (uint32_t)pick) | (ub & ~(uint32_t)pick);
    float r;
    memcpy(&r, &u, sizeof r);
    return r;
}

/* clamp_length(AVOID_MAX_ACCEL) on a whole block, every lane (vector code): the square
 * root and the division are worked out for all and kept where the clamp acts. */
static void clamp_push_block(float *restrict ax, float *restrict ay)
{
    for (int i = 0; i < MOTION_BLOCK; i++) {
        float x = ax[i], y = ay[i], l2 = x * x + y * y;
        float k = AVOID_MAX_ACCEL / sqrtf(l2);
        int32_t over = -(int32_t)(l2 > AVOID_MAX_ACCEL * AVOID_MAX_ACCEL);
        ax[i] = pick_float(over, x * k, x);
        ay[i] = pick_float(over, y * k, y);
    }
}

/* Pass 4: the lanes steer_block could not do (a clamp acts; all of them in a block of
 * fewer than MOTION_BLOCK, which steer_block does not take), one by one. */
static inline void redo_lanes(int m, const float *restrict bx, const float *restrict by, const float *restrict bvx,
                              const float *restrict bvy, const float *restrict btx, const float *restrict bty,
                              const float *restrict gain, const float *restrict ax, const float *restrict ay,
                              const int32_t *restrict fl, const int32_t *restrict redo, float *restrict ox,
                              float *restrict oy, float *restrict ovx, float *restrict ovy)
{
    for (int i = 0; i < m; i++) {
        if (m == MOTION_BLOCK && !redo[i]) continue;
        float x = bx[i], y = by[i], vx = bvx[i], vy = bvy[i], tx = btx[i], ty = bty[i];
        /* Settled on its target and untouched, the steering would change nothing: a
         * parked crowd costs next to nothing. */
        bool moving = (x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f) | ((fl[i] & CROWD_TOUCHED) != 0);
        if (moving) steer_and_move(&x, &y, &vx, &vy, tx, ty, gain[i], ax[i], ay[i]);
        ox[i] = x;
        oy[i] = y;
        ovx[i] = vx;
        ovy[i] = vy;
    }
}


/* Pass 5 for m entities: the new state stored, arrival ("the entities turn red after a
 * collision, until they reach their target"), the counts and the bounds. Without a
 * branch: for m = MOTION_BLOCK, vector code. */
static inline void finish_lanes(int m, MotionPart *restrict part, const float *restrict btx, const float *restrict bty,
                                const float *restrict ox, const float *restrict oy, const float *restrict ovx,
                                const float *restrict ovy, const int32_t *restrict fl, float *restrict bx,
                                float *restrict by, float *restrict bvx, float *restrict bvy, uint8_t *restrict bf)
{
    int red = 0, arrived = 0;
    for (int i = 0; i < m; i++) {
        float x = ox[i], y = oy[i], gx = btx[i] - x, gy = bty[i] - y;
        int32_t f = fl[i] & ~CROWD_TOUCHED, near = gx * gx + gy * gy <= CROWD_ARRIVE_PX * CROWD_ARRIVE_PX;
        f = near ? (f | CROWD_ARRIVED) & ~CROWD_RED : f & ~CROWD_ARRIVED;
        arrived += near;
        red += f & CROWD_RED;
        bf[i] = (uint8_t)f;
        bx[i] = x;
        by[i] = y;
        bvx[i] = ovx[i];
        bvy[i] = ovy[i];
    }
    part->red += red;
    part->arrived += arrived;
    float *restrict x0 = part->lx0, *restrict x1 = part->lx1, *restrict y0 = part->ly0, *restrict y1 = part->ly1;
    for (int i = 0; i < m; i++) {
        x0[i] = ox[i] < x0[i] ? ox[i] : x0[i];
        x1[i] = ox[i] > x1[i] ? ox[i] : x1[i];
        y0[i] = oy[i] < y0[i] ? oy[i] : y0[i];
        y1[i] = oy[i] > y1[i] ? oy[i] : y1[i];
    }
}

/* Pass 6 for m entities: each one's cell in the grid, from where it ended up: the sort's
 * own operations (crowd_grid.c: the clamps taken in float, exact below 2^24 columns and
 * rows), so the same cells, over the cell it was sorted by (was), marked GRID_MOVED where
 * it is another. Without a branch: for m = MOTION_BLOCK, vector code. */
static inline void cells_lanes(int m, const MotionGrid *restrict g, const float *restrict ox,
                               const float *restrict oy, uint32_t *restrict cells, uint32_t *restrict was)
{
    float x0 = g->x0, y0 = g->y0, inv = g->inv, xmax = g->xmax, ymax = g->ymax;
    uint32_t stride = g->stride;
    for (int i = 0; i < m; i++) {
        float fx = (ox[i] - x0) * inv, fy = (oy[i] - y0) * inv;
        fx = fx > 0.0f ? fx : 0.0f; /* below the grid, or not a number: the first column */
        fy = fy > 0.0f ? fy : 0.0f;
        fx = fx < xmax ? fx : xmax;
        fy = fy < ymax ? fy : ymax;
        uint32_t k = (uint32_t)(int32_t)fy * stride + (uint32_t)(int32_t)fx + 1u, w = cells[i] & ~GRID_MOVED;
        was[i] = w;
        cells[i] = k | (k != w ? GRID_MOVED : 0u);
    }
}

/* The entities of a block at slots b.. that changed cells, onto the part's list (a few
 * a block), each counted against the bounds of the next sort's parts. */
static inline void list_moved(int m, MotionPart *restrict part, uint32_t b, const uint32_t *restrict cells,
                              const uint32_t *restrict was)
{
    const MotionGrid *g = part->grid;
    uint64_t bits = 0;
    int i0 = 0;
#ifdef __SSE2__
    _Static_assert(GRID_MOVED == 1u << 31, "the mark is the sign bit a movemask reads");
    for (; i0 + 4 <= m; i0 += 4)
        bits |= (uint64_t)(uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_loadu_si128((const __m128i *)(const void *)(cells + i0))))
                << i0;
#endif
    for (int i = i0; i < m; i++) bits |= (uint64_t)(cells[i] >> 31) << i;
    for (; bits; bits &= bits - 1) {
        int i = __builtin_ctzll(bits);
        uint32_t s = b + (uint32_t)i, k = cells[i] & ~GRID_MOVED;
        part->moved[part->moved_n++] = crowd_moved_entry(k, was[i], s, g->stride);
        uint64_t at = (uint64_t)was[i] << 32 | s; /* its entry in this tick's order */
        for (int q = 0; q < g->bounds; q++) part->below[q] += at < g->bound[q];
    }
}

/* The bounds' lanes brought together. */
static void gather_bounds(MotionPart *part)
{
    float x0 = part->lx0[0], y0 = part->ly0[0], x1 = part->lx1[0], y1 = part->ly1[0];
    for (int l = 1; l < MOTION_BLOCK; l++) {
        x0 = part->lx0[l] < x0 ? part->lx0[l] : x0;
        x1 = part->lx1[l] > x1 ? part->lx1[l] : x1;
        y0 = part->ly0[l] < y0 ? part->ly0[l] : y0;
        y1 = part->ly1[l] > y1 ? part->ly1[l] : y1;
    }
    part->x0 = x0;
    part->y0 = y0;
    part->x1 = x1;
    part->y1 = y1;
}

/* The entities [from, to) of the tick (from a multiple of MOTION_BLOCK). */
static void motion_kernel(MotionPart *part)
{
    Crowd *c = part->c;
    /* Every array in a local: the uint8_t flags store may alias anything, and would make
     * the compiler reload each pointer from the struct on every element. */
    float *restrict px = c->e.x, *restrict py = c->e.y, *restrict pvx = c->e.vx, *restrict pvy = c->e.vy;
    const float *ptx = c->e.tx, *pty = c->e.ty;
    uint8_t *restrict pf = c->e.flags;
    const CrowdAcc *acc = c->acc;
    part->red = part->arrived = 0;
    part->moved_n = 0;
    for (int q = 0; q < CROWD_THREADS_MAX; q++) part->below[q] = 0;
    for (int l = 0; l < MOTION_BLOCK; l++) { /* where the first was: inside the bounds either way */
        part->lx0[l] = part->lx1[l] = px[part->from];
        part->ly0[l] = part->ly1[l] = py[part->from];
    }
    /* Block by block, in passes. In one pass, each entity would be a chain of a square
     * root, a division and two dozen dependent steps, branches between them, too long
     * for the processor to overlap the next entity with it. Split, the square roots and
     * divisions of many entities run side by side, and most of the rest is vector code. */
    float ax[MOTION_BLOCK], ay[MOTION_BLOCK], gain[MOTION_BLOCK];
    float ox[MOTION_BLOCK], oy[MOTION_BLOCK], ovx[MOTION_BLOCK], ovy[MOTION_BLOCK];
    int32_t redo[MOTION_BLOCK], fl[MOTION_BLOCK];
    uint64_t bits = touched_bits(part->to - part->from < MOTION_BLOCK ? part->to - part->from : MOTION_BLOCK,
                                 pf + part->from);
    for (int b = part->from; b < part->to; b += MOTION_BLOCK) {
        int m = part->to - b < MOTION_BLOCK ? part->to - b : MOTION_BLOCK, next = b + MOTION_BLOCK;
        uint64_t next_bits = 0;
        if (next < part->to) {
            next_bits = touched_bits(part->to - next < MOTION_BLOCK ? part->to - next : MOTION_BLOCK, pf + next);
            prefetch_sums(acc + next, next_bits);
        }
        float *restrict bx = px + b, *restrict by = py + b, *restrict bvx = pvx + b, *restrict bvy = pvy + b;
        const float *btx = ptx + b, *bty = pty + b;
        /* 1. The bounces and separations the pairs summed, and the avoidance push. */
        /* A block without a push skips the clamp: pushes of zero are left as they are. */
        if (add_sums(m, bits, acc + b, pf + b, bx, by, bvx, bvy, ax, ay, fl)) clamp_push_block(ax, ay);
        bits = next_bits;
        /* 2. The gain towards the target, from where the entity now is. */
        if (m == MOTION_BLOCK) gain_block(btx, bty, bx, by, gain);
        else
            for (int i = 0; i < m; i++) gain[i] = steer_gain(btx[i] - bx[i], bty[i] - by[i]);
        /* 3. Steer and move, written without branches so the compiler turns it into
         * vector code: four entities per instruction. The two clamps (a square root
         * and a division each) are rare; a lane that needs one is marked and redone in
         * step 4 with the scalar code, so every entity gets exactly the same bits. */
        bool any =
            m < MOTION_BLOCK || steer_block(bx, by, bvx, bvy, btx, bty, gain, ax, ay, fl, ox, oy, ovx, ovy, redo);
        /* 4. Those lanes (all of them in a short block), one by one. */
        if (any) redo_lanes(m, bx, by, bvx, bvy, btx, bty, gain, ax, ay, fl, redo, ox, oy, ovx, ovy);
        /* 5. Store, arrival, red, and the bounds for the next grid. */
        if (m == MOTION_BLOCK)
            finish_lanes(MOTION_BLOCK, part, btx, bty, ox, oy, ovx, ovy, fl, bx, by, bvx, bvy, pf + b);
        else finish_lanes(m, part, btx, bty, ox, oy, ovx, ovy, fl, bx, by, bvx, bvy, pf + b);
        /* 6. The cells for the next tick's sort, and the list of those that changed. */
        if (part->grid) {
            uint32_t was[MOTION_BLOCK], *cells = part->grid->cells + b;
            if (m == MOTION_BLOCK) cells_lanes(MOTION_BLOCK, part->grid, ox, oy, cells, was);
            else cells_lanes(m, part->grid, ox, oy, cells, was);
            list_moved(m, part, (uint32_t)b, cells, was);
        }
    }
    gather_bounds(part);
}

#endif
