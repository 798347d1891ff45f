/* test_step.c: a script's step(body, input), the game's own motion: it gives every body's
 * velocity each tick from the input and what the body's last move met, whichever method
 * moves it; it runs from the script's loaded state each call (nothing kept between calls
 * changes an answer); a step that fails, returns NaN or runs for ever says why and the
 * body stands still. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/world.h"
#include "support/support.h"
#include "user_support.h"

static const char *const ROOM = "collide-map 1\nname \"room\"\ntile 32\ngrid\n"
                                "#########\n#.......#\n#...P...#\n#.......#\n#.......#\n#########\nend\n";

static UserMethod *method;
static Map map;
static World world;

/* A world on `map` (loaded already) with the built-ins and `m`, under m's step. */
static void start_world(UserMethod *m, bool compare)
{
    method = m;
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cfg.methods = method_set_builtin();
    char why[128];
    cr_assert(method_set_add(&cfg.methods, user_method_info(method), why, sizeof why), "%s", why);
    cfg.resolver = cfg.methods.count - 1;
    cfg.motion = motion_defaults(MOTION_SCRIPT);
    snprintf(cfg.motion.script, sizeof cfg.motion.script, "%s", user_method_info(method)->name);
    cr_assert(world_init(&world, &map, &cfg));
    if (compare) {
        Input in = INPUT_NONE;
        in.actions = ACT_COMPARE;
        world_step(&world, &in, NULL);
    }
}

static void start(UserMethod *m, bool compare)
{
    map_from_text(&map, ROOM);
    start_world(m, compare);
}

static void step(uint8_t held)
{
    Input in = INPUT_NONE;
    in.held = held;
    world_step(&world, &in, NULL);
}

static void finish(void)
{
    world_free(&world);
    map_free(&map);
    user_method_free(method);
}

Test(step, hops_gravity_and_jump_move_every_methods_body_in_the_compare_view)
{
    start(example_load("hop.lua"), true);
    cr_assert_neq(world.compare, COMPARE_OFF);
    for (int r = 0; r < world_method_count(&world); r++)
        cr_expect_float_eq(world.motion[r].vy, 0.8f, 1e-6f, "%s: hop's gravity (0.8 a tick) after the first tick: vy %g",
                           world_method(&world, r)->name, (double)world.motion[r].vy);
    for (int t = 0; t < 60; t++) step(0);
    int standing = 0;
    for (int r = 0; r < world_method_count(&world); r++) standing += world.motion[r].ground != 0;
    cr_expect_geq(standing, 4, "most methods land on the room's floor: %d of %d", standing, world_method_count(&world));
    int hop = world_method_count(&world) - 1;
    cr_assert(world.motion[hop].ground, "hop stands on the floor");
    step(IN_UP);
    cr_expect_float_eq(world.motion[hop].vy, -10.0f, 1e-6f, "the press takes off at hop's 10 px a tick: %g",
                       (double)world.motion[hop].vy);
    step(IN_UP);
    cr_expect_float_eq(world.motion[hop].vy, -9.2f, 1e-5f, "held, no second take-off: gravity alone (%g)",
                       (double)world.motion[hop].vy);
    step(IN_RIGHT);
    cr_expect_float_eq(world.motion[hop].vx, world_speed(&world), 1e-6f, "runs at the sandbox's speed");
    finish();
}

/* The step keeps a count in a global and adds it to the fall: a step that remembered
 * would fall faster each tick; one that starts from the loaded state falls by 1 each. */
Test(step, nothing_a_step_keeps_changes_a_later_answer)
{
    start(script_ok("count = 0\n"
                    "return { name = 'keeper', model = 'box',\n"
                    "  step = function(body, input) count = count + 1; return 0, count end,\n"
                    "  move = function(body, dx, dy) return body.x, body.y + dy end }\n"),
          false);
    float y0 = world.bodies[world.resolver].y;
    for (int t = 0; t < 5; t++) step(0);
    cr_expect_float_eq(world.bodies[world.resolver].y - y0, 5.0f, 1e-5f, "one pixel a tick: %g",
                       (double)(world.bodies[world.resolver].y - y0));
    finish();
}

Test(step, a_step_that_fails_says_why_and_the_body_stands_still)
{
    static const struct {
        const char *step, *msg;
    } bad[] = {
        {"return 0/0, 1", "step() returned a value = "},
        {"return 'fast', 1", "step() returned a value = a string"},
        {"return 5", "step() returned only vx"},
        {"return", "step() returned nothing"},
        {"return {vx = 1}", "step() returned vy = a nil"},
        {"return 1e9, 0", "a velocity is a number from -1024 to 1024"},
        {"error('no ground')", "no ground"},
        {"while true do end", "step() ran past 10,000,000 instructions"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char text[512];
        snprintf(text, sizeof text,
                 "return { name = 'bad', model = 'box',\n"
                 "  step = function(body, input) %s end,\n"
                 "  move = function(body, dx, dy) return body.x + dx, body.y + dy end }\n",
                 bad[k].step);
        start(script_ok(text), false);
        Body before = world.bodies[world.resolver];
        step(IN_RIGHT);
        const ResolverInfo *info = world_method(&world, world.resolver);
        const char *e = info->error(info->state);
        cr_expect(e && strstr(e, bad[k].msg), "%s: '%s'", bad[k].step, e ? e : "(none)");
        cr_expect(world.bodies[world.resolver].x == before.x && world.bodies[world.resolver].y == before.y,
                  "%s: the body stands still", bad[k].step);
        finish();
    }
}

Test(step, a_step_that_is_not_a_function_is_refused_at_load)
{
    char path[512], err[256];
    UserMethod *m = script_load("late.lua",
                                "return { name = 'late', model = 'box', step = 3,\n"
                                "  move = function(body, dx, dy) return body.x, body.y end }\n",
                                path, sizeof path, err, sizeof err);
    cr_expect_null(m);
    cr_expect(strstr(err, "step") && strstr(err, "should be a function step(body, input)"), "%s", err);
}

/* hop's lesson on falls.map: it lands on the bar as shipped, falls through it with a
 * stronger gravity (its move looks only where each tick's fall ends), lands with a bit more. */
static float hop_fall(const char *constants)
{
    char path[512];
    snprintf(path, sizeof path, "%s/methods/hop.lua", SOURCE_DIR);
    char *text = read_file(path, NULL);
    cr_assert(text);
    char *at = strstr(text, "0.8, 24, 10, 4");
    cr_assert(at, "hop.lua's constants line");
    char edited[8192];
    snprintf(edited, sizeof edited, "%.*s%s%s", (int)(at - text), text, constants, at + strlen("0.8, 24, 10, 4"));
    free(text);
    load_shipped_map("falls.map", &map);
    start_world(script_ok(edited), false);
    for (int t = 0; t < 90; t++) step(0);
    float y = world.bodies[world.resolver].y;
    finish();
    return y;
}

Test(step, hops_lesson_it_lands_on_the_bar_and_falls_through_it_under_a_stronger_gravity)
{
    const float bar_top = 12 * 32, bar_bottom = 13 * 32;
    float shipped = hop_fall("0.8, 24, 10, 4"), strong = hop_fall("7, 64, 10, 4"), stronger = hop_fall("7.5, 64, 10, 4");
    cr_expect_lt(shipped, bar_top, "as shipped it stands on the bar: y %g", (double)shipped);
    cr_expect_gt(strong, bar_bottom, "gravity 7: through the bar, y %g", (double)strong);
    cr_expect_lt(stronger, bar_top, "gravity 7.5: on the bar again, y %g", (double)stronger);
}
