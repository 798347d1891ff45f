/* test_line_segment.c: the line-segment method of the Handmade Hero collision notes: the
 * point stops a tEpsilon before the first solid side its move enters through, reads
 * its whole scan rectangle (the seed's `<` defect), and never crosses a solid side;
 * its weaknesses (no size, no gliding, seams) are pinned as well. Expected positions
 * come from the geometry of the shipped maps (32-pixel tiles). */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "core/resolver.h"
#include "support/support.h"
#include "support/wall_check.h"

#define RANDOM_MOVES_PER_MAP 25000 /* four maps: 100,000 moves */
#define TWO_TILES_PX 64.0f

static Map map;

static Body move(float x, float y, float dx, float dy, MoveInfo *mi, Trace *trace)
{
    return resolve_once(&RESOLVE_LINE_SEGMENT, &map, (Body){x, y, 0.0f, 0.0f}, dx, dy, 1, mi, trace);
}

Test(line_segment, stops_a_tepsilon_short_of_the_wall_it_runs_into)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    /* Up from (112, 80) toward the border's bottom side at y = 32: crossed at t = 0.8,
     * backed off to 0.799, so y = 80 - 0.799 * 60 = 32.06. */
    Body b = move(112.0f, 80.0f, 0.0f, -60.0f, &mi, NULL);
    cr_expect_float_eq(b.x, 112.0f, 1e-6);
    cr_expect_float_eq(b.y, 32.06f, 1e-3, "y = %.6f", (double)b.y);
    cr_expect_float_eq(mi.t, 0.799f, 1e-5);
    cr_expect_eq(mi.hits, 1);
    cr_expect_eq(mi.flags, SIDE_DOWN, "it stopped at the bottom side of the wall above");
}

Test(line_segment, reads_the_last_row_and_column_of_its_scan_rectangle)
{
    /* The seed's loop runs `Y < MaxTileY`, `X < MaxTileX`. From (144, 112) in cell (4, 3)
     * by (24, 20) the move ends in the block at cell (5, 4): the last column and the last
     * row of the rectangle, which the seed's loop never reads, so its point ended inside
     * the block. The top of the block (y = 128) is crossed at t = 0.8. */
    load_shipped_map("default.map", &map);
    static Trace trace;
    trace_clear(&trace);
    MoveInfo mi;
    Body b = move(144.0f, 112.0f, 24.0f, 20.0f, &mi, &trace);
    cr_expect(!map_is_wall_at(&map, b.x, b.y), "the point ended inside the block at %.3f, %.3f", (double)b.x,
              (double)b.y);
    cr_expect_float_eq(b.x, 144.0f + 0.799f * 24.0f, 1e-3);
    cr_expect_float_eq(b.y, 112.0f + 0.799f * 20.0f, 1e-3);
    cr_expect_eq(mi.flags, SIDE_UP);
    bool scan_found = false;
    for (int k = 0; k < trace.shape_count; k++) {
        const TraceShape *s = &trace.shapes[k];
        if (s->kind != TRACE_SCAN) continue;
        scan_found = true;
        cr_expect(s->x0 == 128.0f && s->y0 == 96.0f && s->x1 == 192.0f && s->y1 == 160.0f,
                  "the scan rectangle covers cells 4-5 by 3-4 (%g,%g)-(%g,%g)", (double)s->x0, (double)s->y0,
                  (double)s->x1, (double)s->y1);
    }
    cr_expect(scan_found, "the overlay shows the scan rectangle");
}

Test(line_segment, never_crosses_a_solid_side_over_100000_random_moves_of_up_to_two_tiles)
{
    static const char *maps[] = {"tunnel.map", "seam.map", "corners.map", "platforms.map"};
    for (int k = 0; k < 4; k++) {
        load_shipped_map(maps[k], &map);
        char first[256];
        long bad = wall_check_random_walk(&RESOLVE_LINE_SEGMENT, &map, 0.0f, TWO_TILES_PX, RANDOM_MOVES_PER_MAP,
                                          0x5eed002u + (unsigned)k, first, sizeof first);
        cr_expect_eq(bad, 0, "%s: %ld of %d moves broke a rule; first: %s", maps[k], bad, RANDOM_MOVES_PER_MAP, first);
    }
}

Test(line_segment, lands_on_a_one_way_platform_from_above_and_passes_it_from_below)
{
    load_shipped_map("default.map", &map); /* row 10, cells 18-25: '8', its top at y = 320 */
    MoveInfo mi;
    Body above = move(600.0f, 300.0f, 0.0f, 40.0f, &mi, NULL);
    cr_expect_float_eq(above.y, 300.0f + 0.499f * 40.0f, 1e-3, "held from above at %.3f", (double)above.y);
    cr_expect_eq(mi.flags, SIDE_UP);
    Body below = move(600.0f, 350.0f, 0.0f, -60.0f, &mi, NULL);
    cr_expect_float_eq(below.y, 290.0f, 1e-6, "passed from below to %.3f", (double)below.y);
    cr_expect_eq(mi.hits, 0);
}

Test(line_segment, a_two_sided_thin_wall_stops_the_point_from_both_sides_and_never_holds_it)
{
    load_shipped_map("default.map", &map); /* the '41' wall at x = 480, rows 3-8 */
    MoveInfo mi;
    Body from_left = move(470.0f, 200.0f, 10.0f, 0.0f, &mi, NULL);
    /* Crossed at the very end of the move (t = 1): still a hit, backed off. */
    cr_expect_lt(from_left.x, 480.0f, "a move that ends exactly on the wall stops short of it");
    cr_expect_float_eq(from_left.x, 470.0f + 0.999f * 10.0f, 1e-3);
    Body back = move(from_left.x, from_left.y, -10.0f, 0.0f, &mi, NULL);
    cr_expect_eq(mi.hits, 0, "the point is not glued to the wall: it moves away freely");
    cr_expect_float_eq(back.x, from_left.x - 10.0f, 1e-4);
    Body from_right = move(490.0f, 200.0f, -20.0f, 0.0f, &mi, NULL);
    cr_expect_float_eq(from_right.x, 490.0f - 0.499f * 20.0f, 1e-3, "stopped from the right at %.3f",
                       (double)from_right.x);
}

Test(line_segment, has_no_gliding_so_a_diagonal_push_into_a_floor_stops_the_sideways_motion_too)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body b = move(600.0f, 300.0f, 10.0f, 40.0f, &mi, NULL);
    cr_expect_float_eq(b.x, 600.0f + 0.499f * 10.0f, 1e-3, "only half of the sideways move is made");
    float x_on_floor = b.x;
    for (int tick = 0; tick < 30; tick++) b = move(b.x, b.y, 3.0f, 3.0f, &mi, NULL);
    cr_expect_lt(b.x - x_on_floor, 0.1f, "held down-right on the platform for 30 ticks, it moved %.4f px sideways",
                 (double)(b.x - x_on_floor));
    cr_expect_lt(b.y, 320.0f);
}

Test(line_segment, has_no_size_so_the_drawn_point_ends_a_hair_from_the_wall)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body b = move(112.0f, 80.0f, -100.0f, 0.0f, &mi, NULL); /* the border's right side at x = 32 */
    cr_expect_gt(b.x, 32.0f);
    cr_expect_lt(b.x - 32.0f, 0.2f, "the centre is %.3f px from the wall: anything drawn around it overlaps it",
                 (double)(b.x - 32.0f));
}

Test(line_segment, stops_at_a_zero_width_diagonal_gap)
{
    /* Corners map: the tiles (6,4) and (7,5) touch only at (224, 160). A move aimed exactly
     * through that point reaches both sides' ends at t = 0.5; the ends are included. */
    load_shipped_map("corners.map", &map);
    MoveInfo mi;
    Body b = move(214.0f, 170.0f, 20.0f, -20.0f, &mi, NULL);
    cr_expect_eq(mi.hits, 1);
    cr_expect_lt(b.x, 224.0f, "the point stays left of the gap: %.4f", (double)b.x);
    cr_expect_gt(b.y, 160.0f, "and below it: %.4f", (double)b.y);
}

Test(line_segment, a_move_aimed_exactly_into_an_inner_corner_does_not_slip_through_it)
{
    /* Found by a random search when seams were skipped for the point too: aimed at the
     * inner corner (32, 32) of the border, the two sides meeting there were both missed
     * by a rounding error and the point ended inside the wall. Line-segment tests the
     * seams, whose ends close that corner. */
    load_shipped_map("corners.map", &map);
    MoveInfo mi;
    Body b = move(63.4850311f, 55.6599808f, -54.7389603f, -41.1345558f, &mi, NULL);
    cr_expect(!map_is_wall_at(&map, b.x, b.y), "ended in the wall at %.6f, %.6f", (double)b.x, (double)b.y);
    cr_expect_geq(b.x, 32.0f);
    cr_expect_geq(b.y, 32.0f);
}

Test(line_segment, catches_on_a_seam_when_it_lies_exactly_on_a_floor_of_separate_tiles)
{
    /* The seed tests every side of every solid tile, seams included. A point lying
     * exactly on the floor's surface (y = 384, the seam map's floor; it only gets there
     * when put there) meets the side between tiles 3 and 4 at x = 128 and stops: a ghost
     * collision. Minkowski skips seams (see test_minkowski.c). */
    load_shipped_map("seam.map", &map);
    MoveInfo mi;
    Body b = move(100.0f, 384.0f, 50.0f, 0.0f, &mi, NULL);
    cr_expect_float_eq(b.x, 100.0f + 0.559f * 50.0f, 1e-3, "stopped at the seam: x = %.3f", (double)b.x);
    cr_expect_eq(mi.flags, SIDE_LEFT);
}

Test(line_segment, the_overlay_shows_the_scan_the_sides_tested_and_the_hit_and_changes_nothing)
{
    load_shipped_map("default.map", &map);
    static Trace trace;
    trace_clear(&trace);
    MoveInfo with, without;
    Body a = move(112.0f, 80.0f, -30.0f, -60.0f, &with, &trace);
    Body b = move(112.0f, 80.0f, -30.0f, -60.0f, &without, NULL);
    cr_expect(a.x == b.x && a.y == b.y && with.t == without.t && with.flags == without.flags);
    int count[TRACE_KIND_COUNT] = {0};
    for (int k = 0; k < trace.shape_count; k++) count[trace.shapes[k].kind]++;
    cr_expect_eq(count[TRACE_SCAN], 1);
    cr_expect_gt(count[TRACE_SIDE], 0);
    cr_expect_eq(count[TRACE_SIDE_HIT], 1);
    cr_expect_eq(count[TRACE_HIT], 1);
    cr_expect_eq(count[TRACE_NORMAL], 1);
    cr_expect_eq(count[TRACE_SWEEP], 1);
    cr_expect_eq(trace.label_count, 1);
    cr_expect(strncmp(trace.labels[0].text, "t=", 2) == 0, "the hit is labelled with its t: '%s'",
              trace.labels[0].text);
    cr_expect(strstr(trace.note, "tEpsilon") != NULL, "the HUD note explains the back-off: '%s'", trace.note);
}

Test(line_segment, the_hud_note_says_1_side_or_n_sides_as_it_counts_them)
{
    load_shipped_map("default.map", &map);
    char why[320] = "";
    cr_assert(wall_check_side_count_words(resolver_info(RESOLVER_LINE_SEGMENT), &map, 40.0f, 4000, why, sizeof why),
              "%s", why);
}
