/* input_view_feature.h: the input display as a feature: it keeps the input of the last
 * tick run and hands it to the HUD's d-pad and to the map's arrows (render/input_view.h),
 * in the window, in screenshots and in every GIF frame. A mouse throw stays drawn until
 * the next input. */
#ifndef COLLIDE_INPUT_VIEW_FEATURE_H
#define COLLIDE_INPUT_VIEW_FEATURE_H

#include "app/features/feature.h"

extern const Feature input_view_feature;

/// The input of the last tick run (INPUT_NONE before the first, and after a jump).
const Input *input_view_last(const App *app);

#endif
