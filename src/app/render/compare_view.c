/* render_compare.c: drawing the compare view (see render_compare.h). The world has
 * already stepped all seven bodies on one input (world.c); compare.c says who agrees
 * and who is inside a wall; this file only draws. Methods without a resolve function
 * in this build are listed as "not available yet" and never drawn as bodies. */
#include "app/render/compare_view.h"

#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>

#include "core/compare.h"
#include "app/render/draw.h"
#include "app/render/render.h"
#include "app/render/theme.h"

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
/* Split viewports are small: each starts zoomed in 2x (zoom steps are sqrt 2) on its
 * own body, so a box or a circle is still a shape and not a dot. */
#define SPLIT_ZOOM_STEPS 2
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

static bool overlaps(SDL_Rect a, const SDL_Rect *placed, int n)
{
    for (int k = 0; k < n; k++)
        if (SDL_HasIntersection(&a, &placed[k])) return true;
    return false;
}

/* The members' key numbers in their colours on a dark tag, beside the group. Tags
 * never cover each other: one that would is pushed down (groups a few pixels apart
 * would otherwise stack their tags into an unreadable pile), with a leader line. */
static void group_tag(App *app, const View *v, const CompareGroup *g, float distance, SDL_Rect *placed, int n)
{
    const World *w = &app->world;
    float half = 0.0f;
    for (int k = 0; k < g->count; k++) half = fmaxf(half, fmaxf(w->bodies[g->members[k]].w, w->bodies[g->members[k]].h));
    half = fmaxf(half * 0.5f * v->scale, 10.0f);
    float gx = view_x(v, g->x), gy = view_y(v, g->y);
    int x = (int)(gx + half + 6), y = (int)(gy - half) - app->text.line_h;
    char num[16], dist[32] = "";
    int width = 0;
    for (int k = 0; k < g->count; k++) {
        snprintf(num, sizeof num, "%d ", g->members[k] + 1);
        width += text_width(&app->text, num);
    }
    if (distance > 0.0f) snprintf(dist, sizeof dist, "Δ %.1f", (double)distance);
    width += text_width(&app->text, dist);
    SDL_Rect box = {x - 4, y, width + 6, app->text.line_h};
    for (int tries = 0; tries < 2 * RESOLVER_COUNT && overlaps(box, placed, n); tries++) box.y += app->text.line_h + 2;
    placed[n] = box;
    y = box.y;
    if (box.y != (int)(gy - half) - app->text.line_h) {
        draw_color(app->renderer, COLOR_TEXT_DIM);
        draw_thick_line(app->renderer, gx, gy, (float)box.x, (float)box.y + (float)box.h * 0.5f, 1.0f);
    }
    draw_color(app->renderer, COLOR_TR_LABEL_BG);
    draw_fill_rect(app->renderer, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
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
    int n = compare_groups(w, compare_available_mask(), ref, groups);
    for (int g = 1; g < n; g++) {
        SDL_Color c = compare_color(groups[g].members[0]);
        c.a = 220;
        draw_color(rr, c);
        draw_thick_line(rr, view_x(v, groups[0].x), view_y(v, groups[0].y), view_x(v, groups[g].x),
                        view_y(v, groups[g].y), 3.0f);
    }
    SDL_Rect placed[RESOLVER_COUNT];
    for (int g = 0; g < n; g++)
        group_tag(app, v, &groups[g], g ? hypotf(groups[g].x - groups[0].x, groups[g].y - groups[0].y) : 0.0f,
                  placed, g);
}

/* One method's two lines in a box `width` wide: its number and name (and IN WALL at
 * the right), then its position (and Δ, the distance from the reference). What does
 * not fit is dropped, least important first: Δ, then IN WALL moves to line two. */
static void method_lines(App *app, int r, int ref, int x, int y, int width, bool swatch)
{
    const World *w = &app->world;
    int lh = app->text.line_h, right = x + width;
    char name[64], pos[48], delta[32] = "";
    bool in_wall = compare_available(r) && compare_in_wall(w, r);
    if (in_wall) {
        /* Red behind the lines, so it reads even where "IN WALL" is cut off. */
        draw_color(app->renderer, (SDL_Color){150, 20, 20, 150});
        draw_fill_rect(app->renderer, (float)x - 4, (float)y, (float)right + 4, (float)(y + 2 * lh));
    }
    if (swatch) {
        draw_color(app->renderer, compare_color(r));
        draw_fill_rect(app->renderer, (float)x, (float)y + lh * 0.2f, (float)x + lh * 0.6f, (float)y + lh * 0.8f);
        x += lh;
    }
    snprintf(name, sizeof name, "%d %s%s", r + 1, resolver_info(r)->name, r == w->resolver ? " *" : "");
    int name_w = text_draw(&app->text, x, y, compare_color(r), name);
    if (!compare_available(r)) {
        text_draw(&app->text, x, y + lh, COLOR_TEXT_DIM, "not available yet");
        return;
    }
    snprintf(pos, sizeof pos, "%.1f, %.1f", (double)w->bodies[r].x, (double)w->bodies[r].y);
    float d = ref >= 0 ? compare_distance(w, r, ref) : 0.0f;
    if (d > COMPARE_AGREE_PX) snprintf(delta, sizeof delta, "  Δ %.1f", (double)d);
    const char *wall = "IN WALL";
    int wall_w = text_width(&app->text, wall), gap = text_width(&app->text, "  ");
    int pos_w = text_draw(&app->text, x, y + lh, COLOR_TEXT, pos);
    if (in_wall && x + name_w + gap + wall_w <= right) {
        text_draw(&app->text, right - wall_w, y, COLOR_ALERT, wall);
    } else if (in_wall) {
        text_draw(&app->text, x + pos_w + gap, y + lh, COLOR_ALERT, wall);
        return;
    }
    if (delta[0] && x + pos_w + text_width(&app->text, delta) <= right)
        text_draw(&app->text, x + pos_w, y + lh, COLOR_WEAKNESS, delta);
}

/* The short form: swatch, number, then the position, or "IN WALL", or "n/a". */
static void method_line(App *app, int r, int ref, int x, int y, int width)
{
    const World *w = &app->world;
    int lh = app->text.line_h, right = x + width;
    char text[96];
    draw_color(app->renderer, compare_color(r));
    draw_fill_rect(app->renderer, (float)x, (float)y + lh * 0.2f, (float)x + lh * 0.6f, (float)y + lh * 0.8f);
    x += lh;
    snprintf(text, sizeof text, "%d%s", r + 1, r == w->resolver ? "*" : " ");
    x += text_draw(&app->text, x, y, compare_color(r), text) + text_width(&app->text, " ");
    if (!compare_available(r)) {
        text_draw(&app->text, x, y, COLOR_TEXT_DIM, "not available yet");
        return;
    }
    snprintf(text, sizeof text, "%.1f, %.1f", (double)w->bodies[r].x, (double)w->bodies[r].y);
    x += text_draw(&app->text, x, y, COLOR_TEXT, text) + text_width(&app->text, " ");
    float d = ref >= 0 ? compare_distance(w, r, ref) : 0.0f;
    if (compare_in_wall(w, r)) snprintf(text, sizeof text, "IN WALL");
    else if (d > COMPARE_AGREE_PX) snprintf(text, sizeof text, "Δ %.1f", (double)d);
    else return;
    if (x + text_width(&app->text, text) <= right)
        text_draw(&app->text, x, y, text[0] == 'I' ? COLOR_ALERT : COLOR_WEAKNESS, text);
}

void render_compare_legend(App *app, SDL_Rect a)
{
    int p = pad(app), lh = app->text.line_h;
    int x = a.x + a.w + p, width = compare_legend_width(app) - 2 * p;
    /* The seven methods come first: the title and footer only when there is room,
     * and one line per method (number, position, Δ) when two lines do not fit. */
    bool roomy = (4 + 2 * RESOLVER_COUNT) * lh + lh / 2 + 2 * p <= a.h;
    bool one_line = !roomy && 2 * RESOLVER_COUNT * lh + 2 * p > a.h;
    int height = roomy ? (4 + 2 * RESOLVER_COUNT) * lh + lh / 2 + 2 * p : (one_line ? 1 : 2) * RESOLVER_COUNT * lh + 2 * p;
    SDL_Rect box = {x, a.y, width, height < a.h ? height : a.h};
    draw_color(app->renderer, COLOR_PANEL);
    draw_fill_rect(app->renderer, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    SDL_RenderSetClipRect(app->renderer, &box);
    int ref = compare_reference(&app->world);
    int y = a.y + p;
    char line[96];
    if (roomy) {
        text_draw(&app->text, x + p, y, COLOR_TITLE, "One input, seven methods");
        if (ref >= 0) snprintf(line, sizeof line, "Δ = pixels from %d %s", ref + 1, resolver_info(ref)->name);
        else snprintf(line, sizeof line, "no method available yet");
        text_draw(&app->text, x + p, y + lh, COLOR_TEXT_DIM, line);
        y += 2 * lh + lh / 2;
    }
    for (int r = 0; r < RESOLVER_COUNT && !one_line; r++, y += 2 * lh)
        method_lines(app, r, ref, x + p, y, width - 2 * p, true);
    for (int r = 0; r < RESOLVER_COUNT && one_line; r++, y += lh) method_line(app, r, ref, x + p, y, width - 2 * p);
    if (roomy) text_draw(&app->text, x + p, y, COLOR_TEXT_DIM, "* active   C: split view");
    SDL_RenderSetClipRect(app->renderer, NULL);
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
        views[r] = view_fit(m, area, app->zoom + SPLIT_ZOOM_STEPS, app->world.bodies[r].x, app->world.bodies[r].y);
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
        render_map_for(rr, v, &w->map, r);
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
        SDL_RenderSetClipRect(rr, &l);
        method_lines(app, r, ref, l.x + 4, l.y + 2, l.w - 8, false);
        SDL_RenderSetClipRect(rr, NULL);
        /* The active method's viewport is framed in its colour. */
        draw_color(rr, r == w->resolver ? compare_color(r) : COLOR_GRID);
        draw_rect_outline(rr, (float)l.x - 2, (float)l.y - 2, (float)(l.x + l.w + 2),
                          (float)(v->area.y + v->area.h + 2), r == w->resolver ? 3.0f : 1.0f);
    }
    if (spare.w > 0) {
        static const char *const note[] = {"Seven methods,", "one input.", "Movers are shared.", "* the active one",
                                           "C: back to one view"};
        int lh = app->text.line_h, x = spare.x + pad(app), y = spare.y + pad(app);
        SDL_RenderSetClipRect(rr, &spare);
        for (int k = 0; k < 5; k++) text_draw(&app->text, x, y + k * lh, k < 2 ? COLOR_TITLE : COLOR_TEXT_DIM, note[k]);
        SDL_RenderSetClipRect(rr, NULL);
    }
}
