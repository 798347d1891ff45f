/* compare_view.c: drawing the compare view (see compare_view.h). The world has already
 * stepped all seven bodies on one input (world.c); compare.c says who agrees and who
 * is inside a wall; this file only draws. The active method is the reference. */
#include "app/render/compare_view.h"

#include <math.h>
#include <stdio.h>

#include "core/compare.h"
#include "app/render/draw.h"
#include "app/render/heat_view.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "app/render/theme.h"
#include "app/render/trail_view.h"

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
#define ALL_METHODS ((1u << RESOLVER_COUNT) - 1u)

SDL_Color compare_color(int r)
{
    return (r >= 0 && r < RESOLVER_COUNT) ? METHOD_COLORS[r] : COLOR_TEXT;
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
static void group_tag(const Frame *f, const View *v, const World *w, const CompareGroup *g, float distance,
                      SDL_Rect *placed, int n)
{
    SDL_Renderer *rr = f->renderer;
    Text *text = f->text;
    float half = 0.0f;
    for (int k = 0; k < g->count; k++) half = fmaxf(half, fmaxf(w->bodies[g->members[k]].w, w->bodies[g->members[k]].h));
    half = fmaxf(half * 0.5f * v->scale, 10.0f);
    float gx = view_x(v, g->x), gy = view_y(v, g->y);
    int x = (int)(gx + half + 6), y = (int)(gy - half) - text->line_h;
    char num[16], dist[32] = "";
    int width = 0;
    for (int k = 0; k < g->count; k++) {
        snprintf(num, sizeof num, "%d ", g->members[k] + 1);
        width += text_width(text, num);
    }
    if (distance > COMPARE_AGREE_PX) snprintf(dist, sizeof dist, "Δ %.1f", (double)distance);
    width += text_width(text, dist);
    SDL_Rect box = {x - 4, y, width + 6, text->line_h};
    for (int tries = 0; tries < 2 * RESOLVER_COUNT && overlaps(box, placed, n); tries++) box.y += text->line_h + 2;
    placed[n] = box;
    y = box.y;
    if (box.y != (int)(gy - half) - text->line_h) {
        draw_color(rr, COLOR_TEXT_DIM);
        draw_thick_line(rr, gx, gy, (float)box.x, (float)box.y + (float)box.h * 0.5f, 1.0f);
    }
    draw_color(rr, COLOR_TR_LABEL_BG);
    draw_fill_rect(rr, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    for (int k = 0; k < g->count; k++) {
        snprintf(num, sizeof num, "%d ", g->members[k] + 1);
        x += text_draw(text, x, y, compare_color(g->members[k]), num);
    }
    text_draw(text, x, y, COLOR_TEXT, dist);
}

void render_compare_ghost(const Frame *f, const View *v, const World *w)
{
    SDL_Renderer *rr = f->renderer;
    int ref = w->resolver;
    /* Boxes and circles first, points on top so a small cross is never buried; the
     * reference (the active method) last, with a thicker edge. */
    for (int pass = 0; pass < 2; pass++)
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            BodyModel model = resolver_info(r)->model;
            if (r == ref || (model == BODY_POINT) != (pass == 1)) continue;
            ghost_body(rr, v, &w->bodies[r], model, compare_color(r), false);
        }
    ghost_body(rr, v, &w->bodies[ref], resolver_info(ref)->model, compare_color(ref), true);

    /* The difference: a line from where the reference is to each place another
     * group of methods ended up (more than COMPARE_AGREE_PX away). */
    CompareGroup groups[RESOLVER_COUNT];
    int n = compare_groups(w, ALL_METHODS, ref, groups);
    for (int g = 1; g < n; g++) {
        SDL_Color c = compare_color(groups[g].members[0]);
        c.a = 220;
        draw_color(rr, c);
        draw_thick_line(rr, view_x(v, groups[0].x), view_y(v, groups[0].y), view_x(v, groups[g].x),
                        view_y(v, groups[g].y), 3.0f);
    }
    SDL_Rect placed[RESOLVER_COUNT];
    for (int g = 0; g < n; g++)
        group_tag(f, v, w, &groups[g], g ? compare_delta(w, groups[g].members[0], groups[0].members[0]) : 0.0f,
                  placed, g);
}

static void swatch(SDL_Renderer *rr, int r, int x, int y, int lh)
{
    draw_color(rr, compare_color(r));
    draw_fill_rect(rr, (float)x, (float)y + lh * 0.2f, (float)x + lh * 0.6f, (float)y + lh * 0.8f);
}

/* The row's flag: inside a wall now, or went through one since the last reset. */
static const char *row_flag(const World *w, int r)
{
    if (compare_in_wall(w, r)) return "IN WALL";
    return w->log.tally[r].crossed > 0 ? "THROUGH" : NULL;
}

/* One method's two lines in a box `width` wide: its number and name (and its flag,
 * IN WALL or THROUGH, at the right), then its tally since the last reset (through a
 * wall, inside one, stopped short) and Δ from the active method. What does not fit is
 * dropped, least important first: Δ, then the flag moves to line two. */
static void method_lines(const Frame *f, const World *w, int r, int x, int y, int width, bool with_swatch)
{
    Text *text = f->text;
    int lh = text->line_h, right = x + width;
    char name[64], counts[64], delta[32] = "";
    const char *flag = row_flag(w, r);
    if (compare_in_wall(w, r)) {
        /* Red behind the lines, so it reads even where the flag is cut off. */
        draw_color(f->renderer, (SDL_Color){150, 20, 20, 150});
        draw_fill_rect(f->renderer, (float)x - 4, (float)y, (float)right + 4, (float)(y + 2 * lh));
    }
    if (with_swatch) {
        swatch(f->renderer, r, x, y, lh);
        x += lh;
    }
    snprintf(name, sizeof name, "%d %s%s", r + 1, resolver_info(r)->name, r == w->resolver ? " *" : "");
    int name_w = text_draw(text, x, y, compare_color(r), name);
    const Tally *t = &w->log.tally[r];
    snprintf(counts, sizeof counts, "thru %ld  in %ld  short %ld", t->crossed, t->inside, t->short_stop);
    /* Narrow (the split view's labels at a large scale): the failures that matter most. */
    if (x + text_width(text, counts) > right) snprintf(counts, sizeof counts, "thru %ld in %ld", t->crossed, t->inside);
    float d = compare_delta(w, r, w->resolver);
    if (d > COMPARE_AGREE_PX) snprintf(delta, sizeof delta, "  Δ %.1f", (double)d);
    int gap = text_width(text, "  ");
    int counts_w = text_draw(text, x, y + lh, t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT, counts);
    if (flag && x + name_w + gap + text_width(text, flag) <= right) {
        text_draw(text, right - text_width(text, flag), y, COLOR_ALERT, flag);
    } else if (flag) {
        text_draw(text, x + counts_w + gap, y + lh, COLOR_ALERT, flag);
        return;
    }
    if (delta[0] && x + counts_w + text_width(text, delta) <= right)
        text_draw(text, x + counts_w, y + lh, COLOR_WEAKNESS, delta);
}

/* The short form: swatch, number, then the tally of throughs and insides, and the flag or Δ. */
static void method_line(const Frame *f, const World *w, int r, int x, int y, int width)
{
    Text *text = f->text;
    int lh = text->line_h, right = x + width;
    char line[96];
    swatch(f->renderer, r, x, y, lh);
    x += lh;
    snprintf(line, sizeof line, "%d%s", r + 1, r == w->resolver ? "*" : " ");
    x += text_draw(text, x, y, compare_color(r), line) + text_width(text, " ");
    const Tally *t = &w->log.tally[r];
    snprintf(line, sizeof line, "thru %ld in %ld", t->crossed, t->inside);
    x += text_draw(text, x, y, COLOR_TEXT, line) + text_width(text, " ");
    float d = compare_delta(w, r, w->resolver);
    const char *flag = row_flag(w, r);
    if (flag) snprintf(line, sizeof line, "%s", flag);
    else if (d > COMPARE_AGREE_PX) snprintf(line, sizeof line, "Δ %.1f", (double)d);
    else return;
    if (x + text_width(text, line) <= right) text_draw(text, x, y, flag ? COLOR_ALERT : COLOR_WEAKNESS, line);
}

void render_compare_legend(const Frame *f, const World *w, SDL_Rect a)
{
    SDL_Renderer *rr = f->renderer;
    int p = frame_pad(f), lh = f->text->line_h;
    int x = a.x + a.w + p, width = layout_legend_width(f, w) - 2 * p;
    /* The seven methods come first: the title and footer only when there is room,
     * and one line per method (number, position, Δ) when two lines do not fit. */
    bool roomy = (4 + 2 * RESOLVER_COUNT) * lh + lh / 2 + 2 * p <= a.h;
    bool one_line = !roomy && 2 * RESOLVER_COUNT * lh + 2 * p > a.h;
    int height = roomy ? (4 + 2 * RESOLVER_COUNT) * lh + lh / 2 + 2 * p : (one_line ? 1 : 2) * RESOLVER_COUNT * lh + 2 * p;
    SDL_Rect box = {x, a.y, width, height < a.h ? height : a.h};
    draw_color(rr, COLOR_PANEL);
    draw_fill_rect(rr, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    SDL_RenderSetClipRect(rr, &box);
    int y = a.y + p;
    char line[96];
    if (roomy) {
        text_draw(f->text, x + p, y, COLOR_TITLE, "One input, seven methods");
        snprintf(line, sizeof line, "%ld moves; Δ: px from %d (edges)", w->log.tally[0].moves, w->resolver + 1);
        text_draw(f->text, x + p, y + lh, COLOR_TEXT_DIM, line);
        y += 2 * lh + lh / 2;
    }
    for (int r = 0; r < RESOLVER_COUNT && !one_line; r++, y += 2 * lh)
        method_lines(f, w, r, x + p, y, width - 2 * p, true);
    for (int r = 0; r < RESOLVER_COUNT && one_line; r++, y += lh) method_line(f, w, r, x + p, y, width - 2 * p);
    if (roomy) text_draw(f->text, x + p, y, COLOR_TEXT_DIM, "* active  R: reset counts");
    SDL_RenderSetClipRect(rr, NULL);
}

/* One method's viewport: its map (as it reads it), the movers, its body, the
 * overlays if it is the active one, the editor's marks; its label strip above. */
static void split_viewport(const Frame *f, const Scene *s, int r, const View *v, SDL_Rect label)
{
    SDL_Renderer *rr = f->renderer;
    const World *w = s->world;
    SDL_RenderSetClipRect(rr, &v->area);
    render_map_for(rr, v, &w->map, r);
    if (s->heat[r]) render_heatmap(rr, v, s->heat[r], w->map.tile);
    render_movers(rr, v, w);
    if (s->trails) render_trails(rr, v, w, 1u << r);
    if (r == w->resolver && s->trace)
        render_trace_faded(rr, v, s->trace, f->text, s->trace_kept ? SCENE_KEPT_TRACE_ALPHA : 1.0f);
    render_body(rr, v, &w->bodies[r], resolver_info(r)->model, compare_color(r));
    if (s->marks) render_editor_marks(rr, v, s->marks);
    SDL_RenderSetClipRect(rr, NULL);
    draw_color(rr, COLOR_PANEL);
    draw_fill_rect(rr, (float)label.x, (float)label.y, (float)(label.x + label.w), (float)(label.y + label.h));
    SDL_RenderSetClipRect(rr, &label);
    method_lines(f, w, r, label.x + 4, label.y + 2, label.w - 8, false);
    SDL_RenderSetClipRect(rr, NULL);
    /* The active method's viewport is framed in its colour. */
    draw_color(rr, r == w->resolver ? compare_color(r) : COLOR_GRID);
    draw_rect_outline(rr, (float)label.x - 2, (float)label.y - 2, (float)(label.x + label.w + 2),
                      (float)(v->area.y + v->area.h + 2), r == w->resolver ? 3.0f : 1.0f);
}

void render_compare_split(const Frame *f, const Scene *s)
{
    View views[RESOLVER_COUNT];
    SDL_Rect labels[RESOLVER_COUNT], spare;
    layout_split(f, s->world, s->zoom, views, labels, &spare);
    for (int r = 0; r < RESOLVER_COUNT; r++) split_viewport(f, s, r, &views[r], labels[r]);
    if (spare.w > 0) {
        static const char *const note[] = {"Seven methods,", "one input.", "Movers are shared.", "* the active one",
                                           "C: back to one view"};
        int lh = f->text->line_h, x = spare.x + frame_pad(f), y = spare.y + frame_pad(f);
        SDL_RenderSetClipRect(f->renderer, &spare);
        for (int k = 0; k < 5; k++) text_draw(f->text, x, y + k * lh, k < 2 ? COLOR_TITLE : COLOR_TEXT_DIM, note[k]);
        SDL_RenderSetClipRect(f->renderer, NULL);
    }
}
