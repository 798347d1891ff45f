/* test_pixel_iteration.c: the pixel-iteration method of the Handmade Hero collision notes:
 * vertical then horizontal, the whole move when the destination is free, one-pixel
 * steps up to a wall otherwise; flush within a pixel at low speed, and walked through a
 * wall thinner than one move, as the seed warns. Positions come from the shipped maps'
 * geometry (32-pixel tiles). */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "core/resolver.h"
#include "support/support.h"

static Map map;

static Body move(float x, float y, float dx, float dy, MoveInfo *mi, Trace *trace)
{
    return resolve_once(&RESOLVE_PIXEL_ITERATION, &map, (Body){x, y, 0.0f, 0.0f}, dx, dy, 1, mi, trace);
}

/* Hold one direction for `ticks` ticks at `speed` from (x, y). */
static Body hold(float x, float y, float dx, float dy, float speed, int ticks)
{
    MoveInfo mi;
    Body b = {x, y, 0.0f, 0.0f};
    for (int t = 0; t < ticks; t++) b = move(b.x, b.y, dx * speed, dy * speed, &mi, NULL);
    return b;
}

Test(pixel_iteration, moves_the_whole_way_when_the_destination_is_free)
{
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body b = move(112.0f, 80.0f, 5.0f, 7.0f, &mi, NULL);
    cr_expect(b.x == 117.0f && b.y == 87.0f, "moved to %g, %g", (double)b.x, (double)b.y);
    cr_expect(mi.t == 1.0f && mi.hits == 0 && mi.flags == 0);
}

Test(pixel_iteration, ends_flush_within_a_pixel_against_a_wall_at_low_speed)
{
    /* Default map, holding toward the border from inside: up and left the last free pixel
     * row is y = 32 (x = 32), down and right the wall starts at y = 544 (x = 928). */
    load_shipped_map("default.map", &map);
    static const float speeds[] = {0.25f, 0.5f, 1.0f, 2.0f, 3.0f, 4.0f, 6.0f, 8.0f, 1.7f};
    for (size_t k = 0; k < sizeof speeds / sizeof *speeds; k++) {
        float v = speeds[k];
        int ticks = (int)(120.0f / v) + 2;
        Body up = hold(112.0f, 80.3f, 0, -1, v, ticks);
        Body left = hold(80.3f, 80.0f, -1, 0, v, ticks);
        Body down = hold(112.0f, 440.3f, 0, 1, v, ticks);
        Body right = hold(850.3f, 80.0f, 1, 0, v, ticks);
        cr_expect(up.y >= 32.0f && up.y - 32.0f < 1.0f, "speed %g up: y = %g", (double)v, (double)up.y);
        cr_expect(left.x >= 32.0f && left.x - 32.0f < 1.0f, "speed %g left: x = %g", (double)v, (double)left.x);
        cr_expect(down.y < 544.0f && 544.0f - down.y <= 1.0f, "speed %g down: y = %g", (double)v, (double)down.y);
        cr_expect(right.x < 928.0f && 928.0f - right.x <= 1.0f, "speed %g right: x = %g", (double)v, (double)right.x);
    }
}

Test(pixel_iteration, walks_through_a_one_tile_wall_above_a_tile_per_tick)
{
    /* Tunnel map: a wall one tile thick spans x = 480..512 in the lane y = 96..224. At
     * 48 px/tick the point first creeps up to x = 479, then its next destination (527)
     * is free, so it is taken whole: through the wall. */
    load_shipped_map("tunnel.map", &map);
    Body b = hold(400.0f, 144.0f, 1, 0, 48.0f, 3);
    cr_expect_gt(b.x, 512.0f, "at 48 px/tick the point went through, to x = %g", (double)b.x);
    cr_expect(!map_is_wall_at(&map, b.x, b.y));
    /* A two-tile wall (x = 736..800) needs more than two tiles a tick: 96 passes it. */
    Body fast = hold(700.0f, 144.0f, 1, 0, 96.0f, 3);
    cr_expect_gt(fast.x, 800.0f, "at 96 px/tick it went through two tiles, to x = %g", (double)fast.x);
}

Test(pixel_iteration, never_passes_a_one_tile_wall_at_a_tile_per_tick_or_less)
{
    load_shipped_map("tunnel.map", &map);
    static const float speeds[] = {1.0f, 3.0f, 8.0f, 16.0f, 24.0f, 31.0f, 32.0f};
    for (size_t k = 0; k < sizeof speeds / sizeof *speeds; k++) {
        for (int offset = 0; offset < 32; offset += 5) {
            Body b = hold(400.0f + (float)offset + 0.25f, 144.0f, 1, 0, speeds[k], 60);
            cr_expect_lt(b.x, 480.0f, "speed %g from offset %d ended at %g", (double)speeds[k], offset, (double)b.x);
        }
    }
}

Test(pixel_iteration, moves_vertically_first_then_horizontally)
{
    /* Default map, the block at cells 5-8 by 4-5 (x >= 160, y >= 128). From (150, 120)
     * by (20, 20): down first to (150, 140), beside the block; then right, into it, so
     * one-pixel steps to x = 159. Horizontal first would have landed on top (y = 127). */
    load_shipped_map("default.map", &map);
    MoveInfo mi;
    Body b = move(150.0f, 120.0f, 20.0f, 20.0f, &mi, NULL);
    cr_expect(b.x == 159.0f && b.y == 140.0f, "ended at %g, %g", (double)b.x, (double)b.y);
    cr_expect_eq(mi.hits, 1);
    cr_expect_eq(mi.flags, SIDE_LEFT, "it stopped at the left side of the block");
    cr_expect_float_eq(mi.t, 9.0f / 20.0f, 1e-6, "9 of the 20 pixels were made on the stopped axis");
}

Test(pixel_iteration, reads_only_solid_tiles_so_thin_walls_and_platforms_are_air)
{
    /* IsWallAt sees mask 15 only (docs/resolvers.md). Platforms map: the
     * upright thin wall at x = 800 (rows 5-9) and the one-way platform at y = 128. */
    load_shipped_map("platforms.map", &map);
    MoveInfo mi;
    Body across = move(790.0f, 200.0f, 20.0f, 0.0f, &mi, NULL);
    cr_expect(across.x == 810.0f && mi.hits == 0, "through the thin wall to %g", (double)across.x);
    Body down = move(100.0f, 120.0f, 0.0f, 20.0f, &mi, NULL);
    cr_expect(down.y == 140.0f && mi.hits == 0, "down through the platform to %g", (double)down.y);
}

Test(pixel_iteration, the_overlay_flags_a_wall_jumped_over_and_changes_nothing)
{
    load_shipped_map("tunnel.map", &map);
    static Trace trace;
    trace_clear(&trace);
    MoveInfo with, without;
    Body a = move(470.0f, 144.0f, 48.0f, 0.0f, &with, &trace);
    Body b = move(470.0f, 144.0f, 48.0f, 0.0f, &without, NULL);
    cr_expect(a.x == b.x && a.y == b.y && with.hits == without.hits);
    cr_expect_eq(a.x, 518.0f, "the whole move through the wall was taken");
    cr_expect_eq(trace.label_count, 1, "one solid tile was jumped over");
    cr_expect(strstr(trace.note, "THROUGH 1 wall") != NULL, "note: '%s'", trace.note);
}
