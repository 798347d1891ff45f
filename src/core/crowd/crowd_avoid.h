/* crowd_avoid.h (internal to the crowd): predictive avoidance for one pair, the method
 * Accidents Do Happen builds on ("four great posts about how to avoid
 * collisions"): from the time to collision, anticipate where two circles would first
 * touch if nobody changed course, and push each one away from that contact, harder the
 * sooner it would happen. A is on/off (Crowd.avoid). */
#ifndef COLLIDE_CROWD_AVOID_H
#define COLLIDE_CROWD_AVOID_H

#include <math.h>

#include "core/crowd/crowd_fixed.h"

#define CROWD_SENSE_PX 100.0f     /* a neighbour further than this (centre to centre) is ignored */
#define CROWD_HORIZON_TICKS 90.0f /* a collision further ahead than this (1.5 s) is ignored */
#define CROWD_AVOID_GAIN 3.5f     /* px/tick^2 of push, scaled by (horizon - t) / (horizon (t + t0)) */
#define CROWD_AVOID_T0_TICKS 1.0f /* softens the push as the time goes to zero */
/* Keep left: the push is turned 20 degrees from the line of the coming contact,
 * towards the walker's left (clockwise on screen, where y grows downward). Two circles meeting exactly head-on are pushed straight back, and
 * would brake in front of each other for ever; turned, each steps aside to its own
 * left and they pass, as people do. (Either side works; the left untangled the three
 * crossing groups with fewer bumps over ten seeds.) It is the same turn for both, so the pushes stay
 * equal and opposite. (The targets' jitter breaks the exact symmetries of the
 * formations; this breaks the ones that form on the way.) */
#define CROWD_KEEP_LEFT_COS 0.93937271f /* cos 20 degrees */
#define CROWD_KEEP_LEFT_SIN 0.34202014f /* sin 20 degrees */

/* Does the pair act at all, by a contact or a push? dx, dy = centre of b - centre of a,
 * d2 = dx*dx + dy*dy, rsum = r_a + r_b, (rvx, rvy) = v_a - v_b: the values crowd_contact
 * and crowd_avoid_later work with, and the same operations, so false means exactly that
 * both do nothing (the last test of the avoidance, t < horizon, is left to it). The
 * broadphase screens neighbours with it: in a crowd crossing, three in four neighbours
 * within the sensing range pass each other or walk side by side, and never reach the
 * kernels. */
static inline int32_t crowd_pair_acts(float dx, float dy, float d2, float rsum, float rvx, float rvy)
{
    float gap = d2 - rsum * rsum;
    float dv = dx * rvx + dy * rvy, vv = rvx * rvx + rvy * rvy;
    /* The avoidance's tests are gap > 0, dv > 0, gap < 2 H dv and disc > 0; where the
     * first fails the contact test holds (float subtraction is monotone: gap > 0 exactly
     * when d2 > rsum^2), where the first holds the third implies the second, and disc =
     * dv*dv - vv*gap > 0 exactly when dv*dv > vv*gap, for the same reason. */
    return (d2 <= rsum * rsum) | ((gap < 2.0f * CROWD_HORIZON_TICKS * dv) & (dv * dv > vv * gap));
}

/* dx, dy = centre of b - centre of a; d2 = dx*dx + dy*dy. The push on b is exactly minus
 * the push on a, and a and b may come in either order: swapped, dx, dy, vx, vy and so
 * nx, ny change sign exactly, while gap, dv, vv, disc and t do not. The steps for
 * one pair, in the order they are taken; the broadphase takes them in batches
 * (crowd_avoid_later, below), and test_crowd_kernels.c holds the two to the same bits. */
static inline void crowd_avoid_pair(Crowd *c, uint32_t a, uint32_t b, float dx, float dy, float d2)
{
    const CrowdArrays *e = &c->e;
    float rsum = e->r[a] + e->r[b];
    float gap = d2 - rsum * rsum;
    if (gap <= 0.0f) return; /* already touching: the bounce and the separation deal with it */

    /* The motion of a seen from b. They touch at the first t >= 0 with
     * |d - v t| = rsum:  (v.v) t^2 - 2 (d.v) t + (d.d - rsum^2) = 0. */
    float vx = e->vx[a] - e->vx[b], vy = e->vy[a] - e->vy[b];
    float dv = dx * vx + dy * vy;
    if (dv <= 0.0f) return; /* not getting closer */
    /* dv + sqrt(disc) <= 2 dv, so t >= gap / (2 dv): far-off collisions are ruled out
     * here without the square root. */
    if (gap >= 2.0f * CROWD_HORIZON_TICKS * dv) return;
    float vv = vx * vx + vy * vy;
    float disc = dv * dv - vv * gap;
    if (disc <= 0.0f) return; /* they pass each other without touching */
    /* The smaller root, written as gap / (dv + sqrt(disc)) so it does not lose its
     * digits to cancellation when the collision is far away or the speed tiny. */
    float t = gap / (dv + sqrtf(disc));
    if (t >= CROWD_HORIZON_TICKS) return;

    /* Where they would touch: the direction from b's centre to a's at time t. Its length
     * is rsum there, so dividing by rsum normalises it without another square root. */
    float nx = (vx * t - dx) / rsum, ny = (vy * t - dy) / rsum;
    float push = CROWD_AVOID_GAIN * (CROWD_HORIZON_TICKS - t) / (CROWD_HORIZON_TICKS * (t + CROWD_AVOID_T0_TICKS));
    float rx = nx * CROWD_KEEP_LEFT_COS - ny * CROWD_KEEP_LEFT_SIN;
    float ry = ny * CROWD_KEEP_LEFT_COS + nx * CROWD_KEEP_LEFT_SIN;
    int64_t fx = crowd_fix(rx * push), fy = crowd_fix(ry * push);
    CrowdAcc *qa = crowd_acc(c, a), *qb = crowd_acc(c, b);
    qa->avx += fx;
    qa->avy += fy;
    qb->avx -= fx;
    qb->avy -= fy;
}


/* The pairs that may push, worked out CROWD_AVOID_BATCH at a time (crowd_avoid_flush):
 * the square root and the four divisions of a pair are the longest chain of the pass,
 * and side by side in vector lanes they overlap. The tests before the square root come
 * first, one pair at a time (crowd_avoid_later), and only the pairs that pass them join
 * the batch: the grid screens neighbours with the same tests (crowd_pair_acts), but the
 * pairs that only touch, and every pair in range of the naive broadphase, come too.
 * The pushes go into integer sums, which do not depend on when they are added. */
#define CROWD_AVOID_BATCH 16
typedef struct CrowdAvoidBatch {
    uint32_t a[CROWD_AVOID_BATCH], b[CROWD_AVOID_BATCH];
    float dx[CROWD_AVOID_BATCH], dy[CROWD_AVOID_BATCH], rsum[CROWD_AVOID_BATCH];
    float vx[CROWD_AVOID_BATCH], vy[CROWD_AVOID_BATCH], d2[CROWD_AVOID_BATCH];
    int n;
} CrowdAvoidBatch;

/* The rest of crowd_avoid_pair for a whole batch, every lane (no branch: vector code at
 * -O2), the same operations in the same order; act[i] says whether lane i pushes (its
 * collision is within the horizon), and (px, py) is the push. */
static inline void crowd_avoid_lanes(const CrowdAvoidBatch *restrict q, float *restrict px, float *restrict py,
                                     int32_t *restrict act)
{
    for (int i = 0; i < CROWD_AVOID_BATCH; i++) {
        float dx = q->dx[i], dy = q->dy[i], rsum = q->rsum[i], vx = q->vx[i], vy = q->vy[i];
        float gap = q->d2[i] - rsum * rsum;
        float dv = dx * vx + dy * vy;
        float vv = vx * vx + vy * vy;
        float disc = dv * dv - vv * gap;
        float t = gap / (dv + sqrtf(disc));
        float nx = (vx * t - dx) / rsum, ny = (vy * t - dy) / rsum;
        float push =
            CROWD_AVOID_GAIN * (CROWD_HORIZON_TICKS - t) / (CROWD_HORIZON_TICKS * (t + CROWD_AVOID_T0_TICKS));
        float rx = nx * CROWD_KEEP_LEFT_COS - ny * CROWD_KEEP_LEFT_SIN;
        float ry = ny * CROWD_KEEP_LEFT_COS + nx * CROWD_KEEP_LEFT_SIN;
        px[i] = rx * push;
        py[i] = ry * push;
        act[i] = t < CROWD_HORIZON_TICKS;
    }
}

/* crowd_acc(c, s)->avx += fx and ->avy += fy, without a branch: the sums of slot s are
 * kept if it was touched this tick and zeroed if not (crowd_acc's memset), by a mask.
 * In a crossing crowd, whether a pair is the first to touch a circle this tick goes
 * either way, and a branch on it (crowd_acc's) would be mispredicted as often. */
static inline void crowd_avoid_add(Crowd *c, uint32_t s, int64_t fx, int64_t fy)
{
    CrowdAcc *q = &c->acc[s];
    int64_t keep = -(int64_t)((c->e.flags[s] & CROWD_TOUCHED) != 0);
    c->e.flags[s] |= CROWD_TOUCHED;
    q->dvx &= keep;
    q->dvy &= keep;
    q->dpx &= keep;
    q->dpy &= keep;
    q->avx = (q->avx & keep) + fx;
    q->avy = (q->avy & keep) + fy;
}

/* Work out the batch's pairs and add their pushes; the batch is empty afterwards. */
static inline void crowd_avoid_flush(Crowd *c, CrowdAvoidBatch *q)
{
    int n = q->n;
    if (n == 0) return;
    for (int i = n; i < CROWD_AVOID_BATCH; i++) { /* the lanes past n repeat the first pair */
        q->dx[i] = q->dx[0];
        q->dy[i] = q->dy[0];
        q->rsum[i] = q->rsum[0];
        q->vx[i] = q->vx[0];
        q->vy[i] = q->vy[0];
        q->d2[i] = q->d2[0];
    }
    float px[CROWD_AVOID_BATCH], py[CROWD_AVOID_BATCH];
    int32_t act[CROWD_AVOID_BATCH];
    crowd_avoid_lanes(q, px, py, act);
    for (int i = 0; i < n; i++) {
        if (!act[i]) continue;
        int64_t fx = crowd_fix(px[i]), fy = crowd_fix(py[i]);
        crowd_avoid_add(c, q->a[i], fx, fy);
        crowd_avoid_add(c, q->b[i], -fx, -fy);
    }
    q->n = 0;
}

/* crowd_avoid_pair in two halves: its first tests now, and the square root and the rest
 * later, in a batch, for the pairs that pass them. */
static inline void crowd_avoid_later(Crowd *c, CrowdAvoidBatch *q, uint32_t a, uint32_t b, float dx, float dy,
                                     float d2)
{
    const CrowdArrays *e = &c->e;
    float rsum = e->r[a] + e->r[b];
    float gap = d2 - rsum * rsum;
    float vx = e->vx[a] - e->vx[b], vy = e->vy[a] - e->vy[b];
    float dv = dx * vx + dy * vy;
    float vv = vx * vx + vy * vy;
    int k = q->n;
    q->a[k] = a;
    q->b[k] = b;
    q->dx[k] = dx;
    q->dy[k] = dy;
    q->rsum[k] = rsum;
    q->vx[k] = vx;
    q->vy[k] = vy;
    q->d2[k] = d2;
    /* Written at the end of the batch either way, and counted only if it passes the
     * tests before the square root (as in crowd_pair_acts, gap < 2 H dv with gap > 0
     * implies dv > 0, and disc > 0 is dv*dv > vv*gap): the broadphase may also hand over
     * pairs that only touch, or, without its screen, any pair in range, and a branch on
     * that goes either way. */
    q->n += (gap > 0.0f) & (gap < 2.0f * CROWD_HORIZON_TICKS * dv) & (dv * dv > vv * gap);
    if (q->n == CROWD_AVOID_BATCH) crowd_avoid_flush(c, q);
}

#endif
