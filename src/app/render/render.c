/* render.c: the tile sandbox, drawn in world order: cells, grid, sides, movers,
 * spawn, overlays, player. */
#include "app/render/render.h"

#include <math.h>

#include "app/render/draw.h"
#include "app/render/theme.h"
#include "app/render/tileset.h"

void render_map(SDL_Renderer *r, const View *v, const Map *m)
{
    float t = (float)m->tile;
    draw_color(r, COLOR_EMPTY);
    draw_fill_rect(r, view_x(v, 0), view_y(v, 0), view_x(v, (float)m->w * t), view_y(v, (float)m->h * t));

    /* Faint grid first, so solid cells cover it. */
    draw_color(r, COLOR_GRID);
    for (int i = 0; i <= m->w; i++)
        SDL_RenderDrawLineF(r, view_x(v, (float)i * t), view_y(v, 0), view_x(v, (float)i * t), view_y(v, (float)m->h * t));
    for (int j = 0; j <= m->h; j++)
        SDL_RenderDrawLineF(r, view_x(v, 0), view_y(v, (float)j * t), view_x(v, (float)m->w * t), view_y(v, (float)j * t));

    /* Thin sides are drawn inside their cell, a sixth of a tile thick, so a one-way
     * platform (8) reads as a bar on the top of its cell and a two-sided wall as a
     * bar on both sides of the edge. */
    float side = fmaxf(3.0f, t * v->scale / 6.0f);
    for (int j = 0; j < m->h; j++) {
        for (int i = 0; i < m->w; i++) {
            uint8_t c = m->cells[j * m->w + i];
            if (!c) continue;
            /* Whole-pixel edges, so neighbouring solid cells join without seams. */
            float x0 = roundf(view_x(v, (float)i * t)), y0 = roundf(view_y(v, (float)j * t));
            float x1 = roundf(view_x(v, (float)(i + 1) * t)), y1 = roundf(view_y(v, (float)(j + 1) * t));
            if (c == SIDE_ALL) {
                draw_color(r, COLOR_SOLID);
                draw_fill_rect(r, x0, y0, x1, y1);
                continue;
            }
            draw_color(r, COLOR_SIDE);
            if (c & SIDE_LEFT) draw_fill_rect(r, x0, y0, x0 + side, y1);
            if (c & SIDE_RIGHT) draw_fill_rect(r, x1 - side, y0, x1, y1);
            if (c & SIDE_UP) draw_fill_rect(r, x0, y0, x1, y0 + side);
            if (c & SIDE_DOWN) draw_fill_rect(r, x0, y1 - side, x1, y1);
        }
    }
    /* The spawn cell, faintly. */
    draw_color(r, COLOR_SPAWN);
    draw_rect_outline(r, view_x(v, (float)m->spawn_x * t), view_y(v, (float)m->spawn_y * t),
                      view_x(v, (float)(m->spawn_x + 1) * t), view_y(v, (float)(m->spawn_y + 1) * t), 2.0f);
}

void render_map_for(SDL_Renderer *r, const View *v, const Map *map, int resolver)
{
    render_map(r, v, map);
    if (resolver == RESOLVER_DIRECTIONAL_FLAG) render_tileset(r, v, map);
}

void render_movers(SDL_Renderer *r, const View *v, const World *w)
{
    const Map *m = &w->map;
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *mv = &m->movers[k];
        const MoverState *s = &w->movers[k];
        float t = (float)m->tile;
        /* The path: where the mover starts and where it turns back. */
        float ax = (float)mv->x * t, ay = (float)mv->y * t;
        float bx = (float)(mv->x + mv->dx) * t, by = (float)(mv->y + mv->dy) * t;
        draw_color(r, COLOR_MOVER_PATH);
        draw_dashed_rect(r, view_x(v, ax), view_y(v, ay), view_x(v, ax + (float)s->w), view_y(v, ay + (float)s->h), 6);
        draw_dashed_rect(r, view_x(v, bx), view_y(v, by), view_x(v, bx + (float)s->w), view_y(v, by + (float)s->h), 6);
        draw_thick_line(r, view_x(v, ax + (float)s->w * 0.5f), view_y(v, ay + (float)s->h * 0.5f),
                        view_x(v, bx + (float)s->w * 0.5f), view_y(v, by + (float)s->h * 0.5f), 2.0f);
        draw_color(r, COLOR_MOVER);
        draw_fill_rect(r, view_x(v, (float)s->x1), view_y(v, (float)s->y1), view_x(v, (float)(s->x1 + s->w)),
                       view_y(v, (float)(s->y1 + s->h)));
    }
}

void render_body(SDL_Renderer *r, const View *v, const Body *b, BodyModel model, SDL_Color fill)
{
    float cx = view_x(v, b->x), cy = view_y(v, b->y);
    SDL_Color edge = {(Uint8)(fill.r / 2), (Uint8)(fill.g / 2), (Uint8)(fill.b / 2), 255};
    if (model == BODY_POINT) {
        /* A point has no size: a dot, and a cross so it can be found on any map. */
        float arm = fmaxf(8.0f, 10.0f * v->scale);
        draw_color(r, fill);
        draw_thick_line(r, cx - arm, cy, cx + arm, cy, 2.0f);
        draw_thick_line(r, cx, cy - arm, cx, cy + arm, 2.0f);
        draw_color(r, edge);
        draw_fill_circle(r, cx, cy, 5.0f);
        draw_color(r, fill);
        draw_fill_circle(r, cx, cy, 4.0f);
    } else if (model == BODY_CIRCLE) {
        draw_color(r, fill);
        draw_fill_circle(r, cx, cy, b->w * 0.5f * v->scale);
        draw_color(r, edge);
        draw_circle_outline(r, cx, cy, b->w * 0.5f * v->scale, 2.0f);
    } else {
        float hw = b->w * 0.5f * v->scale, hh = b->h * 0.5f * v->scale;
        draw_color(r, fill);
        draw_fill_rect(r, cx - hw, cy - hh, cx + hw, cy + hh);
        draw_color(r, edge);
        draw_rect_outline(r, cx - hw, cy - hh, cx + hw, cy + hh, 2.0f);
    }
}

static SDL_Color trace_color(int kind)
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

void render_trace(SDL_Renderer *r, const View *v, const Trace *tr, Text *text)
{
    render_trace_faded(r, v, tr, text, 1.0f);
}

void render_trace_faded(SDL_Renderer *r, const View *v, const Trace *tr, Text *text, float alpha)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (int i = 0; i < tr->shape_count; i++) {
        const TraceShape *s = &tr->shapes[i];
        float x0 = view_x(v, s->x0), y0 = view_y(v, s->y0), x1 = view_x(v, s->x1), y1 = view_y(v, s->y1);
        SDL_Color c = trace_color(s->kind);
        c.a = (Uint8)((float)c.a * alpha);
        draw_color(r, c);
        switch (s->kind) {
        case TRACE_SCAN: draw_rect_outline(r, x0, y0, x1, y1, 2.0f); break;
        case TRACE_CELL:
        case TRACE_REGION: draw_fill_rect(r, x0, y0, x1, y1); break;
        case TRACE_BAND:
            draw_fill_rect(r, x0, y0, x1, y1);
            draw_color(r, COLOR_TEXT_DIM);
            draw_dashed_rect(r, x0, y0, x1, y1, 4.0f);
            break;
        case TRACE_GROWN: draw_dashed_rect(r, x0, y0, x1, y1, 5.0f); break;
        case TRACE_SIDE: draw_thick_line(r, x0, y0, x1, y1, 1.5f); break;
        case TRACE_SIDE_HIT: draw_thick_line(r, x0, y0, x1, y1, 4.0f); break;
        case TRACE_SWEEP: draw_arrow(r, x0, y0, x1, y1, 2.0f); break;
        case TRACE_MOVED: draw_arrow(r, x0, y0, x1, y1, 3.0f); break;
        case TRACE_NORMAL: draw_arrow(r, x0, y0, x1, y1, 3.0f); break;
        case TRACE_PROBE: draw_fill_rect(r, x0 - 2, y0 - 2, x0 + 2, y0 + 2); break;
        case TRACE_HIT:
            draw_thick_line(r, x0 - 7, y0 - 7, x0 + 7, y0 + 7, 3.0f);
            draw_thick_line(r, x0 - 7, y0 + 7, x0 + 7, y0 - 7, 3.0f);
            break;
        default: break;
        }
    }
    for (int i = 0; i < tr->label_count; i++) {
        const TraceLabel *l = &tr->labels[i];
        int x = (int)view_x(v, l->x) + 6, y = (int)view_y(v, l->y) - text->line_h - 4;
        int w = text_width(text, l->text);
        SDL_Color bg = COLOR_TR_LABEL_BG, fg = COLOR_TEXT;
        bg.a = (Uint8)((float)bg.a * alpha);
        if (alpha < 1.0f) fg = COLOR_TEXT_DIM;
        draw_color(r, bg);
        draw_fill_rect(r, (float)x - 3, (float)y, (float)(x + w + 3), (float)(y + text->line_h));
        text_draw(text, x, y, fg, l->text);
    }
}
