/* test_place.c: the player placed by the mouse (Input.place): every method's body goes
 * to the point, out of any wall it lands in; a throw is one move through the resolver;
 * a recording with placements and throws replays to the same hashes. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "core/world.h"
#include "core/world/body.h"
#include "support/support.h"

static World world;

static void start(int resolver)
{
    static Map m;
    load_shipped_map("default.map", &m);
    WorldConfig cfg = {.seed = 3, .resolver = resolver, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&world, &m, &cfg));
}

static Input put(int x, int y, int dx, int dy)
{
    Input in = INPUT_NONE;
    in.place = (Place){(int16_t)x, (int16_t)y, (int16_t)dx, (int16_t)dy, 1};
    return in;
}

static void step_put(int x, int y, int dx, int dy)
{
    Input in = put(x, y, dx, dy);
    world_step(&world, &in, NULL);
}

Test(place, a_placement_puts_every_method_at_the_point_on_that_tick)
{
    start(RESOLVER_SIMPLEST);
    step_put(336, 336, 0, 0);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        cr_expect_float_eq(world.bodies[r].x, 336.0f, 1e-6, "method %d", r);
        cr_expect_float_eq(world.bodies[r].y, 336.0f, 1e-6, "method %d", r);
    }
    world_free(&world);
}

Test(place, a_placement_into_a_wall_ends_outside_it_near_the_point)
{
    /* (208, 144) is the middle of a solid cell of the 2x2 block. */
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        start(r);
        step_put(208, 144, 0, 0);
        const Body *b = world_player(&world);
        cr_expect(!body_in_wall(&world.map, world.movers, world.map.mover_count, b, resolver_info(r)->model),
                  "method %d left in the wall at (%g, %g)", r, (double)b->x, (double)b->y);
        cr_expect_lt(hypotf(b->x - 208.0f, b->y - 144.0f), 48.0f, "method %d sent far away", r);
        world_free(&world);
    }
}

Test(place, a_throw_is_one_move_that_the_resolver_stops_at_a_wall)
{
    start(RESOLVER_SIMPLEST);
    /* Open floor: the throw lands where the drag ended. */
    step_put(336, 336, 40, -20);
    cr_expect_float_eq(world_player(&world)->x, 376.0f, 1e-6);
    cr_expect_float_eq(world_player(&world)->y, 316.0f, 1e-6);
    /* Towards the right outer wall (x from 928): the simplest method refuses a move that
     * ends in a wall, Minkowski stops the box short of it; neither goes through. */
    step_put(800, 336, 400, 0);
    cr_expect_float_eq(world_player(&world)->x, 800.0f, 1e-6);
    world_free(&world);
    start(RESOLVER_MINKOWSKI);
    step_put(800, 336, 400, 0);
    const Body *b = world_player(&world);
    cr_expect_leq(b->x + b->w * 0.5f, 928.0f, "thrown into the wall to x %g", (double)b->x);
    cr_expect_gt(b->x + b->w * 0.5f, 926.0f, "stopped early at x %g", (double)b->x);
    world_free(&world);
}

static Input tick_input(int t)
{
    if (t == 5) return put(336, 336, 0, 0);
    if (t == 20) return put(208, 144, 0, 0);
    if (t == 40) return put(100, 400, 120, -60);
    if (t == 70) {
        Input in = put(500, 300, -80, 0);
        in.actions = ACT_COMPARE;
        return in;
    }
    Input in = INPUT_NONE;
    in.held = t % 30 < 15 ? IN_RIGHT : IN_DOWN;
    return in;
}

Test(place, a_recording_with_placements_and_throws_replays_to_the_same_hashes)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/place.replay", dir);
    static Map map;
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {
        .seed = 9, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&world, &map, &cfg));
    static Replay log;
    replay_init(&log, &map, &cfg);
    cr_assert(replay_checkpoint(&log, world_hash(&world)));
    ReplayWriter writer;
    ReplayError err;
    cr_assert(replay_writer_open(&writer, path, &log, &err), "%s", err.msg);
    for (int t = 0; t < 130; t++) {
        Input in = tick_input(t);
        world_step(&world, &in, NULL);
        cr_assert(replay_push(&log, &in));
        if (world.tick % 10 == 0) cr_assert(replay_checkpoint(&log, world_hash(&world)));
        cr_assert(replay_writer_sync(&writer, &log, &err), "%s", err.msg);
    }
    uint64_t final = world_hash(&world);
    cr_assert(replay_writer_close(&writer, &log, final, &err), "%s", err.msg);
    replay_free(&log);
    world_free(&world);

    size_t len;
    char *text = read_file(path, &len);
    cr_assert(text);
    cr_expect(strstr(text, " put=100,400 throw=120,-60\n") != NULL, "the throw is not written as input:\n%s", text);
    cr_expect(strstr(text, " put=336,336\n") != NULL);
    free(text);

    static Replay back;
    cr_assert(replay_load(&back, path, &err), "%s:%d: %s", err.file, err.line, err.msg);
    ReplayPlayer p;
    replay_player_start(&p, &back);
    Input in;
    for (int t = 0; replay_player_next(&p, &in); t++) {
        Input want = tick_input(t);
        cr_assert(replay_input_equal(&in, &want), "tick %d read back differently", t);
    }
    ReplayVerdict v;
    cr_assert(replay_verify(&back, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.final_hash, final);
    replay_free(&back);
}

Test(place, bad_placements_are_refused_with_a_message)
{
    static const char *BAD[][2] = {
        {"1 - throw=3,4\n", "throw= needs a put="},
        {"1 - put=1,2 put=3,4\n", "a second 'put='"},
        {"1 - put=99999,2\n", "put= takes two whole pixels"},
        {"1 - put=5000,2\n", "outside the"},
        {"1 - put=1,x\n", "put= takes two whole pixels"},
        {"1 - put=1,2 throw=1\n", "throw= takes two whole pixels"},
    };
    static Map map;
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    static Replay log;
    replay_init(&log, &map, &cfg);
    char head[16384];
    replay_format_header(&log, head, sizeof head);
    replay_free(&log);
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char text[20000];
        snprintf(text, sizeof text, "%s%s", head, BAD[k][0]);
        static Replay r;
        ReplayError e;
        bool ok = replay_parse(&r, text, strlen(text), "bad.replay", &e);
        cr_expect(!ok, "case %zu accepted", k);
        if (ok) {
            replay_free(&r);
            continue;
        }
        cr_expect(strstr(e.msg, BAD[k][1]) != NULL, "case %zu: '%s' lacks '%s'", k, e.msg, BAD[k][1]);
    }
}
