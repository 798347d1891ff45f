/* test_lesson_panel.c: the lesson panel. Drawn headless, its name and lines are on
 * screen when shown and gone after L; on every shipped map, at 1280x800 and 1024x600
 * and scales 1, 1.5 and 2, it lies inside the window, every wrapped line fits its width
 * and height, and a panel that takes room beside or below the map never covers it.
 * COLLIDE_TEST_SHOTS=DIR writes the frames looked at as PNGs there. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/lesson/lesson_feature.h"
#include "app/platform/screenshot.h"
#include "app/render/layout.h"
#include "app/platform/screenshot.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static LessonPanel panel;

static void open_app(const char *name, int w, int h, float scale)
{
    load_shipped_map(name, &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.ui_scale = scale;
    cfg.width = w;
    cfg.height = h;
    driver_open(&app, &cfg);
}

static void press(SDL_Keycode k)
{
    driver_press(&app, k);
}

/* Pixels of the body text's colour inside r, in the frame drawn now. */
static int text_pixels(Rect r)
{
    app_draw(&app);
    Uint32 *buf = malloc((size_t)r.w * (size_t)r.h * 4);
    cr_assert(buf);
    driver_read(&app, r, buf);
    int n = 0;
    for (int k = 0; k < r.w * r.h; k++) n += (buf[k] & 0xffffff) == 0xeeeef4; /* COLOR_TEXT */
    free(buf);
    return n;
}

static void shot(const char *what)
{
    const char *dir = getenv("COLLIDE_TEST_SHOTS");
    if (!dir) return;
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/%s.png", dir, what);
    app_draw(&app);
    cr_assert(screenshot_save(app.canvas, path, err, sizeof err), "%s", err);
}

Test(lesson_panel, shown_at_the_start_and_l_hides_and_shows_it)
{
    open_app("tunnel.map", APP_DEFAULT_W, APP_DEFAULT_H, 1.0f);
    cr_assert(lesson_of(&app)->on, "a map with a lesson starts with the panel shown");
    Frame f = app_frame(&app);
    layout_lesson_panel(&f, &app.world, &panel);
    Rect r = panel.rect;
    cr_assert(r.w > 0 && r.h > 0);
    int on = text_pixels(r);
    cr_expect_gt(on, 400, "the lesson's lines are drawn in the panel (%d text pixels)", on);
    cr_expect_str_eq(panel.line[0], map.name, "the panel starts with the map's name");
    shot("lesson-on");
    press(SDLK_l);
    cr_assert(!lesson_of(&app)->on);
    f = app_frame(&app);
    layout_lesson_panel(&f, &app.world, &panel);
    cr_expect_eq(panel.rect.w, 0, "hidden: no panel");
    int off = text_pixels(r);
    cr_expect_lt(off, on / 10, "L hides the lines (%d text pixels, %d shown)", off, on);
    View v = app_map_view(&app);
    cr_expect_gt(v.area.w, r.x - 1, "hidden, the map takes the panel's room back");
    shot("lesson-off");
    press(SDLK_l);
    cr_expect(lesson_of(&app)->on, "L shows it again");
    cr_expect_eq(text_pixels(r), on);
    platform_close(&app);
}

/* Every line of the placed panel fits inside it, and the panel inside the frame. */
static void check_panel(const Frame *f, const char *what)
{
    Rect r = panel.rect;
    cr_assert(r.w > 0, "%s: shown", what);
    cr_expect(r.x >= 0 && r.y >= 0 && r.x + r.w <= f->w && r.y + r.h <= f->h, "%s: inside the window (%d,%d %dx%d)",
              what, r.x, r.y, r.w, r.h);
    int pad = frame_pad(f), y = panel.brief ? pad : pad;
    for (int i = 0; i < panel.count; i++) {
        Text *t = i < panel.title_count && !panel.brief ? f->title : panel.font;
        cr_expect_leq(text_width(t, panel.line[i]), r.w - 2 * pad, "%s: line %d '%s' fits the width", what, i,
                      panel.line[i]);
        y += t->line_h + (i == panel.title_count - 1 && !panel.brief ? pad / 2 : 0);
    }
    if (panel.brief) {
        /* Brief (the whole would cover the map): the name with L's hint, and a line. */
        cr_expect(strstr(panel.line[0], "L: the whole") && panel.count >= 2, "%s: brief, with its key", what);
        return;
    }
    cr_expect_leq(y, r.h, "%s: every line fits the height (%d of %d)", what, y, r.h);
    cr_expect_geq(panel.count, panel.title_count + map.lesson.lines + 1, "%s: the name, every lesson line, the hint",
                  what);
}

Test(lesson_panel, fits_the_window_on_every_map_size_and_scale)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names);
    static const int sizes[2][2] = {{1280, 800}, {1024, 600}};
    static const float scales[3] = {1.0f, 1.5f, 2.0f};
    for (int n = 0; n < count; n++)
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < 3; k++) {
                char what[400];
                snprintf(what, sizeof what, "%s %dx%d scale %g", names[n], sizes[s][0], sizes[s][1], scales[k]);
                open_app(names[n], sizes[s][0], sizes[s][1], scales[k]);
                Frame f = app_frame(&app);
                layout_lesson_panel(&f, &app.world, &panel);
                check_panel(&f, what);
                View v = app_map_view(&app);
                if (panel.side_w || panel.bottom_h)
                    cr_expect(!canvas_rect_overlaps(v.area, panel.rect), "%s: beside the map, not over it", what);
                if (k < 2 && (n == 0 || strcmp(names[n], "default.map") == 0)) {
                    snprintf(what, sizeof what, "lesson-%.40s-%dx%d-%g", names[n], sizes[s][0], sizes[s][1], scales[k]);
                    shot(what);
                }
                platform_close(&app);
            }
}

Test(lesson_panel, a_recording_plays_back_with_the_panel_hidden_until_l)
{
    char dir[256], path[600];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/run.replay", dir);
    script_record(path, 30, MODE_TILES, true);
    static Replay rec;
    ReplayError err;
    cr_assert(replay_load(&rec, path, &err), "%s", err.msg);
    cr_assert_gt(rec.map.lesson.lines, 0, "the recorded map carries its lesson");
    AppConfig cfg = driver_config(&rec.map, RESOLVER_SIMPLEST);
    cfg.world = rec.config;
    cfg.frames = -1;
    cfg.replay = &rec;
    driver_open(&app, &cfg);
    cr_expect(!lesson_of(&app)->on, "played back as recorded: no panel");
    press(SDLK_l);
    cr_expect(lesson_of(&app)->on, "L shows it during the replay");
    platform_close(&app);
    replay_free(&rec);
}

/* On every shipped map at 2 sizes x 3 scales the map keeps at least half the stage and
 * the panel lies over neither the map nor the HUD; where the whole lesson would not
 * leave that, it is brief (title and first line) and L shows the whole, L again hides it. */
Test(lesson_panel, the_map_keeps_half_the_stage_and_l_expands_a_brief_panel)
{
    static const char *const MAPS[] = {"tunnel.map", "corners.map", "default.map", "seam.map", "platforms.map"};
    static const float SCALES[] = {1.0f, 1.5f, 2.0f};
    static const int SIZES[][2] = {{1280, 800}, {1024, 600}};
    int briefs = 0;
    for (int m = 0; m < 5; m++)
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < 3; k++) {
                open_app(MAPS[m], SIZES[s][0], SIZES[s][1], SCALES[k]);
                app_draw(&app);
                Frame f = app_frame(&app);
                LayoutRect rects[LAYOUT_RECTS_MAX];
                int n = layout_rects(&f, &app.world, app.view.zoom, false, NULL, rects);
                Rect mapr = {0}, pr = {0}, top = rects[0].r, bottom = rects[1].r;
                for (int i = 0; i < n; i++) {
                    if (!strcmp(rects[i].what, "map view")) mapr = rects[i].r;
                    if (!strcmp(rects[i].what, "lesson panel")) pr = rects[i].r;
                }
                cr_assert(pr.w > 0, "%s %dx%d scale %.1f: the panel is shown", MAPS[m], SIZES[s][0], SIZES[s][1],
                          (double)SCALES[k]);
                long ma = (long)mapr.w * mapr.h, pa = (long)pr.w * pr.h;
                cr_expect_geq(ma, pa, "%s %dx%d scale %.1f: the map keeps %ld px of %ld", MAPS[m], SIZES[s][0],
                              SIZES[s][1], (double)SCALES[k], ma, ma + pa);
                cr_expect(!canvas_rect_overlaps(pr, mapr) && !canvas_rect_overlaps(pr, top) &&
                              !canvas_rect_overlaps(pr, bottom),
                          "%s %dx%d scale %.1f: the panel covers the map or the HUD", MAPS[m], SIZES[s][0],
                          SIZES[s][1], (double)SCALES[k]);
                if (lesson_of(&app)->panel.brief) {
                    briefs++;
                    press(SDLK_l);
                    app_draw(&app);
                    cr_expect(lesson_of(&app)->on && !lesson_of(&app)->panel.brief, "L shows the whole lesson");
                    press(SDLK_l);
                    cr_expect_not(lesson_of(&app)->on, "L again hides it");
                }
                platform_close(&app);
            }
    cr_expect_gt(briefs, 0, "a projector's scale makes some panel brief");
}
