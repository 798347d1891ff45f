/* browser_feature.h: the map browser (F2, PgUp/PgDn) as a feature: its keys and
 * prompt, the editor started over on each map loaded, and its list on screen. */
#ifndef COLLIDE_BROWSER_FEATURE_H
#define COLLIDE_BROWSER_FEATURE_H

#include "app/features/feature.h"
#include "app/features/browser/map_browser.h"

extern const Feature browser_feature;

/// The app's map browser.
MapBrowser *browser_of(const App *app);

#endif
