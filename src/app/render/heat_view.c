/* heat_view.c: see heat_view.h. One scale for every kind of failure (through a wall,
 * inside one, stopped short), so a glance says where a method is unsafe; the legend
 * names the method, the speed and what was tried. */
#include "app/render/heat_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/base/keys.h"
#include "app/render/method_color.h"
#include "app/render/draw.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "app/render/theme.h"

#define HEAT_ALPHA 170
#define HEAT_BAR_STEPS 24

Colour heat_color(double rate)
{
    if (rate < 0.0) rate = 0.0;
    if (rate > 1.0) rate = 1.0;
    /* On a square-root scale, so a few failing moves already show (yellow is 25%):
     * green to yellow over the first half, yellow to red over the second. */
    rate = sqrt(rate);
    double up = rate < 0.5 ? rate * 2.0 : 1.0, down = rate < 0.5 ? 1.0 : (1.0 - rate) * 2.0;
    return (Colour){(uint8_t)(40 + 215 * up), (uint8_t)(60 + 150 * down), 40, HEAT_ALPHA};
}

double heat_rate(const HeatCell *c)
{
    if (!c->tried) return 0.0;
    int failed = c->crossed + c->inside + c->short_stop;
    if (failed > c->tried) failed = c->tried; /* a move can fail two ways */
    return (double)failed / (double)c->tried;
}

void render_heatmap(Canvas *cv, const View *v, const Heatmap *heat, int tile)
{
    const float t = v->scale * (float)tile;
    /* The heat map's cells are map cells x..x+w-1, y..y+h-1; those in view are drawn. */
    Map span = {.tile = tile, .w = heat->x + heat->w, .h = heat->y + heat->h};
    int i0, j0, i1, j1;
    view_cells(v, &span, &i0, &j0, &i1, &j1);
    for (int j = j0 > heat->y ? j0 : heat->y; j < j1; j++)
        for (int i = i0 > heat->x ? i0 : heat->x; i < i1; i++) {
            const HeatCell *c = &heat->cells[(size_t)(j - heat->y) * (size_t)heat->w + (size_t)(i - heat->x)];
            if (!c->tried) continue;
            canvas_colour(cv, heat_color(heat_rate(c)));
            draw_fill_rect(cv, view_x(v, 0) + (float)i * t, view_y(v, 0) + (float)j * t,
                           view_x(v, 0) + (float)(i + 1) * t, view_y(v, 0) + (float)(j + 1) * t);
        }
}

/* The scale's bar from (x, y), about `bar` px long, on the line of `text`: even steps of
 * colour on the square-root scale, so 25% falls halfway, where a tick runs across the
 * bar and down to its label. Returns where the bar ends. */
static int heat_bar(const Frame *f, Text *text, int x, int y, int bar)
{
    int lh = text->line_h, step = bar / HEAT_BAR_STEPS > 0 ? bar / HEAT_BAR_STEPS : 1;
    for (int k = 0; k < HEAT_BAR_STEPS; k++) {
        double v = (double)k / (HEAT_BAR_STEPS - 1);
        Colour c = heat_color(v * v);
        c.a = 255;
        canvas_colour(f->canvas, c);
        draw_fill_rect(f->canvas, (float)(x + k * step), (float)y + lh * 0.2f, (float)(x + (k + 1) * step),
                       (float)y + lh * 0.8f);
    }
    int mid = x + HEAT_BAR_STEPS * step / 2, tick = lh / 12 > 1 ? lh / 12 : 1;
    canvas_colour(f->canvas, COLOR_TEXT);
    draw_fill_rect(f->canvas, (float)(mid - tick / 2), (float)y + lh * 0.1f, (float)(mid - tick / 2 + tick),
                   (float)y + lh * 1.15f);
    text_draw(text, mid - text_width(text, "25%") / 2, y + lh, COLOR_TEXT, "25%");
    return x + HEAT_BAR_STEPS * step;
}

void render_heat_legend(const Frame *f, Rect area, const MethodSet *methods, int resolver, float speed)
{
    Text *text = f->small ? f->small : f->text;
    int p = frame_pad(f), lh = text->line_h;
    char line[128];
    if (resolver >= 0)
        snprintf(line, sizeof line, "Failure heat map: %s %s, %g px/tick", keys_method_label(resolver),
                 methods->at[resolver]->name, (double)speed);
    else snprintf(line, sizeof line, "Failure heat map: all %d methods, %g px/tick", methods->count, (double)speed);
    const char *how = "share of moves from a cell (8 directions, 4 starts) that";
    const char *what = "go through a wall, end inside one or stop short";
    int w = text_width(text, how);
    if (text_width(text, line) > w) w = text_width(text, line);
    Rect box = {area.x + p, area.y + area.h - 5 * lh - 2 * p, w + 2 * p, 5 * lh + p};
    canvas_colour(f->canvas, COLOR_PANEL);
    draw_fill_rect(f->canvas, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    int x = box.x + p, y = box.y + p / 2;
    text_draw(text, x, y, COLOR_TITLE, line);
    text_draw(text, x, y + lh, COLOR_TEXT_DIM, how);
    text_draw(text, x, y + 2 * lh, COLOR_TEXT_DIM, what);
    y += 3 * lh;
    x += text_draw(text, x, y, COLOR_TEXT, "0% ");
    text_draw(text, heat_bar(f, text, x, y, 6 * lh), y, COLOR_TEXT, " 100%   no colour: no room");
}

void render_heat_key(const Frame *f, const World *w, Rect box)
{
    Text *text = f->small;
    int p = frame_pad(f), lh = text->line_h;
    char lines[2][TEXT_LINE_MAX];
    layout_heat_key_lines(f, w, box.w - p, lines);
    canvas_colour(f->canvas, COLOR_PANEL);
    draw_fill_rect(f->canvas, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    int x = box.x + p / 2, y = box.y + p / 4;
    text_draw(text, x, y, COLOR_TITLE, lines[0]);
    y += lh;
    x += text_draw(text, x, y, COLOR_TEXT, "0% ");
    /* The bar where the line's spaces are. */
    x = heat_bar(f, text, x, y, text_width(text, HEAT_KEY_BAR));
    text_draw(text, x, y, COLOR_TEXT, strstr(lines[1], "no room") ? " 100%  no colour: no room" : " 100%");
}

/* One map with its heat map in `area`, with the method's name above when `label`. */
static void heat_panel(const Frame *f, const Map *map, const Heatmap *heat, const ResolverInfo *method,
                       const char *key, Rect area, bool label)
{
    int lh = f->text->line_h;
    if (label) {
        char name[64];
        snprintf(name, sizeof name, "%s %s", key, method->name);
        canvas_clip(f->canvas, &area);
        text_draw(f->text, area.x, area.y, method_color(method), name);
        canvas_clip(f->canvas, NULL);
        area.y += lh;
        area.h -= lh;
    }
    View v = view_fit(map, area, 0, 0.0f, 0.0f);
    canvas_clip(f->canvas, &v.area);
    render_map_for(f->canvas, &v, map, method);
    render_heatmap(f->canvas, &v, heat, map->tile);
    canvas_clip(f->canvas, NULL);
}

void render_heat_picture(const Frame *f, const Map *map, const Heatmap *heat, const MethodSet *methods, int resolver,
                         float speed)
{
    canvas_colour(f->canvas, COLOR_BACKGROUND);
    canvas_clear(f->canvas);
    int p = frame_pad(f);
    Rect all = {p, p, f->w - 2 * p, f->h - 2 * p};
    if (resolver >= 0) {
        /* The map as wide as the frame, at its own aspect, the legend below it. */
        Rect area = all;
        area.h = all.w * map->h / map->w;
        heat_panel(f, map, heat, methods->at[resolver], "", area, false);
        render_heat_legend(f, (Rect){0, 0, all.w + p, f->h}, methods, resolver, speed);
        return;
    }
    /* Small multiples, four a row; the place after the last method holds the legend. */
    int n = methods->count, cols = 4, rows = (n + 1 + cols - 1) / cols;
    int cw = (all.w - (cols - 1) * p) / cols, ch = (all.h - (rows - 1) * p) / rows;
    for (int r = 0; r < n; r++) {
        Rect area = {all.x + (r % cols) * (cw + p), all.y + (r / cols) * (ch + p), cw, ch};
        heat_panel(f, map, &heat[r], methods->at[r], keys_method_label(r), area, true);
    }
    Rect spare = {all.x + (n % cols) * (cw + p) - p, all.y + (n / cols) * (ch + p), cw + 2 * p, ch + p};
    render_heat_legend(f, spare, methods, -1, speed);
}
