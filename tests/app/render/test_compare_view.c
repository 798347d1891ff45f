/* test_compare_view.c: the compare view on screen: the ghost legend lists every method in its colour and says who is inside a wall, differences are drawn, and the split view has a labelled viewport for each method. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/compare_view.h"
#include "app/render/layout.h"
#include "app/render/theme.h"
#include "core/compare.h"
#include "core/resolvers/directional_flag.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_compare(int presses)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    for (int k = 0; k < presses; k++) {
        app.pending.actions |= ACT_COMPARE;
        app_tick(&app, 0);
    }
    for (int k = 0; k < 10; k++) app_tick(&app, IN_RIGHT);
}

static int count_colour(Rect r, Colour c)
{
    return driver_count_colour(&app, r, c, 2);
}

Test(compare, the_ghost_view_lists_every_method_in_its_colour_and_says_who_is_inside_a_wall)
{
    open_compare(1);
    cr_assert_eq(app.world.compare, COMPARE_GHOST);
    app_draw(&app);
    View v = app_map_view(&app);
    Rect legend = {v.area.x + v.area.w, v.area.y, APP_DEFAULT_W - (v.area.x + v.area.w), v.area.h};
    cr_assert_gt(legend.w, 200, "the map leaves room for the legend");
    for (int r = 0; r < RESOLVER_COUNT; r++)
        cr_expect_gt(count_colour(legend, method_color(resolver_info(r))), 30, "%s is listed in its colour", resolver_info(r)->name);
    cr_expect_eq(count_colour(legend, COLOR_ALERT), 0, "nobody is inside a wall yet");

    int ref = compare_reference(&app.world);
    const Body *b = &app.world.bodies[ref];
    Rect near = {(int)view_x(&v, b->x) - 12, (int)view_y(&v, b->y) - 12, 24, 24};
    cr_expect_gt(count_colour(near, method_color(resolver_info(ref))), 10, "the active body is drawn in its colour");

    app.world.bodies[ref] = resolver_body(ref, &app.world.map, 16.0f, 16.0f); /* into the border wall */
    app_draw(&app);
    cr_expect_gt(count_colour(legend, COLOR_ALERT), 30, "IN WALL is shown");
    platform_close(&app);
}

Test(compare, the_ghost_view_draws_the_difference_between_methods_that_disagree)
{
    int second = RESOLVER_PIXEL_ITERATION;
    open_compare(1);
    Body *a = &app.world.bodies[RESOLVER_SIMPLEST], *b = &app.world.bodies[second];
    *b = resolver_body(second, &app.world.map, a->x, a->y + 96.0f); /* three tiles below */
    app_draw(&app);
    View v = app_map_view(&app);
    Rect mid = {(int)view_x(&v, a->x) - 3, (int)view_y(&v, a->y + 48.0f) - 3, 6, 6};
    Uint32 px[36];
    driver_read(&app, mid, px);
    Colour want = method_color(resolver_info(second));
    int close = 0;
    for (int i = 0; i < 36; i++)
        close += abs((int)((px[i] >> 16) & 255) - want.r) < 40 && abs((int)((px[i] >> 8) & 255) - want.g) < 40 &&
                 abs((int)(px[i] & 255) - want.b) < 40;
    cr_expect_gt(close, 4, "a line in %s's colour joins the two", resolver_info(second)->name);
    platform_close(&app);
}

Test(compare, the_split_view_has_a_labelled_viewport_a_method_and_none_overlap)
{
    open_compare(2);
    cr_assert_eq(app.world.compare, COMPARE_SPLIT);
    app_draw(&app);
    View views[METHOD_MAX];
    Rect labels[METHOD_MAX], spare;
    Frame f = app_frame(&app);
    layout_split(&f, &app.world, app.view.zoom, views, labels, &spare);
    Rect all = app_map_view(&app).area;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        cr_expect(canvas_rect_contains(all, views[r].area) && views[r].area.w > 0 && views[r].area.h > 0,
                  "viewport %d lies in the map area", r + 1);
        cr_expect_gt(views[r].area.w, 150, "viewport %d is big enough to read", r + 1);
        for (int q = 0; q < r; q++)
            cr_expect(!canvas_rect_overlaps(views[r].area, views[q].area), "viewports %d and %d overlap", q + 1, r + 1);
        cr_expect_gt(count_colour(labels[r], method_color(resolver_info(r))), 30, "viewport %d is labelled with its name", r + 1);
    }
    const Body *b = &app.world.bodies[RESOLVER_SIMPLEST];
    const View *v = &views[RESOLVER_SIMPLEST];
    Rect near = {(int)view_x(v, b->x) - 12, (int)view_y(v, b->y) - 12, 24, 24};
    cr_expect_gt(count_colour(near, method_color(resolver_info(RESOLVER_SIMPLEST))), 10, "simplest's body in its viewport");
    platform_close(&app);
}
