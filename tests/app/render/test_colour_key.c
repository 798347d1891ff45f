/* test_colour_key.c: the help's "Colours and marks" explains everything the map shows.
 * Every stop of the tour is drawn at each of its pauses (every method, the single, ghost
 * and split views, the overlays, directional-flag's tiles), then the trails, the
 * editor's marks and a mouse throw; every shape drawn in a map view must be in a colour
 * a line of the key names (or a body's dark edge, half its fill). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/features/session/session_feature.h"
#include "app/render/colour_key.h"
#include "app/render/layout.h"
#include "app/render/method_color.h"
#include "cmd/window_tour.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static CanvasRecord rec;

static bool same_rgb(Colour a, Colour b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

/* `c` is `k`, or half of it (a body's dark edge: render_body's fill / 2)? */
static bool is_or_half(Colour c, Colour k)
{
    return same_rgb(c, k) || (c.r == k.r / 2 && c.g == k.g / 2 && c.b == k.b / 2);
}

/* Is `c` a colour the key explains? */
static bool explained(Colour c)
{
    for (int k = 0; k < COLOUR_KEY_COUNT; k++) {
        const ColourKeyEntry *e = &COLOUR_KEY[k];
        if (e->colour && is_or_half(c, *e->colour)) return true;
        for (int a = 0; a < COLOUR_KEY_ALSO_MAX && e->also[a]; a++)
            if (is_or_half(c, *e->also[a])) return true;
        if (!e->colour)
            for (int r = 0; r < world_method_count(&app.world); r++)
                if (is_or_half(c, method_color(world_method(&app.world, r)))) return true;
    }
    return false;
}

/* Draw a frame and hold every shape inside a map view to the key. */
static void check_frame(const char *where)
{
    canvas_record_clear(&rec);
    app_draw(&app);
    Frame f = app_frame(&app);
    View views[METHOD_MAX];
    int n = layout_map_views(&f, &app.world, app.view.zoom, views);
    Rect clip = {0, 0, 0, 0};
    int shapes = 0, told = 0;
    Colour seen[16]; /* the unexplained colours said so far, each said once a frame */
    for (int i = 0; i < rec.count; i++) {
        const Drawn *d = &rec.e[i];
        if (d->kind == DRAWN_CLIP) clip = d->box;
        if (d->kind != DRAWN_RECT && d->kind != DRAWN_LINE && !(d->kind == DRAWN_TRIANGLES && !d->image)) continue;
        bool in_map = false;
        for (int v = 0; v < n && !in_map; v++)
            in_map = clip.w > 0 && clip.x == views[v].area.x && clip.y == views[v].area.y && clip.w == views[v].area.w &&
                     clip.h == views[v].area.h;
        if (!in_map) continue;
        shapes++;
        if (explained(d->colour)) continue;
        bool said = false;
        for (int k = 0; k < told && !said; k++) said = same_rgb(seen[k], d->colour);
        if (said) continue;
        if (told < 16) seen[told++] = d->colour;
        cr_expect(false, "%s: a shape in %d,%d,%d no line of the colour key names", where, d->colour.r, d->colour.g,
                  d->colour.b);
    }
    cr_expect_gt(shapes, 0, "%s: the map was drawn", where);
}

Test(colour_key, every_colour_the_tour_draws_on_the_map_is_in_the_help, .timeout = 120)
{
    static TourPlayer tour;
    AppConfig cfg = driver_config(NULL, RESOLVER_SIMPLEST);
    cfg.frames = -1;
    cr_assert(window_tour_open(&tour, NULL, 1, &cfg));
    driver_open(&app, &cfg);
    canvas_record_start(&rec, app.canvas);
    int stops = 10;
    for (int stop = 0; stop < stops; stop++) {
        char where[64];
        for (int k = 0; k < 20 && session_replaying(session_of(&app)); k++) {
            snprintf(where, sizeof where, "stop %d tick %llu", stop + 1, (unsigned long long)app.world.tick);
            check_frame(where);
            driver_press(&app, SDLK_SPACE);
            for (int t = 0; t < 10000 && !app.loop.paused; t++) app_tick(&app, 0);
        }
        if (stop == stops - 1) {
            driver_press(&app, SDLK_t); /* the trails */
            check_frame("stop 10, trails on");
        }
        driver_press(&app, SDLK_PAGEDOWN);
    }
    canvas_record_stop(&rec);
    platform_close(&app);
}

Test(colour_key, the_editors_marks_and_a_throw_are_in_the_help)
{
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    driver_open(&app, &cfg);
    canvas_record_start(&rec, app.canvas);
    View v = app_map_view(&app);
    int x = (int)view_x(&v, 12.5f * (float)map.tile), y = (int)view_y(&v, 9.5f * (float)map.tile);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0); /* a throw's band */
    driver_mouse(&app, SDL_MOUSEMOTION, x + 60, y + 20, 0, SDL_BUTTON_LMASK);
    check_frame("a throw");
    driver_mouse(&app, SDL_MOUSEBUTTONUP, x + 60, y + 20, SDL_BUTTON_LEFT, 0);
    driver_press(&app, SDLK_e);
    driver_mouse(&app, SDL_MOUSEMOTION, x, y, 0, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0); /* queued, not yet stepped */
    check_frame("the editor's marks");
    canvas_record_stop(&rec);
    platform_close(&app);
}

Test(colour_key, the_help_names_directional_flags_tiles)
{
    bool dark_red = false, pink = false;
    for (int k = 0; k < COLOUR_KEY_COUNT; k++) {
        dark_red = dark_red || strstr(COLOUR_KEY[k].what, "dark red");
        pink = pink || strstr(COLOUR_KEY[k].what, "pink");
    }
    cr_expect(dark_red && pink, "the tiles' two reds are each named");
    static Map map;
    load_shipped_map("flag_one_way.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_DIRECTIONAL_FLAG);
    driver_open(&app, &cfg);
    canvas_record_start(&rec, app.canvas);
    bool shown = false;
    driver_press(&app, SDLK_F1);
    for (int page = 0; page < 8 && app.view.help && !shown; page++) {
        canvas_record_clear(&rec);
        app_draw(&app);
        shown = canvas_record_texts(&rec, "dark red") > 0 || canvas_record_texts(&rec, "directional-flag's") > 0;
        driver_press(&app, SDLK_F1);
    }
    cr_expect(shown, "a page of the help draws the tiles' line");
    canvas_record_stop(&rec);
    platform_close(&app);
}
