/* test_referee.c: the judge of the guarantees table (src/core/referee.c), checked on
 * moves worked out by hand on a small map, for each body model: where a perfect
 * method stops, what counts as going through a wall (thin walls, one-way platforms,
 * a gap of no width between diagonal cells), and how deep a body is inside one. */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "core/referee.h"

/* 32-px tiles. Row 1: a solid cell at (3,1). Row 3: a two-sided thin wall between
 * cells (2,3) and (3,3) (x = 96), and a one-way platform on (6,3) (y = 96).
 * Rows 5-6: two solid cells touching at their corners only, (2,5) and (3,6). */
static const char MAP_TEXT[] = "collide-map 1\ntile 32\ngrid\n"
                               "##########\n"
                               "#P.#.....#\n"
                               "#........#\n"
                               "#.41..8..#\n"
                               "#........#\n"
                               "#.#......#\n"
                               "#..#.....#\n"
                               "#........#\n"
                               "##########\n"
                               "end\n";

static Map map;
static const RefBody POINT = {BODY_POINT, 0.0, 0.0};
static const RefBody BOX = {BODY_BOX, 10.0, 10.0};
static const RefBody CIRCLE = {BODY_CIRCLE, 8.0, 8.0};

static void load(void)
{
    MapError e;
    cr_assert(map_parse(&map, MAP_TEXT, strlen(MAP_TEXT), "referee.map", &e), "%s", e.msg);
}

Test(referee, a_perfect_point_stops_at_the_side_of_a_solid_cell)
{
    load();
    /* From x = 80 right by 32 toward the cell at x 96..128: it touches at x = 96. */
    double t = referee_free_fraction(&map, &POINT, 80.0, 48.0, 32.0, 0.0);
    cr_expect(fabs(t * 32.0 - 16.0) <= 2.0 * REFEREE_TOLERANCE_PX, "stops after %g px", t * 32.0);
}

Test(referee, a_perfect_box_stops_half_its_size_before_a_wall_and_slides_along_one)
{
    load();
    double t = referee_free_fraction(&map, &BOX, 70.0, 48.0, 20.0, 0.0);
    cr_expect(fabs(t * 20.0 - 16.0) <= 2.0 * REFEREE_TOLERANCE_PX, "stops after %g px", t * 20.0);
    /* Flush under the solid cell (its bottom y = 64, the box's top at 64) moving right:
     * touching is not meeting. */
    cr_expect_eq(referee_free_fraction(&map, &BOX, 100.0, 74.0, 40.0, 0.0), 1.0);
}

Test(referee, a_circle_passes_a_corner_that_a_box_of_its_size_would_hit)
{
    load();
    /* Down-right past the bottom-left corner (96, 64) of cell (3,1), the centre passing
     * 9.6 px from the corner: clear for the circle of radius 8, not for a box of
     * half-size 8, whose corner reaches 8 sqrt 2 = 11.3 px out. */
    double d = 9.6 / sqrt(2.0);
    double x = 96.0 - d - 20.0, y = 64.0 + d - 20.0;
    RefBody small_box = {BODY_BOX, 8.0, 8.0};
    cr_expect_eq(referee_free_fraction(&map, &CIRCLE, x, y, 40.0, 40.0), 1.0);
    cr_expect_lt(referee_free_fraction(&map, &small_box, x, y, 40.0, 40.0), 1.0);
}

Test(referee, a_two_sided_thin_wall_blocks_both_ways_and_at_its_ends)
{
    load();
    cr_expect(referee_path_blocked(&map, &POINT, 90.0, 112.0, 110.0, 112.0), "left to right");
    cr_expect(referee_path_blocked(&map, &POINT, 110.0, 112.0, 90.0, 112.0), "right to left");
    /* A box coming down onto the wall's top end (x = 96, y = 96) is pierced by it. */
    cr_expect(referee_path_blocked(&map, &BOX, 96.0, 76.0, 96.0, 100.0));
    /* A point passing just over the end is clear. */
    cr_expect_not(referee_path_blocked(&map, &POINT, 90.0, 95.0, 110.0, 95.0));
}

Test(referee, a_one_way_platform_holds_from_above_lets_through_from_below_and_a_body_already_across_it)
{
    load();
    /* The platform's top: y = 96, x 192..224. */
    cr_expect(referee_path_blocked(&map, &POINT, 208.0, 90.0, 208.0, 100.0), "from above");
    cr_expect_not(referee_path_blocked(&map, &POINT, 208.0, 100.0, 208.0, 90.0), "from below");
    double t = referee_free_fraction(&map, &BOX, 208.0, 80.0, 0.0, 20.0);
    cr_expect(fabs(t * 20.0 - 6.0) <= 2.0 * REFEREE_TOLERANCE_PX, "a box lands after %g px", t * 20.0);
    /* Resting on it (within the tolerance): no further down. */
    cr_expect_eq(referee_free_fraction(&map, &BOX, 208.0, 85.995, 0.0, 8.0), 0.0);
    /* Half-way through it, coming up from below: it falls back through, as in a
     * platform game. */
    cr_expect_eq(referee_free_fraction(&map, &BOX, 208.0, 92.0, 0.0, 8.0), 1.0);
    cr_expect_not(referee_path_blocked(&map, &BOX, 208.0, 92.0, 208.0, 120.0));
}

Test(referee, a_point_through_the_corner_where_two_solid_cells_meet_goes_through_a_wall)
{
    load();
    /* Cells (2,5) and (3,6) touch at (96, 192); from up-right to down-left through it. */
    cr_expect(referee_path_blocked(&map, &POINT, 112.0, 176.0, 80.0, 208.0), "the gap of no width is closed");
    /* Grazing the single corner (96, 64) of cell (3,1) is not. */
    cr_expect_not(referee_path_blocked(&map, &POINT, 80.0, 48.0, 112.0, 80.0));
    /* A box finds the gap closed by the cells themselves. */
    cr_expect(referee_path_blocked(&map, &BOX, 112.0, 176.0, 80.0, 208.0));
}

Test(referee, depth_is_the_shortest_push_that_frees_the_body)
{
    load();
    cr_expect_eq(referee_depth(&map, &POINT, 48.0, 48.0), 0.0, "a free cell");
    cr_expect(fabs(referee_depth(&map, &POINT, 100.0, 48.0) - 4.0) < 1e-6, "4 px into the cell's left side");
    cr_expect(fabs(referee_depth(&map, &BOX, 89.0, 48.0) - 3.0) < 1e-6, "a box 3 px into the cell");
    /* Deep in the map's border, at (16, 112): 16 px from the free cell to the right. */
    cr_expect(fabs(referee_depth(&map, &POINT, 16.0, 112.0) - 16.0) < 1e-6);
    /* Pierced by the thin wall at x = 96 (its box 90..110): 6 px to the right frees it. */
    cr_expect(fabs(referee_depth(&map, &BOX, 100.0, 112.0) - 6.0) < 1e-6);
    cr_expect(referee_depth(&map, &POINT, 96.0, 112.0) == 0.0, "a point has no width to be pierced");
    cr_expect(fabs(referee_depth(&map, &CIRCLE, 92.0, 48.0) - 4.0) < 1e-6, "a circle 4 px into a side");
}

Test(referee, a_move_went_through_a_wall_only_if_every_way_it_could_have_gone_does)
{
    load();
    /* Past the corner of cell (3,1): straight, or right then down, goes through it;
     * down then right (pixel-iteration's order) goes round it: clean. */
    cr_expect(referee_path_blocked(&map, &POINT, 90.0, 40.0, 130.0, 80.0));
    cr_expect_not(referee_move_crossed(&map, &POINT, 90.0, 40.0, 40.0, 40.0, 130.0, 80.0));
    /* Straight through the thin wall, with no way around: crossed. */
    cr_expect(referee_move_crossed(&map, &POINT, 80.0, 112.0, 40.0, 0.0, 120.0, 112.0));
    /* Down-right onto the platform, then along its top and off its end. */
    cr_expect_not(referee_move_crossed(&map, &BOX, 200.0, 70.0, 40.0, 40.0, 240.0, 86.0));
    /* Down-right through it. */
    cr_expect(referee_move_crossed(&map, &BOX, 200.0, 70.0, 32.0, 32.0, 232.0, 102.0));
}
