/* compare_legend.c: the ghost view's legend right of the map: a title and what Δ
 * measures when there is room, then every method's row in two lines, one, or two
 * methods a line in the small font (layout_legend_form decides). */
#include "app/base/keys.h"
#include "app/render/compare_view.h"

#include <stdio.h>
#include <string.h>

#include "core/compare.h"
#include "app/render/draw.h"
#include "app/render/method_color.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"
#include "app/render/layout.h"
#include "app/render/legend_grid.h"
#include "app/render/method_rows.h"

/* The one-line forms of a method's row, longest first: the words of the tally go
 * first, then a figure is rounded, then the tally (the two-line forms have it); the
 * short name stays in every form, so the legend keeps saying which method is which. */
typedef struct LineLevel {
    bool words;       /* "thru 1 in 0" rather than "t1 i0" */
    bool tally;       /* the tally at all */
    bool tenths;      /* Δ to a tenth */
    bool short_flags; /* THRU and WALL for THROUGH and IN WALL */
} LineLevel;
static const LineLevel LINE_LEVEL[] = {
    {true, true, true, false}, {false, true, true, false},  {false, true, false, true},
    {false, false, true, false}, {false, false, false, true},
};
enum { LINE_LEVELS = sizeof LINE_LEVEL / sizeof LINE_LEVEL[0] };

/* A method's row at `level`: its short name and tally in `mid` (the name's length in
 * *name_len), and its flag or Δ in `right`. */
static void line_parts(const Frame *f, const World *w, int r, int level, char mid[80], size_t *name_len,
                       char right[32])
{
    const LineLevel *l = &LINE_LEVEL[level];
    const Tally *t = &w->log.tally[r];
    const char *name = text_short_method(world_method(w, r));
    const char *gap = l->tally ? " " : "";
    *name_len = strlen(name);
    if (!l->tally) snprintf(mid, 80, "%s", name);
    else if (l->words) snprintf(mid, 80, "%s%sthru %ld in %ld", name, gap, t->crossed, t->inside);
    else snprintf(mid, 80, "%s%st%ld i%ld", name, gap, t->crossed, t->inside);
    const char *flag = method_flag(w, r);
    float d = compare_delta(w, r, w->resolver);
    if (flag) snprintf(right, 32, "%s", !l->short_flags ? flag : compare_in_wall(w, r) ? "WALL" : "THRU");
    else if (!(d > COMPARE_AGREE_PX)) right[0] = '\0';
    else snprintf(right, 32, l->tenths ? "Δ%.1f" : "Δ%.0f", (double)frame_game_px(f, d));
}

/* The longest level at which every method's row fits `width` beside its swatch and
 * number, so the rows read alike. */
static int line_level(const Frame *f, const Text *text, const World *w, int width)
{
    for (int level = 0; level < LINE_LEVELS - 1; level++) {
        bool fits = true;
        for (int r = 0; r < world_method_count(w) && fits; r++) {
            char mid[80], right[32];
            size_t n;
            line_parts(f, w, r, level, mid, &n, right);
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
    method_swatch(f->canvas, world_method(w, r), x, y, text->line_h);
    x += text->line_h;
    snprintf(num, sizeof num, "%s%s ", keys_method_label(r), r == w->resolver ? "*" : " ");
    x += text_draw(text, x, y, method_color(world_method(w, r)), num);
    line_parts(f, w, r, level, mid, &name_len, right);
    if (right[0])
        text_draw(text, right_x - text_width(text, right), y, method_flag(w, r) ? COLOR_ALERT : COLOR_WEAKNESS, right);
    char name[16];
    snprintf(name, sizeof name, "%.*s", (int)name_len, mid);
    x += text_draw(text, x, y, method_color(world_method(w, r)), name);
    const Tally *t = &w->log.tally[r];
    text_draw(text, x, y, t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT, mid + name_len);
}

/* The smallest form, in the small font, one cell of the grid: swatch, number and short
 * name, then the flag or Δ beside them, or below them when the grid gives a method two
 * lines. Where the cell is too narrow the flag takes its short form, then goes (the map's
 * tags have Δ); the name stays. */
static void method_cell(const Frame *f, Text *text, const World *w, int r, int lines, int x, int y, int width)
{
    int lh = text->line_h, right = x + width - text_width(text, " "); /* a space before the next cell */
    char num[16], name[24], flag[2][32] = {"", ""};
    snprintf(num, sizeof num, "%s%s", keys_method_label(r), r == w->resolver ? "*" : "");
    snprintf(name, sizeof name, " %s", text_short_method(world_method(w, r)));
    if (right - x >= lh + legend_grid_name_width(text, w)) { /* the same in every cell */
        method_swatch(f->canvas, world_method(w, r), x, y, lh);
        x += lh;
    }
    int tail_x = x;
    x += text_draw(text, x, y, method_color(world_method(w, r)), num);
    x += text_draw(text, x, y, method_color(world_method(w, r)), name);
    float d = compare_delta(w, r, w->resolver);
    const char *flagged = method_flag(w, r);
    if (flagged) {
        snprintf(flag[0], sizeof flag[0], " %s", flagged);
        snprintf(flag[1], sizeof flag[1], " %s", flagged[0] == 'I' ? "WALL" : "THRU");
    } else if (d > COMPARE_AGREE_PX) {
        snprintf(flag[0], sizeof flag[0], " Δ%.1f", (double)frame_game_px(f, d));
        snprintf(flag[1], sizeof flag[1], " Δ%.0f", (double)frame_game_px(f, d));
    }
    if (lines == 1) tail_x = x;
    else y += lh;
    for (int k = 0; k < 2 && flag[k][0]; k++) {
        if (tail_x + text_width(text, flag[k]) > right) continue;
        text_draw(text, tail_x, y, flagged ? COLOR_ALERT : COLOR_WEAKNESS, flag[k]);
        return;
    }
}

/* The names alone, run on line after line, where no grid holds them; a line below the
 * box's foot is left out rather than cut. */
static void names_run_on(const Frame *f, const World *w, int x, int y, int width, int bottom)
{
    int at[METHOD_MAX], row[METHOD_MAX];
    legend_grid_flow(f->small, w, ~0u, width, at, row);
    for (int r = 0; r < world_method_count(w); r++) {
        char entry[32];
        legend_grid_entry(w, r, entry);
        int ly = y + row[r] * f->small->line_h;
        if (ly + f->small->line_h <= bottom) text_draw(f->small, x + at[r], ly, method_color(world_method(w, r)), entry);
    }
}

/* A row of the legend over the map, for a method the words on screen name: swatch,
 * number and short name, its tally (t, i), and its flag or Δ at the right. */
static void over_row(const Frame *f, Text *text, const World *w, int r, int x, int y, int width)
{
    const ResolverInfo *m = world_method(w, r);
    const Tally *t = &w->log.tally[r];
    int right = x + width;
    method_swatch(f->canvas, m, x, y, text->line_h);
    x += text->line_h;
    char name[48], tally[48], delta[32] = "";
    snprintf(name, sizeof name, "%s%s %s", keys_method_label(r), r == w->resolver ? "*" : "", m->short_name);
    snprintf(tally, sizeof tally, "  t%ld i%ld", t->crossed, t->inside);
    x += text_draw(text, x, y, method_color(m), name);
    x += text_draw(text, x, y, t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT, tally);
    const char *flag = method_flag(w, r);
    float d = compare_delta(w, r, w->resolver);
    if (!flag && d > COMPARE_AGREE_PX) snprintf(delta, sizeof delta, "Δ%.0f", (double)d);
    const char *tail = flag ? flag : delta;
    /* The flag's long form where it fits beside the tally, else THRU or WALL. */
    if (flag && x + text_width(text, "  ") + text_width(text, flag) > right)
        tail = compare_in_wall(w, r) ? "WALL" : "THRU";
    if (tail[0]) text_draw(text, right - text_width(text, tail), y, flag ? COLOR_ALERT : COLOR_WEAKNESS, tail);
}

/* The legend over the map's freest corner (layout_legend_over_form): the focus rows,
 * then the other methods' cells, or their names run on. */
static void legend_over(const Frame *f, const World *w, Rect a)
{
    LegendOver o = layout_legend_over_form(f, w, a);
    if (!o.font || o.box.w <= 0) return;
    Canvas *cv = f->canvas;
    int p = frame_pad(f), lh = o.font->line_h, x = o.box.x + p / 2, y = o.box.y + p / 2;
    canvas_colour(cv, COLOR_PANEL);
    draw_fill_rect(cv, (float)o.box.x, (float)o.box.y, (float)(o.box.x + o.box.w), (float)(o.box.y + o.box.h));
    canvas_clip(cv, &o.box);
    for (int k = 0; k < o.focus_rows; k++, y += lh) over_row(f, o.font, w, o.focus_row[k], x, y, o.width);
    unsigned others = o.grid_mask;
    if (o.grid.cols > 0) {
        int cell = o.grid.width / o.grid.cols, at = 0;
        for (int r = 0; r < world_method_count(w); r++) {
            if (!((others >> r) & 1u)) continue;
            method_cell(f, o.font, w, r, 1, x + (at % o.grid.cols) * cell, y + (at / o.grid.cols) * lh, cell);
            at++;
        }
    } else {
        int fx[METHOD_MAX], row[METHOD_MAX];
        legend_grid_flow(o.font, w, others, o.width, fx, row);
        for (int r = 0; r < world_method_count(w); r++) {
            if (row[r] < 0) continue;
            char entry[32];
            legend_grid_entry(w, r, entry);
            text_draw(o.font, x + fx[r], y + row[r] * lh, method_color(world_method(w, r)), entry);
        }
    }
    const char *key = o.key ? layout_legend_over_key(f->small, o.width) : NULL;
    if (key) text_draw(f->small, x, o.box.y + o.box.h - p / 2 - f->small->line_h, COLOR_TEXT_DIM, key);
    canvas_clip(cv, NULL);
}

void render_compare_legend(const Frame *f, const World *w, Rect a)
{
    if (layout_legend_over(f, w)) {
        legend_over(f, w, a);
        return;
    }
    Canvas *cv = f->canvas;
    int p = frame_pad(f), lh = f->text->line_h;
    int x = a.x + a.w + p, width = layout_legend_width(f, w) - 2 * p;
    /* The methods come first; the title, the subtitle that says what Δ is and
     * the footer when there is room; one line per method when two do not fit. */
    LegendForm form = layout_legend_form(f, w, a);
    bool titled = form == LEGEND_ROOMY || form == LEGEND_TITLED;
    bool two_lines = form == LEGEND_ROOMY || form == LEGEND_TWO;
    bool one_line = form == LEGEND_TITLED || form == LEGEND_ONE, compact = form == LEGEND_COMPACT;
    Rect box = layout_legend_box(f, w, a);
    canvas_colour(cv, COLOR_PANEL);
    draw_fill_rect(cv, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    canvas_clip(cv, &box);
    int y = a.y + p;
    if (titled) {
        char one[48], methods[32];
        snprintf(one, sizeof one, "One input, %d methods", world_method_count(w));
        snprintf(methods, sizeof methods, "%d methods", world_method_count(w));
        const char *const title[] = {one, methods};
        text_draw_fit(f->text, x + p, y, width - 2 * p, COLOR_TITLE, title, 2);
        char sub[3][96];
        long moves = w->log.tally[0].moves;
        snprintf(sub[0], sizeof sub[0], "%ld moves; Δ: px from %s %s (edges)", moves, keys_method_label(w->resolver),
                 world_method(w, w->resolver)->name);
        snprintf(sub[1], sizeof sub[1], "%ld moves; Δ from %s (edges)", moves, keys_method_label(w->resolver));
        snprintf(sub[2], sizeof sub[2], "Δ: px from %s", keys_method_label(w->resolver));
        const char *const sv[3] = {sub[0], sub[1], sub[2]};
        text_draw_fit(f->text, x + p, y + lh, width - 2 * p, COLOR_TEXT_DIM, sv, 3);
        y += 2 * lh + lh / 2;
    }
    for (int r = 0; r < world_method_count(w) && two_lines; r++, y += 2 * lh)
        method_lines(f, f->text, 2, w, r, x + p, y, width - 2 * p, true, (layout_focus(f, w) >> r) & 1u);
    int level = one_line ? line_level(f, f->text, w, width - 2 * p) : 0;
    for (int r = 0; r < world_method_count(w) && one_line; r++, y += lh) method_line(f, w, r, level, x + p, y, width - 2 * p);
    LegendGrid g = layout_legend_grid(f, w, a);
    int cell = (width - 2 * p) / (g.cols ? g.cols : 1), slh = f->small->line_h;
    for (int r = 0; r < world_method_count(w) && compact && g.cols; r++)
        method_cell(f, f->small, w, r, g.lines, x + p + (r % g.cols) * cell, y - p / 2 + (r / g.cols) * g.lines * slh,
                    cell);
    if (compact && !g.cols) names_run_on(f, w, x + p, y - p / 2, width - 2 * p, box.y + box.h);
    static const char *const foot[] = {"* active  R: reset counts", "* active  R: reset"};
    if (titled) text_draw_fit(f->text, x + p, y, width - 2 * p, COLOR_TEXT_DIM, foot, 2);
    /* The key to the rows' words and signs, at the box's foot. */
    char key[LEGEND_KEY_LINES][TEXT_LINE_MAX];
    int keys = layout_legend_key(f, w, form, key), slh_key = f->small->line_h;
    int rows_end = compact ? y - p / 2 + g.rows * slh : titled ? y + lh : y;
    if (box.y + box.h - p / 2 - keys * slh_key < rows_end) keys = 0; /* all or nothing */
    for (int i = 0; i < keys; i++)
            text_draw(f->small, x + p, box.y + box.h - p / 2 - (keys - i) * slh_key, COLOR_TEXT_DIM, key[i]);
    canvas_clip(cv, NULL);
}
