/* test_fit.c: every scale fits. At --scale 1, 1.5 and 2, in 1280x800 and 1024x600
 * windows, every rectangle of the layout (panels, map view, legend, split viewports,
 * help box, labels) lies inside the window, no text is cut at the window or at the
 * edge of the panel it is drawn in (the map browser's list too), and what a person needs is still there: fps and
 * "F1 help" on the bottom bar, IN WALL on every method inside a wall, every method's
 * number. The tunnel map at 48 px/tick, a few ticks right, puts methods in walls. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/browser/browser_feature.h"
#include "app/base/keys.h"
#include "app/render/help.h"
#include "app/render/hud.h"
#include "app/render/layout.h"
#include "app/platform/screenshot.h"
#include "cmd/window_tour.h"
#include "core/compare.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord text_log;

static const float SCALES[] = {1.0f, 1.5f, 2.0f};
static const int SIZES[][2] = {{1280, 800}, {1024, 600}};

typedef enum Shown {
    SHOWN_SINGLE,
    SHOWN_GHOST,
    SHOWN_SPLIT,
    SHOWN_HELP,
    SHOWN_CROWD,
    SHOWN_CROWD_HELP,
    SHOWN_TOUR,
    SHOWN_TOUR_SPLIT,
    SHOWN_BROWSER,
    SHOWN_COUNT
} Shown;
static const char *const SHOWN_NAME[] = {"single",     "ghost", "split",      "help",   "crowd",
                                         "crowd-help", "tour",  "tour-split", "browser"};

static void open_app_in(int w, int h, float scale, Mode mode, MotionModel motion)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_DIRECTIONAL_FLAG);
    cfg.world.motion = motion_defaults(motion);
    cfg.world.speed_level = 12;
    cfg.world.mode = mode;
    cfg.ui_scale = scale;
    cfg.width = w;
    cfg.height = h;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
}

static void open_app(int w, int h, float scale, Mode mode)
{
    open_app_in(w, h, scale, mode, MOTION_TOP_DOWN);
}

static bool drawn(const char *needle)
{
    return driver_drawn(&text_log, needle) > 0;
}

static int count_drawn(const char *needle)
{
    return driver_drawn(&text_log, needle);
}

static void shot(const char *what, int w, int h, float scale)
{
    const char *dir = getenv("COLLIDE_SHOTS");
    char path[512], err[256];
    if (!dir) return;
    snprintf(path, sizeof path, "%s/%s-%dx%d-%.1f.png", dir, what, w, h, (double)scale);
    screenshot_save(app.canvas, path, err, sizeof err);
}

/* Every page of the help: nothing cut, the footer on each, every key of the mode on one. */
static void check_help_pages(const char *name, int w, int h, float scale, const Frame *f)
{
    int pages = help_pages(f, app.world.mode, &app.world.methods), keys = 0;
    cr_expect(pages >= 1 && pages <= 8, "%s %dx%d scale %.1f: %d pages", name, w, h, (double)scale, pages);
    for (int page = 0; page < pages; page++) {
        app.view.help_page = page;
        canvas_record_clear(&text_log);
        app_draw(&app);
        cr_expect(drawn("closes"), "%s %dx%d scale %.1f: page %d's footer", name, w, h, (double)scale, page + 1);
        for (int i = 0; i < KEY_TABLE_COUNT; i++) {
            KeyTexts t;
            keys_texts(&KEY_TABLE[i], &app.world.methods, &t);
            if (keys_in_help(&KEY_TABLE[i], app.world.mode) && t.label[0]) keys += count_drawn(t.label) > 0;
        }
        for (int k = 0; k < text_log.count; k++)
            cr_expect(text_log.e[k].kind != DRAWN_TEXT || !text_log.e[k].clipped,
                      "%s %dx%d scale %.1f page %d: \"%s\" is cut off", name, w, h, (double)scale, page + 1,
                      text_log.e[k].s);
    }
    int listed = 0;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        KeyTexts t;
        keys_texts(&KEY_TABLE[i], &app.world.methods, &t);
        listed += keys_in_help(&KEY_TABLE[i], app.world.mode) && t.label[0];
    }
    cr_expect_geq(keys, listed, "%s %dx%d scale %.1f: %d of the %d keys shown over %d pages", name, w, h, (double)scale,
                  keys, listed, pages);
    app.view.help_page = 0;
}

/* Draw what `shown` asks for and check it; the app is in the state it needs. */
static void check(Shown shown, int w, int h, float scale)
{
    const char *name = SHOWN_NAME[shown];
    bool help = shown == SHOWN_HELP || shown == SHOWN_CROWD_HELP;
    app.view.help = help;
    app.view.help_page = 0;
    Frame f = app_frame(&app);
    if (help) check_help_pages(name, w, h, scale, &f);
    canvas_record_clear(&text_log);
    app_draw(&app);
    shot(name, w, h, scale);
    LayoutRect rects[LAYOUT_RECTS_MAX];
    bool map_drawn = app.world.mode == MODE_TILES;
    int n = layout_rects(&f, &app.world, app.view.zoom, help, map_drawn ? &app.view.labels : NULL, rects);
    Rect window = {0, 0, w, h};
    for (int k = 0; k < n; k++) {
        Rect r = rects[k].r;
        cr_expect(canvas_rect_contains(window, r) && r.w > 0 && r.h > 0,
                  "%s %dx%d scale %.1f: %s at %d,%d %dx%d is not inside the window", name, w, h, (double)scale,
                  rects[k].what, r.x, r.y, r.w, r.h);
    }
    for (int k = 0; k < text_log.count; k++) {
        const Drawn *e = &text_log.e[k];
        cr_expect(e->kind != DRAWN_TEXT || !e->clipped, "%s %dx%d scale %.1f: \"%s\" at %d,%d %dx%d is cut off", name,
                  w, h, (double)scale, e->s, e->box.x, e->box.y, e->box.w, e->box.h);
    }
    if (help) return;
    /* The bottom bar as a window shows it: the fps and the help hint stay. */
    char tags[8] = "";
    HudState s = {.show_fps = true, .fps = 60.0, .tags = tags, .next_resolver = -1, .slow = 1, .trace = &app.trace};
    canvas_record_clear(&text_log);
    hud_draw(&f, &app.world, &s);
    cr_expect(drawn("fps") && drawn("F1 help"), "%s %dx%d scale %.1f: fps and F1 help on the bottom bar", name, w, h,
              (double)scale);
    for (int k = 0; k < text_log.count; k++)
        cr_expect(text_log.e[k].kind != DRAWN_TEXT || !text_log.e[k].clipped, "%s %dx%d scale %.1f: \"%s\" is cut off",
                  name, w, h, (double)scale, text_log.e[k].s);
}

/* In the compare views every method inside a wall says so. */
static void check_in_wall(Shown shown, int w, int h, float scale)
{
    canvas_record_clear(&text_log);
    app.view.help = false;
    app_draw(&app);
    int in_wall = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) in_wall += compare_in_wall(&app.world, r);
    cr_expect_geq(count_drawn("IN WALL"), in_wall, "%s %dx%d scale %.1f: %d methods in a wall, %d say IN WALL",
                  SHOWN_NAME[shown], w, h, (double)scale, in_wall, count_drawn("IN WALL"));
}

static void each_size_and_scale(void (*body)(int w, int h, float scale))
{
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++) body(SIZES[s][0], SIZES[s][1], SCALES[k]);
}

static void tiles_views(int w, int h, float scale)
{
    open_app(w, h, scale, MODE_TILES);
    for (int t = 0; t < 4; t++) app_tick(&app, IN_RIGHT);
    check(SHOWN_SINGLE, w, h, scale);
    check(SHOWN_HELP, w, h, scale);
    map_browser_toggle(browser_of(&app));
    check(SHOWN_BROWSER, w, h, scale);
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("Corners and gaps") && drawn("Enter"), "%dx%d scale %.1f: the browser's rows and keys", w, h,
              (double)scale);
    map_browser_toggle(browser_of(&app));
    app.world.compare = COMPARE_GHOST;
    for (int t = 0; t < 3; t++) app_tick(&app, IN_RIGHT);
    check(SHOWN_GHOST, w, h, scale);
    /* A projector's window: the legend still says what Δ is and what its short tally means. */
    if (h >= APP_DEFAULT_H && scale <= 1.5f) {
        canvas_record_clear(&text_log);
        app_draw(&app);
        cr_expect(drawn("px from") || drawn("(edges)"), "%dx%d scale %.1f: the legend says what Δ measures", w, h,
                  (double)scale);
        cr_expect((drawn("thru") || drawn("through a wall")) && drawn("reset"),
                  "%dx%d scale %.1f: the legend names its tally and R", w, h,
                  (double)scale);
    }
    /* Every scale: the legend's key says what Δ is, and what t, i, thru, in and short are
     * wherever the rows show a tally. */
    canvas_record_clear(&text_log);
    app_draw(&app);
    if (h >= APP_DEFAULT_H || scale < 2.0f)
        cr_expect(drawn("px from") || drawn("Δ from"), "%dx%d scale %.1f: the legend says what Δ is", w, h,
                  (double)scale);
    bool abbreviated = false, shorts = false;
    for (int k = 0; k < text_log.count; k++) {
        const char *e = text_log.e[k].s;
        shorts = shorts || strstr(e, "short ");
        abbreviated = abbreviated || (e[0] == 't' && e[1] >= '0' && e[1] <= '9');
    }
    cr_expect(!abbreviated || drawn("through a wall"), "%dx%d scale %.1f: t and i are keyed", w, h, (double)scale);
    cr_expect(!shorts || drawn("short:") || drawn("short ="), "%dx%d scale %.1f: short is keyed", w, h,
              (double)scale);
    check_in_wall(SHOWN_GHOST, w, h, scale);
    app.world.compare = COMPARE_SPLIT;
    check(SHOWN_SPLIT, w, h, scale);
    check_in_wall(SHOWN_SPLIT, w, h, scale);
    platform_close(&app);
}

/* The platformer's strip below the map: the parameters the live keys change and the
 * active body's ground, in the single, ghost and split views. */
static void platformer_views(int w, int h, float scale)
{
    open_app_in(w, h, scale, MODE_TILES, MOTION_PLATFORMER);
    for (int t = 0; t < 4; t++) app_tick(&app, IN_RIGHT);
    for (int v = 0; v < 3; v++) {
        app.world.compare = (CompareView)v;
        check(v == 0 ? SHOWN_SINGLE : v == 1 ? SHOWN_GHOST : SHOWN_SPLIT, w, h, scale);
        canvas_record_clear(&text_log);
        app_draw(&app);
        cr_expect(drawn("gravity") || drawn("g "), "%dx%d scale %.1f view %d: the gravity", w, h, (double)scale, v);
        cr_expect(drawn("jump") || drawn("j "), "%dx%d scale %.1f view %d: the jump", w, h, (double)scale, v);
        cr_expect(drawn("GROUND") || drawn("AIR"), "%dx%d scale %.1f view %d: the ground", w, h, (double)scale, v);
    }
    platform_close(&app);
}

static void crowd_views(int w, int h, float scale)
{
    open_app(w, h, scale, MODE_CROWD);
    check(SHOWN_CROWD, w, h, scale);
    check(SHOWN_CROWD_HELP, w, h, scale);
    app.pending.actions = ACT_CROWD_LOAD;
    app_tick(&app, 0);
    for (int t = 0; t < 3; t++) app_tick(&app, 0);
    check(SHOWN_CROWD, w, h, scale);
    platform_close(&app);
}

/* The guided tour's caption band at a stop's pause: the ghost view (stop 1), the split (stop 2). */
static void tour_views(int w, int h, float scale)
{
    static TourPlayer tour;
    AppConfig cfg = {.ui_scale = scale, .headless = true, .frames = -1, .width = w, .height = h};
    cr_assert(window_tour_open(&tour, NULL, 1, &cfg));
    cr_assert(platform_open(&app, &cfg));
    driver_record(&app, &text_log);
    for (int i = 0; i < 1000 && !app.loop.paused; i++) app_tick(&app, 0);
    check(SHOWN_TOUR, w, h, scale);
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("Stop 1/"), "tour %dx%d scale %.1f: the stop's number", w, h, (double)scale);
    /* The band takes its room from the map and never lies over it, at every size and
     * scale: the caption above gives way first, then the band's type shrinks; the map
     * keeps room for a few lines' height. */
    Frame f = app_frame(&app);
    TourPanel band;
    layout_tour_panel(&f, &app.world, &band);
    View v = app_map_view(&app);
    cr_expect(band.taken_h > 0 && !canvas_rect_overlaps(band.rect, v.area),
              "tour %dx%d scale %.1f: the band lies over the map", w, h, (double)scale);
    cr_expect_geq(v.area.h, 2 * app.text.line_h, "tour %dx%d scale %.1f: the map is %d px high", w, h, (double)scale,
                  v.area.h);
    driver_press(&app, SDLK_RIGHT);
    for (int i = 0; i < 1000 && !app.loop.paused; i++) app_tick(&app, 0);
    check(SHOWN_TOUR_SPLIT, w, h, scale);
    platform_close(&app);
}

Test(fit, the_tour_fits_every_window_and_scale, .timeout = 120)
{
    each_size_and_scale(tour_views);
}

Test(fit, the_tiles_views_fit_every_window_and_scale, .timeout = 120)
{
    each_size_and_scale(tiles_views);
}

Test(fit, the_motion_panel_fits_every_window_and_scale, .timeout = 120)
{
    each_size_and_scale(platformer_views);
}

Test(fit, the_crowd_views_fit_every_window_and_scale, .timeout = 120)
{
    each_size_and_scale(crowd_views);
}
