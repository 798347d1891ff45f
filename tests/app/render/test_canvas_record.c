/* test_canvas_record.c: what a frame draws, read from the recording canvas instead of
 * the pixels: the HUD names the active method, the ghost legend has one swatch per
 * method, a canvas that only records draws the HUD with no SDL behind it, and a
 * recording laid over the window's canvas changes no pixel. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/canvas_record.h"
#include "app/render/hud.h"
#include "app/render/layout.h"
#include "app/render/method_color.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;

static void open_app(int resolver)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, resolver);
    driver_open(&app, &cfg);
    driver_record(&app, &rec);
}

static void close_app(void)
{
    canvas_record_stop(&rec);
    platform_close(&app);
    canvas_record_free(&rec);
}

/* The title line: the active method's number and title, in the title colour. */
static bool titled(int resolver)
{
    char want[128];
    snprintf(want, sizeof want, "%d  %s", resolver + 1, resolver_info(resolver)->title);
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind == DRAWN_TEXT && !strcmp(d->s, want) && d->colour.r == COLOR_TITLE.r &&
            d->colour.g == COLOR_TITLE.g && d->colour.b == COLOR_TITLE.b)
            return true;
    }
    return false;
}

Test(canvas_record, the_hud_names_the_active_method_and_follows_a_switch)
{
    open_app(RESOLVER_MINKOWSKI);
    app_draw(&app);
    cr_expect(titled(RESOLVER_MINKOWSKI), "the title names 4 minkowski");
    app.pending.resolver = RESOLVER_GRID_REGION;
    app_tick(&app, 0);
    canvas_record_clear(&rec);
    app_draw(&app);
    cr_expect(titled(RESOLVER_GRID_REGION), "after the switch the title names 5 grid-region");
    cr_expect(!titled(RESOLVER_MINKOWSKI), "and no longer minkowski");
    close_app();
}

/* Rectangles filled in `c` that lie inside `box`. */
static int rects_in(Rect box, Colour c)
{
    int n = 0;
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_RECT || memcmp(&d->colour, &c, sizeof c) != 0) continue;
        Rect r = {(int)d->rect.x, (int)d->rect.y, (int)d->rect.w, (int)d->rect.h};
        n += canvas_rect_contains(box, r);
    }
    return n;
}

Test(canvas_record, the_ghost_legend_draws_one_swatch_for_each_method)
{
    open_app(RESOLVER_SIMPLEST);
    app.pending.actions |= ACT_COMPARE;
    app_tick(&app, 0);
    cr_assert_eq(app.world.compare, COMPARE_GHOST);
    canvas_record_clear(&rec);
    app_draw(&app);
    Frame f = app_frame(&app);
    Rect legend = layout_legend_box(&f, &app.world, app_map_view(&app).area);
    int swatches = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        int n = rects_in(legend, method_color(resolver_info(r)));
        cr_expect_eq(n, 1, "method %d has one swatch in the legend, not %d", r + 1, n);
        swatches += n;
    }
    cr_expect_eq(swatches, RESOLVER_COUNT);
    close_app();
}

Test(canvas_record, a_canvas_that_only_records_draws_the_hud_without_a_window)
{
    CanvasRecord alone = {0};
    Canvas *c = canvas_record_open(&alone, 1280, 800);
    Text text, title, small;
    cr_assert(text_init(&text, c, 20, false) && text_init(&title, c, 26, true) && text_init(&small, c, 15, false));
    cr_expect_gt(text.line_h, 20, "a line is taller than the font's size");
    Frame f = {c, &text, &title, &small, 1.0f, 1280, 800, false, NULL, 0, false, 0.0f};
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_LINE_SEGMENT, .speed_level = SPEED_LEVEL_DEFAULT};
    World world;
    cr_assert(world_init(&world, &map, &cfg));
    char tags[8] = "";
    HudState s = {.tags = tags, .next_resolver = -1, .slow = 1};
    hud_draw(&f, &world, &s);
    char want[128];
    snprintf(want, sizeof want, "3  %s", resolver_info(RESOLVER_LINE_SEGMENT)->title);
    cr_expect_eq(canvas_record_texts(&alone, want), 1, "the title is drawn once");
    cr_expect_geq(canvas_record_count(&alone, DRAWN_RECT, &COLOR_PANEL), 2, "the top panel and the bottom bar");
    for (int k = 0; k < alone.count; k++)
        cr_expect(alone.e[k].kind != DRAWN_TEXT || !alone.e[k].clipped, "\"%s\" fits the frame", alone.e[k].s);
    world_free(&world);
    text_free(&text);
    text_free(&title);
    text_free(&small);
    canvas_record_free(&alone);
}

static uint64_t frame_hash(void)
{
    uint32_t *px = malloc((size_t)APP_DEFAULT_W * APP_DEFAULT_H * 4);
    cr_assert(px);
    driver_read(&app, (Rect){0, 0, APP_DEFAULT_W, APP_DEFAULT_H}, px);
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < (size_t)APP_DEFAULT_W * APP_DEFAULT_H; i++) h = (h ^ px[i]) * 1099511628211ull;
    free(px);
    return h;
}

Test(canvas_record, recording_over_the_window_changes_no_pixel)
{
    open_app(RESOLVER_QUAD_PUSH);
    for (int k = 0; k < 20; k++) app_tick(&app, IN_RIGHT);
    app_draw(&app);
    uint64_t recorded = frame_hash();
    cr_expect_gt(rec.count, 100, "the frame was recorded");
    canvas_record_stop(&rec);
    app_draw(&app);
    cr_expect_eq(frame_hash(), recorded, "the same frame without the recording");
    close_app();
}
