/* test_wall_sweep.c: the side sweep shared by the line-segment and Minkowski methods of
 * the Handmade Hero collision notes passes over the cells a move cannot reach (and empty
 * ones) when no overlay is drawn. The shortcut must not change a single bit: the
 * reference is the same sweep over every cell of the scan rectangle, which is what
 * runs when the overlay is on. */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "core/resolver.h"
#include "core/resolvers/wall_side.h"
#include "support/support.h"

#define MOVES_PER_MAP 5000

static Map map;

/* A coordinate that is often exactly on a tile edge, or a half-size off one: where
 * rounding decides between touching and crossing. */
static float edgy(Rng *rng, float extent, float half)
{
    float tile = (float)map.tile;
    float v = rng_float01(rng) * extent;
    switch (rng_below(rng, 4)) {
    case 0: return roundf(v / tile) * tile;
    case 1: return roundf(v / tile) * tile + half;
    case 2: return roundf(v / tile) * tile - half;
    default: return v;
    }
}

/* A move: long, short, tiny, straight or diagonal. */
static void random_move(Rng *rng, float *dx, float *dy)
{
    static const float LENGTHS[] = {128.0f, 8.0f, 1.0f, 0.001f};
    float len = LENGTHS[rng_below(rng, 4)];
    *dx = (rng_float01(rng) * 2.0f - 1.0f) * len;
    *dy = (rng_float01(rng) * 2.0f - 1.0f) * len;
    if (rng_below(rng, 4) == 0) *dx = 0.0f;
    else if (rng_below(rng, 3) == 0) *dy = 0.0f;
}

static bool same_hit(WallHit a, WallHit b)
{
    if (a.hit != b.hit) return false;
    if (!a.hit) return true;
    return a.t == b.t && a.i == b.i && a.j == b.j && a.side.vertical == b.side.vertical && a.side.at == b.side.at &&
           a.side.lo == b.side.lo && a.side.hi == b.side.hi && a.side.bit == b.side.bit && a.side.cap == b.side.cap &&
           a.side.seam == b.side.seam;
}

static const char *const MAPS[] = {"grid_maze.map", "corners.map", "seam.map", "grid_wall_tips.map"};

Test(wall_sweep, passing_over_cells_out_of_reach_finds_the_same_hit_over_20000_random_moves)
{
    static const float HALVES[] = {0.0f, 0.05f, 10.0f, 24.0f};
    for (int m = 0; m < 4; m++) {
        load_shipped_map(MAPS[m], &map);
        Rng rng;
        rng_seed(&rng, 0x5ca9u + (unsigned)m);
        float w = (float)(map.w * map.tile), h = (float)(map.h * map.tile);
        for (int k = 0; k < MOVES_PER_MAP; k++) {
            float hw = HALVES[rng_below(&rng, 4)], hh = rng_below(&rng, 2) ? hw : HALVES[rng_below(&rng, 4)];
            float x = edgy(&rng, w, hw), y = edgy(&rng, h, hh), dx, dy;
            random_move(&rng, &dx, &dy);
            int grow_x = (int)ceilf(2.0f * hw / (float)map.tile), grow_y = (int)ceilf(2.0f * hh / (float)map.tile);
            WallScan scan = wall_scan_rect(&map, x, y, dx, dy, grow_x, grow_y);
            bool skip = rng_below(&rng, 2);
            WallHit every = wall_sweep(&map, scan, x, y, hw, hh, dx, dy, skip, true, NULL);
            WallHit reach = wall_sweep(&map, scan, x, y, hw, hh, dx, dy, skip, false, NULL);
            cr_assert(same_hit(every, reach), "%s move %d: (%.9g, %.9g) by (%.9g, %.9g), half %g x %g: t %.9g vs %.9g",
                      MAPS[m], k, (double)x, (double)y, (double)dx, (double)dy, (double)hw, (double)hh, (double)every.t,
                      (double)reach.t);
            cr_assert_leq(reach.tested, every.tested);
        }
    }
}

/* The same through the resolvers: with no trace (the shortcut) and with one (every
 * cell), the body ends on the same bits and MoveInfo is the same. */
static void expect_same_with_and_without_trace(const ResolverInfo *info, unsigned seed)
{
    static Trace trace;
    for (int m = 0; m < 4; m++) {
        load_shipped_map(MAPS[m], &map);
        Rng rng;
        rng_seed(&rng, seed + (unsigned)m);
        float w = (float)(map.w * map.tile), h = (float)(map.h * map.tile);
        ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
        for (int k = 0; k < MOVES_PER_MAP; k++) {
            Body start = resolver_body(resolver_find(info->name), &map, 0.0f, 0.0f);
            start.x = edgy(&rng, w, start.w * 0.5f);
            start.y = edgy(&rng, h, start.h * 0.5f);
            float dx, dy;
            random_move(&rng, &dx, &dy);
            Body fast = start, full = start;
            MoveInfo a, b;
            info->resolve(&ctx, &fast, dx, dy, &a, NULL);
            trace_clear(&trace);
            info->resolve(&ctx, &full, dx, dy, &b, &trace);
            cr_assert(fast.x == full.x && fast.y == full.y && a.t == b.t && a.hits == b.hits && a.flags == b.flags,
                      "%s on %s, move %d from (%.9g, %.9g) by (%.9g, %.9g): (%.9g, %.9g) vs (%.9g, %.9g) traced",
                      info->name, MAPS[m], k, (double)start.x, (double)start.y, (double)dx, (double)dy, (double)fast.x,
                      (double)fast.y, (double)full.x, (double)full.y);
        }
    }
}

Test(wall_sweep, minkowski_ends_on_the_same_bits_with_and_without_the_overlay)
{
    expect_same_with_and_without_trace(&RESOLVE_MINKOWSKI, 0x3a11u);
}

Test(wall_sweep, line_segment_ends_on_the_same_bits_with_and_without_the_overlay)
{
    expect_same_with_and_without_trace(&RESOLVE_LINE_SEGMENT, 0x11e5u);
}
