/* steer_feature.h: any direction, not only eight: a gamepad's left stick, or the middle
 * mouse button held over the map (the body moves toward the pointer, slowing as it
 * arrives), become the next tick's analog direction (Input.ax, ay); the held keys
 * decide when neither aims. Nothing while a recording steers. */
#ifndef COLLIDE_STEER_FEATURE_H
#define COLLIDE_STEER_FEATURE_H

#include "app/features/feature.h"

extern const Feature steer_feature;

#endif
