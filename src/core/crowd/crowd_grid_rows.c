/* crowd_grid_rows.c: looking things up in the grid's sorted order (crowd_grid.h): the
 * first position of a row (the pairs' stripes), and the table of where each cell starts
 * (the avoidance's windows). */
#include <stdint.h>
#include <string.h>

#include "core/crowd/crowd_grid.h"

bool crowd_grid_table(Crowd *c)
{
    int cells = (c->grid_w + 2) * (c->grid_h + 1) + 3;
    if (cells > c->cell_cap + 2) return false;
    uint32_t *start = c->cell_start, n = (uint32_t)c->count;
    memset(start, 0xff, (size_t)cells * sizeof *start);
    for (uint32_t d = n; d-- > 0;) start[c->key[d]] = d; /* the smallest position of each cell last */
    /* An empty cell begins where the next one does: a running minimum from the end, no
     * branch. */
    uint32_t next = n;
    for (int k = cells; k-- > 0;) {
        next = start[k] < next ? start[k] : next;
        start[k] = next;
    }
    return true;
}

uint32_t crowd_grid_row_start(const Crowd *c, int row)
{
    uint32_t first = (uint32_t)row * ((uint32_t)c->grid_w + 2), lo = 0, hi = (uint32_t)c->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->key[mid] < first) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The grid for the entities' bounds: square cells of `cell` pixels, or bigger for a
 * crowd spread so thin that the keys would not fit. Its corner and its size move in
 * steps of GRID_SNAP cells, so that from one tick to the next it is nearly always the
 * same grid, and the motion can work out each entity's cell in it (crowd_grid.h). A
 * function of the bounds alone. */
