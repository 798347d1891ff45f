/* compare_view.c: drawing the compare view (see compare_view.h). The world has already
 * stepped every method's body on one input (world.c); compare.c says who agrees and who
 * is inside a wall; this file only draws. The active method is the reference. */
#include "app/base/keys.h"
#include "app/render/compare_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/compare.h"
#include "app/render/draw.h"
#include "app/render/heat_view.h"
#include "app/render/input_view.h"
#include "app/render/layout.h"
#include "app/render/method_rows.h"
#include "app/render/render.h"
#include "app/render/method_color.h"
#include "app/render/theme.h"
#include "app/render/trail_view.h"

#define GHOST_FILL_ALPHA 70
#define ALL_METHODS ((1u << world_method_count(w)) - 1u)

static void ghost_body(Canvas *cv, const View *v, const Body *b, BodyModel model, Colour c, bool reference)
{
    float cx = view_x(v, b->x), cy = view_y(v, b->y), edge = reference ? 3.0f : 2.0f;
    Colour fill = c;
    fill.a = GHOST_FILL_ALPHA;
    if (model == BODY_POINT) {
        float arm = fmaxf(8.0f, 10.0f * v->scale);
        canvas_colour(cv, c);
        draw_thick_line(cv, cx - arm, cy, cx + arm, cy, edge);
        draw_thick_line(cv, cx, cy - arm, cx, cy + arm, edge);
        draw_fill_circle(cv, cx, cy, 4.0f);
    } else if (model == BODY_CIRCLE) {
        float rad = b->w * 0.5f * v->scale;
        canvas_colour(cv, fill);
        draw_fill_circle(cv, cx, cy, rad);
        canvas_colour(cv, c);
        draw_circle_outline(cv, cx, cy, rad, edge);
    } else {
        float hw = b->w * 0.5f * v->scale, hh = b->h * 0.5f * v->scale;
        canvas_colour(cv, fill);
        draw_fill_rect(cv, cx - hw, cy - hh, cx + hw, cy + hh);
        canvas_colour(cv, c);
        draw_rect_outline(cv, cx - hw, cy - hh, cx + hw, cy + hh, edge);
    }
}

/* The members' key numbers in their colours on a dark tag, placed clear of every body
 * and every other label (groups a few pixels apart would otherwise stack their tags
 * into an unreadable pile), with a leader line when it had to go further out. */
static void group_tag(const Frame *f, const View *v, const World *w, const CompareGroup *g, float distance,
                      LabelPlacer *labels)
{
    Text *text = f->text;
    LabelBox at = render_body_box(v, &w->bodies[g->members[0]], world_method(w, g->members[0])->model);
    for (int k = 1; k < g->count; k++) {
        LabelBox b = render_body_box(v, &w->bodies[g->members[k]], world_method(w, g->members[k])->model);
        int x1 = at.x + at.w > b.x + b.w ? at.x + at.w : b.x + b.w,
            y1 = at.y + at.h > b.y + b.h ? at.y + at.h : b.y + b.h;
        at.x = at.x < b.x ? at.x : b.x;
        at.y = at.y < b.y ? at.y : b.y;
        at.w = x1 - at.x;
        at.h = y1 - at.y;
    }
    char num[16], dist[32] = "";
    if (distance > COMPARE_AGREE_PX) snprintf(dist, sizeof dist, "Δ %.1f", (double)frame_game_px(f, distance));
    /* Shorter until it finds a free place: the small font (at once for a tag wider than
     * half the view), then the numbers alone (the legend beside gives each Δ). When
     * even that covers something, it goes where it covers the least. */
    for (int pass = 0; pass < 3; pass++) {
        if (pass > 0) text = f->small;
        const char *tail = pass < 2 ? dist : "";
        int width = text_width(text, tail);
        for (int k = 0; k < g->count; k++) {
            snprintf(num, sizeof num, "%s ", keys_method_label(g->members[k]));
            width += text_width(text, num);
        }
        if (pass == 0 && 2 * (width + 6) > labels->bounds.w) continue;
        if (pass < 2 && !labels_free(labels, at, width + 6, text->line_h)) continue;
        bool leader = false;
        LabelBox box = labels_place(labels, at, width + 6, text->line_h, &leader);
        draw_label_box(f->canvas, box, at, leader);
        int x = box.x + 3;
        for (int k = 0; k < g->count; k++) {
            snprintf(num, sizeof num, "%s ", keys_method_label(g->members[k]));
            x += text_draw(text, x, box.y, method_color(world_method(w, g->members[k])), num);
        }
        text_draw(text, x, box.y, COLOR_TEXT, tail);
        return;
    }
}

typedef struct WallCover {
    View v;
    const Map *map;
} WallCover;

/* The pixels of `b` over cells with any wall or wall side. */
static long wall_pixels(const void *ctx, LabelBox b)
{
    const WallCover *wc = ctx;
    const View *v = &wc->v;
    const Map *m = wc->map;
    float step = (float)m->tile * v->scale;
    if (!(step > 0.5f)) return 0;
    int i0 = (int)floorf(((float)b.x - v->ox) / step), i1 = (int)floorf(((float)(b.x + b.w) - v->ox) / step);
    int j0 = (int)floorf(((float)b.y - v->oy) / step), j1 = (int)floorf(((float)(b.y + b.h) - v->oy) / step);
    long covered = 0;
    for (int j = j0 < 0 ? 0 : j0; j <= j1 && j < m->h; j++)
        for (int i = i0 < 0 ? 0 : i0; i <= i1 && i < m->w; i++) {
            if (map_cell(m, i, j) == 0) continue;
            float x0 = fmaxf(v->ox + (float)i * step, (float)b.x), x1 = fminf(v->ox + (float)(i + 1) * step, (float)(b.x + b.w));
            float y0 = fmaxf(v->oy + (float)j * step, (float)b.y), y1 = fminf(v->oy + (float)(j + 1) * step, (float)(b.y + b.h));
            if (x1 > x0 && y1 > y0) covered += (long)ceilf((x1 - x0) * (y1 - y0));
        }
    return covered;
}

void render_compare_labels_begin(const Frame *f, const View *v, const World *w, LabelPlacer *labels)
{
    static WallCover walls; /* read while this frame's labels are placed; drawing is single-threaded */
    walls.v = *v;
    walls.map = &w->map;
    const Map *m = &w->map;
    int x0 = (int)ceilf(view_x(v, 0.0f)), y0 = (int)ceilf(view_y(v, 0.0f));
    int x1 = (int)floorf(view_x(v, (float)(m->w * m->tile))), y1 = (int)floorf(view_y(v, (float)(m->h * m->tile)));
    Rect a = v->area;
    x0 = x0 > a.x ? x0 : a.x;
    y0 = y0 > a.y ? y0 : a.y;
    x1 = x1 < a.x + a.w ? x1 : a.x + a.w;
    y1 = y1 < a.y + a.h ? y1 : a.y + a.h;
    if (x1 - x0 < 16 || y1 - y0 < 16) x0 = a.x, y0 = a.y, x1 = a.x + a.w, y1 = a.y + a.h;
    labels_begin(labels, (LabelBox){x0, y0, x1 - x0, y1 - y0}, 4);
    labels_space(labels, (int)(3.0f * f->scale + 0.5f));
    labels_avoid(labels, wall_pixels, &walls);
    for (int r = 0; r < world_method_count(w); r++)
        labels_block(labels, render_body_box(v, &w->bodies[r], world_method(w, r)->model));
}

void render_compare_ghost(const Frame *f, const View *v, const World *w, LabelPlacer *labels, bool tags)
{
    Canvas *cv = f->canvas;
    int ref = w->resolver;
    /* Boxes and circles first, points on top so a small cross is never buried; the
     * reference (the active method) last, with a thicker edge. */
    for (int pass = 0; pass < 2; pass++)
        for (int r = 0; r < world_method_count(w); r++) {
            BodyModel model = world_method(w, r)->model;
            if (r == ref || (model == BODY_POINT) != (pass == 1)) continue;
            ghost_body(cv, v, &w->bodies[r], model, method_color(world_method(w, r)), false);
        }
    ghost_body(cv, v, &w->bodies[ref], world_method(w, ref)->model, method_color(world_method(w, ref)), true);

    /* The difference: a line from where the reference is to each place another
     * group of methods ended up (more than COMPARE_AGREE_PX away). */
    CompareGroup groups[METHOD_MAX];
    int n = compare_groups(w, ALL_METHODS, ref, groups);
    for (int g = 1; g < n; g++) {
        Colour c = method_color(world_method(w, groups[g].members[0]));
        c.a = 220;
        canvas_colour(cv, c);
        draw_thick_line(cv, view_x(v, groups[0].x), view_y(v, groups[0].y), view_x(v, groups[g].x),
                        view_y(v, groups[g].y), 3.0f);
    }
    for (int g = 0; g < n && tags; g++)
        group_tag(f, v, w, &groups[g], g ? compare_delta(w, groups[g].members[0], groups[0].members[0]) : 0.0f, labels);
}

/* One method's viewport: its map (as it reads it), the movers, its body, the
 * overlays if it is the active one, the editor's marks; its label strip above. */
static void split_viewport(const Frame *f, const Scene *s, int r, const View *v, Rect label)
{
    Canvas *cv = f->canvas;
    const World *w = s->world;
    canvas_clip(cv, &v->area);
    render_map_for(cv, v, &w->map, world_method(w, r));
    if (s->heat[r]) render_heatmap(cv, v, s->heat[r], w->map.tile);
    render_movers(cv, v, w);
    if (s->trails) render_trails(cv, v, w, 1u << r);
    if (r == w->resolver && s->trace) {
        LabelPlacer own, *labels = s->labels ? s->labels : &own;
        labels_begin(labels, (LabelBox){v->area.x, v->area.y, v->area.w, v->area.h}, 4);
        labels_block(labels, render_body_box(v, &w->bodies[r], world_method(w, r)->model));
        /* The small font: a viewport is narrow. */
        render_trace_faded(cv, v, s->trace, f->small, NULL, labels, s->trace_kept ? SCENE_KEPT_TRACE_ALPHA : 1.0f);
    }
    render_body(cv, v, &w->bodies[r], world_method(w, r)->model, method_color(world_method(w, r)));
    if (s->input) input_move_draw(f, v, &w->bodies[r], world_method(w, r)->model, world_speed(w), s->input);
    if (s->marks) render_editor_marks(cv, v, s->marks);
    canvas_clip(cv, NULL);
    canvas_colour(cv, COLOR_PANEL);
    draw_fill_rect(cv, (float)label.x, (float)label.y, (float)(label.x + label.w), (float)(label.y + label.h));
    canvas_clip(cv, &label);
    /* The strip's height says its font and lines (layout_split chose them). */
    Text *text = label.h >= 2 * f->text->line_h ? f->text : f->small;
    method_lines(f, text, label.h >= 2 * text->line_h ? 2 : 1, w, r, label.x + 4, label.y + 2, label.w - 8, false);
    canvas_clip(cv, NULL);
    /* The active method's viewport is framed in its colour. */
    canvas_colour(cv, r == w->resolver ? method_color(world_method(w, r)) : COLOR_GRID);
    draw_rect_outline(cv, (float)label.x - 2, (float)label.y - 2, (float)(label.x + label.w + 2),
                      (float)(v->area.y + v->area.h + 2), r == w->resolver ? 3.0f : 1.0f);
}

/* Strips of one line have no room for every flag: the spare cell lists the methods
 * through a wall and in one, in the small font. False when none is flagged. */
static bool split_flags(const Frame *f, const World *w, Rect spare)
{
    char lines[2][64] = {"THRU", "WALL"};
    bool any[2] = {false, false};
    for (int r = 0; r < world_method_count(w); r++) {
        const char *flag = method_flag(w, r);
        if (!flag) continue;
        int k = compare_in_wall(w, r) ? 1 : 0;
        size_t n = strlen(lines[k]);
        snprintf(lines[k] + n, sizeof lines[k] - n, " %s", keys_method_label(r));
        any[k] = true;
    }
    if (!any[0] && !any[1]) return false;
    int p = frame_pad(f), lines_h = (any[0] + any[1]) * f->small->line_h;
    int y = spare.y + (spare.h - lines_h > 2 * p ? p : spare.h > lines_h ? (spare.h - lines_h) / 2 : 0);
    canvas_clip(f->canvas, &spare);
    for (int k = 0; k < 2; k++) {
        if (!any[k] || y + f->small->line_h > spare.y + spare.h) continue;
        text_draw(f->small, spare.x + p, y, COLOR_ALERT, lines[k]);
        y += f->small->line_h;
    }
    canvas_clip(f->canvas, NULL);
    return true;
}

void render_compare_split(const Frame *f, const Scene *s)
{
    View views[METHOD_MAX];
    Rect labels[METHOD_MAX], spare;
    layout_split(f, s->world, s->zoom, views, labels, &spare);
    for (int r = 0; r < world_method_count(s->world); r++) split_viewport(f, s, r, &views[r], labels[r]);
    bool one_line = labels[0].h < 2 * f->small->line_h;
    if (spare.w > 0 && one_line && split_flags(f, s->world, spare)) return;
    if (spare.w > 0) {
        char count[32];
        snprintf(count, sizeof count, "%d methods,", world_method_count(s->world));
        const char *const note[] = {count, "one input.", "Movers are shared.", "* the active one", "C: back to one view"};
        /* The body font where the note fits the spare cell, else the small one; in a
         * cell too small even for that, the lines the legend's help repeats (C, the
         * star) go first, from the end. */
        int p = frame_pad(f), x = spare.x + p, y = spare.y + p, widest = 0;
        for (int k = 0; k < 5; k++)
            if (text_width(f->text, note[k]) > widest) widest = text_width(f->text, note[k]);
        Text *t = widest <= spare.w - 2 * p && 5 * f->text->line_h <= spare.h - 2 * p ? f->text : f->small;
        canvas_clip(f->canvas, &spare);
        for (int k = 0; k < 5 && (k + 1) * t->line_h <= spare.h - 2 * p; k++)
            if (text_width(t, note[k]) <= spare.w - 2 * p)
                text_draw(t, x, y + k * t->line_h, k < 2 ? COLOR_TITLE : COLOR_TEXT_DIM, note[k]);
        canvas_clip(f->canvas, NULL);
    }
}
