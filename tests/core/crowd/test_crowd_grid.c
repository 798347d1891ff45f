/* test_crowd_grid.c: the grid finds every pair the naive broadphase finds in the cases
 * its sort and its walks along the sorted cells handle apart: circles that jump far
 * from one tick to the next (the sort starts from the last tick's order), a crowd
 * spread so wide that the avoidance has no table of cells (it walks the sorted keys
 * instead), a grid that changes width from tick to tick (the cells are worked out four
 * at a time, the last few of each thread's share one by one), a copy (which starts
 * its sort afresh), and any number of threads. And the sort of the entries itself, on
 * lists the walk finishes and on lists it hands over to the radix sort part way. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/hash.h"
#include "core/base/rng.h"
#include "core/crowd.h"
#include "core/crowd/crowd_sort.h"

static Crowd crowd;

static void start(uint64_t seed, int count, CrowdBroadphase bp, bool avoid)
{
    cr_assert(crowd_init(&crowd, seed));
    crowd.avoid = avoid;
    crowd.broadphase = bp;
    crowd.threads = 1;
    cr_assert(crowd_load(&crowd, count));
    crowd_arrange(&crowd, CROWD_CIRCLE);
}

/* Every 25 ticks, every seventh circle is put down on the place of another one far
 * along the crowd (and its target with it): rows and cells change all at once. */
static uint64_t run_with_jumps(CrowdBroadphase bp, bool avoid)
{
    start(21, 600, bp, avoid);
    for (int t = 0; t < 200; t++) {
        if (t % 25 == 10) {
            for (int id = 0; id < crowd.count; id += 7) {
                CrowdEntity far = crowd_get(&crowd, (id + crowd.count / 2) % crowd.count);
                CrowdEntity e = crowd_get(&crowd, id);
                e.x = far.x + 3.0f;
                e.y = far.y - 2.0f;
                e.tx = far.tx;
                e.ty = far.ty;
                crowd_set(&crowd, id, &e);
            }
        }
        crowd_step(&crowd);
    }
    cr_expect_gt(crowd.collisions, 0, "the jumps land on other circles");
    uint64_t h = crowd_hash(&crowd, HASH_INIT);
    crowd_free(&crowd);
    return h;
}

Test(crowd_grid, circles_that_jump_far_between_ticks_are_still_met_by_every_neighbour)
{
    cr_expect_eq(run_with_jumps(CROWD_GRID, false), run_with_jumps(CROWD_NAIVE, false), "without avoidance");
    cr_expect_eq(run_with_jumps(CROWD_GRID, true), run_with_jumps(CROWD_NAIVE, true), "with avoidance");
}

/* Two packed groups a million pixels apart, walking through each other to the other
 * side: the avoidance's cells are far too many for a table, and its windows are found
 * by walking along the sorted cells. */
static uint64_t run_spread(CrowdBroadphase bp)
{
    start(5, 200, bp, true);
    for (int id = 0; id < crowd.count; id++) {
        float far = id % 2 ? 1.0e6f : 0.0f, x = far + (float)(id / 2 % 10) * 30.0f, y = (float)(id / 20) * 30.0f;
        CrowdEntity e = {.x = x, .y = y, .r = 12.0f, .tx = x + (id % 3 ? 400.0f : -400.0f), .ty = y};
        crowd_set(&crowd, id, &e);
    }
    for (int t = 0; t < 300; t++) crowd_step(&crowd);
    cr_expect_gt(crowd.collisions, 0, "the groups bumped into themselves");
    uint64_t h = crowd_hash(&crowd, HASH_INIT);
    crowd_free(&crowd);
    return h;
}

Test(crowd_grid, a_crowd_spread_far_apart_with_avoidance_meets_every_neighbour)
{
    cr_expect_eq(run_spread(CROWD_GRID), run_spread(CROWD_NAIVE));
}

/* 1,003 circles walking from where they were loaded into a ring: the grid's width
 * changes as they go (each circle's last cell is read in the new width), and with three
 * threads each share of the entities ends in a few that are not a group of four. */
static uint64_t run_changing_width(CrowdBroadphase bp, int *widths)
{
    start(13, 1003, bp, false);
    crowd.threads = 3;
    crowd.thread_min_count = 2;
    int last = -1;
    *widths = 0;
    for (int t = 0; t < 150; t++) {
        crowd_step(&crowd);
        *widths += crowd.grid_w != last;
        last = crowd.grid_w;
    }
    cr_expect_gt(crowd.collisions, 0, "the circles bumped into each other");
    uint64_t h = crowd_hash(&crowd, HASH_INIT);
    crowd_free(&crowd);
    return h;
}

Test(crowd_grid, a_grid_that_changes_width_between_ticks_meets_every_neighbour)
{
    int widths, naive_widths;
    uint64_t grid = run_changing_width(CROWD_GRID, &widths);
    cr_expect_eq(grid, run_changing_width(CROWD_NAIVE, &naive_widths));
    cr_expect_gt(widths, 2, "the grid changed width during the run");
}

/* A copy taken mid-run (the grid's order is not copied) and the original, stepped on
 * with 1 and 3 threads, reach the same state as an uncopied run. */
Test(crowd_grid, a_copy_and_any_number_of_threads_step_to_the_same_state)
{
    static Crowd copy;
    start(9, 20000, CROWD_GRID, false);
    for (int t = 0; t < 40; t++) crowd_step(&crowd);
    cr_assert(crowd_init(&copy, 9));
    cr_assert(crowd_copy(&copy, &crowd));
    copy.threads = 3;
    copy.thread_min_count = 2;
    for (int t = 0; t < 40; t++) {
        crowd_step(&crowd);
        crowd_step(&copy);
    }
    cr_expect_eq(crowd_hash(&copy, HASH_INIT), crowd_hash(&crowd, HASH_INIT));
    cr_expect_eq(crowd_overlaps(&copy, 0.5f), crowd_overlaps(&crowd, 0.5f), "the same overlaps are found");
    crowd_free(&copy);
    crowd_free(&crowd);
}

/* The motion works out each circle's cell in the grid of the tick for the next sort,
 * which takes them when its grid is the same one (crowd_grid.h). A crowd stepped so and
 * one whose sort works every cell out from the positions sort exactly alike: the same
 * order and cells every tick, and the same state. Most ticks take the motion's cells. */
static void expect_motion_cells_sort_alike(bool avoid, int threads)
{
    static Crowd slow;
    start(17, 16000, CROWD_GRID, avoid);
    crowd.threads = threads;
    crowd.thread_min_count = 2;
    cr_assert(crowd_init(&slow, 17));
    slow.avoid = avoid;
    slow.threads = 1;
    cr_assert(crowd_load(&slow, 16000));
    crowd_arrange(&slow, CROWD_CIRCLE);
    int taken = 0;
    for (int t = 0; t < 150; t++) {
        taken += crowd.cells_ok;
        slow.cells_ok = false; /* every cell from the positions */
        crowd_step(&crowd);
        crowd_step(&slow);
        cr_assert(!memcmp(crowd.order, slow.order, (size_t)crowd.count * sizeof *crowd.order),
                  "tick %d: the sorted order differs", t);
        cr_assert(!memcmp(crowd.key, slow.key, (size_t)crowd.count * sizeof *crowd.key), "tick %d: the cells differ",
                  t);
        cr_assert_eq(crowd_hash(&crowd, HASH_INIT), crowd_hash(&slow, HASH_INIT), "tick %d", t);
    }
    cr_expect_gt(taken, 110, "only %d of 150 sorts took the motion's cells", taken);
    crowd_free(&slow);
    crowd_free(&crowd);
}

Test(crowd_grid, the_motions_cells_sort_exactly_as_the_positions_do)
{
    expect_motion_cells_sort_alike(false, 1);
    expect_motion_cells_sort_alike(false, 3);
    expect_motion_cells_sort_alike(true, 1);
}

/* When the grid's corner moves by whole cells or its width changes, the cells of the
 * last sort are converted to the new grid, so those that kept theirs stay in order; a
 * crowd sorted so, and one sorted from scratch every tick, sort exactly alike, with
 * circles put down far away now and then (those take the sort's own pass). */
Test(crowd_grid, a_grid_that_moves_sorts_exactly_as_a_sort_from_scratch)
{
    static Crowd fresh;
    start(31, 5000, CROWD_GRID, false);
    crowd.threads = 3;
    crowd.thread_min_count = 2;
    cr_assert(crowd_init(&fresh, 31));
    fresh.avoid = false;
    cr_assert(crowd_load(&fresh, 5000));
    crowd_arrange(&fresh, CROWD_CIRCLE);
    int moved = 0;
    for (int t = 0; t < 240; t++) {
        if (t % 30 == 29)
            for (int id = 0; id < crowd.count; id += 11) {
                CrowdEntity e = crowd_get(&crowd, id);
                e.x += 400.0f;
                crowd_set(&crowd, id, &e);
                crowd_set(&fresh, id, &e);
            }
        float x0 = crowd.grid_x0, y0 = crowd.grid_y0;
        int w = crowd.grid_w;
        fresh.keys_ok = false; /* every cell from the positions, no last order to keep */
        crowd_step(&crowd);
        crowd_step(&fresh);
        moved += t > 0 && (crowd.grid_x0 != x0 || crowd.grid_y0 != y0 || crowd.grid_w != w);
        cr_assert(!memcmp(crowd.order, fresh.order, (size_t)crowd.count * sizeof *crowd.order), "tick %d: the order",
                  t);
        cr_assert(!memcmp(crowd.key, fresh.key, (size_t)crowd.count * sizeof *crowd.key), "tick %d: the cells", t);
    }
    cr_expect_gt(moved, 3, "the grid moved or changed width %d times", moved);
    cr_expect_eq(crowd_hash(&crowd, HASH_INIT), crowd_hash(&fresh, HASH_INIT));
    crowd_free(&fresh);
    crowd_free(&crowd);
}

/* The sort's merge is cut into parts, one a thread, each starting where a merge of the
 * whole would be at its first position: the sorted order, the cells and the copies the
 * pairs read are the same with 1, 2 and 3 threads, every tick, with and without the
 * avoidance (which reads copies of the velocities too). */
static void expect_same_sort(bool avoid)
{
    static Crowd many[3];
    for (int k = 0; k < 3; k++) {
        cr_assert(crowd_init(&many[k], 23));
        many[k].avoid = avoid;
        many[k].threads = k + 1;
        many[k].thread_min_count = 2;
        cr_assert(crowd_load(&many[k], 12000));
        crowd_arrange(&many[k], CROWD_CIRCLE);
    }
    size_t n = 12000;
    for (int t = 0; t < 100; t++)
        for (int k = 0; k < 3; k++) {
            crowd_step(&many[k]);
            if (k == 0) continue;
            const Crowd *a = &many[0], *b = &many[k];
            cr_assert(!memcmp(a->order, b->order, n * sizeof *a->order), "tick %d, %d threads: the order", t, k + 1);
            cr_assert(!memcmp(a->key, b->key, n * sizeof *a->key), "tick %d, %d threads: the cells", t, k + 1);
            cr_assert(!memcmp(a->back.x, b->back.x, n * sizeof *a->back.x), "tick %d: the x copies", t);
            cr_assert(!memcmp(a->back.r, b->back.r, n * sizeof *a->back.r), "tick %d: the radius copies", t);
            if (avoid) cr_assert(!memcmp(a->back.vy, b->back.vy, n * sizeof *a->back.vy), "tick %d: the vy copies", t);
        }
    for (int k = 0; k < 3; k++) crowd_free(&many[k]);
}

Test(crowd_grid, the_sort_is_the_same_on_any_number_of_threads)
{
    expect_same_sort(false);
    expect_same_sort(true);
}

static int entry_order(const void *pa, const void *pb)
{
    uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
    return (a > b) - (a < b);
}

/* n entries (cell << 32 | slot, slots 0..n-1 so all differ) in ascending cells, then
 * `far` of them given a cell `jump` away and `near` a cell one or two away: what a
 * tick's moved list looks like, listed in the last tick's order. */
static void moved_list(Rng *rng, uint64_t *v, uint32_t n, uint32_t far, uint32_t near, uint32_t jump)
{
    uint32_t cell = 1000;
    for (uint32_t i = 0; i < n; i++) {
        cell += rng_below(rng, 3);
        v[i] = (uint64_t)cell << 32 | i;
    }
    for (uint32_t k = 0; k < far && n; k++) {
        uint32_t i = rng_below(rng, n), c = (uint32_t)(v[i] >> 32);
        c = rng_below(rng, 2) ? c + jump : (c > jump ? c - jump : 0);
        v[i] = (uint64_t)c << 32 | (uint32_t)v[i];
    }
    for (uint32_t k = 0; k < near && n; k++) {
        uint32_t i = rng_below(rng, n), c = (uint32_t)(v[i] >> 32) + rng_below(rng, 5);
        v[i] = (uint64_t)(c > 2 ? c - 2 : 0) << 32 | (uint32_t)v[i];
    }
}

Test(crowd_grid, the_entries_sort_into_the_one_ascending_order_however_far_they_lie)
{
    enum { MAX = 70000 };
    static uint64_t v[MAX], want[MAX], tmp[MAX];
    struct {
        uint32_t n, far, near, jump;
    } cases[] = {
        {0, 0, 0, 1},
        {1, 0, 0, 1},
        {2, 1, 0, 5},
        {500, 0, 0, 1},
        {500, 20, 100, 40},
        {5000, 50, 800, 900},
        {60000, 9000, 9000, 3000},   /* walks past its budget */
        {70000, 70000, 0, 1u << 29}, /* cells far apart: every pass */
    };
    Rng rng;
    rng_seed(&rng, 5);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (int rep = 0; rep < 3; rep++) {
            uint32_t n = cases[c].n;
            moved_list(&rng, v, n, cases[c].far, cases[c].near, cases[c].jump);
            memcpy(want, v, n * sizeof *v);
            qsort(want, n, sizeof *want, entry_order);
            crowd_sort_entries(v, n, tmp);
            cr_assert(memcmp(v, want, n * sizeof *v) == 0, "case %zu, repeat %d: %u entries out of order", c, rep, n);
        }
    }
    /* Backwards: the walk stops at once and nearly all goes to the radix sort. */
    for (uint32_t i = 0; i < MAX; i++) v[i] = (uint64_t)(MAX - i) << 32 | (uint32_t)(i * 2654435761u);
    memcpy(want, v, sizeof v);
    qsort(want, MAX, sizeof *want, entry_order);
    crowd_sort_entries(v, MAX, tmp);
    cr_assert(memcmp(v, want, sizeof v) == 0);
}
