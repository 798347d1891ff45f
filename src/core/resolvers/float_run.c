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
 * `odd`, in ulps: q rounded to the nearest integer. Halfway, the sum rounds to the even
 * neighbour, which keeps an even float even and so adds the same even number of ulps
 * each time; an odd float is left to one addition as it comes (NAN). |q| < 2^62. */
static double ulps_per_step(double q, bool odd)
{
    double k = (double)(int64_t)q; /* toward zero */
    if (k > q) k -= 1.0;           /* now the floor */
    double frac = q - k;           /* exact */
    if (frac == 0.5) {
        if (odd) return NAN;
        return ((int64_t)k & 1) ? k + 1.0 : k;
    }
    return frac > 0.5 ? k + 1.0 : k;
}

FloatRun float_run(float x, float d)
{
    FloatRun run = {0.0, 0};
    if (d == 0.0f) {
        /* x + 0 is x, except that -0 + 0 is +0 (and NaN stays out of every run). */
        if (x == x && !(x == 0.0f && signbit(x))) run.n = FLOAT_RUN_MAX;
        return run;
    }
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    int e = (int)((bits >> 23) & 0xffu) - 127; /* |x| in [2^e, 2^(e+1)) */
    if (e < RUN_EXP_MIN || e > RUN_EXP_MAX || !(fabsf(d) < 0x1p29f)) return run;
    double lo = pow2(e), u = pow2(e - 23), q = (double)d * pow2(23 - e); /* d in ulps */
    double k = ulps_per_step(q, bits & 1u);
    if (k != k) return run;
    run.step = k * u;
    /* Keep every sum at least an ulp inside the binade: then the exact sum x + d (within
     * half an ulp of x + step) rounds on this binade's grid, to x + step. */
    double inner = x > 0.0f ? lo + u : -(2.0 * lo - u), outer = x > 0.0f ? 2.0 * lo - u : -(lo + u);
    double xd = (double)x;
    if (run.step == 0.0) {
        run.n = xd >= inner && xd <= outer ? FLOAT_RUN_MAX : 0;
        return run;
    }
    double room = run.step > 0.0 ? outer - xd : xd - inner;
    if (!(room > 0.0)) return run;
    double n = room / fabs(run.step);
    int64_t whole = n < (double)FLOAT_RUN_MAX ? (int64_t)n : FLOAT_RUN_MAX;
    while (whole > 0 && !(xd + (double)whole * run.step >= inner && xd + (double)whole * run.step <= outer)) whole--;
    run.n = whole;
    return run;
}

float float_add_n(float x, float d, int64_t n)
{
    while (n > 0) {
        FloatRun run = float_run(x, d);
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
