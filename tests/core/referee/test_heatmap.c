/* test_heatmap.c: the failure heat map shows where a method fails on a map: the tunnel
 * at 48 px a tick lights up for the methods that read only where a move ends, and stays
 * dark for the methods that promise never to go through a wall. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/guarantees.h"
#include "core/resolver.h"
#include "support/support.h"

static Map map;
static Heatmap heat, again;

static long total(const Heatmap *h, int which)
{
    long n = 0;
    for (int k = 0; k < h->w * h->h; k++) {
        const HeatCell *c = &h->cells[k];
        n += which == 0 ? c->tried : which == 1 ? c->crossed : which == 2 ? c->inside : c->short_stop;
    }
    return n;
}

Test(heatmap, simplest_goes_through_the_tunnels_thin_walls_at_48_px_a_tick)
{
    load_shipped_map("tunnel.map", &map);
    guarantees_heatmap(&heat, resolver_info(RESOLVER_SIMPLEST), &map, 48.0f, 1);
    cr_expect_eq(heat.w, map.w);
    cr_expect_gt(total(&heat, 0), 1000, "moves were tried from the free cells");
    cr_expect_gt(total(&heat, 1), 0, "some moves went through a wall");
    /* A solid cell tries nothing: the body cannot start inside it. */
    for (int k = 0; k < map.w * map.h; k++)
        if (map.cells[k] == SIDE_ALL) cr_expect_eq(heat.cells[k].tried, 0);
}

Test(heatmap, line_segment_and_minkowski_never_go_through_or_end_inside_a_wall)
{
    load_shipped_map("tunnel.map", &map);
    static const int methods[] = {RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI};
    for (int k = 0; k < 2; k++) {
        guarantees_heatmap(&heat, resolver_info(methods[k]), &map, 48.0f, 1);
        cr_expect_gt(total(&heat, 0), 1000);
        cr_expect_eq(total(&heat, 1), 0, "%s crossed", resolver_info(methods[k])->name);
        cr_expect_eq(total(&heat, 2), 0, "%s ended inside", resolver_info(methods[k])->name);
    }
}

Test(heatmap, the_same_seed_gives_the_same_picture)
{
    load_shipped_map("grid_wall_tips.map", &map);
    guarantees_heatmap(&heat, resolver_info(RESOLVER_GRID_REGION), &map, 16.0f, 7);
    guarantees_heatmap(&again, resolver_info(RESOLVER_GRID_REGION), &map, 16.0f, 7);
    cr_assert(heat.w == again.w && heat.h == again.h);
    cr_expect(memcmp(heat.cells, again.cells, sizeof *heat.cells * (size_t)(heat.w * heat.h)) == 0);
}
