/* test_compare.c: the compare view (issue 6). One input drives all seven bodies and
 * each ends exactly where its resolver alone would have taken it; "inside a wall" and
 * "agree within a pixel" read as a user would; the ghost view's legend and the split
 * view's seven labelled viewports are on screen. Written against the registry, so it
 * covers whichever resolvers this build has. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/compare_view.h"
#include "app/render/theme.h"
#include "core/compare.h"
#include "support/support.h"

/* Held keys and speed changes up to several tiles a tick: where the methods differ. */
static Input drive(int t)
{
    static const uint8_t pattern[] = {IN_RIGHT, IN_DOWN | IN_RIGHT, IN_DOWN, IN_LEFT, IN_UP | IN_LEFT, IN_UP, 0,
                                      IN_RIGHT | IN_UP, IN_LEFT | IN_DOWN};
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
        if (!compare_available(r)) continue;
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
            if (t == 0) in.actions |= ACT_COMPARE; /* all seven from the first tick on */
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

Test(compare, one_input_drives_all_seven_and_each_matches_its_resolver_run_alone)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int maps = shipped_map_names(names);
    for (int k = 0; k < maps; k++) {
        static Map m;
        load_shipped_map(names[k], &m);
        lockstep_on(&m);
    }
    cr_expect_geq(maps, 1);
    int available = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) available += compare_available(r);
    cr_log_info("checked %d resolver(s) on %d map(s)", available, maps);
    cr_expect_geq(available, 1, "at least one resolver moves the player");
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

#define WALLS "collide-map 1\ntile 32\ngrid\n########\n#P..41.#\n#......#\n#..8...#\n########\nend\n" \
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
    float at[RESOLVER_COUNT][2] = {{100, 100}, {100, 100}, {100.6f, 100}, {150, 100}, {150, 100.9f}, {60, 70}, {60, 70}};
    for (int r = 0; r < RESOLVER_COUNT; r++) world.bodies[r] = resolver_body(r, &world.map, at[r][0], at[r][1]);
    CompareGroup g[RESOLVER_COUNT];
    int n = compare_groups(&world, (1u << RESOLVER_COUNT) - 1, RESOLVER_MINKOWSKI, g);
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

/* ---- on screen ---- */

static App app;
static Map map;

static void open_compare(int presses)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = {.map = &map,
                     .world = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT},
                     .ui_scale = 1.0f, .headless = true, .width = APP_DEFAULT_W, .height = APP_DEFAULT_H};
    cr_assert(app_open(&app, &cfg));
    for (int k = 0; k < presses; k++) {
        app.pending.actions |= ACT_COMPARE;
        app_tick(&app, 0);
    }
    for (int k = 0; k < 10; k++) app_tick(&app, IN_RIGHT);
}

static bool same(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) <= 2 && abs(a.g - b.g) <= 2 && abs(a.b - b.b) <= 2;
}

static int count_colour(SDL_Rect r, SDL_Color c)
{
    int n = 0;
    Uint32 *buf = malloc((size_t)(r.w * r.h) * 4);
    cr_assert_eq(SDL_RenderReadPixels(app.renderer, &r, SDL_PIXELFORMAT_ARGB8888, buf, r.w * 4), 0);
    for (int i = 0; i < r.w * r.h; i++)
        n += same((SDL_Color){(Uint8)(buf[i] >> 16), (Uint8)(buf[i] >> 8), (Uint8)buf[i], 255}, c);
    free(buf);
    return n;
}

Test(compare, the_ghost_view_lists_every_method_in_its_colour_and_says_who_is_inside_a_wall)
{
    open_compare(1);
    cr_assert_eq(app.world.compare, COMPARE_GHOST);
    app_draw(&app);
    View v = app_map_view(&app);
    SDL_Rect legend = {v.area.x + v.area.w, v.area.y, APP_DEFAULT_W - (v.area.x + v.area.w), v.area.h};
    cr_assert_gt(legend.w, 200, "the map leaves room for the legend");
    for (int r = 0; r < RESOLVER_COUNT; r++)
        cr_expect_gt(count_colour(legend, compare_color(r)), 30, "%s is listed in its colour", resolver_info(r)->name);
    cr_expect_eq(count_colour(legend, COLOR_ALERT), 0, "nobody is inside a wall yet");

    int ref = compare_reference(&app.world);
    const Body *b = &app.world.bodies[ref];
    SDL_Rect near = {(int)view_x(&v, b->x) - 12, (int)view_y(&v, b->y) - 12, 24, 24};
    cr_expect_gt(count_colour(near, compare_color(ref)), 10, "the active body is drawn in its colour");

    app.world.bodies[ref] = resolver_body(ref, &app.world.map, 16.0f, 16.0f); /* into the border wall */
    app_draw(&app);
    cr_expect_gt(count_colour(legend, COLOR_ALERT), 30, "IN WALL is shown");
    app_close(&app);
}

Test(compare, the_ghost_view_draws_the_difference_between_methods_that_disagree)
{
    int second = -1;
    for (int r = RESOLVER_COUNT - 1; r > RESOLVER_SIMPLEST; r--)
        if (compare_available(r)) second = r;
    if (!compare_available(RESOLVER_SIMPLEST) || second < 0)
        cr_skip_test("needs two available resolvers; this build has fewer");
    open_compare(1);
    Body *a = &app.world.bodies[RESOLVER_SIMPLEST], *b = &app.world.bodies[second];
    *b = resolver_body(second, &app.world.map, a->x, a->y + 96.0f); /* three tiles below */
    app_draw(&app);
    View v = app_map_view(&app);
    SDL_Rect mid = {(int)view_x(&v, a->x) - 3, (int)view_y(&v, a->y + 48.0f) - 3, 6, 6};
    Uint32 px[36];
    cr_assert_eq(SDL_RenderReadPixels(app.renderer, &mid, SDL_PIXELFORMAT_ARGB8888, px, 6 * 4), 0);
    SDL_Color want = compare_color(second);
    int close = 0;
    for (int i = 0; i < 36; i++)
        close += abs((int)((px[i] >> 16) & 255) - want.r) < 40 && abs((int)((px[i] >> 8) & 255) - want.g) < 40 &&
                 abs((int)(px[i] & 255) - want.b) < 40;
    cr_expect_gt(close, 4, "a line in %s's colour joins the two", resolver_info(second)->name);
    app_close(&app);
}

Test(compare, the_split_view_has_seven_labelled_viewports_that_do_not_overlap)
{
    open_compare(2);
    cr_assert_eq(app.world.compare, COMPARE_SPLIT);
    app_draw(&app);
    View views[RESOLVER_COUNT];
    SDL_Rect labels[RESOLVER_COUNT], spare;
    compare_split_layout(&app, views, labels, &spare);
    SDL_Rect all = app_map_view(&app).area;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        SDL_Rect both;
        cr_expect(SDL_IntersectRect(&views[r].area, &all, &both) && both.w == views[r].area.w &&
                  both.h == views[r].area.h, "viewport %d lies in the map area", r + 1);
        cr_expect_gt(views[r].area.w, 150, "viewport %d is big enough to read", r + 1);
        for (int q = 0; q < r; q++)
            cr_expect(!SDL_HasIntersection(&views[r].area, &views[q].area), "viewports %d and %d overlap", q + 1, r + 1);
        cr_expect_gt(count_colour(labels[r], compare_color(r)), 30, "viewport %d is labelled with its name", r + 1);
    }
    const Body *b = &app.world.bodies[RESOLVER_SIMPLEST];
    const View *v = &views[RESOLVER_SIMPLEST];
    SDL_Rect near = {(int)view_x(v, b->x) - 12, (int)view_y(v, b->y) - 12, 24, 24};
    cr_expect_gt(count_colour(near, compare_color(RESOLVER_SIMPLEST)), 10, "simplest's body in its viewport");
    app_close(&app);
}
