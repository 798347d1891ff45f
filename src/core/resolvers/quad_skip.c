/* quad_skip.c: clear stretches of a pair's stepping loop (quad_skip.h). On each axis the
 * loop compares Weak's place with two of Mighty's edges: the near one, which Weak must
 * not reach to stay clear, and the far one, which Weak must not pass for the loop to go
 * on. Weak moves one way on each axis, so "not reached yet after j steps" holds for every
 * earlier step too, and only the last of a stretch needs checking. Weak's places are those
 * of float_run, so exact; the edges are exact in double, so every comparison is too, and
 * each one implies the loop's own float comparison (rounding keeps order). */
#include "core/resolvers/quad_skip.h"

#include "core/resolvers/float_run.h"

#define QUAD_SKIP_GAP_PX 16.0  /* the least gap a skip is tried for */
#define QUAD_SKIP_EDGES_MAX 64 /* steps one by one in a row before the loop takes over */

/* One axis of the walk: Weak's place and way (+1, -1, or 0 when it does not move on this
 * axis), and the two edges as the places Weak's top-left must not go beyond. */
typedef struct Axis {
    float p;
    int way;
    double near;      /* Weak stays clear of Mighty up to here */
    double far;       /* past here Weak has passed Mighty: the loop's step 12 */
    float m, mend, w; /* Mighty's edges as the loop adds them, and Weak's size */
} Axis;

static Axis axis_of(float p, int v, float m, float msize, float wsize)
{
    Axis a = {p, (v > 0) - (v < 0), 0.0, 0.0, m, m + msize, wsize};
    /* Moving forward, Weak is clear while p + w <= m and has not passed while p <= m + size;
     * moving back, clear while p >= m + size and not passed while p + w >= m. */
    double before = (double)m - (double)wsize, after = (double)a.mend;
    a.near = a.way > 0 ? before : after;
    a.far = a.way > 0 ? after : before;
    return a;
}

/* Has Weak, at p, gone beyond `edge` in its way? */
static bool beyond(const Axis *a, double p, double edge)
{
    return a->way > 0 ? p > edge : a->way < 0 && p < edge;
}

/* The most steps, up to n, after which Weak is not beyond `edge`; steps of `step` each. */
static int64_t steps_before(const Axis *a, double step, double edge, int64_t n)
{
    if (a->way == 0) return n; /* no edge is ever crossed on an axis Weak does not move along */
    double p = (double)a->p;
    if (step == 0.0) return beyond(a, p, edge) ? 0 : n;
    double room = (edge - p) / step; /* an estimate; the check below is exact */
    if (!(room > 0.0)) return 0;
    int64_t k = room < (double)n ? (int64_t)room : n;
    for (int tries = 0; k > 0 && beyond(a, p + (double)k * step, edge); tries++) {
        if (tries == 2) return 0;
        k--;
    }
    return k;
}

/* The loop's intersectx (or y) at p, on a step that does not break the loop. */
static bool overlaps_now(const Axis *a, float p)
{
    if (a->way > 0) return a->m < p + a->w;
    if (a->way < 0) return a->mend > p;
    return a->mend >= p && a->m <= p + a->w;
}

/* Is Weak, at p, clear of Mighty on this axis, as the loop's next step would judge it?
 * Not moving on it, the loop tests touching as overlapping there (step 7, which set the
 * flag before the first step, does not). */
static bool clear_at(const Axis *a, float p)
{
    return a->way == 0 ? !overlaps_now(a, p) : !beyond(a, p, a->near);
}

/* The steps, up to n, that run (rc, rb: each axis's float run) may take with Weak clear
 * on axis c and not passing on axis b; c clear before them is the caller's to know. */
static int64_t clear_steps(const Axis *c, const FloatRun *rc, const Axis *b, const FloatRun *rb, int64_t n)
{
    if (!clear_at(c, c->p)) return 0; /* not moving on c, Weak is clear for good or not at all */
    int64_t k = steps_before(c, rc->step, c->near, n);
    int64_t kb = steps_before(b, rb->step, b->far, n);
    return k < kb ? k : kb;
}

/* A first look, before the exact work: is Weak clear on this axis (flag: the loop's) and,
 * if it moves along it, at least QUAD_SKIP_GAP_PX from Mighty's near edge? A step is at
 * most a pixel, so that is as many steps; fewer do not pay for the set-up. */
static bool worth_a_look(const Axis *a, bool flag)
{
    if (flag) return false;
    if (a->way == 0) return !overlaps_now(a, a->p);
    double gap = a->way > 0 ? a->near - (double)a->p : (double)a->p - a->near;
    return gap >= QUAD_SKIP_GAP_PX;
}

int quad_skip_clear(QuadWalk *walk, int left)
{
    {
        Axis ax = axis_of(walk->pw.x, walk->vwx, walk->pm.x, walk->mw, walk->ww);
        Axis ay = axis_of(walk->pw.y, walk->vwy, walk->pm.y, walk->mh, walk->wh);
        if (!worth_a_look(&ax, walk->ix) && !worth_a_look(&ay, walk->iy)) return 0;
    }
    int taken = 0;
    int at_edge = 0; /* steps taken one by one in a row: binades' edges */
    while (taken < left) {
        FloatRun rx = float_run(walk->pw.x, walk->dw.x), ry = float_run(walk->pw.y, walk->dw.y);
        int64_t n = left - taken;
        if (rx.n < n) n = rx.n;
        if (ry.n < n) n = ry.n;
        Axis ax = axis_of(walk->pw.x, walk->vwx, walk->pm.x, walk->mw, walk->ww);
        Axis ay = axis_of(walk->pw.y, walk->vwy, walk->pm.y, walk->mh, walk->wh);
        SkipXY next;
        if (n > 0) {
            int64_t kx = walk->ix ? 0 : clear_steps(&ax, &rx, &ay, &ry, n);
            int64_t ky = walk->iy ? 0 : clear_steps(&ay, &ry, &ax, &rx, n);
            int64_t k = kx > ky ? kx : ky;
            if (k == 0) break;
            next.x = (float)((double)walk->pw.x + (double)k * rx.step);
            next.y = (float)((double)walk->pw.y + (double)k * ry.step);
            taken += (int)k;
            at_edge = 0;
            if (k < n) n = -1; /* an edge of Mighty is near: the loop takes over after these */
        } else {
            /* A binade's edge (or a place no run is promised for): one step, added as the
             * loop adds it, when it keeps Weak clear. Near zero the binades are narrower
             * than a step and come one after the other; far more in a row means no run
             * is promised here, and the loop goes on. */
            if (at_edge == QUAD_SKIP_EDGES_MAX) break;
            next.x = walk->pw.x + walk->dw.x;
            next.y = walk->pw.y + walk->dw.y;
            bool clear_x = !walk->ix && clear_at(&ax, next.x) && !beyond(&ay, next.y, ay.far);
            bool clear_y = !walk->iy && clear_at(&ay, next.y) && !beyond(&ax, next.x, ax.far);
            if (!clear_x && !clear_y) break;
            taken++;
            at_edge++;
        }
        walk->pw = next;
        walk->ix = overlaps_now(&ax, next.x);
        walk->iy = overlaps_now(&ay, next.y);
        if (n < 0) break;
    }
    return taken;
}
