/* quad_plain.c: CollisionOfTwoQuads (Mighty and Weak quads) exactly as
 * src/core/resolvers/quad.c steps it without its shortcuts through clear stretches and
 * runs of additions: every step one at a time. A frozen reference the tests hold the
 * resolver to, bit for bit (tests/core/resolvers/test_quad_skip.c). */
#include "plain_resolvers.h"

#include "core/resolvers/quad.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

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

float quad_collide_plain(QuadSpec *s)
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
    }

    /* 17. A loop left early means the quads can no longer meet: Weak finishes its own
     *     move unhindered. The fraction is taken before that (the seed took it after,
     *     so it was always 1). The step the loop broke in has already moved Weak (9);
     *     the seed's loop moved it once more, past the end it wanted: skipped here. */
    float fraction = (float)stepi / (float)steps;
    if (stepi < steps) stepi++;
    for (; stepi < steps; stepi++) {
        pw.x += dw.x;
        pw.y += dw.y;
    }

    /* 18. The result. */
    s->wc = pw;
    s->collision = seen;
    s->last_step_collision = last;
    return fraction;
}
