/* motion_options.c: see motion_options.h. */
#include "cmd/motion_options.h"

#include <stdio.h>
#include <string.h>

#include "cmd/options.h"
#include "core/world_config.h"

MotionOptions motion_options_none(void)
{
    return (MotionOptions){.model = -1};
}

bool motion_option_is(int c)
{
    return c == MOTION_OPT_MODEL || c == MOTION_OPT_RUN ||
           (c >= MOTION_OPT_PARAM && c < MOTION_OPT_PARAM + MOTION_PARAM_COUNT);
}

bool motion_option_read(MotionOptions *m, int c, const char *v)
{
    if (c == MOTION_OPT_MODEL) {
        m->last = "--motion";
        m->model = motion_find(v);
        if (m->model == MOTION_SCRIPT) {
            fprintf(stderr, "collide: --motion: a game's own step is named by its method: --method GAME.lua --motion "
                            "GAME (docs/motion.md)\n");
            return false;
        }
        if (m->model >= 0) return true;
        if (method_name_valid(v)) { /* a method's own step: checked once the methods are loaded */
            m->model = MOTION_SCRIPT;
            m->script = v;
            return true;
        }
        fprintf(stderr, "collide: --motion: expected top-down, accelerated, platformer or the name of a --method with a "
                        "step, got '%s'\n", cli_shown(v));
        return false;
    }
    if (c == MOTION_OPT_RUN) {
        m->last = "--run";
        return cli_float("--run", v, WORLD_SPEED_MIN, WORLD_SPEED_MAX, &m->run);
    }
    int k = c - MOTION_OPT_PARAM;
    static char names[MOTION_PARAM_COUNT][24];
    snprintf(names[k], sizeof names[k], "--%s", motion_param_name(k));
    m->last = names[k];
    /* The value's own check now (a number, a whole number of ticks); its range once the
     * game's units are known. */
    MotionParams scratch = motion_defaults(motion_param_model(k));
    char why[200];
    if (!motion_param_read(&scratch, k, v, why, sizeof why)) {
        fprintf(stderr, "collide: --%s\n", why); /* why names the parameter first */
        return false;
    }
    m->value[k] = v;
    return true;
}

/* The first parameter given that `model` does not have, or -1. */
static int foreign_param(const MotionOptions *m, MotionModel model)
{
    for (int k = 0; k < MOTION_PARAM_COUNT; k++)
        if (m->value[k] && motion_param_model(k) != model) return k;
    return -1;
}

/* --motion NAME of a method: one of the run's, whose script declares a step. */
static bool script_motion(const MotionOptions *m, const MethodSet *set, MotionParams *p)
{
    const ResolverInfo *game = method_set_at(set, method_set_find(set, m->script));
    if (!game) {
        fprintf(stderr, "collide: --motion: '%s' is not a motion (top-down, accelerated, platformer) nor a method of "
                        "this run (load its script with --method)\n", cli_shown(m->script));
        return false;
    }
    if (!game->step) {
        fprintf(stderr, "collide: --motion %s: its script declares no step(body, input), the game's own motion "
                        "(docs/your-method.md)\n", game->name);
        return false;
    }
    *p = motion_defaults(MOTION_SCRIPT);
    snprintf(p->script, sizeof p->script, "%s", game->name);
    return true;
}

bool motion_options_apply(const MotionOptions *m, const MethodSet *set, const Map *map, float game_scale,
                          MotionParams *p)
{
    if (m->script && !script_motion(m, set, p)) return false;
    if (m->model >= 0 && p->model != (MotionModel)m->model) *p = motion_defaults((MotionModel)m->model);
    int k = foreign_param(m, p->model);
    if (k >= 0) {
        fprintf(stderr,
                "collide: --%s is a parameter of the %s motion, and this run's motion is %s (add --motion %s)\n",
                motion_param_name(k), motion_name(motion_param_model(k)), motion_name(p->model),
                motion_name(motion_param_model(k)));
        return false;
    }
    MotionParams given = *p;
    char why[200];
    /* In the game's units: what was given is multiplied, the defaults are the sandbox's own. */
    for (k = 0; k < MOTION_PARAM_COUNT; k++) {
        if (!m->value[k]) continue;
        motion_param_read(&given, k, m->value[k], why, sizeof why); /* read once already */
        motion_param_scale(&given, k, game_scale);
    }
    if (!motion_params_valid(&given, why, sizeof why)) {
        fprintf(stderr, "collide: --%s%s\n", why,
                game_scale != 1.0f ? " (in the sandbox's pixels, after --game-scale)" : "");
        return false;
    }
    float high = (float)(map->h * map->tile);
    int fall = motion_param_find(MOTION_PLATFORMER, "fall-max", 8);
    if (given.model == MOTION_PLATFORMER && m->value[fall] && given.fall_max > high) {
        fprintf(stderr,
                "collide: --fall-max %s is faster than the map is high (%g px a tick, the map %g px): a body would "
                "cross it in one tick\n",
                cli_shown(m->value[fall]), (double)given.fall_max, (double)high);
        return false;
    }
    *p = given;
    return true;
}
