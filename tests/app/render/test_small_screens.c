/* test_small_screens.c: the sandbox on a projector's window, 1280x800 and 1024x600 at
 * --scale 1, 1.5 and 2: every shipped map shows whole at the start (closer only where a
 * body would be under 6 px); the heat map's key lies over a free corner of the map, clear
 * of the lesson panel and the bodies, and leaves the map most of its view; the editor's
 * hint, the lesson in brief and the bottom bar are never cut short (a sentence whole,
 * or shorter words, never its first words and an ellipsis). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/base/assets.h"
#include "app/features/heat_map/heat_map_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;

static const float SCALES[] = {1.0f, 1.5f, 2.0f};
static const int SIZES[][2] = {{1280, 800}, {1024, 600}};

static void open_on(const char *file, int w, int h, float scale)
{
    load_shipped_map(file, &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.width = w, cfg.height = h, cfg.ui_scale = scale;
    if (map.lesson.resolver[0]) cfg.world.resolver = resolver_find(map.lesson.resolver);
    driver_open(&app, &cfg);
    driver_record(&app, &rec);
}

static void draw(void)
{
    canvas_record_clear(&rec);
    app_draw(&app);
}

/* No text cut: at an edge or a clip, or into its first words and an ellipsis. */
static void check_texts(const char *where)
{
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_TEXT) continue;
        size_t n = strlen(d->s);
        cr_expect(!d->clipped, "%s: \"%s\" is cut off", where, d->s);
        cr_expect(n < 4 || strcmp(d->s + n - 4, " …") != 0, "%s: \"%s\" stops mid-sentence", where, d->s);
    }
}

Test(small_screens, every_shipped_map_shows_whole_at_the_start, .timeout = 120)
{
    for (size_t m = 0; m < asset_maps_count; m++) {
        const char *file = asset_maps[m].name;
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < 3; k++) {
                open_on(file, SIZES[s][0], SIZES[s][1], SCALES[k]);
                Frame f = app_frame(&app);
                View v = app_map_view(&app);
                float ww = (float)(map.w * map.tile), wh = (float)(map.h * map.tile);
                bool whole = view_x(&v, 0) >= (float)v.area.x - 0.5f && view_y(&v, 0) >= (float)v.area.y - 0.5f &&
                             view_x(&v, ww) <= (float)(v.area.x + v.area.w) + 0.5f &&
                             view_y(&v, wh) <= (float)(v.area.y + v.area.h) + 0.5f;
                bool body_closer = v.scale <= layout_least_scale(&app.world, false) + 1e-4f;
                cr_expect(whole || body_closer, "%s %dx%d scale %.1f: the map is cropped at the start", file,
                          SIZES[s][0], SIZES[s][1], (double)SCALES[k]);
                const Body *b = world_player(&app.world);
                bool point = world_method(&app.world, app.world.resolver)->model == BODY_POINT;
                cr_expect(point || fminf(b->w, b->h) * v.scale >= LAYOUT_BODY_MIN_PX - 0.01f,
                              "%s %dx%d scale %.1f: the body is %.1f px", file, SIZES[s][0], SIZES[s][1],
                              (double)SCALES[k], (double)(fminf(b->w, b->h) * v.scale));
                (void)f;
                platform_close(&app);
            }
    }
}

Test(small_screens, the_heat_keys_lie_over_a_free_corner_clear_of_the_lesson, .timeout = 120)
{
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++) {
            char where[64];
            snprintf(where, sizeof where, "%dx%d scale %.1f", SIZES[s][0], SIZES[s][1], (double)SCALES[k]);
            open_on("default.map", SIZES[s][0], SIZES[s][1], SCALES[k]);
            driver_press(&app, SDLK_f);
            cr_assert_not_null(heat_map_of(&app)->cache);
            draw();
            Frame f = app_frame(&app);
            View v = app_map_view(&app);
            Rect key = layout_heat_key(&f, &app.world, v.area);
            cr_expect(canvas_rect_contains(v.area, key), "%s: the key lies inside the map's view", where);
            cr_expect_leq(4L * key.w * key.h, (long)v.area.w * v.area.h, "%s: the key takes %dx%d of a %dx%d view",
                          where, key.w, key.h, v.area.w, v.area.h);
            LabelBox b = render_body_box(&v, world_player(&app.world), world_method(&app.world, app.world.resolver)->model);
            cr_expect(!canvas_rect_overlaps(key, (Rect){b.x, b.y, b.w, b.h}), "%s: the key covers the body", where);
            const LessonPanel *lp = &lesson_of(&app)->panel;
            cr_expect(lp->rect.w > 0, "%s: the map's lesson is up", where);
            cr_expect(!canvas_rect_overlaps(key, lp->rect), "%s: the key runs under the lesson panel", where);
            cr_expect_gt(driver_drawn(&rec, "25%"), 0, "%s: the key's scale", where);
            check_texts(where);
            platform_close(&app);
        }
}

Test(small_screens, the_editors_hint_and_the_lesson_are_never_cut_short, .timeout = 120)
{
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++) {
            char where[64];
            snprintf(where, sizeof where, "%dx%d scale %.1f", SIZES[s][0], SIZES[s][1], (double)SCALES[k]);
            open_on("corners.map", SIZES[s][0], SIZES[s][1], SCALES[k]);
            draw();
            check_texts(where);
            /* The lesson's first line whole in the panel, or not there at all. */
            const LessonPanel *lp = &lesson_of(&app)->panel;
            char drawn[2048] = "";
            for (int i = 0; i < rec.count; i++)
                if (rec.e[i].kind == DRAWN_TEXT && canvas_rect_contains(lp->rect, rec.e[i].box)) {
                    strncat(drawn, rec.e[i].s, sizeof drawn - strlen(drawn) - 2);
                    strncat(drawn, " ", sizeof drawn - strlen(drawn) - 1);
                }
            char first[MAP_LESSON_MAX];
            snprintf(first, sizeof first, "%s", map.lesson.line[0]);
            int words = 0, found = 0;
            for (char *save = NULL, *wd = strtok_r(first, " ", &save); wd; wd = strtok_r(NULL, " ", &save))
                words++, found += strstr(drawn, wd) != NULL;
            cr_expect(found == words || found <= 1, "%s: the lesson's first line shows %d of its %d words", where,
                      found, words);
            driver_press(&app, SDLK_e);
            app_flash(&app, "");
            View v = app_map_view(&app);
            driver_mouse(&app, SDL_MOUSEMOTION, (int)view_x(&v, 100.0f), (int)view_y(&v, 100.0f), 0, 0);
            draw();
            check_texts(where);
            cr_expect(driver_drawn(&rec, "click") > 0, "%s: the editor's hint names its keys", where);
            platform_close(&app);
        }
}
