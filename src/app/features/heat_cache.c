/* heat_cache.c: see heat_cache.h. */
#include "app/features/heat_cache.h"

#include "core/base/hash.h"

const Heatmap *heat_cache_get(HeatCache *c, const World *w, int r)
{
    const Map *m = &w->map;
    uint64_t cells = hash_bytes(HASH_INIT, m->cells, (size_t)(m->w * m->h));
    cells = hash_bytes(cells, &m->w, sizeof m->w);
    float speed = world_speed(w);
    if (cells != c->cells || speed != c->speed) {
        for (int k = 0; k < RESOLVER_COUNT; k++) c->valid[k] = false;
        c->cells = cells;
        c->speed = speed;
    }
    if (!c->valid[r]) {
        guarantees_heatmap(&c->maps[r], r, m, speed, HEAT_SEED);
        c->valid[r] = true;
    }
    return &c->maps[r];
}
