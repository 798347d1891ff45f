/* editor_view.c: the map editor's marks over the map (see editor_view.h). An edit
 * waits in a queue for its tick, so it is drawn here, dashed, until world_step applies it. */
#include "app/render/editor_view.h"

#include <math.h>

#include "app/render/draw.h"
#include "app/render/theme.h"

static void draw_cell(Canvas *cv, const View *v, const Map *m, int i, int j, uint8_t value)
{
    float t = (float)m->tile;
    float x0 = view_x(v, (float)i * t), y0 = view_y(v, (float)j * t);
    float x1 = view_x(v, (float)(i + 1) * t), y1 = view_y(v, (float)(j + 1) * t);
    float side = fmaxf(3.0f, t * v->scale / 6.0f);
    canvas_colour(cv, value == SIDE_ALL ? COLOR_SOLID : COLOR_EMPTY);
    draw_fill_rect(cv, x0, y0, x1, y1);
    canvas_colour(cv, COLOR_SIDE);
    if (value != SIDE_ALL) {
        if (value & SIDE_LEFT) draw_fill_rect(cv, x0, y0, x0 + side, y1);
        if (value & SIDE_RIGHT) draw_fill_rect(cv, x1 - side, y0, x1, y1);
        if (value & SIDE_UP) draw_fill_rect(cv, x0, y0, x1, y0 + side);
        if (value & SIDE_DOWN) draw_fill_rect(cv, x0, y1 - side, x1, y1);
    }
    canvas_colour(cv, COLOR_TITLE);
    draw_dashed_rect(cv, x0 + 1, y0 + 1, x1 - 1, y1 - 1, 4.0f);
}

/* The cell under the cursor, and (brighter) the side a right click would toggle. */
static void draw_hover(Canvas *cv, const View *v, const EditorMarks *e)
{
    float t = (float)e->map->tile;
    float x0 = view_x(v, (float)e->hover_i * t), y0 = view_y(v, (float)e->hover_j * t);
    float x1 = view_x(v, (float)(e->hover_i + 1) * t), y1 = view_y(v, (float)(e->hover_j + 1) * t);
    float w = fmaxf(3.0f, t * v->scale / 8.0f);
    canvas_colour(cv, COLOR_TEXT);
    draw_rect_outline(cv, x0, y0, x1, y1, 2.0f);
    canvas_colour(cv, COLOR_TITLE);
    switch (e->hover_side) {
    case SIDE_LEFT: draw_fill_rect(cv, x0, y0, x0 + w, y1); break;
    case SIDE_RIGHT: draw_fill_rect(cv, x1 - w, y0, x1, y1); break;
    case SIDE_UP: draw_fill_rect(cv, x0, y0, x1, y0 + w); break;
    default: draw_fill_rect(cv, x0, y1 - w, x1, y1); break;
    }
}

void render_editor_marks(Canvas *cv, const View *v, const EditorMarks *e)
{
    const Map *m = e->map;
    float t = (float)m->tile;
    for (int k = 0; k < e->queued; k++) {
        const EditOp *op = &e->queue[k];
        if (op->op == EDIT_SET_CELL) draw_cell(cv, v, m, op->i, op->j, e->cell[k]);
    }
    if (e->spawn_x != m->spawn_x || e->spawn_y != m->spawn_y) {
        canvas_colour(cv, COLOR_TITLE);
        draw_rect_outline(cv, view_x(v, (float)e->spawn_x * t), view_y(v, (float)e->spawn_y * t),
                          view_x(v, (float)(e->spawn_x + 1) * t), view_y(v, (float)(e->spawn_y + 1) * t), 3.0f);
    }
    if (e->hover) draw_hover(cv, v, e);
}
