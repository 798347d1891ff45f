/* compare_feature.h: the compare views' switches as a feature: trails (T) and the live
 * tallies' reset. */
#ifndef COLLIDE_COMPARE_FEATURE_H
#define COLLIDE_COMPARE_FEATURE_H

#include "app/features/feature.h"

typedef struct CompareSwitches {
    bool trails; /* the compare view's trails (T) */
} CompareSwitches;

extern const Feature compare_feature;

/// The app's compare view switches.
CompareSwitches *compare_of(const App *app);

#endif
