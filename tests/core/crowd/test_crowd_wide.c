/* test_crowd_wide.c: the AVX2 versions of the crowd's hot loops (core/base/wide.h) step
 * a crowd exactly as the plain ones do: the same state every tick, the same storage
 * order (the grid sorts the same), the same collisions and the same collision dots in
 * the same order (the pairs are met in the same order), with and without the
 * avoidance, on one thread and on three. On a processor without AVX2 there is nothing
 * to compare, and the test says so. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/base/hash.h"
#include "core/base/wide.h"
#include "core/crowd.h"

#define COUNT 20000
#define TICKS 120

static Crowd plain, wide;

static void start(Crowd *c, bool avoid, bool use_wide, int threads)
{
    cr_assert(crowd_init(c, 7));
    c->avoid = avoid;
    c->wide = use_wide;
    c->threads = threads;
    c->thread_min_count = 2;
    cr_assert(crowd_load(c, COUNT));
    crowd_arrange(c, CROWD_CIRCLE);
}

static void expect_same_run(bool avoid, int threads)
{
    cr_assert(wide_cpu(), "this processor has no AVX2: the wide loops are not run here");
    start(&plain, avoid, false, threads);
    start(&wide, avoid, true, threads);
    for (int t = 0; t < TICKS; t++) {
        crowd_step(&plain);
        crowd_step(&wide);
        cr_assert_eq(crowd_hash(&wide, HASH_INIT), crowd_hash(&plain, HASH_INIT), "tick %d: the states differ", t);
        cr_assert(!memcmp(wide.e.id, plain.e.id, COUNT * sizeof *wide.e.id), "tick %d: the storage order differs",
                  t);
    }
    cr_expect_gt(plain.collisions, avoid ? 10 : 1000, "the crowd bumped into itself");
    cr_expect_eq(wide.collisions, plain.collisions);
    cr_assert_eq(wide.dot_count, plain.dot_count);
    cr_assert_eq(wide.dot_next, plain.dot_next);
    cr_expect(!memcmp(wide.dots, plain.dots, (size_t)plain.dot_count * sizeof *plain.dots),
              "the collision dots differ");
    cr_expect_eq(crowd_overlaps(&wide, 0.5f), crowd_overlaps(&plain, 0.5f));
    crowd_free(&plain);
    crowd_free(&wide);
}

Test(crowd_wide, without_avoidance_the_wide_loops_step_exactly_as_the_plain_ones)
{
    expect_same_run(false, 1);
    expect_same_run(false, 3);
}

Test(crowd_wide, with_avoidance_the_wide_loops_step_exactly_as_the_plain_ones)
{
    expect_same_run(true, 1);
    expect_same_run(true, 3);
}
