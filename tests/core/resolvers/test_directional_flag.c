/* test_directional_flag.c: the GameMaker directional tiles' flags: each of
 * the 16 masks blocks exactly its sides, the box's covered cells (GameMaker's inclusive
 * bbox), bits already under the box are ignored (and what that costs), whole pixels,
 * the horizontal-then-vertical order, and the map drawn as the seed's tileset. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolvers/directional_flag.h"
#include "core/resolver.h"
#include "support/support.h"

#define EPS 1e-4f

static Map map;

/* A 5x5 room, tile 32, cell (2, 2) holding `centre` (a hex digit), all else empty. */
static void room_with_centre(char centre)
{
    char text[256];
    snprintf(text, sizeof text, "collide-map 1\nname \"t\"\ntile 32\ngrid\n.....\n.....\n..%c..\n.....\nP....\nend\n",
             centre);
    MapError err;
    cr_assert(map_parse(&map, text, strlen(text), "room.map", &err), "%s", err.msg);
}

/* Move a 20x20 box whose top-left is (left, top) by (dx, dy); returns the new top-left. */
static void move_box(int *left, int *top, float dx, float dy, MoveInfo *mi)
{
    Body b = {(float)*left + 10.0f, (float)*top + 10.0f, 20.0f, 20.0f};
    ResolveCtx ctx = {&map, NULL, NULL, 0, NULL, NULL};
    RESOLVE_DIRECTIONAL_FLAG.resolve(&ctx, &b, dx, dy, mi, NULL);
    *left = (int)lroundf(b.x - 10.0f);
    *top = (int)lroundf(b.y - 10.0f);
    cr_assert_float_eq(b.x - 10.0f, (float)*left, EPS, "whole pixels");
    cr_assert_float_eq(b.y - 10.0f, (float)*top, EPS, "whole pixels");
}

Test(directional_flag, each_of_the_16_masks_blocks_exactly_its_sides)
{
    /* Approach cell (2, 2) = pixels 64..95 from each side, touching it, and push 8 px in.
     * Moving right meets the cell's Left side (bit 0), up its Down side (bit 1), left its
     * Right side (bit 2), down its Up side (bit 3). */
    struct {
        const char *name;
        int left, top, dx, dy;
        unsigned side;
    } ways[] = {
        {"right", 44, 70, 8, 0, SIDE_LEFT},
        {"up", 70, 96, 0, -8, SIDE_DOWN},
        {"left", 96, 70, -8, 0, SIDE_RIGHT},
        {"down", 70, 44, 0, 8, SIDE_UP},
    };
    for (unsigned mask = 0; mask < 16; mask++) {
        room_with_centre(mask ? "0123456789abcdef"[mask] : '.');
        for (int w = 0; w < 4; w++) {
            int left = ways[w].left, top = ways[w].top;
            MoveInfo mi;
            move_box(&left, &top, (float)ways[w].dx, (float)ways[w].dy, &mi);
            bool blocked = left == ways[w].left && top == ways[w].top;
            bool should = (mask & ways[w].side) != 0;
            cr_expect_eq(blocked, should, "mask %u moving %s: %s", mask, ways[w].name, blocked ? "blocked" : "passed");
            if (should) cr_expect_eq(mi.flags, ways[w].side, "mask %u moving %s: the blocking bit", mask, ways[w].name);
            if (!should) cr_expect_eq(left + top, ways[w].left + ways[w].top + ways[w].dx + ways[w].dy);
        }
    }
}

Test(directional_flag, a_box_only_covers_a_cell_it_has_a_pixel_inside)
{
    room_with_centre('f');
    /* Pixels 44..63 end one pixel short of the cell at 64: not covered; 45..64 is. */
    cr_expect_eq(dflag_check_rectangle(&map, (DflagBox){44, 70, 63, 89}), 0u);
    cr_expect_eq(dflag_check_rectangle(&map, (DflagBox){45, 70, 64, 89}), 15u);
    /* Outside the map every cell reads as solid. */
    cr_expect_eq(dflag_check_rectangle(&map, (DflagBox){-5, 70, 14, 89}), 15u);
}

Test(directional_flag, the_direction_bit_is_the_seeds_point_direction_div_90)
{
    cr_expect_eq(dflag_direction_bit(1, 0), (unsigned)SIDE_LEFT, "right: 0 degrees");
    cr_expect_eq(dflag_direction_bit(0, -1), (unsigned)SIDE_DOWN, "up: 90 degrees (y down)");
    cr_expect_eq(dflag_direction_bit(-1, 0), (unsigned)SIDE_RIGHT, "left: 180");
    cr_expect_eq(dflag_direction_bit(0, 1), (unsigned)SIDE_UP, "down: 270");
}

Test(directional_flag, the_three_words_of_a_check_are_current_direction_and_target)
{
    room_with_centre('5'); /* Left and Right solid */
    DflagCheck k = dflag_check_relative(&map, (DflagBox){44, 70, 63, 89}, 1, 0);
    cr_expect_eq(k.current, 0u);
    cr_expect_eq(k.directional, 1u);
    cr_expect_eq(k.target, 5u);
    cr_expect_eq(k.result, 1u);
}

Test(directional_flag, a_box_inside_a_solid_cell_can_walk_out_in_every_direction)
{
    /* Bits the box already has under it are ignored: from inside a solid cell (15)
     * every direction is free, so a body that got in is never stuck. */
    room_with_centre('#');
    const int moves[4][2] = {{6, 0}, {-6, 0}, {0, 6}, {0, -6}};
    for (int k = 0; k < 4; k++) {
        int left = 70, top = 70;
        MoveInfo mi;
        move_box(&left, &top, (float)moves[k][0], (float)moves[k][1], &mi);
        cr_expect_eq(left, 70 + moves[k][0]);
        cr_expect_eq(top, 70 + moves[k][1]);
        cr_expect_eq(mi.hits, 0);
    }
}

Test(directional_flag, an_axis_stops_at_its_first_blocked_pixel_and_the_other_axis_goes_on)
{
    room_with_centre('1');
    int left = 34, top = 70; /* right edge at 53: 10 px short of the cell */
    MoveInfo mi;
    move_box(&left, &top, 30.0f, -6.0f, &mi);
    cr_expect_eq(left, 44, "flush against the Left side (last pixel 63)");
    cr_expect_eq(top, 64, "the vertical move still happens");
    cr_expect_eq(mi.hits, 1);
    cr_expect_float_eq(mi.t, 16.0f / 36.0f, EPS, "16 of the 36 wanted pixels");
}

Test(directional_flag, the_move_goes_horizontal_first_then_vertical)
{
    /* A platform (8) diagonally below-right. Horizontal first, the box is over the
     * platform's column when it tries to go down, and lands on it; vertical first it
     * would have dropped beside it and then walked in from the side (allowed). */
    const char *text = "collide-map 1\nname \"t\"\ntile 32\ngrid\n.....\n.....\n.....\n...8.\nP....\nend\n";
    MapError err;
    cr_assert(map_parse(&map, text, strlen(text), "t.map", &err));
    int left = 70, top = 76; /* rows 76..95, just above row 3 */
    MoveInfo mi;
    move_box(&left, &top, 8.0f, 8.0f, &mi);
    cr_expect_eq(left, 78);
    cr_expect_eq(top, 76, "stopped by the platform's Up side");
    cr_expect_eq(mi.flags, (unsigned)SIDE_UP);
}

Test(directional_flag, positions_and_moves_are_whole_pixels)
{
    room_with_centre('.');
    ResolveCtx ctx = {&map, NULL, NULL, 0, NULL, NULL};
    Body b = {100.3f, 80.6f, 20.0f, 20.0f};
    MoveInfo mi;
    RESOLVE_DIRECTIONAL_FLAG.resolve(&ctx, &b, 0.4f, 0.0f, &mi, NULL);
    cr_expect_float_eq(b.x, 100.0f, EPS, "snapped to a whole-pixel box; 0.4 px rounds to no move");
    cr_expect_float_eq(b.y, 81.0f, EPS);
    RESOLVE_DIRECTIONAL_FLAG.resolve(&ctx, &b, 2.6f, -0.5f, &mi, NULL);
    cr_expect_float_eq(b.x, 103.0f, EPS, "2.6 px rounds to 3");
    cr_expect_float_eq(b.y, 80.0f, EPS, "-0.5 px rounds to -1");
}

/* The weakness the caption names, on maps/flag_one_way.map. */
Test(directional_flag, inside_one_door_the_next_door_of_the_same_way_lets_you_back)
{
    load_shipped_map("flag_one_way.map", &map);
    /* Rows 15-16 hold "44" at columns 4-5: both pass rightward only. */
    int left = 98, top = 486; /* column 3, rows 15-16 */
    MoveInfo mi;
    move_box(&left, &top, 80.0f, 0.0f, &mi);
    cr_assert_eq(left, 178, "through both doors going right");
    move_box(&left, &top, -8.0f, 0.0f, &mi);
    cr_expect_eq(left, 170, "inside door 5, left is free (already in it)");
    move_box(&left, &top, -40.0f, 0.0f, &mi);
    cr_expect_eq(left, 130, "and door 4, whose Right side is solid, lets the box back in the wrong way");
    /* A single door of the same kind holds: the corridor's 4 at column 7, rows 4-5. */
    left = 260;
    top = 134;
    move_box(&left, &top, -40.0f, 0.0f, &mi);
    cr_expect_eq(left, 256, "blocked at column 7's Right side (pixel 255 is its last)");
}

Test(directional_flag, stacked_platforms_the_lower_one_does_not_hold_from_inside_the_upper)
{
    load_shipped_map("flag_one_way.map", &map);
    /* Platforms (8) at rows 12 and 13, columns 9-12. From below, up into row 12. */
    int left = 330, top = 460;
    MoveInfo mi;
    move_box(&left, &top, 0.0f, -70.0f, &mi);
    cr_assert_eq(top, 390, "up through both platforms (free from below)");
    move_box(&left, &top, 0.0f, 60.0f, &mi);
    cr_expect_eq(top, 450, "down from inside row 12 straight through row 13's platform");
    /* From above, the upper platform holds. */
    left = 330;
    top = 350;
    move_box(&left, &top, 0.0f, 40.0f, &mi);
    cr_expect_eq(top, 364, "lands on row 12 (pixel 383 is the last above it)");
}
