/* tiled_shapes.c: a tile's collision shapes as sides (see tiled_shapes.h). Tiled snaps
 * shapes to whole pixels but stores floats, so comparisons allow a hundredth of a pixel. */
#include "import/tiled_shapes.h"

#include <math.h>

#define SLACK_PX 0.01

static bool finite4(double a, double b, double c, double d)
{
    return isfinite(a) && isfinite(b) && isfinite(c) && isfinite(d);
}

static double clamp(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* The part of the box inside the tile, in pixels. */
static double box_area_inside(const TiledShapes *s, double x, double y, double w, double h)
{
    double x0 = clamp(x, 0, s->tile_w), x1 = clamp(x + w, 0, s->tile_w);
    double y0 = clamp(y, 0, s->tile_h), y1 = clamp(y + h, 0, s->tile_h);
    return (x1 - x0) * (y1 - y0);
}

/* An upright box: the whole tile, a thin edge, or something else. */
static void take_box(TiledShapes *s, double x, double y, double w, double h)
{
    double tw = s->tile_w, th = s->tile_h;
    bool spans_x = x <= SLACK_PX && x + w >= tw - SLACK_PX;
    bool spans_y = y <= SLACK_PX && y + h >= th - SLACK_PX;
    /* At the share's top, half a tile, the edge must be thinner than it: a half-tile
     * rectangle covers half the tile and is solid by the half rule. */
    double slack = s->edge_share < 0.5 ? SLACK_PX : -SLACK_PX;
    bool thin_y = h <= th * s->edge_share + slack, thin_x = w <= tw * s->edge_share + slack;
    if (spans_x && spans_y) s->whole = true;
    else if (spans_x && thin_y && y <= SLACK_PX) s->edges |= SIDE_UP;
    else if (spans_x && thin_y && y + h >= th - SLACK_PX) s->edges |= SIDE_DOWN;
    else if (spans_y && thin_x && x <= SLACK_PX) s->edges |= SIDE_LEFT;
    else if (spans_y && thin_x && x + w >= tw - SLACK_PX) s->edges |= SIDE_RIGHT;
    else s->other = true;
    s->area += box_area_inside(s, x, y, w, h);
}

void tiled_shapes_line(TiledShapes *s)
{
    s->line = true;
}

void tiled_shapes_rect(TiledShapes *s, double x, double y, double w, double h, double rotation)
{
    if (!finite4(x, y, w, h) || !isfinite(rotation) || w < 0 || h < 0) return;
    if ((w == 0) != (h == 0)) {
        tiled_shapes_line(s);
        return;
    }
    if (w == 0) return;
    if (fmod(rotation, 360.0) == 0.0) {
        take_box(s, x, y, w, h);
        return;
    }
    double a = rotation * acos(-1.0) / 180.0, c = cos(a), sn = sin(a);
    double pts[8] = {0, 0, w * c, w * sn, w * c - h * sn, w * sn + h * c, -h * sn, h * c};
    tiled_shapes_polygon(s, x, y, pts, 4);
}

void tiled_shapes_ellipse(TiledShapes *s, double x, double y, double w, double h)
{
    if (!finite4(x, y, w, h) || w <= 0 || h <= 0) return;
    s->other = true;
    double inside = box_area_inside(s, x, y, w, h) / (w * h); /* the share of its box in the tile */
    s->area += acos(-1.0) * w * h / 4 * inside;
}

double tiled_polygon_area(const double *pts, int n)
{
    double twice = 0;
    for (int k = 0; k < n; k++) {
        int next = (k + 1) % n;
        twice += pts[2 * k] * pts[2 * next + 1] - pts[2 * next] * pts[2 * k + 1];
    }
    return fabs(twice) / 2;
}

void tiled_shapes_polygon(TiledShapes *s, double x, double y, const double *pts, int n)
{
    if (n < 3 || !isfinite(x) || !isfinite(y)) return;
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int k = 0; k < n; k++) {
        if (!isfinite(pts[2 * k]) || !isfinite(pts[2 * k + 1])) return;
        x0 = fmin(x0, pts[2 * k]);
        x1 = fmax(x1, pts[2 * k]);
        y0 = fmin(y0, pts[2 * k + 1]);
        y1 = fmax(y1, pts[2 * k + 1]);
    }
    double area = tiled_polygon_area(pts, n), box = (x1 - x0) * (y1 - y0);
    if (box <= 0) return;
    /* A polygon that fills its bounding box is an upright rectangle drawn with the polygon tool. */
    if (area >= box - SLACK_PX) {
        take_box(s, x + x0, y + y0, x1 - x0, y1 - y0);
        return;
    }
    s->other = true;
    s->area += area * box_area_inside(s, x + x0, y + y0, x1 - x0, y1 - y0) / box;
}

TiledShape tiled_shapes_result(const TiledShapes *s, uint8_t *sides)
{
    *sides = 0;
    if (s->whole) return TILED_SHAPE_WHOLE;
    if (s->other) {
        double tile = (double)s->tile_w * s->tile_h;
        return s->area >= tile * TILED_PARTIAL_SOLID_SHARE - SLACK_PX ? TILED_SHAPE_PARTIAL_SOLID
                                                                       : TILED_SHAPE_PARTIAL_EMPTY;
    }
    if (s->line && s->lines_solid) return TILED_SHAPE_WHOLE;
    if (s->edges || s->line) {
        *sides = (uint8_t)(s->edges | (s->line ? SIDE_UP : 0));
        return s->edges ? TILED_SHAPE_EDGES : TILED_SHAPE_LINE;
    }
    return TILED_SHAPE_NONE;
}
