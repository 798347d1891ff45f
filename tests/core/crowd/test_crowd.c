/* test_crowd.c: the crowd's collisions as Accidents Do Happen describes them
 * (detection, collision point, elastic bounce), the separation, the red colour, and
 * determinism: the same seed gives the same hash, and the grid and the naive broadphase
 * give the same hash. */
#include <criterion/criterion.h>
#include <math.h>

#include "core/crowd.h"
#include "core/base/hash.h"
#include "core/input.h"

static Crowd crowd;

/* A crowd of exactly the given circles, at rest unless said otherwise, with the
 * avoidance off (the seed's steps alone). */
static void two_circles(CrowdEntity a, CrowdEntity b)
{
    cr_assert(crowd_init(&crowd, 1));
    cr_assert(crowd_load(&crowd, 2));
    crowd.avoid = false;
    crowd_set(&crowd, 0, &a);
    crowd_set(&crowd, 1, &b);
}

static CrowdEntity circle(float x, float y, float r, float vx, float vy)
{
    return (CrowdEntity){.x = x, .y = y, .vx = vx, .vy = vy, .r = r, .tx = x, .ty = y};
}

static void expect_conserved(double px0, double py0, double k0)
{
    double px, py, k;
    crowd_momentum(&crowd, &px, &py, &k);
    double scale = fabs(px0) + fabs(py0) + 1.0;
    cr_expect(fabs(px - px0) < 1e-5 * scale, "momentum x %.9g -> %.9g", px0, px);
    cr_expect(fabs(py - py0) < 1e-5 * scale, "momentum y %.9g -> %.9g", py0, py);
    cr_expect(fabs(k - k0) < 1e-5 * k0, "kinetic energy %.9g -> %.9g", k0, k);
}

static void bounce_and_check_conservation(void)
{
    double px0, py0, k0;
    crowd_momentum(&crowd, &px0, &py0, &k0);
    crowd_collide(&crowd);
    cr_expect_eq(crowd.collisions, 1, "one collision counted");
    expect_conserved(px0, py0, k0);
}

Test(crowd, equal_circles_meeting_head_on_swap_velocities_and_keep_momentum_and_energy)
{
    two_circles(circle(100, 100, 10, 2, 0), circle(119, 100, 10, -2, 0));
    bounce_and_check_conservation();
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    cr_expect_float_eq(a.vx, -2.0f, 1e-5, "the left circle bounces back: %g", (double)a.vx);
    cr_expect_float_eq(b.vx, 2.0f, 1e-5, "the right circle bounces back: %g", (double)b.vx);
    crowd_free(&crowd);
}

Test(crowd, a_light_circle_bounces_off_a_heavy_one_keeping_momentum_and_energy)
{
    /* Radius 8 against 16: a quarter of the mass. */
    two_circles(circle(100, 100, 8, 3, 0), circle(123, 100, 16, -1, 0));
    bounce_and_check_conservation();
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    /* 1D elastic: va' = ((ma - mb) va + 2 mb vb) / (ma + mb) = (-192*3 - 512) / 320 = -3.4 */
    cr_expect_float_eq(a.vx, -3.4f, 1e-4, "light one: %g", (double)a.vx);
    cr_expect_float_eq(b.vx, 0.6f, 1e-4, "heavy one: %g", (double)b.vx);
    crowd_free(&crowd);
}

Test(crowd, circles_meeting_at_an_angle_keep_momentum_energy_and_the_tangential_motion)
{
    float d = 20.5f, ang = 0.5235988f; /* 30 degrees: the line of centres; radii 12 + 9 */
    CrowdEntity a0 = circle(200, 200, 12, 2.5f, 0.5f);
    CrowdEntity b0 = circle(200 + d * cosf(ang), 200 + d * sinf(ang), 9, -1.0f, -0.25f);
    two_circles(a0, b0);
    bounce_and_check_conservation();
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    /* Only the part along the line of centres changes. */
    float tx = -sinf(ang), ty = cosf(ang);
    cr_expect_float_eq(a.vx * tx + a.vy * ty, a0.vx * tx + a0.vy * ty, 1e-5);
    cr_expect_float_eq(b.vx * tx + b.vy * ty, b0.vx * tx + b0.vy * ty, 1e-5);
    float nx = cosf(ang), ny = sinf(ang);
    cr_expect_lt((a.vx - b.vx) * nx + (a.vy - b.vy) * ny, 0.0f, "they now move apart");
    crowd_free(&crowd);
}

Test(crowd, equal_masses_at_an_angle_also_conserve)
{
    two_circles(circle(50, 50, 10, 1.5f, 1.0f), circle(63, 64, 10, -0.5f, -2.0f));
    bounce_and_check_conservation();
    crowd_free(&crowd);
}

Test(crowd, the_collision_point_divides_the_centres_in_the_ratio_of_the_radii)
{
    two_circles(circle(0, 0, 8, 1, 0), circle(23, 0, 16, -1, 0));
    crowd_collide(&crowd);
    cr_assert_eq(crowd.dot_count, 1, "one green dot");
    /* At 8 from the small one's centre and 16 from the big one's, on a line of 23. */
    cr_expect_float_eq(crowd.dots[0].x, 23.0f * 8.0f / 24.0f, 1e-4, "dot at x = %g", (double)crowd.dots[0].x);
    cr_expect_float_eq(crowd.dots[0].y, 0.0f, 1e-6);
    crowd_free(&crowd);
}

Test(crowd, receding_circles_are_not_bounced_back_together)
{
    two_circles(circle(100, 100, 10, -1, 0), circle(119, 100, 10, 1, 0));
    crowd_collide(&crowd);
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    cr_expect_float_eq(a.vx, -1.0f, 1e-6, "still moving away: %g", (double)a.vx);
    cr_expect_float_eq(b.vx, 1.0f, 1e-6);
    cr_expect_eq(crowd.collisions, 0);
    cr_expect_eq(a.flags & CROWD_RED, 0, "not red: no collision");
    crowd_free(&crowd);
}

Test(crowd, circles_that_miss_each_other_are_left_alone)
{
    two_circles(circle(100, 100, 10, 1, 0), circle(121, 100, 10, -1, 0));
    crowd_collide(&crowd);
    cr_expect_float_eq(crowd_get(&crowd, 0).vx, 1.0f, 1e-6, "one pixel apart: no collision (step 1)");
    cr_expect_eq(crowd.collisions, 0);
    crowd_free(&crowd);
}

Test(crowd, overlapping_circles_are_pushed_apart_the_lighter_one_further)
{
    /* At rest and overlapping by 6 px: no bounce, but no circle stays inside another. */
    two_circles(circle(100, 100, 8, 0, 0), circle(118, 100, 16, 0, 0));
    crowd_collide(&crowd);
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    cr_expect_float_eq(b.x - a.x, 24.0f, 1e-3, "exactly touching afterwards: %g", (double)(b.x - a.x));
    /* Masses 64 and 256: the small one takes 4/5 of the 6 px, the big one 1/5. */
    cr_expect_float_eq(a.x, 95.2f, 1e-3, "the light one moved to %g", (double)a.x);
    cr_expect_float_eq(b.x, 119.2f, 1e-3, "the heavy one moved to %g", (double)b.x);
    cr_expect_eq(crowd_overlaps(&crowd, 0.01f), 0);
    crowd_free(&crowd);
}

Test(crowd, circles_on_the_same_spot_are_separated_too)
{
    two_circles(circle(100, 100, 10, 0, 0), circle(100, 100, 10, 0, 0));
    crowd_collide(&crowd);
    CrowdEntity a = crowd_get(&crowd, 0), b = crowd_get(&crowd, 1);
    cr_expect_float_eq(hypotf(b.x - a.x, b.y - a.y), 20.0f, 1e-3);
    crowd_free(&crowd);
}

Test(crowd, a_collision_turns_both_red_until_each_reaches_its_target)
{
    /* Each heads for the other's place, a little off-centre so that, with the avoidance
     * off, they glance off each other in the middle and go on. */
    CrowdEntity a = circle(100, 300, 12, 0, 0), b = circle(400, 312, 12, 0, 0);
    a.tx = 400;
    a.ty = 312;
    b.tx = 100;
    b.ty = 300;
    two_circles(a, b);
    int t = 0;
    while (crowd.red == 0 && t < 400) {
        crowd_step(&crowd);
        t++;
    }
    cr_assert_eq(crowd.red, 2, "both red after they met (tick %d)", t);
    while (crowd.arrived < 2 && t < 3000) {
        crowd_step(&crowd);
        t++;
        /* Red stays until the entity itself arrives, not until anyone does. */
        for (int id = 0; id < 2; id++) {
            CrowdEntity e = crowd_get(&crowd, id);
            if (!(e.flags & CROWD_ARRIVED)) cr_assert(e.flags & CROWD_RED, "entity %d lost its red early", id);
        }
    }
    cr_assert_eq(crowd.arrived, 2, "both home by tick %d", t);
    cr_expect_eq(crowd.red, 0, "the red is gone at the target");
    cr_expect_eq(crowd_get(&crowd, 0).flags & CROWD_RED, 0);
    crowd_free(&crowd);
}

Test(crowd, two_circles_sent_exactly_head_on_with_avoidance_pass_without_touching)
{
    /* A perfectly symmetric situation, no jitter: the avoidance must not freeze them. */
    CrowdEntity a = circle(100, 300, 12, 0, 0), b = circle(500, 300, 12, 0, 0);
    a.tx = 500;
    b.tx = 100;
    two_circles(a, b);
    crowd.avoid = true;
    int t = 0;
    while (crowd.arrived < 2 && t < 2000) {
        crowd_step(&crowd);
        t++;
    }
    cr_expect_eq(crowd.arrived, 2, "both arrived (tick %d)", t);
    cr_expect_eq(crowd.collisions, 0, "and stepped aside instead of bumping");
    crowd_free(&crowd);
}

/* ---- determinism ---- */

static uint64_t run(uint64_t seed, int count, int ticks, CrowdBroadphase bp, bool avoid)
{
    cr_assert(crowd_init(&crowd, seed));
    crowd.avoid = avoid;
    crowd.broadphase = bp;
    cr_assert(crowd_load(&crowd, count));
    crowd_arrange(&crowd, CROWD_CIRCLE);
    for (int t = 0; t < ticks; t++) {
        if (t == ticks / 2) crowd_swap(&crowd); /* a crossing: plenty of pairs */
        crowd_step(&crowd);
    }
    uint64_t h = crowd_hash(&crowd, HASH_INIT);
    cr_expect_gt(crowd.collisions, 0, "the run had collisions to compare");
    crowd_free(&crowd);
    return h;
}

Test(crowd, grid_and_naive_broadphase_give_the_same_hash_after_600_ticks_of_2000)
{
    uint64_t grid = run(11, 2000, 600, CROWD_GRID, true);
    uint64_t naive = run(11, 2000, 600, CROWD_NAIVE, true);
    cr_expect_eq(grid, naive, "grid %016llx, naive %016llx", (unsigned long long)grid, (unsigned long long)naive);
}

Test(crowd, grid_and_naive_agree_without_avoidance_too)
{
    cr_expect_eq(run(5, 300, 400, CROWD_GRID, false), run(5, 300, 400, CROWD_NAIVE, false));
}

Test(crowd, the_same_seed_gives_the_same_hash_and_another_seed_another)
{
    uint64_t a = run(3, 64, 300, CROWD_GRID, true), b = run(3, 64, 300, CROWD_GRID, true);
    cr_expect_eq(a, b);
    cr_expect_neq(a, run(4, 64, 300, CROWD_GRID, true));
}

Test(crowd, switching_the_broadphase_mid_run_changes_nothing)
{
    uint64_t straight = run(8, 200, 300, CROWD_GRID, true);
    cr_assert(crowd_init(&crowd, 8));
    cr_assert(crowd_load(&crowd, 200));
    crowd_arrange(&crowd, CROWD_CIRCLE);
    for (int t = 0; t < 300; t++) {
        if (t == 150) crowd_swap(&crowd);
        if (t % 40 == 20) crowd_apply(&crowd, ACT_CROWD_BROADPHASE); /* Q, now and then */
        crowd_step(&crowd);
    }
    cr_expect_eq(crowd_hash(&crowd, HASH_INIT), straight);
    crowd_free(&crowd);
}
