/* test_tour_stops.c: every stop of the built-in tour at its first pause, at --scale 1,
 * 1.5 and 2, in 1280x800 and 1024x600 windows, checked by its rectangles: the map keeps
 * half the stage beside the lesson panel, the panel and the caption band lie over
 * neither the map nor the HUD, a split viewport is tall enough to read (else the view
 * falls back to the ghost view and says so), and every ghost tag stays inside the map's
 * frame, apart from every other tag and off the walls. COLLIDE_SHOTS=DIR keeps the
 * frames, to look at. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/tour/tour_feature.h"
#include "app/platform/screenshot.h"
#include "app/render/layout.h"
#include "app/render/view.h"
#include "cmd/window_tour.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static TourPlayer tour;
static CanvasRecord text_log;

static const float SCALES[] = {1.0f, 1.5f, 2.0f};
static const int SIZES[][2] = {{1280, 800}, {1024, 600}};

static void open_stop(long stop, int w, int h, float scale)
{
    AppConfig cfg = {.ui_scale = scale, .headless = true, .frames = -1, .width = w, .height = h};
    cr_assert(window_tour_open(&tour, NULL, stop, &cfg));
    cr_assert(platform_open(&app, &cfg));
    driver_record(&app, &text_log);
    for (int i = 0; i < 2000 && !app.loop.paused; i++) app_tick(&app, 0);
}

static void shot(long stop, int w, int h, float scale)
{
    const char *dir = getenv("COLLIDE_SHOTS");
    char path[512], err[256];
    if (!dir) return;
    snprintf(path, sizeof path, "%s/stop%02ld-%dx%d-%.1f.png", dir, stop, w, h, (double)scale);
    screenshot_save(app.canvas, path, err, sizeof err);
}

static const Rect *find(const LayoutRect *rects, int n, const char *what)
{
    for (int k = 0; k < n; k++)
        if (strcmp(rects[k].what, what) == 0) return &rects[k].r;
    return NULL;
}

static long area(Rect r)
{
    return (long)r.w * r.h;
}

/* The map's frame on screen: the map drawn in the view, clipped to the view. */
static Rect map_frame(const View *v)
{
    const Map *m = &app.world.map;
    int x0 = (int)view_x(v, 0.0f), y0 = (int)view_y(v, 0.0f);
    int x1 = (int)view_x(v, (float)(m->w * m->tile)), y1 = (int)view_y(v, (float)(m->h * m->tile));
    Rect a = v->area;
    if (x0 < a.x) x0 = a.x;
    if (y0 < a.y) y0 = a.y;
    if (x1 > a.x + a.w) x1 = a.x + a.w;
    if (y1 > a.y + a.h) y1 = a.y + a.h;
    return (Rect){x0, y0, x1 - x0, y1 - y0};
}

/* Does the label cover a wall cell's pixels? */
static bool on_wall(const View *v, LabelBox b)
{
    const Map *m = &app.world.map;
    for (int y = b.y; y < b.y + b.h; y += 2)
        for (int x = b.x; x < b.x + b.w; x += 2) {
            float wx = ((float)x + 0.5f - v->ox) / v->scale, wy = ((float)y + 0.5f - v->oy) / v->scale;
            if (wx >= 0 && wy >= 0 && wx < (float)(m->w * m->tile) && wy < (float)(m->h * m->tile) &&
                map_is_wall_at(m, wx, wy))
                return true;
        }
    return false;
}

static void check_tags(const char *where, const View *v)
{
    const LabelPlacer *lp = &app.view.labels;
    Rect frame = map_frame(v);
    for (int a = 0; a < lp->count; a++) {
        if (!lp->is_label[a]) continue;
        LabelBox la = lp->taken[a];
        Rect r = {la.x, la.y, la.w, la.h};
        cr_expect(canvas_rect_contains(frame, r), "%s: tag %d,%d %dx%d leaves the map's frame %d,%d %dx%d", where, la.x,
                  la.y, la.w, la.h, frame.x, frame.y, frame.w, frame.h);
        /* Off the walls wherever a map has room to spare: six tags high. */
        if (frame.h >= 6 * la.h)
            cr_expect(!on_wall(v, la), "%s: tag %d,%d %dx%d covers a wall", where, la.x, la.y, la.w, la.h);
        for (int b = a + 1; b < lp->count; b++) {
            if (!lp->is_label[b]) continue;
            LabelBox o = lp->taken[b], grown = {o.x - 2, o.y - 2, o.w + 4, o.h + 4};
            cr_expect(!labels_overlap(la, grown), "%s: tags at %d,%d and %d,%d touch", where, la.x, la.y, o.x, o.y);
        }
    }
}

static int stop_count; /* the tour's, read while it is open */

static void check_stop(long stop, int w, int h, float scale)
{
    char where[96];
    snprintf(where, sizeof where, "stop %ld %dx%d scale %.1f", stop, w, h, (double)scale);
    open_stop(stop, w, h, scale);
    canvas_record_clear(&text_log);
    app_draw(&app);
    shot(stop, w, h, scale);
    stop_count = tour_of(&app)->tour->stops;
    Frame f = app_frame(&app);
    LayoutRect rects[LAYOUT_RECTS_MAX];
    int n = layout_rects(&f, &app.world, app.view.zoom, false, &app.view.labels, rects);
    const Rect *top = find(rects, n, "top panel"), *bottom = find(rects, n, "bottom bar");
    const Rect *band = find(rects, n, "tour caption"), *panel = find(rects, n, "lesson panel");
    cr_assert(top && bottom && band, "%s: the panels and the band", where);
    Rect hud[2] = {*top, *bottom};
    for (int k = 0; k < n; k++) {
        const LayoutRect *r = &rects[k];
        bool stage = !strcmp(r->what, "map view") || !strncmp(r->what, "split", 5) || !strcmp(r->what, "legend") ||
                     !strcmp(r->what, "lesson panel") || !strcmp(r->what, "tour caption");
        for (int j = 0; j < 2 && stage; j++)
            cr_expect(!canvas_rect_overlaps(r->r, hud[j]), "%s: the %s lies over the HUD", where, r->what);
        if (!strcmp(r->what, "split viewport"))
            cr_expect_geq(r->r.h, 2 * app.text.line_h, "%s: a split viewport %d px high", where, r->r.h);
        if (strcmp(r->what, "map view") && strncmp(r->what, "split", 5)) continue;
        cr_expect(!canvas_rect_overlaps(r->r, *band), "%s: the band lies over the %s", where, r->what);
        if (panel) cr_expect(!canvas_rect_overlaps(r->r, *panel), "%s: the lesson lies over the %s", where, r->what);
    }
    const Rect *map = find(rects, n, "map view");
    if (map && panel) {
        long stage = area(*map) + area(*panel);
        cr_expect_geq(2 * area(*map), stage, "%s: the map keeps %ld of %ld px of the stage", where, area(*map), stage);
    }
    if (app.world.compare == COMPARE_SPLIT && !find(rects, n, "split viewport"))
        cr_expect(driver_drawn(&text_log, "Split") > 0, "%s: the split fell back to the ghosts and says so", where);
    if (app.world.compare != COMPARE_OFF && !find(rects, n, "split viewport")) {
        View v = app_map_view(&app);
        check_tags(where, &v);
    }
    platform_close(&app);
}

static void every_stop(int size, float scale)
{
    long stops = 1;
    for (long stop = 1; stop <= stops; stop++) {
        check_stop(stop, SIZES[size][0], SIZES[size][1], scale);
        stops = stop_count;
    }
}

Test(tour_stops, every_stop_at_1280x800_fits_at_every_scale, .timeout = 240)
{
    for (int k = 0; k < 3; k++) every_stop(0, SCALES[k]);
}

Test(tour_stops, every_stop_at_1024x600_fits_at_every_scale, .timeout = 240)
{
    for (int k = 0; k < 3; k++) every_stop(1, SCALES[k]);
}
