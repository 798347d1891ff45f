/* float_run.c: runs of equal float additions (float_run.h). Every double below holds a
 * value exactly: a float, a power of two, or a multiple of the binade's ulp no larger
 * than the binade, which takes at most 25 significant bits. */
#include "core/resolvers/float_run.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#define RUN_EXP_MIN (-7) /* |x| >= 2^-7 */
#define RUN_EXP_MAX 28   /* |x| < 2^29 */

/* 2^e as a double, for e well inside double's range. */
static double pow2(int e)
{
    uint64_t bits = (uint64_t)(e + 1023) << 52;
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

/* The step each addition of d (q ulps) adds to a float of the binade whose last bit is
 * `odd`, in ulps: q rounded to the nearest integer. Halfway (*halfway set), the sum
 * rounds to the even neighbour, which keeps an even float even and so adds the same even
 * number of ulps each time; an odd float is left to one addition as it comes (NAN).
 * |q| < 2^62. */
static double ulps_per_step(double q, bool odd, bool *halfway)
{
    double k = (double)(int64_t)q; /* toward zero */
    if (k > q) k -= 1.0;           /* now the floor */
    double frac = q - k;           /* exact */
    *halfway = frac == 0.5;
    if (*halfway) {
        if (odd) return NAN;
        return ((int64_t)k & 1) ? k + 1.0 : k;
    }
    return frac > 0.5 ? k + 1.0 : k;
}

/* The most k <= cap (from the guess k0) with x + k * step in [inner, outer]: the guess is
 * checked exactly, and worked out by a division when it was more than 2 off. */
static int64_t fit_in(double x, double step, double inner, double outer, double k0, double room)
{
    for (int pass = 0; pass < 2; pass++) {
        int64_t k = k0 < (double)FLOAT_RUN_MAX ? (int64_t)k0 : FLOAT_RUN_MAX;
        for (int tries = 0; k > 0 && !(x + (double)k * step >= inner && x + (double)k * step <= outer); tries++) {
            if (tries == 2) break;
            k--;
        }
        if (k > 0 && x + (double)k * step >= inner && x + (double)k * step <= outer) return k;
        if (k == 0 && !(x + step >= inner && x + step <= outer)) return 0;
        k0 = room / fabs(step);
    }
    return 0;
}

static uint32_t bits_of(float x)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

FloatStep float_step(float x, float d)
{
    FloatStep st = {-1, 0.0, 0.0, 0.0};
    uint32_t bits = bits_of(x);
    int e = (int)((bits >> 23) & 0xffu) - 127; /* |x| in [2^e, 2^(e+1)) */
    if (d == 0.0f || e < RUN_EXP_MIN || e > RUN_EXP_MAX || !(fabsf(d) < 0x1p29f)) return st;
    double lo = pow2(e), u = pow2(e - 23), q = (double)d * pow2(23 - e); /* d in ulps */
    bool halfway;
    double k = ulps_per_step(q, bits & 1u, &halfway);
    if (k != k) return st;
    st.binade = (int)((bits >> 23) & 0xffu);
    st.step = k * u;
    /* Within an ulp of the binade's ends, the exact sum x + d (within half an ulp of
     * x + step) still rounds on this binade's grid, to x + step. */
    st.inner = x > 0.0f ? lo + u : -(2.0 * lo - u);
    st.outer = x > 0.0f ? 2.0 * lo - u : -(lo + u);
    return st;
}

FloatRun float_run(float x, float d, double inv_d)
{
    FloatRun run = {0.0, 0};
    if (d == 0.0f) {
        /* x + 0 is x, except that -0 + 0 is +0 (and NaN stays out of every run). */
        if (x == x && !(x == 0.0f && signbit(x))) run.n = FLOAT_RUN_MAX;
        return run;
    }
    FloatStep st = float_step(x, d);
    if (st.binade < 0) return run;
    run.step = st.step;
    double xd = (double)x;
    if (run.step == 0.0) {
        run.n = xd >= st.inner && xd <= st.outer ? FLOAT_RUN_MAX : 0;
        return run;
    }
    double room = run.step > 0.0 ? st.outer - xd : xd - st.inner;
    if (!(room > 0.0)) return run;
    double guess = inv_d > 0.0 ? room * inv_d : room / fabs(run.step);
    run.n = fit_in(xd, run.step, st.inner, st.outer, guess, room);
    return run;
}

bool float_adds_exact(float x, float d, int64_t n)
{
    if (!(fabsf(d) <= 1.0f) || n < 1 || n > FLOAT_RUN_MAX) return false;
    double end = (double)x + (double)n * (double)d;
    if (fabsf(d) == 1.0f) return x == floorf(x) && fabs(end) < 0x1p24 && fabsf(x) < 0x1p24f; /* the commonest */
    /* The sums run from x to end, so none is farther out than the farther of the two. */
    float far = fabs(end) > fabsf(x) ? (float)fabs(end) : fabsf(x);
    int e = (int)((bits_of(far) >> 23) & 0xffu) - 127;
    if (e < RUN_EXP_MIN || e > RUN_EXP_MAX) return false;
    double per = pow2(23 - e), qx = (double)x * per, qd = (double)d * per; /* in ulps of that binade: exact */
    return qx == (double)(int64_t)qx && qd == (double)(int64_t)qd;
}

float float_add_n(float x, float d, int64_t n)
{
    if (n > 1 && float_adds_exact(x, d, n)) return (float)((double)x + (double)n * (double)d);
    double inv_d = d != 0.0f && n > 1 ? 1.0 / fabs((double)d) : 0.0;
    while (n > 0) {
        FloatRun run = float_run(x, d, inv_d);
        if (run.n == 0) {
            x += d; /* across a binade's edge, or halfway: one step as it comes */
            n--;
            continue;
        }
        int64_t k = run.n < n ? run.n : n;
        x = (float)((double)x + (double)k * run.step);
        n -= k;
    }
    return x;
}
