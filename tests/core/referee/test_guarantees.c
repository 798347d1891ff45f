/* test_guarantees.c: the guarantees table (docs/robustness.md, "Measured guarantees"). The zeros a method
 * promises hold over seeded random walks at the table's three speeds on every shipped
 * map (simplest and pixel-iteration never end inside a wall: they read the cell they
 * move to; line-segment and Minkowski never end inside one nor go through one, and
 * Minkowski's gliding never stops short; grid-region never goes through a wall at up to
 * half a cell a tick); the weaknesses the seeds admit show up as
 * non-zero shares; the figures are deterministic; `collide guarantees` prints them. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/guarantees.h"
#include "core/resolver.h"
#include "support/support.h"

#define TEST_MOVES 30000 /* per method and speed; the table uses 100,000 */

static Map maps[SHIPPED_MAPS_MAX];
static const double SPEEDS[] = {0.25, 1.0, 4.0};

static int load_all_shipped(void)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int n = shipped_map_names(names);
    for (int k = 0; k < n; k++) load_shipped_map(names[k], &maps[k]);
    cr_assert_geq(n, 5, "the shipped maps");
    return n;
}

/* What each method promises, up to a speed (tiles per tick): which of inside, crossed
 * and short stay zero. Quad-push and directional-flag promise none of them: quad-push
 * sees no thin walls and slips into walls at speed, directional-flag ORs the bits
 * under its box (docs/resolvers.md). */
typedef struct Promise {
    int resolver;
    double up_to_tiles;
    bool never_inside, never_crosses, never_short;
} Promise;

static const Promise PROMISES[] = {
    {RESOLVER_SIMPLEST, 4.0, true, false, false},
    {RESOLVER_PIXEL_ITERATION, 4.0, true, false, false},
    {RESOLVER_LINE_SEGMENT, 4.0, true, true, false},
    {RESOLVER_MINKOWSKI, 4.0, true, true, true},
    /* Up to half a cell a tick the circle never lands beyond a wall (Space 9 grid collision). */
    {RESOLVER_GRID_REGION, 0.5, false, true, false},
};

Test(guarantees, each_method_keeps_the_zeros_it_promises_at_every_speed, .timeout = 120)
{
    int n = load_all_shipped();
    for (size_t p = 0; p < sizeof PROMISES / sizeof *PROMISES; p++) {
        const Promise *pr = &PROMISES[p];
        const char *name = resolver_info(pr->resolver)->name;
        if (!resolver_info(pr->resolver)->resolve) continue;
        for (int s = 0; s < 3 && SPEEDS[s] <= pr->up_to_tiles; s++) {
            GuaranteeRow row = guarantees_measure(resolver_info(pr->resolver), maps, n, SPEEDS[s], TEST_MOVES, 1);
            cr_expect_eq(row.moves, TEST_MOVES);
            if (pr->never_inside)
                cr_expect_eq(row.inside, 0, "%s at %g tiles: %ld moves ended inside a wall (%.2f px deep)", name,
                             SPEEDS[s], row.inside, row.worst_depth);
            if (pr->never_crosses)
                cr_expect_eq(row.crossed, 0, "%s at %g tiles: %ld moves went through a wall", name, SPEEDS[s],
                             row.crossed);
            if (pr->never_short)
                cr_expect_eq(row.short_stop, 0, "%s at %g tiles: %ld moves stopped short", name, SPEEDS[s],
                             row.short_stop);
        }
    }
}

Test(guarantees, the_point_methods_that_read_one_cell_go_through_walls_and_simplest_stops_short)
{
    /* The weaknesses their seeds admit: a wall thinner than the move, and thin sides,
     * are walked through; simplest refuses a whole move that would end in a wall. */
    int n = load_all_shipped();
    GuaranteeRow simplest = guarantees_measure(resolver_info(RESOLVER_SIMPLEST), maps, n, 4.0, TEST_MOVES, 1);
    GuaranteeRow pixel = guarantees_measure(resolver_info(RESOLVER_PIXEL_ITERATION), maps, n, 4.0, TEST_MOVES, 1);
    cr_expect_gt(simplest.crossed, 0);
    cr_expect_gt(pixel.crossed, 0);
    cr_expect_gt(simplest.short_stop, TEST_MOVES / 10, "simplest stops short often at four tiles a tick");
    cr_expect_lt(pixel.short_stop, simplest.short_stop, "pixel-iteration creeps up to the wall instead");
}

Test(guarantees, the_figures_are_the_same_for_the_same_seed)
{
    int n = load_all_shipped();
    GuaranteeRow a = guarantees_measure(resolver_info(RESOLVER_PIXEL_ITERATION), maps, n, 1.0, 5000, 9);
    GuaranteeRow b = guarantees_measure(resolver_info(RESOLVER_PIXEL_ITERATION), maps, n, 1.0, 5000, 9);
    cr_expect(memcmp(&a, &b, sizeof a) == 0);
}
