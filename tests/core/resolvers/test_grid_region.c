/* test_grid_region.c: Space 9 grid collision's pmove: the regions a, b and c from
 * the doubled, rounded coordinates, the walls read from the side masks, each rule, the
 * a-to-c corner case and its seeded coin, 100,000 random moves through the maze, and the
 * weakness the caption names (only the destination is checked). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/resolvers/grid_region.h"
#include "core/resolver.h"
#include "core/world.h"
#include "support/support.h"

#define EPS 1e-4f
#define T 32.0f /* tile of the test maps, pixels */

static Map map;

/* A 6x6 map, tile 32, from six rows of six cells. */
static void grid(const char *r0, const char *r1, const char *r2, const char *r3, const char *r4, const char *r5)
{
    char text[512];
    snprintf(text, sizeof text, "collide-map 1\nname \"t\"\ntile 32\ngrid\n%s\n%s\n%s\n%s\n%s\n%s\nend\n", r0, r1, r2,
             r3, r4, r5);
    MapError err;
    cr_assert(map_parse(&map, text, strlen(text), "t.map", &err), "%d:%d: %s", err.line, err.col, err.msg);
}

/* Move the circle from (x, y) by (dx, dy) pixels with a generator seeded `seed`. */
static Body move(float x, float y, float dx, float dy, uint64_t seed, MoveInfo *mi)
{
    MoveInfo local;
    return resolve_once(&RESOLVE_GRID_REGION, &map, resolver_body(RESOLVER_GRID_REGION, &map, x, y), dx, dy, seed,
                        mi ? mi : &local, NULL);
}

/* Map A: a vertical wall on the edge x = 3, rows 2..3 (cells (2,2) Right, (3,2) Left). */
static void map_a(void)
{
    grid("......", "......", "..41..", "......", "P.....", "......");
}
/* Map B: a horizontal wall on the edge y = 3, columns 2..3 (cells (2,2) Down, (2,3) Up). */
static void map_b(void)
{
    grid("......", "......", "..2...", "..8...", "P.....", "......");
}

Test(grid_region, the_doubled_rounded_coordinate_names_the_region)
{
    grid("......", "......", "......", "......", "P.....", "......");
    /* Cell units: 2.5 is a cell's middle (odd: 5), 3.0 a line (even: 6). Math.round
     * sends halves up, so the band around line 3 is [2.75, 3.25). */
    cr_expect_eq(grid_round2(&map, 2.5f * T), 5);
    cr_expect_eq(grid_round2(&map, 2.75f * T), 6, "2.75 is in the band of line 3");
    cr_expect_eq(grid_round2(&map, 3.25f * T), 7, "3.25 is out of it (halves round up)");
    cr_expect_eq(grid_region_of(5, 7), GRID_REGION_A);
    cr_expect_eq(grid_region_of(6, 7), GRID_REGION_B_V);
    cr_expect_eq(grid_region_of(5, 6), GRID_REGION_B_H);
    cr_expect_eq(grid_region_of(6, 6), GRID_REGION_C);
    cr_expect_eq(grid_region_of(-3, -2), GRID_REGION_B_H, "negative odd stays odd");
}

Test(grid_region, a_wall_is_on_an_edge_if_either_of_its_cells_says_so)
{
    grid("4.....", ".1....", "2.....", "......", "8....P", "......");
    cr_expect(grid_wall_v(&map, 1, 0), "Right of (0,0)");
    cr_expect(grid_wall_v(&map, 1, 1), "Left of (1,1)");
    cr_expect(!grid_wall_v(&map, 2, 1));
    cr_expect(grid_wall_h(&map, 0, 3), "Down of (0,2)");
    cr_expect(grid_wall_h(&map, 0, 4), "Up of (0,4): a one-way platform is a wall both ways");
    cr_expect(!grid_wall_h(&map, 1, 3));
    cr_expect(grid_wall_v(&map, 0, 3) && grid_wall_h(&map, 2, 6), "the map's border is walled");
}

Test(grid_region, a_move_into_region_a_is_never_changed)
{
    map_a();
    MoveInfo mi;
    Body b = move(80, 80, -7, 5, 1, &mi); /* ends at 2.28, 2.66: region a, beside the wall */
    cr_expect_float_eq(b.x, 73.0f, EPS);
    cr_expect_float_eq(b.y, 85.0f, EPS);
    cr_expect_eq(mi.hits, 0);
}

Test(grid_region, in_region_b_a_wall_cancels_the_move_across_it_and_keeps_the_move_along_it)
{
    map_a();
    MoveInfo mi;
    Body b = move(80, 80, 12, 4, 1, &mi); /* into the band of the wall x = 3, row 2 */
    cr_expect_float_eq(b.x, 80.0f, EPS, "x cancelled");
    cr_expect_float_eq(b.y, 84.0f, EPS, "y kept: it slides along the wall");
    cr_expect_eq(mi.hits, 1);
    /* The same move one row lower, where the edge has no wall, goes through. */
    b = move(80, 144, 12, 4, 1, &mi);
    cr_expect_float_eq(b.x, 92.0f, EPS);
}

Test(grid_region, in_region_c_coming_along_a_line_only_the_other_direction_is_left)
{
    map_a();
    /* Along the horizontal line y = 3 (band), rightward into the crossing (3, 3), where
     * the wall x = 3 ends: only vertical motion is left. */
    Body b = move(80, 94, 12, -3, 1, NULL);
    cr_expect_float_eq(b.x, 80.0f, EPS);
    cr_expect_float_eq(b.y, 91.0f, EPS);
    /* Along the vertical line x = 3, upward into the same crossing: only horizontal. */
    b = move(94, 112, 2, -12, 1, NULL);
    cr_expect_float_eq(b.x, 96.0f, EPS);
    cr_expect_float_eq(b.y, 112.0f, EPS);
}

Test(grid_region, from_region_a_the_nearest_walls_forbid_moving_across_them)
{
    /* Diagonally into the crossing (3, 3) from the cell up-left of it (2, 2). */
    map_a(); /* the nearest vertical wall (x = 3 above the crossing) is there */
    MoveInfo mi;
    Body b = move(86, 86, 4, 4, 1, &mi);
    cr_expect_float_eq(b.x, 86.0f, EPS, "x cancelled");
    cr_expect_float_eq(b.y, 90.0f, EPS);
    cr_expect_eq(mi.flags & 4u, 0u, "no coin");
    map_b(); /* the nearest horizontal wall (y = 3 left of the crossing) is there */
    b = move(86, 86, 4, 4, 1, &mi);
    cr_expect_float_eq(b.x, 90.0f, EPS);
    cr_expect_float_eq(b.y, 86.0f, EPS, "y cancelled");
    grid("......", "......", "..61..", "..8...", "P.....", "......"); /* both */
    b = move(86, 86, 4, 4, 1, &mi);
    cr_expect_float_eq(b.x, 86.0f, EPS);
    cr_expect_float_eq(b.y, 86.0f, EPS);
    cr_expect_eq(mi.hits, 2);
}

/* The corner case: from region a into a crossing whose two nearest walls are absent
 * but another is there. The seed says either axis will do and tosses a coin. */
Test(grid_region, the_corner_case_tosses_the_seeded_coin_and_the_same_seed_gives_the_same_choice)
{
    map_a(); /* from the lower-left cell (2, 3): the wall x = 3 is above the crossing, far */
    int x_cancelled = 0, y_cancelled = 0;
    for (uint64_t seed = 1; seed <= 64; seed++) {
        MoveInfo mi;
        Body b = move(86, 106, 4, -4, seed, &mi);
        cr_assert(mi.flags & 4u, "seed %llu: the coin was tossed", (unsigned long long)seed);
        cr_assert_eq(mi.hits, 1, "exactly one axis goes");
        bool x_gone = b.x == 86.0f;
        x_gone ? x_cancelled++ : y_cancelled++;
        cr_assert(x_gone ? b.y == 102.0f : (b.x == 90.0f && b.y == 106.0f));
        Body again = move(86, 106, 4, -4, seed, NULL);
        cr_assert(again.x == b.x && again.y == b.y, "seed %llu: same seed, same choice", (unsigned long long)seed);
    }
    cr_expect_gt(x_cancelled, 10, "x cancelled %d times in 64", x_cancelled);
    cr_expect_gt(y_cancelled, 10, "y cancelled %d times in 64", y_cancelled);
}

/* Distance (cells) from (px, py) to the segment (ax, ay)-(bx, by). */
static float seg_dist(float px, float py, float ax, float ay, float bx, float by)
{
    float vx = bx - ax, vy = by - ay;
    float u = ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy);
    u = fminf(1.0f, fmaxf(0.0f, u));
    return hypotf(px - ax - u * vx, py - ay - u * vy);
}

/* Does the straight path from a to b (cells) cross a wall's line within the wall? */
static bool path_crosses_a_wall(float ax, float ay, float bx, float by)
{
    for (int i = (int)floorf(fminf(ax, bx)) + 1; i <= (int)floorf(fmaxf(ax, bx)); i++) {
        if ((ax - (float)i) * (bx - (float)i) >= 0.0f) continue;
        float y = ay + ((float)i - ax) / (bx - ax) * (by - ay);
        if (grid_wall_v(&map, i, (int)floorf(y))) return true;
    }
    for (int j = (int)floorf(fminf(ay, by)) + 1; j <= (int)floorf(fmaxf(ay, by)); j++) {
        if ((ay - (float)j) * (by - (float)j) >= 0.0f) continue;
        float x = ax + ((float)j - ay) / (by - ay) * (bx - ax);
        if (grid_wall_h(&map, (int)floorf(x), j)) return true;
    }
    return false;
}

/* 100,000 random moves through the maze, each component up to `reach` cells, a third of
 * them exact diagonals (the corner case). Counts crossings, overlaps and coins. */
typedef struct WalkResult {
    int crossings, overlaps, coins, cells_visited;
} WalkResult;

static WalkResult random_walk(float reach)
{
    load_shipped_map("grid_maze.map", &map);
    float t = (float)map.tile, limit = reach * t;
    Rng rng, dice;
    rng_seed(&rng, 2024);
    rng_seed(&dice, 77);
    ResolveCtx ctx = {&map, &rng, NULL, 0, NULL, NULL};
    Body b =
        resolver_body(RESOLVER_GRID_REGION, &map, ((float)map.spawn_x + 0.5f) * t, ((float)map.spawn_y + 0.5f) * t);
    WalkResult r = {0, 0, 0, 0};
    static bool visited[MAP_MAX_W * MAP_MAX_H];
    memset(visited, 0, sizeof visited);
    for (int k = 0; k < 100000; k++) {
        float dx = (rng_float01(&dice) * 2.0f - 1.0f) * limit, dy = (rng_float01(&dice) * 2.0f - 1.0f) * limit;
        if (k % 3 == 0) dy = copysignf(fabsf(dx), dy);
        float ox = b.x, oy = b.y;
        MoveInfo mi;
        RESOLVE_GRID_REGION.resolve(&ctx, &b, dx, dy, &mi, NULL);
        if (mi.flags & 4u) r.coins++;
        float cx = b.x / t, cy = b.y / t;
        if (path_crosses_a_wall(ox / t, oy / t, cx, cy)) r.crossings++;
        /* The circle (radius a quarter cell) never overlaps a wall. */
        for (int j = (int)floorf(cy) - 1; j <= (int)floorf(cy) + 2; j++)
            for (int i = (int)floorf(cx) - 1; i <= (int)floorf(cx) + 2; i++) {
                if (grid_wall_v(&map, i, j) &&
                    seg_dist(cx, cy, (float)i, (float)j, (float)i, (float)(j + 1)) < 0.25f - 1e-4f)
                    r.overlaps++;
                if (grid_wall_h(&map, i, j) &&
                    seg_dist(cx, cy, (float)i, (float)j, (float)(i + 1), (float)j) < 0.25f - 1e-4f)
                    r.overlaps++;
            }
        int cell = map_cell_of(&map, b.y) * map.w + map_cell_of(&map, b.x);
        if (cell >= 0 && cell < map.w * map.h && !visited[cell]) visited[cell] = true, r.cells_visited++;
    }
    return r;
}

Test(grid_region, a_hundred_thousand_random_moves_of_up_to_a_quarter_cell_never_cross_a_wall)
{
    WalkResult r = random_walk(0.25f);
    cr_expect_eq(r.crossings, 0);
    cr_expect_eq(r.overlaps, 0);
    cr_expect_gt(r.coins, 0, "the corner case came up (%d coins)", r.coins);
    cr_expect_gt(r.cells_visited, 20, "the walk got around (%d cells)", r.cells_visited);
}

Test(grid_region, up_to_half_a_cell_still_holds_beyond_that_walls_are_jumped)
{
    WalkResult half = random_walk(0.5f);
    cr_expect_eq(half.crossings, 0, "half a cell: %d crossings", half.crossings);
    cr_expect_eq(half.overlaps, 0);
    WalkResult more = random_walk(0.75f);
    cr_expect_gt(more.crossings, 100, "three quarters of a cell: %d crossings", more.crossings);
}

Test(grid_region, only_the_destination_is_checked_so_a_long_move_jumps_a_wall)
{
    map_a();
    Body b = move(80, 80, 24, 0, 1, NULL); /* 0.75 cell: from the cell's middle past x = 3 */
    cr_expect_float_eq(b.x, 104.0f, EPS, "on the other side of the wall");
    b = move(80, 80, 12, 0, 1, NULL); /* a short move into the band is stopped */
    cr_expect_float_eq(b.x, 80.0f, EPS);
}

Test(grid_region, the_overlay_trace_does_not_change_the_move)
{
    map_a();
    static Trace trace;
    Rng r1, r2;
    rng_seed(&r1, 9);
    rng_seed(&r2, 9);
    ResolveCtx c1 = {&map, &r1, NULL, 0, NULL, NULL}, c2 = {&map, &r2, NULL, 0, NULL, NULL};
    Body a = resolver_body(RESOLVER_GRID_REGION, &map, 86, 106), b = a;
    RESOLVE_GRID_REGION.resolve(&c1, &a, 4, -4, NULL, &trace);
    RESOLVE_GRID_REGION.resolve(&c2, &b, 4, -4, NULL, NULL);
    cr_expect(a.x == b.x && a.y == b.y);
    cr_expect_gt(trace.shape_count, 0);
    cr_expect(strstr(trace.note, "region c") != NULL, "note: %s", trace.note);
}

/* On maps/grid_wall_tips.map, holding Down+Right from the spawn meets a wall's tip
 * exactly: the coin sends the circle into the left or the right pocket. */
static float pocket_x(uint64_t seed)
{
    static Map m;
    static World w;
    load_shipped_map("grid_wall_tips.map", &m);
    WorldConfig cfg = {.seed = seed, .resolver = RESOLVER_GRID_REGION, .speed_level = SPEED_LEVEL_DEFAULT};
    cr_assert(world_init(&w, &m, &cfg));
    for (int t = 0; t < 150; t++) {
        Input in = INPUT_NONE;
        in.held = IN_DOWN | IN_RIGHT;
        world_step(&w, &in, NULL);
    }
    float x = world_player(&w)->x / (float)m.tile;
    world_free(&w);
    return x;
}

Test(grid_region, at_a_wall_tip_the_same_seed_picks_the_same_pocket)
{
    int left = 0, right = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        float x = pocket_x(seed);
        cr_assert(x < 9.0f || x > 9.0f);
        x < 9.0f ? left++ : right++;
        cr_expect_float_eq(pocket_x(seed), x, EPS, "seed %llu replays the same", (unsigned long long)seed);
    }
    cr_expect_gt(left, 0);
    cr_expect_gt(right, 0);
}
