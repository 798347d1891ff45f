/* heat_cache.c: see heat_cache.h. */
#include "app/features/heat_map/heat_cache.h"

#include "core/base/hash.h"

/* The top-left cell of the part around the player: moved only when the player nears
 * its edge (the middle half is kept), so walking does not recompute it every cell. */
static int part_origin(int now, int player, int size)
{
    int quarter = HEAT_PART_CELLS / 4;
    if (size <= HEAT_PART_CELLS) return 0;
    if (player >= now + quarter && player < now + HEAT_PART_CELLS - quarter) return now;
    int x = player - HEAT_PART_CELLS / 2;
    if (x > size - HEAT_PART_CELLS) x = size - HEAT_PART_CELLS;
    return x < 0 ? 0 : x;
}

const Heatmap *heat_cache_get(HeatCache *c, const World *w, int r)
{
    const Map *m = &w->map;
    uint64_t cells = map_cells_digest(m); /* kept with the cells: no 16 MiB read a frame */
    cells = hash_bytes(cells, &m->w, sizeof m->w);
    float speed = world_speed(w);
    const Body *p = world_player(w);
    int x = part_origin(c->x, map_cell_of(m, p->x), m->w), y = part_origin(c->y, map_cell_of(m, p->y), m->h);
    if (cells != c->cells || speed != c->speed || x != c->x || y != c->y) {
        for (int k = 0; k < METHOD_MAX; k++) c->valid[k] = false;
        c->cells = cells;
        c->speed = speed;
        c->x = x;
        c->y = y;
    }
    if (!c->valid[r]) {
        if (!guarantees_heatmap_part(&c->maps[r], world_method(w, r), m, speed, HEAT_SEED, x, y,
                                     HEAT_PART_CELLS < m->w ? HEAT_PART_CELLS : m->w,
                                     HEAT_PART_CELLS < m->h ? HEAT_PART_CELLS : m->h))
            return NULL;
        c->valid[r] = true;
    }
    return &c->maps[r];
}

void heat_cache_forget(HeatCache *c)
{
    for (int k = 0; k < METHOD_MAX; k++) c->valid[k] = false;
}

void heat_cache_free(HeatCache *c)
{
    for (int r = 0; r < METHOD_MAX; r++) heatmap_free(&c->maps[r]);
}
