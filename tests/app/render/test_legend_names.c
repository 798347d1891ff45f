/* test_legend_names.c: the ghost legend names every method in every form it takes. At
 * 1280x800 and 1024x600, scales 1, 1.5 and 2, once the bodies have moved apart and
 * tallies say THROUGH, the legend is drawn beside map areas from the full stage's height
 * down to half of it, so each form the layout picks shows up (roomy, titled, one line,
 * compact; the untitled two-line form is taller than the titled one, so it never is),
 * but never below three lines of the small font (the built-ins' short names take three lines
 * of the column at least). Every method's name (its short form at least) is drawn
 * inside the legend's panel, nothing the legend draws is cut or lies outside that panel, and no two methods'
 * texts touch. The same at every pause of every tour stop that shows the ghost view
 * (COLLIDE_SHOTS=DIR keeps those frames, to look at). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/platform/screenshot.h"
#include "cmd/window_tour.h"
#include "app/render/canvas_record.h"
#include "app/render/compare_view.h"
#include "app/render/layout.h"
#include "app/render/method_color.h"
#include "app/render/method_rows.h"
#include "app/render/text_fit.h"
#include "core/compare.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;

static const float SCALES[] = {1.0f, 1.5f, 2.0f};
static const int SIZES[][2] = {{1280, 800}, {1024, 600}};

/* The tunnel at 48 px a tick, 7 ticks right in the ghost view: the methods end
 * apart, some inside walls; every other one has gone through a wall (the tally says
 * THROUGH), with two-figure counts, the widest a row shows. */
static void open_moved(int w, int h, float scale)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.speed_level = 12;
    cfg.ui_scale = scale;
    cfg.width = w;
    cfg.height = h;
    driver_open(&app, &cfg);
    app.world.compare = COMPARE_GHOST;
    for (int t = 0; t < 7; t++) app_tick(&app, IN_RIGHT);
    for (int r = 0; r < RESOLVER_COUNT; r += 2) {
        app.world.log.tally[r].crossed = 12;
        app.world.log.tally[r].inside = 34;
        app.world.log.tally[r].short_stop = 56;
    }
    driver_record(&app, &rec);
}

/* Is method r named by a text drawn inside `box`? */
static bool named_in(Rect box, int r)
{
    const char *names[2] = {text_short_method(resolver_info(r)), resolver_info(r)->name};
    for (int k = 0; k < rec.count; k++) {
        const Drawn *e = &rec.e[k];
        if (e->kind != DRAWN_TEXT || !canvas_rect_contains(box, e->box)) continue;
        if (strstr(e->s, names[0]) || strstr(e->s, names[1])) return true;
    }
    return false;
}

/* The method whose colour `c` is, or -1 (the flags, Δ and the key). */
static int method_of(Colour c)
{
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        Colour m = method_color(resolver_info(r));
        if (!memcmp(&c, &m, sizeof c)) return r;
    }
    return -1;
}

/* No two texts of the legend overlap, and two methods' names on one line are a space
 * apart at least, so "pix-iter" and "3 line-seg" never read as one. */
static void check_apart(const char *where, int h, int space)
{
    for (int i = 0; i < rec.count; i++)
        for (int j = 0; j < rec.count; j++) {
            const Drawn *a = &rec.e[i], *b = &rec.e[j];
            if (i == j || a->kind != DRAWN_TEXT || b->kind != DRAWN_TEXT) continue;
            cr_expect(i > j || !canvas_rect_overlaps(a->box, b->box), "%s, map %d px high: \"%s\" overlaps \"%s\"",
                      where, h, a->s, b->s);
            int ra = method_of(a->colour), rb = method_of(b->colour);
            if (ra < 0 || rb < 0 || ra == rb || a->box.y != b->box.y || a->box.x > b->box.x) continue;
            cr_expect_geq(b->box.x - (a->box.x + a->box.w), space, "%s, map %d px high: \"%s\" touches \"%s\"", where,
                          h, a->s, b->s);
        }
}

/* Three lines of the small font and the legend's padding beside map area `a` (and the
 * note below it)? */
static bool roomy_enough(Rect a)
{
    Frame f = app_frame(&app);
    return a.h + layout_fallback_note(&f, &app.world).h >= 3 * app.small.line_h + frame_pad(&f);
}

/* The legend beside a map area `a`: each method named, nothing cut or outside its panel.
 * Returns the form it took. */
static LegendForm check_legend(Rect a, const char *where)
{
    Frame f = app_frame(&app);
    LegendForm form = layout_legend_form(&f, &app.world, a);
    Rect box = layout_legend_box(&f, &app.world, a);
    canvas_record_clear(&rec);
    render_compare_legend(&f, &app.world, a);
    for (int r = 0; r < world_method_count(&app.world); r++)
        cr_expect(named_in(box, r), "%s, map %d px high, form %d: %d %s is not named in the legend", where, a.h,
                  (int)form, r + 1, text_short_method(world_method(&app.world, r)));
    for (int k = 0; k < rec.count; k++) {
        const Drawn *e = &rec.e[k];
        Rect r = e->kind == DRAWN_TEXT ? e->box
                                       : (Rect){(int)e->rect.x, (int)e->rect.y, (int)e->rect.w, (int)e->rect.h};
        if (e->kind != DRAWN_TEXT && e->kind != DRAWN_RECT) continue;
        cr_expect(!e->clipped && canvas_rect_contains(box, r),
                  "%s, map %d px high, form %d: \"%s\" at %d,%d %dx%d is cut or outside the legend at %d,%d %dx%d",
                  where, a.h, (int)form, e->s, r.x, r.y, r.w, r.h, box.x, box.y, box.w, box.h);
    }
    check_apart(where, a.h, text_width(f.small, " "));
    return form;
}

Test(legend_names, every_form_names_every_method_at_every_size_and_scale, .timeout = 120)
{
    bool seen[LEGEND_COMPACT + 1] = {false};
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++) {
            int w = SIZES[s][0], h = SIZES[s][1];
            open_moved(w, h, SCALES[k]);
            int flagged = 0;
            for (int r = 0; r < RESOLVER_COUNT; r++) flagged += method_flag(&app.world, r) != NULL;
            cr_expect_geq(flagged, RESOLVER_COUNT / 2, "%dx%d: the tallies say THROUGH", w, h);
            char where[64];
            snprintf(where, sizeof where, "%dx%d scale %.1f", w, h, (double)SCALES[k]);
            Rect full = app_map_view(&app).area;
            int step = app.small.line_h / 4 > 1 ? app.small.line_h / 4 : 1;
            for (Rect a = full; a.h >= full.h / 2 && roomy_enough(a); a.h -= step) seen[check_legend(a, where)] = true;
            canvas_record_stop(&rec);
            platform_close(&app);
            canvas_record_free(&rec);
        }
    static const LegendForm FORMS[] = {LEGEND_ROOMY, LEGEND_TITLED, LEGEND_ONE, LEGEND_COMPACT};
    for (int k = 0; k < 4; k++) cr_expect(seen[FORMS[k]], "the legend took form %d somewhere", (int)FORMS[k]);
}

static TourPlayer tour;

/* Every pause of every tour stop that shows the ghost view: the legend beside the map as
 * the tour lays it out names every method. */
static void tour_pauses(int w, int h, float scale)
{
    for (long stop = 1, stops = 1; stop <= stops; stop++) {
        AppConfig cfg = {.ui_scale = scale, .headless = true, .frames = -1, .width = w, .height = h};
        cr_assert(window_tour_open(&tour, NULL, stop, &cfg));
        stops = tour.tour->stops; /* every stop of the shipped tour */
        cr_assert(platform_open(&app, &cfg));
        driver_record(&app, &rec);
        for (int pause = 0; pause < 8; pause++) {
            for (int i = 0; i < 2000 && !app.loop.paused; i++) app_tick(&app, 0);
            Frame f = app_frame(&app);
            char where[96];
            snprintf(where, sizeof where, "stop %ld pause %d %dx%d scale %.1f", stop, pause, w, h, (double)scale);
            Rect a = app_map_view(&app).area;
            if (layout_compare(&f, &app.world) == COMPARE_GHOST && roomy_enough(a)) {
                check_legend(a, where);
                const char *dir = getenv("COLLIDE_SHOTS");
                if (dir) {
                    char path[512], err[256];
                    app_draw(&app);
                    snprintf(path, sizeof path, "%s/s%02ld-p%d-%dx%d-%.1f.png", dir, stop, pause, w, h, (double)scale);
                    screenshot_save(app.canvas, path, err, sizeof err);
                }
            }
            driver_press(&app, SDLK_SPACE);
            app_tick(&app, 0);
        }
        canvas_record_stop(&rec);
        platform_close(&app);
        canvas_record_free(&rec);
    }
}

Test(legend_names, every_tour_pause_in_the_ghost_view_names_every_method, .timeout = 240)
{
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++) tour_pauses(SIZES[s][0], SIZES[s][1], SCALES[k]);
}
