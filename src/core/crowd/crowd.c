/* crowd.c: the crowd mode of Accidents Do Happen as a whole: the keys (any
 * key, R B T G P, Up/Down, A, Q), one tick in order, and the state hash. It sits on top
 * of the crowd's parts, which never call back up: crowd_storage.c (the arrays),
 * crowd_formation.c (R B T G P), crowd_load.c (any key, Up/Down), crowd_broadphase.c
 * (which pairs, with crowd_contact.h, the seed's collision steps 1-3, and
 * crowd_avoid.h, predictive avoidance) and crowd_motion.c (steering and moving). */
#include "core/crowd.h"

#include <string.h>

#include "core/base/hash.h"
#include "core/base/wide.h"
#include "core/crowd/crowd_broadphase.h"
#include "core/crowd/crowd_motion.h"
#include "core/crowd/crowd_storage.h"
#include "core/input.h"

bool crowd_init(Crowd *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->seed = seed;
    rng_seed(&c->rng, seed);
    c->want = CROWD_DEFAULT_COUNT;
    c->max_count = CROWD_MAX_COUNT;
    c->avoid = true;
    c->broadphase = CROWD_GRID;
    c->formation = CROWD_SCATTERED;
    c->threads = crowd_default_threads();
    c->thread_min_count = CROWD_THREADS_MIN_COUNT;
    c->wide = wide_level();
    return true;
}

void crowd_apply(Crowd *c, uint32_t actions)
{
    bool was_empty = c->count == 0;
    /* "Press any key to load the entities." */
    if ((actions & ACT_CROWD_LOAD) && was_empty) crowd_load(c, c->want);
    if (c->count > 0 && !was_empty) {
        if (actions & ACT_CROWD_MORE && c->count < c->max_count)
            crowd_resize(c, c->count > c->max_count / 2 ? c->max_count : 2 * c->count);
        if (actions & ACT_CROWD_FEWER && c->count > CROWD_MIN_COUNT)
            crowd_resize(c, c->count / 2 < CROWD_MIN_COUNT ? CROWD_MIN_COUNT : c->count / 2);
    }
    if (c->count > 0) {
        if (actions & ACT_CROWD_CIRCLE) crowd_arrange(c, CROWD_CIRCLE);
        if (actions & ACT_CROWD_THREE) crowd_arrange(c, CROWD_GROUPS);
        if (actions & ACT_CROWD_BLOCKS) crowd_arrange(c, CROWD_BLOCKS);
        if (actions & ACT_CROWD_LINES) crowd_arrange(c, CROWD_LINES);
        if (actions & ACT_CROWD_SWAP) crowd_swap(c);
    }
    if (actions & ACT_CROWD_AVOID) c->avoid = !c->avoid;
    if (actions & ACT_CROWD_BROADPHASE) c->broadphase = c->broadphase == CROWD_GRID ? CROWD_NAIVE : CROWD_GRID;
}

void crowd_step(Crowd *c)
{
    if (c->count > 0) {
        crowd_pairs(c, c->avoid);
        crowd_motion(c);
    }
    c->tick++;
}

void crowd_collide(Crowd *c)
{
    crowd_pairs(c, false);
    crowd_apply_contacts(c);
}

uint64_t crowd_hash(const Crowd *c, uint64_t h)
{
    int32_t head[4] = {c->count, (int32_t)c->formation, c->avoid ? 1 : 0, c->want};
    h = hash_bytes(h, head, sizeof head);
    h = hash_bytes(h, &c->tick, sizeof c->tick);
    h = hash_bytes(h, &c->collisions, sizeof c->collisions);
    h = hash_bytes(h, &c->rng.state, sizeof c->rng.state);
    /* One FNV-1a per entity, id included, added up: the same total whatever order the
     * grid keeps the entities in, without a lookup per id. */
    uint64_t sum = 0;
    const CrowdArrays *e = &c->e;
    for (int s = 0; s < c->count; s++) {
        float v[7] = {e->x[s], e->y[s], e->vx[s], e->vy[s], e->tx[s], e->ty[s], e->r[s]};
        uint32_t tag[2] = {e->id[s], e->flags[s] & (uint32_t)~CROWD_TOUCHED};
        sum += hash_bytes(hash_bytes(HASH_INIT, tag, sizeof tag), v, sizeof v);
    }
    return hash_bytes(h, &sum, sizeof sum);
}

void crowd_momentum(Crowd *c, double *px, double *py, double *kinetic)
{
    double mx = 0.0, my = 0.0, k = 0.0;
    const uint32_t *slot = crowd_slots(c);
    for (int id = 0; id < c->count; id++) { /* id order: the same sum for either broadphase */
        uint32_t s = slot[id];
        double m = (double)c->e.r[s] * (double)c->e.r[s];
        double vx = c->e.vx[s], vy = c->e.vy[s];
        mx += m * vx;
        my += m * vy;
        k += 0.5 * m * (vx * vx + vy * vy);
    }
    *px = mx;
    *py = my;
    *kinetic = k;
}
