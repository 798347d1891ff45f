/* float_run.h: many float additions of the same step, taken at once where that gives the
 * same bits as adding one at a time: an absurd quad-push move's walk (quad.c, quad_skip.c)
 * adds up to a million steps a pair.
 *
 * While x and every sum stay well inside x's binade (the floats of one exponent, all
 * multiples of one ulp u), x + d rounds to x plus d rounded to a multiple of u: each
 * addition adds the same amount, so n of them add n times it, exactly. (When d lies
 * halfway between two multiples of u, the sum goes to the even one: from an even x that
 * is the same even step each time.) Where a sum would leave the binade, or x is odd and
 * d halfway, the caller adds one step as a float and asks again. */
#ifndef COLLIDE_FLOAT_RUN_H
#define COLLIDE_FLOAT_RUN_H

#include <stdbool.h>
#include <stdint.h>

/// What the next additions of d to x do: each adds `step` (exactly, in double), for the
/// next `n` additions; n is 0 where no run is promised (add one step as a float).
typedef struct FloatRun {
    double step;
    int64_t n;
} FloatRun;

/// The largest n float_run promises (a bound, so that n * step stays exact in double).
#define FLOAT_RUN_MAX ((int64_t)1 << 30)

/// The run of additions of d to x. Promised only for |x| in [2^-7, 2^29): there every
/// place and a whole-pixel size up to 2^20 add up exactly in double, which the callers'
/// comparisons rely on. A zero step keeps a nonzero x (and +0) unchanged for good.
/// inv_d, 1/|d| when the caller has it (else 0), only guesses the run's length, which is
/// then checked exactly: it saves a division.
FloatRun float_run(float x, float d, double inv_d);

/// What each float addition of d adds to a float of x's binade (`step`, a multiple of its
/// ulp, exact in double), and where the sums must stay for that to hold: an ulp inside
/// the binade, from `inner` up to `outer`. `binade` (x's biased exponent) is -1 where
/// nothing is promised: d is 0, x lies outside 2^-7 to 2^29, or d lies halfway between two
/// multiples of the ulp and x is odd.
typedef struct FloatStep {
    int binade;
    double step, inner, outer;
} FloatStep;

FloatStep float_step(float x, float d);

/// Is every sum x + k * d (k = 1..n) a float, for |d| <= 1, so that n float additions of d
/// to x add up to x + n * d exactly, whatever binades they pass through? So it is when x
/// and d lie on the grid of the binade of the sum farthest out (whole pixels moving by
/// whole pixels, below 2^24, the commonest), and within 2^-7 to 2^29 (as float_run).
bool float_adds_exact(float x, float d, int64_t n);

/// x after n float additions of d (x += d, n times), bit for bit, in as few pieces as
/// the binades x passes through allow.
float float_add_n(float x, float d, int64_t n);

#endif
