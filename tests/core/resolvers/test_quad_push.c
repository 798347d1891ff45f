/* test_quad_push.c: the Mighty and Weak quads' CollisionOfTwoQuads (quad.c) and the
 * quad-push resolver on the movers map: the seed's worked example, pushes and the
 * sides they hit, the return values, the three fixed defects, and what the player sees
 * when movers push, lift and squeeze it. */
#include <criterion/criterion.h>
#include <math.h>

#include "core/resolvers/quad.h"
#include "core/world.h"
#include "support/support.h"

#define EPS 1e-4f

/* Results go into a variable before an assertion: Criterion's macros may evaluate their
 * arguments more than once, and quad_collide changes its spec. */
static QuadSpec pair(QuadXYi msize, QuadXYi ms, QuadXYi mc, QuadXYi wsize, QuadXYf ws, QuadXYf wc)
{
    return (QuadSpec){.msize = msize, .wsize = wsize, .ms = ms, .mc = mc, .ws = ws, .wc = wc};
}

static bool weak_overlaps_mighty(const QuadSpec *s)
{
    float mx1 = (float)(s->mc.x + s->msize.x), my1 = (float)(s->mc.y + s->msize.y);
    return s->wc.x < mx1 && (float)s->mc.x < s->wc.x + (float)s->wsize.x && s->wc.y < my1 &&
           (float)s->mc.y < s->wc.y + (float)s->wsize.y;
}

/* The seed's example: Weak 8x8 from [2,-6] to [1,-5], Mighty 8x8 from [-7,4] to [-4,1].
 * By hand, from the seed's code: steps 3, dw = (-1/3, 1/3), dm = (1, -1). Step 1 (the
 * first loop pass) moves W to (1.667, -5.667): overlap on x only. Step 2: M at (-5, 2)
 * overlaps on y too, after overlapping on x: a hit from below (intersect_direction.u);
 * W is put back, carried by (1, -1) and keeps only its x step: (2.333, -6.667). Step 3
 * the same again: (3, -7.667). The loop runs to the end: fraction 1, and .u maps to
 * cf_collision_down: Weak's bottom side was hit. */
Test(quad_push, reproduces_the_seeds_worked_example)
{
    QuadSpec s =
        pair((QuadXYi){8, 8}, (QuadXYi){-7, 4}, (QuadXYi){-4, 1}, (QuadXYi){8, 8}, (QuadXYf){2, -6}, (QuadXYf){1, -5});
    float f = quad_collide(&s);
    cr_expect_float_eq(f, 1.0f, EPS);
    cr_expect_float_eq(s.wc.x, 3.0f, EPS, "W ends at x %f", (double)s.wc.x);
    cr_expect_float_eq(s.wc.y, -7.0f - 2.0f / 3.0f, EPS, "W ends at y %f", (double)s.wc.y);
    cr_expect_eq(s.collision, QUAD_HIT_DOWN);
    cr_expect_eq(s.last_step_collision, QUAD_HIT_DOWN, "here the seed's own report agrees");
    cr_expect(!weak_overlaps_mighty(&s), "W ends above M, outside it");
}

Test(quad_push, a_size_that_is_not_positive_returns_minus_one)
{
    const QuadXYi sizes[][2] = {
        {{0, 8}, {8, 8}}, {{8, 0}, {8, 8}}, {{8, 8}, {0, 8}}, {{8, 8}, {8, -3}}, {{-1, 8}, {8, 8}}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        QuadSpec s =
            pair(sizes[k][0], (QuadXYi){0, 0}, (QuadXYi){4, 0}, sizes[k][1], (QuadXYf){10, 0}, (QuadXYf){10, 0});
        float f_s = quad_collide(&s);
        cr_expect_float_eq(f_s, QUAD_BAD_SIZE, EPS, "case %zu", k);
        cr_expect_float_eq(s.wc.x, 10.0f, EPS, "Weak is left where it wanted to be");
    }
}

Test(quad_push, quads_that_cannot_meet_return_minus_two_and_leave_weak_alone)
{
    /* Step 2: Mighty stays to the left of Weak all the way. */
    QuadSpec apart = pair((QuadXYi){10, 10}, (QuadXYi){0, 0}, (QuadXYi){5, 0}, (QuadXYi){10, 10}, (QuadXYf){40, 0},
                          (QuadXYf){42.5f, 3});
    float f_apart = quad_collide(&apart);
    cr_expect_float_eq(f_apart, QUAD_CANNOT_MEET, EPS);
    cr_expect_float_eq(apart.wc.x, 42.5f, EPS);
    /* Step 4: moving together, side by side. */
    QuadSpec together = pair((QuadXYi){10, 10}, (QuadXYi){0, 0}, (QuadXYi){6, 0}, (QuadXYi){10, 10}, (QuadXYf){10, 0},
                             (QuadXYf){16, 0});
    float f_together = quad_collide(&together);
    cr_expect_float_eq(f_together, QUAD_CANNOT_MEET, EPS);
}

/* Mighty moving into a still Weak from each side: Weak ends flush against Mighty's
 * leading edge, outside it, and the flag names the side of Weak that was hit. */
Test(quad_push, a_pushed_weak_ends_outside_mighty_with_the_side_of_contact_flagged)
{
    struct {
        QuadXYi ms, mc;
        float wx, wy;
        unsigned flag;
    } cases[] = {
        {{0, 0}, {10, 0}, 42, 6, QUAD_HIT_LEFT},      /* M from the left: Weak's left side */
        {{60, 0}, {50, 0}, 30, 6, QUAD_HIT_RIGHT},    /* from the right */
        {{30, -40}, {30, -20}, 35, 12, QUAD_HIT_UP},  /* from above */
        {{30, 30}, {30, 10}, 35, -10, QUAD_HIT_DOWN}, /* from below */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        QuadXYf w0 = k < 2 ? (QuadXYf){35, 6} : (QuadXYf){35, 0};
        QuadSpec s = pair((QuadXYi){32, 32}, cases[k].ms, cases[k].mc, (QuadXYi){20, 20}, w0, w0);
        float f_s = quad_collide(&s);
        cr_expect_float_eq(f_s, 1.0f, EPS, "case %zu", k);
        cr_expect_float_eq(s.wc.x, cases[k].wx, EPS, "case %zu: x %f", k, (double)s.wc.x);
        cr_expect_float_eq(s.wc.y, cases[k].wy, EPS, "case %zu: y %f", k, (double)s.wc.y);
        cr_expect_eq(s.collision, cases[k].flag, "case %zu: flags %u", k, s.collision);
        cr_expect(!weak_overlaps_mighty(&s), "case %zu: Weak is outside Mighty", k);
    }
}

Test(quad_push, weak_walking_into_a_still_block_stops_flush_against_it)
{
    QuadSpec s = pair((QuadXYi){32, 32}, (QuadXYi){100, 100}, (QuadXYi){100, 100}, (QuadXYi){20, 20},
                      (QuadXYf){70, 106}, (QuadXYf){85, 106});
    float f_s = quad_collide(&s);
    cr_expect_float_eq(f_s, 1.0f, EPS);
    cr_expect_float_eq(s.wc.x, 80.0f, EPS, "Weak's right edge meets the block's left edge");
    cr_expect_eq(s.collision, QUAD_HIT_RIGHT);
}

/* The seed counts touching as overlapping on an axis the quads do not move apart on,
 * so a Weak resting against a moving block is carried along, on top or beside it. */
Test(quad_push, a_block_carries_a_weak_that_rests_against_it)
{
    QuadSpec on_top = pair((QuadXYi){32, 32}, (QuadXYi){0, 20}, (QuadXYi){2, 20}, (QuadXYi){10, 10}, (QuadXYf){5, 10},
                           (QuadXYf){5, 10});
    float f = quad_collide(&on_top);
    cr_expect_float_eq(f, 1.0f, EPS);
    cr_expect_float_eq(on_top.wc.x, 7.0f, EPS, "carried 2 px right");
    cr_expect_float_eq(on_top.wc.y, 10.0f, EPS);
    QuadSpec beside = pair((QuadXYi){32, 32}, (QuadXYi){0, 0}, (QuadXYi){0, 3}, (QuadXYi){10, 10}, (QuadXYf){32, 5},
                           (QuadXYf){32, 5});
    quad_collide(&beside);
    cr_expect_float_eq(beside.wc.y, 8.0f, EPS, "dragged 3 px down along its side");
    QuadSpec apart = pair((QuadXYi){32, 32}, (QuadXYi){0, 20}, (QuadXYi){2, 20}, (QuadXYi){10, 10}, (QuadXYf){5, 9},
                          (QuadXYf){5, 9});
    float f_apart = quad_collide(&apart);
    cr_expect_float_eq(f_apart, QUAD_CANNOT_MEET, EPS, "a pixel above it, it stays");
}

/* Seed defect 1 (step 3): `min` started at 0, so with every distance negative no way out
 * was ever chosen, and Weak stayed stuck inside (step 15 kept it from moving out). Here
 * Weak overlaps a still block by 3 px on the block's right side and walks 5 px away: it
 * is first moved out to the block's edge (132, the shortest way), then goes on to the
 * end it wanted (134). */
Test(quad_push, an_overlapping_weak_is_moved_out_the_shortest_way_first)
{
    QuadSpec s = pair((QuadXYi){32, 32}, (QuadXYi){100, 100}, (QuadXYi){100, 100}, (QuadXYi){20, 20},
                      (QuadXYf){129, 106}, (QuadXYf){134, 106});
    quad_collide(&s);
    cr_expect_float_eq(s.wc.x, 134.0f, EPS, "x %f", (double)s.wc.x);
    cr_expect_float_eq(s.wc.y, 106.0f, EPS);
    cr_expect(!weak_overlaps_mighty(&s));
}

/* Seed defect 2a: the fraction was always 1. A block flies past a still Weak, above it
 * and to its left, without touching: after 30 of its 50 steps it is past Weak for good
 * and the loop ends: 0.6. */
Test(quad_push, the_fraction_says_when_the_quads_parted_for_good)
{
    QuadSpec s = pair((QuadXYi){10, 10}, (QuadXYi){70, -40}, (QuadXYi){20, 0}, (QuadXYi){10, 10}, (QuadXYf){50, 0},
                      (QuadXYf){50, 0});
    float f_s = quad_collide(&s);
    cr_expect_float_eq(f_s, 0.6f, EPS);
    cr_expect_eq(s.collision, 0u);
    cr_expect_float_eq(s.wc.x, 50.0f, EPS, "untouched");
}

/* Seed defect 2b: the flags were those of the last step only. M (10x10) moves from
 * (20, 20) to (16, 16) while W (10x10) goes from (8, 10) to (12, 6): M's left edge hits
 * W's right side in steps 2 and 3 (W is pushed back 2 px), and in step 4 they only touch. */
Test(quad_push, the_flags_keep_every_steps_hits)
{
    QuadSpec s = pair((QuadXYi){10, 10}, (QuadXYi){20, 20}, (QuadXYi){16, 16}, (QuadXYi){10, 10}, (QuadXYf){8, 10},
                      (QuadXYf){12, 6});
    float f_s = quad_collide(&s);
    cr_expect_float_eq(f_s, 1.0f, EPS);
    cr_expect_float_eq(s.wc.x, 10.0f, EPS);
    cr_expect_float_eq(s.wc.y, 5.0f, EPS);
    cr_expect_eq(s.collision, QUAD_HIT_RIGHT);
    cr_expect_eq(s.last_step_collision, 0u, "the seed would have reported no hit at all");
}

/* Defect 3 (found while porting): on breaking out of the loop, step 17 moved Weak by the
 * breaking step a second time. Weak touching a block and walking 4 px away must end 4
 * px away, not 5. */
Test(quad_push, a_weak_walking_away_ends_exactly_where_it_wanted)
{
    QuadSpec s = pair((QuadXYi){32, 32}, (QuadXYi){100, 100}, (QuadXYi){100, 100}, (QuadXYi){20, 20},
                      (QuadXYf){132, 106}, (QuadXYf){136, 106});
    float f = quad_collide(&s);
    cr_expect(f >= 0.0f && f < 1.0f, "the pair was settled early: %f", (double)f);
    cr_expect_float_eq(s.wc.x, 136.0f, EPS, "x %f", (double)s.wc.x);
}

/* ---- The resolver on the movers map (maps/quad_movers.map) ---- */

static World world;

static void start_movers(float px, float py)
{
    static Map m;
    load_shipped_map("quad_movers.map", &m);
    WorldConfig cfg = {
        .seed = 1, .resolver = RESOLVER_QUAD_PUSH, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&world, &m, &cfg));
    world.bodies[RESOLVER_QUAD_PUSH].x = px;
    world.bodies[RESOLVER_QUAD_PUSH].y = py;
}

static void stop_world(void)
{
    world_free(&world);
}

static void step(uint8_t held)
{
    Input in = INPUT_NONE;
    in.held = held;
    world_step(&world, &in, NULL);
}

static float player_left(void)
{
    return world_player(&world)->x - world_player(&world)->w * 0.5f;
}
static float player_right(void)
{
    return world_player(&world)->x + world_player(&world)->w * 0.5f;
}
static float player_top(void)
{
    return world_player(&world)->y - world_player(&world)->h * 0.5f;
}
static float player_bottom(void)
{
    return world_player(&world)->y + world_player(&world)->h * 0.5f;
}

/* How deep (pixels) the player is inside any solid cell, 0 if outside them all. */
static float depth_in_walls(void)
{
    const Map *m = &world.map;
    float t = (float)m->tile, deepest = 0.0f;
    for (int j = map_cell_of(m, player_top()); j <= map_cell_of(m, player_bottom()); j++)
        for (int i = map_cell_of(m, player_left()); i <= map_cell_of(m, player_right()); i++) {
            if (map_cell(m, i, j) != SIDE_ALL) continue;
            float ox = fminf(player_right(), (float)(i + 1) * t) - fmaxf(player_left(), (float)i * t);
            float oy = fminf(player_bottom(), (float)(j + 1) * t) - fmaxf(player_top(), (float)j * t);
            if (ox > 0.0f && oy > 0.0f) deepest = fmaxf(deepest, fminf(ox, oy));
        }
    return deepest;
}

Test(quad_push, a_block_pushes_a_player_standing_still_in_its_way, .fini = stop_world)
{
    /* The squeezer (mover 0) slides right along rows 2-3; the player waits in its path. */
    start_movers(200.0f, 96.0f);
    bool pushed = false;
    for (int t = 0; t < 70; t++) {
        step(0);
        const MoverState *s = &world.movers[0];
        if (player_left() > 190.0f) {
            pushed = true;
            cr_assert_float_eq(player_left(), (float)(s->x1 + s->w), EPS, "tick %d: flush against the block", t);
            cr_assert(world.last[RESOLVER_QUAD_PUSH].flags & QUAD_HIT_LEFT, "tick %d: hit on its left side", t);
        }
    }
    cr_expect(pushed);
}

Test(quad_push, a_lift_raises_a_player_standing_on_it_to_the_top, .fini = stop_world)
{
    /* The lift (mover 1, 3x1 at column 15) rises 12 rows in 180 ticks. */
    start_movers(528.0f, 460.0f);
    for (int t = 0; t < 179; t++) step(0);
    const MoverState *lift = &world.movers[1];
    cr_expect_float_eq(player_bottom(), (float)lift->y1, EPS, "riding on the lift: %f vs %d", (double)player_bottom(),
                       lift->y1);
    cr_expect_lt(player_top(), 100.0f, "lifted near the top (y %f)", (double)player_top());
}

/* The choice the seed leaves open (docs/resolvers.md, quad-push): squeezed between a mover and a
 * wall, the wall wins. The player stays against the wall, the block slides over it. */
Test(quad_push, squeezed_against_a_wall_the_player_stays_out_of_it_and_the_block_covers_it, .fini = stop_world)
{
    start_movers(300.0f, 96.0f);
    bool squeezed = false;
    for (int t = 0; t < 150; t++) {
        step(0);
        cr_assert_float_eq(depth_in_walls(), 0.0f, EPS, "tick %d: the player is never pushed into the wall", t);
        if (world.last[RESOLVER_QUAD_PUSH].flags & 0x10u) squeezed = true;
    }
    cr_expect(squeezed, "the squeeze is flagged");
    cr_expect_float_eq(player_right(), 13.0f * 32.0f, EPS, "against the wall at column 13");
    const MoverState *s = &world.movers[0];
    cr_expect_gt(s->x1 + s->w, (int)player_left(), "the block covers the player");
    for (int t = 0; t < 150; t++) step(0); /* the block goes back: the player stays where the wall held it */
    cr_expect_float_eq(player_right(), 13.0f * 32.0f, EPS);
}

Test(quad_push, at_everyday_speeds_the_player_never_ends_a_tick_inside_a_wall)
{
    /* 1 to 16 px a tick, random directions held for a third of a second, movers on. */
    for (int level = 2; level <= 9; level++) {
        start_movers(112.0f, 144.0f);
        world.speed_level = level;
        Rng r;
        rng_seed(&r, 5u + (uint64_t)level);
        uint8_t held = 0;
        float worst = 0.0f;
        for (int t = 0; t < 2000; t++) {
            if (t % 20 == 0) held = (uint8_t)rng_below(&r, 16);
            step(held);
            worst = fmaxf(worst, depth_in_walls());
        }
        cr_expect_leq(worst, 2.0f, "speed %g: %f px into a wall", (double)world_speed(&world), (double)worst);
        world_free(&world);
    }
}

/* The weakness the caption names: each pair is settled alone, in one pass. Moving a
 * tile a tick diagonally along the wall of column 13, the pair with one cell lets the
 * player go once it is past that cell, into the next cell of the same wall. */
Test(quad_push, one_pair_at_a_time_a_fast_player_slips_into_a_wall, .fini = stop_world)
{
    start_movers(406.0f, 42.0f);
    world.speed_level = 11; /* 32 px a tick */
    cr_assert_float_eq(world_speed(&world), 32.0f, EPS);
    float worst = 0.0f;
    for (int t = 0; t < 8; t++) {
        step(IN_RIGHT | IN_DOWN);
        worst = fmaxf(worst, depth_in_walls());
    }
    cr_expect_gt(worst, 5.0f, "the player ends %f px inside the wall", (double)worst);
}
