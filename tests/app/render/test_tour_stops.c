/* test_tour_stops.c: every stop of the built-in tour at every moment it holds still (its
 * opening, each pause, its end), at --scale 1, 1.5 and 2, in 1280x800 and 1024x600
 * windows, checked by its rectangles and what it drew:
 * - the map keeps at least half the window: the map drawn, in its view or views (the
 *   whole view where the map's shape fills it on one axis);
 * - every body drawn is at least 6 px across;
 * - the panels, the lesson, the motion's strip (below the map, under a motion with
 *   velocity) and the caption band lie over neither the map nor the HUD, a
 *   split viewport is tall enough to read, and the view drawn is the one the stop's
 *   `view=` conditions name (a split that would be too small is a failure, not a note);
 * - in the compare views the active method and every method the caption names show
 *   their flag and their counts;
 * - no text is cut, at an edge or into its first words;
 * - every ghost tag stays inside the map's frame, apart from every other tag and off the
 *   walls;
 * - a stop reached from the one before draws the very frame it draws opened afresh: no
 *   mark, note or label of the stop before.
 * COLLIDE_SHOTS=DIR keeps the frames, to look at (stopNN-tTTT-WxH-S.png). */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/session/session_feature.h"
#include "app/features/tour/tour_feature.h"
#include "app/platform/screenshot.h"
#include "app/base/keys.h"
#include "app/render/layout.h"
#include "app/render/method_color.h"
#include "app/render/method_rows.h"
#include "app/render/render.h"
#include "app/render/view.h"
#include "cmd/window_tour.h"
#include "core/base/hash.h"
#include "core/motion.h"
#include "support/support.h"
#include "window_driver.h"

#define BODY_MIN_PX 6.0f

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
}

static void shot(long stop, int w, int h, float scale)
{
    const char *dir = getenv("COLLIDE_SHOTS");
    char path[512], err[256];
    if (!dir) return;
    snprintf(path, sizeof path, "%s/stop%02ld-t%03llu-%dx%d-%.1f.png", dir, stop, (unsigned long long)app.world.tick,
             w, h, (double)scale);
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

/* The map's frame on screen in view v: the map drawn, clipped to the view. */
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
    int widest = 0;
    for (int a = 0; a < lp->count; a++)
        if (lp->is_label[a] && lp->taken[a].w > widest) widest = lp->taken[a].w;
    for (int a = 0; a < lp->count; a++) {
        if (!lp->is_label[a]) continue;
        LabelBox la = lp->taken[a];
        Rect r = {la.x, la.y, la.w, la.h};
        cr_expect(canvas_rect_contains(frame, r), "%s: tag %d,%d %dx%d leaves the map's frame %d,%d %dx%d", where, la.x,
                  la.y, la.w, la.h, frame.x, frame.y, frame.w, frame.h);
        /* Off the walls and apart wherever a map has room to spare: six tags high and
         * three wide (a shaft a few tags across at --scale 2 has not). */
        bool room = frame.h >= 6 * la.h && frame.w >= 3 * widest;
        if (room) cr_expect(!on_wall(v, la), "%s: tag %d,%d %dx%d covers a wall", where, la.x, la.y, la.w, la.h);
        for (int b = a + 1; b < lp->count && room; b++) {
            if (!lp->is_label[b]) continue;
            LabelBox o = lp->taken[b], grown = {o.x - 2, o.y - 2, o.w + 4, o.h + 4};
            cr_expect(!labels_overlap(la, grown), "%s: tags at %d,%d and %d,%d touch", where, la.x, la.y, o.x, o.y);
        }
    }
}

/* The map drawn in view v, or the whole view where the map spans it from edge to edge
 * on one axis: a map of another shape (a tall shaft in a wide window) is as large as
 * that room lets it be. */
static long map_room(const View *v)
{
    Rect m = map_frame(v), a = v->area;
    return m.w >= a.w - 1 || m.h >= a.h - 1 ? area(a) : area(m);
}

/* The map keeps half the window, and every body drawn is 6 px across or more. */
static void check_map(const char *where, const Frame *f)
{
    View views[METHOD_MAX];
    int n = layout_map_views(f, &app.world, app.view.zoom, views);
    long drawn = 0;
    for (int k = 0; k < n; k++) drawn += map_room(&views[k]);
    cr_expect_geq(2 * drawn, (long)f->w * f->h, "%s: the map takes %ld of %ld px (%.0f%%), less than half", where,
                  drawn, (long)f->w * f->h, 100.0 * (double)drawn / ((double)f->w * f->h));
    bool compare = app.world.compare != COMPARE_OFF;
    for (int r = 0; r < world_method_count(&app.world); r++) {
        if (!compare && r != app.world.resolver) continue;
        const View *v = &views[n > 1 ? r : 0];
        const Body *b = &app.world.bodies[r];
        BodyModel model = world_method(&app.world, r)->model;
        if (model == BODY_POINT) continue; /* drawn as a cross of at least 16 px */
        float across = (model == BODY_CIRCLE ? b->w : fminf(b->w, b->h)) * v->scale;
        cr_expect_geq(across, BODY_MIN_PX, "%s: %s's body is %.1f px across", where, world_method(&app.world, r)->name,
                      (double)across);
    }
}

/* Does the caption name `method` (a whole word)? */
static bool names(const char *caption, const char *method)
{
    size_t n = strlen(method);
    for (const char *at = caption; at && (at = strstr(at, method)); at++) {
        bool start = at == caption || !(isalnum((unsigned char)at[-1]) || at[-1] == '-');
        if (start && !(isalnum((unsigned char)at[n]) || at[n] == '-')) return true;
    }
    return false;
}

/* The texts drawn after method r's row began (its number and name, in its colour),
 * until the next row: do they hold its flag (when it has one) and its counts? */
static void check_row(const char *where, int r)
{
    const World *w = &app.world;
    const Tally *t = &w->log.tally[r];
    const char *flag = method_flag(w, r);
    char thru[2][32];
    snprintf(thru[0], sizeof thru[0], "thru %ld", t->crossed);
    snprintf(thru[1], sizeof thru[1], "t%ld", t->crossed);
    char in[2][32];
    snprintf(in[0], sizeof in[0], "in %ld", t->inside);
    snprintf(in[1], sizeof in[1], "i%ld", t->inside);
    bool counted = false, flagged = !flag;
    const char *label = keys_method_label(r);
    for (int k = 0; k < text_log.count; k++) {
        const Drawn *d = &text_log.e[k];
        if (d->kind != DRAWN_TEXT || strncmp(d->s, label, strlen(label)) != 0) continue;
        Colour c = method_color(world_method(w, r));
        if (d->colour.r != c.r || d->colour.g != c.g || d->colour.b != c.b) continue;
        /* The row's own texts: up to the next text in another method's colour. */
        for (int j = k; j < text_log.count && j < k + 8; j++) {
            const Drawn *e = &text_log.e[j];
            if (e->kind != DRAWN_TEXT) continue;
            if (flag && (strstr(e->s, flag) || strstr(e->s, flag[0] == 'I' ? "WALL" : "THRU"))) flagged = true;
            if ((strstr(e->s, thru[0]) || strstr(e->s, thru[1])) && (strstr(e->s, in[0]) || strstr(e->s, in[1])))
                counted = true;
        }
    }
    cr_expect(counted && flagged, "%s: %s's row shows %s%s%s", where, world_method(w, r)->name,
              counted ? "its counts" : "no counts", flag ? " and " : "", flag ? (flagged ? flag : "no flag") : "");
}

static void check_rows(const char *where, const TourView *tv)
{
    if (app.world.compare == COMPARE_OFF) return;
    for (int r = 0; r < world_method_count(&app.world); r++)
        if (r == app.world.resolver || (tv && tv->caption && names(tv->caption, world_method(&app.world, r)->name)))
            check_row(where, r);
}

/* No text cut: at an edge or a clip, or into its first words and an ellipsis. */
static void check_texts(const char *where)
{
    for (int k = 0; k < text_log.count; k++) {
        const Drawn *d = &text_log.e[k];
        if (d->kind != DRAWN_TEXT) continue;
        cr_expect(!d->clipped, "%s: \"%s\" is cut off", where, d->s);
        size_t n = strlen(d->s);
        cr_expect(n < 4 || strcmp(d->s + n - 4, " …") != 0, "%s: \"%s\" stops mid-sentence", where, d->s);
    }
}

/* What lies over the map (the legend, the split's labels) covers no body and no tag. */
static void check_over(const char *where, const Frame *f, const LayoutRect *rects, int n)
{
    View views[METHOD_MAX];
    int nv = layout_map_views(f, &app.world, app.view.zoom, views);
    for (int k = 0; k < n; k++) {
        bool legend = !strcmp(rects[k].what, "legend over the map"), label = !strcmp(rects[k].what, "split label");
        if (!legend && !label) continue;
        for (int r = 0; r < world_method_count(&app.world); r++) {
            if (label && !(nv > 1 && canvas_rect_overlaps(views[r].area, rects[k].r))) continue;
            LabelBox b = render_body_box(&views[nv > 1 ? r : 0], &app.world.bodies[r], world_method(&app.world, r)->model);
            cr_expect(!canvas_rect_overlaps(rects[k].r, (Rect){b.x, b.y, b.w, b.h}), "%s: the %s covers %s's body",
                      where, rects[k].what, world_method(&app.world, r)->name);
        }
        for (int j = 0; j < n && legend; j++)
            if (!strcmp(rects[j].what, "label"))
                cr_expect(!canvas_rect_overlaps(rects[k].r, rects[j].r), "%s: the legend covers a tag", where);
    }
}

/* Every word of the caption is drawn in the band. */
static void check_caption(const char *where, const TourView *tv, Rect band)
{
    if (!tv || !tv->caption) return;
    char drawn[1024] = "";
    for (int k = 0; k < text_log.count; k++) {
        const Drawn *d = &text_log.e[k];
        if (d->kind != DRAWN_TEXT || !canvas_rect_contains(band, d->box)) continue;
        strncat(drawn, d->s, sizeof drawn - strlen(drawn) - 2);
        strncat(drawn, " ", sizeof drawn - strlen(drawn) - 1);
    }
    char words[TOUR_CAPTION_MAX];
    snprintf(words, sizeof words, "%s", tv->caption);
    for (char *save = NULL, *wd = strtok_r(words, " ", &save); wd; wd = strtok_r(NULL, " ", &save))
        cr_expect(strstr(drawn, wd) != NULL, "%s: the caption's \"%s\" is not drawn", where, wd);
}

/* The view the stop's conditions at this hold name is the one drawn. */
static void check_view(const char *where, const TourStop *s, const Frame *f)
{
    for (int k = 0; k < s->expects; k++) {
        const TourExpect *e = &s->expect[k];
        if (e->field != TOUR_FIELD_VIEW || tour_caption_at(s, e->tick) != tour_caption_at(s, app.world.tick)) continue;
        cr_expect_eq(layout_compare(f, &app.world), (CompareView)e->value,
                     "%s: the caption is read over the %s view, the stop says %s", where,
                     layout_compare(f, &app.world) == COMPARE_SPLIT   ? "split"
                     : layout_compare(f, &app.world) == COMPARE_GHOST ? "ghost"
                                                                      : "single",
                     e->value == COMPARE_SPLIT ? "split" : e->value == COMPARE_GHOST ? "ghost" : "single");
    }
}

static void check_hold(long stop, int w, int h, float scale)
{
    char where[96];
    snprintf(where, sizeof where, "stop %ld tick %llu %dx%d scale %.1f", stop, (unsigned long long)app.world.tick, w,
             h, (double)scale);
    canvas_record_clear(&text_log);
    app_draw(&app);
    shot(stop, w, h, scale);
    Frame f = app_frame(&app);
    LayoutRect rects[LAYOUT_RECTS_MAX];
    int n = layout_rects(&f, &app.world, app.view.zoom, false, &app.view.labels, rects);
    const Rect *top = find(rects, n, "top panel"), *bottom = find(rects, n, "bottom bar");
    const Rect *band = find(rects, n, "tour caption"), *panel = find(rects, n, "lesson panel");
    const Rect *strip = find(rects, n, "motion panel");
    cr_assert(top && bottom && band, "%s: the panels and the band", where);
    /* A motion with velocity has its strip below the map, but on the tour's last step of
     * giving way, where the band says what to watch. */
    if (app.world.motion_params.model != MOTION_TOP_DOWN && layout_panel_form(&f, &app.world).give < GIVE_SMALL)
        cr_expect(strip != NULL, "%s: the motion's strip", where);
    if (strip) cr_expect(!canvas_rect_overlaps(*strip, *band), "%s: the band lies over the motion's strip", where);
    Rect hud[2] = {*top, *bottom};
    for (int k = 0; k < n; k++) {
        const LayoutRect *r = &rects[k];
        bool stage = !strcmp(r->what, "map view") || !strncmp(r->what, "split", 5) || !strcmp(r->what, "legend") ||
                     !strcmp(r->what, "lesson panel") || !strcmp(r->what, "tour caption") ||
                     !strcmp(r->what, "motion panel");
        for (int j = 0; j < 2 && stage; j++)
            cr_expect(!canvas_rect_overlaps(r->r, hud[j]), "%s: the %s lies over the HUD", where, r->what);
        if (!strcmp(r->what, "split viewport"))
            cr_expect_geq(r->r.h, 2 * app.text.line_h, "%s: a split viewport %d px high", where, r->r.h);
        if (strcmp(r->what, "map view") && strncmp(r->what, "split", 5)) continue;
        cr_expect(!canvas_rect_overlaps(r->r, *band), "%s: the band lies over the %s", where, r->what);
        if (panel) cr_expect(!canvas_rect_overlaps(r->r, *panel), "%s: the lesson lies over the %s", where, r->what);
        if (strip) {
            cr_expect(!canvas_rect_overlaps(r->r, *strip), "%s: the motion's strip lies over the %s", where, r->what);
            cr_expect_geq(strip->y, r->r.y + r->r.h, "%s: the motion's strip is below the %s", where, r->what);
        }
    }
    const TourStop *s = &tour_of(&app)->tour->stop[stop - 1];
    check_map(where, &f);
    check_view(where, s, &f);
    check_rows(where, f.tour);
    check_texts(where);
    check_over(where, &f, rects, n);
    check_caption(where, f.tour, *band);
    if (layout_compare(&f, &app.world) == COMPARE_GHOST) {
        View v = app_map_view(&app);
        check_tags(where, &v);
    }
}

/* The frame's pixels, hashed. */
static uint64_t frame_hash(int w, int h)
{
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    cr_assert_not_null(px);
    driver_read(&app, (Rect){0, 0, w, h}, px);
    uint64_t hsh = hash_bytes(HASH_INIT, px, (size_t)w * (size_t)h * 4);
    free(px);
    return hsh;
}

static int stop_count; /* the tour's, read while it is open */
static uint64_t arrived[16]; /* each stop's first frame when reached from the stop before */

/* Stop `stop` from its opening to its end, each hold checked; then Right to the next
 * stop, whose first frame is kept to compare with that stop opened afresh. */
static void check_stop(long stop, int w, int h, float scale)
{
    open_stop(stop, w, h, scale);
    stop_count = tour_of(&app)->tour->stops;
    app_draw(&app);
    uint64_t fresh = frame_hash(w, h);
    if (stop > 1)
        cr_expect_eq(fresh, arrived[stop], "stop %ld %dx%d scale %.1f: reached from stop %ld, its first frame differs from "
                                           "its own (a mark, a note or a tag of the stop before)",
                     stop, w, h, (double)scale, stop - 1);
    for (int k = 0; k < 20; k++) {
        check_hold(stop, w, h, scale);
        if (!session_replaying(session_of(&app))) break;
        driver_press(&app, SDLK_SPACE);
        for (int i = 0; i < 10000 && !app.loop.paused; i++) app_tick(&app, 0);
    }
    if (stop < stop_count) {
        driver_press(&app, SDLK_PAGEDOWN);
        app_draw(&app);
        arrived[stop + 1] = frame_hash(w, h);
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

Test(tour_stops, every_stop_at_1280x800_fits_at_every_scale, .timeout = 400)
{
    for (int k = 0; k < 3; k++) every_stop(0, SCALES[k]);
}

Test(tour_stops, every_stop_at_1024x600_fits_at_every_scale, .timeout = 400)
{
    for (int k = 0; k < 3; k++) every_stop(1, SCALES[k]);
}
