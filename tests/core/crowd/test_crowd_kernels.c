/* test_crowd_kernels.c: the crowd's batched and vector paths give exactly the bits of the
 * plain one-pair, one-circle code they stand for. The avoidance pushes of pairs worked
 * out in batches (crowd_avoid_later, crowd_avoid_flush) against crowd_avoid_pair, pair by
 * pair, on random circles, head-on ones, touching ones and ones standing still. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/base/rng.h"
#include "core/crowd.h"
#include "core/crowd/crowd_avoid.h"

#define CIRCLES 48
#define ROUNDS 300

static Crowd crowd;

/* A random speed component, sometimes exactly zero or one of a few repeated values, so
 * head-on and side-by-side pairs (dv = 0, disc = 0) come up too. */
static float random_speed(Rng *rng)
{
    switch (rng_below(rng, 6)) {
    case 0: return 0.0f;
    case 1: return 2.0f;
    case 2: return -2.0f;
    default: return 6.0f * rng_float01(rng) - 3.0f;
    }
}

/* Random circles in a box about the sensing range wide (some overlapping, some on one
 * spot), every flag clear. */
static void scatter(Rng *rng)
{
    CrowdArrays *e = &crowd.e;
    for (int s = 0; s < CIRCLES; s++) {
        bool twin = s > 0 && rng_below(rng, 16) == 0;
        e->x[s] = twin ? e->x[s - 1] : 160.0f * rng_float01(rng);
        e->y[s] = twin ? e->y[s - 1] : 160.0f * rng_float01(rng);
        e->r[s] = CROWD_RADIUS_MIN_PX + (CROWD_RADIUS_MAX_PX - CROWD_RADIUS_MIN_PX) * rng_float01(rng);
        e->vx[s] = random_speed(rng);
        e->vy[s] = random_speed(rng);
        e->flags[s] = 0;
    }
}

static void every_pair(bool batched, CrowdAvoidBatch *q)
{
    const CrowdArrays *e = &crowd.e;
    for (uint32_t a = 0; a < CIRCLES; a++)
        for (uint32_t b = a + 1; b < CIRCLES; b++) {
            float dx = e->x[b] - e->x[a], dy = e->y[b] - e->y[a], d2 = dx * dx + dy * dy;
            if (batched) crowd_avoid_later(&crowd, q, a, b, dx, dy, d2);
            else crowd_avoid_pair(&crowd, a, b, dx, dy, d2);
        }
    if (batched) crowd_avoid_flush(&crowd, q);
}

Test(crowd_kernels, batched_avoidance_pushes_every_pair_exactly_as_the_one_pair_kernel)
{
    cr_assert(crowd_init(&crowd, 5));
    cr_assert(crowd_load(&crowd, CIRCLES));
    Rng rng;
    rng_seed(&rng, 77);
    CrowdAvoidBatch q = {0};
    int pushed = 0;
    for (int round = 0; round < ROUNDS; round++) {
        scatter(&rng);
        every_pair(false, &q);
        int64_t want[CIRCLES][2];
        uint8_t touched[CIRCLES];
        for (int s = 0; s < CIRCLES; s++) {
            touched[s] = crowd.e.flags[s];
            want[s][0] = touched[s] ? crowd.acc[s].avx : 0;
            want[s][1] = touched[s] ? crowd.acc[s].avy : 0;
            pushed += touched[s] && (want[s][0] | want[s][1]) != 0;
            crowd.e.flags[s] = 0;
        }
        every_pair(true, &q);
        for (int s = 0; s < CIRCLES; s++) {
            cr_assert_eq(crowd.e.flags[s], touched[s], "round %d circle %d: pushed by one path only", round, s);
            if (!touched[s]) continue;
            cr_assert_eq(crowd.acc[s].avx, want[s][0], "round %d circle %d: x push differs", round, s);
            cr_assert_eq(crowd.acc[s].avy, want[s][1], "round %d circle %d: y push differs", round, s);
        }
    }
    /* Most circles are pushed: the comparison is not one of empty sums. */
    cr_assert_gt(pushed, ROUNDS * CIRCLES / 2, "only %d pushes", pushed);
    crowd_free(&crowd);
}
