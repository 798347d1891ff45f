/* test_crowd_wide.c: the versions of the crowd's hot loops for wider vectors
 * (core/base/wide.h: AVX2, AVX-512) step a crowd exactly as the plain ones do: the same
 * state every tick, the same storage order (the grid sorts the same), the same
 * collisions and the same collision dots in the same order (the pairs are met in the
 * same order), with and without the avoidance, on one thread and on three. Every level
 * this processor runs is compared; on one with neither there is nothing to compare,
 * and the test says so. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/base/hash.h"
#include "core/base/wide.h"
#include "core/crowd.h"

#define COUNT 12000
#define TICKS 150

static Crowd plain, wide;

static void start(Crowd *c, bool avoid, int level, int threads)
{
    cr_assert(crowd_init(c, 7));
    c->avoid = avoid;
    c->wide = level;
    c->threads = threads;
    c->thread_min_count = 2;
    cr_assert(crowd_load(c, COUNT));
    crowd_arrange(c, CROWD_CIRCLE);
}

static void expect_same_run(bool avoid, int threads, int level)
{
    start(&plain, avoid, WIDE_PLAIN, threads);
    start(&wide, avoid, level, threads);
    for (int t = 0; t < TICKS; t++) {
        crowd_step(&plain);
        crowd_step(&wide);
        cr_assert_eq(crowd_hash(&wide, HASH_INIT), crowd_hash(&plain, HASH_INIT), "level %d, tick %d: the states differ",
                     level, t);
        cr_assert(!memcmp(wide.e.id, plain.e.id, COUNT * sizeof *wide.e.id),
                  "level %d, tick %d: the storage order differs", level, t);
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

static void expect_every_level(bool avoid)
{
    if (wide_level() == WIDE_PLAIN) cr_skip_test("this processor has neither AVX2 nor AVX-512: nothing to compare");
    for (int level = WIDE_AVX2; level <= wide_level(); level++) {
        expect_same_run(avoid, 1, level);
        expect_same_run(avoid, 3, level);
    }
}

Test(crowd_wide, without_avoidance_the_wide_loops_step_exactly_as_the_plain_ones)
{
    expect_every_level(false);
}

Test(crowd_wide, with_avoidance_the_wide_loops_step_exactly_as_the_plain_ones)
{
    expect_every_level(true);
}
