/* test_compare.c: the compare view. One input drives every method's body and
 * each ends exactly where its resolver alone would have taken it; "inside a wall" and
 * "agree within a pixel" read as a user would; the ghost view's legend and the split
 * view's labelled viewports are on screen. Written against the registry, so it
 * covers whichever resolvers this build has. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/compare.h"
#include "support/support.h"

/* Held keys and speed changes up to several tiles a tick: where the methods differ. */
static Input drive(int t)
{
    static const uint8_t pattern[] = {IN_RIGHT, IN_DOWN | IN_RIGHT, IN_DOWN,          IN_LEFT, IN_UP | IN_LEFT, IN_UP,
                                      0,        IN_RIGHT | IN_UP,   IN_LEFT | IN_DOWN};
    Input in = INPUT_NONE;
    in.held = pattern[(t / 17) % (int)sizeof pattern];
    if (t % 53 == 0 && t < 500) in.actions |= ACT_SPEED_UP;
    if (t % 71 == 0 && t >= 500) in.actions |= ACT_SPEED_DOWN;
    return in;
}

static void lockstep_on(const Map *map)
{
    WorldConfig cfg = {.seed = 11, .resolver = RESOLVER_SIMPLEST, .speed_level = 2, .mode = MODE_TILES};
    World *all = malloc(sizeof *all), *alone = malloc(sizeof *alone);
    cr_assert(world_init(all, map, &cfg));
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        WorldConfig one = cfg;
        one.resolver = r;
        cr_assert(world_init(alone, map, &one));
        if (r > 0) {
            world_free(all);
            cr_assert(world_init(all, map, &cfg));
        }
        for (int t = 0; t < 800; t++) {
            Input in = drive(t);
            world_step(alone, &in, NULL);
            if (t == 0) in.actions |= ACT_COMPARE; /* every method from the first tick on */
            world_step(all, &in, NULL);
            const Body *a = &all->bodies[r], *b = &alone->bodies[r];
            cr_assert(a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h,
                      "map \"%s\", %s, tick %d: %g,%g in the compare view, %g,%g alone", map->name,
                      resolver_info(r)->name, t + 1, (double)a->x, (double)a->y, (double)b->x, (double)b->y);
        }
        world_free(alone);
    }
    world_free(all);
    free(all);
    free(alone);
}

Test(compare, one_input_drives_every_method_and_each_matches_its_resolver_run_alone)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int maps = shipped_map_names(names);
    for (int k = 0; k < maps; k++) {
        static Map m;
        load_shipped_map(names[k], &m);
        lockstep_on(&m);
    }
    cr_expect_geq(maps, 1);
}

static World world;

static void start(const char *text)
{
    static Map m;
    MapError e;
    cr_assert(map_parse(&m, text, strlen(text), "test", &e), "%d:%d %s", e.line, e.col, e.msg);
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT};
    cr_assert(world_init(&world, &m, &cfg));
}

Test(compare, ghost_view_starts_every_method_at_the_active_body_and_switching_moves_none)
{
    start("collide-map 1\ngrid\n########\n#P.....#\n#......#\n########\nend\n");
    world.bodies[RESOLVER_SIMPLEST].x += 40.0f; /* the active body has walked away */
    Input c = INPUT_NONE;
    c.actions = ACT_COMPARE;
    world_step(&world, &c, NULL);
    cr_assert_eq(world.compare, COMPARE_GHOST);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        cr_expect_float_eq(world.bodies[r].x, world.bodies[RESOLVER_SIMPLEST].x, 1e-6, "%s", resolver_info(r)->name);
        cr_expect_float_eq(world.bodies[r].y, world.bodies[RESOLVER_SIMPLEST].y, 1e-6, "%s", resolver_info(r)->name);
    }
    world.bodies[RESOLVER_MINKOWSKI].x -= 7.0f;
    Body before = world.bodies[RESOLVER_MINKOWSKI];
    Input sw = INPUT_NONE;
    sw.resolver = RESOLVER_MINKOWSKI;
    world_step(&world, &sw, NULL);
    cr_expect_eq(world.resolver, RESOLVER_MINKOWSKI);
    cr_expect_float_eq(world.bodies[RESOLVER_MINKOWSKI].x, before.x, 1e-6,
                       "picking another method in the compare view keeps its own body where it is");
    world_step(&world, &c, NULL);
    cr_expect_eq(world.compare, COMPARE_SPLIT);
    world_step(&world, &c, NULL);
    cr_expect_eq(world.compare, COMPARE_OFF);
    world_free(&world);
}

#define WALLS                                                                               \
    "collide-map 1\ntile 32\ngrid\n########\n#P..41.#\n#......#\n#..8...#\n########\nend\n" \
    "mover 5 2  1 1  0 0  10\n"

static bool in_wall_at(int r, float x, float y)
{
    world.bodies[r] = resolver_body(r, &world.map, x, y);
    return compare_in_wall(&world, r);
}

Test(compare, a_body_is_inside_a_wall_only_when_it_reaches_into_one)
{
    start(WALLS);
    const float T = 32.0f;
    /* A point: its cell is solid, or it is within a mover. */
    cr_expect(in_wall_at(RESOLVER_SIMPLEST, 0.5f * T, 0.5f * T));
    cr_expect(!in_wall_at(RESOLVER_SIMPLEST, 1.5f * T, 1.5f * T));
    cr_expect(in_wall_at(RESOLVER_SIMPLEST, 5.5f * T, 2.5f * T), "inside the mover");
    /* A box (Minkowski's, 20 px): touching the wall is not inside it, a pixel more is. */
    float half = resolver_body(RESOLVER_MINKOWSKI, &world.map, 0, 0).w * 0.5f;
    cr_expect(!in_wall_at(RESOLVER_MINKOWSKI, T + half, 1.5f * T), "touching the left wall");
    cr_expect(in_wall_at(RESOLVER_MINKOWSKI, T + half - 1.0f, 1.5f * T), "one pixel into the left wall");
    cr_expect(!in_wall_at(RESOLVER_MINKOWSKI, 5.0f * T - half, 1.5f * T), "touching the thin wall 41");
    cr_expect(in_wall_at(RESOLVER_MINKOWSKI, 5.0f * T, 1.5f * T), "across the thin wall 41");
    cr_expect(in_wall_at(RESOLVER_MINKOWSKI, 5.5f * T, 2.5f * T + half), "overlapping the mover");
    /* A circle (grid-region's): across a one-way platform is not inside a wall; across
     * a wall closed from both sides is. */
    cr_expect(!in_wall_at(RESOLVER_GRID_REGION, 3.5f * T, 3.0f * T), "on the one-way platform's edge");
    cr_expect(in_wall_at(RESOLVER_GRID_REGION, 5.0f * T, 1.5f * T), "across the thin wall");
    cr_expect(!in_wall_at(RESOLVER_GRID_REGION, 2.5f * T, 2.5f * T), "in the open");
    world_free(&world);
}

Test(compare, methods_within_a_pixel_of_each_other_form_one_group_and_the_reference_group_comes_first)
{
    start(WALLS);
    static const float at[RESOLVER_COUNT][2] = {
        [RESOLVER_SIMPLEST] = {100, 100},    [RESOLVER_PIXEL_ITERATION] = {100, 100},
        [RESOLVER_LINE_SEGMENT] = {100.6f, 100}, [RESOLVER_MINKOWSKI] = {150, 100},
        [RESOLVER_GRID_REGION] = {150, 100.9f}, [RESOLVER_QUAD_PUSH] = {60, 70},
        [RESOLVER_DIRECTIONAL_FLAG] = {60, 70},
    };
    unsigned mask = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        world.bodies[r] = resolver_body(r, &world.map, at[r][0], at[r][1]);
        if (at[r][0] > 0.0f) mask |= 1u << r; /* those placed here; a method added later stays out */
    }
    CompareGroup g[METHOD_MAX];
    int n = compare_groups(&world, mask, RESOLVER_MINKOWSKI, g);
    cr_assert_eq(n, 3);
    cr_expect_eq(g[0].count, 2);
    cr_expect_eq(g[0].members[0], RESOLVER_MINKOWSKI);
    cr_expect_eq(g[0].members[1], RESOLVER_GRID_REGION);
    cr_expect_eq(g[1].count, 3, "simplest, pixel-iteration and line-segment 0.6 px apart agree");
    cr_expect_eq(g[1].members[2], RESOLVER_LINE_SEGMENT);
    cr_expect_eq(g[2].count, 2);
    cr_expect_eq(compare_groups(&world, 1u << RESOLVER_QUAD_PUSH, -1, g), 1, "only the methods in the mask");
    world_free(&world);
}
