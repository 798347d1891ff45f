/* challenge_feature.h: a workshop exercise that checks itself (--challenge FILE, or a
 * recording that carries its goal; docs/workshop.md): after every tick the goal is judged
 * in the world on screen, and the HUD says GOAL PASS from the tick it first held, or GOAL
 * not yet and the goal. A rewind before that tick takes the PASS back. */
#ifndef COLLIDE_CHALLENGE_FEATURE_H
#define COLLIDE_CHALLENGE_FEATURE_H

#include "app/features/feature.h"

extern const Feature challenge_feature;

/// The verdict so far: "pass", "not yet", or NULL when the run has no goal.
const char *challenge_verdict(const App *app);

#endif
