/* test_render.c: the frame, drawn headless (SDL's dummy video driver and the software
 * renderer) and read back pixel by pixel. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/draw.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(const char *map_name, int resolver)
{
    load_shipped_map(map_name, &map);
    AppConfig cfg = driver_config(&map, resolver);
    driver_open(&app, &cfg);
}

static Colour pixel(int x, int y)
{
    return driver_pixel(&app, x, y);
}

static bool same(Colour a, Colour b)
{
    return colour_near(a, b, 2);
}

Test(render, the_player_and_a_solid_cell_have_their_colours)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    app_draw(&app);
    View v = app_map_view(&app);
    const Body *b = world_player(&app.world);
    Colour at_player = pixel((int)view_x(&v, b->x), (int)view_y(&v, b->y));
    cr_expect(same(at_player, COLOR_PLAYER), "player pixel is %d,%d,%d", at_player.r, at_player.g, at_player.b);
    float t = (float)map.tile;
    Colour at_wall = pixel((int)view_x(&v, 0.5f * t), (int)view_y(&v, 0.5f * t)); /* the border, cell (0,0) */
    cr_expect(same(at_wall, COLOR_SOLID), "wall pixel is %d,%d,%d", at_wall.r, at_wall.g, at_wall.b);
    Colour empty = pixel((int)view_x(&v, 10.5f * t), (int)view_y(&v, 1.5f * t));
    cr_expect(same(empty, COLOR_EMPTY), "empty pixel is %d,%d,%d", empty.r, empty.g, empty.b);
    platform_close(&app);
}

Test(render, a_one_way_platform_is_drawn_as_a_bar_on_the_top_of_its_cell)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    app_draw(&app);
    View v = app_map_view(&app);
    /* Row 10, columns 18-25 hold '8' (solid Up side). */
    float t = (float)map.tile;
    Colour top = pixel((int)view_x(&v, 20.5f * t), (int)view_y(&v, 10.0f * t + 2.0f));
    Colour middle = pixel((int)view_x(&v, 20.5f * t), (int)view_y(&v, 10.6f * t));
    cr_expect(same(top, COLOR_ONEWAY), "top edge is %d,%d,%d", top.r, top.g, top.b);
    cr_expect(same(middle, COLOR_EMPTY), "the rest of the cell is open: %d,%d,%d", middle.r, middle.g, middle.b);
    platform_close(&app);
}

Test(render, a_one_way_platform_and_a_two_sided_thin_wall_differ_in_colour)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    app_draw(&app);
    View v = app_map_view(&app);
    float t = (float)map.tile;
    /* Row 10, column 20: '8', open above. Row 3, columns 14-15: "41", a wall both ways. */
    cr_assert(render_side_one_way(&map, 20, 10, SIDE_UP));
    cr_assert(!render_side_one_way(&map, 14, 3, SIDE_RIGHT) && !render_side_one_way(&map, 15, 3, SIDE_LEFT));
    Colour one_way = pixel((int)view_x(&v, 20.5f * t), (int)view_y(&v, 10.0f * t + 2.0f));
    Colour wall = pixel((int)view_x(&v, 15.0f * t) - 2, (int)view_y(&v, 3.5f * t));
    Colour wall_far = pixel((int)view_x(&v, 15.0f * t) + 2, (int)view_y(&v, 3.5f * t));
    cr_expect(same(wall, COLOR_SIDE) && same(wall_far, COLOR_SIDE), "the thin wall is orange on both sides: %d,%d,%d",
              wall.r, wall.g, wall.b);
    cr_expect(same(one_way, COLOR_ONEWAY), "the platform is %d,%d,%d", one_way.r, one_way.g, one_way.b);
    cr_expect(one_way.r != wall.r || one_way.g != wall.g || one_way.b != wall.b, "the two kinds look different");
    platform_close(&app);
}

Test(render, the_player_moves_on_screen_when_the_world_steps)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    for (int i = 0; i < 20; i++) app_tick(&app, IN_RIGHT);
    app_draw(&app);
    View v = app_map_view(&app);
    const Body *b = world_player(&app.world);
    Colour at_player = pixel((int)view_x(&v, b->x), (int)view_y(&v, b->y));
    cr_expect(same(at_player, COLOR_PLAYER));
    float t = (float)map.tile;
    float spawn_x = ((float)map.spawn_x + 0.5f) * t, spawn_y = ((float)map.spawn_y + 0.5f) * t;
    Colour at_spawn = pixel((int)view_x(&v, spawn_x), (int)view_y(&v, spawn_y));
    cr_expect(!same(at_spawn, COLOR_PLAYER), "the player is no longer drawn at the spawn");
    platform_close(&app);
}

/* Counts pixels of a colour inside a rectangle. */
static int count_colour(Rect r, Colour c)
{
    int n = 0;
    Uint32 *buf = malloc((size_t)(r.w * r.h) * 4);
    driver_read(&app, r, buf);
    for (int i = 0; i < r.w * r.h; i++) {
        Colour p = {(uint8_t)(buf[i] >> 16), (uint8_t)(buf[i] >> 8), (uint8_t)buf[i], 255};
        if (same(p, c)) n++;
    }
    free(buf);
    return n;
}

Test(render, the_hud_shows_text_and_scale_makes_it_bigger)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    app_draw(&app);
    int top, bottom;
    Frame f = app_frame(&app);
    layout_panels(&f, &app.world, &top, &bottom);
    int title_pixels = count_colour((Rect){0, 0, 400, top}, COLOR_TITLE);
    cr_expect_gt(title_pixels, 200, "the resolver title is drawn (%d pixels)", title_pixels);
    platform_close(&app);

    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.ui_scale = 2.0f;
    driver_open(&app, &cfg);
    app_draw(&app);
    f = app_frame(&app);
    layout_panels(&f, &app.world, &top, &bottom);
    /* The panels give lines up so the map keeps half the window; what stays is twice the size. */
    int big_pixels = count_colour((Rect){0, 0, 800, top}, COLOR_TITLE);
    cr_expect_geq(big_pixels, title_pixels * 3, "--scale 2 draws the title about twice as tall and wide (%d vs %d)",
                  big_pixels, title_pixels);
    platform_close(&app);
}

Test(render, the_help_overlay_covers_the_middle_of_the_screen)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    app_draw(&app);
    Colour before = pixel(APP_DEFAULT_W / 2, APP_DEFAULT_H / 2);
    app.view.help = true;
    app_draw(&app);
    Colour after = pixel(APP_DEFAULT_W / 2, APP_DEFAULT_H / 2);
    cr_expect(!same(before, after), "help changes the middle of the screen");
    int text =
        count_colour((Rect){APP_DEFAULT_W / 4, APP_DEFAULT_H / 4, APP_DEFAULT_W / 2, APP_DEFAULT_H / 2}, COLOR_TEXT);
    cr_expect_gt(text, 500, "help text is drawn (%d pixels)", text);
    platform_close(&app);
}

/* The frame's pixels, read back (caller frees). */
static Uint32 *frame_pixels(int *w, int *h)
{
    canvas_size(app.canvas, w, h);
    Uint32 *buf = malloc((size_t)(*w * *h) * 4);
    cr_assert_not_null(buf);
    cr_assert(canvas_read_argb(app.canvas, buf, *w * 4));
    return buf;
}

Test(render, a_mover_a_billion_pixels_away_is_drawn_promptly_and_only_inside_the_view, .timeout = 20)
{
    open_app("default.map", RESOLVER_SIMPLEST);
    View v = app_map_view(&app);
    /* The mover's path runs from its place in the map to a billion pixels right and
     * down, and the mover itself is out there now. */
    Mover *mv = &app.world.map.movers[0];
    MoverState *s = &app.world.movers[0];
    mv->dx = 1000000000 / map.tile;
    mv->dy = 1000000000 / map.tile;
    s->x1 = s->x0 = 1000000000;
    s->y1 = s->y0 = 1000000000;
    canvas_colour(app.canvas, (Colour){0, 0, 0, 255});
    canvas_clear(app.canvas);
    canvas_clip(app.canvas, &v.area);
    Uint64 t0 = SDL_GetTicks64();
    render_movers(app.canvas, &v, &app.world);
    Uint64 ms = SDL_GetTicks64() - t0;
    canvas_clip(app.canvas, NULL);
    cr_expect_lt(ms, 500, "drawn in %llu ms", (unsigned long long)ms);
    int w, h, inside = 0, outside = 0;
    Uint32 *px = frame_pixels(&w, &h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if ((px[y * w + x] & 0xffffff) == 0) continue;
            if (canvas_rect_has_point(v.area, x, y)) inside++;
            else outside++;
        }
    free(px);
    cr_expect_gt(inside, 50, "the start of the path shows in the view (%d pixels)", inside);
    cr_expect_eq(outside, 0, "nothing is drawn off the view (%d pixels)", outside);
    /* The same shapes straight through draw.c, with no clip rectangle set: the frame
     * is the limit. */
    canvas_clear(app.canvas);
    t0 = SDL_GetTicks64();
    canvas_colour(app.canvas, COLOR_MOVER_PATH);
    draw_dashed_rect(app.canvas, 10, 10, 1e9f, 1e9f, 6);
    draw_thick_line(app.canvas, 10, 10, 1e9f, 3e9f, 2);
    draw_fill_rect(app.canvas, -1e9f, 1e9f, 3e9f, 2e9f);
    draw_fill_circle(app.canvas, 1e9f, 1e9f, 5);
    draw_circle_outline(app.canvas, -1e9f, 4e9f, 5, 2);
    draw_arrow(app.canvas, 1e9f, 1e9f, 2e9f, 1e9f, 2);
    ms = SDL_GetTicks64() - t0;
    cr_expect_lt(ms, 500, "draw.c's shapes in %llu ms", (unsigned long long)ms);
    platform_close(&app);
}
