/* heat_cache.h: the window's failure heat maps (F), computed when first shown and
 * again only when what they depend on changes: the map's cells, the method, the speed,
 * and on a map larger than HEAT_PART_CELLS a side the part around the player. */
#ifndef COLLIDE_HEAT_CACHE_H
#define COLLIDE_HEAT_CACHE_H

#include <stdbool.h>

#include "core/guarantees.h"
#include "core/world.h"

#define HEAT_SEED 1 /* grid-region's coin; any fixed value keeps the picture still */
/* Cells a side of the part of a big map a heat map covers: 32 moves a cell, so a part
 * costs about what the largest map of old did (a tenth of a second), not the minutes
 * a whole 4,096 x 4,096 map would. */
#define HEAT_PART_CELLS 128

typedef struct HeatCache {
    bool valid[METHOD_MAX];
    float speed;
    uint64_t cells; /* hash of the map's cells the maps were made on */
    int x, y;       /* the part's top-left cell */
    Heatmap maps[METHOD_MAX];
} HeatCache;

/// Method r's heat map for the world's map and speed (the whole map, or the part of a
/// big map around the player), computed if stale. NULL when memory runs out.
const Heatmap *heat_cache_get(HeatCache *cache, const World *world, int r);
/// Make every heat map again when next shown (a method's answers changed: a script reloaded).
void heat_cache_forget(HeatCache *cache);
/// Release the heat maps' cells.
void heat_cache_free(HeatCache *cache);

#endif
