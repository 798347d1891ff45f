/* quad_skip.c: repeated steps of a pair's stepping loop (quad_skip.h). On each axis the
 * loop compares Weak's place with two of Mighty's edges: the near one (has Weak reached
 * Mighty?) and the far one (has it passed Mighty, which ends the loop?). Weak moves one
 * way on each axis, so an edge not crossed after k steps was not crossed before, and only
 * the last of a run of steps needs checking. Weak's places are exact (axis_repeats) and
 * so are the edges, in double, so every comparison is too, and each one implies the
 * loop's own float comparison (rounding keeps order). On a place that stays put the loop
 * computes the same things from the same bits each step.
 *
 * Why a repeated step moves Weak by the same amount even when it is pushed back (14) and
 * given its own step again (15): with x + d rounding to x + s (s within half an ulp of
 * d), (x + s) - d rounds back to x, adding Mighty's step (0) keeps it, and adding d again
 * gives x + s. Halfway cases round to the even float, which x is. */
#include "core/resolvers/quad_skip.h"

#include "core/resolvers/float_run.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

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

/* The most k <= n with Weak, after k steps of `step` from a->p, not beyond `edge`, from
 * the guess k0: checked exactly, and worked out by a division when more than 2 off. */
static int64_t fit_before(const Axis *a, double step, double edge, double k0, int64_t n)
{
    double p = (double)a->p;
    for (int pass = 0; pass < 2; pass++) {
        int64_t k = k0 < (double)n ? (int64_t)k0 : n;
        for (int tries = 0; k > 0 && beyond(a, p + (double)k * step, edge) && tries < 2; tries++) k--;
        if (!beyond(a, p + (double)k * step, edge)) return k;
        if (beyond(a, p + step, edge)) return 0;
        k0 = (edge - p) / step;
    }
    return 0;
}

/* The most steps, up to n, after which Weak is not beyond `edge`; steps of `step` each,
 * about 1/inv long. */
static int64_t steps_before(const Axis *a, double step, double inv, double edge, int64_t n)
{
    if (a->way == 0) return n; /* no edge is ever crossed on an axis Weak does not move along */
    double p = (double)a->p;
    if (step == 0.0) return beyond(a, p, edge) ? 0 : n;
    double room = (edge - p) * (a->way > 0 ? inv : -inv); /* a guess; fit_before checks */
    if (!(room > 0.0)) return 0;
    return fit_before(a, step, edge, room, n);
}

/* Of two edges ahead of Weak, the one it meets first. */
static double first_met(const Axis *a, double e1, double e2)
{
    return (a->way > 0) == (e1 < e2) ? e1 : e2;
}

/* The loop's own test of the near edge at p (float, as it adds): has Weak reached it? */
static bool near_reached_as_the_loop_says(const Axis *a, float p)
{
    return a->way > 0 ? a->m < p + a->w : a->mend > p;
}

static uint32_t bits_of(float x)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

/* How many more steps repeat, on this axis, the last one, which took Weak from `from` to
 * a->p (at most n; 0 when none is promised). `held`: that step was a push that took back
 * Weak's own step on this axis (15), which it then moved by a rounding at most. *step is
 * what each step adds (0: it stays put).
 *
 * A place that stays put gives the same bits each step. Otherwise each step adds d, or,
 * pushed and sliding along Mighty, adds d, takes it back, adds Mighty's step (0) and adds
 * d again. Two cases make every sum of either kind exact:
 * - every sum p + k * d is a float (float_adds_exact: whole pixels moving by whole
 *   pixels, the commonest): each step adds d, whatever binades it passes through;
 * - within one binade (floats that are multiples of one ulp u): from a multiple of u,
 *   p + d rounds to p plus d rounded to a multiple of u (s), and p + s - d rounds back to
 *   p, as long as the sums stay an ulp inside the binade. When d lies halfway between two
 *   multiples, the sums go to the even one: the same step from an even float only.
 * Within 2^-7 to 2^29 every place adds up exactly in double (float_run.h). */
static int64_t axis_repeats(const Axis *a, float from, float d, bool held, double inv, double *step, int64_t n)
{
    *step = 0.0;
    float p = a->p;
    uint32_t bp = bits_of(p);
    if (bp == bits_of(from)) return n; /* the same bits: the same step again */
    if (a->way == 0 || held || !(fabsf(d) <= 1.0f)) return 0;
    double edge;
    if (float_adds_exact(p, d, n)) {
        *step = (double)d;
        edge = a->way > 0 ? INFINITY : -INFINITY;
    } else {
        /* From a binade's first float, a step taken back may round into the binade below. */
        FloatStep st = float_step(p, d);
        if (st.binade < 0 || (bp & 0x7fffffu) == 0) return 0;
        *step = st.step;
        edge = st.step > 0.0 ? st.outer : st.inner; /* the binade's last float an ulp inside it, ahead */
    }
    if (*step == 0.0) return n; /* d is lost in the rounding: p stays put */
    /* Each branch on Mighty's edges must go as it went at p. The loop's test of the near
     * edge can say "not yet" a rounding past it, and of the far edge moving back too:
     * there the exact test is not the loop's, and nothing is promised. */
    if (!beyond(a, p, a->near)) edge = first_met(a, edge, a->near);
    else if (!near_reached_as_the_loop_says(a, p)) return 0;
    if (beyond(a, p, a->far)) return 0;
    return steps_before(a, *step, inv, first_met(a, edge, a->far), n);
}

int quad_repeat_step(const QuadWalk *walk, SkipXY from, SkipXY *at, unsigned held, int left)
{
    Axis ax = axis_of(at->x, walk->vwx, walk->pm.x, walk->mw, walk->ww);
    Axis ay = axis_of(at->y, walk->vwy, walk->pm.y, walk->mh, walk->wh);
    double sx, sy;
    int64_t k = axis_repeats(&ax, from.x, walk->dw.x, held & 1u, walk->inv_dx, &sx, left);
    if (k > 0) k = axis_repeats(&ay, from.y, walk->dw.y, held & 2u, walk->inv_dy, &sy, k);
    if (k <= 0 || (sx == 0.0 && sy == 0.0)) return 0; /* standing still is the loop's shortcut (16) */
    at->x = (float)((double)at->x + (double)k * sx);
    at->y = (float)((double)at->y + (double)k * sy);
    return (int)k;
}
