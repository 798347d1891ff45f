/* compare_view.c: drawing the compare view (see compare_view.h). The world has already
 * stepped all seven bodies on one input (world.c); compare.c says who agrees and who
 * is inside a wall; this file only draws. The active method is the reference. */
#include "app/render/compare_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/compare.h"
#include "app/render/draw.h"
#include "app/render/heat_view.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "app/render/text_fit.h"
#include "app/render/method_color.h"
#include "app/render/theme.h"
#include "app/render/trail_view.h"

#define GHOST_FILL_ALPHA 70
#define ALL_METHODS ((1u << RESOLVER_COUNT) - 1u)

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

/* The members' key numbers in their colours on a dark tag, placed clear of every body
 * and every other label (groups a few pixels apart would otherwise stack their tags
 * into an unreadable pile), with a leader line when it had to go further out. */
static void group_tag(const Frame *f, const View *v, const World *w, const CompareGroup *g, float distance,
                      LabelPlacer *labels)
{
    Text *text = f->text;
    LabelBox at = render_body_box(v, &w->bodies[g->members[0]], resolver_info(g->members[0])->model);
    for (int k = 1; k < g->count; k++) {
        LabelBox b = render_body_box(v, &w->bodies[g->members[k]], resolver_info(g->members[k])->model);
        int x1 = at.x + at.w > b.x + b.w ? at.x + at.w : b.x + b.w,
            y1 = at.y + at.h > b.y + b.h ? at.y + at.h : b.y + b.h;
        at.x = at.x < b.x ? at.x : b.x;
        at.y = at.y < b.y ? at.y : b.y;
        at.w = x1 - at.x;
        at.h = y1 - at.y;
    }
    char num[16], dist[32] = "";
    if (distance > COMPARE_AGREE_PX) snprintf(dist, sizeof dist, "Δ %.1f", (double)distance);
    /* Shorter until it finds a free place: the small font (at once for a tag wider than
     * half the view), then the numbers alone (the legend beside gives each Δ). When
     * even that covers something, it goes where it covers the least. */
    for (int pass = 0; pass < 3; pass++) {
        if (pass > 0) text = f->small;
        const char *tail = pass < 2 ? dist : "";
        int width = text_width(text, tail);
        for (int k = 0; k < g->count; k++) {
            snprintf(num, sizeof num, "%d ", g->members[k] + 1);
            width += text_width(text, num);
        }
        if (pass == 0 && 2 * (width + 6) > labels->bounds.w) continue;
        if (pass < 2 && !labels_free(labels, at, width + 6, text->line_h)) continue;
        bool leader = false;
        LabelBox box = labels_place(labels, at, width + 6, text->line_h, &leader);
        draw_label_box(f->renderer, box, at, leader);
        int x = box.x + 3;
        for (int k = 0; k < g->count; k++) {
            snprintf(num, sizeof num, "%d ", g->members[k] + 1);
            x += text_draw(text, x, box.y, compare_color(g->members[k]), num);
        }
        text_draw(text, x, box.y, COLOR_TEXT, tail);
        return;
    }
}

void render_compare_block_bodies(const View *v, const World *w, LabelPlacer *labels)
{
    for (int r = 0; r < RESOLVER_COUNT; r++)
        labels_block(labels, render_body_box(v, &w->bodies[r], resolver_info(r)->model));
}

void render_compare_ghost(const Frame *f, const View *v, const World *w, LabelPlacer *labels)
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
    for (int g = 0; g < n; g++)
        group_tag(f, v, w, &groups[g], g ? compare_delta(w, groups[g].members[0], groups[0].members[0]) : 0.0f, labels);
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

/* The method's name in three lengths (number and name, number and short name, the
 * number alone), the active one starred. */
static void name_variants(const World *w, int r, char v[3][64])
{
    bool active = r == w->resolver;
    snprintf(v[0], sizeof v[0], "%d %s%s", r + 1, resolver_info(r)->name, active ? " *" : "");
    snprintf(v[1], sizeof v[1], "%d %s%s", r + 1, text_short_method(r), active ? "*" : "");
    snprintf(v[2], sizeof v[2], "%d%s", r + 1, active ? "*" : "");
}

/* Δ from the active method in three lengths, or none when they agree. */
static const char *delta_fit(const Text *text, const World *w, int r, int max_w, char dv[3][32])
{
    float d = compare_delta(w, r, w->resolver);
    dv[0][0] = dv[1][0] = dv[2][0] = '\0';
    if (!(d > COMPARE_AGREE_PX)) return dv[0];
    snprintf(dv[0], 32, "Δ %.1f", (double)d);
    snprintf(dv[1], 32, "Δ%.1f", (double)d);
    snprintf(dv[2], 32, "Δ%.0f", (double)d);
    const char *const v[3] = {dv[0], dv[1], dv[2]};
    return dv[text_fit(text, max_w, v, 3)];
}

/* One method's lines in a box `width` wide, in `text`: its number and name (and its
 * flag, IN WALL or THROUGH, at the right), then its tally since the last reset (through
 * a wall, inside one, stopped short) and Δ from the active method. Nothing is cut: the
 * name shortens to its short form, then the flag to WALL or THRU, then the flag leads
 * the second line; the tally goes before Δ. With `lines` 1, the first line alone. */
static void method_lines(const Frame *f, Text *text, int lines, const World *w, int r, int x, int y, int width,
                         bool with_swatch)
{
    int lh = text->line_h, right = x + width;
    bool in_wall = compare_in_wall(w, r);
    const char *flag = row_flag(w, r);
    if (in_wall) {
        /* Red behind the lines, so it reads at a glance. */
        draw_color(f->renderer, (SDL_Color){150, 20, 20, 150});
        draw_fill_rect(f->renderer, (float)x - 4, (float)y, (float)right + 4, (float)(y + lines * lh));
    }
    if (with_swatch) {
        swatch(f->renderer, r, x, y, lh);
        x += lh;
    }
    char names[3][64], counts[4][64], dv[3][32];
    name_variants(w, r, names);
    const char *first_flag = NULL, *short_flag = flag ? (in_wall ? "WALL" : "THRU") : NULL;
    const char *const flags[2] = {flag, short_flag};
    for (int k = 0; k < 2 && flag && !first_flag; k++)
        if (text_width(text, names[1]) + text_width(text, " ") + text_width(text, flags[k]) <= right - x)
            first_flag = flags[k];
    int flag_w = first_flag ? text_width(text, first_flag) + text_width(text, " ") : 0;
    const char *const nv[3] = {names[0], names[1], names[2]};
    text_draw_fit(text, x, y, right - x - flag_w, compare_color(r), nv, 3);
    if (first_flag) text_draw(text, right - text_width(text, first_flag), y, COLOR_ALERT, first_flag);
    if (lines < 2) return;
    int px = x;
    if (flag && !first_flag) {
        char lead[16];
        snprintf(lead, sizeof lead, "%s ", short_flag);
        px += text_draw(text, px, y + lh, COLOR_ALERT, lead);
    }
    const Tally *t = &w->log.tally[r];
    const char *delta = delta_fit(text, w, r, right - px, dv);
    const char *gap = delta[0] ? "  " : "";
    snprintf(counts[0], sizeof counts[0], "thru %ld  in %ld  short %ld%s", t->crossed, t->inside, t->short_stop, gap);
    snprintf(counts[1], sizeof counts[1], "thru %ld in %ld%s", t->crossed, t->inside, gap);
    snprintf(counts[2], sizeof counts[2], "t%ld i%ld%s", t->crossed, t->inside, delta[0] ? " " : "");
    counts[3][0] = '\0';
    const char *const cv[4] = {counts[0], counts[1], counts[2], counts[3]};
    SDL_Color c = t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT;
    px += text_draw_fit(text, px, y + lh, right - px - text_width(text, delta), c, cv, delta[0] ? 4 : 3);
    if (delta[0]) text_draw(text, px, y + lh, COLOR_WEAKNESS, delta);
}

/* The one-line forms of a method's row, longest first: the short name goes before a
 * figure is rounded, the words of the tally before the name. */
typedef struct LineLevel {
    bool name;        /* the short name */
    bool words;       /* "thru 1 in 0" rather than "t1 i0" */
    bool tally;       /* the tally at all */
    bool tenths;      /* Δ to a tenth */
    bool short_flags; /* THRU and WALL for THROUGH and IN WALL */
} LineLevel;
static const LineLevel LINE_LEVEL[] = {
    {true, true, true, true, false},    {true, false, true, true, false},  {true, false, true, false, true},
    {false, true, true, true, false},   {false, false, true, true, false}, {false, false, true, false, true},
    {false, false, false, false, true},
};
enum { LINE_LEVELS = sizeof LINE_LEVEL / sizeof LINE_LEVEL[0] };

/* A method's row at `level`: its short name and tally in `mid` (the name's length in
 * *name_len), and its flag or Δ in `right`. */
static void line_parts(const World *w, int r, int level, char mid[80], size_t *name_len, char right[32])
{
    const LineLevel *l = &LINE_LEVEL[level];
    const Tally *t = &w->log.tally[r];
    const char *name = l->name ? text_short_method(r) : "";
    const char *gap = l->name && l->tally ? " " : "";
    *name_len = strlen(name);
    if (!l->tally) snprintf(mid, 80, "%s", name);
    else if (l->words) snprintf(mid, 80, "%s%sthru %ld in %ld", name, gap, t->crossed, t->inside);
    else snprintf(mid, 80, "%s%st%ld i%ld", name, gap, t->crossed, t->inside);
    const char *flag = row_flag(w, r);
    float d = compare_delta(w, r, w->resolver);
    if (flag) snprintf(right, 32, "%s", !l->short_flags ? flag : compare_in_wall(w, r) ? "WALL" : "THRU");
    else if (!(d > COMPARE_AGREE_PX)) right[0] = '\0';
    else snprintf(right, 32, l->tenths ? "Δ%.1f" : "Δ%.0f", (double)d);
}

/* The longest level at which every method's row fits `width` beside its swatch and
 * number, so the seven rows read alike. */
static int line_level(const Text *text, const World *w, int width)
{
    for (int level = 0; level < LINE_LEVELS - 1; level++) {
        bool fits = true;
        for (int r = 0; r < RESOLVER_COUNT && fits; r++) {
            char mid[80], right[32];
            size_t n;
            line_parts(w, r, level, mid, &n, right);
            fits = text->line_h + text_width(text, "1* ") + text_width(text, mid) + text_width(text, "  ") +
                       text_width(text, right) <=
                   width;
        }
        if (fits) return level;
    }
    return LINE_LEVELS - 1;
}

/* The short form: swatch, number, short name and tally (throughs, insides), and the
 * flag or Δ at the right, all at `level`. */
static void method_line(const Frame *f, const World *w, int r, int level, int x, int y, int width)
{
    Text *text = f->text;
    int right_x = x + width;
    char num[16], mid[80], right[32];
    size_t name_len;
    swatch(f->renderer, r, x, y, text->line_h);
    x += text->line_h;
    snprintf(num, sizeof num, "%d%s ", r + 1, r == w->resolver ? "*" : " ");
    x += text_draw(text, x, y, compare_color(r), num);
    line_parts(w, r, level, mid, &name_len, right);
    if (right[0])
        text_draw(text, right_x - text_width(text, right), y, row_flag(w, r) ? COLOR_ALERT : COLOR_WEAKNESS, right);
    char name[16];
    snprintf(name, sizeof name, "%.*s", (int)name_len, mid);
    if (name_len) x += text_draw(text, x, y, compare_color(r), name);
    const Tally *t = &w->log.tally[r];
    text_draw(text, x, y, t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT, mid + name_len);
}

/* The smallest form, two to a row in the small font: swatch, number, and the flag or
 * Δ (the tally goes first: the wider forms have it). */
static void method_cell(const Frame *f, const World *w, int r, int x, int y, int width)
{
    Text *text = f->small;
    char num[16], flag[2][32];
    swatch(f->renderer, r, x, y, text->line_h);
    x += text->line_h;
    snprintf(num, sizeof num, "%d%s ", r + 1, r == w->resolver ? "*" : "");
    int used = text_draw(text, x, y, compare_color(r), num);
    float d = compare_delta(w, r, w->resolver);
    const char *name = row_flag(w, r);
    if (!name && d <= COMPARE_AGREE_PX) return;
    if (name) {
        snprintf(flag[0], sizeof flag[0], "%s", name);
        snprintf(flag[1], sizeof flag[1], "%s", name[0] == 'I' ? "WALL" : "THRU");
    } else {
        snprintf(flag[0], sizeof flag[0], "Δ%.1f", (double)d);
        snprintf(flag[1], sizeof flag[1], "Δ%.0f", (double)d);
    }
    const char *const fv[2] = {flag[0], flag[1]};
    text_draw_fit(text, x + used, y, width - text->line_h - used, name ? COLOR_ALERT : COLOR_WEAKNESS, fv, 2);
}

void render_compare_legend(const Frame *f, const World *w, SDL_Rect a)
{
    SDL_Renderer *rr = f->renderer;
    int p = frame_pad(f), lh = f->text->line_h;
    int x = a.x + a.w + p, width = layout_legend_width(f, w) - 2 * p;
    /* The seven methods come first; the title, the subtitle that says what Δ is and
     * the footer when there is room; one line per method when two do not fit. */
    LegendForm form = layout_legend_form(f, a);
    bool titled = form == LEGEND_ROOMY || form == LEGEND_TITLED;
    bool two_lines = form == LEGEND_ROOMY || form == LEGEND_TWO;
    bool one_line = form == LEGEND_TITLED || form == LEGEND_ONE, compact = form == LEGEND_COMPACT;
    SDL_Rect box = layout_legend_box(f, w, a);
    draw_color(rr, COLOR_PANEL);
    draw_fill_rect(rr, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    SDL_RenderSetClipRect(rr, &box);
    int y = a.y + p;
    if (titled) {
        static const char *const title[] = {"One input, seven methods", "Seven methods"};
        text_draw_fit(f->text, x + p, y, width - 2 * p, COLOR_TITLE, title, 2);
        char sub[3][96];
        long moves = w->log.tally[0].moves;
        snprintf(sub[0], sizeof sub[0], "%ld moves; Δ: px from %d %s (edges)", moves, w->resolver + 1,
                 resolver_info(w->resolver)->name);
        snprintf(sub[1], sizeof sub[1], "%ld moves; Δ from %d (edges)", moves, w->resolver + 1);
        snprintf(sub[2], sizeof sub[2], "Δ: px from %d", w->resolver + 1);
        const char *const sv[3] = {sub[0], sub[1], sub[2]};
        text_draw_fit(f->text, x + p, y + lh, width - 2 * p, COLOR_TEXT_DIM, sv, 3);
        y += 2 * lh + lh / 2;
    }
    for (int r = 0; r < RESOLVER_COUNT && two_lines; r++, y += 2 * lh)
        method_lines(f, f->text, 2, w, r, x + p, y, width - 2 * p, true);
    int level = one_line ? line_level(f->text, w, width - 2 * p) : 0;
    for (int r = 0; r < RESOLVER_COUNT && one_line; r++, y += lh) method_line(f, w, r, level, x + p, y, width - 2 * p);
    int cell = (width - 2 * p) / 2, slh = f->small->line_h;
    for (int r = 0; r < RESOLVER_COUNT && compact; r++)
        method_cell(f, w, r, x + p + (r % 2) * cell, y + (r / 2) * slh, cell);
    static const char *const foot[] = {"* active  R: reset counts", "* active  R: reset"};
    if (titled) text_draw_fit(f->text, x + p, y, width - 2 * p, COLOR_TEXT_DIM, foot, 2);
    if (titled && one_line) {
        static const char *const key[] = {"t: through a wall  i: in one", "t: thru  i: in a wall"};
        text_draw_fit(f->text, x + p, y + lh, width - 2 * p, COLOR_TEXT_DIM, key, 2);
    }
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
    if (r == w->resolver && s->trace) {
        LabelPlacer own, *labels = s->labels ? s->labels : &own;
        labels_begin(labels, (LabelBox){v->area.x, v->area.y, v->area.w, v->area.h}, 4);
        labels_block(labels, render_body_box(v, &w->bodies[r], resolver_info(r)->model));
        /* The small font: a viewport is narrow. */
        render_trace_faded(rr, v, s->trace, f->small, NULL, labels, s->trace_kept ? SCENE_KEPT_TRACE_ALPHA : 1.0f);
    }
    render_body(rr, v, &w->bodies[r], resolver_info(r)->model, compare_color(r));
    if (s->marks) render_editor_marks(rr, v, s->marks);
    SDL_RenderSetClipRect(rr, NULL);
    draw_color(rr, COLOR_PANEL);
    draw_fill_rect(rr, (float)label.x, (float)label.y, (float)(label.x + label.w), (float)(label.y + label.h));
    SDL_RenderSetClipRect(rr, &label);
    /* The strip's height says its font and lines (layout_split chose them). */
    Text *text = label.h >= 2 * f->text->line_h ? f->text : f->small;
    method_lines(f, text, label.h >= 2 * text->line_h ? 2 : 1, w, r, label.x + 4, label.y + 2, label.w - 8, false);
    SDL_RenderSetClipRect(rr, NULL);
    /* The active method's viewport is framed in its colour. */
    draw_color(rr, r == w->resolver ? compare_color(r) : COLOR_GRID);
    draw_rect_outline(rr, (float)label.x - 2, (float)label.y - 2, (float)(label.x + label.w + 2),
                      (float)(v->area.y + v->area.h + 2), r == w->resolver ? 3.0f : 1.0f);
}

/* Strips of one line have no room for every flag: the spare cell lists the methods
 * through a wall and in one, in the small font. False when none is flagged. */
static bool split_flags(const Frame *f, const World *w, SDL_Rect spare)
{
    char lines[2][64] = {"THRU", "WALL"};
    bool any[2] = {false, false};
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const char *flag = row_flag(w, r);
        if (!flag) continue;
        int k = compare_in_wall(w, r) ? 1 : 0;
        size_t n = strlen(lines[k]);
        snprintf(lines[k] + n, sizeof lines[k] - n, " %d", r + 1);
        any[k] = true;
    }
    if (!any[0] && !any[1]) return false;
    int p = frame_pad(f), lines_h = (any[0] + any[1]) * f->small->line_h;
    int y = spare.y + (spare.h - lines_h > 2 * p ? p : spare.h > lines_h ? (spare.h - lines_h) / 2 : 0);
    SDL_RenderSetClipRect(f->renderer, &spare);
    for (int k = 0; k < 2; k++) {
        if (!any[k] || y + f->small->line_h > spare.y + spare.h) continue;
        text_draw(f->small, spare.x + p, y, COLOR_ALERT, lines[k]);
        y += f->small->line_h;
    }
    SDL_RenderSetClipRect(f->renderer, NULL);
    return true;
}

void render_compare_split(const Frame *f, const Scene *s)
{
    View views[RESOLVER_COUNT];
    SDL_Rect labels[RESOLVER_COUNT], spare;
    layout_split(f, s->world, s->zoom, views, labels, &spare);
    for (int r = 0; r < RESOLVER_COUNT; r++) split_viewport(f, s, r, &views[r], labels[r]);
    bool one_line = labels[0].h < 2 * f->small->line_h;
    if (spare.w > 0 && one_line && split_flags(f, s->world, spare)) return;
    if (spare.w > 0) {
        static const char *const note[] = {"Seven methods,", "one input.", "Movers are shared.", "* the active one",
                                           "C: back to one view"};
        /* The body font where the note fits the spare cell, else the small one; in a
         * cell too small even for that, the lines the legend's help repeats (C, the
         * star) go first, from the end. */
        int p = frame_pad(f), x = spare.x + p, y = spare.y + p, widest = 0;
        for (int k = 0; k < 5; k++)
            if (text_width(f->text, note[k]) > widest) widest = text_width(f->text, note[k]);
        Text *t = widest <= spare.w - 2 * p && 5 * f->text->line_h <= spare.h - 2 * p ? f->text : f->small;
        SDL_RenderSetClipRect(f->renderer, &spare);
        for (int k = 0; k < 5 && (k + 1) * t->line_h <= spare.h - 2 * p; k++)
            if (text_width(t, note[k]) <= spare.w - 2 * p)
                text_draw(t, x, y + k * t->line_h, k < 2 ? COLOR_TITLE : COLOR_TEXT_DIM, note[k]);
        SDL_RenderSetClipRect(f->renderer, NULL);
    }
}
