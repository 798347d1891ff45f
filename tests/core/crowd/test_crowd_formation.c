/* test_crowd_formation.c: the instructions of Accidents Do Happen:
 * any key loads the entities, R B T G P arrange and swap them, Up/Down change the count,
 * and with the avoidance on everybody gets home without a circle left inside another. */
#include <criterion/criterion.h>
#include <math.h>

#include "core/crowd.h"
#include "core/input.h"

static Crowd crowd;

static const CrowdFormation FORMATIONS[] = {CROWD_CIRCLE, CROWD_GROUPS, CROWD_BLOCKS, CROWD_LINES};
#define FORMATION_COUNT 4
#define HOMEWARD_TICKS 1500 /* 25 seconds: the slowest scene takes under 700 ticks */

/* The smallest distance between two targets (O(n^2): small crowds only). */
static float closest_targets(void)
{
    float best = INFINITY;
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity a = crowd_get(&crowd, i);
        for (int j = i + 1; j < crowd.count; j++) {
            CrowdEntity b = crowd_get(&crowd, j);
            best = fminf(best, hypotf(a.tx - b.tx, a.ty - b.ty));
        }
    }
    return best;
}

static void expect_targets_inside_the_arena(const char *what)
{
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity e = crowd_get(&crowd, i);
        cr_assert(e.tx >= e.r && e.tx <= crowd.arena_w - e.r && e.ty >= e.r && e.ty <= crowd.arena_h - e.r,
                  "%s: entity %d's target (%g, %g) is outside the %gx%g arena", what, i, (double)e.tx, (double)e.ty,
                  (double)crowd.arena_w, (double)crowd.arena_h);
    }
}

Test(crowd_formation, each_formation_places_every_entity_in_its_own_place)
{
    static const int COUNTS[] = {1, 2, 3, 7, 32, 33, 500};
    for (unsigned k = 0; k < sizeof COUNTS / sizeof *COUNTS; k++) {
        for (int f = 0; f < FORMATION_COUNT; f++) {
            cr_assert(crowd_init(&crowd, 9));
            cr_assert(crowd_load(&crowd, COUNTS[k]));
            crowd_arrange(&crowd, FORMATIONS[f]);
            const char *name = crowd_formation_name(FORMATIONS[f]);
            cr_expect_eq(crowd.formation, FORMATIONS[f]);
            expect_targets_inside_the_arena(name);
            if (COUNTS[k] > 1) {
                float gap = closest_targets();
                cr_expect_geq(gap, 0.99f * CROWD_PITCH_PX, "%s of %d: two places only %g apart", name, COUNTS[k],
                              (double)gap);
            }
            crowd_free(&crowd);
        }
    }
}

Test(crowd_formation, a_hundred_thousand_fit_in_their_arena_in_every_formation)
{
    cr_assert(crowd_init(&crowd, 2));
    cr_assert(crowd_load(&crowd, 100000));
    cr_expect_eq(crowd_overlaps(&crowd, 0.0f), 0, "loaded without overlaps");
    for (int f = 0; f < FORMATION_COUNT; f++) {
        crowd_arrange(&crowd, FORMATIONS[f]);
        expect_targets_inside_the_arena(crowd_formation_name(FORMATIONS[f]));
    }
    crowd_free(&crowd);
}

Test(crowd_formation, any_key_loads_the_seeds_32_at_rest_without_overlaps_once)
{
    cr_assert(crowd_init(&crowd, 1));
    cr_expect_eq(crowd.count, 0, "nothing before a key");
    crowd_apply(&crowd, ACT_CROWD_LOAD);
    cr_assert_eq(crowd.count, CROWD_DEFAULT_COUNT);
    cr_expect_eq(crowd_overlaps(&crowd, 0.0f), 0);
    CrowdEntity first = crowd_get(&crowd, 0);
    cr_expect(first.vx == 0.0f && first.vy == 0.0f && first.tx == first.x, "at rest, already home");
    crowd_apply(&crowd, ACT_CROWD_LOAD); /* another key: no reload */
    CrowdEntity again = crowd_get(&crowd, 0);
    cr_expect(again.x == first.x && again.y == first.y);
    crowd_free(&crowd);
}

Test(crowd_formation, up_and_down_double_and_halve_the_count_between_2_and_the_cap)
{
    cr_assert(crowd_init(&crowd, 1));
    cr_expect_eq(crowd.max_count, CROWD_MAX_COUNT);
    crowd.max_count = CROWD_MAX_COUNT_V1; /* a recording's cap, which is quicker to reach */
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_MORE); /* the first key only loads */
    cr_expect_eq(crowd.count, 32);
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_MORE);
    cr_expect_eq(crowd.count, 64);
    crowd_apply(&crowd, ACT_CROWD_FEWER);
    crowd_apply(&crowd, ACT_CROWD_FEWER);
    cr_expect_eq(crowd.count, 16);
    for (int i = 0; i < 10; i++) crowd_apply(&crowd, ACT_CROWD_FEWER);
    cr_expect_eq(crowd.count, CROWD_MIN_COUNT);
    cr_assert(crowd_resize(&crowd, 60000));
    crowd_apply(&crowd, ACT_CROWD_MORE);
    cr_expect_eq(crowd.count, CROWD_MAX_COUNT_V1, "capped at 100,000");
    crowd_apply(&crowd, ACT_CROWD_MORE);
    cr_expect_eq(crowd.count, CROWD_MAX_COUNT_V1);
    crowd_free(&crowd);
}

/* Slow (a few seconds and 1.3 GB: two loads of millions of circles), so `make check`
 * leaves it to `make test`. */
Test(crowd_formation_slow, up_doubles_up_to_four_million_circles_which_step)
{
    cr_assert(crowd_init(&crowd, 1));
    crowd.avoid = false;
    crowd_arrange(&crowd, CROWD_CIRCLE);
    cr_assert(crowd_resize(&crowd, CROWD_MAX_COUNT / 2 + 1));
    crowd_apply(&crowd, ACT_CROWD_MORE);
    cr_assert_eq(crowd.count, CROWD_MAX_COUNT, "Up from past half the cap: the cap");
    crowd_apply(&crowd, ACT_CROWD_MORE);
    cr_expect_eq(crowd.count, CROWD_MAX_COUNT, "and no further");
    for (int t = 0; t < 3; t++) crowd_step(&crowd);
    cr_expect_eq(crowd_overlaps(&crowd, 0.01f), 0, "put in the circle apart, still apart");
    cr_expect_lt(crowd_bytes(&crowd), (size_t)CROWD_MAX_COUNT * 160, "%zu bytes", crowd_bytes(&crowd));
    crowd_free(&crowd);
}

Test(crowd_formation, a_new_count_takes_its_place_in_the_current_formation_at_once)
{
    cr_assert(crowd_init(&crowd, 1));
    crowd_apply(&crowd, ACT_CROWD_LOAD);
    crowd_apply(&crowd, ACT_CROWD_BLOCKS);
    crowd_apply(&crowd, ACT_CROWD_MORE);
    cr_expect_eq(crowd.formation, CROWD_BLOCKS);
    crowd_step(&crowd);
    cr_expect_eq(crowd.arrived, 64, "all 64 stand in their blocks");
    crowd_free(&crowd);
}

/* Run until everybody has arrived; the tick count, or -1. */
static int walk_home(void)
{
    for (int t = 1; t <= HOMEWARD_TICKS; t++) {
        crowd_step(&crowd);
        if (crowd.arrived == crowd.count) return t;
    }
    return -1;
}

Test(crowd_formation, with_avoidance_32_get_home_in_every_formation_and_after_b_with_no_overlap)
{
    for (int f = 0; f < FORMATION_COUNT; f++) {
        const char *name = crowd_formation_name(FORMATIONS[f]);
        cr_assert(crowd_init(&crowd, 21));
        crowd_apply(&crowd, ACT_CROWD_LOAD);
        crowd_arrange(&crowd, FORMATIONS[f]);
        int t = walk_home();
        cr_expect_gt(t, 0, "%s: %d of 32 arrived after %d ticks", name, crowd.arrived, HOMEWARD_TICKS);
        crowd_apply(&crowd, ACT_CROWD_SWAP);
        t = walk_home();
        cr_expect_gt(t, 0, "%s, after B: %d of 32 arrived after %d ticks", name, crowd.arrived, HOMEWARD_TICKS);
        cr_expect_eq(crowd_overlaps(&crowd, 0.01f), 0, "%s: a circle left inside another", name);
        cr_expect_eq(crowd.red, 0, "%s: home, so nobody is red", name);
        crowd_free(&crowd);
    }
}

Test(crowd_formation, the_avoidance_prevents_most_collisions_of_a_swap_in_the_circle)
{
    unsigned long long bumps[2];
    for (int avoid = 0; avoid < 2; avoid++) {
        cr_assert(crowd_init(&crowd, 4));
        crowd.avoid = avoid;
        crowd_apply(&crowd, ACT_CROWD_LOAD);
        crowd_apply(&crowd, ACT_CROWD_CIRCLE);
        walk_home();
        unsigned long long before = crowd.collisions;
        crowd_apply(&crowd, ACT_CROWD_SWAP);
        walk_home();
        bumps[avoid] = crowd.collisions - before;
        crowd_free(&crowd);
    }
    cr_expect_lt(bumps[1] * 4, bumps[0], "with avoidance %llu collisions, without %llu", bumps[1], bumps[0]);
}

Test(crowd_formation, b_in_the_circle_swaps_places_among_the_same_places)
{
    cr_assert(crowd_init(&crowd, 6));
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_CIRCLE);
    float before[CROWD_DEFAULT_COUNT][2];
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity e = crowd_get(&crowd, i);
        before[i][0] = e.tx;
        before[i][1] = e.ty;
    }
    crowd_apply(&crowd, ACT_CROWD_SWAP);
    int moved = 0;
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity e = crowd_get(&crowd, i);
        int same_place = -1;
        for (int j = 0; j < crowd.count; j++)
            if (hypotf(e.tx - before[j][0], e.ty - before[j][1]) < 0.1f) same_place = j;
        cr_expect_geq(same_place, 0, "entity %d's new target is one of the circle's places", i);
        moved += same_place != i;
    }
    cr_expect_gt(moved, crowd.count / 2, "most of them switch places (%d)", moved);
    crowd_free(&crowd);
}

Test(crowd_formation, b_makes_the_blocks_exchange_sides)
{
    cr_assert(crowd_init(&crowd, 6));
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_BLOCKS);
    float mid = 0.5f * crowd.arena_w;
    bool left[CROWD_DEFAULT_COUNT];
    for (int i = 0; i < crowd.count; i++) left[i] = crowd_get(&crowd, i).tx < mid;
    crowd_apply(&crowd, ACT_CROWD_SWAP);
    for (int i = 0; i < crowd.count; i++)
        cr_expect_eq(crowd_get(&crowd, i).tx < mid, !left[i], "entity %d changes side", i);
    crowd_free(&crowd);
}

Test(crowd_formation, b_inverts_the_lines_and_switches_their_sides)
{
    cr_assert(crowd_init(&crowd, 6));
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_LINES);
    /* Find the top of the left line. */
    int top = -1;
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity e = crowd_get(&crowd, i);
        if (e.tx < 0.5f * crowd.arena_w && (top < 0 || e.ty < crowd_get(&crowd, top).ty)) top = i;
    }
    crowd_apply(&crowd, ACT_CROWD_SWAP);
    CrowdEntity e = crowd_get(&crowd, top);
    cr_expect_gt(e.tx, 0.5f * crowd.arena_w, "the top of the left line goes right");
    for (int i = 0; i < crowd.count; i++)
        if (crowd_get(&crowd, i).tx > 0.5f * crowd.arena_w)
            cr_expect_geq(e.ty, crowd_get(&crowd, i).ty - 0.1f, "...to the bottom of the right line");
    crowd_free(&crowd);
}

Test(crowd_formation, t_sends_three_groups_from_the_circle_to_its_opposite_side)
{
    cr_assert(crowd_init(&crowd, 6));
    crowd_apply(&crowd, ACT_CROWD_LOAD | ACT_CROWD_CIRCLE);
    walk_home();
    crowd_apply(&crowd, ACT_CROWD_THREE);
    float cx = 0.5f * crowd.arena_w, cy = 0.5f * crowd.arena_h;
    int groups[3] = {0, 0, 0};
    for (int i = 0; i < crowd.count; i++) {
        CrowdEntity e = crowd_get(&crowd, i);
        cr_expect_lt((e.x - cx) * (e.tx - cx) + (e.y - cy) * (e.ty - cy), 0.0f, "entity %d crosses over", i);
        groups[(e.flags & CROWD_GROUP_MASK) >> CROWD_GROUP_SHIFT]++;
    }
    for (int g = 0; g < 3; g++) cr_expect(groups[g] == 10 || groups[g] == 11, "group %d has %d", g, groups[g]);
    crowd_free(&crowd);
}
