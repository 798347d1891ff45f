/* render_compare.c: drawing the compare view (see render_compare.h). The world has
 * already stepped all seven bodies on one input (world.c); compare.c says who agrees
 * and who is inside a wall; this file only draws. Methods without a resolve function
 * in this build are listed as "not available yet" and never drawn as bodies. */
#include "render_compare.h"

#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>

#include "../core/compare.h"
#include "draw.h"
#include "render.h"
#include "theme.h"

/* Seven colours that stay apart on a dim projector and from the map's own colours
 * (orange thin sides, blue movers, grey walls). Simplest keeps the player's yellow. */
static const SDL_Color METHOD_COLORS[RESOLVER_COUNT] = {
    {255, 220, 60, 255},  /* 1 simplest: yellow */
    {255, 110, 200, 255}, /* 2 pixel-iteration: pink */
    {240, 70, 70, 255},   /* 3 line-segment: red */
    {170, 130, 255, 255}, /* 4 minkowski: violet */
    {70, 215, 230, 255},  /* 5 grid-region: cyan */
    {110, 230, 110, 255}, /* 6 quad-push: green */
    {240, 240, 240, 255}, /* 7 directional-flag: white */
};
#define GHOST_FILL_ALPHA 70
#define WIDEST_NAME "7 directional-flag  IN WALL"
#define WIDEST_POSITION "16384.0, 16384.0  Δ 9999.9"

SDL_Color compare_color(int r)
{
    return (r >= 0 && r < RESOLVER_COUNT) ? METHOD_COLORS[r] : COLOR_TEXT;
}

static int pad(const App *app)
{
    return (int)(10 * app->config.ui_scale);
}

int compare_legend_width(const App *app)
{
    if (app->world.mode != MODE_TILES || app->world.compare != COMPARE_GHOST || !app->text.font) return 0;
    int w1 = 0, w2 = 0, h = 0;
    TTF_SizeUTF8(app->text.font, WIDEST_NAME, &w1, &h);
    TTF_SizeUTF8(app->text.font, WIDEST_POSITION, &w2, &h);
    return (w1 > w2 ? w1 : w2) + app->text.line_h + 3 * pad(app);
}

/* "112.0, 80.0" and, when it stands apart from the reference, "Δ 12.3". */
static void position_text(const World *w, int r, int ref, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%.1f, %.1f", (double)w->bodies[r].x, (double)w->bodies[r].y);
    float d = ref >= 0 ? compare_distance(w, r, ref) : 0.0f;
    if (d > COMPARE_AGREE_PX && n > 0 && (size_t)n < cap) snprintf(buf + n, cap - (size_t)n, "  Δ %.1f", (double)d);
}

static void ghost_body(SDL_Renderer *rr, const View *v, const Body *b, BodyModel model, SDL_Color c, bool reference)
{
    float cx = view_x(v, b->x), cy = view_y(v, b->y), edge = reference ? 3.0f : 2.0f;
    SDL_Color fill = c;
    fill.a = GHOST_FILL_ALPHA;
    if (model == BODY_POINT) {
        float arm = fmaxf(8.0f, 10.0f * v->scale);
        draw_color(rr, c);
        draw_thick_line(rr, cx - arm, cy, cx + arm, cy, edge);
        draw_thick_line(rr, cx, cy - arm, cx, cy + arm, edge);
        draw_fill_circle(rr, cx, cy, 4.0f);
    } else if (model == BODY_CIRCLE) {
        float rad = b->w * 0.5f * v->scale;
        draw_color(rr, fill);
        draw_fill_circle(rr, cx, cy, rad);
        draw_color(rr, c);
        draw_circle_outline(rr, cx, cy, rad, edge);
    } else {
        float hw = b->w * 0.5f * v->scale, hh = b->h * 0.5f * v->scale;
        draw_color(rr, fill);
        draw_fill_rect(rr, cx - hw, cy - hh, cx + hw, cy + hh);
        draw_color(rr, c);
        draw_rect_outline(rr, cx - hw, cy - hh, cx + hw, cy + hh, edge);
    }
}

/* The members' key numbers in their colours on a dark tag, beside the group. */
static void group_tag(App *app, const View *v, const CompareGroup *g, float distance)
{
    const World *w = &app->world;
    float half = 0.0f;
    for (int k = 0; k < g->count; k++) half = fmaxf(half, fmaxf(w->bodies[g->members[k]].w, w->bodies[g->members[k]].h));
    half = fmaxf(half * 0.5f * v->scale, 10.0f);
    int x = (int)(view_x(v, g->x) + half + 4), y = (int)(view_y(v, g->y) - half) - app->text.line_h;
    char num[16], dist[32] = "";
    int width = 0;
    for (int k = 0; k < g->count; k++) {
        snprintf(num, sizeof num, "%d ", g->members[k] + 1);
        width += text_width(&app->text, num);
    }
    if (distance > 0.0f) snprintf(dist, sizeof dist, "Δ %.1f", (double)distance);
    width += text_width(&app->text, dist);
    draw_color(app->renderer, COLOR_TR_LABEL_BG);
    draw_fill_rect(app->renderer, (float)x - 4, (float)y, (float)(x + width + 2), (float)(y + app->text.line_h));
    for (int k = 0; k < g->count; k++) {
        snprintf(num, sizeof num, "%d ", g->members[k] + 1);
        x += text_draw(&app->text, x, y, compare_color(g->members[k]), num);
    }
    text_draw(&app->text, x, y, COLOR_TEXT, dist);
}

void render_compare_ghost(App *app, const View *v)
{
    const World *w = &app->world;
    SDL_Renderer *rr = app->renderer;
    int ref = compare_reference(w);
    if (ref < 0) return;
    /* Boxes and circles first, points on top so a small cross is never buried; the
     * reference (the active method) last, with a thicker edge. */
    for (int pass = 0; pass < 2; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            BodyModel model = resolver_info(r)->model;
            if (r == ref || !compare_available(r) || (model == BODY_POINT) != (pass == 1)) continue;
            ghost_body(rr, v, &w->bodies[r], model, compare_color(r), false);
        }
    ghost_body(rr, v, &w->bodies[ref], resolver_info(ref)->model, compare_color(ref), true);

    /* The difference: a line from where the reference is to each place another
     * group of methods ended up (more than COMPARE_AGREE_PX away). */
    CompareGroup groups[RESOLVER_COUNT];
    int n = compare_groups(w, groups);
    for (int g = 1; g < n; g++) {
        SDL_Color c = compare_color(groups[g].members[0]);
        c.a = 220;
        draw_color(rr, c);
        draw_thick_line(rr, view_x(v, groups[0].x), view_y(v, groups[0].y), view_x(v, groups[g].x),
                        view_y(v, groups[g].y), 3.0f);
    }
    for (int g = 0; g < n; g++)
        group_tag(app, v, &groups[g], g ? hypotf(groups[g].x - groups[0].x, groups[g].y - groups[0].y) : 0.0f);
}

/* One method's two lines: name (and IN WALL), then position (and Δ). */
static void method_lines(App *app, int r, int ref, int x, int y, int right, bool swatch)
{
    const World *w = &app->world;
    const ResolverInfo *ri = resolver_info(r);
    int lh = app->text.line_h;
    char line[96];
    if (swatch) {
        draw_color(app->renderer, compare_color(r));
        draw_fill_rect(app->renderer, (float)x, (float)y + lh * 0.2f, (float)x + lh * 0.6f, (float)y + lh * 0.8f);
        x += lh;
    }
    snprintf(line, sizeof line, "%d %s%s", r + 1, ri->name, r == w->resolver ? " *" : "");
    text_draw(&app->text, x, y, compare_color(r), line);
    if (!compare_available(r)) {
        text_draw(&app->text, x, y + lh, COLOR_TEXT_DIM, "not available yet");
        return;
    }
    if (compare_in_wall(w, r)) text_draw(&app->text, right - text_width(&app->text, "IN WALL"), y, COLOR_ALERT, "IN WALL");
    position_text(w, r, ref, line, sizeof line);
    text_draw(&app->text, x, y + lh, COLOR_TEXT, line);
}

void render_compare_legend(App *app, SDL_Rect a)
{
    int p = pad(app), lh = app->text.line_h;
    int x = a.x + a.w + p, width = compare_legend_width(app) - 2 * p;
    int height = (3 + 2 * RESOLVER_COUNT) * lh + 2 * p;
    draw_color(app->renderer, COLOR_PANEL);
    draw_fill_rect(app->renderer, (float)x, (float)a.y, (float)(x + width), (float)(a.y + height));
    int ref = compare_reference(&app->world);
    int y = a.y + p;
    text_draw(&app->text, x + p, y, COLOR_TITLE, "One input, seven methods");
    y += lh;
    char line[96];
    snprintf(line, sizeof line, "Δ: px from %s (*)", ref >= 0 ? resolver_info(ref)->name : "-");
    text_draw(&app->text, x + p, y, COLOR_TEXT_DIM, line);
    y += lh + lh / 2;
    for (int r = 0; r < RESOLVER_COUNT; r++, y += 2 * lh) method_lines(app, r, ref, x + p, y, x + width - p, true);
    text_draw(&app->text, x + p, y, COLOR_TEXT_DIM, "C: split view");
}

void compare_split_layout(App *app, View views[RESOLVER_COUNT], SDL_Rect labels[RESOLVER_COUNT], SDL_Rect *spare)
{
    SDL_Rect a = app_map_view(app).area;
    const Map *m = &app->world.map;
    float mw = (float)(m->w * m->tile), mh = (float)(m->h * m->tile);
    int gap = pad(app), label_h = 2 * app->text.line_h + gap / 2;
    /* The grid of viewports that shows the map largest (4x2 on a wide window). */
    int best_cols = 1;
    float best = -1.0f;
    for (int cols = 1; cols <= RESOLVER_COUNT; cols++) {
        int rows = (RESOLVER_COUNT + cols - 1) / cols;
        float cw = (float)(a.w - (cols - 1) * gap) / (float)cols, ch = (float)(a.h - (rows - 1) * gap) / (float)rows;
        float s = fminf(cw / mw, (ch - (float)label_h) / mh);
        if (s > best) best = s, best_cols = cols;
    }
    int cols = best_cols, rows = (RESOLVER_COUNT + cols - 1) / cols;
    int cw = (a.w - (cols - 1) * gap) / cols, ch = (a.h - (rows - 1) * gap) / rows;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        int x = a.x + (r % cols) * (cw + gap), y = a.y + (r / cols) * (ch + gap);
        labels[r] = (SDL_Rect){x, y, cw, label_h};
        SDL_Rect area = {x, y + label_h, cw, ch - label_h > 8 ? ch - label_h : 8};
        views[r] = view_fit(m, area, app->zoom, app->world.bodies[r].x, app->world.bodies[r].y);
    }
    int k = RESOLVER_COUNT;
    *spare = cols * rows > k ? (SDL_Rect){a.x + (k % cols) * (cw + gap), a.y + (k / cols) * (ch + gap), cw, ch}
                             : (SDL_Rect){0, 0, 0, 0};
}

void render_compare_split(App *app)
{
    SDL_Renderer *rr = app->renderer;
    const World *w = &app->world;
    View views[RESOLVER_COUNT];
    SDL_Rect labels[RESOLVER_COUNT], spare;
    compare_split_layout(app, views, labels, &spare);
    int ref = compare_reference(w);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const View *v = &views[r];
        SDL_RenderSetClipRect(rr, &v->area);
        render_map(rr, v, &w->map);
        render_movers(rr, v, w);
        if (r == w->resolver && app->overlays) render_trace(rr, v, &app->trace, &app->text);
        if (compare_available(r)) {
            render_body(rr, v, &w->bodies[r], resolver_info(r)->model, compare_color(r));
        } else {
            draw_color(rr, (SDL_Color){0, 0, 0, 150});
            draw_fill_rect(rr, (float)v->area.x, (float)v->area.y, (float)(v->area.x + v->area.w),
                           (float)(v->area.y + v->area.h));
        }
        if (app->editor.on) editor_draw(app, v);
        SDL_RenderSetClipRect(rr, NULL);
        SDL_Rect l = labels[r];
        draw_color(rr, COLOR_PANEL);
        draw_fill_rect(rr, (float)l.x, (float)l.y, (float)(l.x + l.w), (float)(l.y + l.h));
        method_lines(app, r, ref, l.x + 4, l.y + 2, l.x + l.w - 4, false);
        /* The active method's viewport is framed in its colour. */
        draw_color(rr, r == w->resolver ? compare_color(r) : COLOR_GRID);
        draw_rect_outline(rr, (float)l.x - 2, (float)l.y - 2, (float)(l.x + l.w + 2),
                          (float)(v->area.y + v->area.h + 2), r == w->resolver ? 3.0f : 1.0f);
    }
    if (spare.w > 0) {
        int lh = app->text.line_h, x = spare.x + pad(app), y = spare.y + pad(app);
        text_draw(&app->text, x, y, COLOR_TITLE, "One input, seven methods");
        text_draw(&app->text, x, y + lh, COLOR_TEXT_DIM, "Movers are shared.");
        text_draw(&app->text, x, y + 2 * lh, COLOR_TEXT_DIM, "* = the active method");
        text_draw(&app->text, x, y + 3 * lh, COLOR_TEXT_DIM, "C: back to one view");
    }
}
