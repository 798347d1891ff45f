/* draw.c: thick shapes as canvas triangles, so they look the same in the software
 * renderer (headless, tests) and the accelerated one; every shape is cut to
 * what the canvas can show before it is stepped or sent. */
#include "app/render/draw.h"

#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "app/render/theme.h"

#define CIRCLE_SEGMENTS 32

static Colour current(const Canvas *cv)
{
    return cv->colour;
}

/* The box drawing can reach: the clip rectangle, else the whole output, `margin`
 * wider all round. Shapes are cut to it before any stepping, so a shape a billion
 * pixels long (a mover at the map's limits) costs what its visible part costs. */
typedef struct Reach {
    double x0, y0, x1, y1;
} Reach;

static Reach reach(Canvas *cv, double margin)
{
    Rect c = {0, 0, 0, 0};
    if (!canvas_clip_get(cv, &c)) {
        c = (Rect){0, 0, 0, 0};
        canvas_size(cv, &c.w, &c.h);
    }
    return (Reach){c.x - margin, c.y - margin, c.x + c.w + margin, c.y + c.h + margin};
}

static bool box_outside(const Reach *k, double x0, double y0, double x1, double y1)
{
    /* Written so that a NaN corner counts as outside. */
    return !(fmax(x0, x1) >= k->x0 && fmin(x0, x1) <= k->x1 && fmax(y0, y1) >= k->y0 && fmin(y0, y1) <= k->y1);
}

/* Liang-Barsky: the part [t0, t1] of the segment a + t (b - a), t in [0, 1], inside
 * the reach; false when no part is (or a coordinate is not finite). */
static bool clip_segment(const Reach *k, double ax, double ay, double bx, double by, double *t0, double *t1)
{
    if (!isfinite(ax) || !isfinite(ay) || !isfinite(bx) || !isfinite(by)) return false;
    double p[4] = {-(bx - ax), bx - ax, -(by - ay), by - ay};
    double q[4] = {ax - k->x0, k->x1 - ax, ay - k->y0, k->y1 - ay};
    *t0 = 0.0;
    *t1 = 1.0;
    for (int i = 0; i < 4; i++) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0) return false;
            continue;
        }
        double t = q[i] / p[i];
        if (p[i] < 0.0) *t0 = fmax(*t0, t);
        else *t1 = fmin(*t1, t);
    }
    return *t0 <= *t1;
}

void draw_fill_rect(Canvas *cv, float x0, float y0, float x1, float y1)
{
    Reach k = reach(cv, 1.0);
    if (box_outside(&k, x0, y0, x1, y1)) return;
    double lx = fmax(fmin(x0, x1), k.x0), ly = fmax(fmin(y0, y1), k.y0);
    double hx = fmin(fmax(x0, x1), k.x1), hy = fmin(fmax(y0, y1), k.y1);
    canvas_fill_rect(cv, (RectF){(float)lx, (float)ly, (float)(hx - lx), (float)(hy - ly)});
}

void draw_rect_outline(Canvas *cv, float x0, float y0, float x1, float y1, float w)
{
    draw_fill_rect(cv, x0, y0, x1, y0 + w);
    draw_fill_rect(cv, x0, y1 - w, x1, y1);
    draw_fill_rect(cv, x0, y0, x0 + w, y1);
    draw_fill_rect(cv, x1 - w, y0, x1, y1);
}

static void dashed_line(Canvas *cv, float x0, float y0, float x1, float y1, float dash)
{
    Reach k = reach(cv, 2.0);
    double len = hypot((double)x1 - x0, (double)y1 - y0), t0, t1;
    if (!(len > 0.0) || !(dash > 0.0f) || !clip_segment(&k, x0, y0, x1, y1, &t0, &t1)) return;
    double ux = ((double)x1 - x0) / len, uy = ((double)y1 - y0) / len, period = 2.0 * dash;
    /* From the first dash that reaches the visible part, in the line's own phase. */
    for (double s = floor(t0 * len / period) * period; s < t1 * len; s += period) {
        double e = fmin(s + dash, len);
        canvas_line(cv, (float)(x0 + ux * s), (float)(y0 + uy * s), (float)(x0 + ux * e), (float)(y0 + uy * e));
    }
}

void draw_dashed_rect(Canvas *cv, float x0, float y0, float x1, float y1, float dash)
{
    dashed_line(cv, x0, y0, x1, y0, dash);
    dashed_line(cv, x0, y1, x1, y1, dash);
    dashed_line(cv, x0, y0, x0, y1, dash);
    dashed_line(cv, x1, y0, x1, y1, dash);
}

void draw_thick_line(Canvas *cv, float x0, float y0, float x1, float y1, float w)
{
    Reach k = reach(cv, (double)w + 2.0);
    double t0, t1, dx = (double)x1 - x0, dy = (double)y1 - y0;
    if (!clip_segment(&k, x0, y0, x1, y1, &t0, &t1)) return;
    if (t0 > 0.0 || t1 < 1.0) {
        float cx0 = (float)(x0 + dx * t0), cy0 = (float)(y0 + dy * t0);
        x1 = (float)(x0 + dx * t1);
        y1 = (float)(y0 + dy * t1);
        x0 = cx0;
        y0 = cy0;
    }
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1e-3f) {
        draw_fill_rect(cv, x0 - w * 0.5f, y0 - w * 0.5f, x0 + w * 0.5f, y0 + w * 0.5f);
        return;
    }
    float nx = -(y1 - y0) / len * w * 0.5f, ny = (x1 - x0) / len * w * 0.5f;
    Colour c = current(cv);
    CanvasVertex v[4] = {
        {{x0 + nx, y0 + ny}, c, {0, 0}},
        {{x1 + nx, y1 + ny}, c, {0, 0}},
        {{x1 - nx, y1 - ny}, c, {0, 0}},
        {{x0 - nx, y0 - ny}, c, {0, 0}},
    };
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    canvas_triangles(cv, NULL, v, 4, idx, 6);
}

void draw_arrow(Canvas *cv, float x0, float y0, float x1, float y1, float w)
{
    draw_thick_line(cv, x0, y0, x1, y1, w);
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1e-3f) return;
    float ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    float head = fminf(4.0f * w + 4.0f, len);
    Reach k = reach(cv, head);
    if (box_outside(&k, x1, y1, x1, y1)) return;
    Colour c = current(cv);
    CanvasVertex v[3] = {
        {{x1, y1}, c, {0, 0}},
        {{x1 - ux * head - uy * head * 0.5f, y1 - uy * head + ux * head * 0.5f}, c, {0, 0}},
        {{x1 - ux * head + uy * head * 0.5f, y1 - uy * head - ux * head * 0.5f}, c, {0, 0}},
    };
    canvas_triangles(cv, NULL, v, 3, NULL, 0);
}

void draw_fill_circle(Canvas *cv, float cx, float cy, float radius)
{
    Reach k = reach(cv, 1.0);
    if (box_outside(&k, (double)cx - radius, (double)cy - radius, (double)cx + radius, (double)cy + radius)) return;
    Colour c = current(cv);
    CanvasVertex v[CIRCLE_SEGMENTS + 1];
    int idx[CIRCLE_SEGMENTS * 3];
    v[0] = (CanvasVertex){{cx, cy}, c, {0, 0}};
    for (int i = 0; i < CIRCLE_SEGMENTS; i++) {
        float a = (float)i * 6.2831853f / CIRCLE_SEGMENTS;
        v[i + 1] = (CanvasVertex){{cx + cosf(a) * radius, cy + sinf(a) * radius}, c, {0, 0}};
        idx[i * 3] = 0;
        idx[i * 3 + 1] = i + 1;
        idx[i * 3 + 2] = (i + 1) % CIRCLE_SEGMENTS + 1;
    }
    canvas_triangles(cv, NULL, v, CIRCLE_SEGMENTS + 1, idx, CIRCLE_SEGMENTS * 3);
}

void draw_circle_outline(Canvas *cv, float cx, float cy, float radius, float w)
{
    Reach k = reach(cv, (double)w + 1.0);
    if (box_outside(&k, (double)cx - radius, (double)cy - radius, (double)cx + radius, (double)cy + radius)) return;
    for (int i = 0; i < CIRCLE_SEGMENTS; i++) {
        float a0 = (float)i * 6.2831853f / CIRCLE_SEGMENTS, a1 = (float)(i + 1) * 6.2831853f / CIRCLE_SEGMENTS;
        draw_thick_line(cv, cx + cosf(a0) * radius, cy + sinf(a0) * radius, cx + cosf(a1) * radius,
                        cy + sinf(a1) * radius, w);
    }
}

void draw_label_box(Canvas *cv, LabelBox box, LabelBox anchor, bool leader)
{
    if (leader) {
        float ax = (float)anchor.x + (float)anchor.w * 0.5f, ay = (float)anchor.y + (float)anchor.h * 0.5f;
        float lx = fminf(fmaxf(ax, (float)box.x), (float)(box.x + box.w));
        float ly = fminf(fmaxf(ay, (float)box.y), (float)(box.y + box.h));
        canvas_colour(cv, COLOR_TEXT_DIM);
        draw_thick_line(cv, ax, ay, lx, ly, 1.0f);
    }
    canvas_colour(cv, COLOR_TR_LABEL_BG);
    draw_fill_rect(cv, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
}

void draw_framed(Canvas *cv, Rect box, Colour fill, Colour edge, float width)
{
    float x0 = (float)box.x, y0 = (float)box.y, x1 = (float)(box.x + box.w), y1 = (float)(box.y + box.h);
    canvas_colour(cv, fill);
    draw_fill_rect(cv, x0, y0, x1, y1);
    canvas_colour(cv, edge);
    draw_rect_outline(cv, x0, y0, x1, y1, width);
}

void draw_modal(Canvas *cv, int w, int h, Rect box)
{
    canvas_colour(cv, (Colour){0, 0, 0, 150});
    draw_fill_rect(cv, 0, 0, (float)w, (float)h);
    /* Opaque: the caption and the map behind would muddle the text. */
    draw_framed(cv, box, COLOR_PANEL_OPAQUE, COLOR_TITLE, 2.0f);
}
