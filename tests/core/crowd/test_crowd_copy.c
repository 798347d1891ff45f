/* test_crowd_copy.c: copies of the crowd and of the world, which rewinding restores: a
 * copy (crowd_copy, world_copy) or a packed snapshot (crowd_pack, world_pack) taken mid
 * run steps to the same state hash as the original on every one of the next 300
 * ticks, in every formation with the avoidance on and off, and draws the same: the
 * circles in the same storage order and the same collision dots still on screen. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/crowd.h"
#include "core/input.h"
#include "core/world.h"
#include "support/replay_script.h"
#include "support/support.h"

#define CROWD_N 400
#define WARM_TICKS 90   /* before the copy: walking, colliding, dots on screen */
#define AFTER_TICKS 300 /* compared after it */

static const CrowdFormation FORMATIONS[] = {CROWD_CIRCLE, CROWD_GROUPS, CROWD_BLOCKS, CROWD_LINES};

/* What the crowd view draws: every circle in storage order, and the dots still drawn. */
static void expect_drawn_alike(const Crowd *a, const Crowd *b, const char *what)
{
    cr_assert_eq(a->count, b->count, "%s: count", what);
    size_t n = (size_t)a->count;
    cr_expect(memcmp(a->e.x, b->e.x, n * sizeof(float)) == 0 && memcmp(a->e.y, b->e.y, n * sizeof(float)) == 0,
              "%s: circles in the same places, in the same storage order", what);
    cr_expect(memcmp(a->e.flags, b->e.flags, n) == 0 && memcmp(a->e.id, b->e.id, n * sizeof(uint32_t)) == 0,
              "%s: the same colours and ids", what);
    cr_assert_eq(a->dot_count, b->dot_count, "%s: dot count", what);
    cr_expect_eq(a->dot_next, b->dot_next, "%s: the dot ring at the same place", what);
    for (int k = 0; k < a->dot_count; k++) {
        bool drawn = a->tick - a->dots[k].tick < CROWD_DOT_TICKS;
        cr_expect_eq(drawn, b->tick - b->dots[k].tick < CROWD_DOT_TICKS, "%s: dot %d drawn in one only", what, k);
        if (!drawn) continue;
        cr_expect(memcmp(&a->dots[k], &b->dots[k], sizeof a->dots[k]) == 0, "%s: dot %d differs", what, k);
    }
}

static int live_dots(const Crowd *c)
{
    int n = 0;
    for (int k = 0; k < c->dot_count; k++) n += c->tick - c->dots[k].tick < CROWD_DOT_TICKS;
    return n;
}

static void start(Crowd *c, CrowdFormation f, bool avoid)
{
    cr_assert(crowd_init(c, 77));
    c->avoid = avoid;
    cr_assert(crowd_load(c, CROWD_N));
    crowd_arrange(c, f);
    for (int t = 0; t < WARM_TICKS; t++) {
        if (t == WARM_TICKS / 2) crowd_swap(c);
        crowd_step(c);
    }
}

/* The original and its copies, stepped side by side, with a swap half way (it draws
 * from the generator, which must have been copied too). */
static void step_alike(Crowd *orig, Crowd *copy, Crowd *unpacked, const char *what)
{
    for (int t = 0; t < AFTER_TICKS; t++) {
        uint32_t act = t == AFTER_TICKS / 2 ? ACT_CROWD_SWAP : 0;
        Crowd *all[3] = {orig, copy, unpacked};
        for (int k = 0; k < 3; k++) {
            crowd_apply(all[k], act);
            crowd_step(all[k]);
        }
        uint64_t h = crowd_hash(orig, 0);
        cr_assert_eq(crowd_hash(copy, 0), h, "%s: the copy differs %d ticks after", what, t + 1);
        cr_assert_eq(crowd_hash(unpacked, 0), h, "%s: the unpacked snapshot differs %d ticks after", what, t + 1);
    }
    expect_drawn_alike(orig, copy, what);
    expect_drawn_alike(orig, unpacked, what);
}

Test(crowd_copy, a_copy_and_a_snapshot_step_like_the_original_in_every_formation_with_avoidance_on_and_off)
{
    static Crowd orig, copy, unpacked;
    for (size_t f = 0; f < sizeof FORMATIONS / sizeof *FORMATIONS; f++) {
        for (int avoid = 0; avoid <= 1; avoid++) {
            char what[96];
            snprintf(what, sizeof what, "%s, avoidance %s", crowd_formation_name(FORMATIONS[f]), avoid ? "on" : "off");
            start(&orig, FORMATIONS[f], avoid);
            /* (The avoidance keeps 400 circles from ever touching.) */
            if (!avoid) cr_assert_gt(live_dots(&orig), 0, "%s: collision dots on screen to copy", what);
            /* Copies land in crowds that already hold something else: a bigger crowd
             * (its block is reused) and a smaller one (a new block). */
            cr_assert(crowd_init(&copy, 5) && crowd_load(&copy, 2 * CROWD_N));
            cr_assert(crowd_init(&unpacked, 6) && crowd_load(&unpacked, 3));
            cr_assert(crowd_copy(&copy, &orig));
            unsigned char *buf = malloc(crowd_pack_size(&orig));
            cr_assert(buf);
            crowd_pack(&orig, buf);
            cr_assert(crowd_unpack(&unpacked, &orig, buf));
            free(buf);
            cr_assert_eq(crowd_hash(&copy, 0), crowd_hash(&orig, 0), "%s", what);
            expect_drawn_alike(&orig, &copy, what);
            expect_drawn_alike(&orig, &unpacked, what);
            step_alike(&orig, &copy, &unpacked, what);
            crowd_free(&orig);
            crowd_free(&copy);
            crowd_free(&unpacked);
        }
    }
}

Test(crowd_copy, the_naive_broadphase_and_an_empty_crowd_are_copied_too)
{
    static Crowd orig, copy, unpacked, empty;
    start(&orig, CROWD_BLOCKS, true);
    orig.broadphase = CROWD_NAIVE;
    cr_assert(crowd_init(&copy, 1) && crowd_init(&unpacked, 1));
    cr_assert(crowd_copy(&copy, &orig));
    unsigned char *buf = malloc(crowd_pack_size(&orig));
    cr_assert(buf);
    crowd_pack(&orig, buf);
    cr_assert(crowd_unpack(&unpacked, &orig, buf));
    free(buf);
    step_alike(&orig, &copy, &unpacked, "naive broadphase");
    /* A crowd never loaded copies over a loaded one, and then loads as the original would. */
    cr_assert(crowd_init(&empty, 9));
    cr_assert(crowd_copy(&copy, &empty));
    cr_expect_eq(copy.count, 0);
    cr_expect_null(copy.storage, "an empty crowd's copy holds no block");
    crowd_apply(&copy, ACT_CROWD_LOAD);
    crowd_apply(&empty, ACT_CROWD_LOAD);
    cr_expect_eq(crowd_hash(&copy, 0), crowd_hash(&empty, 0));
    crowd_free(&orig);
    crowd_free(&copy);
    crowd_free(&unpacked);
    crowd_free(&empty);
}

Test(crowd_copy, a_snapshot_leaves_out_the_scratch_and_the_dots_no_longer_drawn)
{
    static Crowd c, unpacked, copy;
    start(&c, CROWD_CIRCLE, false);
    for (int t = 0; t < 200 && live_dots(&c) == c.dot_count; t++) crowd_step(&c);
    cr_assert_lt(live_dots(&c), c.dot_count, "some dots have faded out");
    size_t state = (size_t)CROWD_N * (7 * sizeof(float) + sizeof(uint8_t) + sizeof(uint32_t));
    size_t dot = sizeof(uint32_t) + sizeof(CrowdDot);
    cr_expect_eq(crowd_pack_size(&c), state + sizeof(uint32_t) + (size_t)live_dots(&c) * dot,
                 "the circles and the dots still drawn, nothing else");
    unsigned char *buf = malloc(crowd_pack_size(&c));
    cr_assert(buf);
    crowd_pack(&c, buf);
    cr_assert(crowd_init(&unpacked, 1) && crowd_init(&copy, 1));
    cr_assert(crowd_unpack(&unpacked, &c, buf));
    cr_assert(crowd_copy(&copy, &c));
    free(buf);
    expect_drawn_alike(&c, &unpacked, "after faded dots");
    step_alike(&c, &copy, &unpacked, "after faded dots");
    crowd_free(&c);
    crowd_free(&unpacked);
    crowd_free(&copy);
}

/* The world: a copy taken in the tiles mode (after edits, in the compare view) and one
 * taken in the crowd mode run on like the original through the script's input. */
Test(crowd_copy, a_world_copy_and_a_packed_world_run_on_like_the_original)
{
    static Map map;
    static World orig, copy, unpacked;
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 42, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT};
    cr_assert(world_init(&orig, &map, &cfg) && world_init(&copy, &map, &cfg) && world_init(&unpacked, &map, &cfg));
    static const uint64_t FROM[] = {100, 650};
    for (int k = 0; k < 2; k++) {
        while (orig.tick < FROM[k]) {
            Input in = script_input((int)orig.tick);
            world_step(&orig, &in, NULL);
        }
        cr_assert(world_copy(&copy, &orig));
        unsigned char *buf = malloc(world_pack_size(&orig));
        cr_assert(buf);
        world_pack(&orig, buf);
        cr_assert(world_unpack(&unpacked, buf));
        world_pack_release(buf);
        free(buf);
        for (int t = 0; t < AFTER_TICKS; t++) {
            Input in = script_input((int)orig.tick);
            world_step(&orig, &in, NULL);
            world_step(&copy, &in, NULL);
            world_step(&unpacked, &in, NULL);
            uint64_t h = world_hash(&orig);
            cr_assert_eq(world_hash(&copy), h, "copied at tick %llu: differs at tick %llu", (unsigned long long)FROM[k],
                         (unsigned long long)orig.tick);
            cr_assert_eq(world_hash(&unpacked), h, "packed at tick %llu: differs at tick %llu",
                         (unsigned long long)FROM[k], (unsigned long long)orig.tick);
        }
        cr_expect(memcmp(copy.last, orig.last, sizeof orig.last) == 0, "the HUD's last moves are the same");
    }
    cr_expect_gt(orig.crowd.count, 0, "the crowd was loaded and copied");
    world_free(&orig);
    world_free(&copy);
    world_free(&unpacked);
}
