/* test_tally.c: the compare view's live tallies and trails (tally.h). Held Right on
 * the tunnel map at 48 px a tick, the methods that read only where a move ends are
 * counted going through the thin walls; the sweeping methods never are. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "core/compare.h"
#include "core/world.h"
#include "support/support.h"

static World *tunnel_run(int ticks)
{
    Map map = {0};
    load_shipped_map("tunnel.map", &map);
    WorldConfig cfg = {.seed = 3, .resolver = RESOLVER_SIMPLEST, .speed_level = 12, .mode = MODE_TILES};
    World *w = malloc(sizeof *w);
    cr_assert(world_init(w, &map, &cfg));
    map_free(&map); /* the world holds its own share */
    cr_assert_eq(world_speed(w), 48.0f);
    Input in = INPUT_NONE;
    in.actions = ACT_COMPARE;
    world_step(w, &in, NULL);
    for (int t = 0; t < ticks; t++) {
        in = INPUT_NONE;
        in.held = IN_RIGHT;
        world_step(w, &in, NULL);
    }
    return w;
}

Test(tally, tunnel_at_48_counts_throughs_of_the_end_readers_only)
{
    World *w = tunnel_run(40);
    for (int r = 0; r < RESOLVER_COUNT; r++) cr_assert_eq(w->log.tally[r].moves, 40, "%s", resolver_info(r)->name);
    cr_assert_gt(w->log.tally[RESOLVER_SIMPLEST].crossed, 0);
    cr_assert_gt(w->log.tally[RESOLVER_PIXEL_ITERATION].crossed, 0);
    cr_assert_eq(w->log.tally[RESOLVER_LINE_SEGMENT].crossed, 0);
    cr_assert_eq(w->log.tally[RESOLVER_MINKOWSKI].crossed, 0);
    cr_assert_eq(w->log.tally[RESOLVER_LINE_SEGMENT].inside, 0);
    cr_assert_eq(w->log.tally[RESOLVER_MINKOWSKI].inside, 0);
    world_free(w);
    free(w);
}

Test(tally, outside_the_hash_and_reset_on_entering_the_ghost_view)
{
    World *w = tunnel_run(10);
    uint64_t h = world_hash(w);
    tally_reset(&w->log);
    cr_assert_eq(world_hash(w), h, "the tallies are not part of the state");
    cr_assert_eq(w->log.tally[0].moves, 0);
    world_free(w);
    free(w);
}

Test(tally, trail_holds_the_last_two_seconds_newest_first)
{
    World *w = tunnel_run(200);
    cr_assert_eq(w->log.trail_len, COMPARE_TRAIL_TICKS);
    float x, y;
    cr_assert(tally_trail_at(&w->log, RESOLVER_MINKOWSKI, 0, &x, &y));
    cr_assert_eq(x, w->bodies[RESOLVER_MINKOWSKI].x);
    cr_assert_eq(y, w->bodies[RESOLVER_MINKOWSKI].y);
    cr_assert_not(tally_trail_at(&w->log, RESOLVER_MINKOWSKI, COMPARE_TRAIL_TICKS, &x, &y));
    world_free(w);
    free(w);
}

/* Line-segment's point and Minkowski's box both stop at the thin wall (41): their
 * centres are half a box apart, but Δ reads them as agreeing. */
Test(tally, delta_reads_a_point_and_a_box_at_the_same_thin_wall_as_agreeing)
{
    World *w = tunnel_run(6);
    const Body *pt = &w->bodies[RESOLVER_LINE_SEGMENT], *box = &w->bodies[RESOLVER_MINKOWSKI];
    cr_assert_eq(resolver_info(RESOLVER_LINE_SEGMENT)->model, BODY_POINT);
    cr_assert_eq(resolver_info(RESOLVER_MINKOWSKI)->model, BODY_BOX);
    cr_assert_lt(pt->x, 8 * 32.0f + 1.0f, "the point stopped at the thin wall: %g", (double)pt->x);
    cr_assert_eq(box->x + box->w * 0.5f, pt->x, "the box's edge is where the point is");
    cr_assert_gt(compare_distance(w, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI), 5.0f);
    cr_assert_lt(compare_delta(w, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI), COMPARE_AGREE_PX, "Δ %g",
                 (double)compare_delta(w, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI));
    cr_assert_gt(compare_delta(w, RESOLVER_LINE_SEGMENT, RESOLVER_SIMPLEST), 32.0f, "simplest went on through");
    world_free(w);
    free(w);
}

/* Before the wall every body is at one place: Δ is 0 there too, not half a box. */
Test(tally, delta_reads_bodies_at_one_place_as_agreeing)
{
    World *w = tunnel_run(2);
    cr_assert_eq(w->bodies[RESOLVER_LINE_SEGMENT].x, w->bodies[RESOLVER_MINKOWSKI].x);
    cr_assert_eq(compare_delta(w, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI), 0.0f);
    world_free(w);
    free(w);
}
