/* tiled_objects.c: object layers' shapes into cells (see tiled_objects.h). Each shape
 * visits only the cells of its own box, a polygon row by row from its edges' crossings,
 * so the work is the cells it covers plus its rows times its corners; that sum is
 * worked out for every shape before the first is drawn, and a file past the budget is
 * refused at once with the shape that passes it. */
#include "import/tiled_objects.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_shapes.h"

#define SLACK_PX 0.01

bool tiled_objects_finish(TiledObject *o)
{
    if (!isfinite(o->x) || !isfinite(o->y)) return false;
    if (o->kind == TILED_OBJECT_RECT || o->kind == TILED_OBJECT_ELLIPSE)
        return isfinite(o->w) && isfinite(o->h) && o->w > 0 && o->h > 0;
    bool line = o->kind == TILED_OBJECT_LINE;
    if (!o->points || o->point_count < (line ? 2 : 3)) return false;
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
    if (line) return o->w > 0 || o->h > 0;
    return o->w > 0 && o->h > 0 && tiled_polygon_area(o->points, o->point_count) > 0;
}

/* One layer's drawing: where it writes, what it counts. */
typedef struct Raster {
    TiledModel *m;
    uint8_t *seen;  /* a bit per cell: made to block by this layer already */
    uint8_t *top;   /* per column: a one-way shape's top row is taken */
    double *cross;  /* a polygon's crossings on one row */
    long long made; /* cells this layer made block */
    long shape_made;
    bool odd; /* the shape covered a cell neither whole nor along an edge */
} Raster;

/* Cells [*lo, *hi) along one axis that the span [a, a + len] pixels touches, inside the map. */
static void cell_span(double a, double len, int tile, int cells, int *lo, int *hi)
{
    double first = floor(a / tile), last = ceil((a + len) / tile);
    if (last == first) last++;
    *lo = first < 0 ? 0 : first > cells ? cells : (int)first;
    *hi = last < 0 ? 0 : last > cells ? cells : (int)last;
}

static void put(Raster *r, int i, int j, int sides)
{
    TiledModel *m = r->m;
    size_t c = (size_t)j * (size_t)m->w + (size_t)i;
    if (sides <= 0) return;
    if (!(r->seen[c / 8] & (1u << (c % 8)))) {
        r->seen[c / 8] |= (uint8_t)(1u << (c % 8));
        r->made++;
        r->shape_made++;
    }
    m->cells[c] |= (uint8_t)sides;
}

/* A one-way shape is its top: per column only the first row it covers. */
static void put_cell(Raster *r, int i, int j, int sides)
{
    if (sides == SIDE_UP) {
        if (r->top[i]) return;
        r->top[i] = 1;
    }
    put(r, i, j, sides);
}

static double overlap(double a0, double a1, double b0, double b1)
{
    double lo = fmax(a0, b0), hi = fmin(a1, b1);
    return hi > lo ? hi - lo : 0;
}

static void draw_rect(Raster *r, const TiledObject *o, int sides, int i0, int i1, int j0, int j1)
{
    double t = r->m->tile, share = r->m->rules->edge_share;
    double thin = share * t + (share < 0.5 ? SLACK_PX : -SLACK_PX);
    for (int j = j0; j < j1; j++)
        for (int i = i0; i < i1; i++) {
            double ox = overlap(o->x, o->x + o->w, i * t, (i + 1) * t);
            double oy = overlap(o->y, o->y + o->h, j * t, (j + 1) * t);
            if (ox * oy >= 0.5 * t * t) {
                put_cell(r, i, j, sides);
                continue;
            }
            int edge = 0;
            if (ox >= t - SLACK_PX && oy > 0 && oy <= thin)
                edge = o->y <= j * t + SLACK_PX ? SIDE_UP : o->y + o->h >= (j + 1) * t - SLACK_PX ? SIDE_DOWN : 0;
            else if (oy >= t - SLACK_PX && ox > 0 && ox <= thin)
                edge = o->x <= i * t + SLACK_PX ? SIDE_LEFT : o->x + o->w >= (i + 1) * t - SLACK_PX ? SIDE_RIGHT : 0;
            int s = sides == SIDE_ALL ? edge : sides & edge;
            if (s) put(r, i, j, s);
            else if (ox * oy > 0) r->odd = true;
        }
}

/* The cells whose centre lies in [xa, xb) on row j. */
static void fill_row(Raster *r, int j, double xa, double xb, int sides)
{
    double t = r->m->tile;
    double lo = ceil(xa / t - 0.5), hi = ceil(xb / t - 0.5);
    int i0 = lo < 0 ? 0 : lo > r->m->w ? r->m->w : (int)lo, i1 = hi < 0 ? 0 : hi > r->m->w ? r->m->w : (int)hi;
    for (int i = i0; i < i1; i++) put_cell(r, i, j, sides);
}

static void draw_ellipse(Raster *r, const TiledObject *o, int sides, int j0, int j1)
{
    double t = r->m->tile, rx = o->w / 2, ry = o->h / 2, ex = o->x + rx, ey = o->y + ry;
    for (int j = j0; j < j1; j++) {
        double dy = ((j + 0.5) * t - ey) / ry;
        if (dy * dy > 1.0) continue;
        double half = rx * sqrt(1.0 - dy * dy);
        /* Centres within the half width, both ends included. */
        fill_row(r, j, ex - half, nextafter(ex + half, INFINITY), sides);
    }
}

static int cmp_double(const void *a, const void *b)
{
    double p = *(const double *)a, q = *(const double *)b;
    return p < q ? -1 : p > q;
}

/* Even-odd: a centre is inside when an odd number of edges
 * cross its row to its right. */
static void draw_polygon(Raster *r, const TiledObject *o, int sides, int j0, int j1)
{
    double t = r->m->tile;
    const double *p = o->points;
    int n = o->point_count;
    for (int j = j0; j < j1; j++) {
        double cy = (j + 0.5) * t;
        int c = 0;
        for (int k = 0, q = n - 1; k < n; q = k++) {
            double yk = p[2 * k + 1], yq = p[2 * q + 1];
            if ((yk > cy) != (yq > cy)) r->cross[c++] = (p[2 * q] - p[2 * k]) * (cy - yk) / (yq - yk) + p[2 * k];
        }
        if (c > 1) qsort(r->cross, (size_t)c, sizeof *r->cross, cmp_double);
        for (int k = 0; k + 1 < c; k += 2) fill_row(r, j, r->cross[k], r->cross[k + 1], sides);
    }
}

/* A line's sides where it lies: a one-way top, or solid with the rules' `lines solid`. */
static void draw_line(Raster *r, const TiledObject *o, int sides)
{
    TiledModel *m = r->m;
    double t = m->tile;
    int top = sides == SIDE_UP || !m->rules->lines_solid ? SIDE_UP : SIDE_ALL;
    m->stats.lines++;
    for (int k = 0; k + 1 < o->point_count; k++) {
        double xa = o->points[2 * k], ya = o->points[2 * k + 1], xb = o->points[2 * k + 2], yb = o->points[2 * k + 3];
        if (fabs(xb - xa) <= SLACK_PX) { /* upright: the side of the cell to its right */
            long col = lround(xa / t);
            int s = top == SIDE_ALL ? SIDE_ALL : col < m->w ? SIDE_LEFT : SIDE_RIGHT;
            if (col == m->w) col--;
            double lo = ceil(fmin(ya, yb) / t - 0.5), hi = floor(fmax(ya, yb) / t - 0.5);
            for (double j = fmax(lo, 0); col >= 0 && col < m->w && j <= hi && j < m->h; j++)
                put(r, (int)col, (int)j, s);
            continue;
        }
        bool sloped = fabs(yb - ya) > SLACK_PX;
        m->stats.sloped += sloped;
        double lo = ceil(fmin(xa, xb) / t - 0.5), hi = floor(fmax(xa, xb) / t - 0.5);
        for (double i = fmax(lo, 0); i <= hi && i < m->w; i++) {
            double cx = (i + 0.5) * t, y = ya + (yb - ya) * (cx - xa) / (xb - xa);
            long row = lround(y / t); /* the cell whose top is nearest the line */
            if (row >= 0 && row < m->h) put(r, (int)i, (int)row, top);
        }
    }
}

/* Steps a shape costs: the cells of its box, and its rows times its corners for a polygon. */
static unsigned long long work_of(const TiledModel *m, const TiledObject *o)
{
    int i0, i1, j0, j1;
    cell_span(o->x, o->w, m->tile, m->w, &i0, &i1);
    cell_span(o->y, o->h, m->tile, m->h, &j0, &j1);
    unsigned long long rows = (unsigned long long)(j1 - j0), cells = rows * (unsigned long long)(i1 - i0);
    if (o->kind == TILED_OBJECT_POLYGON) return cells + rows * (unsigned long long)(o->point_count + 1);
    if (o->kind == TILED_OBJECT_LINE)
        return (unsigned long long)(i1 - i0 + j1 - j0) * (unsigned long long)o->point_count;
    return cells + rows;
}

static void shape_name(const TiledObject *o, char *out, size_t cap)
{
    if (o->name[0] && o->line) snprintf(out, cap, "object '%s' (line %d)", o->name, o->line);
    else if (o->name[0]) snprintf(out, cap, "object '%s'", o->name);
    else if (o->line) snprintf(out, cap, "the object at line %d", o->line);
    else snprintf(out, cap, "an unnamed object");
}

static bool check_budget(TiledModel *m)
{
    unsigned long long total = 0;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        for (int o = 0; l->read && o < l->object_count; o++) {
            unsigned long long w = work_of(m, &l->objects[o]);
            total += w;
            if (total <= TILED_SHAPE_WORK_MAX) continue;
            char name[96];
            shape_name(&l->objects[o], name, sizeof name);
            return tiled_fail(m, l->objects[o].line, 0,
                              "layer '%s', %s: the object layers' shapes pass %llu steps to turn into cells (this one "
                              "%llu: its box's cells and rows times corners); collide takes at most %llu",
                              l->name, name, total, w, (unsigned long long)TILED_SHAPE_WORK_MAX);
        }
    }
    return true;
}

static void note_odd(Raster *r, const TiledObject *o, int sides)
{
    TiledStats *st = &r->m->stats;
    st->odd_shapes++;
    if (st->odd_named == TILED_NAMED_MAX) return;
    TiledNamed *n = &st->odd[st->odd_named++];
    *n = (TiledNamed){.count = r->shape_made, .sides = sides};
    shape_name(o, n->what, sizeof n->what);
}

static void draw(Raster *r, const TiledLayer *l, const TiledObject *o)
{
    TiledModel *m = r->m;
    int sides = o->sides != TILED_NO_RULE ? o->sides : l->rule;
    if (o->rule >= 0) m->rules->rule[o->rule].objects++;
    else if (o->sides == TILED_NO_RULE && l->user >= 0 && sides > 0) m->rules->rule[l->user].objects++;
    if (sides <= 0) return;
    m->stats.platform += o->platform;
    int i0, i1, j0, j1;
    cell_span(o->x, o->w, m->tile, m->w, &i0, &i1);
    cell_span(o->y, o->h, m->tile, m->h, &j0, &j1);
    if (i0 < i1) memset(r->top + i0, 0, (size_t)(i1 - i0));
    r->shape_made = 0;
    r->odd = o->kind == TILED_OBJECT_ELLIPSE || o->kind == TILED_OBJECT_POLYGON;
    if (o->kind == TILED_OBJECT_RECT) draw_rect(r, o, sides, i0, i1, j0, j1);
    else if (o->kind == TILED_OBJECT_ELLIPSE) draw_ellipse(r, o, sides, j0, j1);
    else if (o->kind == TILED_OBJECT_POLYGON) draw_polygon(r, o, sides, j0, j1);
    else draw_line(r, o, sides);
    if (r->odd) note_odd(r, o, sides);
}

bool tiled_objects_cells(TiledModel *m)
{
    if (!check_budget(m)) return false;
    size_t cells = (size_t)m->w * (size_t)m->h;
    Raster r = {.m = m,
                .seen = calloc(cells / 8 + 1, 1),
                .top = calloc((size_t)m->w, 1),
                .cross = malloc(sizeof(double) * (TILED_POINTS_MAX + 1))};
    bool ok = r.seen && r.top && r.cross;
    if (!ok) tiled_fail(m, 0, 0, "out of memory");
    for (int k = 0; ok && k < m->layer_count; k++) {
        TiledLayer *l = &m->layers[k];
        if (!l->is_objects || !l->read || l->object_count == 0) continue;
        memset(r.seen, 0, cells / 8 + 1); /* each layer counts the cells it made block */
        r.made = 0;
        for (int o = 0; o < l->object_count; o++) draw(&r, l, &l->objects[o]);
        l->made += r.made;
    }
    free(r.seen);
    free(r.top);
    free(r.cross);
    return ok;
}
