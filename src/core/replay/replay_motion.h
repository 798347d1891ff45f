/* replay_motion.h: the motion model as a recording's header names it, one line:
 * `motion platformer gravity 0.5 jump 9 ...` (every parameter of the model, %.9g, so the
 * very floats come back), and the parameters by name for the command line. */
#ifndef COLLIDE_REPLAY_MOTION_H
#define COLLIDE_REPLAY_MOTION_H

#include <stdbool.h>
#include <stddef.h>

#include "core/base/line.h"
#include "core/motion.h"

#define MOTION_PARAM_COUNT 12 /* every model's parameters together */

/// The index of `model`'s parameter called `name` (n bytes: "gravity", "fall-max"), or -1.
int motion_param_find(MotionModel model, const char *name, size_t n);
/// The name of parameter k (0 to MOTION_PARAM_COUNT - 1), or NULL.
const char *motion_param_name(int k);
/// The model parameter k belongs to.
MotionModel motion_param_model(int k);
/// Is parameter k in pixels (a speed, an acceleration), so that it scales with the game's
/// units? (Friction and the jump cut are shares, coyote time and the buffer ticks.)
bool motion_param_in_pixels(int k);
/// Multiply parameter k by `scale` when it is in pixels.
void motion_param_scale(MotionParams *p, int k, float scale);
/// Set parameter k of `p` from its text; false with `why` when it is not a number (ticks:
/// a whole number from 0 to MOTION_TICKS_MAX). The range is motion_params_valid's.
bool motion_param_read(MotionParams *p, int k, const char *value, char *why, size_t cap);
/// motion_param_read, then motion_params_valid.
bool motion_param_set(MotionParams *p, int k, const char *value, char *why, size_t cap);
/// The rest of a `motion NAME [PARAM VALUE]...` line into `p` (the model's defaults for
/// what it leaves out); false with `why`.
bool replay_motion_read(Line *l, MotionParams *p, char *why, size_t cap);
/// The `motion ...` line (with its newline) at buf[at]; returns where it ends, as line_put.
size_t replay_motion_format(const MotionParams *p, char *buf, size_t cap, size_t at);

#endif
