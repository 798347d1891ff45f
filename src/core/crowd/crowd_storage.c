/* crowd_storage.c: where the crowd's entities live (one block of arrays, one array per
 * field), and the id -> slot table. The bottom of the crowd: it calls none of the rest. */
#include "core/crowd/crowd_storage.h"

#include <stdlib.h>
#include <string.h>

#define DOTS_PER_ENTITY 2      /* room for this many collision points per entity... */
#define DOTS_MIN 256           /* ...but at least this many */
#define DOTS_MAX 32768         /* ...and at most this many (older ones give way) */

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

bool crowd_reserve(Crowd *c, int count, int cells)
{
    if (count <= c->capacity && cells <= c->cell_cap) return true;
    if (count < c->capacity) count = c->capacity; /* never shrinks */
    int cell_cap = 8 * count + 64; /* the grid's counting sort */
    if (cell_cap < cells) cell_cap = cells;
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

const uint32_t *crowd_slots(Crowd *c)
{
    if (!c->slots_ok) {
        for (int s = 0; s < c->count; s++) c->slot_of[c->e.id[s]] = (uint32_t)s;
        c->slots_ok = true;
    }
    return c->slot_of;
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
