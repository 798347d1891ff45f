/* test_minkowski.c: the Minkowski method with gliding of the Handmade Hero collision notes
 * (Handmade Hero days 48-50): the box (20 px, 0.625 of a 32-px tile) stops half its
 * size before a side, never ends overlapping a solid side, keeps its tangential motion
 * (gliding), slides over the seams of a floor of separate tiles, holds on one-way
 * platforms from above only, and is stopped by the ends of thin walls. Last, the
 * captions of the three methods of the Handmade Hero collision notes added with it fit
 * the HUD. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/resolver.h"
#include "support/support.h"
#include "support/wall_check.h"

#define RANDOM_MOVES_PER_MAP 25000 /* four maps: 100,000 moves */
#define FOUR_TILES_PX 128.0f
#define BOX_PX 20.0f /* the default box on 32-px tiles */
#define HALF_PX (BOX_PX / 2.0f)

static Map map;

static Body move(float x, float y, float dx, float dy, MoveInfo *mi, Trace *trace)
{
    return resolve_once(&RESOLVE_MINKOWSKI, &map, resolver_body(RESOLVER_MINKOWSKI, &map, x, y), dx, dy, 1, mi, trace);
}

Test(minkowski, the_default_box_is_twenty_pixels_on_32_pixel_tiles)
{
    load_shipped_map("default.map", &map);
    Body b = resolver_body(RESOLVER_MINKOWSKI, &map, 0.0f, 0.0f);
    cr_expect(b.w == BOX_PX && b.h == BOX_PX, "box %g x %g", (double)b.w, (double)b.h);
}

Test(minkowski, stops_the_box_half_its_size_before_a_wall)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    /* Up from (112, 80): the border's bottom side y = 32 grown by 10 is y = 42, crossed at
     * t = 38/60; backed off by tEpsilon the box's top edge is 0.06 px below the wall. */
    Body b = move(112.0f, 80.0f, 0.0f, -60.0f, &mi, NULL);
    float gap = (b.y - HALF_PX) - 32.0f;
    cr_expect(gap > 0.0f && gap < 0.1f, "the box's top edge is %.4f px from the wall", (double)gap);
    cr_expect_float_eq(mi.t, 38.0f / 60.0f - 0.001f, 1e-5);
    cr_expect_eq(mi.flags, SIDE_DOWN);
}

Test(minkowski, never_ends_overlapping_a_solid_side_over_100000_random_moves_of_up_to_four_tiles)
{
    static const char *maps[] = {"tunnel.map", "seam.map", "corners.map", "platforms.map"};
    for (int k = 0; k < 4; k++) {
        load_shipped_map(maps[k], &map);
        char first[256];
        long bad = wall_check_random_walk(&RESOLVE_MINKOWSKI, &map, BOX_PX, FOUR_TILES_PX, RANDOM_MOVES_PER_MAP,
                                          0x5eed004u + (unsigned)k, first, sizeof first);
        cr_expect_eq(bad, 0, "%s: %ld of %d moves broke a rule; first: %s", maps[k], bad, RANDOM_MOVES_PER_MAP, first);
    }
}

Test(minkowski, glides_along_a_wall_it_is_pushed_into_diagonally)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    /* Left wall x = 32, grown to 42: reached at t = 0.7. The remaining 30% keeps its
     * vertical part, so the box still moves the full 30 px down. */
    Body b = move(112.0f, 80.0f, -100.0f, 30.0f, &mi, NULL);
    cr_expect_float_eq(b.y, 110.0f, 1e-3, "all of the tangential motion is kept: y = %.4f", (double)b.y);
    cr_expect(b.x > 42.0f && b.x < 42.2f, "against the wall: x = %.4f", (double)b.x);
    cr_expect_eq(mi.hits, 1);
    cr_expect_eq(mi.flags, SIDE_RIGHT);
}

Test(minkowski, glides_along_a_floor_of_separate_tiles_without_stopping_at_a_seam)
{
    /* Seam map: the floor at y = 384 is 25 separate solid tiles (cells 3-27 of row 12),
     * up to the wall at x = 896. Pushed down-right along it, the box must gain the full
     * 3 px every tick, from resting exactly on the floor or just above it. */
    load_shipped_map("seam.map", &map);
    static const float start_y[] = {384.0f - HALF_PX, 384.0f - HALF_PX - 0.001f, 384.0f - HALF_PX - 1.5f};
    for (int k = 0; k < 3; k++) {
        MoveInfo mi;
        Body b = {120.0f, start_y[k], BOX_PX, BOX_PX};
        int ticks = 0;
        while (b.x + 3.0f < 896.0f - HALF_PX - 0.5f) {
            float x0 = b.x;
            b = move(b.x, b.y, 3.0f, 3.0f, &mi, NULL);
            ticks++;
            if (b.x - x0 != 3.0f) {
                cr_expect_eq(b.x - x0, 3.0f, "start y %.3f: stopped at x = %.3f after %d ticks", (double)start_y[k],
                             (double)x0, ticks);
                break;
            }
        }
        cr_expect(b.y <= 384.0f - HALF_PX && b.y > 384.0f - HALF_PX - 0.01f, "resting on the floor: y = %.4f",
                  (double)b.y);
        /* And along the wall of separate tiles (cells 4-12 of column 28), pushed right and up. */
    }
    MoveInfo mi;
    Body w = {896.0f - HALF_PX, 370.0f, BOX_PX, BOX_PX};
    for (int tick = 0; tick < 80; tick++) w = move(w.x, w.y, 3.0f, -3.0f, &mi, NULL);
    cr_expect_float_eq(w.y, 370.0f - 240.0f, 1e-3, "up the wall 3 px a tick: y = %.3f", (double)w.y);
}

Test(minkowski, a_one_way_platform_holds_the_box_from_above_and_lets_it_through_from_below)
{
    load_shipped_map("default.map", &map); /* row 10, cells 18-25: '8', its top at y = 320 */
    MoveInfo mi;
    Body above = move(700.0f, 290.0f, 0.0f, 40.0f, &mi, NULL);
    cr_expect_float_eq(above.y, 290.0f + 0.499f * 40.0f, 1e-3, "held from above: bottom edge at %.3f",
                       (double)(above.y + HALF_PX));
    cr_expect_eq(mi.flags, SIDE_UP);
    Body below = move(700.0f, 350.0f, 0.0f, -60.0f, &mi, NULL);
    cr_expect(below.y == 290.0f && mi.hits == 0, "passed from below to %.3f", (double)below.y);
    /* Half through from below, it is not on the platform: it can go back down. */
    Body half = move(700.0f, 325.0f, 0.0f, 10.0f, &mi, NULL);
    cr_expect(half.y == 335.0f && mi.hits == 0, "half-way through, it drops back to %.3f", (double)half.y);
}

Test(minkowski, the_end_of_a_thin_wall_stops_a_box_coming_along_its_line)
{
    /* Default map: the two-sided wall at x = 480 runs from y = 96 to 288. A box centred on
     * its line meets its bottom end when its top edge reaches y = 288 (centre 298) and its
     * top end when its bottom edge reaches y = 96 (centre 86): the wall's end caps. */
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body from_below = move(480.0f, 320.0f, 0.0f, -40.0f, &mi, NULL);
    cr_expect(from_below.y > 298.0f && from_below.y < 298.1f, "stopped below the wall's end: y = %.3f",
              (double)from_below.y);
    Body from_above = move(472.0f, 60.0f, 0.0f, 40.0f, &mi, NULL);
    cr_expect(from_above.y < 86.0f && from_above.y > 85.9f, "stopped above the wall's top: y = %.3f",
              (double)from_above.y);
    char why[128];
    cr_expect(!wall_check_overlaps(&map, from_below.x, from_below.y, HALF_PX, HALF_PX, 0.0, why, sizeof why), "%s",
              why);
}

Test(minkowski, stops_in_an_inner_corner_after_two_contacts)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    /* Up-left into the border's top-left corner: the ceiling (grown to y = 42) is met
     * first, at t = 0.38; the glide left then meets the wall (grown to x = 42). */
    Body b = move(112.0f, 80.0f, -100.0f, -100.0f, &mi, NULL);
    cr_expect_eq(mi.hits, 2);
    cr_expect_eq(mi.flags, SIDE_DOWN | SIDE_RIGHT);
    cr_expect(b.x > 42.0f && b.x < 42.2f && b.y > 42.0f && b.y < 42.2f, "in the corner at %.3f, %.3f", (double)b.x,
              (double)b.y);
}

Test(minkowski, the_box_fits_a_one_tile_corridor_and_glides_along_it)
{
    /* Corners map: the corridor of row 13 (y = 416..448) runs from cell 1 to cell 23. */
    load_shipped_map("corners.map", &map);
    MoveInfo mi;
    Body b = {80.0f, 432.0f, BOX_PX, BOX_PX};
    for (int tick = 0; tick < 100; tick++) b = move(b.x, b.y, 8.0f, tick % 2 ? 8.0f : -8.0f, &mi, NULL);
    cr_expect(b.x > 757.9f && b.x < 758.0f, "reached the corridor's end (x = 758): %.3f", (double)b.x);
    cr_expect(b.y >= 416.0f + HALF_PX && b.y <= 448.0f - HALF_PX, "still in the corridor: y = %.3f", (double)b.y);
}

Test(minkowski, cannot_squeeze_through_a_diagonal_gap)
{
    /* Corners map: cell (6,5) has solid tiles above it and to its right, touching at
     * (224, 160). The box pushed up-right stays in the cell's corner. */
    load_shipped_map("corners.map", &map);
    MoveInfo mi;
    Body b = {208.0f, 176.0f, BOX_PX, BOX_PX};
    for (int tick = 0; tick < 10; tick++) b = move(b.x, b.y, 20.0f, -20.0f, &mi, NULL);
    cr_expect(b.x <= 214.0f && b.y >= 170.0f, "still below and left of the gap: %.3f, %.3f", (double)b.x, (double)b.y);
}

Test(minkowski, a_box_shrunk_to_a_point_does_not_slip_into_an_inner_corner)
{
    /* `collide resolve --size 0 0` makes the box a point. Skipping seams then opens inner
     * corners to moves aimed exactly at them (the case line-segment pins), so a box that
     * small keeps them. */
    load_shipped_map("corners.map", &map);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b = {63.4850311f, 55.6599808f, 0.0f, 0.0f};
    MoveInfo mi;
    RESOLVE_MINKOWSKI.resolve(&ctx, &b, -54.7389603f, -41.1345558f, &mi, NULL);
    cr_expect(b.x >= 32.0f && b.y >= 32.0f, "ended at %.6f, %.6f", (double)b.x, (double)b.y);
}

Test(minkowski, never_pushes_out_a_box_that_starts_overlapping_a_wall)
{
    /* The weakness its caption admits: the method stops a box from entering a wall; a
     * box already in one (here 6 px into the default map's left border, as after a
     * wall is painted onto it in the editor) is never pushed out, and the sides it
     * is behind are not entered again, so it can go on into the wall. */
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body b = move(36.0f, 100.0f, -20.0f, 0.0f, &mi, NULL);
    cr_expect(b.x == 16.0f && mi.hits == 0, "moved on into the wall, to x = %g", (double)b.x);
}

Test(minkowski, the_overlay_shows_the_grown_scan_and_tiles_and_changes_nothing)
{
    load_shipped_map("default.map", &map);
    static Trace trace;
    trace_clear(&trace);
    MoveInfo with, without;
    Body a = move(112.0f, 80.0f, -100.0f, -100.0f, &with, &trace);
    Body b = move(112.0f, 80.0f, -100.0f, -100.0f, &without, NULL);
    cr_expect(a.x == b.x && a.y == b.y && with.hits == without.hits && with.flags == without.flags);
    int count[TRACE_KIND_COUNT] = {0};
    const TraceShape *scan = NULL;
    for (int k = 0; k < trace.shape_count; k++) {
        count[trace.shapes[k].kind]++;
        if (trace.shapes[k].kind == TRACE_SCAN) scan = &trace.shapes[k];
    }
    cr_assert_not_null(scan);
    /* Old cell (3,2), new cell (0,-1) clamped to the ring; grown by one tile (20/32 rounded up). */
    cr_expect(scan->x0 == -32.0f && scan->y0 == -32.0f && scan->x1 == 160.0f && scan->y1 == 128.0f,
              "scan (%g,%g)-(%g,%g)", (double)scan->x0, (double)scan->y0, (double)scan->x1, (double)scan->y1);
    cr_expect_gt(count[TRACE_GROWN], 0, "the grown tiles are drawn");
    cr_expect_eq(count[TRACE_SIDE_HIT], 2, "both contacts are shown");
    cr_expect_eq(count[TRACE_SWEEP], 2, "the wanted move and the glide");
    cr_expect_eq(trace.label_count, 2);
}

Test(minkowski, the_hud_note_says_1_side_or_n_sides_as_it_counts_them)
{
    load_shipped_map("default.map", &map);
    char why[320] = "";
    cr_assert(wall_check_side_count_words(resolver_info(RESOLVER_MINKOWSKI), &map, 40.0f, 4000, why, sizeof why), "%s",
              why);
}
