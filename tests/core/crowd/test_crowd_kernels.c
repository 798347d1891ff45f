/* test_crowd_kernels.c: the crowd's batched and vector paths give exactly the bits of the
 * plain one-pair, one-circle code they stand for:
 * - the avoidance pushes of pairs worked out in batches (crowd_avoid_later,
 *   crowd_avoid_flush) against crowd_avoid_pair, pair by pair, on random circles, head-on
 *   ones, touching ones and ones standing still;
 * - each pair's contact and avoidance the same bits whichever of the two comes first, so
 *   the broadphase need not order them;
 * - a pair the broadphase's screen (crowd_pair_acts) turns away does nothing in either
 *   kernel;
 * - the motion in blocks (crowd_motion, one thread and several, plain and wider) against
 *   crowd_motion_plain on random circles, pushed, bounced, flung, settling and parked,
 *   in short and long crowds, with and without blocks that no avoidance pushes. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/base/rng.h"
#include "core/base/wide.h"
#include "core/crowd.h"
#include "core/crowd/crowd_avoid.h"
#include "core/crowd/crowd_contact.h"
#include "core/crowd/crowd_motion.h"

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

/* Every pair of the scattered circles through the contact and the avoidance kernels,
 * a first (forward) or b first; what each circle was given, into sums[slot][6]. */
static uint64_t both_kernels(bool forward, int64_t sums[CIRCLES][6], uint8_t flags[CIRCLES])
{
    CrowdArrays *e = &crowd.e;
    CrowdSink sink = {0};
    for (int s = 0; s < CIRCLES; s++) e->flags[s] &= (uint8_t) ~(CROWD_TOUCHED | CROWD_RED);
    for (uint32_t i = 0; i < CIRCLES; i++)
        for (uint32_t j = i + 1; j < CIRCLES; j++) {
            uint32_t a = forward ? i : j, b = forward ? j : i;
            float dx = e->x[b] - e->x[a], dy = e->y[b] - e->y[a], d2 = dx * dx + dy * dy;
            crowd_contact(&crowd, &sink, a, b, dx, dy, d2);
            crowd_avoid_pair(&crowd, a, b, dx, dy, d2);
        }
    for (int s = 0; s < CIRCLES; s++) {
        const CrowdAcc *q = &crowd.acc[s];
        bool touched = e->flags[s] & CROWD_TOUCHED;
        int64_t v[6] = {q->dvx, q->dvy, q->dpx, q->dpy, q->avx, q->avy};
        for (int k = 0; k < 6; k++) sums[s][k] = touched ? v[k] : 0;
        flags[s] = e->flags[s];
    }
    return sink.collisions;
}

Test(crowd_kernels, a_pair_gives_each_circle_the_same_bits_whichever_comes_first)
{
    cr_assert(crowd_init(&crowd, 5));
    cr_assert(crowd_load(&crowd, CIRCLES));
    crowd.dot_cap = 0; /* no collision points: the ring is not part of this */
    Rng rng;
    rng_seed(&rng, 78);
    static int64_t fwd[CIRCLES][6], back[CIRCLES][6];
    uint8_t ffl[CIRCLES], bfl[CIRCLES];
    uint64_t collisions = 0;
    int apart = 0;
    for (int round = 0; round < ROUNDS; round++) {
        scatter(&rng);
        for (int s = 1; s < CIRCLES; s++) apart += crowd.e.x[s] == crowd.e.x[s - 1] && crowd.e.y[s] == crowd.e.y[s - 1];
        uint64_t n = both_kernels(true, fwd, ffl);
        cr_assert_eq(both_kernels(false, back, bfl), n, "round %d: a different count of collisions", round);
        collisions += n;
        for (int s = 0; s < CIRCLES; s++) {
            cr_assert_eq(ffl[s], bfl[s], "round %d circle %d: the flags differ", round, s);
            for (int k = 0; k < 6; k++)
                cr_assert_eq(fwd[s][k], back[s][k], "round %d circle %d: sum %d differs", round, s, k);
        }
    }
    /* Collisions, circles on one spot and pushes all came up. */
    cr_assert_gt(collisions, 100u);
    cr_assert_gt(apart, 20);
    crowd_free(&crowd);
}

Test(crowd_kernels, a_pair_the_screen_turns_away_would_have_done_nothing)
{
    cr_assert(crowd_init(&crowd, 5));
    cr_assert(crowd_load(&crowd, CIRCLES));
    crowd.dot_cap = 0;
    Rng rng;
    rng_seed(&rng, 79);
    CrowdArrays *e = &crowd.e;
    CrowdSink sink = {0};
    int turned_away = 0, let_through = 0;
    for (int round = 0; round < ROUNDS; round++) {
        scatter(&rng);
        for (uint32_t a = 0; a < CIRCLES; a++)
            for (uint32_t b = 0; b < CIRCLES; b++) {
                float dx = e->x[b] - e->x[a], dy = e->y[b] - e->y[a], d2 = dx * dx + dy * dy;
                if (a == b) continue;
                if (crowd_pair_acts(dx, dy, d2, e->r[a] + e->r[b], e->vx[a] - e->vx[b], e->vy[a] - e->vy[b])) {
                    let_through++;
                    continue;
                }
                turned_away++;
                e->flags[a] = e->flags[b] = 0;
                crowd_contact(&crowd, &sink, a, b, dx, dy, d2);
                crowd_avoid_pair(&crowd, a, b, dx, dy, d2);
                cr_assert_eq(e->flags[a] | e->flags[b], 0, "round %d: %u, %u turned away but acted", round, a, b);
            }
    }
    cr_assert_eq(sink.collisions, 0u);
    cr_assert_gt(turned_away, ROUNDS * 100);
    cr_assert_gt(let_through, ROUNDS * 100);
    crowd_free(&crowd);
}

/* A random sum in fixed point, up to `px` pixels either way (zero one time in four). */
static int64_t random_sum(Rng *rng, float px)
{
    if (rng_below(rng, 4) == 0) return 0;
    return (int64_t)((2.0f * rng_float01(rng) - 1.0f) * px * CROWD_FIX_ONE);
}

/* `count` circles in a random state for crowd_motion: some parked on their targets, some
 * a hair from them (settling), some arrived or red, some flung faster than the speed cap,
 * about half with sums from the pairs (bounces, separations, avoidance pushes big enough
 * to be clamped). With `still_blocks`, the circles of every other block of 64 get no
 * avoidance push at all (as without the avoidance), where the motion skips the clamp.
 * The same seed gives the same state. */
static void random_state(Crowd *c, int count, uint64_t seed, bool still_blocks)
{
    cr_assert(crowd_init(c, 1));
    cr_assert(crowd_load(c, count));
    Rng rng;
    rng_seed(&rng, seed);
    CrowdArrays *e = &c->e;
    for (int s = 0; s < count; s++) {
        e->tx[s] = 1000.0f * rng_float01(&rng);
        e->ty[s] = 1000.0f * rng_float01(&rng);
        uint32_t kind = rng_below(&rng, 8);
        float reach = kind == 0 ? 0.0f : kind == 1 ? 0.005f : kind == 2 ? 20.0f : 300.0f;
        e->x[s] = e->tx[s] + reach * (2.0f * rng_float01(&rng) - 1.0f);
        e->y[s] = e->ty[s] + reach * (2.0f * rng_float01(&rng) - 1.0f);
        float speed = kind == 0 ? 0.0f : kind == 1 ? 0.0005f : kind == 3 ? 9.0f : 2.5f;
        e->vx[s] = speed * (2.0f * rng_float01(&rng) - 1.0f);
        e->vy[s] = speed * (2.0f * rng_float01(&rng) - 1.0f);
        e->flags[s] = (uint8_t)rng_below(&rng, 4); /* red, arrived */
        if (rng_below(&rng, 2)) {
            e->flags[s] |= CROWD_TOUCHED;
            c->acc[s] = (CrowdAcc){random_sum(&rng, 2.0f), random_sum(&rng, 2.0f), random_sum(&rng, 1.0f),
                                   random_sum(&rng, 1.0f), random_sum(&rng, 1.5f), random_sum(&rng, 1.5f)};
            if (still_blocks && s / 64 % 2 == 0) c->acc[s].avx = c->acc[s].avy = 0;
        }
    }
}

static void expect_same_floats(const float *a, const float *b, int n, const char *what, int count)
{
    for (int s = 0; s < n; s++)
        cr_assert(!memcmp(&a[s], &b[s], sizeof a[s]), "%d circles: %s of slot %d: %a, plainly %a", count, what, s,
                  (double)a[s], (double)b[s]);
}

Test(crowd_kernels, the_motion_in_blocks_moves_every_circle_exactly_as_one_at_a_time)
{
    static const int COUNTS[] = {2, 63, 64, 65, 200, 1000, 5003};
    static Crowd blocks, plain;
    int clamped = 0;
    int levels = wide_level() + 1; /* the plain blocks and every wider version this processor runs */
    for (size_t k = 0; k < 2 * (size_t)levels * sizeof COUNTS / sizeof COUNTS[0]; k++)
        for (int threads = 1; threads <= 3; threads += 2) {
            int n = COUNTS[k / 2 / (size_t)levels];
            random_state(&blocks, n, 100 + k, k % 2);
            random_state(&plain, n, 100 + k, k % 2);
            blocks.wide = (int)(k / 2 % (size_t)levels);
            blocks.threads = threads;
            blocks.thread_min_count = 0;
            crowd_motion(&blocks);
            crowd_motion_plain(&plain);
            expect_same_floats(blocks.e.x, plain.e.x, n, "x", n);
            expect_same_floats(blocks.e.y, plain.e.y, n, "y", n);
            expect_same_floats(blocks.e.vx, plain.e.vx, n, "vx", n);
            expect_same_floats(blocks.e.vy, plain.e.vy, n, "vy", n);
            cr_assert(!memcmp(blocks.e.flags, plain.e.flags, (size_t)n), "%d circles: the flags differ", n);
            cr_assert_eq(blocks.red, plain.red);
            cr_assert_eq(blocks.arrived, plain.arrived);
            float got[4] = {blocks.min_x, blocks.min_y, blocks.max_x, blocks.max_y};
            float want[4] = {plain.min_x, plain.min_y, plain.max_x, plain.max_y};
            expect_same_floats(got, want, 4, "the bounds", n);
            for (int s = 0; s < n; s++)
                clamped += plain.e.vx[s] * plain.e.vx[s] + plain.e.vy[s] * plain.e.vy[s] > 35.9f;
            crowd_free(&blocks);
            crowd_free(&plain);
        }
    /* The flung ones were held to the speed cap: the rare scalar lanes were taken too. */
    cr_assert_gt(clamped, 100, "only %d circles at the speed cap", clamped);
}
