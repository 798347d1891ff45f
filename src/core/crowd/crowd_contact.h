/* crowd_contact.h (internal to the crowd): collision detection and response for one
 * pair of circles, as Accidents Do Happen explains it in three steps. The
 * broadphase calls it for every pair it finds close enough, in whichever order it meets
 * the two; the effects go into fixed-point sums (crowd_fixed.h) applied after all pairs,
 * as the seed applies the new vectors "after all collisions have been detected".
 *
 * Either order gives each circle the same bits: swapping a and b negates dx, dy and the
 * relative velocity, and every effect below is a product of an even number of those
 * (closing, the squared distances) or of one of them and a term that is the same bits
 * both ways (sums and products of the two masses are commutative); negation is exact
 * and rounding symmetric, and crowd_fix truncates towards zero. Only two circles on the
 * same spot have no direction between them, and the ids give it. */
#ifndef COLLIDE_CROWD_CONTACT_H
#define COLLIDE_CROWD_CONTACT_H

#include <math.h>
#include <stdlib.h>

#include "core/crowd/crowd_fixed.h"

#define CROWD_CONTACT_RANGE_PX (2.0f * CROWD_RADIUS_MAX_PX) /* no two circles touch further apart */

/* Where a pass over the pairs counts the new collisions and puts their points: straight
 * into the crowd's ring, or (a part of the pass on a worker thread) into a list of its
 * own that is added to the ring afterwards, the parts in order. */
typedef struct CrowdSink {
    uint64_t collisions;
    bool own;       /* into dots below, not the crowd's ring */
    CrowdDot *dots; /* malloc'ed, grows */
    int count, cap;
} CrowdSink;

static inline void crowd_ring_dot(Crowd *c, CrowdDot d)
{
    if (c->dot_cap <= 0) return;
    c->dots[c->dot_next] = d;
    c->dot_next = (c->dot_next + 1) % c->dot_cap;
    if (c->dot_count < c->dot_cap) c->dot_count++;
}

static inline void crowd_sink_dot(Crowd *c, CrowdSink *k, float x, float y)
{
    CrowdDot d = {x, y, c->tick};
    if (!k->own) {
        crowd_ring_dot(c, d);
        return;
    }
    if (k->count == k->cap) {
        int cap = k->cap ? 2 * k->cap : 256;
        CrowdDot *grown = realloc(k->dots, (size_t)cap * sizeof *grown);
        if (!grown) return; /* a point not drawn; the dots are no part of the state */
        k->dots = grown;
        k->cap = cap;
    }
    k->dots[k->count++] = d;
}

/* dx, dy = centre of b - centre of a; d2 = dx*dx + dy*dy. */
static inline void crowd_contact(Crowd *c, CrowdSink *k, uint32_t a, uint32_t b, float dx, float dy, float d2)
{
    const CrowdArrays *e = &c->e;
    float ra = e->r[a], rb = e->r[b], rsum = ra + rb;

    /* Step 1: did they collide? The squared distance against the squared sum of the
     * radii: no square root for the pairs that do not touch, which is nearly all. */
    if (d2 > rsum * rsum) return;

    /* Mass proportional to the area (pi cancels in every ratio below). */
    float ma = ra * ra, mb = rb * rb, msum = ma + mb;

    /* Step 3 asks first whether they are approaching: the relative velocity of a with
     * respect to b, along the line from a to b. Receding (or sliding) pairs are left
     * alone, so two circles that already bounced are not bounced back together. The
     * seed writes this test with its own distance sign convention (getDistanceSq is not
     * shown); this is the physical condition it stands for. */
    float rvx = e->vx[a] - e->vx[b], rvy = e->vy[a] - e->vy[b];
    float closing = rvx * dx + rvy * dy;
    if (closing > 0.0f) {
        /* A new collision, not a pair already pressed together: one tick ago (x - v)
         * they were apart. Only those are counted and get a green dot; otherwise a
         * jam would count (and paint) the same two circles every tick. */
        float px = dx + rvx, py = dy + rvy;
        if (px * px + py * py > rsum * rsum) {
            k->collisions++;
            /* Step 2: the collision point lies on the line between the centres,
             * dividing it in the ratio of the radii (at ra from a, at rb from b). Like
             * the seed, this is where they are this tick, not where they first touched
             * between ticks. */
            crowd_sink_dot(c, k, (e->x[a] * rb + e->x[b] * ra) / rsum, (e->y[a] * rb + e->y[b] * ra) / rsum);
        }

        /* Step 3: how hard did they hit? The relative velocity projected on the line of
         * centres is the part of the motion the collision acts on; an elastic bounce
         * takes it from each circle weighted by 2 * m_other / (m_a + m_b), which keeps
         * both momentum and kinetic energy. (closing > 0 implies d2 > 0.) */
        float scale = closing / d2;
        float cx = dx * scale, cy = dy * scale;
        float wa = 2.0f * mb / msum, wb = 2.0f * ma / msum;
        CrowdAcc *qa = crowd_acc(c, a), *qb = crowd_acc(c, b);
        qa->dvx -= crowd_fix(wa * cx);
        qa->dvy -= crowd_fix(wa * cy);
        qb->dvx += crowd_fix(wb * cx);
        qb->dvy += crowd_fix(wb * cy);

        /* "The entities turn red after a collision, until they reach their target." */
        e->flags[a] |= CROWD_RED;
        e->flags[b] |= CROWD_RED;
    }

    /* Beyond the seed: circles that overlap are pushed apart along the line of centres,
     * the lighter one further, so none stays inside another (the seed's entities were
     * kept apart by its avoidance alone). */
    if (d2 < rsum * rsum) {
        float d = sqrtf(d2), nx = e->id[a] < e->id[b] ? 1.0f : -1.0f, ny = 0.0f;
        if (d > 0.0f) {
            nx = dx / d;
            ny = dy / d;
        } /* else: the same centre; the lower id goes left, whichever of the two is a */
        float depth = rsum - d;
        float sa = depth * mb / msum, sb = depth * ma / msum;
        CrowdAcc *qa = crowd_acc(c, a), *qb = crowd_acc(c, b);
        qa->dpx -= crowd_fix(nx * sa);
        qa->dpy -= crowd_fix(ny * sa);
        qb->dpx += crowd_fix(nx * sb);
        qb->dpy += crowd_fix(ny * sb);
    }
}

#endif
