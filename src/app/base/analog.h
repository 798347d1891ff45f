/* analog.h: an analog direction (a gamepad's stick, the mouse held toward a point) as
 * the input records it: each axis a whole step of 1/INPUT_AXIS_MAX, so a recording
 * replays exactly what the world was given. */
#ifndef COLLIDE_ANALOG_H
#define COLLIDE_ANALOG_H

#include "core/input.h"

#define ANALOG_DEAD_ZONE 0.2f /* a stick at rest reads a little off its centre */

/// Put the direction (x, y), each about -1 to 1, into in->ax and in->ay: none when it is
/// shorter than `dead`, at most one long, each axis rounded to its nearest step.
void analog_aim(Input *in, float x, float y, float dead);

#endif
