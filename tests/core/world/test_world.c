/* test_world.c: the pure step: same inputs, same hash; the simplest resolver end to
 * end; speed, resolver switching, respawn and movers behave as the HUD says. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/world/movers.h"
#include "core/world.h"
#include "support/support.h"

static World world;

static void start(const char *map_name, int resolver)
{
    static Map m;
    load_shipped_map(map_name, &m);
    WorldConfig cfg = {.seed = 7, .resolver = resolver, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&world, &m, &cfg));
}

static Input held(uint8_t dirs)
{
    Input in = INPUT_NONE;
    in.held = dirs;
    return in;
}

/* A fixed script: right, down, left and up in turn, with speed changes. */
static uint64_t run_script(uint8_t twist_at_200)
{
    start("default.map", RESOLVER_SIMPLEST);
    for (int t = 0; t < 600; t++) {
        static const uint8_t dirs[4] = {IN_RIGHT, IN_DOWN, IN_LEFT, IN_UP};
        Input in = held(dirs[(t / 50) % 4]);
        if (t % 97 == 0) in.actions |= ACT_SPEED_UP;
        if (t == 200) in.held ^= twist_at_200;
        world_step(&world, &in, NULL);
    }
    uint64_t h = world_hash(&world);
    world_free(&world);
    return h;
}

Test(world, the_same_inputs_give_the_same_state_hash)
{
    cr_expect_eq(run_script(0), run_script(0));
}

Test(world, a_different_input_gives_a_different_state_hash)
{
    cr_expect_neq(run_script(0), run_script(IN_DOWN));
}

Test(world, the_trace_does_not_change_the_result)
{
    static Trace trace;
    start("default.map", RESOLVER_SIMPLEST);
    for (int t = 0; t < 100; t++) world_step(&world, &(Input){.held = IN_RIGHT, .resolver = -1}, &trace);
    uint64_t with_trace = world_hash(&world);
    world_free(&world);
    start("default.map", RESOLVER_SIMPLEST);
    for (int t = 0; t < 100; t++) world_step(&world, &(Input){.held = IN_RIGHT, .resolver = -1}, NULL);
    cr_expect_eq(world_hash(&world), with_trace);
    world_free(&world);
}

Test(world, simplest_moves_by_the_speed_in_open_space)
{
    start("default.map", RESOLVER_SIMPLEST);
    float x0 = world_player(&world)->x, y0 = world_player(&world)->y;
    Input in = held(IN_RIGHT | IN_DOWN);
    world_step(&world, &in, NULL);
    cr_expect_float_eq(world_player(&world)->x, x0 + world_speed(&world), 1e-6);
    cr_expect_float_eq(world_player(&world)->y, y0 + world_speed(&world), 1e-6);
    world_free(&world);
}

Test(world, simplest_stops_before_a_solid_cell_and_never_enters_one)
{
    start("default.map", RESOLVER_SIMPLEST);
    Input up = held(IN_UP);
    for (int t = 0; t < 200; t++) {
        world_step(&world, &up, NULL);
        const Body *b = world_player(&world);
        cr_assert(!map_is_wall_at(&world.map, b->x, b->y), "entered a wall at tick %d", t);
    }
    /* The spawn is at row 2 under a solid border row 0: it ends in row 1, short of the wall. */
    const Body *b = world_player(&world);
    cr_expect_eq(map_cell_of(&world.map, b->y), 1);
    cr_expect_eq(world.last[RESOLVER_SIMPLEST].hits, 1, "the last move was refused");
    world_free(&world);
}

Test(world, speed_changes_step_through_levels_and_clamp)
{
    start("default.map", RESOLVER_SIMPLEST);
    Input faster = INPUT_NONE;
    faster.actions = ACT_SPEED_UP;
    for (int i = 0; i < 40; i++) world_step(&world, &faster, NULL);
    cr_expect_float_eq(world_speed(&world), 4.0f * (float)world.map.tile, 1e-6, "top speed is 4 tiles a tick");
    Input slower = INPUT_NONE;
    slower.actions = ACT_SPEED_DOWN;
    for (int i = 0; i < 40; i++) world_step(&world, &slower, NULL);
    cr_expect_lt(world_speed(&world), 1.0f, "the slowest speed is a crawl");
    world_free(&world);
}

Test(world, switching_resolver_keeps_the_player_where_it_is)
{
    start("default.map", RESOLVER_SIMPLEST);
    for (int t = 0; t < 10; t++) world_step(&world, &(Input){.held = IN_RIGHT, .resolver = -1}, NULL);
    Body before = *world_player(&world);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        Input sw = INPUT_NONE;
        sw.resolver = (int8_t)r;
        world_step(&world, &sw, NULL);
        cr_expect_eq(world.resolver, r);
        cr_expect_float_eq(world_player(&world)->x, before.x, 1e-6);
        cr_expect_float_eq(world_player(&world)->y, before.y, 1e-6);
    }
    world_free(&world);
}

Test(world, respawn_puts_the_player_back_at_the_spawn_cell_centre)
{
    start("default.map", RESOLVER_SIMPLEST);
    for (int t = 0; t < 30; t++) world_step(&world, &(Input){.held = IN_DOWN, .resolver = -1}, NULL);
    Input r = INPUT_NONE;
    r.actions = ACT_RESPAWN;
    world_step(&world, &r, NULL);
    float t = (float)world.map.tile;
    cr_expect_float_eq(world_player(&world)->x, ((float)world.map.spawn_x + 0.5f) * t, 1e-6);
    cr_expect_float_eq(world_player(&world)->y, ((float)world.map.spawn_y + 0.5f) * t, 1e-6);
    world_free(&world);
}

Test(world, movers_go_out_and_back_in_whole_pixels)
{
    static Map m;
    load_shipped_map("default.map", &m);
    cr_assert_geq(m.mover_count, 1);
    const Mover *mv = &m.movers[0];
    int x, y;
    mover_position(&m, mv, 0, &x, &y);
    cr_expect_eq(x, mv->x * m.tile);
    cr_expect_eq(y, mv->y * m.tile);
    mover_position(&m, mv, (uint64_t)mv->ticks, &x, &y);
    cr_expect_eq(y, (mv->y + mv->dy) * m.tile, "at the far end after one trip");
    mover_position(&m, mv, 2u * (uint64_t)mv->ticks, &x, &y);
    cr_expect_eq(y, mv->y * m.tile, "back home after two trips");
}

Test(world, tab_switches_mode_and_back)
{
    start("default.map", RESOLVER_SIMPLEST);
    Input tab = INPUT_NONE;
    tab.actions = ACT_MODE;
    world_step(&world, &tab, NULL);
    cr_expect_eq(world.mode, MODE_CROWD);
    world_step(&world, &tab, NULL);
    cr_expect_eq(world.mode, MODE_TILES);
    world_free(&world);
}

Test(world, switching_to_a_box_beside_a_wall_never_leaves_the_box_inside_the_wall)
{
    start("default.map", RESOLVER_LINE_SEGMENT);
    /* Walk the point up against the border wall: it stops a hair below y = 32. */
    for (int t = 0; t < 60; t++) world_step(&world, &(Input){.held = IN_UP, .resolver = -1}, NULL);
    cr_assert_lt(world_player(&world)->y, 33.0f, "the point reached the wall");
    Input sw = INPUT_NONE;
    sw.resolver = RESOLVER_MINKOWSKI;
    world_step(&world, &sw, NULL);
    const Body *b = world_player(&world);
    cr_expect_geq(b->y - b->h * 0.5f, 32.0f - 1e-3f, "the 20 px box was moved out of the wall (top at %f)",
                  (double)(b->y - b->h * 0.5f));
    cr_expect_lt(b->y, 32.0f + b->h, "and only as far as needed (y = %f)", (double)b->y);
    world_free(&world);
}
