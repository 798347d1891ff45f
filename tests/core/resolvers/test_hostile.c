/* test_hostile.c: hostile input to the resolvers (docs/robustness.md). Every resolver
 * the registry has, given NaN, infinities, huge or negative sizes, moves of millions
 * of pixels a tick and bodies outside the map, ends finite and inside the map through
 * resolver_move, the one door the program moves bodies through; called directly, it
 * still returns (the ASan+UBSan run of this suite is the judge of undefined behaviour)
 * and bounds its loops by the map, not by the move. Normal input passes the door
 * unchanged, bit for bit. New resolvers are picked up from the registry. */
#include <criterion/criterion.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/resolver.h"
#include "core/world.h"
#include "support/support.h"

#define NORMAL_MOVES 20000 /* per resolver, for the bit-for-bit check */

static Map map;

typedef struct Hostile {
    const char *what;
    float x, y, w, h, dx, dy;
} Hostile;

/* Filled in at run time: NAN and INFINITY are not constant expressions everywhere. */
static int hostile_cases(Hostile *out)
{
    const float nan = NAN, inf = INFINITY, big = 1e30f, max = 3.4e38f;
    const Hostile cases[] = {
        {"NaN position", nan, nan, -1, -1, 3, 0},
        {"NaN x", nan, 80, -1, -1, 0, 3},
        {"infinite position", inf, -inf, -1, -1, 3, 3},
        {"NaN move", 112, 80, -1, -1, nan, nan},
        {"NaN dx only", 112, 80, -1, -1, nan, 3},
        {"infinite move", 112, 80, -1, -1, inf, 0},
        {"minus infinite move", 112, 80, -1, -1, -inf, -inf},
        {"a million pixels right", 112, 80, -1, -1, 1e6f, 0},
        {"ten million pixels down-left", 112, 80, -1, -1, -1e7f, 1e7f},
        {"1e30 pixels", 112, 80, -1, -1, big, -big},
        {"the largest float", 112, 80, -1, -1, max, max},
        {"a denormal move", 112, 80, -1, -1, 1e-45f, -1e-45f},
        {"negative size", 112, 80, -20, -5, 30, 30},
        {"NaN size", 112, 80, nan, nan, 30, 0},
        {"infinite size", 112, 80, inf, inf, 0, 30},
        {"size 1e30", 112, 80, big, big, 40, 40},
        {"far left of the map", -1e6f, 80, -1, -1, 5, 0},
        {"far below the map", 112, 5e6f, -1, -1, 0, -5},
        {"on the map's right edge", 960, 80, -1, -1, 1, 0},
        {"outside and moving further out", -50, -50, -1, -1, -1e7f, -1e7f},
        {"outside, huge and NaN", big, -big, big, nan, nan, inf},
    };
    memcpy(out, cases, sizeof cases);
    return (int)(sizeof cases / sizeof cases[0]);
}

static bool inside_map(const Body *b)
{
    float w = (float)(map.w * map.tile), h = (float)(map.h * map.tile);
    return isfinite(b->x) && isfinite(b->y) && b->x >= 0.0f && b->x <= w && b->y >= 0.0f && b->y <= h;
}

static Body body_for(int r, const Hostile *c)
{
    Body b = resolver_body(r, &map, c->x, c->y);
    if (!(c->w == -1.0f)) b.w = c->w; /* -1: the resolver's default size */
    if (!(c->h == -1.0f)) b.h = c->h;
    return b;
}

Test(hostile, every_resolver_ends_finite_and_inside_the_map_whatever_it_is_given)
{
    static Hostile cases[32];
    int n = hostile_cases(cases);
    load_shipped_map("default.map", &map);
    int available = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        if (!info->resolve) continue;
        available++;
        for (int k = 0; k < n; k++) {
            Rng rng;
            rng_seed(&rng, 1);
            ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
            Body b = body_for(r, &cases[k]);
            MoveInfo mi = {-1.0f, -1, 0};
            resolver_move(r, &ctx, &b, cases[k].dx, cases[k].dy, &mi, NULL);
            cr_expect(inside_map(&b), "%s, %s: ended at %g, %g", info->name, cases[k].what, (double)b.x, (double)b.y);
            cr_expect(isfinite(b.w) && isfinite(b.h) && b.w >= 0.0f && b.h >= 0.0f, "%s, %s: size %g x %g", info->name,
                      cases[k].what, (double)b.w, (double)b.h);
            cr_expect(mi.t >= 0.0f && mi.t <= 1.0f, "%s, %s: t = %g", info->name, cases[k].what, (double)mi.t);
        }
    }
    cr_expect_geq(available, 4, "the four methods of the Handmade Hero collision notes at least");
}

Test(hostile, every_resolver_called_directly_returns_from_hostile_input_with_the_trace_on)
{
    /* No promise about where the body ends here (resolver_move makes that one), only
     * that the call returns: no loop per pixel of a 1e30-pixel move, no crash, and in
     * the sanitized build no undefined behaviour (float-to-int overflow included). */
    static Hostile cases[32];
    static Trace trace;
    int n = hostile_cases(cases), calls = 0;
    load_shipped_map("default.map", &map);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        if (!info->resolve) continue;
        for (int k = 0; k < n; k++) {
            Rng rng;
            rng_seed(&rng, 1);
            ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
            Body b = body_for(r, &cases[k]);
            MoveInfo mi;
            trace_clear(&trace);
            info->resolve(&ctx, &b, cases[k].dx, cases[k].dy, &mi, &trace);
            calls++;
        }
    }
    cr_expect_gt(calls, 0);
}

Test(hostile, a_move_of_ten_million_pixels_from_a_legal_spot_ends_inside_the_map_even_called_directly)
{
    /* The resolvers' own bounds: from the spawn, an absurd move in each of eight
     * directions stops at the map's solid border (or short of it), not beyond. Except
     * grid-region, which reads only where a move ends (Space 9 grid collision: a move of
     * over half a cell jumps a wall), and quad-push, which settles one wall cell at a
     * time (the Mighty and Weak quads: from 24 px a tick it slips into walls): at such
     * speeds they go through the border too, and resolver_move refuses the move (the
     * next test but one). */
    load_shipped_map("default.map", &map);
    static const float dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        if (!info->resolve || r == RESOLVER_GRID_REGION || r == RESOLVER_QUAD_PUSH) continue;
        for (int d = 0; d < 8; d++) {
            Rng rng;
            rng_seed(&rng, 1);
            ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
            Body b = resolver_body(r, &map, 112.0f, 80.0f);
            info->resolve(&ctx, &b, dirs[d][0] * 1e7f, dirs[d][1] * 1e7f, NULL, NULL);
            cr_expect(inside_map(&b), "%s, direction %d: ended at %g, %g", info->name, d, (double)b.x, (double)b.y);
        }
    }
}

Test(hostile, pixel_iteration_creeps_to_the_border_when_a_move_is_absurdly_long)
{
    /* 1e30 px to the right: the destination is outside (solid), so the point creeps one
     * pixel at a time; the count is bounded by the map, so it reaches the border's
     * first pixel instead of overflowing an int or looping 1e30 times. */
    load_shipped_map("default.map", &map);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b = resolver_body(RESOLVER_PIXEL_ITERATION, &map, 112.0f, 80.0f);
    MoveInfo mi;
    RESOLVE_PIXEL_ITERATION.resolve(&ctx, &b, 1e30f, 0.0f, &mi, NULL);
    cr_expect(b.x >= 927.0f && b.x < 928.0f, "the border's solid column starts at x = 928: x = %g", (double)b.x);
    cr_expect_eq(mi.hits, 1);
}

Test(hostile, a_body_outside_the_map_is_brought_to_the_nearest_place_inside_it_and_nan_to_the_spawn)
{
    load_shipped_map("default.map", &map);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    /* A point far to the left, at the height of the spawn's row: it comes back to x = 0
     * (the border column, solid), where simplest refuses a move into the border. */
    Body b = resolver_body(RESOLVER_SIMPLEST, &map, -1e6f, 80.0f);
    resolver_move(RESOLVER_SIMPLEST, &ctx, &b, 0.0f, 0.0f, NULL, NULL);
    cr_expect(b.x == 0.0f && b.y == 80.0f, "at %g, %g", (double)b.x, (double)b.y);
    /* The centre, that is: the Minkowski box comes to the map's corner, the far edge
     * being the first pixel outside. */
    b = resolver_body(RESOLVER_MINKOWSKI, &map, 5000.0f, -3.0f);
    resolver_move(RESOLVER_MINKOWSKI, &ctx, &b, 0.0f, 0.0f, NULL, NULL);
    cr_expect(b.x < 960.0f && b.x > 959.99f && b.y == 0.0f, "at %.9g, %g", (double)b.x, (double)b.y);
    /* NaN has no nearest place: the spawn's centre, (3.5, 2.5) tiles. */
    b = resolver_body(RESOLVER_LINE_SEGMENT, &map, NAN, 3.0f);
    resolver_move(RESOLVER_LINE_SEGMENT, &ctx, &b, 0.0f, 0.0f, NULL, NULL);
    cr_expect(b.x == 112.0f && b.y == 80.0f, "at %g, %g", (double)b.x, (double)b.y);
}

Test(hostile, an_absurd_move_is_cut_to_a_length_beyond_any_map_keeping_its_direction)
{
    /* Line-segment from the spawn, 1e30 px straight right: cut to the map's width plus
     * height (960 + 576 px), it still hits the border's Left side at x = 928 and stops
     * tEpsilon (of the cut move) before it. */
    load_shipped_map("default.map", &map);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b = resolver_body(RESOLVER_LINE_SEGMENT, &map, 112.0f, 80.0f);
    MoveInfo mi;
    resolver_move(RESOLVER_LINE_SEGMENT, &ctx, &b, 1e30f, 0.0f, &mi, NULL);
    cr_expect(b.y == 80.0f, "the direction is kept: y = %g", (double)b.y);
    float cut = resolver_move_limit(&map);
    cr_expect_eq(cut, 1536.0f);
    cr_expect(b.x < 928.0f && b.x > 928.0f - 0.001f * cut - 0.01f, "x = %g", (double)b.x);
    cr_expect_float_eq(mi.t, (928.0f - 112.0f) / cut - 0.001f, 1e-6);
}

Test(hostile, a_move_just_over_the_limit_is_cut_and_one_just_under_is_not)
{
    /* resolver_cut_move skips hypot while each axis is within half the limit; around
     * the limit itself the length decides, on either axis and on the diagonal. */
    load_shipped_map("default.map", &map);
    float most = resolver_move_limit(&map);
    const float dirs[3][2] = {{1.0f, 0.0f}, {0.0f, -1.0f}, {0.6f, 0.8f}};
    for (int k = 0; k < 3; k++) {
        float under = nextafterf(most, 0.0f) * 0.999f, over = most * 1.001f;
        float dx = dirs[k][0] * under, dy = dirs[k][1] * under;
        float ux = dx, uy = dy;
        resolver_cut_move(&map, &ux, &uy);
        cr_expect(ux == dx && uy == dy, "direction %d: a move under the limit was changed", k);
        float ox = dirs[k][0] * over, oy = dirs[k][1] * over;
        resolver_cut_move(&map, &ox, &oy);
        double len = hypot(ox, oy);
        cr_expect(len <= most * 1.000001 && len >= most * 0.999999, "direction %d: cut to %g, limit %g", k, len,
                  (double)most);
    }
    /* Half the limit on both axes: 0.71 of it, never cut. */
    float hx = most * 0.5f, hy = -most * 0.5f;
    resolver_cut_move(&map, &hx, &hy);
    cr_expect(hx == most * 0.5f && hy == -most * 0.5f);
}

Test(hostile, whole_pixels_round_halves_away_from_zero_like_lroundf)
{
    /* resolver_whole_px is inline, without lroundf: it must agree with it everywhere
     * inside its range, at the halves, a float either side of them, and at random. */
    for (int q = -4096 * 4; q <= 4096 * 4; q++) {
        float v = (float)q * 0.25f;
        float probes[3] = {v, nextafterf(v, -INFINITY), nextafterf(v, INFINITY)};
        for (int k = 0; k < 3; k++)
            cr_assert_eq(resolver_whole_px(probes[k]), (int)lroundf(probes[k]), "%.9g", (double)probes[k]);
    }
    Rng rng;
    rng_seed(&rng, 5);
    for (int k = 0; k < 200000; k++) {
        float v = (rng_float01(&rng) * 2.0f - 1.0f) * (float)RESOLVE_WHOLE_PX_MAX;
        if (k % 2) v *= 1e-4f;
        cr_assert_eq(resolver_whole_px(v), (int)lroundf(v), "%.9g", (double)v);
    }
    const float edge = (float)RESOLVE_WHOLE_PX_MAX;
    cr_expect_eq(resolver_whole_px(edge), RESOLVE_WHOLE_PX_MAX);
    cr_expect_eq(resolver_whole_px(nextafterf(edge, 0.0f)), (int)lroundf(nextafterf(edge, 0.0f)));
    cr_expect_eq(resolver_whole_px(-edge - 4.0f), -RESOLVE_WHOLE_PX_MAX);
    cr_expect_eq(resolver_whole_px(0.49999997f), 0, "the float just under a half");
    cr_expect_eq(resolver_whole_px(-0.49999997f), 0);
    cr_expect_eq(resolver_whole_px(NAN), 0);
}

Test(hostile, a_move_that_would_leave_the_map_is_refused_and_the_body_stays)
{
    /* Grid-region at four tiles a tick, down-right from near the bottom of the default
     * map: it reads only the destination, which lies beyond the border. */
    load_shipped_map("default.map", &map);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b = resolver_body(RESOLVER_GRID_REGION, &map, 131.5f, 461.25f), direct = b;
    RESOLVE_GRID_REGION.resolve(&ctx, &direct, 128.0f, 128.0f, NULL, NULL);
    cr_assert_gt(direct.y, 576.0f, "called directly it leaves the 576 px tall map: y = %g", (double)direct.y);
    MoveInfo mi;
    resolver_move(RESOLVER_GRID_REGION, &ctx, &b, 128.0f, 128.0f, &mi, NULL);
    cr_expect(b.x == 131.5f && b.y == 461.25f, "stays at %g, %g", (double)b.x, (double)b.y);
    cr_expect_eq(mi.t, 0.0f);
}

Test(hostile, normal_moves_pass_through_resolver_move_bit_for_bit)
{
    /* The door changes nothing a user can do: the same random walk through
     * resolver_move and straight into each resolver gives identical floats, except
     * that a move that would take the body out of the map is refused (grid-region at
     * speed: see above); both walks then go on from where the body stayed. */
    static const char *maps[] = {"default.map", "tunnel.map", "seam.map", "corners.map", "platforms.map"};
    for (int k = 0; k < 5; k++) {
        load_shipped_map(maps[k], &map);
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            const ResolverInfo *info = resolver_info(r);
            if (!info->resolve) continue;
            Rng moves, rng_a, rng_b;
            rng_seed(&moves, 99);
            rng_seed(&rng_a, 5);
            rng_seed(&rng_b, 5);
            ResolveCtx ctx_a = {&map, &rng_a, NULL, 0, NULL, NULL}, ctx_b = {&map, &rng_b, NULL, 0, NULL, NULL};
            float t = (float)map.tile;
            Body a = resolver_body(r, &map, ((float)map.spawn_x + 0.5f) * t, ((float)map.spawn_y + 0.5f) * t), b = a;
            for (int m = 0; m < NORMAL_MOVES / 5; m++) {
                float dx = (float)((int)rng_below(&moves, 3) - 1) * world_speed_at((int)rng_below(&moves, 16));
                float dy = (float)((int)rng_below(&moves, 3) - 1) * world_speed_at((int)rng_below(&moves, 16));
                MoveInfo ma, mb;
                Body before = a;
                resolver_move(r, &ctx_a, &a, dx, dy, &ma, NULL);
                info->resolve(&ctx_b, &b, dx, dy, &mb, NULL);
                if (!inside_map(&b) && memcmp(&a, &before, sizeof a) == 0 && ma.t == 0.0f) {
                    b = a; /* refused: both go on from where the body stayed */
                    continue;
                }
                if (memcmp(&a, &b, sizeof a) != 0 || ma.t != mb.t || ma.hits != mb.hits || ma.flags != mb.flags) {
                    cr_assert_fail("%s on %s, move %d (%g, %g): through the door %.9g, %.9g; direct %.9g, %.9g",
                                   info->name, maps[k], m, (double)dx, (double)dy, (double)a.x, (double)a.y,
                                   (double)b.x, (double)b.y);
                    return;
                }
            }
        }
    }
}

/* Findings of the fuzzing harnesses (tests/fuzz/, docs/robustness.md), each kept as
 * the input that found it. */

/* The fuzzing harnesses' largest map: 128x128 cells of 128 px, walls scattered. */
static void load_fuzz_map(void)
{
    static char text[MAP_MAX_H * (MAP_MAX_W + 1) + 64];
    size_t at = (size_t)snprintf(text, sizeof text, "collide-map 1\ntile %d\ngrid\n", MAP_TILE_MAX);
    for (int j = 0; j < MAP_MAX_H; j++) {
        for (int i = 0; i < MAP_MAX_W; i++)
            text[at++] = (i == 1 && j == 1)             ? 'P'
                         : ((i * 7 + j * 13) % 11 == 0) ? '#'
                         : ((i + j) % 17 == 0)          ? '8'
                                                        : '.';
        text[at++] = '\n';
    }
    at += (size_t)snprintf(text + at, sizeof text - at, "end\n");
    MapError e;
    cr_assert(map_parse(&map, text, at, "big", &e), "%s", e.msg);
}

Test(hostile, fuzz_finding_grid_region_never_reports_more_than_the_whole_move)
{
    /* fuzz_move, crash-875f8d57: near the far corner of the largest map a float's
     * rounding made the move grid-region reported longer than the one wanted: t was
     * 1.00009. The fraction is held to 1. */
    load_fuzz_map();
    Rng rng;
    rng_seed(&rng, 7);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b = {16384.0f, 16384.0f, 3.78171793e-24f, -3.96875f}; /* brought just inside */
    MoveInfo mi;
    resolver_move(RESOLVER_GRID_REGION, &ctx, &b, -4.42726805e-33f, -3.98400855f, &mi, NULL);
    cr_expect(mi.t >= 0.0f && mi.t <= 1.0f, "t = %.9g", (double)mi.t);
    b = (Body){16383.999f, 16383.999f, 16.0f, 16.0f};
    RESOLVE_GRID_REGION.resolve(&ctx, &b, 0.0f, -3.98400855f, &mi, NULL);
    cr_expect(mi.t >= 0.0f && mi.t <= 1.0f, "called directly: t = %.9g", (double)mi.t);
}

Test(hostile, fuzz_finding_quad_push_returns_from_an_absurd_move_on_the_smallest_map, .timeout = 30)
{
    /* fuzz_move, timeout-cb669bea: quad-push on the 1x1 map, 7.7e31 px down-right. It
     * paired every solid cell of the move's box (up to 258 x 258 of them, beyond the
     * map's ring) and stepped each pair pixel by pixel along the move: minutes. Now the
     * move is cut to the map's width plus height, an absurd move pairs only the ring's
     * cells near its path, and a pair stopped dead ends at once. (The timeout only
     * turns a hang into a failure; the test measures nothing.) */
    static Trace trace;
    MapError e;
    cr_assert(map_parse(&map, "collide-map 1\ntile 8\ngrid\nP\nend\n", 31, "tiny", &e), "%s", e.msg);
    static const float moves[4][2] = {{7.318141e-41f, -0.0f},
                                      {2.308639e-41f, 2.313824e-41f},
                                      {2.318308e-41f, 2.318308e-41f},
                                      {7.740406e31f, 7.747085e31f}};
    Body body = {5.961342e-39f, 1.146262e-42f, -2.536072e-28f, 7.281326f};
    for (int k = 0; k < 4; k++) {
        Rng rng;
        rng_seed(&rng, 7);
        ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
        Body raw = body;
        RESOLVE_QUAD_PUSH.resolve(&ctx, &raw, moves[k][0], moves[k][1], NULL, &trace);
        resolver_move(RESOLVER_QUAD_PUSH, &ctx, &body, moves[k][0], moves[k][1], NULL, &trace);
        cr_expect(inside_map(&body), "move %d: %g, %g", k, (double)body.x, (double)body.y);
    }
}

Test(hostile, fuzz_finding_quad_push_pairs_no_cell_with_a_path_that_is_not_a_number)
{
    /* fuzz_move, slow-unit-c51f3266: quad-push called directly with a body at NaN (x
     * 300.3, y and width NaN) moved 1,988,944 px right on a 4,096 x 4,096 map of 128 px
     * tiles. The path's slabs compared false, which near_path read as near, so all
     * 4,098 cells of the row above the map were paired, each stepped along the move:
     * 6.6 s in the release build, 22 s under the sanitizers. A path that is not finite
     * now comes near no cell. */
    Map big = {0};
    cr_assert(map_new(&big, MAP_MAX_W, MAP_MAX_H));
    big.tile = 128;
    Rng rng;
    rng_seed(&rng, 7);
    ResolveCtx ctx = {&big, &rng, NULL, 0, NULL, NULL};
    Body b = {300.3f, NAN, NAN, 3.849743e-37f};
    MoveInfo mi = {0};
    RESOLVE_QUAD_PUSH.resolve(&ctx, &b, 1988944.25f, 2.8698593e-42f, &mi, NULL);
    cr_expect_eq(mi.hits, 0, "cells paired with a path at NaN: %d", mi.hits);
    cr_expect(mi.t >= 0.0f && mi.t <= 1.0f, "t = %g", (double)mi.t);
    b = (Body){300.3f, NAN, NAN, 3.849743e-37f};
    resolver_move(RESOLVER_QUAD_PUSH, &ctx, &b, 1988944.25f, 2.8698593e-42f, &mi, NULL);
    cr_expect(isfinite(b.x) && isfinite(b.y), "through resolver_move it ends at a number: %g, %g", (double)b.x,
              (double)b.y);
    map_free(&big);
}

Test(hostile, fuzz_finding_a_trace_that_is_never_cleared_counts_what_it_drops_without_overflowing)
{
    /* fuzz_resolve_line, crash-36230749 (after 9.8 million runs): the harness kept one
     * trace for all its moves and never cleared it, so the count of shapes that did
     * not fit ran past INT_MAX (undefined behaviour). The program clears the trace
     * every tick and its largest overlay is about 250 shapes, but the count now stops
     * at INT_MAX, and the HUD's line says how many shapes were not drawn. */
    static Trace trace;
    trace_clear(&trace);
    trace_note(&trace, "t 0.5");
    for (int k = 0; k < TRACE_MAX_SHAPES + 3; k++) trace_shape(&trace, TRACE_SCAN, 0.0f, 0.0f, 1.0f, 1.0f);
    cr_expect_eq(trace.shape_count, TRACE_MAX_SHAPES);
    cr_expect_eq(trace.dropped, 3);
    char line[TRACE_NOTE_MAX + 64];
    trace_note_text(&trace, line, sizeof line);
    cr_expect_str_eq(line, "t 0.5  \xc2\xb7  3 shapes not drawn (overlay full)");

    trace.dropped = INT_MAX - 1;
    for (int k = 0; k < 3; k++) trace_shape(&trace, TRACE_SCAN, 0.0f, 0.0f, 1.0f, 1.0f);
    cr_expect_eq(trace.dropped, INT_MAX, "the count stops at INT_MAX");

    trace_clear(&trace);
    trace_note(&trace, "t 1");
    trace_note_text(&trace, line, sizeof line);
    cr_expect_str_eq(line, "t 1", "nothing dropped: the note alone");
}
