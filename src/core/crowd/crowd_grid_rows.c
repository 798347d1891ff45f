/* crowd_grid_rows.c: looking things up in the grid's sorted order (crowd_grid.h): the
 * first position of a row (the pairs' stripes), and the table of where each cell starts
 * (the avoidance's windows). */
#include <stdint.h>
#include <string.h>

#include "core/crowd/crowd_grid.h"
#include "core/crowd/crowd_threads.h"

/* The first sorted position in cell `k` or a later one (count past the last). */
static uint32_t cell_first(const Crowd *c, uint32_t k)
{
    uint32_t lo = 0, hi = (uint32_t)c->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->key[mid] < k) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

typedef struct TableJob {
    Crowd *c;
    uint32_t cells;
    int parts;
} TableJob;

/* The table's cells [k0, k1), from the positions in them (a range of the sorted order). */
static void table_job(void *ctx, int j)
{
    const TableJob *g = ctx;
    Crowd *c = g->c;
    uint32_t k0 = (uint32_t)((uint64_t)g->cells * (uint32_t)j / (uint32_t)g->parts);
    uint32_t k1 = (uint32_t)((uint64_t)g->cells * (uint32_t)(j + 1) / (uint32_t)g->parts);
    uint32_t *start = c->cell_start, d0 = cell_first(c, k0), next = cell_first(c, k1);
    memset(start + k0, 0xff, (size_t)(k1 - k0) * sizeof *start);
    for (uint32_t d = next; d-- > d0;) start[c->key[d]] = d; /* the smallest position of each cell last */
    /* An empty cell begins where the next one does: a running minimum from the end, no
     * branch. */
    for (uint32_t k = k1; k-- > k0;) {
        next = start[k] < next ? start[k] : next;
        start[k] = next;
    }
}

bool crowd_grid_table(Crowd *c)
{
    int cells = (c->grid_w + 2) * (c->grid_h + 1) + 3;
    if (cells > c->cell_cap + 2) return false;
    int threads = crowd_step_threads(c);
    TableJob job = {c, (uint32_t)cells, threads};
    jobs_run(threads, 0, 1, threads, table_job, &job);
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
