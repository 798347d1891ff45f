/* tour_feature.h: the guided tour (G, --tour) as a feature: its keys, a key or a click
 * that takes over a stop, the pauses of a stop's recording, and its caption band. */
#ifndef COLLIDE_TOUR_FEATURE_H
#define COLLIDE_TOUR_FEATURE_H

#include "app/features/feature.h"
#include "app/features/tour/tour_player.h"

extern const Feature tour_feature;

/// The app's tour player.
TourPlayer *tour_of(const App *app);

#endif
