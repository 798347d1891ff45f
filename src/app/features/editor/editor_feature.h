/* editor_feature.h: the map editor (E) as a feature: its keys (E, Ctrl+S, Ctrl+Z), the
 * mouse over the map while it is on, one queued edit into each tick's input, its marks
 * over the map and its HUD tags. */
#ifndef COLLIDE_EDITOR_FEATURE_H
#define COLLIDE_EDITOR_FEATURE_H

#include "app/features/editor/editor.h"
#include "app/features/feature.h"

extern const Feature editor_feature;

/// The app's editor.
Editor *editor_of(const App *app);

#endif
