/* crowd.c: the crowd mode of seed 003_b8511c962d636339.txt as a whole: its life cycle,
 * the keys (any key, R B T G P, Up/Down, A, Q), one tick in order, and the state hash.
 * The steps themselves live in crowd_broadphase.c (which pairs), crowd_contact.h (the
 * seed's collision steps 1-3), crowd_avoid.h (predictive avoidance), crowd_motion.c
 * (steering and moving) and crowd_formation.c (R B T G P). */
#include "core/crowd.h"

#include <stdlib.h>
#include <string.h>

#include "core/crowd/crowd_internal.h"
#include "core/base/hash.h"
#include "core/input.h"

#define DOTS_PER_ENTITY 2      /* room for this many collision points per entity... */
#define DOTS_MIN 256           /* ...but at least this many */
#define DOTS_MAX 32768         /* ...and at most this many (older ones give way) */

bool crowd_init(Crowd *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->seed = seed;
    rng_seed(&c->rng, seed);
    c->want = CROWD_DEFAULT_COUNT;
    c->avoid = true;
    c->broadphase = CROWD_GRID;
    c->formation = CROWD_SCATTERED;
    return true;
}

/* All the arrays live in one block, each starting at a different offset within a
 * 4 KiB page. Separately malloc'ed large arrays all start at the same page offset, and
 * then element s of one and element s of another alias in the CPU's store buffer (4K
 * aliasing): every load after a store to a sibling array waits. It halved the speed. */
#define STORAGE_PAGE 4096
#define STORAGE_STAGGER 192 /* bytes between successive arrays' page offsets */

typedef struct Carver {
    unsigned char *base;
    size_t used;
    int k;
} Carver;

static void *carve(Carver *cv, size_t bytes)
{
    size_t at = (cv->used + STORAGE_PAGE - 1) / STORAGE_PAGE * STORAGE_PAGE + (size_t)cv->k++ * STORAGE_STAGGER;
    cv->used = at + bytes;
    return cv->base ? cv->base + at : NULL;
}

static void carve_arrays(Carver *cv, CrowdArrays *a, size_t n)
{
    a->x = carve(cv, n * sizeof *a->x);
    a->y = carve(cv, n * sizeof *a->y);
    a->vx = carve(cv, n * sizeof *a->vx);
    a->vy = carve(cv, n * sizeof *a->vy);
    a->tx = carve(cv, n * sizeof *a->tx);
    a->ty = carve(cv, n * sizeof *a->ty);
    a->r = carve(cv, n * sizeof *a->r);
    a->flags = carve(cv, n * sizeof *a->flags);
    a->id = carve(cv, n * sizeof *a->id);
}

/* Lays the arrays out over `base`, or only measures the block when base is NULL. */
static size_t carve_all(Crowd *c, unsigned char *base, int count, int cell_cap, int dot_cap)
{
    Carver cv = {base, 0, 0};
    size_t n = (size_t)count;
    carve_arrays(&cv, &c->e, n);
    carve_arrays(&cv, &c->back, n);
    c->slot_of = carve(&cv, n * sizeof *c->slot_of);
    c->cell = carve(&cv, n * sizeof *c->cell);
    c->slot_cell = carve(&cv, n * sizeof *c->slot_cell);
    c->cell_start = carve(&cv, ((size_t)cell_cap + 2) * sizeof *c->cell_start);
    c->acc = carve(&cv, n * sizeof *c->acc);
    c->dots = carve(&cv, (size_t)dot_cap * sizeof *c->dots);
    return cv.used;
}

bool crowd_reserve(Crowd *c, int count)
{
    if (count <= c->capacity) return true;
    float aw, ah;
    crowd_arena_size(count, &aw, &ah);
    int load_cells = (int)(aw / CROWD_PITCH_PX) * (int)(ah / CROWD_PITCH_PX); /* crowd_load's scratch */
    int cell_cap = 8 * count + 64;
    if (cell_cap < load_cells) cell_cap = load_cells;
    int dot_cap = count * DOTS_PER_ENTITY;
    dot_cap = dot_cap < DOTS_MIN ? DOTS_MIN : dot_cap > DOTS_MAX ? DOTS_MAX : dot_cap;
    Crowd sizing = *c;
    unsigned char *block = malloc(carve_all(&sizing, NULL, count, cell_cap, dot_cap));
    if (!block) return false; /* the crowd keeps what it had */
    free(c->storage);
    c->storage = block;
    carve_all(c, block, count, cell_cap, dot_cap);
    c->capacity = count;
    c->cell_cap = cell_cap;
    c->dot_cap = dot_cap;
    return true;
}

void crowd_free(Crowd *c)
{
    free(c->storage);
    c->storage = NULL;
    memset(&c->e, 0, sizeof c->e);
    memset(&c->back, 0, sizeof c->back);
    c->slot_of = c->cell = c->slot_cell = c->cell_start = NULL;
    c->acc = NULL;
    c->dots = NULL;
    c->capacity = c->cell_cap = c->dot_cap = 0;
    c->count = 0;
}

void crowd_apply(Crowd *c, uint32_t actions)
{
    bool was_empty = c->count == 0;
    /* "Press any key to load the entities." */
    if ((actions & ACT_CROWD_LOAD) && was_empty) crowd_load(c, c->want);
    if (c->count > 0 && !was_empty) {
        if (actions & ACT_CROWD_MORE && c->count < CROWD_MAX_COUNT)
            crowd_resize(c, c->count > CROWD_MAX_COUNT / 2 ? CROWD_MAX_COUNT : 2 * c->count);
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

const uint32_t *crowd_slots(Crowd *c)
{
    if (!c->slots_ok) {
        for (int s = 0; s < c->count; s++) c->slot_of[c->e.id[s]] = (uint32_t)s;
        c->slots_ok = true;
    }
    return c->slot_of;
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

bool crowd_available(void)
{
    return true;
}

CrowdEntity crowd_get(const Crowd *c, int id)
{
    uint32_t s = 0;
    if (c->slots_ok) s = c->slot_of[id];
    else
        while (c->e.id[s] != (uint32_t)id) s++; /* a const look-up; tests and tools only */
    const CrowdArrays *e = &c->e;
    return (CrowdEntity){e->x[s], e->y[s], e->vx[s], e->vy[s], e->r[s], e->tx[s], e->ty[s], e->flags[s]};
}

void crowd_set(Crowd *c, int id, const CrowdEntity *v)
{
    uint32_t s = crowd_slots(c)[id];
    CrowdArrays *e = &c->e;
    e->x[s] = v->x;
    e->y[s] = v->y;
    e->vx[s] = v->vx;
    e->vy[s] = v->vy;
    /* The broadphase relies on no circle being larger than CROWD_RADIUS_MAX_PX. */
    e->r[s] = v->r < CROWD_RADIUS_MAX_PX ? v->r : CROWD_RADIUS_MAX_PX;
    e->tx[s] = v->tx;
    e->ty[s] = v->ty;
    e->flags[s] = v->flags & (uint8_t)~CROWD_TOUCHED;
    c->bounds_ok = false;
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
