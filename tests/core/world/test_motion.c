/* test_motion.c: the motion models as a player feels them. The platformer falls,
 * lands and stands on each method's own floor, jumps as high as its take-off speed
 * says, cuts the rise when the key is let go, forgives a late jump (coyote time) and an
 * early one (the buffer), and stops at ceilings and walls; accelerated top-down speeds
 * up and coasts to a stop; the live keys step gravity and the jump, and only the
 * platformer hears them; a map's suggestion brings its motion. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/world.h"

static World world;
static Map map;

/* An empty room 8 cells wide and 5 high inside a wall; the floor is at y = 192. */
static const char *const ROOM = "collide-map 1\nname \"room\"\ntile 32\ngrid\n"
                                "##########\n"
                                "#........#\n"
                                "#........#\n"
                                "#...P....#\n"
                                "#........#\n"
                                "#........#\n"
                                "##########\nend\n";
#define ROOM_FLOOR_Y 192.0f

/* A ledge: the spawn stands on a shelf that ends at x = 160; the floor is far below. */
static const char *const LEDGE = "collide-map 1\nname \"ledge\"\ntile 32\ngrid\n"
                                 "##########\n"
                                 "#........#\n"
                                 "#..P.....#\n"
                                 "#####....#\n"
                                 "#........#\n"
                                 "#........#\n"
                                 "#........#\n"
                                 "##########\nend\n";

static void start_on(const char *text, MotionParams motion, int resolver)
{
    MapError e;
    cr_assert(map_parse(&map, text, strlen(text), "test.map", &e), "%s", e.msg);
    WorldConfig cfg = {.seed = 3, .resolver = resolver, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cfg.motion = motion;
    cr_assert(world_init(&world, &map, &cfg));
}

static void step(uint8_t held, uint32_t actions)
{
    Input in = INPUT_NONE;
    in.held = held;
    in.actions = actions;
    world_step(&world, &in, NULL);
}

static float bottom(int r)
{
    return world.bodies[r].y + 0.5f * world.bodies[r].h;
}

static void finish(void)
{
    world_free(&world);
    map_free(&map);
}

/* The methods of the sources (docs/sources.md) each land on a floor; a method added to the
 * list is judged by its own tests, as one that takes half of each move never lands. */
static const int SOURCES_METHODS[] = {RESOLVER_SIMPLEST,    RESOLVER_PIXEL_ITERATION, RESOLVER_LINE_SEGMENT,
                                      RESOLVER_MINKOWSKI,   RESOLVER_GRID_REGION,     RESOLVER_QUAD_PUSH,
                                      RESOLVER_DIRECTIONAL_FLAG};

Test(motion, every_method_of_the_sources_falls_to_the_floor_and_stands_on_it)
{
    start_on(ROOM, motion_defaults(MOTION_PLATFORMER), RESOLVER_SIMPLEST);
    step(0, ACT_COMPARE);
    for (int t = 0; t < 60; t++) step(0, 0);
    for (size_t k = 0; k < sizeof SOURCES_METHODS / sizeof *SOURCES_METHODS; k++) {
        int r = SOURCES_METHODS[k];
        const char *name = world_method(&world, r)->name;
        int standing = 0;
        for (int t = 0; t < 20; t++) {
            step(0, 0);
            standing += world.motion[r].ground;
            cr_expect(fabsf(bottom(r) - ROOM_FLOOR_Y) <= 1.5f, "%s: its foot at %g, the floor at %g", name,
                      (double)bottom(r), (double)ROOM_FLOOR_Y);
        }
        /* A method that sinks a little and is pushed back out stands on most ticks. */
        cr_expect_geq(standing, 10, "%s stood on %d of 20 ticks", name, standing);
    }
    finish();
}

/* The highest the body's foot rises above the floor after holding jump `hold` ticks. */
static float jump_height(int hold)
{
    start_on(ROOM, motion_defaults(MOTION_PLATFORMER), RESOLVER_MINKOWSKI);
    for (int t = 0; t < 40; t++) step(0, 0);
    cr_assert(world.motion[RESOLVER_MINKOWSKI].ground, "standing before the jump");
    float floor_y = bottom(RESOLVER_MINKOWSKI), top = floor_y;
    for (int t = 0; t < 60; t++) {
        step(t < hold ? IN_UP : 0, 0);
        top = fminf(top, bottom(RESOLVER_MINKOWSKI));
    }
    finish();
    return floor_y - top;
}

Test(motion, a_held_jump_rises_about_the_take_off_speed_squared_over_twice_gravity)
{
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    float h = jump_height(60), ideal = p.jump * p.jump / (2.0f * p.gravity);
    /* Whole ticks lose about half a tick of rise: between 80 and 100 % of the ideal. */
    cr_expect(h > 0.8f * ideal && h <= ideal, "rose %g px, v²/2g is %g", (double)h, (double)ideal);
}

Test(motion, letting_go_of_jump_early_cuts_the_rise)
{
    float tap = jump_height(3), held = jump_height(60);
    cr_expect_lt(tap, 0.6f * held, "a three-tick tap rose %g px, a held jump %g", (double)tap, (double)held);
    cr_expect_gt(tap, 0.0f);
}

/* Walk right off the ledge and press jump `late` ticks after the edge; did it rise? */
static bool jumps_after_leaving(int late)
{
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    start_on(LEDGE, p, RESOLVER_MINKOWSKI);
    int r = RESOLVER_MINKOWSKI, left_at = -1;
    for (int t = 0; t < 20; t++) step(0, 0);
    cr_assert(world.motion[r].ground);
    bool rose = false;
    for (int t = 0; t < 120 && !rose; t++) {
        bool jump = left_at >= 0 && t == left_at + late;
        float vy_before = world.motion[r].vy;
        step(IN_RIGHT | (jump ? IN_UP : 0), 0);
        if (left_at < 0 && !world.motion[r].ground) left_at = t;
        rose = jump && world.motion[r].vy < vy_before - 1.0f;
    }
    finish();
    return rose;
}

Test(motion, a_jump_just_after_leaving_a_ledge_still_takes_off_and_a_late_one_does_not)
{
    int coyote = motion_defaults(MOTION_PLATFORMER).coyote;
    cr_expect(jumps_after_leaving(2), "2 ticks after the edge");
    cr_expect(jumps_after_leaving(coyote - 1), "%d ticks after the edge", coyote - 1);
    cr_expect(!jumps_after_leaving(coyote + 3), "%d ticks after the edge", coyote + 3);
}

/* Fall from the spawn's height and press jump (one tick) `early` ticks before the first
 * tick on the floor; did it take off within the buffer? */
static bool buffered_jump_takes_off(int early)
{
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    start_on(ROOM, p, RESOLVER_MINKOWSKI);
    int r = RESOLVER_MINKOWSKI, landed = -1;
    for (int t = 0; t < 60 && landed < 0; t++) {
        step(0, 0);
        if (world.motion[r].ground) landed = t;
    }
    finish();
    cr_assert_geq(landed, early + 1);
    start_on(ROOM, p, RESOLVER_MINKOWSKI);
    bool rose = false;
    for (int t = 0; t < landed + 20; t++) {
        step(t == landed - early ? IN_UP : 0, 0);
        rose = rose || (t >= landed && world.motion[r].vy < -1.0f);
    }
    finish();
    return rose;
}

Test(motion, a_jump_pressed_just_before_landing_takes_off_on_landing)
{
    int buffer = motion_defaults(MOTION_PLATFORMER).buffer;
    cr_expect(buffered_jump_takes_off(2), "pressed 2 ticks early");
    cr_expect(!buffered_jump_takes_off(buffer + 4), "pressed %d ticks early", buffer + 4);
}

Test(motion, a_ceiling_stops_the_rise_and_a_wall_the_run)
{
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    p.jump = 24.0f; /* higher than the room */
    start_on(ROOM, p, RESOLVER_MINKOWSKI);
    int r = RESOLVER_MINKOWSKI;
    for (int t = 0; t < 40; t++) step(0, 0);
    bool stopped = false;
    for (int t = 0; t < 20 && !stopped; t++) {
        step(IN_UP, 0);
        stopped = world.motion[r].vy >= 0.0f && world.bodies[r].y - 0.5f * world.bodies[r].h <= 32.5f;
    }
    cr_expect(stopped, "the head reached the ceiling and the rise stopped");
    for (int t = 0; t < 80; t++) step(IN_RIGHT, 0);
    cr_expect_eq(world.motion[r].vx, 0.0f, "against the wall the run is %g", (double)world.motion[r].vx);
    cr_expect(fabsf(world.bodies[r].x + 0.5f * world.bodies[r].w - 288.0f) <= 1.0f, "at the wall");
    finish();
}

Test(motion, accelerated_top_down_speeds_up_to_the_speed_and_coasts_to_a_stop)
{
    start_on(ROOM, motion_defaults(MOTION_ACCELERATED), RESOLVER_MINKOWSKI);
    int r = RESOLVER_MINKOWSKI;
    float speed = world_speed(&world);
    step(IN_RIGHT, 0);
    cr_expect(world.motion[r].vx > 0.0f && world.motion[r].vx < speed, "first tick: %g", (double)world.motion[r].vx);
    for (int t = 0; t < 30; t++) step(IN_RIGHT, 0);
    cr_expect_float_eq(world.motion[r].vx, speed, 1e-4f, "held: %g", (double)world.motion[r].vx);
    float x = world.bodies[r].x;
    step(0, 0);
    cr_expect(world.bodies[r].x > x, "it coasts on after the key is let go");
    for (int t = 0; t < 120; t++) step(0, 0);
    cr_expect_lt(fabsf(world.motion[r].vx), 0.01f, "and comes to rest");
    cr_expect_eq(world.motion[r].vy, 0.0f, "no gravity in a top-down game");
    finish();
}

Test(motion, the_live_keys_step_gravity_and_the_jump_and_only_the_platformer_hears_them)
{
    start_on(ROOM, motion_defaults(MOTION_PLATFORMER), RESOLVER_SIMPLEST);
    uint64_t before = world_hash(&world);
    step(0, ACT_GRAVITY_UP);
    cr_expect_float_eq(world.motion_params.gravity, 0.6f, 1e-6f);
    step(0, ACT_JUMP_DOWN);
    step(0, ACT_JUMP_DOWN);
    cr_expect_float_eq(world.motion_params.jump, 7.0f, 1e-6f);
    cr_expect_float_eq(world.start.motion.jump, 9.0f, 1e-6f, "the start is kept as it was");
    for (int k = 0; k < 40; k++) step(0, ACT_GRAVITY_DOWN);
    cr_expect_float_eq(world.motion_params.gravity, 0.05f, 1e-6f, "the lowest step holds");
    cr_expect_neq(world_hash(&world), before);
    finish();

    /* A top-down run's state does not change under them: its hash is a plain run's. */
    start_on(ROOM, motion_defaults(MOTION_TOP_DOWN), RESOLVER_SIMPLEST);
    for (int t = 0; t < 10; t++) step(IN_RIGHT, ACT_GRAVITY_UP | ACT_JUMP_UP);
    uint64_t nudged = world_hash(&world);
    finish();
    start_on(ROOM, motion_defaults(MOTION_TOP_DOWN), RESOLVER_SIMPLEST);
    for (int t = 0; t < 10; t++) step(IN_RIGHT, 0);
    cr_expect_eq(world_hash(&world), nudged);
    finish();
}

Test(motion, a_stronger_gravity_lands_sooner)
{
    int landed[2];
    for (int k = 0; k < 2; k++) {
        start_on(ROOM, motion_defaults(MOTION_PLATFORMER), RESOLVER_MINKOWSKI);
        landed[k] = -1;
        for (int t = 0; t < 80 && landed[k] < 0; t++) {
            step(0, k == 1 && t < 4 ? ACT_GRAVITY_UP : 0);
            if (world.motion[RESOLVER_MINKOWSKI].ground) landed[k] = t;
        }
        finish();
    }
    cr_expect(landed[1] >= 0 && landed[1] < landed[0], "landed at tick %d, and at %d with gravity up", landed[0],
              landed[1]);
}

Test(motion, a_map_that_suggests_a_motion_brings_its_defaults_and_a_run_in_it_keeps_its_own)
{
    const char *text = "collide-map 2\nname \"jumps\"\nsuggest motion platformer\ntile 32\ngrid\n###\n#P#\n###\nend\n";
    Map m = {0};
    MapError e;
    cr_assert(map_parse(&m, text, strlen(text), "jumps.map", &e), "%s", e.msg);
    WorldConfig c = {.speed_level = SPEED_LEVEL_DEFAULT};
    world_config_suggest(&c, &m.lesson);
    cr_expect_eq(c.motion.model, MOTION_PLATFORMER);
    cr_expect_float_eq(c.motion.gravity, motion_defaults(MOTION_PLATFORMER).gravity, 1e-6f);
    c.motion.gravity = 2.0f;
    world_config_suggest(&c, &m.lesson);
    cr_expect_float_eq(c.motion.gravity, 2.0f, 1e-6f, "a platformer run keeps its gravity");

    start_on(ROOM, motion_defaults(MOTION_TOP_DOWN), RESOLVER_SIMPLEST);
    Input in = INPUT_NONE;
    in.map = &m;
    in.map_suggest = 1;
    world_step(&world, &in, NULL);
    cr_expect_eq(world.motion_params.model, MOTION_PLATFORMER, "loaded with its suggestion");
    finish();
    map_free(&m);
}

Test(motion, the_parameters_outside_their_limits_are_named)
{
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    char why[160];
    cr_expect(motion_params_valid(&p, why, sizeof why));
    p.gravity = -1.0f;
    cr_expect(!motion_params_valid(&p, why, sizeof why));
    cr_expect(strstr(why, "gravity") != NULL, "%s", why);
    p = motion_defaults(MOTION_PLATFORMER);
    p.jump_cut = NAN;
    cr_expect(!motion_params_valid(&p, why, sizeof why));
    cr_expect(strstr(why, "jump-cut") != NULL, "%s", why);
}

/* A shaft with a one-way floor (mask 8) across it, another floor far below. */
static void shaft_text(char *buf, size_t cap, char floor_cell)
{
    size_t n = (size_t)snprintf(buf, cap, "collide-map 1\nname \"shaft\"\ntile 32\ngrid\n");
    for (int j = 0; j < 30; j++) {
        for (int i = 0; i < 7; i++) {
            char c = i == 0 || i == 6 || j == 0 || j == 29 ? '#' : j == 20 ? floor_cell : j == 1 && i == 3 ? 'P' : '.';
            n += (size_t)snprintf(buf + n, cap - n, "%c", c);
        }
        n += (size_t)snprintf(buf + n, cap - n, "\n");
    }
    snprintf(buf + n, cap - n, "end\n");
}

Test(motion, under_gravity_the_compare_view_gives_each_method_its_own_fall_and_the_tallies_count_them)
{
    static char text[4096];
    shaft_text(text, sizeof text, '8');
    MotionParams p = motion_defaults(MOTION_PLATFORMER);
    p.gravity = 4.0f;
    p.fall_max = 24.0f;
    start_on(text, p, RESOLVER_LINE_SEGMENT);
    step(0, ACT_COMPARE);
    for (int t = 0; t < 120; t++) step(0, 0);
    float floor_y = 20.0f * 32.0f;
    int landed = 0, through = 0;
    for (int r = 0; r < world_method_count(&world); r++) {
        bool on_top = bottom(r) <= floor_y + 1.0f;
        landed += on_top;
        through += !on_top;
        cr_expect(world.motion[r].ground, "%s stands somewhere", world_method(&world, r)->name);
        /* The tick that opened the compare view and the 120 after it. */
        cr_expect_eq(world.log.tally[r].moves, 121, "%s: every tick's fall is counted (%ld)",
                     world_method(&world, r)->name, world.log.tally[r].moves);
    }
    /* The point methods see only solid blocks: a one-way top is open air to them. */
    cr_expect(bottom(RESOLVER_SIMPLEST) > floor_y + 1.0f, "simplest falls through the one-way floor");
    cr_expect(bottom(RESOLVER_LINE_SEGMENT) <= floor_y + 1.0f, "line-segment lands on it");
    cr_expect(bottom(RESOLVER_DIRECTIONAL_FLAG) <= floor_y + 1.0f, "directional-flag lands on it");
    cr_expect(landed > 0 && through > 0, "%d landed, %d fell through: two trajectories at least", landed, through);
    cr_expect_gt(world.log.tally[RESOLVER_SIMPLEST].crossed, 0, "the tally counts simplest's pass through the floor");
    finish();
}
