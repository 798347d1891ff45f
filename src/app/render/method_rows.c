/* method_rows.c: one method's row as the compare views label it: its colour swatch,
 * number and name, its flag (IN WALL, THROUGH), its tally and Δ, shortened by the
 * text_fit rule to the room there is. The legend and the split strips share it. */
#include "app/render/method_rows.h"

#include <stdio.h>
#include <string.h>

#include "core/compare.h"
#include "app/base/keys.h"
#include "app/render/draw.h"
#include "app/render/method_color.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"

void method_swatch(Canvas *cv, const ResolverInfo *method, int x, int y, int lh)
{
    canvas_colour(cv, method_color(method));
    draw_fill_rect(cv, (float)x, (float)y + lh * 0.2f, (float)x + lh * 0.6f, (float)y + lh * 0.8f);
}

/* The row's flag: inside a wall now, or went through one since the last reset. */
const char *method_flag(const World *w, int r)
{
    if (compare_in_wall(w, r)) return "IN WALL";
    return w->log.tally[r].crossed > 0 ? "THROUGH" : NULL;
}

/* The method's name in three lengths (number and name, number and short name, the
 * number alone), the active one starred. */
static void name_variants(const World *w, int r, char v[3][64])
{
    bool active = r == w->resolver;
    const char *key = keys_method_label(r);
    snprintf(v[0], sizeof v[0], "%s %s%s", key, world_method(w, r)->name, active ? " *" : "");
    snprintf(v[1], sizeof v[1], "%s %s%s", key, text_short_method(world_method(w, r)), active ? "*" : "");
    snprintf(v[2], sizeof v[2], "%s%s", key, active ? "*" : "");
}

/* Δ from the active method in three lengths, or none when they agree. */
static const char *delta_fit(const Frame *f, const Text *text, const World *w, int r, int max_w, char dv[3][32])
{
    float d = compare_delta(w, r, w->resolver);
    dv[0][0] = dv[1][0] = dv[2][0] = '\0';
    if (!(d > COMPARE_AGREE_PX)) return dv[0];
    d = frame_game_px(f, d);
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
void method_lines(const Frame *f, Text *text, int lines, const World *w, int r, int x, int y, int width,
                  bool with_swatch)
{
    int lh = text->line_h, right = x + width;
    bool in_wall = compare_in_wall(w, r);
    const char *flag = method_flag(w, r);
    if (in_wall) {
        /* Red behind the lines, so it reads at a glance. */
        canvas_colour(f->canvas, (Colour){150, 20, 20, 150});
        draw_fill_rect(f->canvas, (float)x - 4, (float)y, (float)right + 4, (float)(y + lines * lh));
    }
    if (with_swatch) {
        method_swatch(f->canvas, world_method(w, r), x, y, lh);
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
    text_draw_fit(text, x, y, right - x - flag_w, method_color(world_method(w, r)), nv, 3);
    if (first_flag) text_draw(text, right - text_width(text, first_flag), y, COLOR_ALERT, first_flag);
    if (lines < 2) return;
    int px = x;
    if (flag && !first_flag) {
        char lead[16];
        snprintf(lead, sizeof lead, "%s ", short_flag);
        px += text_draw(text, px, y + lh, COLOR_ALERT, lead);
    }
    const Tally *t = &w->log.tally[r];
    const char *delta = delta_fit(f, text, w, r, right - px, dv);
    const char *gap = delta[0] ? "  " : "";
    snprintf(counts[0], sizeof counts[0], "thru %ld  in %ld  short %ld%s", t->crossed, t->inside, t->short_stop, gap);
    snprintf(counts[1], sizeof counts[1], "thru %ld in %ld%s", t->crossed, t->inside, gap);
    snprintf(counts[2], sizeof counts[2], "t%ld i%ld%s", t->crossed, t->inside, delta[0] ? " " : "");
    counts[3][0] = '\0';
    const char *const cv[4] = {counts[0], counts[1], counts[2], counts[3]};
    Colour c = t->crossed || t->inside ? COLOR_ALERT : COLOR_TEXT;
    px += text_draw_fit(text, px, y + lh, right - px - text_width(text, delta), c, cv, delta[0] ? 4 : 3);
    if (delta[0]) text_draw(text, px, y + lh, COLOR_WEAKNESS, delta);
}
