/* test_limits.c: maps at the format's limits (docs/robustness.md): the smallest map
 * (1x1), the largest grid (128x128), a grid with no free cell, a spawn walled in on all
 * four sides, the tile size, mover and line-length limits. Each either loads and runs
 * (every method, in the compare view, holding every direction at top speed) or is
 * refused with FILE:LINE:COL and a message that says what is wrong. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/compare.h"
#include "core/world.h"
#include "support/support.h"

static Map map;
static World world;

static bool parse(const char *text, MapError *e)
{
    return map_parse(&map, text, strlen(text), "limits.map", e);
}

static void expect_refused(const char *text, const char *where, const char *message)
{
    MapError e;
    cr_assert_not(parse(text, &e), "accepted:\n%.200s", text);
    char line[512];
    map_error_format(&e, line, sizeof line);
    cr_expect(strstr(line, where) == line, "expected '%s' first in: %s", where, line);
    cr_expect(strstr(line, message) != NULL, "expected '%s' in: %s", message, line);
}

/* A grid of w x h cells, all `fill` but the spawn at (1, 1) (or (0, 0) when 1 wide). */
static char *grid_text(int w, int h, char fill, int tile)
{
    char *s = malloc((size_t)(h * (w + 1) + 128));
    int at = sprintf(s, "collide-map 1\ntile %d\ngrid\n", tile);
    for (int j = 0; j < h; j++) {
        for (int i = 0; i < w; i++) s[at++] = (i == (w > 1) && j == (h > 1)) ? 'P' : fill;
        s[at++] = '\n';
    }
    sprintf(s + at, "end\n");
    return s;
}

/* Run the world in the compare view for `ticks` ticks at top speed, turning every
 * 15 ticks through the eight directions; every body must stay finite and in the map.
 * Returns how many ticks some body was inside a wall. */
static int run_every_method(int ticks)
{
    WorldConfig cfg = {
        .seed = 1, .resolver = RESOLVER_MINKOWSKI, .speed_level = SPEED_LEVEL_COUNT - 1, .mode = MODE_TILES};
    cr_assert(world_init(&world, &map, &cfg));
    static const uint8_t dirs[8] = {IN_RIGHT, IN_DOWN | IN_RIGHT, IN_DOWN, IN_DOWN | IN_LEFT,
                                    IN_LEFT,  IN_UP | IN_LEFT,    IN_UP,   IN_UP | IN_RIGHT};
    int in_wall = 0;
    float w = (float)(map.w * map.tile), h = (float)(map.h * map.tile);
    for (int t = 0; t < ticks; t++) {
        Input in = INPUT_NONE;
        in.held = dirs[(t / 15) % 8];
        if (t == 0) in.actions = ACT_COMPARE;
        world_step(&world, &in, NULL);
        bool any = false;
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            const Body *b = &world.bodies[r];
            cr_assert(isfinite(b->x) && isfinite(b->y) && b->x >= 0 && b->x <= w && b->y >= 0 && b->y <= h,
                      "%s at %g, %g on a %gx%g map, tick %d", resolver_info(r)->name, (double)b->x, (double)b->y,
                      (double)w, (double)h, t);
            any = any || compare_in_wall(&world, r);
        }
        in_wall += any;
    }
    world_free(&world);
    return in_wall;
}

Test(limits, a_one_by_one_map_loads_and_every_method_runs_on_it)
{
    MapError e;
    cr_assert(parse("collide-map 1\ntile 8\ngrid\nP\nend\n", &e), "%s", e.msg);
    cr_expect(map.w == 1 && map.h == 1 && map.spawn_x == 0 && map.spawn_y == 0);
    cr_expect_eq(run_every_method(240), 0, "no method ends inside the map's solid outside");
}

Test(limits, the_largest_grid_loads_and_every_method_runs_on_it)
{
    char *text = grid_text(MAP_MAX_W, MAP_MAX_H, '.', MAP_TILE_MAX);
    MapError e;
    cr_assert(parse(text, &e), "%d:%d %s", e.line, e.col, e.msg);
    cr_expect(map.w == 4096 && map.h == 4096 && map.tile == 128);
    free(text);
    cr_expect_eq(run_every_method(240), 0);
}

Test(limits, a_grid_one_cell_too_wide_or_too_tall_is_refused_where_it_overflows)
{
    char *wide = grid_text(MAP_MAX_W + 1, 3, '.', 32);
    expect_refused(wide, "limits.map:4:4097:", "grid row wider than 4096 cells");
    free(wide);
    char *tall = grid_text(3, MAP_MAX_H + 1, '.', 32);
    expect_refused(tall, "limits.map:4100:1:", "grid taller than 4096 rows");
    free(tall);
}

Test(limits, tile_sizes_from_8_to_128_load_and_outside_that_are_refused)
{
    MapError e;
    cr_expect(parse("collide-map 1\ntile 8\ngrid\nP\nend\n", &e), "%s", e.msg);
    cr_expect(parse("collide-map 1\ntile 128\ngrid\nP\nend\n", &e), "%s", e.msg);
    expect_refused("collide-map 1\ntile 7\ngrid\nP\nend\n",
                   "limits.map:2:6:", "tile size 7 out of range (8-128 pixels)");
    expect_refused("collide-map 1\ntile 129\ngrid\nP\nend\n", "limits.map:2:6:", "out of range");
    expect_refused("collide-map 1\ntile 99999999999\ngrid\nP\nend\n", "limits.map:2:6:", "tile size is too large");
}

Test(limits, a_grid_with_no_free_cell_has_no_spawn_and_is_refused)
{
    /* The spawn is an empty cell by definition, so a map always has one free cell; a
     * grid without one has no spawn, which is what the message says. */
    expect_refused("collide-map 1\ngrid\n###\n###\nend\n", "limits.map:2:1:", "no player spawn 'P' in the grid");
}

Test(limits, a_spawn_walled_in_on_all_four_sides_loads_and_the_player_stays_put)
{
    /* "A spawn inside a wall": the format keeps P's own cell empty, so the closest a map
     * can come is a spawn cell closed on every side, by solid cells, by thin sides, or by
     * the map's edge. It loads and runs: no method ends inside a wall (every default
     * body is smaller than a tile), and none leaves the cell, except that the point
     * methods that see only solid cells (simplest, pixel-iteration) walk through thin
     * sides, as they do everywhere, and so does quad-push, whose Mighty quads are
     * solid cells and movers only. */
    static const char *maps[] = {
        "collide-map 1\ngrid\n###\n#P#\n###\nend\n",
        "collide-map 1\ngrid\n.2.\n4P1\n.8.\nend\n",
        "collide-map 1\ntile 8\ngrid\nP#\n##\nend\n",
    };
    for (int k = 0; k < 3; k++) {
        MapError e;
        cr_assert(parse(maps[k], &e), "%s", e.msg);
        WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_COUNT - 1, .mode = MODE_TILES};
        cr_assert(world_init(&world, &map, &cfg));
        Input in = INPUT_NONE;
        in.actions = ACT_COMPARE;
        world_step(&world, &in, NULL);
        for (int t = 0; t < 64; t++) {
            in = INPUT_NONE;
            in.held = (uint8_t)(1 + t % 15);
            world_step(&world, &in, NULL);
        }
        float tile = (float)map.tile;
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            const Body *b = &world.bodies[r];
            bool sees_thin_sides = r != RESOLVER_SIMPLEST && r != RESOLVER_PIXEL_ITERATION && r != RESOLVER_QUAD_PUSH;
            bool home = map_cell_of(&map, b->x) == map.spawn_x && map_cell_of(&map, b->y) == map.spawn_y;
            /* A point may end exactly on the cell's far edge line; it is still in no wall. */
            cr_expect(home || (k == 1 && !sees_thin_sides) ||
                          (fabsf(b->x - ((float)map.spawn_x + 0.5f) * tile) <= tile * 0.5f &&
                           fabsf(b->y - ((float)map.spawn_y + 0.5f) * tile) <= tile * 0.5f),
                      "map %d: %s left the spawn cell for %g, %g", k, resolver_info(r)->name, (double)b->x,
                      (double)b->y);
            cr_expect_not(compare_in_wall(&world, r), "map %d: %s ended inside a wall", k, resolver_info(r)->name);
        }
        world_free(&world);
    }
}

Test(limits, a_spawn_painted_solid_by_a_recording_runs_and_a_respawn_there_is_survived)
{
    /* The editor never paints the spawn cell (an undo of a spawn move does, for one
     * tick, which recordings keep), but a recording written by hand can leave it solid
     * and then respawn: every method runs on from inside the wall, nothing crashes, and
     * the bodies stay finite and in the map. */
    MapError e;
    cr_assert(parse("collide-map 1\ngrid\n#####\n#.P.#\n#####\nend\n", &e), "%s", e.msg);
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_MINKOWSKI, .speed_level = 8, .mode = MODE_TILES};
    cr_assert(world_init(&world, &map, &cfg));
    Input in = INPUT_NONE;
    in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, 2, 1};
    in.actions = ACT_COMPARE;
    world_step(&world, &in, NULL);
    in = INPUT_NONE;
    in.actions = ACT_RESPAWN;
    world_step(&world, &in, NULL);
    cr_expect_eq(map_cell(&world.map, 2, 1), SIDE_ALL);
    for (int t = 0; t < 60; t++) {
        in = INPUT_NONE;
        in.held = t < 30 ? IN_LEFT : IN_RIGHT;
        world_step(&world, &in, NULL);
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const Body *b = &world.bodies[r];
        cr_expect(isfinite(b->x) && isfinite(b->y) && b->x >= 0 && b->x <= 160 && b->y >= 0 && b->y <= 96,
                  "%s at %g, %g", resolver_info(r)->name, (double)b->x, (double)b->y);
    }
    world_free(&world);
}

Test(limits, thirty_two_movers_load_and_a_thirty_third_is_refused)
{
    char text[4096];
    int at = sprintf(text, "collide-map 1\ngrid\n");
    for (int j = 0; j < 4; j++) at += sprintf(text + at, "%s\n", j == 0 ? "P......." : "........");
    at += sprintf(text + at, "end\n");
    for (int k = 0; k < MAP_MAX_MOVERS; k++) at += sprintf(text + at, "mover %d %d 1 1 0 0 10\n", k % 8, k / 8);
    MapError e;
    cr_expect(parse(text, &e), "%s", e.msg);
    sprintf(text + at, "mover 0 0 1 1 0 0 10\n");
    expect_refused(text, "limits.map:40:1:", "too many movers (at most 32)");
}

Test(limits, a_line_of_8192_bytes_loads_and_one_of_8193_is_refused)
{
    static char text[MAP_LINE_MAX + 64];
    int at = sprintf(text, "collide-map 1\n#");
    memset(text + at, 'x', MAP_LINE_MAX - 1);
    at += MAP_LINE_MAX - 1;
    sprintf(text + at, "\ngrid\nP\nend\n");
    MapError e;
    cr_expect(parse(text, &e), "%s", e.msg);
    at = sprintf(text, "collide-map 1\n#");
    memset(text + at, 'x', MAP_LINE_MAX);
    at += MAP_LINE_MAX;
    sprintf(text + at, "\ngrid\nP\nend\n");
    expect_refused(text, "limits.map:2:8193:", "line longer than 8192 bytes");
}
