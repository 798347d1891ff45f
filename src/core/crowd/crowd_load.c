/* crowd_load.c: "Press any key to load the entities" (Accidents Do Happen),
 * and Up/Down, which reload at double or half the count straight into the current
 * formation. The generator is drawn from in id order, so a load is the same for a seed
 * whatever happened to the storage before. */
#include "core/crowd.h"
#include "core/crowd/crowd_storage.h"

#define P CROWD_PITCH_PX
#define LOAD_JITTER_PX (0.5f * P - CROWD_RADIUS_MAX_PX) /* loaded circles never overlap */

bool crowd_load(Crowd *c, int count)
{
    if (count < 1) count = 1;
    if (count > CROWD_LOAD_MAX) count = CROWD_LOAD_MAX;
    /* A random choice of distinct cells of an arena-wide grid of pitch P, one circle
     * each, jittered inside its cell: random, and never overlapping. */
    float aw, ah;
    crowd_arena_size(count, &aw, &ah);
    int gw = (int)(aw / P), gh = (int)(ah / P), cells = gw * gh;
    if (!crowd_reserve(c, count, cells)) return false;
    c->arena_w = aw;
    c->arena_h = ah;
    c->count = count;
    c->want = count;
    c->formation = CROWD_SCATTERED;
    c->collisions = 0;
    c->dot_next = c->dot_count = 0;
    uint32_t *pick = c->cell_start; /* between ticks the grid's table is free: the pick's scratch */
    for (int k = 0; k < cells; k++) pick[k] = (uint32_t)k;
    CrowdArrays *e = &c->e;
    for (int id = 0; id < count; id++) {
        int j = id + (int)rng_below(&c->rng, (uint32_t)(cells - id));
        uint32_t k = pick[j];
        pick[j] = pick[id];
        pick[id] = k;
        float jx = (rng_float01(&c->rng) * 2.0f - 1.0f) * LOAD_JITTER_PX;
        float jy = (rng_float01(&c->rng) * 2.0f - 1.0f) * LOAD_JITTER_PX;
        float r = CROWD_RADIUS_MIN_PX + rng_float01(&c->rng) * (CROWD_RADIUS_MAX_PX - CROWD_RADIUS_MIN_PX);
        e->x[id] = e->tx[id] = ((float)(k % (uint32_t)gw) + 0.5f) * P + jx;
        e->y[id] = e->ty[id] = ((float)(k / (uint32_t)gw) + 0.5f) * P + jy;
        e->vx[id] = e->vy[id] = 0.0f;
        e->r[id] = r;
        e->flags[id] = 0;
        e->id[id] = (uint32_t)id;
        c->slot_of[id] = (uint32_t)id;
    }
    c->slots_ok = true;
    c->red = 0;
    c->arrived = count;
    c->bounds_ok = false;
    c->cells_ok = c->sorted = false;
    return true;
}

bool crowd_resize(Crowd *c, int count)
{
    CrowdFormation f = c->formation;
    if (!crowd_load(c, count)) return false;
    if (f == CROWD_SCATTERED) return true;
    crowd_arrange(c, f);
    /* Straight into place, so the new count can be played with at once. */
    for (int s = 0; s < c->count; s++) {
        c->e.x[s] = c->e.tx[s];
        c->e.y[s] = c->e.ty[s];
    }
    c->bounds_ok = false;
    c->cells_ok = c->sorted = false;
    return true;
}
