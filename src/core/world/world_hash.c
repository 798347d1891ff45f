/* world_hash.c: the state hash a run keeps (World.hash): of format 3's recordings, keyed
 * by what the mode moves; of format 1 and 2's, every body of the methods of that time
 * have (docs/formats.md, "The state hash"). */
#include "core/world.h"

#include <string.h>

#include "core/base/hash.h"

/* The state that every hash covers after the bodies: the movers, the generator, the
 * spawn and the cells (a big map by its digest, kept with the cells). */
static uint64_t hash_map_state(const World *w, uint64_t h)
{
    for (int k = 0; k < w->map.mover_count; k++) {
        const MoverState *s = &w->movers[k];
        int32_t v[2] = {s->x1, s->y1};
        h = hash_bytes(h, v, sizeof v);
    }
    h = hash_bytes(h, &w->rng.state, sizeof w->rng.state);
    int32_t spawn[2] = {w->map.spawn_x, w->map.spawn_y};
    h = hash_bytes(h, spawn, sizeof spawn);
    if (w->map.spawn_offset) { /* only then, so the maps without one hash as they always have */
        float offset[2] = {w->map.spawn_dx, w->map.spawn_dy};
        h = hash_bytes(h, offset, sizeof offset);
    }
    size_t cells = (size_t)w->map.w * (size_t)w->map.h;
    if (cells <= MAP_HASH_BYTES_MAX) return hash_bytes(h, w->map.cells, cells);
    uint64_t digest = map_cells_digest(&w->map);
    return hash_bytes(h, &digest, sizeof digest);
}

static uint64_t hash_body(uint64_t h, const Body *b)
{
    float v[4] = {b->x, b->y, b->w, b->h};
    return hash_bytes(h, v, sizeof v);
}

static uint64_t hash_motion(uint64_t h, const MotionState *m)
{
    float v[2] = {m->vx, m->vy};
    int32_t k[4] = {m->ground, m->jump_down, m->since_ground, m->buffered};
    h = hash_bytes(h, v, sizeof v);
    return hash_bytes(h, k, sizeof k);
}

static uint64_t hash_name(uint64_t h, const ResolverInfo *m)
{
    const char *name = m ? m->name : "";
    uint32_t n = (uint32_t)strlen(name);
    h = hash_bytes(h, &n, sizeof n);
    return hash_bytes(h, name, n);
}

/* Recordings of format 1 and 2: every body of the set (the methods those
 * recordings know, in their order), the active one by its place, the crowd in tiles
 * mode too. */
static uint64_t hash_all(const World *w)
{
    uint64_t h = HASH_INIT;
    int32_t small[4] = {(int32_t)w->mode, w->resolver, (int32_t)w->compare, w->speed_level};
    h = hash_bytes(h, &w->tick, sizeof w->tick);
    h = hash_bytes(h, small, sizeof small);
    if (w->speed > 0.0f) h = hash_bytes(h, &w->speed, sizeof w->speed); /* runs on a level hash as they always did */
    for (int r = 0; r < w->methods.count; r++) h = hash_body(h, &w->bodies[r]);
    return crowd_hash(&w->crowd, hash_map_state(w, h));
}

/* Format 3: what the mode moves. In crowd mode the crowd alone; in tiles mode the
 * active method by name and its body, or in a compare view every method's body keyed by
 * its name. (In the single view the other bodies are never read again: a switch, a
 * compare view, a placement and a respawn all put them anew.) So a method added to the
 * set changes no single-view hash, and no hash of a run without it. */
static uint64_t hash_keyed(const World *w)
{
    uint64_t h = HASH_INIT;
    int32_t mode = (int32_t)w->mode;
    h = hash_bytes(h, &w->tick, sizeof w->tick);
    h = hash_bytes(h, &mode, sizeof mode);
    if (w->mode == MODE_CROWD) return crowd_hash(&w->crowd, h);
    int32_t view[2] = {(int32_t)w->compare, w->speed_level};
    h = hash_bytes(h, view, sizeof view);
    if (w->speed > 0.0f) h = hash_bytes(h, &w->speed, sizeof w->speed);
    h = hash_name(h, world_method(w, w->resolver));
    /* The motion's parameters once the keys or a map changed them from the start's (a run
     * that keeps the start's hashes as it always did); top-down keeps no velocity. */
    if (memcmp(&w->motion_params, &w->start.motion, sizeof w->motion_params) != 0)
        h = hash_bytes(h, &w->motion_params, MOTION_PARAMS_HASHED); /* the step's name never changes in a run */
    bool moving = w->motion_params.model != MOTION_TOP_DOWN;
    for (int r = 0; r < w->methods.count; r++) {
        if (w->compare == COMPARE_OFF && r != w->resolver) continue;
        if (w->compare != COMPARE_OFF) h = hash_name(h, world_method(w, r));
        h = hash_body(h, &w->bodies[r]);
        if (moving) h = hash_motion(h, &w->motion[r]);
    }
    return hash_map_state(w, h);
}

uint64_t world_hash(const World *w)
{
    return w->hash == WORLD_HASH_ALL ? hash_all(w) : hash_keyed(w);
}
