/* world_config.c: the speed levels, and what a map suggests (its method and speed)
 * turned into a run's start; a suggested speed picks the nearest level. */
#include "core/world_config.h"

#include <math.h>

#include "core/crowd.h"
#include "core/resolver.h"

int world_crowd_max(const WorldConfig *config)
{
    int n = config->crowd_max;
    return n >= CROWD_MIN_COUNT && n <= CROWD_MAX_COUNT ? n : CROWD_MAX_COUNT;
}

/* A crawl (a quarter pixel) to four 32-pixel tiles per tick. */
static const float SPEED_LEVELS[SPEED_LEVEL_COUNT] = {
    0.25f, 0.5f, 1.0f, 2.0f, 3.0f, 4.0f, 6.0f, 8.0f, 12.0f, 16.0f, 24.0f, 32.0f, 48.0f, 64.0f, 96.0f, 128.0f,
};

float world_speed_at(int level)
{
    if (level < 0) level = 0;
    if (level >= SPEED_LEVEL_COUNT) level = SPEED_LEVEL_COUNT - 1;
    return SPEED_LEVELS[level];
}

int world_speed_level_nearest(float speed)
{
    int best = 0;
    for (int l = 1; l < SPEED_LEVEL_COUNT; l++)
        if (fabsf(world_speed_at(l) - speed) < fabsf(world_speed_at(best) - speed)) best = l;
    return best;
}

void world_config_suggest(WorldConfig *config, const MapLesson *lesson)
{
    MethodSet set = method_set_or_builtin(&config->methods);
    int r = lesson->resolver[0] ? method_set_find(&set, lesson->resolver) : -1;
    if (r >= 0) config->resolver = r;
    if (lesson->speed > 0.0f) config->speed_level = world_speed_level_nearest(lesson->speed);
    /* A model the run is not in starts from its defaults; the one it is in keeps its parameters. */
    int m = lesson->motion[0] ? motion_find(lesson->motion) : -1;
    if (m >= 0 && config->motion.model != (MotionModel)m) config->motion = motion_defaults((MotionModel)m);
}
