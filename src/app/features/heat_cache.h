/* heat_cache.h: the window's failure heat maps (F), computed when first shown and
 * again only when what they depend on changes: the map's cells, the method, the speed. */
#ifndef COLLIDE_HEAT_CACHE_H
#define COLLIDE_HEAT_CACHE_H

#include <stdbool.h>

#include "core/guarantees.h"
#include "core/world.h"

#define HEAT_SEED 1 /* grid-region's coin; any fixed value keeps the picture still */

typedef struct HeatCache {
    bool valid[RESOLVER_COUNT];
    float speed;
    uint64_t cells; /* hash of the map's cells the maps were made on */
    Heatmap maps[RESOLVER_COUNT];
} HeatCache;

/// Resolver r's heat map for the world's map and speed, computed if stale.
const Heatmap *heat_cache_get(HeatCache *cache, const World *world, int r);

#endif
