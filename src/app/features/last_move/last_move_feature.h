/* last_move_feature.h: the last move's overlays as a feature: kept after each step, and
 * drawn (faded) over the map and in the HUD's note while no key is held. */
#ifndef COLLIDE_LAST_MOVE_FEATURE_H
#define COLLIDE_LAST_MOVE_FEATURE_H

#include "app/features/feature.h"
#include "app/features/last_move/last_move.h"

extern const Feature last_move_feature;

/// The app's kept last move.
LastMove *last_move_of(const App *app);

#endif
