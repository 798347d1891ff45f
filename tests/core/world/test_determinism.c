/* test_determinism.c: golden state hashes, held here as literals (as Box2D's
 * test_determinism holds its own). These are the hash recordings of format 1 and 2 keep
 * (WORLD_HASH_ALL, over the seven methods those recordings know), so they hold the
 * simulation itself still: a method added to the program changes none of them
 * (test_hash_keys.c tests the newer hash). Fixed scripts drive world_step in the tiles mode
 * (four maps, each resolver, then the compare views) and in the crowd mode (each
 * formation, avoidance on and off, grid and naive broadphase), and the state hash at a
 * few ticks must equal the constant written below. The suite runs in every build
 * (release -O2, -O0, ASan+UBSan), so a build that computes one bit differently fails.
 *
 * A changed constant is a change users see: every shipped recording and every
 * `collide crowd` hash moves with it. Change them only for an intended change of
 * behaviour, never to make a refactor pass. To regenerate them after such a change:
 *   COLLIDE_GOLDEN_PRINT=1 build/release/test_core --filter 'determinism/every_*'
 * prints both tables in this file's syntax; paste them over the ones below. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/world.h"
#include "support/support.h"

#define CHECKS 3
#define FORMAT2_METHODS 7 /* the methods recordings of format 1 and 2 know */

/* ---- the tiles mode ---- */

#define TILES_MAPS 4
static const char *const TILES_MAP_NAMES[TILES_MAPS] = {
    "default.map",     /* the map compiled into the program (embedded from this file) */
    "corners.map",     /* solid corners and one-cell gaps */
    "grid_maze.map",   /* thin walls: every side mask */
    "quad_movers.map", /* five movers */
};
static const int TILES_CHECK_TICKS[CHECKS] = {120, 240, 360};

static const uint64_t TILES_GOLDEN[TILES_MAPS][FORMAT2_METHODS][CHECKS] = {
    {
        /* default.map */
        {0xbfb69acdeb70e249u, 0xd595975b1eb3b9adu, 0xa2911d648f47023du}, /* simplest */
        {0xdab23f3ce7068cb0u, 0xae4d22fceab0016eu, 0xbff3fe02fe4de2aau}, /* pixel-iteration */
        {0x53fa1fc21eb244b5u, 0xe97855254ec1a81au, 0x780054bb220fab4fu}, /* line-segment */
        {0x234265f5d96b54e5u, 0x9d7396bfef678abcu, 0xf7390b8ab3a42f9cu}, /* minkowski */
        {0xe1e79dfbf3a79370u, 0x52d9c3d6869ccb87u, 0xa944c1ca506f3601u}, /* grid-region */
        {0x0962ed2a59a368bau, 0xecc934a05c029987u, 0xc977584a39668c5eu}, /* quad-push */
        {0x1fd680f2a089517fu, 0xd269cd3cac34da3du, 0x88da989fa4606e58u}, /* directional-flag */
    },
    {
        /* corners.map */
        {0x7c156923328ab179u, 0x709d2028cf694b86u, 0xd168e66c172c3116u}, /* simplest */
        {0xe96e6c80765ffdf8u, 0x0710ab068dabc0d9u, 0xb8544c7b007ffbc1u}, /* pixel-iteration */
        {0x8283dba60da84632u, 0x16e01eecbdc64f87u, 0x076fd7b6a3554b64u}, /* line-segment */
        {0x59a8decb91a8fee2u, 0xcbf6bd0591aa1a68u, 0x1ea645d63d9b544fu}, /* minkowski */
        {0x48980522cad81dbau, 0x0d10895f5f2bf700u, 0x01814986488b90dau}, /* grid-region */
        {0x3a61268a58cdf786u, 0xa5988eb8efa09883u, 0x68980b8197a95026u}, /* quad-push */
        {0xc54abc5d07aacb94u, 0xbc561eb0507a4f1bu, 0x0df0bcc9caf5c37bu}, /* directional-flag */
    },
    {
        /* grid_maze.map */
        {0xb43d4948551e60a6u, 0x2b356037fdf84488u, 0x2d08f8298cfb5048u}, /* simplest */
        {0x5eb6bcedfebe9eb8u, 0xf118072d5140b8dfu, 0xaba7be29c9f7fc77u}, /* pixel-iteration */
        {0x7f0be78afc37fcf6u, 0x76c479a27c2e5eb0u, 0xe016473a0b5019fdu}, /* line-segment */
        {0x6625d1b4f3d8ee14u, 0x0e4719aa17da33c5u, 0x3643563c4f9d2251u}, /* minkowski */
        {0x14e0f96a1a7653a2u, 0x799dd915aa01f78du, 0x6594d0e722ade44fu}, /* grid-region */
        {0x4094e4add22a6576u, 0x57161c3fe0546637u, 0x236891f24b09ae3bu}, /* quad-push */
        {0x94feb1017d60c982u, 0x074ca7e7a510ca9cu, 0x0800a2ce256fd2e7u}, /* directional-flag */
    },
    {
        /* quad_movers.map */
        {0xd318bca7edb99b7au, 0x68ef5777ae631694u, 0xc8f47c718d527168u}, /* simplest */
        {0x639c272016d713f1u, 0x59a0c2d85b332437u, 0x8993cc162aa7d3bfu}, /* pixel-iteration */
        {0xc5a51bb5ea6f4c57u, 0x5d2498cffbe234d7u, 0x29d7d04d4ec7f786u}, /* line-segment */
        {0xc28b38563ff3784du, 0x68cb1ffc369fe197u, 0x0c93f672bb26ee0du}, /* minkowski */
        {0xe9279fb70ebe7d48u, 0x550d2f5a8cec9499u, 0x3318ae624fead20cu}, /* grid-region */
        {0x4f9a1664ca4e3cb1u, 0x40e1ce27aa668354u, 0x838f63b7b166d813u}, /* quad-push */
        {0x5c0655eca44444b6u, 0xd433e6d0c5a12c69u, 0xf174f5ccb8a1e949u}, /* directional-flag */
    },
};

/* Tick t of the tiles script for a run that starts with resolver r: every direction and
 * diagonal, speeds from 3 up to 24 px per tick and back, resolver switches in the single
 * view (which settle the new body out of any wall), both compare views, a switch
 * inside the compare view, a respawn and a map edit. */
static Input tiles_input(int t, int r, const Map *m)
{
    static const uint8_t DIRS[8] = {IN_RIGHT,           IN_DOWN,         IN_LEFT,          IN_UP,
                                    IN_RIGHT | IN_DOWN, IN_LEFT | IN_UP, IN_RIGHT | IN_UP, IN_LEFT | IN_DOWN};
    Input in = INPUT_NONE;
    in.held = DIRS[(t / 15) % 8];
    if (t == 20 || t == 40 || t == 60 || t == 80 || t == 100 || t == 110) in.actions |= ACT_SPEED_UP;
    if (t == 150 || t == 160 || t == 170 || t == 250 || t == 260) in.actions |= ACT_SPEED_DOWN;
    if (t == 90) in.resolver = (int8_t)((r + 2) % FORMAT2_METHODS);
    if (t == 130) in.resolver = (int8_t)r;
    if (t == 180 || t == 270) in.actions |= ACT_COMPARE;
    if (t == 300) in.resolver = (int8_t)((r + 1) % FORMAT2_METHODS);
    if (t == 330) in.actions |= ACT_RESPAWN;
    if (t == 340) in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, (int16_t)(m->spawn_x + 2), (int16_t)m->spawn_y};
    return in;
}

static void run_tiles(int map, int r, uint64_t got[CHECKS])
{
    static Map m;
    static World w;
    load_shipped_map(TILES_MAP_NAMES[map], &m);
    WorldConfig cfg = {.seed = 12345, .resolver = r, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES,
                       .methods = method_set_format2(), .hash = WORLD_HASH_ALL};
    cr_assert_eq(cfg.methods.count, FORMAT2_METHODS);
    cr_assert(world_init(&w, &m, &cfg));
    for (int t = 0, k = 0; k < CHECKS; t++) {
        Input in = tiles_input(t, r, &m);
        world_step(&w, &in, NULL);
        if (w.tick == (uint64_t)TILES_CHECK_TICKS[k]) got[k++] = world_hash(&w);
    }
    world_free(&w);
}

/* ---- the crowd mode ---- */

#define CROWD_FORMATIONS 4
static const uint32_t FORMATION_KEYS[CROWD_FORMATIONS] = {ACT_CROWD_CIRCLE, ACT_CROWD_THREE, ACT_CROWD_BLOCKS,
                                                          ACT_CROWD_LINES};
static const char *const FORMATION_LABELS[CROWD_FORMATIONS] = {"circle", "groups", "blocks", "lines"};
static const int CROWD_CHECK_TICKS[CHECKS] = {60, 180, 300};

/* [formation][avoidance off, on]: the grid and the naive broadphase must both give these. */
static const uint64_t CROWD_GOLDEN[CROWD_FORMATIONS][2][CHECKS] = {
    {
        {0x9faa0f35f9d55d24u, 0xce531350097386a1u, 0x703957c53f923582u}, /* circle, avoidance off */
        {0x938e6175fafe2864u, 0x12722173958c48e4u, 0xb05078fd4b9c0365u}, /* circle, avoidance on */
    },
    {
        {0xe850297c6ba5a4c6u, 0x62bfed4ba275a68cu, 0xbfecba705728622au}, /* groups, avoidance off */
        {0xf78f16a13ae43978u, 0xfd112226090f09dau, 0x6b8590c45881adadu}, /* groups, avoidance on */
    },
    {
        {0xedf02c5e9c01dbb2u, 0xe13fb95dc604c921u, 0xa3accd760f82c8b0u}, /* blocks, avoidance off */
        {0x65ce691d7f4373f2u, 0x1e854c66d204b755u, 0xccf957d6e31dfcd5u}, /* blocks, avoidance on */
    },
    {
        {0x9f03781931ef215eu, 0x44d979ef930819dfu, 0x42848f8a717b0731u}, /* lines, avoidance off */
        {0xd73cbdcf1c5ff8f4u, 0xf511ad8434c20bceu, 0x925b9d5de575a850u}, /* lines, avoidance on */
    },
};

/* Tick t of the crowd script: load (the seed's "any key"), double the count while
 * scattered, take the formation, swap, halve the count (straight into the formation),
 * swap again. Avoidance and broadphase are set on the first tick. */
static Input crowd_input(int t, int formation, bool avoid, bool naive)
{
    Input in = INPUT_NONE;
    if (t == 0) in.actions = ACT_CROWD_LOAD | (avoid ? 0 : ACT_CROWD_AVOID) | (naive ? ACT_CROWD_BROADPHASE : 0);
    if (t == 1) in.actions = ACT_CROWD_MORE;
    if (t == 2) in.actions = FORMATION_KEYS[formation];
    if (t == 120 || t == 210) in.actions = ACT_CROWD_SWAP;
    if (t == 200) in.actions = ACT_CROWD_FEWER;
    return in;
}

static void run_crowd(int formation, bool avoid, bool naive, uint64_t got[CHECKS])
{
    static Map m;
    static World w;
    load_shipped_map("default.map", &m);
    WorldConfig cfg = {.seed = 2024, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_CROWD,
                       .methods = method_set_format2(), .hash = WORLD_HASH_ALL};
    cr_assert(world_init(&w, &m, &cfg));
    for (int t = 0, k = 0; k < CHECKS; t++) {
        Input in = crowd_input(t, formation, avoid, naive);
        world_step(&w, &in, NULL);
        if (w.tick == (uint64_t)CROWD_CHECK_TICKS[k]) got[k++] = world_hash(&w);
    }
    cr_assert_eq(w.crowd.count, CROWD_DEFAULT_COUNT, "the script ends on the default count");
    cr_assert_eq(w.crowd.avoid, avoid);
    cr_assert_eq(w.crowd.broadphase, naive ? CROWD_NAIVE : CROWD_GRID);
    world_free(&w);
}

/* ---- printing the tables (COLLIDE_GOLDEN_PRINT=1) ---- */

static bool printing(void)
{
    const char *p = getenv("COLLIDE_GOLDEN_PRINT");
    return p && *p && *p != '0';
}

static void print_row(const uint64_t h[CHECKS], const char *label)
{
    printf("        {");
    for (int k = 0; k < CHECKS; k++) printf("0x%016" PRIx64 "u%s", h[k], k + 1 < CHECKS ? ", " : "");
    printf("}, /* %s */\n", label);
}

/* ---- the tests ---- */

static void expect_golden(const uint64_t got[CHECKS], const uint64_t want[CHECKS], const int ticks[CHECKS],
                          const char *what)
{
    for (int k = 0; k < CHECKS; k++)
        cr_expect_eq(got[k], want[k], "%s, tick %d: hash 0x%016" PRIx64 ", the golden one is 0x%016" PRIx64, what,
                     ticks[k], got[k], want[k]);
}

Test(determinism, every_resolver_and_the_compare_views_give_the_golden_hashes_on_four_maps)
{
    if (printing()) printf("static const uint64_t TILES_GOLDEN[TILES_MAPS][FORMAT2_METHODS][CHECKS] = {\n");
    for (int map = 0; map < TILES_MAPS; map++) {
        if (printing()) printf("    {\n        /* %s */\n", TILES_MAP_NAMES[map]);
        MethodSet format2 = method_set_format2();
        for (int r = 0; r < FORMAT2_METHODS; r++) {
            uint64_t got[CHECKS];
            char what[160];
            run_tiles(map, r, got);
            snprintf(what, sizeof what, "%s starting with %s", TILES_MAP_NAMES[map], format2.at[r]->name);
            if (printing()) print_row(got, format2.at[r]->name);
            expect_golden(got, TILES_GOLDEN[map][r], TILES_CHECK_TICKS, what);
        }
        if (printing()) printf("    },\n");
    }
    if (printing()) printf("};\n");
}

Test(determinism, every_formation_gives_the_golden_hashes_with_either_broadphase_and_avoidance_on_or_off)
{
    if (printing()) printf("static const uint64_t CROWD_GOLDEN[CROWD_FORMATIONS][2][CHECKS] = {\n");
    for (int f = 0; f < CROWD_FORMATIONS; f++) {
        if (printing()) printf("    {\n");
        for (int avoid = 0; avoid < 2; avoid++) {
            for (int naive = 0; naive < 2; naive++) {
                uint64_t got[CHECKS];
                char what[160];
                run_crowd(f, avoid, naive, got);
                snprintf(what, sizeof what, "%s, avoidance %s, %s broadphase", FORMATION_LABELS[f],
                         avoid ? "on" : "off", naive ? "naive" : "grid");
                if (printing() && !naive) {
                    char label[64];
                    snprintf(label, sizeof label, "%s, avoidance %s", FORMATION_LABELS[f], avoid ? "on" : "off");
                    print_row(got, label);
                }
                expect_golden(got, CROWD_GOLDEN[f][avoid], CROWD_CHECK_TICKS, what);
            }
        }
        if (printing()) printf("    },\n");
    }
    if (printing()) printf("};\n");
}
