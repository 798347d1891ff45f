/* test_pictures.c: the compare view the docs show (docs/pictures.md): the tunnel map at
 * 64 px a tick, the ghost view with trails and tallies, after a walk right, down-right,
 * up-right, right and down. Its legend says what the captions say (1, 2, 5 and 6 went
 * through walls; 3, 4 and 7 never did), at scales 1, 1.5 and 2.
 * COLLIDE_PICTURES=DIR writes the pictures there (DIR=docs remakes the docs' own). */
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/compare.h"
#include "app/features/compare/compare_feature.h"
#include "app/platform/screenshot.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord text_log;

static bool drawn(const char *needle)
{
    return driver_drawn(&text_log, needle) > 0;
}

static void ghost_walk_in(float scale, int width, int height)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.width = width;
    cfg.height = height;
    cfg.world.speed_level = 0;
    cfg.world.speed = 64.0f;
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    Input in = INPUT_NONE;
    in.actions = ACT_COMPARE;
    world_step(&app.world, &in, NULL);
    compare_of(&app)->trails = true;
    static const uint8_t WALK[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_UP | IN_RIGHT, IN_RIGHT, IN_DOWN};
    for (int leg = 0; leg < 5; leg++)
        for (int t = 0; t < 8; t++) app_tick(&app, WALK[leg]);
    canvas_record_clear(&text_log);
    app_draw(&app);
}

static void ghost_walk(float scale)
{
    ghost_walk_in(scale, 1280, 800);
}

/* The frame drawn last is docs/NAME, pixel for pixel (the docs show what collide draws). */
static void same_as_docs(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/docs/%s", SOURCE_DIR, name);
    SDL_Surface *png = IMG_Load(path);
    cr_assert_not_null(png, "%s: %s", path, IMG_GetError());
    SDL_Surface *want = SDL_ConvertSurfaceFormat(png, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(png);
    cr_assert_eq(want->w, app.config.width);
    cr_assert_eq(want->h, app.config.height);
    Uint32 *now = malloc((size_t)want->w * (size_t)want->h * 4);
    cr_assert(now);
    Rect r = {0, 0, want->w, want->h};
    driver_read(&app, r, now);
    long n = 0;
    for (int y = 0; y < want->h; y++)
        for (int x = 0; x < want->w; x++)
            n += (now[y * want->w + x] & 0xffffffu) != (((Uint32 *)want->pixels)[y * (want->pitch / 4) + x] & 0xffffffu);
    cr_expect_eq(n, 0, "docs/%s: %ld pixels differ from what collide draws now (COLLIDE_PICTURES=DIR keeps it)", name, n);
    free(now);
    SDL_FreeSurface(want);
}

static void keep(const char *name)
{
    same_as_docs(name);
    const char *dir = getenv("COLLIDE_PICTURES");
    char path[512], err[256];
    if (!dir) return;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_expect(screenshot_save(app.canvas, path, err, sizeof err), "%s", err);
}

static void check_tallies(float scale)
{
    const Tally *t = app.world.log.tally;
    static const int THROUGH[] = {0, 1, 4, 5}, NEVER[] = {2, 3, 6};
    for (int k = 0; k < 4; k++) cr_expect_gt(t[THROUGH[k]].crossed, 0, "method %d went through", THROUGH[k] + 1);
    for (int k = 0; k < 3; k++) cr_expect_eq(t[NEVER[k]].crossed + t[NEVER[k]].inside, 0, "method %d", NEVER[k] + 1);
    cr_expect_eq(t[0].moves, 40);
    /* The legend says so: a THROUGH (or THRU in its shortest form) on the row of each method
     * that went through, and only there. */
    int flags = 0, through = 0;
    for (int r = 0; r < world_method_count(&app.world); r++) through += t[r].crossed > 0 && !compare_in_wall(&app.world, r);
    for (int k = 0; k < text_log.count; k++) {
        const char *e = text_log.e[k].s + strspn(text_log.e[k].s, " ");
        flags += !strcmp(e, "THROUGH") || !strcmp(e, "THRU");
    }
    cr_expect_eq(flags, through, "scale %g: %d THROUGH flags in the legend, %d methods went through", (double)scale,
                 flags, through);
    cr_expect(drawn("1*") || drawn("1 simplest *"), "scale %g: the active method is starred", (double)scale);
}

Test(pictures, the_ghost_view_with_trails_and_tallies_at_scale_1)
{
    ghost_walk(1.0f);
    check_tallies(1.0f);
    keep("compare-tallies.png");
    platform_close(&app);
}

Test(pictures, the_ghost_view_with_trails_and_tallies_at_scale_1_5)
{
    ghost_walk(1.5f);
    check_tallies(1.5f);
    keep("ghost-scale-1.5.png");
    platform_close(&app);
}

Test(pictures, the_ghost_view_with_trails_and_tallies_at_scale_2)
{
    ghost_walk(2.0f);
    check_tallies(2.0f);
    keep("ghost-scale-2.png");
    platform_close(&app);
}

/* A small screen: the legend over the map has no room for every name and flag, and the
 * flags stay (a THRU takes its method's name's place). */
Test(pictures, the_legend_flags_every_method_that_went_through_at_1024x600)
{
    static const float SCALES[] = {1.5f, 2.0f};
    for (int k = 0; k < 2; k++) {
        ghost_walk_in(SCALES[k], 1024, 600);
        check_tallies(SCALES[k]);
        platform_close(&app);
    }
}
