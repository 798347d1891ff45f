/* test_crowd_render.c: the crowd mode on screen, drawn headless by the software
 * renderer and read back: circles in their colour, red after a collision, the green
 * collision point, the invitation before any key, the figures in the HUD. */
#include <criterion/criterion.h>

#include "app/app.h"
#include "app/render/crowd_view.h"
#include "app/render/layout.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_crowd(void)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.world.mode = MODE_CROWD;
    driver_open(&app, &cfg);
}

static View crowd_view(void)
{
    Frame f = app_frame(&app);
    return layout_crowd_view(&f, &app.world, app.view.zoom);
}

static Colour pixel(float x, float y)
{
    return driver_pixel(&app, (int)x, (int)y);
}

static int count_colour(Rect r, Colour c, int tol)
{
    return driver_count_colour(&app, r, c, tol);
}

Test(crowd_render, before_any_key_the_screen_says_to_press_one)
{
    open_crowd();
    app_draw(&app);
    View v = crowd_view();
    int title = count_colour(v.area, COLOR_TITLE, 2);
    cr_expect_gt(title, 300, "the invitation is drawn in the middle (%d pixels)", title);
    platform_close(&app);
}

Test(crowd_render, circles_are_blue_then_red_after_a_collision_with_a_green_point_between)
{
    open_crowd();
    Crowd *c = &app.world.crowd;
    cr_assert(crowd_load(c, 3));
    c->avoid = false;
    /* Two heading into each other, one standing apart. */
    crowd_set(c, 0, &(CrowdEntity){.x = 500, .y = 400, .vx = 2, .r = 16, .tx = 900, .ty = 400});
    crowd_set(c, 1, &(CrowdEntity){.x = 531, .y = 400, .vx = -2, .r = 16, .tx = 100, .ty = 400});
    crowd_set(c, 2, &(CrowdEntity){.x = 300, .y = 200, .r = 16, .tx = 300, .ty = 200});
    app_tick(&app, 0);
    cr_assert_eq(c->red, 2, "the two that met are red");
    app_draw(&app);
    View v = crowd_view();
    CrowdEntity a = crowd_get(c, 0), still = crowd_get(c, 2);
    Colour red = pixel(view_x(&v, a.x - 8), view_y(&v, a.y));
    cr_expect(colour_near(red, COLOR_CROWD_RED, 12), "a collided circle is red: %d,%d,%d", red.r, red.g, red.b);
    Colour blue = pixel(view_x(&v, still.x), view_y(&v, still.y));
    cr_expect(colour_near(blue, COLOR_CROWD_BODY, 12), "the other is blue: %d,%d,%d", blue.r, blue.g, blue.b);
    /* The collision point, where they touched: green, on top of both. */
    const CrowdDot *d = &c->dots[0];
    Colour green = pixel(view_x(&v, d->x), view_y(&v, d->y));
    cr_expect(colour_near(green, COLOR_CROWD_DOT, 40), "a green dot at the contact: %d,%d,%d", green.r, green.g,
              green.b);
    platform_close(&app);
}

Test(crowd_render, the_green_point_fades_within_a_second)
{
    open_crowd();
    Crowd *c = &app.world.crowd;
    cr_assert(crowd_load(c, 2));
    c->avoid = false;
    /* They bounce off and walk back to places well apart. */
    crowd_set(c, 0, &(CrowdEntity){.x = 500, .y = 400, .vx = 2, .r = 16, .tx = 300, .ty = 400});
    crowd_set(c, 1, &(CrowdEntity){.x = 531, .y = 400, .vx = -2, .r = 16, .tx = 700, .ty = 400});
    app_tick(&app, 0);
    cr_assert_eq(c->collisions, 1);
    float dx = c->dots[0].x, dy = c->dots[0].y;
    app_draw(&app);
    View v = crowd_view();
    Colour fresh = pixel(view_x(&v, dx), view_y(&v, dy));
    cr_expect(colour_near(fresh, COLOR_CROWD_DOT, 40), "green at first: %d,%d,%d", fresh.r, fresh.g, fresh.b);
    for (int t = 0; t < CROWD_DOT_TICKS; t++) app_tick(&app, 0);
    cr_assert_eq(c->collisions, 1, "no second collision");
    app_draw(&app);
    Colour spot = pixel(view_x(&v, dx), view_y(&v, dy));
    cr_expect(colour_near(spot, COLOR_BACKGROUND, 4), "gone after a second: %d,%d,%d", spot.r, spot.g, spot.b);
    platform_close(&app);
}

Test(crowd_render, ten_thousand_circles_are_all_drawn)
{
    open_crowd();
    Crowd *c = &app.world.crowd;
    cr_assert(crowd_load(c, 10000));
    app_draw(&app);
    View v = crowd_view();
    int blue = count_colour(v.area, COLOR_CROWD_BODY, 30);
    /* Each circle covers a few pixels at this zoom: far more than one pixel per circle. */
    cr_expect_gt(blue, 10000, "blue pixels: %d", blue);
    platform_close(&app);
}

static int top_panel_pixels(Colour c)
{
    int top, bottom;
    Frame f = app_frame(&app);
    layout_panels(&f, &app.world, &top, &bottom);
    return count_colour((Rect){0, 0, APP_DEFAULT_W, top}, c, 2);
}

Test(crowd_render, the_hud_shows_the_figures_and_the_red_count_in_red_only_when_not_zero)
{
    open_crowd();
    app.pending.actions = ACT_CROWD_LOAD;
    app_tick(&app, 0);
    app.world.crowd.red = 0;
    app_draw(&app);
    int text = top_panel_pixels(COLOR_TEXT), alert = top_panel_pixels(COLOR_ALERT);
    cr_expect_gt(text, 150, "figures drawn (%d pixels)", text);
    cr_expect_eq(alert, 0, "0 red is not drawn in red (%d pixels)", alert);
    app.world.crowd.red = 3;
    app_draw(&app);
    alert = top_panel_pixels(COLOR_ALERT);
    cr_expect_gt(alert, 10, "a red count in red (%d pixels)", alert);
    platform_close(&app);
}

static void press(SDL_Keycode key)
{
    driver_press(&app, key);
    app_tick(&app, 0);
}

Test(crowd_render, the_first_key_only_loads_the_crowd_and_a_then_toggles_avoidance)
{
    open_crowd();
    bool avoid = app.world.crowd.avoid;
    CrowdBroadphase phase = app.world.crowd.broadphase;
    press(SDLK_a);
    cr_expect_eq(app.world.crowd.count, 32, "A loaded the seed's 32");
    cr_expect_eq(app.world.crowd.avoid, avoid, "the loading key did not also toggle avoidance");
    press(SDLK_q);
    cr_expect_eq(app.world.crowd.broadphase, phase == CROWD_GRID ? CROWD_NAIVE : CROWD_GRID, "Q now switches");
    press(SDLK_a);
    cr_expect_eq(app.world.crowd.avoid, !avoid, "A now toggles");
    platform_close(&app);
}

/* One red circle standing in the arena, and a fresh collision point at (dx, dy). */
static void red_circle_with_a_dot(float dx, float dy, uint64_t age)
{
    Crowd *c = &app.world.crowd;
    cr_assert(crowd_load(c, 1));
    crowd_set(c, 0, &(CrowdEntity){.x = 400, .y = 400, .r = 16, .tx = 900, .ty = 400, .flags = CROWD_RED});
    cr_assert_gt(c->dot_cap, 0);
    c->tick = 1000;
    c->dots[0] = (CrowdDot){dx, dy, c->tick - age};
    c->dot_count = 1;
    app_draw(&app);
}

Test(crowd_render, a_collision_point_is_small_short_lived_and_under_the_circles_outline)
{
    open_crowd();
    red_circle_with_a_dot(400, 400, 0);
    View v = crowd_view();
    /* Small: a few pixels from the point, the circle's own red shows. */
    Colour near_dot = pixel(view_x(&v, 400) + 5.0f, view_y(&v, 400));
    cr_expect(colour_near(near_dot, COLOR_CROWD_RED, 12), "5 px from the point: red %d,%d,%d", near_dot.r, near_dot.g,
              near_dot.b);
    Colour at_dot = pixel(view_x(&v, 400), view_y(&v, 400));
    cr_expect(colour_near(at_dot, COLOR_CROWD_DOT, 40), "the point itself is green: %d,%d,%d", at_dot.r, at_dot.g,
              at_dot.b);
    /* Under the outline: a point on the rim leaves the rim the circle's (dark) red. */
    float rim = 400 + 16 - 1.5f / v.scale;
    red_circle_with_a_dot(rim, 400, 0);
    Colour on_rim = pixel(view_x(&v, rim), view_y(&v, 400));
    cr_expect(on_rim.r > on_rim.g + 40, "the outline stays red over the point: %d,%d,%d", on_rim.r, on_rim.g, on_rim.b);
    /* Short-lived: gone well within the second the core keeps it. */
    red_circle_with_a_dot(400, 400, CROWD_VIEW_DOT_TICKS);
    int green = count_colour(v.area, COLOR_CROWD_DOT, 60);
    cr_expect_eq(green, 0, "gone after %d ticks (%d green pixels)", CROWD_VIEW_DOT_TICKS, green);
    cr_expect_lt(CROWD_VIEW_DOT_TICKS, CROWD_DOT_TICKS / 2);
    platform_close(&app);
}
