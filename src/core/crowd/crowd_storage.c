/* crowd_storage.c: where the crowd's entities live (one block of arrays, one array per
 * field), and the id -> slot table. The bottom of the crowd: it calls none of the rest. */
#include "core/crowd/crowd_storage.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/big_alloc.h"

#define DOTS_PER_ENTITY 2 /* room for this many collision points per entity... */
#define DOTS_MIN 256      /* ...but at least this many */
#define DOTS_MAX 32768    /* ...and at most this many (older ones give way) */

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

/* Each array has CROWD_PAD_SLOTS more slots than entities: the broadphase screens
 * blocks of candidates and reads past the last one (never using what it reads there).
 * The block is zeroed (core/base/big_alloc.h), so no byte of it is ever read before it
 * is written. */
static void carve_arrays(Carver *cv, CrowdArrays *a, size_t n)
{
    n += CROWD_PAD_SLOTS;
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
    c->order = c->order_own = carve(&cv, (n + CROWD_PAD_SLOTS) * sizeof *c->order);
    c->key = carve(&cv, (n + CROWD_PAD_SLOTS) * sizeof *c->key);
    c->cell_start = carve(&cv, ((size_t)cell_cap + 2) * sizeof *c->cell_start);
    c->acc = carve(&cv, n * sizeof *c->acc);
    /* The broadphase's sort is over before the pairs add anything up (and the sums of a
     * tick are zeroed as they start): its per-slot scratch lives in the sums' memory. */
    c->cell = (uint32_t *)c->acc;
    c->dots = carve(&cv, (size_t)dot_cap * sizeof *c->dots);
    return cv.used;
}

/* The bytes of a block laid out for these capacities. */
static size_t block_bytes(const Crowd *c, int count, int cell_cap, int dot_cap)
{
    Crowd sizing = *c;
    return carve_all(&sizing, NULL, count, cell_cap, dot_cap);
}

bool crowd_reserve(Crowd *c, int count, int cells)
{
    if (count <= c->capacity && cells <= c->cell_cap) return true;
    if (count < c->capacity) count = c->capacity; /* never shrinks */
    int cell_cap = cells > c->cell_cap ? cells : c->cell_cap; /* the load's pick of places */
    int dot_cap = count * DOTS_PER_ENTITY;
    dot_cap = dot_cap < DOTS_MIN ? DOTS_MIN : dot_cap > DOTS_MAX ? DOTS_MAX : dot_cap;
    unsigned char *block = big_alloc(block_bytes(c, count, cell_cap, dot_cap));
    if (!block) return false; /* the crowd keeps what it had */
    big_free(c->storage);
    c->storage = block;
    carve_all(c, block, count, cell_cap, dot_cap);
    c->order_n = 0; /* the new block holds no order yet */
    c->cells_ok = c->sorted = false;
    c->capacity = count;
    c->cell_cap = cell_cap;
    c->dot_cap = dot_cap;
    return true;
}

void crowd_detach(Crowd *c)
{
    c->storage = NULL;
    memset(&c->e, 0, sizeof c->e);
    memset(&c->back, 0, sizeof c->back);
    c->slot_of = c->cell = c->order = c->order_own = c->key = c->cell_start = NULL;
    c->acc = NULL;
    c->dots = NULL;
}

void crowd_free(Crowd *c)
{
    big_free(c->storage);
    crowd_detach(c);
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
    c->cells_ok = c->sorted = false;
}

/* ---- Copies ----
 * What crowd_step reads from the last tick: the scalars, the entity arrays (e, in
 * storage order, which the drawing and the naive broadphase follow), and the collision
 * dots, which are drawn. The rest of the block is rebuilt before it is read: back,
 * cell, order, key and cell_start by the broadphase's sort, acc where the pairs mark CROWD_TOUCHED
 * (always clear between ticks), slot_of on demand (slots_ok is cleared). */

#define ENTITY_FIELDS 9

/* The entity arrays of `a` as (address, element size) pairs, one order for all copies. */
static void entity_fields(const CrowdArrays *a, void *at[ENTITY_FIELDS], size_t size[ENTITY_FIELDS])
{
    void *p[ENTITY_FIELDS] = {a->x, a->y, a->vx, a->vy, a->tx, a->ty, a->r, a->flags, a->id};
    size_t s[ENTITY_FIELDS] = {sizeof *a->x,  sizeof *a->y, sizeof *a->vx,    sizeof *a->vy, sizeof *a->tx,
                               sizeof *a->ty, sizeof *a->r, sizeof *a->flags, sizeof *a->id};
    memcpy(at, p, sizeof p);
    memcpy(size, s, sizeof s);
}

/* dst takes src's scalars and src's layout: the same capacity, cell table and dot ring
 * (the ring must wrap where src's does, or the drawn dots would differ), carved into
 * dst's block when that is big enough. Nothing is copied into the arrays yet. */
static bool take_layout(Crowd *dst, const Crowd *src)
{
    Crowd head = *src;
    unsigned char *block = NULL;
    if (src->capacity > 0 || src->cell_cap > 0) {
        size_t need = block_bytes(src, src->capacity, src->cell_cap, src->dot_cap);
        size_t have = dst->storage ? block_bytes(dst, dst->capacity, dst->cell_cap, dst->dot_cap) : 0;
        block = dst->storage;
        if (need > have && !(block = big_alloc(need))) return false; /* dst keeps what it had */
    }
    if (block != dst->storage) big_free(dst->storage);
    head.storage = block;
    carve_all(&head, block, head.capacity, head.cell_cap, head.dot_cap); /* no block: every array NULL */
    head.slots_ok = false;
    head.order_n = 0; /* the broadphase's order is not copied: the next sort starts afresh */
    head.cells_ok = false; /* nor the motion's cells */
    head.phase_mark = NULL;
    head.phase_ctx = NULL;
    *dst = head;
    return true;
}

bool crowd_copy(Crowd *dst, const Crowd *src)
{
    if (!take_layout(dst, src)) return false;
    void *to[ENTITY_FIELDS], *from[ENTITY_FIELDS];
    size_t size[ENTITY_FIELDS];
    entity_fields(&dst->e, to, size);
    entity_fields(&src->e, from, size);
    for (int k = 0; k < ENTITY_FIELDS && src->count > 0; k++) memcpy(to[k], from[k], (size_t)src->count * size[k]);
    if (src->dot_count > 0) memcpy(dst->dots, src->dots, (size_t)src->dot_count * sizeof *dst->dots);
    return true;
}

/* A dot still drawn: younger than CROWD_DOT_TICKS, as the crowd view reads it. */
static bool dot_live(const Crowd *c, const CrowdDot *d)
{
    return c->tick - d->tick < CROWD_DOT_TICKS;
}

/* The packed form: each entity array in turn, then the number of live dots and each
 * one with its place in the ring. Dead dots are left out: in a calm crowd the ring is
 * mostly dead, and it can be larger than the entities. */
#define PACKED_DOT_BYTES (sizeof(uint32_t) + sizeof(CrowdDot))

size_t crowd_pack_size(const Crowd *c)
{
    size_t live = 0, entity = 0;
    for (int k = 0; k < c->dot_count; k++) live += dot_live(c, &c->dots[k]);
    void *at[ENTITY_FIELDS];
    size_t size[ENTITY_FIELDS];
    entity_fields(&c->e, at, size);
    for (int k = 0; k < ENTITY_FIELDS; k++) entity += size[k];
    return (size_t)c->count * entity + sizeof(uint32_t) + live * PACKED_DOT_BYTES;
}

void crowd_pack(const Crowd *c, void *buf)
{
    unsigned char *out = buf;
    void *from[ENTITY_FIELDS];
    size_t size[ENTITY_FIELDS];
    entity_fields(&c->e, from, size);
    for (int k = 0; k < ENTITY_FIELDS && c->count > 0; k++) {
        memcpy(out, from[k], (size_t)c->count * size[k]);
        out += (size_t)c->count * size[k];
    }
    unsigned char *live_at = out;
    uint32_t live = 0;
    out += sizeof live;
    for (uint32_t k = 0; k < (uint32_t)c->dot_count; k++) {
        if (!dot_live(c, &c->dots[k])) continue;
        memcpy(out, &k, sizeof k);
        memcpy(out + sizeof k, &c->dots[k], sizeof c->dots[k]);
        out += PACKED_DOT_BYTES;
        live++;
    }
    memcpy(live_at, &live, sizeof live);
}

bool crowd_unpack(Crowd *dst, const Crowd *head, const void *buf)
{
    if (!take_layout(dst, head)) return false;
    const unsigned char *in = buf;
    void *to[ENTITY_FIELDS];
    size_t size[ENTITY_FIELDS];
    entity_fields(&dst->e, to, size);
    for (int k = 0; k < ENTITY_FIELDS && dst->count > 0; k++) {
        memcpy(to[k], in, (size_t)dst->count * size[k]);
        in += (size_t)dst->count * size[k];
    }
    uint32_t live;
    memcpy(&live, in, sizeof live);
    in += sizeof live;
    /* A dead dot reads as tick 0: dots die only once the crowd is past tick
     * CROWD_DOT_TICKS, so tick 0 is dead too and never drawn. */
    if (dst->dot_count > 0) memset(dst->dots, 0, (size_t)dst->dot_count * sizeof *dst->dots);
    for (uint32_t k = 0; k < live; k++, in += PACKED_DOT_BYTES) {
        uint32_t slot;
        memcpy(&slot, in, sizeof slot);
        if (slot < (uint32_t)dst->dot_count) memcpy(&dst->dots[slot], in + sizeof slot, sizeof(CrowdDot));
    }
    return true;
}

size_t crowd_bytes(const Crowd *c)
{
    return big_alloc_footprint(c->storage);
}
