/* game_units.c: see game_units.h. */
#include "cmd/game_units.h"

#include <stdio.h>

/* One length given in the game's pixels, in the sandbox's and within [lo, hi]. */
static bool scaled(const char *program, const char *option, float scale, float lo, float hi, float *v)
{
    if (*v <= 0.0f || scale == 1.0f) return true;
    float in_game = *v;
    *v *= scale;
    if (*v >= lo && *v <= hi) return true;
    fprintf(stderr, "%s: %s %g in the game's pixels is %g of the sandbox's (--game-scale %g): expected %g to %g\n",
            program, option, (double)in_game, (double)*v, (double)scale, (double)lo, (double)hi);
    return false;
}

bool game_units_body(const char *program, float scale, WorldConfig *w)
{
    return scaled(program, "--speed", scale, WORLD_SPEED_MIN, WORLD_SPEED_MAX, &w->speed) &&
           scaled(program, "--size W", scale, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &w->body_w) &&
           scaled(program, "--size H", scale, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &w->body_h) &&
           scaled(program, "--radius", scale, WORLD_RADIUS_MIN, WORLD_RADIUS_MAX, &w->radius);
}
