/* crowd_formation.c: where the entities go, after the instructions of
 * Accidents Do Happen: R arranges them in a circle, B makes them swap places
 * (randomly in the circle, the blocks exchange sides, the lines invert and switch
 * sides), T splits them into three groups bound for the opposite side of the circle,
 * G into two blocks, P into two vertical lines.
 *
 * A formation is a set of places, and an entity is given the place that keeps paths
 * from crossing where that is cheap (ranks by angle, by side, by row), so the crossing
 * the audience sees is the one the formation asks for. Everything that draws from the
 * generator or breaks a tie goes through the ids in order: the storage order (the
 * grid's) must never change a result. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/crowd.h"
#include "core/crowd/crowd_storage.h"

#define PI_F 3.14159265f
#define SQRT3_F 1.7320508f
#define P CROWD_PITCH_PX
#define ARENA_MIN_PITCHES 18.0f /* the arena is at least this tall: two lines of 16 fit */
#define ARENA_ASPECT 1.6f       /* width / height, near the screen's */
#define ARENA_MARGIN_PITCHES 1.5f
/* The symmetry breaker: every target moves by up to this much, from the generator. Two
 * circles sent exactly head-on (the lines and the groups are point-symmetric) would
 * otherwise push each other straight back forever. */
#define TARGET_JITTER_PX 0.05f

typedef struct SortKey {
    float key;
    uint32_t id;
} SortKey;

/* Between ticks the per-slot sums are idle: the formations use them as scratch, so a
 * key press allocates nothing. The motion's lists of moved entries wait there too
 * (crowd_grid.h): the next sort works them out again. */
static SortKey *scratch_keys(Crowd *c)
{
    c->cells_ok = false;
    return (SortKey *)(void *)c->acc;
}

static int compare_keys(const void *pa, const void *pb)
{
    const SortKey *a = pa, *b = pb;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return a->id < b->id ? -1 : a->id > b->id; /* a total order: qsort's instability cannot show */
}

static void sort_keys(SortKey *k, int n)
{
    if (n > 1) qsort(k, (size_t)n, sizeof *k, compare_keys);
}

static void set_target(Crowd *c, uint32_t id, float x, float y)
{
    uint32_t s = crowd_slots(c)[id];
    c->e.tx[s] = x;
    c->e.ty[s] = y;
}

/* ---- sizes ---- */

/* A hexagonal cluster of n places (hex_place): the radius of a circle around it, pixels.
 * Ring k of a hexagonal spiral holds 6k places and its corners are k pitches out. */
static float cluster_radius(int n)
{
    int rings = 0;
    while (3 * rings * (rings + 1) + 1 < n) rings++;
    return ((float)rings + 0.5f) * P;
}

/* Concentric rings P apart, the outer one at radius r0, and a centre place. */
static int disc_capacity(float r0)
{
    int cap = 0;
    for (float r = r0;; r -= P) {
        if (r < 0.5f * P) return cap + 1;
        cap += (int)(2.0f * PI_F * r / P);
    }
}

void crowd_arena_size(int count, float *w, float *h)
{
    /* Three clusters of a third each, 120 degrees apart on the circle, must not touch. */
    float cr = cluster_radius((count + 2) / 3);
    float r0 = cr * (1.0f + 2.0f / SQRT3_F) + P;
    while (disc_capacity(r0) < count) r0 += 0.5f * P;
    float height = fmaxf(ARENA_MIN_PITCHES * P, 2.0f * (r0 + ARENA_MARGIN_PITCHES * P));
    *h = height;
    *w = ARENA_ASPECT * height;
}

static void jitter_targets(Crowd *c)
{
    const uint32_t *slot = crowd_slots(c);
    for (int id = 0; id < c->count; id++) {
        uint32_t s = slot[id];
        c->e.tx[s] += (rng_float01(&c->rng) - 0.5f) * TARGET_JITTER_PX;
        c->e.ty[s] += (rng_float01(&c->rng) - 0.5f) * TARGET_JITTER_PX;
    }
}

/* ---- R: the circle ---- */

/* Keys[from, from + n) sorted by angle around (cx, cy) take n places evenly spread on the
 * ring of radius r, the first at the top, in the same angular order. */
static void place_on_ring(Crowd *c, SortKey *keys, int n, float r, float cx, float cy)
{
    const uint32_t *slot = crowd_slots(c);
    for (int q = 0; q < n; q++) {
        uint32_t s = slot[keys[q].id];
        keys[q].key = atan2f(c->e.y[s] - cy, c->e.x[s] - cx);
    }
    sort_keys(keys, n);
    /* The places' angles start at -pi/2; the entities' at -pi. Rank q goes to the place
     * whose angle has rank q, so nobody crosses a neighbour's path. */
    int first = 0;
    float lowest = 10.0f;
    for (int j = 0; j < n; j++) {
        float a = -0.5f * PI_F + 2.0f * PI_F * (float)j / (float)n;
        if (a >= PI_F) a -= 2.0f * PI_F;
        if (a < lowest) {
            lowest = a;
            first = j;
        }
    }
    for (int q = 0; q < n; q++) {
        float a = -0.5f * PI_F + 2.0f * PI_F * (float)((first + q) % n) / (float)n;
        set_target(c, keys[q].id, cx + r * cosf(a), cy + r * sinf(a));
    }
}

static void arrange_circle(Crowd *c)
{
    float cx = 0.5f * c->arena_w, cy = 0.5f * c->arena_h;
    float r0 = 0.5f * c->arena_h - ARENA_MARGIN_PITCHES * P;
    SortKey *keys = scratch_keys(c);
    const uint32_t *slot = crowd_slots(c);
    int n = c->count;
    for (int id = 0; id < n; id++) {
        uint32_t s = slot[id];
        float dx = c->e.x[s] - cx, dy = c->e.y[s] - cy;
        keys[id] = (SortKey){-(dx * dx + dy * dy), (uint32_t)id}; /* the farthest first */
    }
    sort_keys(keys, n);
    int done = 0;
    for (float r = r0; done < n; r -= P) {
        int m = r < 0.5f * P ? 1 : (int)(2.0f * PI_F * r / P);
        if (r < 0.5f * P) r = 0.0f;
        int take = n - done < m ? n - done : m;
        place_on_ring(c, keys + done, take, r, cx, cy);
        done += take;
    }
}

/* ---- T: three groups ---- */

/* Place k of a hexagonal cluster, spiralling out ring by ring from the centre. */
static void hex_place(int k, float *x, float *y)
{
    static const int DIR[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    int q = 0, r = 0;
    if (k > 0) {
        int ring = 1, first = 1;
        while (k >= first + 6 * ring) {
            first += 6 * ring;
            ring++;
        }
        int along = k - first, side = along / ring, step = along % ring;
        q = DIR[4][0] * ring + DIR[side][0] * step;
        r = DIR[4][1] * ring + DIR[side][1] * step;
        for (int s = 0; s < side; s++) {
            q += DIR[s][0] * ring;
            r += DIR[s][1] * ring;
        }
    }
    *x = P * ((float)q + 0.5f * (float)r);
    *y = P * (0.5f * SQRT3_F * (float)r);
}

/* Group g's home is at -90 + 120 g degrees around the centre (top, lower right, lower
 * left); T sends it to the opposite side. */
static float group_angle(int g)
{
    return -0.5f * PI_F + 2.0f * PI_F * (float)g / 3.0f;
}

static float group_radius(const Crowd *c)
{
    return 0.5f * c->arena_h - ARENA_MARGIN_PITCHES * P - cluster_radius((c->count + 2) / 3);
}

static void arrange_groups(Crowd *c)
{
    float cx = 0.5f * c->arena_w, cy = 0.5f * c->arena_h, gr = group_radius(c);
    int n = c->count;
    SortKey *keys = scratch_keys(c), *places = keys + n; /* the scratch holds 6 keys per entity */
    const uint32_t *slot = crowd_slots(c);
    CrowdArrays *e = &c->e;
    /* Thirds by angle, starting at -150 degrees: group g is the third around its home. */
    for (int id = 0; id < n; id++) {
        uint32_t s = slot[id];
        float a = atan2f(e->y[s] - cy, e->x[s] - cx) + 5.0f * PI_F / 6.0f;
        if (a < 0.0f) a += 2.0f * PI_F;
        keys[id] = (SortKey){a, (uint32_t)id};
    }
    sort_keys(keys, n);
    for (int g = 0, from = 0; g < 3; g++) {
        int to = (int)((int64_t)n * (g + 1) / 3), m = to - from;
        /* The target: a cluster on the opposite side of the circle. Whoever leads along
         * the way takes a place at the cluster's far side, so the group arrives without
         * anyone squeezing between those who already stopped. */
        float a = group_angle(g) + PI_F, ux = cosf(a), uy = sinf(a);
        float gx = cx + gr * ux, gy = cy + gr * uy;
        for (int q = from; q < to; q++) {
            uint32_t s = slot[keys[q].id];
            keys[q].key = -(e->x[s] * ux + e->y[s] * uy);
            e->flags[s] = (uint8_t)((e->flags[s] & ~CROWD_GROUP_MASK) | g << CROWD_GROUP_SHIFT);
        }
        sort_keys(keys + from, m);
        for (int q = 0; q < m; q++) {
            float hx, hy;
            hex_place(q, &hx, &hy);
            places[q] = (SortKey){-(hx * ux + hy * uy), (uint32_t)q};
        }
        sort_keys(places, m);
        for (int q = 0; q < m; q++) {
            float hx, hy;
            hex_place((int)places[q].id, &hx, &hy);
            set_target(c, keys[from + q].id, gx + hx, gy + hy);
        }
        from = to;
    }
}

/* B for the groups: each cluster moves whole to the opposite one, so a group crosses as
 * a block (a point reflection would send every circle through the very centre). */
static void swap_groups(Crowd *c)
{
    float cx = 0.5f * c->arena_w, cy = 0.5f * c->arena_h, gr = group_radius(c);
    CrowdArrays *e = &c->e;
    for (int s = 0; s < c->count; s++) {
        float a = group_angle((e->flags[s] & CROWD_GROUP_MASK) >> CROWD_GROUP_SHIFT);
        float hx = gr * cosf(a), hy = gr * sinf(a);
        /* Which of its two clusters is it bound for now? The nearer one. */
        float dx = e->tx[s] - cx, dy = e->ty[s] - cy;
        float k = dx * hx + dy * hy > 0.0f ? -2.0f : 2.0f;
        e->tx[s] += k * hx;
        e->ty[s] += k * hy;
    }
}

/* ---- G and P: two blocks, two lines ---- */

static void arrange_sides(Crowd *c, int rows, int cols)
{
    int n = c->count, left = (n + 1) / 2;
    SortKey *keys = scratch_keys(c);
    const uint32_t *slot = crowd_slots(c);
    for (int id = 0; id < n; id++) keys[id] = (SortKey){c->e.x[slot[id]], (uint32_t)id};
    sort_keys(keys, n);
    float y0 = 0.5f * c->arena_h - 0.5f * (float)(rows - 1) * P;
    for (int side = 0; side < 2; side++) {
        SortKey *k = keys + (side ? left : 0);
        int m = side ? n - left : left;
        float x0 = (side ? 0.75f : 0.25f) * c->arena_w - 0.5f * (float)(cols - 1) * P;
        /* By rows from the top, each row from the left: the places' own order. */
        for (int q = 0; q < m; q++) k[q].key = c->e.y[slot[k[q].id]];
        sort_keys(k, m);
        for (int row = 0; row * cols < m; row++) {
            SortKey *rk = k + row * cols;
            int rm = m - row * cols < cols ? m - row * cols : cols;
            for (int q = 0; q < rm; q++) rk[q].key = c->e.x[slot[rk[q].id]];
            sort_keys(rk, rm);
            for (int q = 0; q < rm; q++) set_target(c, rk[q].id, x0 + (float)q * P, y0 + (float)row * P);
        }
    }
}

void crowd_arrange(Crowd *c, CrowdFormation f)
{
    if (c->count == 0) return;
    int half = (c->count + 1) / 2;
    if (f == CROWD_CIRCLE) {
        arrange_circle(c);
    } else if (f == CROWD_GROUPS) {
        arrange_groups(c);
    } else if (f == CROWD_BLOCKS) {
        int cols = (int)ceilf(sqrtf((float)half));
        arrange_sides(c, (half + cols - 1) / cols, cols);
    } else if (f == CROWD_LINES) {
        int rows = (int)((c->arena_h - 2.0f * P) / P);
        if (rows > half) rows = half;
        arrange_sides(c, rows, (half + rows - 1) / rows);
    } else {
        return;
    }
    c->formation = f;
    jitter_targets(c);
}

/* ---- B: swap places within the formation ---- */

void crowd_swap(Crowd *c)
{
    int n = c->count;
    float w = c->arena_w, h = c->arena_h;
    CrowdArrays *e = &c->e;
    const uint32_t *slot = crowd_slots(c);
    switch (c->formation) {
    case CROWD_SCATTERED:
    case CROWD_CIRCLE:
        /* "Randomly switch places": a random permutation of the targets (Fisher-Yates). */
        for (int i = n - 1; i > 0; i--) {
            uint32_t a = slot[i], b = slot[rng_below(&c->rng, (uint32_t)i + 1)];
            float tx = e->tx[a], ty = e->ty[a];
            e->tx[a] = e->tx[b];
            e->ty[a] = e->ty[b];
            e->tx[b] = tx;
            e->ty[b] = ty;
        }
        break;
    case CROWD_BLOCKS:
        /* "Exchange sides": each block moves over by half the arena, keeping its shape. */
        for (int s = 0; s < n; s++) e->tx[s] += e->tx[s] < 0.5f * w ? 0.5f * w : -0.5f * w;
        break;
    case CROWD_GROUPS: swap_groups(c); break;
    case CROWD_LINES:
        /* "Invert the line and switch sides": a point reflection through the centre, so
         * every path crosses the middle, the seed's stress test for avoidance. */
        for (int s = 0; s < n; s++) {
            e->tx[s] = w - e->tx[s];
            e->ty[s] = h - e->ty[s];
        }
        break;
    default: return;
    }
    jitter_targets(c);
}

static const char *const FORMATION_NAMES[CROWD_FORMATION_COUNT] = {"scattered", "circle", "groups", "blocks", "lines"};

const char *crowd_formation_name(CrowdFormation f)
{
    return (unsigned)f < CROWD_FORMATION_COUNT ? FORMATION_NAMES[f] : "?";
}

int crowd_formation_find(const char *name)
{
    for (int f = 0; f < CROWD_FORMATION_COUNT; f++)
        if (strcmp(name, FORMATION_NAMES[f]) == 0) return f;
    return -1;
}
