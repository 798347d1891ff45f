/* heat_map_feature.h: the failure heat maps (F) as a feature: computed when first shown
 * (heat_cache.h) and drawn under the map of every method on screen. */
#ifndef COLLIDE_HEAT_MAP_FEATURE_H
#define COLLIDE_HEAT_MAP_FEATURE_H

#include "app/features/feature.h"
#include "app/features/heat_map/heat_cache.h"

typedef struct HeatMapView {
    HeatCache *cache; /* NULL while the heat maps are off */
} HeatMapView;

extern const Feature heat_map_feature;

/// The app's heat maps.
HeatMapView *heat_map_of(const App *app);

#endif
