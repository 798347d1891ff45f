/* layout_legend.c: where the ghost view's legend goes and how much it says (see
 * layout.h): a column right of the map, in the largest form its height holds; or, where
 * the frame gives way (GIVE_LEGEND), a box over the map's freest corner that gives the
 * methods the words on screen name (the active one, the caption's) their flag and
 * counts, and the others their number, name and flag or Δ. */
#include "app/render/layout.h"
#include "app/base/keys.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/render/render.h"

/* The legend's widest lines, measured so its column never cuts them (the names'
 * lines: legend_name_width). */
#define LEGEND_WIDEST_COUNTS "thru 99  in 99  short 99  Δ 999.9"
#define LEGEND_SHORT_COUNTS "thru 99 in 99 Δ 999.9"
#define LEGEND_SHARE 0.3f     /* of the frame's width, at most, unless the short lines need more */
#define OVER_SHARE_W 0.45f    /* the box over the map: at most this share of the map view's width */
#define OVER_FLAGS_SHARE_H 0.55f /* and of its height, where only that keeps every flag */

bool layout_legend_over(const Frame *f, const World *w)
{
    return w->mode == MODE_TILES && layout_panel_form(f, w).give >= GIVE_LEGEND;
}

unsigned layout_focus(const Frame *f, const World *w)
{
    return f->focus | (1u << w->resolver);
}

/* The widest of the legend's name lines, in full ("7 directional-flag  IN WALL") or
 * short ("7 dir-flag* IN WALL"). */
static int legend_name_width(const Text *text, const World *w, bool short_form)
{
    int widest = 0;
    for (int r = 0; r < world_method_count(w); r++) {
        const ResolverInfo *info = world_method(w, r);
        char line[64];
        if (short_form) snprintf(line, sizeof line, "%s %s* IN WALL", keys_method_label(r), info->short_name);
        else snprintf(line, sizeof line, "%s %s  IN WALL", keys_method_label(r), info->name);
        int lw = text_width(text, line);
        if (lw > widest) widest = lw;
    }
    return widest;
}

int layout_legend_width(const Frame *f, const World *w)
{
    if (w->mode != MODE_TILES || layout_compare(f, w) != COMPARE_GHOST || !f->text->font || layout_legend_over(f, w))
        return 0;
    int w1 = legend_name_width(f->text, w, false), w2 = text_width(f->text, LEGEND_WIDEST_COUNTS);
    int s1 = legend_name_width(f->text, w, true), s2 = text_width(f->text, LEGEND_SHORT_COUNTS);
    int extra = f->text->line_h + 3 * frame_pad(f), full = (w1 > w2 ? w1 : w2) + extra,
        short_w = (s1 > s2 ? s1 : s2) + extra;
    /* The map keeps most of the width: past a share of it the lines take their short
     * forms (compare_view.c shortens them to the column). */
    int share = (int)((float)f->w * LEGEND_SHARE);
    return full <= share ? full : short_w > share ? short_w : share;
}

/* The legend's height in each form, less its key. The title, subtitle and footer take
 * three lines and a half; they come before the second line of each method, because the
 * subtitle says what Δ measures. */
static int legend_height(const Frame *f, const World *w, LegendForm form)
{
    int p = frame_pad(f), lh = f->text->line_h, extras = 3 * lh + lh / 2;
    switch (form) {
    case LEGEND_ROOMY: return extras + 2 * world_method_count(w) * lh + 2 * p;
    case LEGEND_TITLED: return extras + world_method_count(w) * lh + 2 * p;
    case LEGEND_TWO: return 2 * world_method_count(w) * lh + 2 * p;
    case LEGEND_ONE: return world_method_count(w) * lh + 2 * p;
    default: return p; /* half the padding, above and below */
    }
}

int layout_legend_key(const Frame *f, const World *w, LegendForm form, char lines[LEGEND_KEY_LINES][TEXT_LINE_MAX])
{
    /* The roomy rows spell thru and in out and the subtitle says what Δ is: their key
     * says what short is. The compact rows show no tally: their key says what Δ is. */
    static const char *const ROOMY_KEY[] = {"short: moves stopped short of a wall", "short: stopped short"};
    static const char *const KEY[] = {
        "Key: thru (t) = moves through a wall, in (i) = moves that ended inside one, short = moves stopped short "
        "of a wall, Δ = px from the active method (*)",
        "t: through a wall, i: inside one, short: stopped short, Δ: px from *"};
    static const char *const COMPACT_KEY[] = {"Δ: px from the active method (*)", "Δ: px from *"};
    bool compact = form == LEGEND_COMPACT;
    const char *const *key = compact ? COMPACT_KEY : form == LEGEND_ROOMY ? ROOMY_KEY : KEY;
    int inner = layout_legend_width(f, w) - 4 * frame_pad(f), n = 0;
    int most = compact || form == LEGEND_ROOMY ? 1 : LEGEND_KEY_LINES;
    char spill[LEGEND_KEY_LINES + 4][TEXT_LINE_MAX];
    for (int k = 0; k < 2; k++) {
        n = text_wrap(f->small, key[k], inner, spill, LEGEND_KEY_LINES + 4);
        if (n <= most) break;
    }
    if (n > most) n = most;
    for (int i = 0; i < n; i++) memcpy(lines[i], spill[i], sizeof lines[i]);
    return n;
}

static int key_height(const Frame *f, const World *w, LegendForm form)
{
    char lines[LEGEND_KEY_LINES][TEXT_LINE_MAX];
    return layout_legend_key(f, w, form, lines) * f->small->line_h;
}

LegendGrid layout_legend_grid(const Frame *f, const World *w, Rect a)
{
    int p = frame_pad(f), most = (a.h + layout_fallback_note(f, w).h - p) / f->small->line_h;
    return legend_grid(f->small, w, layout_legend_width(f, w) - 4 * p, most);
}

LegendForm layout_legend_form(const Frame *f, const World *w, Rect a)
{
    LegendForm form = LEGEND_ROOMY;
    while (form < LEGEND_COMPACT && legend_height(f, w, form) + key_height(f, w, form) > a.h) form++;
    return form;
}

/* ---- The legend over the map --------------------------------------------------- */

/* A focus row over the map: "1* simple  t2 i0  THROUGH", as wide as its widest. */
static int over_row_width(const Text *t, const World *w, int r)
{
    char row[96];
    const Tally *tl = &w->log.tally[r];
    snprintf(row, sizeof row, "%s* %s  t%ld i%ld  WALL", keys_method_label(r), world_method(w, r)->short_name,
             tl->crossed, tl->inside);
    return t->line_h + text_width(t, row);
}

/* The box's content in font t inside `inner` width: the focus rows, then the others'
 * grid (with no focus rows, every method in the grid). False when the focus rows do not
 * fit the width. */
static bool over_content(const World *w, unsigned focus, Text *t, int inner, bool tail, bool rows, LegendOver *o)
{
    o->font = t;
    o->focus_rows = 0;
    o->width = 0;
    if (!rows) focus = 0;
    o->grid_mask = ~focus;
    for (int r = 0; r < world_method_count(w); r++) {
        if (!(focus & (1u << r))) continue;
        int rw = over_row_width(t, w, r);
        if (rw > inner) return false;
        o->focus_row[o->focus_rows++] = r;
        if (rw > o->width) o->width = rw;
    }
    o->others = world_method_count(w) - o->focus_rows;
    o->grid = (LegendGrid){0, 1, 0, 0};
    if (o->others > 0) {
        o->grid = legend_grid_of(t, w, ~focus, inner, tail);
        if (o->grid.width > o->width) o->width = o->grid.width;
    }
    return true;
}

static const char *const OVER_KEY[] = {
    "t: through a wall, i: ended inside one, Δ: px from the active (*); R: reset",
    "t: through a wall, i: inside one, Δ: px from *; R: reset",
    "t thru, i inside, Δ px from *, R: reset",
    "Δ: px from *",
};

const char *layout_legend_over_key(const Text *t, int width)
{
    for (size_t k = 0; k < sizeof OVER_KEY / sizeof *OVER_KEY; k++)
        if (text_width(t, OVER_KEY[k]) <= width) return OVER_KEY[k];
    return NULL;
}

/* The pixels of `box` over the bodies drawn in `v`. */
static long over_bodies(const World *w, const View *v, Rect box)
{
    long covered = 0;
    for (int r = 0; r < world_method_count(w); r++) {
        LabelBox b = render_body_box(v, &w->bodies[r], world_method(w, r)->model);
        int x0 = b.x > box.x ? b.x : box.x, y0 = b.y > box.y ? b.y : box.y;
        int x1 = b.x + b.w < box.x + box.w ? b.x + b.w : box.x + box.w;
        int y1 = b.y + b.h < box.y + box.h ? b.y + b.h : box.y + box.h;
        if (x1 > x0 && y1 > y0) covered += (long)(x1 - x0) * (y1 - y0) + 1; /* any touch counts */
    }
    return covered;
}

/* The pixels of `box` over the map as `v` draws it. */
static long over_map(const World *w, const View *v, Rect box)
{
    const Map *m = &w->map;
    float x0 = fmaxf(view_x(v, 0.0f), (float)box.x), y0 = fmaxf(view_y(v, 0.0f), (float)box.y);
    float x1 = fminf(view_x(v, (float)(m->w * m->tile)), (float)(box.x + box.w));
    float y1 = fminf(view_y(v, (float)(m->h * m->tile)), (float)(box.y + box.h));
    return x1 > x0 && y1 > y0 ? (long)((x1 - x0) * (y1 - y0)) : 0;
}

/* The freest corner of `a` for a box w x h: none of the bodies under it, else the fewest
 * of their pixels; then the least of the map (a bar beside a map that does not fill the
 * view first); the corners at the map's foot first. Sets *covered to the bodies' pixels. */
static Rect free_corner(const World *w, const View *v, Rect a, int bw, int bh, int p, long *covered)
{
    /* Beside a map narrower than its view (a shaft): against its sides, kept in the view. */
    const Map *m = &w->map;
    int right = (int)view_x(v, (float)(m->w * m->tile)) + p / 2, left = (int)view_x(v, 0.0f) - bw - p / 2;
    int x_max = a.x + a.w - bw - p / 2, x_min = a.x + p / 2;
    right = right > x_max ? x_max : right < x_min ? x_min : right;
    left = left < x_min ? x_min : left > x_max ? x_max : left;
    Rect corners[8] = {
        {a.x + a.w - bw - p / 2, a.y + a.h - bh - p / 2, bw, bh},
        {a.x + p / 2, a.y + a.h - bh - p / 2, bw, bh},
        {a.x + a.w - bw - p / 2, a.y + p / 2, bw, bh},
        {a.x + p / 2, a.y + p / 2, bw, bh},
        {right, a.y + a.h - bh - p / 2, bw, bh},
        {left, a.y + a.h - bh - p / 2, bw, bh},
        {right, a.y + p / 2, bw, bh},
        {left, a.y + p / 2, bw, bh},
    };
    Rect best = corners[0];
    long best_map = 0;
    *covered = -1;
    for (int k = 0; k < 8; k++) {
        long c = over_bodies(w, v, corners[k]), m = over_map(w, v, corners[k]);
        if (*covered < 0 || c < *covered || (c == *covered && m < best_map)) *covered = c, best_map = m, best = corners[k];
    }
    return best;
}

LegendOver layout_legend_over_form(const Frame *f, const World *w, Rect a)
{
    LegendOver o, best;
    memset(&o, 0, sizeof o);
    best = o; /* nothing fits (a window smaller than a row): an empty box, drawn as nothing */
    int p = frame_pad(f);
    unsigned focus = layout_focus(f, w);
    View v = layout_map_view(f, w, 0);
    long best_covered = -1, best_area = 0;
    /* The body font, then the small one; each as narrow as the focus rows allow, then
     * wider (fewer rows); with its key and the others' flags, then without: the first
     * that is low enough and has a corner clear of every body, else the one that covers
     * the fewest body pixels, then the smallest. */
    /* What goes first: the key, then the body font, then the others' flags; before the
     * flags go, the active method's row (its counts) goes and it joins the grid, unless
     * on the tour or where words on screen name methods: their counts stay. */
    static const struct {
        bool small, key, tail, rows;
    } TRIES[] = {{false, true, true, true},   {false, true, false, true},  {true, true, true, true},
                 {true, true, false, true},   {false, false, true, true},  {false, false, false, true},
                 {true, false, true, true},   {true, false, true, false},  {true, false, false, true}};
    for (int k = 0; k < (int)(sizeof TRIES / sizeof *TRIES); k++) {
        Text *t = TRIES[k].small ? f->small : f->text;
        bool key = TRIES[k].key, tail = TRIES[k].tail;
        if (!TRIES[k].rows && (f->focus || f->tour)) continue;
        for (float share = OVER_SHARE_W; share <= 1.0f; share += 0.15f) {
            int inner = (int)(share * (float)a.w) - 2 * p;
            if (!over_content(w, focus, t, inner, tail, TRIES[k].rows, &o)) continue;
            /* The key's line in the small font, in the widest form the rows' width holds. */
            if (key && text_width(f->small, OVER_KEY[1]) <= inner && o.width < text_width(f->small, OVER_KEY[1]))
                o.width = text_width(f->small, OVER_KEY[1]);
            o.key = key && layout_legend_over_key(f->small, o.width) != NULL;
            o.h = (o.focus_rows + o.grid.rows) * t->line_h + (o.key ? f->small->line_h : 0) + p;
            long covered;
            o.box = free_corner(w, &v, a, o.width + p, o.h, p, &covered);
            long area = (long)o.box.w * o.box.h;
            /* Every flag is worth a taller box: over half the view, clear of the bodies. */
            float most = TRIES[k].rows ? LAYOUT_LEGEND_OVER_SHARE_H : OVER_FLAGS_SHARE_H;
            if (covered == 0 && (float)o.h <= most * (float)a.h) return o;
            if (best_covered < 0 || covered < best_covered || (covered == best_covered && area < best_area))
                best = o, best_covered = covered, best_area = area;
        }
    }
    return best;
}

/* ---- The heat map's key -------------------------------------------------------- */

void layout_heat_key_lines(const Frame *f, const World *w, int width, char lines[2][TEXT_LINE_MAX])
{
    const ResolverInfo *m = world_method(w, w->resolver);
    char v[3][TEXT_LINE_MAX];
    snprintf(v[0], sizeof v[0], "Failure heat map (F): %s %s at %g px/tick, the share of moves from a cell that fail",
             keys_method_label(w->resolver), m->name, (double)world_speed(w));
    snprintf(v[1], sizeof v[1], "Heat map: %s %s, %g px/t: moves that fail", keys_method_label(w->resolver),
             m->short_name, (double)world_speed(w));
    snprintf(v[2], sizeof v[2], "Heat map: %s, %g px/t", keys_method_label(w->resolver), (double)world_speed(w));
    int k = 0;
    while (k < 2 && text_width(f->small, v[k]) > width) k++;
    memcpy(lines[0], v[k], TEXT_LINE_MAX);
    snprintf(lines[1], TEXT_LINE_MAX, "0%% %s 100%%  no colour: no room", HEAT_KEY_BAR);
    if (text_width(f->small, lines[1]) > width) snprintf(lines[1], TEXT_LINE_MAX, "0%% %s 100%%", HEAT_KEY_BAR);
}

Rect layout_heat_key(const Frame *f, const World *w, Rect a)
{
    int p = frame_pad(f), inner = (int)(OVER_SHARE_W * (float)a.w) - 2 * p;
    char lines[2][TEXT_LINE_MAX];
    layout_heat_key_lines(f, w, inner, lines);
    int bw = text_width(f->small, lines[0]), bar = text_width(f->small, lines[1]);
    if (bar > bw) bw = bar;
    bw += p;
    int bh = 3 * f->small->line_h + p / 2; /* the title, the bar, the 25% under its tick */
    /* Clear of the bodies and of the ghost legend, where the map's foot allows. */
    View v = layout_map_view(f, w, 0);
    long covered;
    Rect box = free_corner(w, &v, a, bw, bh, p, &covered);
    if (layout_compare(f, w) == COMPARE_GHOST && layout_legend_over(f, w)) {
        Rect legend = layout_legend_box(f, w, a);
        if (canvas_rect_overlaps(box, legend)) box.y = legend.y > a.y + a.h / 2 ? a.y + p / 2 : a.y + a.h - bh - p / 2;
    }
    return box;
}

Rect layout_legend_box(const Frame *f, const World *w, Rect a)
{
    if (layout_legend_over(f, w)) return layout_legend_over_form(f, w, a).box;
    LegendForm form = layout_legend_form(f, w, a);
    bool compact = form == LEGEND_COMPACT;
    int p = frame_pad(f), height = legend_height(f, w, form) + key_height(f, w, form);
    int most = a.h;
    if (compact) {
        height += layout_legend_grid(f, w, a).rows * f->small->line_h;
        most += layout_fallback_note(f, w).h; /* the note below the map leaves the legend's foot */
    }
    return (Rect){a.x + a.w + p, a.y, layout_legend_width(f, w) - 2 * p, height < most ? height : most};
}
