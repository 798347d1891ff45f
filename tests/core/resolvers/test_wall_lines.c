/* test_wall_lines.c: line-segment and Minkowski take their sweep line by line when no
 * overlay is drawn, one division per grid line (wall_lines.c). The bits must be those of
 * the frozen cell-by-cell sweep, each side with its own division (tests/support/
 * wall_side_plain.c, wall_resolvers_plain.c): the hit itself on random and hostile
 * sweeps, and the resolvers' positions, MoveInfo and traces on every shipped map. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolver.h"
#include "core/resolvers/wall_side.h"
#include "support/plain_resolvers.h"
#include "support/side_by_side.h"
#include "support/support.h"

WallHit wall_sweep_plain(const Map *map, WallScan scan, float x, float y, float hw, float hh, float dx, float dy,
                         bool skip_seams, bool every_cell, Trace *trace);
WallScan wall_scan_rect_plain(const Map *map, float x, float y, float dx, float dy, int grow_x, int grow_y);

static bool same_bits(float a, float b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

static bool same_hit(const WallHit *a, const WallHit *b)
{
    if (a->hit != b->hit || !same_bits(a->t, b->t)) return false;
    if (!a->hit) return true;
    const WallSide *s = &a->side, *o = &b->side;
    return a->i == b->i && a->j == b->j && s->vertical == o->vertical && same_bits(s->at, o->at) &&
           same_bits(s->lo, o->lo) && same_bits(s->hi, o->hi) && s->nx == o->nx && s->ny == o->ny && s->bit == o->bit &&
           s->cap == o->cap && s->seam == o->seam;
}

/* A coordinate on a line, a half-size off one, one float step off those, or anywhere. */
static float hostile(Rng *rng, int cells, float tile, float half)
{
    float line = (float)rng_below(rng, (uint32_t)cells + 3) * tile - tile;
    switch (rng_below(rng, 6)) {
    case 0: return line;
    case 1: return line + (rng_below(rng, 2) ? half : -half);
    case 2: return nextafterf(line + half, rng_below(rng, 2) ? INFINITY : -INFINITY);
    case 3: return nextafterf(line - half, rng_below(rng, 2) ? INFINITY : -INFINITY);
    case 4: return line + 0.5f * tile;
    default: return rng_float01(rng) * (float)(cells * (int)tile);
    }
}

/* `sweeps` sweeps on map m through wall_sweep without an overlay and the frozen one, the
 * same scan rectangle (the box's grown one) for both, compared side field by field. */
static void sweeps_match_up_to(const Map *m, const char *name, int sweeps, uint64_t seed, float longest)
{
    static const float HALVES[] = {0.0f, 0.05f, 0.125f, 10.0f, 16.0f, 24.0f, 40.0f};
    static const float LENGTHS[] = {0.0f, 8.0f, 64.0f, 200.0f, 1.0f};
    Rng rng;
    rng_seed(&rng, seed);
    float tile = (float)m->tile;
    for (int k = 0; k < sweeps; k++) {
        float hw = HALVES[rng_below(&rng, 7)], hh = rng_below(&rng, 2) ? hw : HALVES[rng_below(&rng, 7)];
        if (rng_below(&rng, 4) == 0) hw = rng_float01(&rng) * 1.5f * tile;
        float x = hostile(&rng, m->w, tile, hw), y = hostile(&rng, m->h, tile, hh);
        if (rng_below(&rng, 32) == 0) { /* far off, beyond any map, or not a number */
            static const float FAR[] = {1e6f, -3e6f, 2e7f, 1e12f, -1e30f, INFINITY, NAN};
            *(rng_below(&rng, 2) ? &x : &y) = FAR[rng_below(&rng, 7)];
        }
        float len = rng_below(&rng, 2) ? LENGTHS[rng_below(&rng, 5)] : rng_float01(&rng) * 300.0f;
        if (len > longest) len = rng_below(&rng, 2) ? longest : rng_float01(&rng) * longest;
        float a = (float)rng_below(&rng, 8) * 0.78539816f;
        if (rng_below(&rng, 2)) a += rng_float01(&rng) * 6.2831853f;
        else if (rng_below(&rng, 2)) a = nextafterf(a, INFINITY);
        float dx = len * cosf(a), dy = len * sinf(a);
        if (rng_below(&rng, 8) == 0) dy = nextafterf(0.0f, rng_below(&rng, 2) ? INFINITY : -INFINITY);
        int gx = (int)ceilf(2.0f * hw / tile), gy = (int)ceilf(2.0f * hh / tile);
        WallScan scan = wall_scan_rect(m, x, y, dx, dy, gx, gy);
        WallScan frozen = wall_scan_rect_plain(m, x, y, dx, dy, gx, gy);
        cr_assert(!memcmp(&scan, &frozen, sizeof scan), "%s sweep %d: scan rectangles differ", name, k);
        bool skip = rng_below(&rng, 2);
        WallHit got = wall_sweep(m, scan, x, y, hw, hh, dx, dy, skip, false, NULL);
        WallHit want = wall_sweep_plain(m, scan, x, y, hw, hh, dx, dy, skip, false, NULL);
        if (hw > 0.0f && hh > 0.0f) {
            /* The box's sweep without the rectangle, when it can; now and then with a
             * rectangle grown too little for the box, which it must then keep to. */
            int bx = gx - (int)rng_below(&rng, 2), by = gy - (int)rng_below(&rng, 2);
            bx = bx < 0 ? 0 : bx;
            by = by < 0 ? 0 : by;
            WallHit box, box_want = want;
            if (bx != gx || by != gy)
                box_want = wall_sweep_plain(m, wall_scan_rect_plain(m, x, y, dx, dy, bx, by), x, y, hw, hh, dx, dy, skip,
                                            false, NULL);
            wall_sweep_box(m, x, y, hw, hh, dx, dy, bx, by, skip, &box);
            cr_assert(same_hit(&box, &box_want),
                      "%s sweep %d: the box's sweep (%a, %a) by (%a, %a), half %a x %a, grown %d x %d", name, k,
                      (double)x, (double)y, (double)dx, (double)dy, (double)hw, (double)hh, bx, by);
        }
        cr_assert(same_hit(&got, &want),
                  "%s sweep %d: (%a, %a) by (%a, %a), half %a x %a, seams %s: hit %d t %a cell %d,%d; frozen hit %d t "
                  "%a cell %d,%d",
                  name, k, (double)x, (double)y, (double)dx, (double)dy, (double)hw, (double)hh,
                  skip ? "skipped" : "kept", got.hit, (double)got.t, got.i, got.j, want.hit, (double)want.t, want.i,
                  want.j);
    }
}

static void sweeps_match(const Map *m, const char *name, int sweeps, uint64_t seed)
{
    sweeps_match_up_to(m, name, sweeps, seed, INFINITY);
}

Test(wall_lines, the_sweep_finds_the_same_hit_as_the_frozen_one_on_every_shipped_map)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int n = shipped_map_names(names);
    cr_assert_gt(n, 5);
    for (int i = 0; i < n; i++) {
        Map m = {0};
        load_shipped_map(names[i], &m);
        sweeps_match(&m, names[i], 20000, 0x11e5u + (uint64_t)i);
        map_free(&m);
    }
}

/* A w x h map of tile `tile` px, every cell one of the 16 side masks, solid or empty at
 * random (the player at the top left): thin walls meeting in every way, so every kind of
 * cap and seam and every tie between them turns up. */
static void random_sides_map(Map *m, Rng *rng, int w, int h, int tile)
{
    static const char DIGITS[] = "..123456789abcde#";
    char text[4096];
    int len = snprintf(text, sizeof text, "collide-map 2\ntile %d\ngrid\n", tile);
    for (int j = 0; j < h; j++) {
        for (int i = 0; i < w; i++)
            text[len++] = i + j == 0 ? 'P' : DIGITS[rng_below(rng, (uint32_t)sizeof DIGITS - 1)];
        text[len++] = '\n';
    }
    len += snprintf(text + len, sizeof text - (size_t)len, "end\n");
    MapError err;
    cr_assert(map_parse(m, text, (size_t)len, "random sides", &err), "%s", err.msg);
}

/* Six maps of random sides, tiles of 32 and 24 px, `sweeps` sweeps on each, moves of at
 * most `longest` tiles. */
static void random_maps_match(uint64_t seed, uint64_t sweep_seed, int sweeps, float longest)
{
    Rng rng;
    rng_seed(&rng, seed);
    for (int round = 0; round < 6; round++) {
        Map m = {0};
        random_sides_map(&m, &rng, 20, 16, round % 3 == 2 ? 24 : 32);
        sweeps_match_up_to(&m, "random sides", sweeps, sweep_seed + (uint64_t)round, longest * (float)m.tile);
        map_free(&m);
    }
}

Test(wall_lines, the_sweep_finds_the_same_hit_on_a_map_of_random_sides)
{
    random_maps_match(7, 0xa11u, 20000, INFINITY);
}

/* Moves of at most a quarter tile: a box's scan is then a cell or two, swept cell by cell
 * (wall_sweep_cells), and its start on a line or a half-size off one meets the ends of
 * sides and caps exactly. */
Test(wall_lines, a_short_sweep_finds_the_same_hit_on_maps_of_random_sides_and_shipped_maps)
{
    random_maps_match(11, 0x5407u, 40000, 0.25f);
    Map m = {0};
    load_shipped_map("grid_maze.map", &m);
    sweeps_match_up_to(&m, "grid_maze.map, short", 40000, 0x5408u, 8.0f);
    map_free(&m);
}

/* One sweep on both sweeps, compared; a short description on a mismatch. */
static void one_sweep_matches(const Map *m, float x, float y, float hw, float hh, float dx, float dy, bool skip)
{
    int gx = (int)ceilf(2.0f * hw / (float)m->tile), gy = (int)ceilf(2.0f * hh / (float)m->tile);
    WallScan scan = wall_scan_rect(m, x, y, dx, dy, gx, gy);
    WallHit got = wall_sweep(m, scan, x, y, hw, hh, dx, dy, skip, false, NULL);
    WallHit want = wall_sweep_plain(m, scan, x, y, hw, hh, dx, dy, skip, false, NULL);
    WallHit box;
    wall_sweep_box(m, x, y, hw, hh, dx, dy, gx, gy, skip, &box);
    cr_assert(same_hit(&box, &want), "the box's sweep (%a, %a) by (%a, %a), half %a", (double)x, (double)y, (double)dx,
              (double)dy, (double)hw);
    cr_assert(same_hit(&got, &want), "(%a, %a) by (%a, %a), half %a x %a: hit %d t %a cell %d,%d; frozen hit %d t %a",
              (double)x, (double)y, (double)dx, (double)dy, (double)hw, (double)hh, got.hit, (double)got.t, got.i,
              got.j, want.hit, (double)want.t);
}

/* Every cell's grown sides and caps met square on at each end, exactly and one float step
 * inside and outside, by a move along the other axis: where a span's end decides hit or
 * miss, to the last float. The starts lie 4 px before the line or on it. (A cap's end is
 * a column's grown edge, so a move there reaches two columns and two rows: it goes line
 * by line, never cell by cell.) */
Test(wall_lines, every_side_and_cap_is_met_to_the_last_float_at_both_ends)
{
    static const float HALVES[] = {10.0f, 16.0f};
    Rng rng;
    rng_seed(&rng, 13);
    Map m = {0};
    random_sides_map(&m, &rng, 14, 12, 32);
    for (int j = 0; j < m.h; j++) {
        for (int i = 0; i < m.w; i++) {
            for (int h = 0; h < 2; h++) {
                float half = HALVES[h], lo[2] = {(float)i * 32.0f, (float)j * 32.0f}, hi[2] = {lo[0] + 32.0f, lo[1] + 32.0f};
                for (int axis = 0; axis < 2; axis++) { /* 0: the move runs along y, across horizontal lines */
                    int other = 1 - axis;
                    float ends[4] = {lo[axis] - half, lo[axis] + half, hi[axis] - half, hi[axis] + half};
                    float lines[2] = {lo[other] - half, hi[other] + half};
                    for (int e = 0; e < 12; e++) {
                        float along = ends[e / 3];
                        if (e % 3 == 1) along = nextafterf(along, -INFINITY);
                        if (e % 3 == 2) along = nextafterf(along, INFINITY);
                        for (int l = 0; l < 8; l++) { /* a line, a direction, a start before it or on it */
                            float sign = l & 1 ? -1.0f : 1.0f, line = lines[(l >> 1) & 1];
                            float start = l & 4 ? line : line - 4.0f * sign;
                            for (int skip = 0; skip < 2; skip++) {
                                if (axis == 0) one_sweep_matches(&m, along, start, half, half, 0.0f, 8.0f * sign, skip);
                                else one_sweep_matches(&m, start, along, half, half, 8.0f * sign, 0.0f, skip);
                            }
                        }
                    }
                }
            }
        }
    }
    map_free(&m);
}

static void resolver_matches(int id, const ResolverInfo *frozen)
{
    char why[512] = "";
    cr_assert(side_by_side_shipped_maps(resolver_info(id), frozen, 20000, 0x5eedu, why, sizeof why), "%s", why);
}

Test(wall_lines, line_segment_gives_the_frozen_bits_on_every_shipped_map)
{
    resolver_matches(RESOLVER_LINE_SEGMENT, &RESOLVE_LINE_SEGMENT_PLAIN);
}

Test(wall_lines, minkowski_gives_the_frozen_bits_on_every_shipped_map)
{
    resolver_matches(RESOLVER_MINKOWSKI, &RESOLVE_MINKOWSKI_PLAIN);
}
