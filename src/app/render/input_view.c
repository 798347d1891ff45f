/* input_view.c: the input display (see input_view.h). */
#include "app/render/input_view.h"

#include <math.h>

#include "app/render/draw.h"
#include "app/render/render.h"
#include "app/render/theme.h"

#define PAD_ARROW 0.44f        /* an arrow's half size, in d-pad cells */
#define MOVE_CLEAR_PX 36.0f    /* the wanted move's arrow is at least this long (x --scale) */
#define MOVE_WIDTH 2.5f        /* the map arrows' width (x --scale) */
#define MOVE_VIEW_SHARE 0.25f  /* in a small view (a split cell) the shortest arrow is this share of its shorter side */
#define MOVE_WIDTH_SHARE 0.03f /* and the arrows this share wide, so they do not hide the cell */

/* The arrows' width and the wanted move's least length in `v`: by --scale, and smaller
 * in a view too small for them (the split view's cells). */
static float move_width(const Frame *f, const View *v)
{
    return fmaxf(
        1.0f, fminf(MOVE_WIDTH * f->scale, MOVE_WIDTH_SHARE * (float)(v->area.w < v->area.h ? v->area.w : v->area.h)));
}

static float move_least(const Frame *f, const View *v)
{
    return fminf(MOVE_CLEAR_PX * f->scale, MOVE_VIEW_SHARE * (float)(v->area.w < v->area.h ? v->area.w : v->area.h));
}

/* The four arrows: the IN_* bit, the cell of the 3x3 pad, the way it points. */
static const struct {
    uint8_t bit;
    int col, row;
    float ux, uy;
} ARROWS[4] = {
    {IN_UP, 1, 0, 0.0f, -1.0f},
    {IN_LEFT, 0, 1, -1.0f, 0.0f},
    {IN_RIGHT, 2, 1, 1.0f, 0.0f},
    {IN_DOWN, 1, 2, 0.0f, 1.0f},
};

static int pad_side(int bar_h)
{
    return bar_h / 3 * 3;
}

int input_pad_width(const Frame *f, int bar_h)
{
    return text_width(f->small, INPUT_PAD_LABEL) + frame_pad(f) / 2 + pad_side(bar_h);
}

static void triangle(Canvas *cv, const PointF p[3], bool filled, float width)
{
    if (filled) {
        CanvasVertex v[3];
        for (int k = 0; k < 3; k++) v[k] = (CanvasVertex){p[k], cv->colour, {0, 0}};
        canvas_triangles(cv, NULL, v, 3, NULL, 0);
    }
    for (int k = 0; k < 3; k++) draw_thick_line(cv, p[k].x, p[k].y, p[(k + 1) % 3].x, p[(k + 1) % 3].y, width);
}

/* The direction the input asks for, each axis -1 to 1: the analog one when there is one
 * (as the world reads it, world_move.c), else the held keys'. */
static void asked_direction(const Input *in, float *dx, float *dy)
{
    if (in->ax || in->ay) {
        *dx = (float)in->ax / (float)INPUT_AXIS_MAX;
        *dy = (float)in->ay / (float)INPUT_AXIS_MAX;
        return;
    }
    *dx = (float)(((in->held & IN_RIGHT) != 0) - ((in->held & IN_LEFT) != 0));
    *dy = (float)(((in->held & IN_DOWN) != 0) - ((in->held & IN_UP) != 0));
}

void input_pad_draw(const Frame *f, Rect box, const Input *in)
{
    uint8_t held = in->held;
    int side = pad_side(box.h), cell = side / 3;
    int px = box.x + box.w - side, py = box.y + (box.h - side) / 2;
    Text *t = f->small;
    text_draw(t, box.x, box.y + (box.h - t->line_h) / 2, COLOR_INPUT, INPUT_PAD_LABEL);
    float width = fmaxf(1.0f, f->scale);
    for (int k = 0; k < 4; k++) {
        float mx = (float)px + ((float)ARROWS[k].col + 0.5f) * (float)cell;
        float my = (float)py + ((float)ARROWS[k].row + 0.5f) * (float)cell;
        float h = PAD_ARROW * (float)cell, ux = ARROWS[k].ux, uy = ARROWS[k].uy;
        PointF p[3] = {
            {mx + ux * h, my + uy * h},
            {mx - ux * h - uy * h, my - uy * h + ux * h},
            {mx - ux * h + uy * h, my - uy * h - ux * h},
        };
        bool on = (held & ARROWS[k].bit) != 0;
        canvas_colour(f->canvas, on ? COLOR_INPUT : COLOR_TEXT_DIM);
        triangle(f->canvas, p, on, width);
    }
    if (!in->ax && !in->ay) return;
    /* An analog direction: an arrow from the pad's middle, as long as the stick is tilted. */
    float cx = (float)px + 1.5f * (float)cell, cy = (float)py + 1.5f * (float)cell, dx, dy;
    asked_direction(in, &dx, &dy);
    float reach = 1.4f * (float)cell;
    canvas_colour(f->canvas, COLOR_INPUT);
    draw_arrow(f->canvas, cx, cy, cx + dx * reach, cy + dy * reach, fmaxf(2.0f, 1.5f * f->scale));
}

/* An arrow in the input's colour over a dark one a little wider, so it reads over a
 * wall, the floor and the overlays alike. */
static void outlined_arrow(Canvas *cv, float x0, float y0, float x1, float y1, float width)
{
    canvas_colour(cv, COLOR_INPUT_EDGE);
    draw_arrow(cv, x0, y0, x1, y1, width + 2.0f);
    canvas_colour(cv, COLOR_INPUT);
    draw_arrow(cv, x0, y0, x1, y1, width);
}

static void throw_draw(const Frame *f, const View *v, const Place *pl, float width)
{
    float x0 = view_x(v, (float)pl->x), y0 = view_y(v, (float)pl->y);
    float x1 = view_x(v, (float)(pl->x + pl->dx)), y1 = view_y(v, (float)(pl->y + pl->dy));
    float ring = 5.0f * f->scale;
    canvas_colour(f->canvas, COLOR_INPUT);
    draw_circle_outline(f->canvas, x0, y0, ring, width);
    if (pl->dx || pl->dy) outlined_arrow(f->canvas, x0, y0, x1, y1, width);
    LabelBox at = input_throw_label_box(f, v, pl);
    text_draw(f->small, at.x, at.y, COLOR_INPUT, INPUT_THROW_LABEL);
}

LabelBox input_throw_label_box(const Frame *f, const View *v, const Place *pl)
{
    if (!pl->on) return (LabelBox){0, 0, 0, 0};
    float x0 = view_x(v, (float)pl->x), y0 = view_y(v, (float)pl->y), ring = 5.0f * f->scale;
    /* The label on the side away from the throw, so the vector stays clear. */
    int w = text_width(f->small, INPUT_THROW_LABEL);
    float lx = x0 + (pl->dx > 0 ? -ring - (float)w - 2.0f : ring + 2.0f);
    float ly = y0 + (pl->dy > 0 ? -ring - (float)f->small->line_h : ring);
    return (LabelBox){(int)lx, (int)ly, w, f->small->line_h};
}

/* The wanted move's arrow on screen, from (x0, y0) to (x1, y1); false when the input
 * holds no direction. It starts where the way out of the body's centre leaves the body
 * (the box render_body draws), so the body stays in view, and is the move to the view's
 * scale, or move_least when that is shorter, so a slow move still shows its way. */
static bool move_arrow(const Frame *f, const View *v, const Body *b, BodyModel model, float speed, const Input *in,
                       float *x0, float *y0, float *x1, float *y1)
{
    float dx, dy;
    asked_direction(in, &dx, &dy);
    float norm = hypotf(dx, dy);
    if (norm == 0.0f) return false;
    float ux = dx / norm, uy = dy / norm;
    LabelBox box = render_body_box(v, b, model);
    float hw = 0.5f * (float)box.w, hh = 0.5f * (float)box.h;
    float out = fminf(ux != 0.0f ? hw / fabsf(ux) : INFINITY, uy != 0.0f ? hh / fabsf(uy) : INFINITY) + 2.0f;
    float len = fmaxf(speed * norm * v->scale, move_least(f, v));
    *x0 = view_x(v, b->x) + ux * out, *y0 = view_y(v, b->y) + uy * out;
    *x1 = *x0 + ux * len, *y1 = *y0 + uy * len;
    return true;
}

LabelBox input_move_box(const Frame *f, const View *v, const Body *b, BodyModel model, float speed, const Input *in)
{
    float x0, y0, x1, y1;
    if (!move_arrow(f, v, b, model, speed, in, &x0, &y0, &x1, &y1)) return (LabelBox){0, 0, 0, 0};
    /* The arrowhead reaches half its length to each side of the shaft. */
    int m = (int)ceilf(move_width(f, v) * 3.0f + 4.0f);
    int xa = (int)fminf(x0, x1) - m, ya = (int)fminf(y0, y1) - m;
    return (LabelBox){xa, ya, (int)fmaxf(x0, x1) + m - xa, (int)fmaxf(y0, y1) + m - ya};
}

void input_move_draw(const Frame *f, const View *v, const Body *b, BodyModel model, float speed, const Input *in)
{
    float width = move_width(f, v), x0, y0, x1, y1;
    if (in->place.on) throw_draw(f, v, &in->place, width);
    if (move_arrow(f, v, b, model, speed, in, &x0, &y0, &x1, &y1)) outlined_arrow(f->canvas, x0, y0, x1, y1, width);
}

void input_throw_draw(const Frame *f, const View *v, const Place *pl)
{
    canvas_clip(f->canvas, &v->area);
    throw_draw(f, v, pl, move_width(f, v));
    canvas_clip(f->canvas, NULL);
}
