/* test_tileset_view.c: the map drawn as the GameMaker directional tiles' tileset while
 * directional-flag is active. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/compare_view.h"
#include "app/render/theme.h"
#include "core/compare.h"
#include "core/resolvers/directional_flag.h"
#include "support/support.h"
#include "window_driver.h"

static Map map;
static App app;

static Colour pixel_at(float wx, float wy)
{
    View v = app_map_view(&app);
    return driver_pixel(&app, (int)view_x(&v, wx), (int)view_y(&v, wy));
}

static bool dark_red(Colour c)
{
    return c.r > 80 && c.r < 140 && c.g < 60 && c.b < 60;
}
static bool light_red(Colour c)
{
    return c.r > 200 && c.g > 140 && c.b > 130;
}

Test(directional_flag, the_map_is_drawn_as_the_seeds_tileset_solid_sides_dark)
{
    load_shipped_map("flag_one_way.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_DIRECTIONAL_FLAG);
    driver_open(&app, &cfg);
    app_draw(&app);
    /* Row 1 is the tileset: the tile with mask k sits in column k + 1. */
    for (int k = 1; k < 16; k++) {
        float x0 = (float)(k + 1) * 32.0f, y0 = 32.0f;
        Colour left = pixel_at(x0 + 5, y0 + 16), down = pixel_at(x0 + 16, y0 + 27);
        Colour right = pixel_at(x0 + 27, y0 + 16), up = pixel_at(x0 + 16, y0 + 5);
        cr_expect((k & SIDE_LEFT) ? dark_red(left) : light_red(left), "mask %d, left side", k);
        cr_expect((k & SIDE_DOWN) ? dark_red(down) : light_red(down), "mask %d, down side", k);
        cr_expect((k & SIDE_RIGHT) ? dark_red(right) : light_red(right), "mask %d, right side", k);
        cr_expect((k & SIDE_UP) ? dark_red(up) : light_red(up), "mask %d, up side", k);
    }
    platform_close(&app);
}

/* The resolver shares work between the checks of neighbouring pixels (move_axis). The
 * reference below is the seed's loop as written: collisionCheckRelative from scratch
 * before every pixel, horizontal then vertical. */
typedef struct RefAxis {
    int moved;
    DflagCheck last;
    bool checked;
} RefAxis;

static RefAxis ref_axis(DflagBox *box, int along_x, int pixels)
{
    RefAxis a = {0};
    int step = pixels > 0 ? 1 : -1;
    for (int k = 0; k < abs(pixels); k++) {
        int sx = along_x ? step : 0, sy = along_x ? 0 : step;
        a.last = dflag_check_relative(&map, *box, sx, sy);
        a.checked = true;
        if (a.last.result) break;
        *box = (DflagBox){box->left + sx, box->top + sy, box->right + sx, box->bottom + sy};
        a.moved += step;
    }
    return a;
}

static void ref_words(char *out, size_t cap, char axis, const RefAxis *a)
{
    char w[3][5];
    unsigned v[3] = {a->last.current, a->last.directional, a->last.target};
    for (int k = 0; k < 3; k++) {
        for (int b = 0; b < 4; b++) w[k][b] = (v[k] >> (3 - b)) & 1u ? '1' : '0';
        w[k][4] = '\0';
    }
    snprintf(out, cap, "%c: cur %s dir %s tgt %s", axis, w[0], w[1], w[2]);
}

Test(directional_flag, moves_match_the_seeds_check_at_every_pixel_over_20000_random_moves)
{
    static const char *maps[] = {"flag_one_way.map", "grid_maze.map", "default.map", "grid_wall_tips.map"};
    static Trace trace;
    for (int m = 0; m < 4; m++) {
        load_shipped_map(maps[m], &map);
        Rng rng;
        rng_seed(&rng, 0xf1a6u + (unsigned)m);
        float tile = (float)map.tile;
        ResolveCtx ctx = {&map, NULL, NULL, 0, NULL, NULL};
        for (int k = 0; k < 5000; k++) {
            /* Anywhere in the map (inside walls too), any size up to two tiles, any
             * move up to four tiles. */
            float size = 1.0f + rng_float01(&rng) * 2.0f * tile;
            Body b = {rng_float01(&rng) * tile * (float)map.w, rng_float01(&rng) * tile * (float)map.h, size, size};
            float dx = (rng_float01(&rng) * 2.0f - 1.0f) * 4.0f * tile;
            float dy = (rng_float01(&rng) * 2.0f - 1.0f) * 4.0f * tile;
            if (k % 4 == 0) dx = 0.0f; /* straight moves too */
            if (k % 4 == 1) dy = 0.0f;

            int w = (int)lroundf(b.w), h = (int)lroundf(b.h);
            int left = (int)lroundf(b.x - (float)w * 0.5f), top = (int)lroundf(b.y - (float)h * 0.5f);
            DflagBox box = {left, top, left + w - 1, top + h - 1};
            int mx = (int)lroundf(dx), my = (int)lroundf(dy);
            RefAxis ax = ref_axis(&box, 1, mx);
            RefAxis ay = ref_axis(&box, 0, my);

            MoveInfo mi;
            bool traced = k % 16 == 0; /* the overlay's words too, now and then */
            if (traced) trace_clear(&trace);
            RESOLVE_DIRECTIONAL_FLAG.resolve(&ctx, &b, dx, dy, &mi, traced ? &trace : NULL);
            cr_assert(b.x == (float)box.left + (float)w * 0.5f && b.y == (float)box.top + (float)h * 0.5f,
                      "%s move %d: ends at (%g, %g), the seed's loop at (%d, %d) top-left", maps[m], k, (double)b.x,
                      (double)b.y, box.left, box.top);
            unsigned flags = (ax.moved != mx ? ax.last.result : 0) | (ay.moved != my ? ay.last.result : 0);
            cr_assert_eq(mi.hits, (ax.moved != mx) + (ay.moved != my), "%s move %d", maps[m], k);
            cr_assert_eq(mi.flags, flags, "%s move %d", maps[m], k);
            int wanted = abs(mx) + abs(my), moved = abs(ax.moved) + abs(ay.moved);
            cr_assert(mi.t == (wanted ? (float)moved / (float)wanted : 1.0f), "%s move %d", maps[m], k);
            if (traced) {
                char xs[64], ys[64];
                if (ax.checked) {
                    ref_words(xs, sizeof xs, 'x', &ax);
                    cr_assert(strstr(trace.note, xs), "%s move %d: note '%s' lacks '%s'", maps[m], k, trace.note, xs);
                }
                if (ay.checked) {
                    ref_words(ys, sizeof ys, 'y', &ay);
                    cr_assert(strstr(trace.note, ys), "%s move %d: note '%s' lacks '%s'", maps[m], k, trace.note, ys);
                }
            }
        }
    }
}
