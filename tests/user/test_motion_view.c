/* test_motion_view.c: a script's move sees the body's motion, read only: this tick's
 * velocity (body.vx, body.vy) and whether its method said it stood after the last move
 * (body.on_ground); under top-down none of them is there. What the script writes into
 * the body table changes nothing the world keeps. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/world.h"
#include "user_support.h"

static const char *const ROOM = "collide-map 1\nname \"room\"\ntile 32\ngrid\n"
                                "#########\n#.......#\n#...P...#\n#.......#\n#.......#\n#########\nend\n";

/* A method that moves freely but for the floor's row, and says what it saw in its flags:
 * 1 on the ground, 2 rising, 4 falling, 8 no velocity there at all; and tries to write the
 * body's motion. */
static const char *const SEES =
    "return {\n"
    "  name = 'sees',\n"
    "  model = 'box',\n"
    "  move = function(body, dx, dy, map)\n"
    "    local vy = body.vy or 0\n"
    "    local flags = (body.on_ground and 1 or 0) + (vy < 0 and 2 or 0) + (vy > 0 and 4 or 0)\n"
    "                + (body.vx == nil and 8 or 0)\n"
    "    body.vy, body.on_ground = 99, true\n"
    "    local x, y = body.x + dx, body.y + dy\n"
    "    if map.box_solid(x, y, body.w, body.h) then return body.x, body.y, 0, 1, flags end\n"
    "    return x, y, 1, 0, flags\n"
    "  end,\n"
    "}\n";

static UserMethod *method;
static Map map;
static World world;

static void start(MotionModel model)
{
    method = script_ok(SEES);
    map_from_text(&map, ROOM);
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cfg.methods = method_set_builtin();
    char why[128];
    cr_assert(method_set_add(&cfg.methods, user_method_info(method), why, sizeof why), "%s", why);
    cfg.resolver = cfg.methods.count - 1;
    cfg.motion = motion_defaults(model);
    cr_assert(world_init(&world, &map, &cfg));
}

static unsigned step(uint8_t held)
{
    Input in = INPUT_NONE;
    in.held = held;
    world_step(&world, &in, NULL);
    return world.last[world.resolver].flags;
}

static void finish(void)
{
    world_free(&world);
    map_free(&map);
    user_method_free(method);
}

Test(motion_view, a_script_sees_the_fall_the_landing_and_the_jump)
{
    start(MOTION_PLATFORMER);
    cr_expect_eq(step(0), 4u, "falling from the spawn");
    unsigned seen = 0;
    for (int t = 0; t < 40; t++) seen = step(0);
    cr_expect(seen & 1u, "standing on the floor: flags %u", seen);
    cr_expect(world.motion[world.resolver].ground, "the world's own ground is the method's answer");
    cr_expect_eq(step(IN_UP) & 2u, 2u, "rising on the jump");
    cr_expect_lt(world.motion[world.resolver].vy, 0.0f, "what the script wrote into body.vy is not kept");
    finish();
}

Test(motion_view, under_top_down_the_motion_reads_as_at_rest)
{
    start(MOTION_TOP_DOWN);
    cr_expect_eq(step(IN_DOWN), 8u, "no velocity, no ground, whatever the keys: the fields are not there");
    finish();
}
