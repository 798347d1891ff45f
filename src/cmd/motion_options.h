/* motion_options.h: the window's motion options (docs/motion.md): --motion NAME, every
 * parameter by its name (--gravity G, --jump J, --fall-max F, ...) and --run R, the run
 * speed (--speed by another name). The values are read as they come and applied once
 * the run's map is known, after its suggestion, so a map that suggests the platformer
 * takes --gravity too. */
#ifndef COLLIDE_MOTION_OPTIONS_H
#define COLLIDE_MOTION_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>

#include "core/map.h"
#include "core/method_set.h"
#include "core/motion.h"
#include "core/replay/replay_motion.h"

#define MOTION_OPT_MODEL 0x4d40 /* --motion */
#define MOTION_OPT_RUN 0x4d41   /* --run */
#define MOTION_OPT_PARAM 0x4d00 /* + the parameter's index (replay_motion.h) */

/* For a getopt table: --motion, --run and the parameters, in replay_motion.c's order. */
#define MOTION_OPTIONS                                                                                       \
    {"motion", required_argument, NULL, MOTION_OPT_MODEL}, {"run", required_argument, NULL, MOTION_OPT_RUN}, \
        {"accel", required_argument, NULL, MOTION_OPT_PARAM + 0},                                            \
        {"friction", required_argument, NULL, MOTION_OPT_PARAM + 1},                                         \
        {"gravity", required_argument, NULL, MOTION_OPT_PARAM + 2},                                          \
        {"fall-max", required_argument, NULL, MOTION_OPT_PARAM + 3},                                         \
        {"ground-accel", required_argument, NULL, MOTION_OPT_PARAM + 4},                                     \
        {"ground-decel", required_argument, NULL, MOTION_OPT_PARAM + 5},                                     \
        {"air-accel", required_argument, NULL, MOTION_OPT_PARAM + 6},                                        \
        {"air-decel", required_argument, NULL, MOTION_OPT_PARAM + 7},                                        \
        {"jump", required_argument, NULL, MOTION_OPT_PARAM + 8},                                             \
        {"jump-cut", required_argument, NULL, MOTION_OPT_PARAM + 9},                                         \
        {"coyote", required_argument, NULL, MOTION_OPT_PARAM + 10},                                          \
    {                                                                                                        \
        "buffer", required_argument, NULL, MOTION_OPT_PARAM + 11                                             \
    }

/// What the command line says of the motion.
typedef struct MotionOptions {
    int model;                             /* --motion's model, or -1 */
    const char *script;                    /* --motion NAME of a method with a step, or NULL */
    const char *value[MOTION_PARAM_COUNT]; /* each parameter's text as given, or NULL */
    float run;                             /* --run, px/tick (0: not given) */
    const char *last;                      /* the last motion option given ("--gravity"), or NULL */
} MotionOptions;

/// No motion option given yet.
MotionOptions motion_options_none(void);
/// Is `c` one of MOTION_OPTIONS' codes?
bool motion_option_is(int c);
/// Take option `c` with its value `v`; false with the reason printed (a model that does
/// not exist, a value that is not a number, a second --run).
bool motion_option_read(MotionOptions *m, int c, const char *v);
/// The motion of a run: --motion's model (or `p`'s, which the map's suggestion may have
/// set) with the parameters given, each a parameter of that model and in its range,
/// lengths multiplied by `game_scale` (the game's units); a fall faster than the map
/// is high is refused; --motion NAME is the step of the method of `set` so named, which
/// must declare one. False with the reason printed.
bool motion_options_apply(const MotionOptions *m, const MethodSet *set, const Map *map, float game_scale,
                          MotionParams *p);

#endif
