/* tiled_objects.c: object layers' shapes into cells (see tiled_objects.h). */
#include "import/tiled_objects.h"

#include <math.h>

#include "import/tiled_shapes.h"

bool tiled_objects_finish(TiledObject *o)
{
    if (!isfinite(o->x) || !isfinite(o->y)) return false;
    if (o->kind != TILED_OBJECT_POLYGON) return isfinite(o->w) && isfinite(o->h) && o->w > 0 && o->h > 0;
    if (!o->points || o->point_count < 3) return false;
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int k = 0; k < o->point_count; k++) {
        double *p = &o->points[2 * k];
        if (!isfinite(p[0]) || !isfinite(p[1])) return false;
        p[0] += o->x;
        p[1] += o->y;
        x0 = fmin(x0, p[0]);
        x1 = fmax(x1, p[0]);
        y0 = fmin(y0, p[1]);
        y1 = fmax(y1, p[1]);
    }
    o->x = x0;
    o->y = y0;
    o->w = x1 - x0;
    o->h = y1 - y0;
    return o->w > 0 && o->h > 0 && tiled_polygon_area(o->points, o->point_count) > 0;
}

/* Cells [*lo, *hi) along one axis that the span [a, a + len) pixels touches, inside the map. */
static void cell_span(double a, double len, int tile, int cells, int *lo, int *hi)
{
    double first = floor(a / tile), last = ceil((a + len) / tile);
    *lo = first < 0 ? 0 : first > cells ? cells : (int)first;
    *hi = last < 0 ? 0 : last > cells ? cells : (int)last;
}

static double overlap(double a0, double a1, double b0, double b1)
{
    double lo = fmax(a0, b0), hi = fmin(a1, b1);
    return hi > lo ? hi - lo : 0;
}

static bool covers(const TiledObject *o, int i, int j, int t)
{
    double cx = (i + 0.5) * t, cy = (j + 0.5) * t;
    if (o->kind == TILED_OBJECT_RECT)
        return overlap(o->x, o->x + o->w, i * t, (i + 1) * t) * overlap(o->y, o->y + o->h, j * t, (j + 1) * t) >=
               0.5 * t * t;
    if (o->kind == TILED_OBJECT_ELLIPSE) {
        double dx = (cx - (o->x + o->w / 2)) / (o->w / 2), dy = (cy - (o->y + o->h / 2)) / (o->h / 2);
        return dx * dx + dy * dy <= 1.0;
    }
    return tiled_polygon_contains(o->points, o->point_count, cx, cy);
}

int tiled_objects_cells(const TiledModel *m, const TiledLayer *l, int rule, uint8_t *cells)
{
    int made = 0;
    for (int k = 0; k < l->object_count; k++) {
        const TiledObject *o = &l->objects[k];
        int sides = o->sides != TILED_NO_RULE ? o->sides : rule;
        if (sides <= 0) continue;
        int i0, i1, j0, j1;
        cell_span(o->x, o->w, m->tile, m->w, &i0, &i1);
        cell_span(o->y, o->h, m->tile, m->h, &j0, &j1);
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                if (!covers(o, i, j, m->tile)) continue;
                uint8_t *c = &cells[j * m->w + i];
                made += *c == 0;
                *c |= (uint8_t)sides;
                /* A one-way platform is its top: the rows under it stay open. */
                if (sides == SIDE_UP) break;
            }
        }
    }
    return made;
}
