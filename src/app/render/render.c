/* render.c: the tile sandbox, drawn in world order: cells, grid, sides, movers,
 * spawn, overlays, player. */
#include "app/render/render.h"

#include <math.h>

#include "app/render/draw.h"
#include "app/render/theme.h"
#include "app/render/tileset.h"

bool render_side_one_way(const Map *m, int i, int j, int side)
{
    int di = side == SIDE_LEFT ? -1 : side == SIDE_RIGHT ? 1 : 0;
    int dj = side == SIDE_UP ? -1 : side == SIDE_DOWN ? 1 : 0;
    int facing = side == SIDE_LEFT    ? SIDE_RIGHT
                 : side == SIDE_RIGHT ? SIDE_LEFT
                 : side == SIDE_UP    ? SIDE_DOWN
                                      : SIDE_UP;
    return !(map_cell(m, i + di, j + dj) & facing);
}

/* One thin side as the bar `bar`; a one-way side gets teeth pointing into its cell,
 * the way a body may come through, so it reads without its colour too. */
static void thin_side(Canvas *cv, const Map *m, int i, int j, int side, RectF bar)
{
    bool one_way = render_side_one_way(m, i, j, side);
    canvas_colour(cv, one_way ? COLOR_ONEWAY : COLOR_SIDE);
    draw_fill_rect(cv, bar.x, bar.y, bar.x + bar.w, bar.y + bar.h);
    if (!one_way) return;
    bool across = side == SIDE_UP || side == SIDE_DOWN;
    float len = across ? bar.w : bar.h, thick = across ? bar.h : bar.w, step = fmaxf(6.0f, thick * 2.0f);
    for (float s = step * 0.5f; s + 2.0f <= len; s += step) {
        float a = (across ? bar.x : bar.y) + s;
        if (side == SIDE_UP) draw_fill_rect(cv, a, bar.y + bar.h, a + 2.0f, bar.y + bar.h + thick);
        else if (side == SIDE_DOWN) draw_fill_rect(cv, a, bar.y - thick, a + 2.0f, bar.y);
        else if (side == SIDE_LEFT) draw_fill_rect(cv, bar.x + bar.w, a, bar.x + bar.w + thick, a + 2.0f);
        else draw_fill_rect(cv, bar.x - thick, a, bar.x, a + 2.0f);
    }
}

void render_map(Canvas *cv, const View *v, const Map *m)
{
    float t = (float)m->tile;
    canvas_colour(cv, COLOR_EMPTY);
    draw_fill_rect(cv, view_x(v, 0), view_y(v, 0), view_x(v, (float)m->w * t), view_y(v, (float)m->h * t));

    /* Faint grid first, so solid cells cover it. */
    canvas_colour(cv, COLOR_GRID);
    int gi0, gj0, gi1, gj1;
    view_cells(v, m, &gi0, &gj0, &gi1, &gj1);
    for (int i = gi0; i <= gi1; i++)
        canvas_line(cv, view_x(v, (float)i * t), view_y(v, 0), view_x(v, (float)i * t), view_y(v, (float)m->h * t));
    for (int j = gj0; j <= gj1; j++)
        canvas_line(cv, view_x(v, 0), view_y(v, (float)j * t), view_x(v, (float)m->w * t), view_y(v, (float)j * t));

    /* Thin sides are drawn inside their cell, a sixth of a tile thick. A side that a
     * matching side faces across the edge is a two-sided wall (solid orange); one with
     * open space across it can be crossed one way (mint, with teeth into its cell). */
    float side = fmaxf(3.0f, t * v->scale / 6.0f);
    int i0, j0, i1, j1;
    view_cells(v, m, &i0, &j0, &i1, &j1);
    for (int j = j0; j < j1; j++) {
        for (int i = i0; i < i1; i++) {
            uint8_t c = m->cells[j * m->w + i];
            if (!c) continue;
            /* Whole-pixel edges, so neighbouring solid cells join without seams. */
            float x0 = roundf(view_x(v, (float)i * t)), y0 = roundf(view_y(v, (float)j * t));
            float x1 = roundf(view_x(v, (float)(i + 1) * t)), y1 = roundf(view_y(v, (float)(j + 1) * t));
            if (c == SIDE_ALL) {
                canvas_colour(cv, COLOR_SOLID);
                draw_fill_rect(cv, x0, y0, x1, y1);
                continue;
            }
            if (c & SIDE_LEFT) thin_side(cv, m, i, j, SIDE_LEFT, (RectF){x0, y0, side, y1 - y0});
            if (c & SIDE_RIGHT) thin_side(cv, m, i, j, SIDE_RIGHT, (RectF){x1 - side, y0, side, y1 - y0});
            if (c & SIDE_UP) thin_side(cv, m, i, j, SIDE_UP, (RectF){x0, y0, x1 - x0, side});
            if (c & SIDE_DOWN) thin_side(cv, m, i, j, SIDE_DOWN, (RectF){x0, y1 - side, x1 - x0, side});
        }
    }
    /* The spawn cell, faintly. */
    canvas_colour(cv, COLOR_SPAWN);
    draw_rect_outline(cv, view_x(v, (float)m->spawn_x * t), view_y(v, (float)m->spawn_y * t),
                      view_x(v, (float)(m->spawn_x + 1) * t), view_y(v, (float)(m->spawn_y + 1) * t), 2.0f);
}

void render_map_for(Canvas *cv, const View *v, const Map *map, const ResolverInfo *method)
{
    render_map(cv, v, map);
    if (method == &RESOLVE_DIRECTIONAL_FLAG) render_tileset(cv, v, map);
}

void render_movers(Canvas *cv, const View *v, const World *w)
{
    const Map *m = &w->map;
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *mv = &m->movers[k];
        const MoverState *s = &w->movers[k];
        float t = (float)m->tile;
        /* The path: where the mover starts and where it turns back. */
        float ax = (float)mv->x * t, ay = (float)mv->y * t;
        float bx = (float)(mv->x + mv->dx) * t, by = (float)(mv->y + mv->dy) * t;
        canvas_colour(cv, COLOR_MOVER_PATH);
        draw_dashed_rect(cv, view_x(v, ax), view_y(v, ay), view_x(v, ax + (float)s->w), view_y(v, ay + (float)s->h), 6);
        draw_dashed_rect(cv, view_x(v, bx), view_y(v, by), view_x(v, bx + (float)s->w), view_y(v, by + (float)s->h), 6);
        draw_thick_line(cv, view_x(v, ax + (float)s->w * 0.5f), view_y(v, ay + (float)s->h * 0.5f),
                        view_x(v, bx + (float)s->w * 0.5f), view_y(v, by + (float)s->h * 0.5f), 2.0f);
        canvas_colour(cv, COLOR_MOVER);
        draw_fill_rect(cv, view_x(v, (float)s->x1), view_y(v, (float)s->y1), view_x(v, (float)(s->x1 + s->w)),
                       view_y(v, (float)(s->y1 + s->h)));
    }
}

void render_body(Canvas *cv, const View *v, const Body *b, BodyModel model, Colour fill)
{
    float cx = view_x(v, b->x), cy = view_y(v, b->y);
    Colour edge = {(uint8_t)(fill.r / 2), (uint8_t)(fill.g / 2), (uint8_t)(fill.b / 2), 255};
    if (model == BODY_POINT) {
        /* A point has no size: a dot, and a cross so it can be found on any map. */
        float arm = fmaxf(8.0f, 10.0f * v->scale);
        canvas_colour(cv, fill);
        draw_thick_line(cv, cx - arm, cy, cx + arm, cy, 2.0f);
        draw_thick_line(cv, cx, cy - arm, cx, cy + arm, 2.0f);
        canvas_colour(cv, edge);
        draw_fill_circle(cv, cx, cy, 5.0f);
        canvas_colour(cv, fill);
        draw_fill_circle(cv, cx, cy, 4.0f);
    } else if (model == BODY_CIRCLE) {
        canvas_colour(cv, fill);
        draw_fill_circle(cv, cx, cy, b->w * 0.5f * v->scale);
        canvas_colour(cv, edge);
        draw_circle_outline(cv, cx, cy, b->w * 0.5f * v->scale, 2.0f);
    } else {
        float hw = b->w * 0.5f * v->scale, hh = b->h * 0.5f * v->scale;
        canvas_colour(cv, fill);
        draw_fill_rect(cv, cx - hw, cy - hh, cx + hw, cy + hh);
        canvas_colour(cv, edge);
        draw_rect_outline(cv, cx - hw, cy - hh, cx + hw, cy + hh, 2.0f);
    }
}

LabelBox render_body_box(const View *v, const Body *b, BodyModel model)
{
    float cx = view_x(v, b->x), cy = view_y(v, b->y), hw, hh;
    if (model == BODY_POINT) hw = hh = fmaxf(8.0f, 10.0f * v->scale);
    else hw = b->w * 0.5f * v->scale, hh = (model == BODY_CIRCLE ? b->w : b->h) * 0.5f * v->scale;
    hw += 2.0f, hh += 2.0f; /* the edge */
    return (LabelBox){(int)floorf(cx - hw), (int)floorf(cy - hh), (int)ceilf(2.0f * hw) + 1, (int)ceilf(2.0f * hh) + 1};
}

#define TRACE_LABEL_LINES 4 /* a note wraps to this many lines at most */

static Colour trace_color(int kind)
{
    switch (kind) {
    case TRACE_SCAN: return COLOR_TR_SCAN;
    case TRACE_CELL: return COLOR_TR_CELL;
    case TRACE_GROWN: return COLOR_TR_GROWN;
    case TRACE_BAND: return COLOR_TR_BAND;
    case TRACE_REGION: return COLOR_TR_REGION;
    case TRACE_SIDE: return COLOR_TR_SIDE;
    case TRACE_SIDE_HIT: return COLOR_TR_SIDE_HIT;
    case TRACE_SWEEP: return COLOR_TR_SWEEP;
    case TRACE_MOVED: return COLOR_TR_MOVED;
    case TRACE_NORMAL: return COLOR_TR_NORMAL;
    case TRACE_PROBE: return COLOR_TR_PROBE;
    case TRACE_HIT: return COLOR_TR_HIT;
    default: return COLOR_TEXT;
    }
}

/* The note wrapped to the view's width in `t` (n lines, the widest w pixels): does it
 * fit the view's height, with a place near `at` that covers nothing? */
static bool note_fits(Text *t, const char *note, const LabelPlacer *labels, LabelBox at,
                      char lines[TRACE_LABEL_LINES][TEXT_LINE_MAX], int *n, int *w)
{
    *n = text_wrap(t, note, labels->bounds.w - 6, lines, TRACE_LABEL_LINES);
    *w = 0;
    if (*n < 1 || *n * t->line_h > labels->bounds.h) return false;
    for (int k = 0; k < *n; k++)
        if (text_width(t, lines[k]) > *w) *w = text_width(t, lines[k]);
    return labels_free(labels, at, *w + 6, *n * t->line_h);
}

void render_trace_faded(Canvas *cv, const View *v, const Trace *tr, Text *text, Text *small, LabelPlacer *labels,
                        float alpha)
{
    canvas_blend(cv, CANVAS_BLEND_ALPHA);
    for (int i = 0; i < tr->shape_count; i++) {
        const TraceShape *s = &tr->shapes[i];
        float x0 = view_x(v, s->x0), y0 = view_y(v, s->y0), x1 = view_x(v, s->x1), y1 = view_y(v, s->y1);
        Colour c = trace_color(s->kind);
        c.a = (uint8_t)((float)c.a * alpha);
        canvas_colour(cv, c);
        switch (s->kind) {
        case TRACE_SCAN: draw_rect_outline(cv, x0, y0, x1, y1, 2.0f); break;
        case TRACE_CELL:
        case TRACE_REGION: draw_fill_rect(cv, x0, y0, x1, y1); break;
        case TRACE_BAND:
            draw_fill_rect(cv, x0, y0, x1, y1);
            canvas_colour(cv, COLOR_TEXT_DIM);
            draw_dashed_rect(cv, x0, y0, x1, y1, 4.0f);
            break;
        case TRACE_GROWN: draw_dashed_rect(cv, x0, y0, x1, y1, 5.0f); break;
        case TRACE_SIDE: draw_thick_line(cv, x0, y0, x1, y1, 1.5f); break;
        case TRACE_SIDE_HIT: draw_thick_line(cv, x0, y0, x1, y1, 4.0f); break;
        case TRACE_SWEEP: draw_arrow(cv, x0, y0, x1, y1, 2.0f); break;
        case TRACE_MOVED: draw_arrow(cv, x0, y0, x1, y1, 3.0f); break;
        case TRACE_NORMAL: draw_arrow(cv, x0, y0, x1, y1, 3.0f); break;
        case TRACE_PROBE: draw_fill_rect(cv, x0 - 2, y0 - 2, x0 + 2, y0 + 2); break;
        case TRACE_HIT:
            draw_thick_line(cv, x0 - 7, y0 - 7, x0 + 7, y0 + 7, 3.0f);
            draw_thick_line(cv, x0 - 7, y0 + 7, x0 + 7, y0 - 7, 3.0f);
            break;
        default: break;
        }
    }
    LabelPlacer own;
    if (!labels) {
        labels = &own;
        labels_begin(labels, (LabelBox){v->area.x, v->area.y, v->area.w, v->area.h}, 4);
    }
    for (int i = 0; i < tr->label_count; i++) {
        const TraceLabel *l = &tr->labels[i];
        LabelBox at = {(int)view_x(v, l->x) - 2, (int)view_y(v, l->y) - 2, 5, 5};
        bool leader = false;
        /* A note wider than half the view takes the small font; one wider than the
         * view wraps at its spaces. */
        Text *t = small && 2 * (text_width(text, l->text) + 6) > labels->bounds.w ? small : text;
        char lines[TRACE_LABEL_LINES][TEXT_LINE_MAX];
        int n = 0, w = 0;
        if (!note_fits(t, l->text, labels, at, lines, &n, &w)) {
            /* No free place: the small font, else the bottom bar's note line says it. */
            if (!small || t == small) continue;
            t = small;
            if (!note_fits(t, l->text, labels, at, lines, &n, &w)) continue;
        }
        LabelBox box = labels_place(labels, at, w + 6, n * t->line_h, &leader);
        draw_label_box(cv, box, at, leader);
        for (int k = 0; k < n; k++)
            text_draw(t, box.x + 3, box.y + k * t->line_h, alpha < 1.0f ? COLOR_TEXT_DIM : COLOR_TEXT, lines[k]);
    }
}
