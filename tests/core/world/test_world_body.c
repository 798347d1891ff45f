/* test_world_body.c: the game's own body and speed (--size, --radius, --speed): the
 * world moves and shapes the player by them, [ and ] leave a free speed for the
 * nearest step, and a recording keeps them (an old one loads with the defaults). */
#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>

#include "core/replay.h"
#include "core/world.h"
#include "support/support.h"

static Map map;
static World world;

static void start(int resolver, WorldConfig cfg)
{
    load_shipped_map("default.map", &map);
    cfg.resolver = resolver;
    cfg.mode = MODE_TILES;
    cr_assert(world_init(&world, &map, &cfg));
}

static Input press(uint8_t held, uint32_t actions)
{
    Input in = INPUT_NONE;
    in.held = held;
    in.actions = actions;
    return in;
}

Test(world_body, a_box_of_10x30_moves_7_5_px_a_tick)
{
    start(
        RESOLVER_MINKOWSKI,
        (WorldConfig){.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .speed = 7.5f, .body_w = 10.0f, .body_h = 30.0f});
    cr_expect_float_eq(world_speed(&world), 7.5f, 0.0f);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const Body *b = &world.bodies[r];
        if (resolver_info(r)->model != BODY_BOX) continue;
        cr_expect(b->w == 10.0f && b->h == 30.0f, "%s: %gx%g", resolver_info(r)->name, (double)b->w, (double)b->h);
    }
    float x0 = world_player(&world)->x;
    Input in = press(IN_RIGHT, 0);
    world_step(&world, &in, NULL);
    cr_expect_float_eq(world_player(&world)->x - x0, 7.5f, 1e-6f);
    world_step(&world, &in, NULL);
    cr_expect_float_eq(world_player(&world)->x - x0, 15.0f, 1e-6f);
    world_free(&world);
}

Test(world_body, the_radius_shapes_the_circle_and_keeps_the_boxes_own)
{
    start(RESOLVER_GRID_REGION, (WorldConfig){.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .radius = 6.0f});
    cr_expect_float_eq(world_player(&world)->w, 12.0f, 0.0f);
    Body def = resolver_body(RESOLVER_MINKOWSKI, &world.map, 0, 0);
    cr_expect_float_eq(world.bodies[RESOLVER_MINKOWSKI].w, def.w, 0.0f);
    /* Switching to a box and back keeps the run's sizes. */
    Input in = press(0, 0);
    in.resolver = RESOLVER_MINKOWSKI;
    world_step(&world, &in, NULL);
    in.resolver = RESOLVER_GRID_REGION;
    world_step(&world, &in, NULL);
    cr_expect_float_eq(world_player(&world)->w, 12.0f, 0.0f);
    world_free(&world);
}

Test(world_body, brackets_leave_a_free_speed_for_the_nearest_step)
{
    start(RESOLVER_SIMPLEST, (WorldConfig){.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .speed = 7.5f});
    Input up = press(0, ACT_SPEED_UP), down = press(0, ACT_SPEED_DOWN);
    world_step(&world, &up, NULL);
    cr_expect_float_eq(world_speed(&world), 8.0f, 0.0f);
    world_free(&world);
    start(RESOLVER_SIMPLEST, (WorldConfig){.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .speed = 7.5f});
    world_step(&world, &down, NULL);
    cr_expect_float_eq(world_speed(&world), 6.0f, 0.0f);
    world_step(&world, &down, NULL);
    cr_expect_float_eq(world_speed(&world), 4.0f, 0.0f);
    world_free(&world);
    start(RESOLVER_SIMPLEST, (WorldConfig){.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .speed = 128.0f});
    world_step(&world, &up, NULL);
    cr_expect_float_eq(world_speed(&world), 128.0f, 0.0f);
    world_free(&world);
}

Test(world_body, a_recording_keeps_the_body_and_speed_and_verifies)
{
    WorldConfig cfg = {.seed = 3,
                       .speed_level = SPEED_LEVEL_DEFAULT,
                       .speed = 7.5f,
                       .body_w = 10.0f,
                       .body_h = 30.0f,
                       .radius = 6.25f};
    start(RESOLVER_MINKOWSKI, cfg);
    static Replay log;
    replay_init(&log, &map, &world.start);
    replay_checkpoint(&log, world_hash(&world));
    for (int t = 0; t < 120; t++) {
        Input in = press(t < 60 ? IN_RIGHT : IN_DOWN, 0);
        replay_push(&log, &in);
        world_step(&world, &in, NULL);
    }
    char dir[256], path[300];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/body.rec", dir);
    ReplayWriter w;
    ReplayError e;
    cr_assert(replay_writer_open(&w, path, &log, &e) && replay_writer_close(&w, &log, world_hash(&world), &e), "%s",
              e.msg);
    char *text = read_file(path, NULL);
    cr_expect(strstr(text, "\nspeed 7.5\n") && strstr(text, "\nsize 10 30\n") && strstr(text, "\nradius 6.25\n"), "%s",
              text);
    free(text);
    static Replay back;
    cr_assert(replay_load(&back, path, &e), "%s", e.msg);
    cr_expect(back.config.speed == 7.5f && back.config.body_w == 10.0f && back.config.body_h == 30.0f &&
              back.config.radius == 6.25f);
    ReplayVerdict v;
    cr_assert(replay_verify(&back, &v));
    cr_expect(!v.diverged && v.checkpoints >= 2 && v.checks == v.checkpoints);
    cr_expect_eq(v.final_hash, world_hash(&world));
    replay_free(&back);
    replay_free(&log);
    world_free(&world);
}

Test(world_body, a_recording_without_them_plays_at_the_defaults)
{
    static Replay r;
    ReplayError e;
    char path[512];
    snprintf(path, sizeof path, "%s/docs/demo.replay", SOURCE_DIR);
    cr_assert(replay_load(&r, path, &e), "%s", e.msg);
    cr_expect(r.config.speed == 0.0f && r.config.body_w == 0.0f && r.config.radius == 0.0f);
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    cr_expect(!v.diverged && v.checks == v.checkpoints);
    replay_free(&r);
}

Test(world_body, bad_values_in_a_recording_are_refused_with_their_line)
{
    static const char *bad[] = {"speed 0", "speed nan", "speed 1e9", "size 10", "size 0 30", "radius -1", "speed 7 8"};
    char path[512];
    snprintf(path, sizeof path, "%s/docs/demo.replay", SOURCE_DIR);
    size_t len;
    char *good = read_file(path, &len);
    cr_assert_not_null(good);
    char *at = strstr(good, "tick-hz");
    cr_assert_not_null(at);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        static char text[1 << 20];
        snprintf(text, sizeof text, "%.*s%s\n%s", (int)(at - good), good, bad[k], at);
        static Replay r;
        ReplayError e = {0};
        cr_expect(!replay_parse(&r, text, strlen(text), "x.rec", &e), "%s accepted", bad[k]);
        char key[8];
        sscanf(bad[k], "%7s", key);
        cr_expect(e.line > 0 && (strstr(e.msg, key) || strstr(e.msg, "after the value")), "%s: %d %s", bad[k], e.line,
                  e.msg);
    }
    free(good);
}
