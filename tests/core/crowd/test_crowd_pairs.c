/* test_crowd_pairs.c: the grid's contact pass meets every touching pair, each once, in
 * the sorted order (by the first circle's sorted position, then the second's), which is
 * the order the collision dots are drawn in. The crowd has a packed square (many
 * circles a cell), a long packed band (rows full of circles) with a few circles along
 * its top, and a sparse field whose rows begin with a chain of circles one above the
 * other, so that blocks of the pass's screen are passed over, sent to the pass, too
 * crowded below to screen, and across the end of a row; with SSE2 and AVX2 screens,
 * on one thread and on three. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "core/base/wide.h"
#include "core/crowd.h"

#define COUNT 3000
#define SPACING 0.75f /* no two circles nearer than this part of their radii's sum */

typedef struct Circle {
    float x, y, r;
} Circle;

typedef struct Pair {
    uint32_t i, j; /* sorted positions, i < j */
    uint32_t a, b; /* their ids */
} Pair;

static Circle circle[COUNT];
static Pair pairs[COUNT * 8];
static Crowd crowd;

static uint32_t rng_state = 12345u;
static float uniform(float lo, float hi)
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return lo + (hi - lo) * (float)(rng_state >> 8) / 16777216.0f;
}

/* Circles [from, to) at random places in the box, none nearer another one from `near`
 * on than SPACING allows (a pair that deep would not bounce: no dot), `tries` places
 * each before the box counts as full; returns the first circle not placed. */
static int scatter(int near, int from, int to, float x0, float y0, float w, float h, float rmax, int tries)
{
    int n = from;
    for (int k = from; k < to; k++) {
        for (int t = 0; t < tries; t++) {
            Circle c = {uniform(x0, x0 + w), uniform(y0, y0 + h), uniform(CROWD_RADIUS_MIN_PX, rmax)};
            bool free = true;
            for (int m = near; m < n && free; m++) {
                float dx = c.x - circle[m].x, dy = c.y - circle[m].y, near = SPACING * (c.r + circle[m].r);
                free = dx * dx + dy * dy >= near * near;
            }
            if (free) {
                circle[n++] = c;
                break;
            }
        }
    }
    return n;
}

static void layout(void)
{
    int n = scatter(0, 0, 800, 100.0f, 100.0f, 420.0f, 420.0f, 10.0f, 30); /* packed square */
    int band = n;
    n = scatter(band, band, band + 600, 700.0f, 100.0f, 3000.0f, 50.0f, 12.0f, 30); /* packed band */
    n = scatter(band, n, n + 60, 700.0f, 70.0f, 3000.0f, 30.0f, 12.0f, 30);         /* a few along its top */
    int chain = n;
    for (; n < chain + 20; n++) /* down the left edge, each touching the next (few in one cell) */
        circle[n] = (Circle){60.0f, 700.0f + 30.0f * (float)(n - chain), CROWD_RADIUS_MAX_PX};
    n = scatter(chain, n, COUNT, 100.0f, 700.0f, 3600.0f, 600.0f, CROWD_RADIUS_MAX_PX, 1000); /* long rows */
    cr_assert_eq(n, COUNT, "the sparse field has room for the rest");
}

static int by_position(const void *pa, const void *pb)
{
    const Pair *p = pa, *q = pb;
    if (p->i != q->i) return p->i < q->i ? -1 : 1;
    return p->j < q->j ? -1 : p->j > q->j;
}

/* Every touching pair (the contact test's float expression), in the sorted order the
 * last sort left; each must be in neighbouring cells, or the grid could not find it. */
static int touching_pairs(const Crowd *c)
{
    static uint32_t pos[COUNT];
    uint32_t stride = (uint32_t)c->grid_w + 2;
    for (uint32_t p = 0; p < COUNT; p++) pos[c->e.id[c->order[p]]] = p;
    int n = 0;
    for (uint32_t a = 0; a < COUNT; a++) {
        for (uint32_t b = a + 1; b < COUNT; b++) {
            float dx = circle[b].x - circle[a].x, dy = circle[b].y - circle[a].y, rsum = circle[a].r + circle[b].r;
            if (dx * dx + dy * dy > rsum * rsum) continue;
            cr_assert_lt(n, COUNT * 8);
            uint32_t i = pos[a] < pos[b] ? pos[a] : pos[b], j = pos[a] ^ pos[b] ^ i;
            uint32_t step = c->key[j] - c->key[i];
            cr_assert(step <= 1 || (step + 1 >= stride && step <= stride + 1), "a pair in cells apart");
            pairs[n++] = (Pair){i, j, c->e.id[c->order[i]], c->e.id[c->order[j]]};
        }
    }
    qsort(pairs, (size_t)n, sizeof *pairs, by_position);
    return n;
}

static int most_in_a_cell(const Crowd *c)
{
    int most = 1, run = 1;
    for (int p = 1; p < COUNT; p++) {
        run = c->key[p] == c->key[p - 1] ? run + 1 : 1;
        most = run > most ? run : most;
    }
    return most;
}

/* Each pair approaches (velocity -x/2, -y/2: a relative velocity of half the distance,
 * exactly) and was apart a tick ago (not deeper than SPACING), so each leaves a dot. */
static void expect_dots_in_sorted_order(int level, int threads)
{
    cr_assert(crowd_init(&crowd, 3));
    crowd.avoid = false;
    crowd.wide = level;
    crowd.threads = threads;
    crowd.thread_min_count = 2;
    cr_assert(crowd_load(&crowd, COUNT));
    for (int id = 0; id < COUNT; id++) {
        Circle k = circle[id];
        CrowdEntity e = {.x = k.x, .y = k.y, .vx = -0.5f * k.x, .vy = -0.5f * k.y, .r = k.r, .tx = k.x, .ty = k.y};
        crowd_set(&crowd, id, &e);
    }
    crowd_collide(&crowd);
    int n = touching_pairs(&crowd);
    cr_assert_gt(n, 1000, "the packed parts touch");
    cr_assert_geq(most_in_a_cell(&crowd), 6, "some cells are crowded");
    cr_assert_eq(crowd.collisions, (uint64_t)n, "every touching pair met once");
    cr_assert_eq(crowd.dot_count, n);
    for (int k = 0; k < n; k++) {
        Circle a = circle[pairs[k].a], b = circle[pairs[k].b];
        float rsum = a.r + b.r, x = (a.x * b.r + b.x * a.r) / rsum, y = (a.y * b.r + b.y * a.r) / rsum;
        CrowdDot d = crowd.dots[(crowd.dot_next - n + k + crowd.dot_cap) % crowd.dot_cap];
        cr_assert(d.x == x && d.y == y, "dot %d of %d: positions %u and %u out of order", k, n, pairs[k].i, pairs[k].j);
    }
    crowd_free(&crowd);
}

Test(crowd_pairs, every_touching_pair_leaves_its_dot_in_the_sorted_order)
{
    layout();
    for (int threads = 1; threads <= 3; threads += 2) {
        expect_dots_in_sorted_order(WIDE_PLAIN, threads);
        if (wide_level() >= WIDE_AVX2) expect_dots_in_sorted_order(WIDE_AVX2, threads);
    }
}
