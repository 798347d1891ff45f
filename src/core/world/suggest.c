/* suggest.c: what a map suggests (its method and speed) turned into a run's start.
 * The world has speed levels, not a free speed, so a suggested speed picks a level. */
#include <math.h>

#include "core/world.h"

int world_speed_level_nearest(float speed)
{
    int best = 0;
    for (int l = 1; l < SPEED_LEVEL_COUNT; l++)
        if (fabsf(world_speed_at(l) - speed) < fabsf(world_speed_at(best) - speed)) best = l;
    return best;
}

void world_config_suggest(WorldConfig *config, const MapLesson *lesson)
{
    int r = lesson->resolver[0] ? resolver_find(lesson->resolver) : -1;
    if (r >= 0) config->resolver = r;
    if (lesson->speed > 0.0f) config->speed_level = world_speed_level_nearest(lesson->speed);
}
