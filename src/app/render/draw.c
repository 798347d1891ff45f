/* draw.c: thick shapes as SDL_RenderGeometry triangles, so they look the same in the
 * software renderer (headless, tests) and the accelerated one. */
#include "app/render/draw.h"

#include <math.h>

#include "app/render/theme.h"

#define CIRCLE_SEGMENTS 32

static SDL_Color current(SDL_Renderer *r)
{
    SDL_Color c;
    SDL_GetRenderDrawColor(r, &c.r, &c.g, &c.b, &c.a);
    return c;
}

void draw_color(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void draw_fill_rect(SDL_Renderer *r, float x0, float y0, float x1, float y1)
{
    SDL_FRect f = {fminf(x0, x1), fminf(y0, y1), fabsf(x1 - x0), fabsf(y1 - y0)};
    SDL_RenderFillRectF(r, &f);
}

void draw_rect_outline(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w)
{
    draw_fill_rect(r, x0, y0, x1, y0 + w);
    draw_fill_rect(r, x0, y1 - w, x1, y1);
    draw_fill_rect(r, x0, y0, x0 + w, y1);
    draw_fill_rect(r, x1 - w, y0, x1, y1);
}

static void dashed_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float dash)
{
    float len = hypotf(x1 - x0, y1 - y0);
    if (len <= 0.0f) return;
    float ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    for (float s = 0.0f; s < len; s += 2.0f * dash) {
        float e = fminf(s + dash, len);
        SDL_RenderDrawLineF(r, x0 + ux * s, y0 + uy * s, x0 + ux * e, y0 + uy * e);
    }
}

void draw_dashed_rect(SDL_Renderer *r, float x0, float y0, float x1, float y1, float dash)
{
    dashed_line(r, x0, y0, x1, y0, dash);
    dashed_line(r, x0, y1, x1, y1, dash);
    dashed_line(r, x0, y0, x0, y1, dash);
    dashed_line(r, x1, y0, x1, y1, dash);
}

void draw_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w)
{
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1e-3f) {
        draw_fill_rect(r, x0 - w * 0.5f, y0 - w * 0.5f, x0 + w * 0.5f, y0 + w * 0.5f);
        return;
    }
    float nx = -(y1 - y0) / len * w * 0.5f, ny = (x1 - x0) / len * w * 0.5f;
    SDL_Color c = current(r);
    SDL_Vertex v[4] = {
        {{x0 + nx, y0 + ny}, c, {0, 0}},
        {{x1 + nx, y1 + ny}, c, {0, 0}},
        {{x1 - nx, y1 - ny}, c, {0, 0}},
        {{x0 - nx, y0 - ny}, c, {0, 0}},
    };
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
}

void draw_arrow(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w)
{
    draw_thick_line(r, x0, y0, x1, y1, w);
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1e-3f) return;
    float ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    float head = fminf(4.0f * w + 4.0f, len);
    SDL_Color c = current(r);
    SDL_Vertex v[3] = {
        {{x1, y1}, c, {0, 0}},
        {{x1 - ux * head - uy * head * 0.5f, y1 - uy * head + ux * head * 0.5f}, c, {0, 0}},
        {{x1 - ux * head + uy * head * 0.5f, y1 - uy * head - ux * head * 0.5f}, c, {0, 0}},
    };
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

void draw_fill_circle(SDL_Renderer *r, float cx, float cy, float radius)
{
    SDL_Color c = current(r);
    SDL_Vertex v[CIRCLE_SEGMENTS + 1];
    int idx[CIRCLE_SEGMENTS * 3];
    v[0] = (SDL_Vertex){{cx, cy}, c, {0, 0}};
    for (int i = 0; i < CIRCLE_SEGMENTS; i++) {
        float a = (float)i * 6.2831853f / CIRCLE_SEGMENTS;
        v[i + 1] = (SDL_Vertex){{cx + cosf(a) * radius, cy + sinf(a) * radius}, c, {0, 0}};
        idx[i * 3] = 0;
        idx[i * 3 + 1] = i + 1;
        idx[i * 3 + 2] = (i + 1) % CIRCLE_SEGMENTS + 1;
    }
    SDL_RenderGeometry(r, NULL, v, CIRCLE_SEGMENTS + 1, idx, CIRCLE_SEGMENTS * 3);
}

void draw_circle_outline(SDL_Renderer *r, float cx, float cy, float radius, float w)
{
    for (int i = 0; i < CIRCLE_SEGMENTS; i++) {
        float a0 = (float)i * 6.2831853f / CIRCLE_SEGMENTS, a1 = (float)(i + 1) * 6.2831853f / CIRCLE_SEGMENTS;
        draw_thick_line(r, cx + cosf(a0) * radius, cy + sinf(a0) * radius, cx + cosf(a1) * radius,
                        cy + sinf(a1) * radius, w);
    }
}

void draw_label_box(SDL_Renderer *r, LabelBox box, LabelBox anchor, bool leader)
{
    if (leader) {
        float ax = (float)anchor.x + (float)anchor.w * 0.5f, ay = (float)anchor.y + (float)anchor.h * 0.5f;
        float lx = fminf(fmaxf(ax, (float)box.x), (float)(box.x + box.w));
        float ly = fminf(fmaxf(ay, (float)box.y), (float)(box.y + box.h));
        draw_color(r, COLOR_TEXT_DIM);
        draw_thick_line(r, ax, ay, lx, ly, 1.0f);
    }
    draw_color(r, COLOR_TR_LABEL_BG);
    draw_fill_rect(r, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
}
