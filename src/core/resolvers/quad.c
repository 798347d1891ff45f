/* quad.c: CollisionOfTwoQuads of the Mighty and Weak quads, step by step with the
 * seed's numbering (1-18). Both quads travel in a straight line from start to end; the
 * move is cut into steps of at most one pixel, and whenever the quads overlap the Weak
 * one is put back and carried by the Mighty one's step instead, keeping only the part
 * of its own step that does not run into the side it was hit on.
 *
 * Three defects of the seed's code are fixed (docs/sources.md), and
 * tests/core/resolvers/test_quad_push.c pins each:
 * - step 3 never fired: `min` started at 0 while every distance is negative when the
 *   quads overlap; we take the largest (least deep) distance instead;
 * - the fraction was always 1 (step 17's loop runs stepi up to steps before step 18
 *   divides), and the flags were those of the last step only; we return the fraction
 *   at which the loop ended and keep every step's flags.
 * The third we found while porting: when the loop breaks, step 17 moved Weak by the
 * breaking step a second time, one step past its wanted end. */
#include "core/resolvers/quad.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#include "core/resolvers/float_run.h"
#include "core/resolvers/quad_skip.h"

/* A walk against a still Mighty longer than this (steps) is longer than any the sandbox
 * makes (its moves are at most 128 px an axis): only absurd moves make one, from
 * `collide resolve` and the fuzzers, up to the map's width plus height. */
#define QUAD_LONG_WALK_STEPS 256
#define QUAD_REPEAT_RETRY 4 /* steps the loop takes after a repeat is not promised */

/* The seed converts float to its whole-pixel type (s_xy_Copy, (int) casts) by C's
 * conversion, which drops the fraction toward zero. Beyond an int that conversion is
 * undefined: NaN is taken as 0 and anything past QUAD_WHOLE_MAX is held there (far
 * beyond any map, and any line `collide resolve` accepts). */
#define QUAD_WHOLE_MAX 1e9f
static int whole(float v)
{
    if (!(v == v)) return 0;
    if (v > QUAD_WHOLE_MAX) return (int)QUAD_WHOLE_MAX;
    if (v < -QUAD_WHOLE_MAX) return (int)-QUAD_WHOLE_MAX;
    return (int)v;
}

/* The seed's QuadIntersection: strict overlap, so quads that only touch do not count. */
static bool quads_overlap(QuadXYi a, QuadXYi asize, QuadXYi b, QuadXYi bsize)
{
    return a.x < b.x + bsize.x && b.x < a.x + asize.x && a.y < b.y + bsize.y && b.y < a.y + asize.y;
}

float quad_collide(QuadSpec *s)
{
    s->collision = 0;
    const float mw = (float)s->msize.x, mh = (float)s->msize.y;
    const float ww = (float)s->wsize.x, wh = (float)s->wsize.y;

    /* 1. Both quads need positive sizes. */
    if (!(s->msize.x > 0 && s->msize.y > 0 && s->wsize.x > 0 && s->wsize.y > 0)) return QUAD_BAD_SIZE;

    /* 2. If Mighty is on the same side of Weak at the start and at the end, their edges
     *    never pass through each other: the moves are straight lines. */
    if ((float)(s->ms.x + s->msize.x) < s->ws.x && (float)(s->mc.x + s->msize.x) < s->wc.x) return QUAD_CANNOT_MEET;
    if ((float)s->ms.x > s->ws.x + ww && (float)s->mc.x > s->wc.x + ww) return QUAD_CANNOT_MEET;
    if ((float)(s->ms.y + s->msize.y) < s->ws.y && (float)(s->mc.y + s->msize.y) < s->wc.y) return QUAD_CANNOT_MEET;
    if ((float)s->ms.y > s->ws.y + wh && (float)s->mc.y > s->wc.y + wh) return QUAD_CANNOT_MEET;

    /* 3. Already overlapping at the start: move Weak's start out of Mighty the shortest
     *    way. Each distance is how far Weak must go to clear that side (negative while
     *    they overlap). The seed started its search at 0, so with all four negative it
     *    never chose one: fixed by starting from the largest. Ties go left, right, up,
     *    down, the seed's order. The overlap test uses Weak's whole-pixel position, as
     *    the seed does; a truncated position can claim an overlap the float one does
     *    not have (best >= 0), and then there is nothing to undo. */
    QuadXYf ws2 = s->ws;
    QuadXYi ws_whole = {whole(s->ws.x), whole(s->ws.y)};
    if (quads_overlap(s->ms, s->msize, ws_whole, s->wsize)) {
        float dist_l = (float)s->ms.x - (s->ws.x + ww);
        float dist_r = s->ws.x - (float)(s->ms.x + s->msize.x);
        float dist_u = (float)s->ms.y - (s->ws.y + wh);
        float dist_d = s->ws.y - (float)(s->ms.y + s->msize.y);
        float best = fmaxf(fmaxf(dist_l, dist_r), fmaxf(dist_u, dist_d));
        if (best < 0.0f) {
            if (dist_l == best) ws2.x += dist_l;
            else if (dist_r == best) ws2.x -= dist_r;
            else if (dist_u == best) ws2.y += dist_u;
            else ws2.y -= dist_d;
        }
    }

    /* 4. Each quad's move, and Mighty's move as Weak sees it. Weak's move is taken in
     *    whole pixels (the seed's s_xy_Copy), so a fraction of a pixel is lost here.
     *    Moving together (or both still) they cannot meet. */
    QuadXYi vm = {s->mc.x - s->ms.x, s->mc.y - s->ms.y};
    QuadXYi vw = {whole(s->wc.x - ws2.x), whole(s->wc.y - ws2.y)};
    QuadXYi vq = {vm.x - vw.x, vm.y - vw.y};
    if (vq.x == 0 && vq.y == 0) return QUAD_CANNOT_MEET;

    /* 5. Steps: the longest component of either move, so no step exceeds one pixel. */
    int steps = abs(vm.x);
    if (abs(vm.y) > steps) steps = abs(vm.y);
    if (abs(vw.x) > steps) steps = abs(vw.x);
    if (abs(vw.y) > steps) steps = abs(vw.y);

    /* 6. Per-step deltas and the starting positions, in float. */
    QuadXYf dw = {(float)vw.x / (float)steps, (float)vw.y / (float)steps};
    QuadXYf dm = {(float)vm.x / (float)steps, (float)vm.y / (float)steps};
    QuadXYf pm = {(float)s->ms.x, (float)s->ms.y};
    QuadXYf pw = ws2;

    /* 7. Do they overlap on each axis now? (whole pixels, as the seed casts). With step 3
     *    done they should not overlap on both; the seed asserts it, we carry on. */
    bool intersectx = !(whole(pm.x) >= whole(pw.x + ww) || whole(pm.x + mw) <= whole(pw.x));
    bool intersecty = !(whole(pm.y) >= whole(pw.y + wh) || whole(pm.y + mh) <= whole(pw.y));

    /* 8. The stepping loop. `dir` is the seed's intersect_direction, already named by
     *    the side of Weak that is hit (Mighty moving left hits Weak's right side). */
    unsigned seen = 0; /* every step's directions */
    unsigned last = 0; /* the last step's only: what the seed reported */
    bool long_walk = vm.x == 0 && vm.y == 0 && steps > QUAD_LONG_WALK_STEPS; /* where repeats are looked for */
    int next_repeat = 0;                                                     /* the step from which they are */
    const QuadWalk walk = {
        .dw = {dw.x, dw.y},
        .inv_dx = long_walk && dw.x != 0.0f ? 1.0 / fabs((double)dw.x) : 0.0,
        .inv_dy = long_walk && dw.y != 0.0f ? 1.0 / fabs((double)dw.y) : 0.0,
        .vwx = vw.x,
        .vwy = vw.y,
        .pm = {pm.x, pm.y},
        .mw = mw,
        .mh = mh,
        .ww = ww,
        .wh = wh,
    };
    int stepi;
    for (stepi = 0; stepi < steps; stepi++) {
        QuadXYf before = pw; /* for the shortcut at 16 */
        /* 9. Move both quads one step. */
        pm.x += dm.x;
        pm.y += dm.y;
        pw.x += dw.x;
        pw.y += dw.y;
        bool intersectprevx = intersectx, intersectprevy = intersecty;
        intersectx = intersecty = false;
        unsigned dir = 0;
        last = 0;

        /* 10-12, x. Mighty coming from the right (vq.x < 0) or from the left (> 0): an
         *    overlap on x is a hit from that side when the quads already overlapped on
         *    y; once Mighty is past Weak for good, the loop is over. */
        if (vq.x < 0) {
            if (pm.x < pw.x + ww) {
                if (pm.x + mw < pw.x) break; /* 12 */
                intersectx = true;           /* 11 */
                if (intersectprevy) dir |= QUAD_HIT_RIGHT;
            }
        }
        if (vq.x > 0) {
            if (pm.x + mw > pw.x) {
                if (pm.x > pw.x + ww) break;
                intersectx = true;
                if (intersectprevy) dir |= QUAD_HIT_LEFT;
            }
        }
        /* Not moving apart on x: touching counts as overlapping, which is what lets a
         * platform carry a Weak quad that rests on it. */
        if (vq.x == 0) {
            if (pm.x + mw >= pw.x && pm.x <= pw.x + ww) intersectx = true;
        }
        seen |= dir;
        last = dir;

        /* 10-12, y, the same from above (vq.y > 0) or below (< 0). */
        if (vq.y > 0) {
            if (pm.y + mh > pw.y) {
                if (pm.y > pw.y + wh) break;
                intersecty = true;
                if (intersectprevx) dir |= QUAD_HIT_UP;
            }
        }
        if (vq.y < 0) {
            if (pm.y < pw.y + wh) {
                if (pm.y + mh < pw.y) break;
                intersecty = true;
                if (intersectprevx) dir |= QUAD_HIT_DOWN;
            }
        }
        if (vq.y == 0) {
            if (pm.y + mh >= pw.y && pm.y <= pw.y + wh) intersecty = true;
        }
        seen |= dir;
        last = dir;

        /* 13. Did they overlap on both axes? */
        unsigned held = 0; /* the axes whose own step the push took back (1 x, 2 y), for quad_skip.c */
        if (intersectx && intersecty) {
            /* 14. Put Weak back where it was and carry it by Mighty's step: pushed. */
            pw.x = pw.x - dw.x + dm.x;
            pw.y = pw.y - dw.y + dm.y;
            /* 15. Keep the part of Weak's own step that does not run into the side it
             *     was hit on, so it slides along Mighty. */
            QuadXYf dwadd = dw;
            if ((dir & QUAD_HIT_RIGHT) && dwadd.x > 0) dwadd.x = 0;
            if ((dir & QUAD_HIT_LEFT) && dwadd.x < 0) dwadd.x = 0;
            if ((dir & QUAD_HIT_DOWN) && dwadd.y > 0) dwadd.y = 0;
            if ((dir & QUAD_HIT_UP) && dwadd.y < 0) dwadd.y = 0;
            pw.x += dwadd.x;
            pw.y += dwadd.y;
            held = (dwadd.x == 0.0f ? 1u : 0u) | (dwadd.y == 0.0f ? 2u : 0u);
            if (intersectx && dwadd.x == 0) intersectx = intersectprevx;
            if (intersecty && dwadd.y == 0) intersecty = intersectprevy;
        }
        /* 16. Next step. A Mighty that does not move and a step that left everything
         *     as it was (Weak stopped dead against it): every step after this one is the
         *     same step again, so the loop's result is already known. Leaving here makes
         *     a long move into a wall cost one step, not one per pixel of the move
         *     (docs/robustness.md); nothing the seed computes changes. */
        if (vm.x == 0 && vm.y == 0 && pw.x == before.x && pw.y == before.y && intersectx == intersectprevx &&
            intersecty == intersectprevy) {
            stepi = steps;
            break;
        }
        /* An absurd move's walk, against a Mighty that does not move: a step that left
         * the flags as they were (walking clear of it, or sliding along it) repeats until
         * Weak reaches or passes one of its edges, and those steps are taken at once with
         * the same bits (quad_skip.c). That keeps the move's time bounded (docs/robustness.md):
         * stepped one at a time, an absurd move on a 4,096-cell map of 128 px tiles took
         * up to 1.1 s, this way 1.5 ms. When no repeat is promised, the loop takes a few
         * steps first. */
        if (long_walk && intersectx == intersectprevx && intersecty == intersectprevy && stepi >= next_repeat) {
            SkipXY at = {pw.x, pw.y};
            int taken = quad_repeat_step(&walk, (SkipXY){before.x, before.y}, &at, held, steps - stepi - 1);
            pw = (QuadXYf){at.x, at.y};
            stepi += taken;
            if (!taken) next_repeat = stepi + QUAD_REPEAT_RETRY;
        }
    }

    /* 17. A loop left early means the quads can no longer meet: Weak finishes its own
     *     move unhindered. The fraction is taken before that (the seed took it after,
     *     so it was always 1). The step the loop broke in has already moved Weak (9);
     *     the seed's loop moved it once more, past the end it wanted: skipped here. */
    float fraction = (float)stepi / (float)steps;
    if (stepi < steps) stepi++;
    /* One addition per step left; an absurd move leaves up to a million, which
     * float_add_n adds in runs, with the bits of one at a time. */
    pw.x = float_add_n(pw.x, dw.x, steps - stepi);
    pw.y = float_add_n(pw.y, dw.y, steps - stepi);

    /* 18. The result. */
    s->wc = pw;
    s->collision = seen;
    s->last_step_collision = last;
    return fraction;
}
