/* test_suggest.c: a map's suggestion picks the run's method and the nearest speed
 * level; every shipped map's suggestion names a method and lands on its exact speed. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/world.h"
#include "support/support.h"

Test(suggest, nearest_speed_level)
{
    cr_assert_eq(world_speed_level_nearest(3.0f), SPEED_LEVEL_DEFAULT);
    cr_assert_float_eq(world_speed_at(world_speed_level_nearest(48.0f)), 48.0f, 1e-6);
    cr_assert_float_eq(world_speed_at(world_speed_level_nearest(50.0f)), 48.0f, 1e-6);
    cr_assert_float_eq(world_speed_at(world_speed_level_nearest(5.0f)), 4.0f, 1e-6, "a tie goes to the slower");
    cr_assert_eq(world_speed_level_nearest(0.01f), 0);
    cr_assert_eq(world_speed_level_nearest(1024.0f), SPEED_LEVEL_COUNT - 1);
}

Test(suggest, applies_method_and_speed)
{
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    MapLesson l = {0};
    world_config_suggest(&cfg, &l);
    cr_assert_eq(cfg.resolver, 0, "no suggestion: nothing changes");
    cr_assert_eq(cfg.speed_level, SPEED_LEVEL_DEFAULT);
    strcpy(l.resolver, "grid-region");
    world_config_suggest(&cfg, &l);
    cr_assert_eq(cfg.resolver, RESOLVER_GRID_REGION);
    cr_assert_eq(cfg.speed_level, SPEED_LEVEL_DEFAULT, "no speed: the level stays");
    l.speed = 16.0f;
    world_config_suggest(&cfg, &l);
    cr_assert_float_eq(world_speed_at(cfg.speed_level), 16.0f, 1e-6);
}

Test(suggest, every_shipped_map)
{
    static const char *const maps[] = {"corners.map",     "default.map",        "flag_one_way.map",
                                       "grid_maze.map",   "grid_wall_tips.map", "platforms.map",
                                       "quad_movers.map", "seam.map",           "tunnel.map"};
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        static Map m;
        load_shipped_map(maps[i], &m);
        WorldConfig cfg = {.seed = 1, .resolver = -1, .speed_level = -1, .mode = MODE_TILES};
        world_config_suggest(&cfg, &m.lesson);
        cr_assert(cfg.resolver >= 0 && cfg.resolver < RESOLVER_COUNT, "%s suggests a method", maps[i]);
        cr_assert_float_eq(world_speed_at(cfg.speed_level), m.lesson.speed, 1e-6, "%s: its speed is a level", maps[i]);
    }
}
