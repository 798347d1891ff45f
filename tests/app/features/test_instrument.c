/* test_instrument.c: the compare view as an instrument, on screen. Held Right on the
 * tunnel map at 48 px a tick: simplest's row says THROUGH and R clears it; T draws
 * each body's recent path; F colours the map by how often moves from a cell fail, with a key
 * whose scale runs green to red, a tick at 25%. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/layout.h"
#include "app/features/compare/compare_feature.h"
#include "app/features/heat_map/heat_map_feature.h"
#include "app/render/compare_view.h"
#include "app/render/heat_view.h"
#include "app/render/theme.h"
#include "core/compare.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void tunnel_ghosts(int ticks)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_LINE_SEGMENT);
    cfg.world.speed_level = 12;
    driver_open(&app, &cfg);
    app.pending.actions |= ACT_COMPARE;
    app_tick(&app, 0);
    for (int k = 0; k < ticks; k++) app_tick(&app, IN_RIGHT);
}

static void press(SDL_Keycode key)
{
    driver_press(&app, key);
}

static Colour read_pixel(int x, int y)
{
    return driver_pixel(&app, x, y);
}

static int count_near(Rect r, Colour c)
{
    return driver_count_colour(&app, r, c, 2);
}

static Rect legend_rect(void)
{
    View v = app_map_view(&app);
    return (Rect){v.area.x + v.area.w, v.area.y, APP_DEFAULT_W - (v.area.x + v.area.w), v.area.h};
}

Test(instrument, the_rows_flag_through_on_the_tunnel_and_r_clears_the_counts)
{
    tunnel_ghosts(12);
    for (int r = 0; r < RESOLVER_COUNT; r++) cr_assert_not(compare_in_wall(&app.world, r), "nobody is inside a wall");
    cr_assert_gt(app.world.log.tally[RESOLVER_SIMPLEST].crossed, 0);
    cr_assert_eq(app.world.log.tally[RESOLVER_LINE_SEGMENT].crossed, 0);
    app_draw(&app);
    cr_expect_gt(count_near(legend_rect(), COLOR_ALERT), 60, "THROUGH and the counts are in red");
    press(SDLK_r);
    cr_expect_eq(app.world.log.tally[RESOLVER_SIMPLEST].crossed, 0, "R resets the counts");
    cr_expect_eq(app.world.log.tally[RESOLVER_SIMPLEST].moves, 0);
    app_draw(&app);
    cr_expect_eq(count_near(legend_rect(), COLOR_ALERT), 0, "nothing flagged after R");
    platform_close(&app);
}

Test(instrument, t_draws_the_paths_of_the_last_two_seconds)
{
    tunnel_ghosts(9); /* line-segment (active) and Minkowski stop at the thin wall; simplest goes on */
    View v = app_map_view(&app);
    /* Between the spawn and the thin wall, where every body passed and none stands. */
    int x = (int)view_x(&v, 200.0f), y = (int)view_y(&v, 144.0f);
    cr_assert(app.world.bodies[RESOLVER_SIMPLEST].x > 400.0f);
    app_draw(&app);
    Colour off = read_pixel(x, y), aside = read_pixel(x, (int)view_y(&v, 300.0f));
    press(SDLK_t);
    cr_assert(compare_of(&app)->trails);
    app_draw(&app);
    Colour on = read_pixel(x, y);
    cr_expect(memcmp(&on, &off, sizeof on) != 0, "the trail is drawn where the bodies passed");
    int change = abs(on.r - off.r) + abs(on.g - off.g) + abs(on.b - off.b);
    cr_expect_gt(change, 90, "plainly: %d,%d,%d against %d,%d,%d", on.r, on.g, on.b, off.r, off.g, off.b);
    Colour aside_on = read_pixel(x, (int)view_y(&v, 300.0f));
    cr_expect(memcmp(&aside, &aside_on, sizeof aside) == 0, "nothing where nobody went");
    press(SDLK_t);
    app_draw(&app);
    Colour again = read_pixel(x, y);
    cr_expect(memcmp(&again, &off, sizeof again) == 0, "T again hides them");
    platform_close(&app);
}

/* The tunnel map with simplest active, its ghosts still at the spawn. */
static void simplest_on_tunnel(void)
{
    tunnel_ghosts(0);
    app.pending.resolver = RESOLVER_SIMPLEST;
    app_tick(&app, 0);
}

Test(instrument, f_colours_the_map_by_failure_for_the_active_method_with_a_legend)
{
    simplest_on_tunnel();
    View v = app_map_view(&app);
    /* (6, 6): left of the thin wall, where simplest's moves to the right go through (row 6:
     * away from the spawn's row, where the ghosts' tags sit). */
    int x = (int)view_x(&v, 6 * 32 + 16), y = (int)view_y(&v, 6 * 32 + 16);
    int fx = (int)view_x(&v, 3 * 32 + 16), fy = (int)view_y(&v, 12 * 32 + 16);
    app_draw(&app);
    Colour before = read_pixel(x, y);
    press(SDLK_f);
    cr_assert_not_null(heat_map_of(&app)->cache);
    app_draw(&app);
    Colour bad = read_pixel(x, y), fine = read_pixel(fx, fy);
    cr_expect(memcmp(&bad, &before, sizeof bad) != 0, "the cell is coloured");
    cr_expect_gt(bad.r, fine.r + 40, "failing is warmer: %d,%d,%d against %d,%d,%d", bad.r, bad.g, bad.b, fine.r,
                 fine.g, fine.b);
    Colour title = COLOR_TITLE;
    Frame f = app_frame(&app);
    Rect key = layout_heat_key(&f, &app.world, v.area); /* over the map's freest corner */
    cr_expect_gt(count_near(key, title), 20, "the legend's title is drawn");
    press(SDLK_f);
    cr_expect_null(heat_map_of(&app)->cache);
    platform_close(&app);
}

static Colour opaque_heat(double rate)
{
    Colour c = heat_color(rate);
    c.a = 255;
    return c;
}

Test(instrument, the_window_key_runs_green_to_red_with_a_tick_at_25_percent)
{
    simplest_on_tunnel();
    press(SDLK_f);
    app_draw(&app);
    View v = app_map_view(&app);
    Frame f = app_frame(&app);
    Rect key = layout_heat_key(&f, &app.world, v.area);
    int lh = f.small->line_h, top = key.y + frame_pad(&f) / 4 + lh; /* the scale's line */
    int mid_row = top + lh / 2;
    /* Along the bar's middle: where green starts, where red ends, the 25% tick between. */
    int green = -1, red = -1, tick = -1, steps = 0;
    Colour last = {0, 0, 0, 0};
    for (int x = key.x; x < key.x + key.w; x++) {
        Colour c = read_pixel(x, mid_row);
        if (green < 0 && colour_near(c, opaque_heat(0.0), 2)) green = x;
        if (colour_near(c, opaque_heat(1.0), 2)) red = x;
        if (green >= 0 && red < 0 && tick < 0 && colour_near(c, COLOR_TEXT, 2)) tick = x;
        if (green >= 0 && red < 0 && memcmp(&c, &last, sizeof c) != 0) steps++;
        last = c;
    }
    cr_assert_geq(green, 0, "the bar starts at no-failure green");
    cr_assert_gt(red, green + 4 * lh, "and ends at all-failing red, a few lines further: %d..%d", green, red);
    cr_expect_geq(steps, 20, "in many even steps of colour (%d changes)", steps);
    cr_assert_geq(tick, 0, "a tick crosses the bar");
    int half = (green + red) / 2;
    cr_expect_leq(abs(tick - half), lh / 3 + 1, "at its middle: tick %d, bar %d..%d", tick, green, red);
    cr_expect(colour_near(read_pixel(tick - 2, mid_row), opaque_heat(0.25), 30) ||
                  colour_near(read_pixel(tick + 3, mid_row), opaque_heat(0.25), 30),
              "the colour beside the tick is 25%%'s yellow");
    /* The tick stands out of the bar above and below, down to its label. */
    int above = top + lh / 10 + 1, below = top + lh - 1; /* the bar spans 0.2 to 0.8 of the line */
    cr_expect(colour_near(read_pixel(tick, above), COLOR_TEXT, 2), "the tick rises above the bar (row %d)", above);
    cr_expect(colour_near(read_pixel(tick, below), COLOR_TEXT, 2), "and reaches down to the label (row %d)", below);
    Rect label = {half - lh, top + lh, 2 * lh, lh};
    cr_expect_gt(count_near(label, COLOR_TEXT), 10, "25%% is written under it");
    platform_close(&app);
}
