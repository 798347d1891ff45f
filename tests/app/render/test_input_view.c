/* test_input_view.c: the input display. The d-pad in the bottom bar fills the arrows
 * held on the last tick and none when nothing is held; the wanted move is an arrow from
 * the body the way of the input; a throw draws its vector and says "throw"; and in a
 * GIF of a recording where the body pushes into a wall, the last frame still shows the
 * held arrow filled, where the app draws it. */
#include <criterion/criterion.h>
#include <gif_lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"
#include "app/features/input_view/input_view_feature.h"
#include "app/render/canvas_record.h"
#include "app/render/input_view.h"
#include "app/render/layout.h"
#include "app/render/theme.h"
#include "cmd/gif_replay.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;
static bool opened;

static void open_with(const AppConfig *cfg)
{
    driver_open(&app, cfg);
    driver_record(&app, &rec);
    opened = true;
}

static void open_app(float scale)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.ui_scale = scale;
    open_with(&cfg);
}

static void close_app(void)
{
    if (!opened) return;
    canvas_record_stop(&rec);
    platform_close(&app);
    canvas_record_free(&rec);
    opened = false;
}

static bool same(Colour a, Colour b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

static bool inside(RectF r, Rect area)
{
    return r.x >= (float)area.x && r.y >= (float)area.y && r.x + r.w <= (float)(area.x + area.w) &&
           r.y + r.h <= (float)(area.y + area.h);
}

/* The single triangles (a filled arrow, an arrowhead; a thick line is two) in the
 * input's colour drawn inside `area`; the first's bounds in *first. */
static int filled_in(Rect area, RectF *first)
{
    int n = 0;
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_TRIANGLES || d->count != 1 || !same(d->colour, COLOR_INPUT) || !inside(d->rect, area))
            continue;
        if (n++ == 0 && first) *first = d->rect;
    }
    return n;
}

static Rect bottom_bar(void)
{
    Frame f = app_frame(&app);
    int top, bottom;
    layout_panels(&f, &app.world, &top, &bottom);
    return (Rect){0, f.h - bottom, f.w, bottom};
}

/* One tick with `held`, then the frame drawn afresh into the record. */
static void tick_and_draw(uint8_t held)
{
    app_tick(&app, held);
    canvas_record_clear(&rec);
    app_draw(&app);
}

static const struct {
    uint8_t held;
    const char *name;
    int col, row; /* where its arrow sits in the 3x3 pad */
} WAYS[] = {{IN_UP, "up", 1, 0}, {IN_LEFT, "left", 0, 1}, {IN_RIGHT, "right", 2, 1}, {IN_DOWN, "down", 1, 2}};

Test(input_view, the_d_pad_fills_the_held_arrow_and_no_other, .fini = close_app)
{
    for (int s = 0; s < 3; s++) {
        float scale = 1.0f + 0.5f * (float)s;
        open_app(scale);
        Rect bar = bottom_bar();
        for (int k = 0; k < 4; k++) {
            tick_and_draw(WAYS[k].held);
            cr_expect_eq(input_view_last(&app)->held, WAYS[k].held);
            RectF arrow = {0};
            cr_assert_eq(filled_in(bar, &arrow), 1, "scale %.1f, %s: one arrow filled in the bar", (double)scale,
                         WAYS[k].name);
            /* The pad is the bar's right end, three cells a side: the arrow's cell says its way. */
            int side = (bar.h - frame_pad(&(Frame){.scale = scale})) / 3 * 3, cell = side / 3;
            int px = bar.x + bar.w - frame_pad(&(Frame){.scale = scale}) - side;
            int col = (int)((arrow.x + arrow.w / 2 - (float)px) / (float)cell);
            cr_expect_eq(col, WAYS[k].col, "scale %.1f, %s: the filled arrow is in column %d", (double)scale,
                         WAYS[k].name, col);
            cr_expect_gt(driver_drawn(&rec, INPUT_PAD_LABEL), 0, "the pad is labelled");
        }
        tick_and_draw(0);
        cr_expect_eq(filled_in(bar, NULL), 0, "scale %.1f: nothing held, nothing filled", (double)scale);
        cr_expect_gt(driver_drawn(&rec, INPUT_PAD_LABEL), 0, "the empty pad is still there");
        close_app();
    }
}

Test(input_view, the_wanted_move_is_an_arrow_from_the_body_the_way_of_the_input, .fini = close_app)
{
    open_app(1.5f);
    View v = app_map_view(&app);
    for (int k = 0; k < 4; k++) {
        tick_and_draw(WAYS[k].held);
        v = app_map_view(&app);
        const Body *b = world_player(&app.world);
        float bx = view_x(&v, b->x), by = view_y(&v, b->y);
        RectF head = {0};
        cr_assert_gt(filled_in(v.area, &head), 0, "%s: an arrowhead over the map", WAYS[k].name);
        float dx = head.x + head.w / 2 - bx, dy = head.y + head.h / 2 - by;
        float want_x = (float)(WAYS[k].col - 1), want_y = (float)(WAYS[k].row - 1);
        cr_expect(dx * want_x + dy * want_y > 0.9f * hypotf(dx, dy), "%s: the head is at %.0f, %.0f from the body",
                  WAYS[k].name, (double)dx, (double)dy);
        /* Past the body's edge, so the body stays in view. */
        float half = 0.5f * b->w * v.scale;
        cr_expect_gt(hypotf(dx, dy), half, "%s: the head lies outside the body", WAYS[k].name);
    }
    tick_and_draw(0);
    cr_expect_eq(filled_in(v.area, NULL), 0, "no input, no arrow over the map");
}

Test(input_view, a_throw_draws_its_vector_from_where_it_puts_the_body, .fini = close_app)
{
    open_app(1.0f);
    app.pending.place = (Place){.x = 200, .y = 300, .dx = 96, .dy = 0, .on = 1};
    tick_and_draw(0);
    cr_expect_eq(input_view_last(&app)->place.on, 1);
    View v = app_map_view(&app);
    cr_expect_gt(driver_drawn(&rec, INPUT_THROW_LABEL), 0, "the throw is named");
    float ex = view_x(&v, 296.0f), ey = view_y(&v, 300.0f);
    bool head_at_end = false;
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_TRIANGLES || !same(d->colour, COLOR_INPUT) || d->rect.w > 40.0f) continue;
        /* The head's tip is the throw's end. */
        if (fabsf(d->rect.x + d->rect.w - ex) < 2.0f && fabsf(d->rect.y + d->rect.h / 2 - ey) < 2.0f)
            head_at_end = true;
    }
    cr_expect(head_at_end, "an arrowhead ends at the throw's end, %.0f, %.0f", (double)ex, (double)ey);
    for (int t = 0; t < 30; t++) tick_and_draw(0);
    cr_expect_gt(driver_drawn(&rec, INPUT_THROW_LABEL), 0, "half a second on, with nothing pressed, it is still drawn");
    tick_and_draw(IN_LEFT);
    cr_expect_eq(driver_drawn(&rec, INPUT_THROW_LABEL), 0, "the next input replaces it");
}

/* A body held right for a second in a closed room: it reaches the wall in 20 ticks and
 * pushes into it for the rest. */
static const char PUSH_REPLAY[] = "collide-replay 1\nprogram test\nmode tiles\nresolver minkowski\nseed 1\n"
                                  "speed-level 7\ntick-hz 60\nrecord-start 0\nmap 13\ncollide-map 1\nname \"Push\"\n"
                                  "tile 32\ngrid\n##########\n#........#\n#........#\n#..P.....#\n#........#\n"
                                  "#........#\n#........#\n##########\nend\ninput\n60 R\n";

static void load_push(Replay *r, char *dir, size_t cap)
{
    make_temp_dir(dir, cap);
    char path[512];
    snprintf(path, sizeof path, "%s/push.replay", dir);
    cr_assert(write_file(path, PUSH_REPLAY));
    ReplayError err;
    cr_assert(replay_load(r, path, &err), "%s", err.msg);
}

Test(input_view, a_gif_of_a_body_pushing_into_a_wall_shows_the_held_arrow, .fini = close_app)
{
    static Replay r;
    char dir[256], path[512], err[256];
    load_push(&r, dir, sizeof dir);
    /* Where the app fills the arrow on the last tick, and that the body has stopped. */
    AppConfig cfg = driver_config(&r.map, RESOLVER_MINKOWSKI);
    cfg.world = r.config;
    cfg.frames = -1;
    cfg.replay = &r;
    open_with(&cfg);
    float x_before = 0.0f;
    while (app.world.tick < 60) {
        if (app.world.tick == 50) x_before = world_player(&app.world)->x;
        app_tick(&app, 0);
    }
    cr_expect_eq(world_player(&app.world)->x, x_before, "the body is stuck at the wall");
    canvas_record_clear(&rec);
    app_draw(&app);
    RectF arrow = {0};
    cr_assert_eq(filled_in(bottom_bar(), &arrow), 1, "the app fills one arrow");
    close_app(); /* the export opens its own headless app */

    snprintf(path, sizeof path, "%s/push.gif", dir);
    GifOptions o = {.path = path, .from = -1, .to = -1, .palette = GIF_PALETTE_THEME};
    cr_assert_eq(gif_replay_write(&r, &o, NULL, err, sizeof err), 0, "%s", err);
    int e = 0;
    GifFileType *g = DGifOpenFileName(path, &e);
    cr_assert_not_null(g, "%s", GifErrorString(e));
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    /* The pad never changes after the first tick: whichever frame last drew the arrow's
     * middle pixel, it is the input's colour. */
    int cx = (int)(arrow.x + arrow.w / 2), cy = (int)(arrow.y + arrow.h / 2), found = -1;
    for (int i = 0; i < g->ImageCount; i++) {
        const SavedImage *im = &g->SavedImages[i];
        const GifImageDesc *d = &im->ImageDesc;
        if (cx < d->Left || cy < d->Top || cx >= d->Left + d->Width || cy >= d->Top + d->Height) continue;
        GraphicsControlBlock gcb;
        DGifSavedExtensionToGCB(g, i, &gcb);
        int c = im->RasterBits[(cy - d->Top) * d->Width + cx - d->Left];
        if (c != gcb.TransparentColor) found = c;
    }
    cr_assert_geq(found, 0, "a frame draws the arrow's middle");
    const ColorMapObject *map_of = g->SavedImages[0].ImageDesc.ColorMap;
    GifColorType k = (map_of ? map_of : g->SColorMap)->Colors[found];
    cr_expect(k.Red == COLOR_INPUT.r && k.Green == COLOR_INPUT.g && k.Blue == COLOR_INPUT.b,
              "the last frame's right arrow is %02x%02x%02x, filled in the input's colour", k.Red, k.Green, k.Blue);
    DGifCloseFile(g, &e);
    replay_free(&r);
}

/* A stick pushed up and to the right: no arrow of the four is filled, and an arrow from
 * the pad's middle points up and right; over the map the wanted move points that way. */
Test(input_view, an_analog_direction_is_an_arrow_from_the_pads_middle, .fini = close_app)
{
    open_app(1.5f);
    Rect bar = bottom_bar();
    app.pending.ax = 100;
    app.pending.ay = -60;
    tick_and_draw(0);
    cr_expect(input_view_last(&app)->ax == 100 && input_view_last(&app)->ay == -60);
    RectF head = {0};
    cr_assert_eq(filled_in(bar, &head), 1, "one arrowhead in the bar: the direction's");
    int side = (bar.h - frame_pad(&(Frame){.scale = 1.5f})) / 3 * 3, cell = side / 3;
    float cx = (float)(bar.x + bar.w - frame_pad(&(Frame){.scale = 1.5f}) - side) + 1.5f * (float)cell;
    float cy = (float)bar.y + (float)frame_pad(&(Frame){.scale = 1.5f}) / 2 + (float)(bar.h - frame_pad(&(Frame){.scale = 1.5f}) - side) / 2 + 1.5f * (float)cell;
    float dx = head.x + head.w / 2 - cx, dy = head.y + head.h / 2 - cy;
    cr_expect(dx > 0.0f && dy < 0.0f, "the head is up and to the right of the pad's middle: %.0f, %.0f", (double)dx,
              (double)dy);
    View v = app_map_view(&app);
    RectF map_head = {0};
    cr_assert_gt(filled_in(v.area, &map_head), 0, "an arrowhead over the map");
    const Body *b = world_player(&app.world);
    cr_expect(map_head.x + map_head.w / 2 > view_x(&v, b->x) && map_head.y + map_head.h / 2 < view_y(&v, b->y),
              "the wanted move points up and right");
}
