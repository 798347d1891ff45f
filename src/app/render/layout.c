/* layout.c: where each part of a frame goes (see layout.h). Pure arithmetic on the
 * frame's size and the text's measures: nothing is drawn here. */
#include "app/render/layout.h"
#include "app/base/keys.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/render/browser_view.h"
#include "app/render/caption.h"
#include "app/render/help.h"

#define STAGE_MARGIN_PX 8 /* around the map or the arena, at --scale 1 */
#define STAGE_MIN_PX 16   /* a view never shrinks below this, however small the window */
/* Split viewports are small: each starts zoomed in 2x (zoom steps are sqrt 2) on its
 * own body, so a box or a circle is still a shape and not a dot. */
#define SPLIT_ZOOM_STEPS 2
#define SPLIT_LABEL_MIN "7* IN WALL"
/* A split viewport lower than this many lines of body text shows too little map to
 * read: the ghost view is drawn instead, and says why. */
#define SPLIT_READABLE_LINES 2 /* the least a split label strip must hold on one line */
/* The legend's widest lines, measured so its column never cuts them (the names'
 * lines: legend_name_width). */
#define LEGEND_WIDEST_COUNTS "thru 99  in 99  short 99  Δ 999.9"
#define LEGEND_SHORT_COUNTS "thru 99 in 99 Δ 999.9"
#define LEGEND_SHARE 0.3f /* of the frame's width, at most, unless the short lines need more */

/* The panels' heights with caption `c` (NULL: none, the crowd mode; no lines: the
 * title alone). */
static void panels_for(const Frame *f, const Caption *c, int *top, int *bottom)
{
    int p = frame_pad(f), lines_h = c && c->count == 0 ? 0 : 2 * f->text->line_h;
    if (c && c->count * c->font->line_h > lines_h) lines_h = c->count * c->font->line_h;
    *top = p + f->title->line_h + lines_h + p;
    *bottom = p + 2 * f->text->line_h + p;
}

/* Between panels of these heights, inside a margin; not yet held to the minimum size. */
static Rect stage_between(const Frame *f, int top, int bottom)
{
    int margin = (int)(STAGE_MARGIN_PX * f->scale);
    return (Rect){margin, top + margin, f->w - 2 * margin, f->h - top - bottom - 2 * margin};
}

/* Does the tour's band leave the map a quarter of the window under this caption? */
static bool band_fits(const Frame *f, const Caption *c)
{
    int top, bottom;
    panels_for(f, c, &top, &bottom);
    Rect s = stage_between(f, top, bottom);
    TourPanel band;
    tour_panel_layout(f, s, &band);
    return band.taken_h > 0 && s.h - band.taken_h - frame_pad(f) >= f->h / 4;
}

void layout_caption(const Frame *f, const World *w, Caption *c)
{
    caption_wrap(f, world_method(w, w->resolver), c);
    if (!f->tour || band_fits(f, c)) return;
    /* On the tour the band at the foot says what to watch. Where it would squeeze the
     * map, the caption leaves out how the method works, then where it breaks. */
    for (int i = c->how; i < c->count; i++) memcpy(c->line[i - c->how], c->line[i], sizeof c->line[0]);
    c->count -= c->how;
    c->how = 0;
    if (!band_fits(f, c)) c->count = 0;
}

void layout_panels(const Frame *f, const World *w, int *top, int *bottom)
{
    Caption c;
    if (w->mode == MODE_TILES) layout_caption(f, w, &c);
    panels_for(f, w->mode == MODE_TILES ? &c : NULL, top, bottom);
}

/* Between the panels, inside a margin; not yet held to the minimum size. */
static Rect between_panels(const Frame *f, const World *w)
{
    int top, bottom;
    layout_panels(f, w, &top, &bottom);
    return stage_between(f, top, bottom);
}

void layout_tour_panel(const Frame *f, const World *w, TourPanel *out)
{
    tour_panel_layout(f, between_panels(f, w), out);
}

/* Between the panels, less the tour's caption band at the foot (and with `strip`, the motion's strip). */
static Rect stage_less(const Frame *f, const World *w, bool strip)
{
    Rect s = between_panels(f, w);
    TourPanel band;
    MotionPanel m;
    if (f->tour) tour_panel_layout(f, s, &band), s.h -= band.taken_h + frame_pad(f);
    if (strip) motion_panel_layout(f, w, s, &m), s.h -= m.taken_h;
    return s;
}
#define whole_stage(f, w) stage_less((f), (w), true)
void layout_motion_panel(const Frame *f, const World *w, MotionPanel *out)
{
    motion_panel_layout(f, w, stage_less(f, w, false), out);
}

void layout_lesson_panel(const Frame *f, const World *w, LessonPanel *out)
{
    lesson_panel_layout(f, w, whole_stage(f, w), out);
}

/* The stage less what the lesson panel takes from it. */
static Rect stage(const Frame *f, const World *w)
{
    Rect s = whole_stage(f, w);
    if (!f->lesson) return s;
    static LessonPanel panel; /* large for the stack; drawing is single-threaded */
    lesson_panel_layout(f, w, s, &panel);
    s.w -= panel.side_w;
    s.h -= panel.bottom_h;
    return s;
}

static void hold_min_size(Rect *area)
{
    if (area->w < STAGE_MIN_PX) area->w = STAGE_MIN_PX;
    if (area->h < STAGE_MIN_PX) area->h = STAGE_MIN_PX;
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
    if (w->mode != MODE_TILES || layout_compare(f, w) != COMPARE_GHOST || !f->text->font) return 0;
    int w1 = legend_name_width(f->text, w, false), w2 = text_width(f->text, LEGEND_WIDEST_COUNTS);
    int s1 = legend_name_width(f->text, w, true), s2 = text_width(f->text, LEGEND_SHORT_COUNTS);
    int extra = f->text->line_h + 3 * frame_pad(f), full = (w1 > w2 ? w1 : w2) + extra,
        short_w = (s1 > s2 ? s1 : s2) + extra;
    /* The map keeps most of the width: past a share of it the lines take their short
     * forms (compare_view.c shortens them to the column). */
    int share = (int)((float)f->w * LEGEND_SHARE);
    return full <= share ? full : short_w > share ? short_w : share;
}

Rect layout_fallback_note(const Frame *f, const World *w)
{
    if (w->mode != MODE_TILES || layout_split_readable(f, w)) return (Rect){0, 0, 0, 0};
    Rect s = stage(f, w);
    int h = f->small->line_h + frame_pad(f) / 2;
    return (Rect){s.x, s.y + s.h - h, s.w - layout_legend_width(f, w), h};
}

View layout_map_view(const Frame *f, const World *w, int zoom)
{
    Rect area = stage(f, w);
    area.w -= layout_legend_width(f, w);
    area.h -= layout_fallback_note(f, w).h;
    hold_min_size(&area);
    const Body *p = world_player(w);
    return view_fit(&w->map, area, zoom, p->x, p->y);
}

/* The label strip of a split cell cw x ch when two lines of the body font leave the
 * map too little: two lines of the small font, else one, the first that leaves the
 * map a line's height and holds SPLIT_LABEL_MIN; 0 when neither does. */
static int small_strip(const Frame *f, int cw, int ch)
{
    int min_w = text_width(f->small, SPLIT_LABEL_MIN);
    for (int lines = 2; lines >= 1; lines--) {
        int h = lines * f->small->line_h + frame_pad(f) / 2;
        if (ch - h >= f->small->line_h && cw >= min_w + 8) return h;
    }
    return 0;
}

/* The grid of viewports that shows the map largest (4x2 on a wide window): with label
 * strips of two body-font lines that hold a method's number, IN WALL and its Δ; or, on
 * a stage too short for those to leave any map, with small-font strips (`small`). */
static float split_grid(const Frame *f, const World *w, Rect a, float mw, float mh, bool small, int *best_cols,
                        int *best_label)
{
    int gap = frame_pad(f), label_h = 2 * f->text->line_h + gap / 2;
    int label_min = text_width(f->text, SPLIT_LABEL_MIN);
    float best = -1.0f;
    *best_cols = 1;
    *best_label = label_h;
    for (int cols = 1; cols <= world_method_count(w); cols++) {
        int rows = (world_method_count(w) + cols - 1) / cols;
        float cw = (float)(a.w - (cols - 1) * gap) / (float)cols, ch = (float)(a.h - (rows - 1) * gap) / (float)rows;
        int strip = label_h;
        if (small && (strip = small_strip(f, (int)cw, (int)ch)) == 0) continue;
        if (!small && cols > 1 && cw < (float)(label_min + 8)) break;
        float s = fminf(cw / mw, (ch - (float)strip) / mh);
        if (s > best) best = s, *best_cols = cols, *best_label = strip;
    }
    return best;
}

void layout_split(const Frame *f, const World *w, int zoom, View views[METHOD_MAX], Rect labels[METHOD_MAX],
                  Rect *spare)
{
    Rect a = stage(f, w);
    hold_min_size(&a);
    const Map *m = &w->map;
    float mw = (float)(m->w * m->tile), mh = (float)(m->h * m->tile);
    int gap = frame_pad(f), cols, label_h;
    float s = split_grid(f, w, a, mw, mh, false, &cols, &label_h);
    int small_cols, small_label;
    if (s * mh < (float)f->small->line_h && split_grid(f, w, a, mw, mh, true, &small_cols, &small_label) > s)
        cols = small_cols, label_h = small_label;
    int rows = (world_method_count(w) + cols - 1) / cols;
    int cw = (a.w - (cols - 1) * gap) / cols, ch = (a.h - (rows - 1) * gap) / rows;
    for (int r = 0; r < world_method_count(w); r++) {
        int x = a.x + (r % cols) * (cw + gap), y = a.y + (r / cols) * (ch + gap);
        labels[r] = (Rect){x, y, cw, label_h};
        Rect area = {x, y + label_h, cw, ch - label_h > 8 ? ch - label_h : 8};
        views[r] = view_fit(m, area, zoom + SPLIT_ZOOM_STEPS, w->bodies[r].x, w->bodies[r].y);
    }
    int k = world_method_count(w);
    *spare = cols * rows > k ? (Rect){a.x + (k % cols) * (cw + gap), a.y + (k / cols) * (ch + gap), cw, ch}
                             : (Rect){0, 0, 0, 0};
}

bool layout_split_readable(const Frame *f, const World *w)
{
    if (w->compare != COMPARE_SPLIT || !f->text->font) return true;
    View views[METHOD_MAX];
    Rect labels[METHOD_MAX], spare;
    layout_split(f, w, 0, views, labels, &spare);
    return views[0].area.h >= SPLIT_READABLE_LINES * f->text->line_h;
}

CompareView layout_compare(const Frame *f, const World *w)
{
    return layout_split_readable(f, w) ? w->compare : COMPARE_GHOST;
}

int layout_map_views(const Frame *f, const World *w, int zoom, View views[METHOD_MAX])
{
    if (layout_compare(f, w) != COMPARE_SPLIT) {
        views[0] = layout_map_view(f, w, zoom);
        return 1;
    }
    Rect labels[METHOD_MAX], spare;
    layout_split(f, w, zoom, views, labels, &spare);
    return world_method_count(w);
}

View layout_crowd_view(const Frame *f, const World *w, int zoom)
{
    Rect area = stage(f, w);
    hold_min_size(&area);
    const Crowd *c = &w->crowd;
    float aw = c->arena_w, ah = c->arena_h;
    if (c->count == 0) crowd_arena_size(c->want, &aw, &ah);
    if (zoom < ZOOM_MIN) zoom = ZOOM_MIN;
    if (zoom > ZOOM_MAX) zoom = ZOOM_MAX;
    View v;
    v.area = area;
    v.scale = fminf((float)area.w / aw, (float)area.h / ah) * powf(2.0f, (float)zoom * 0.5f);
    v.ox = (float)area.x + 0.5f * ((float)area.w - aw * v.scale);
    v.oy = (float)area.y + 0.5f * ((float)area.h - ah * v.scale);
    return v;
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

Rect layout_legend_box(const Frame *f, const World *w, Rect a)
{
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

static int add(LayoutRect *out, int n, const char *what, Rect r)
{
    if (n < LAYOUT_RECTS_MAX) out[n++] = (LayoutRect){what, r};
    return n;
}

int layout_rects(const Frame *f, const World *w, int zoom, bool help, const LabelPlacer *labels,
                 LayoutRect out[LAYOUT_RECTS_MAX])
{
    int n = 0, top, bottom;
    layout_panels(f, w, &top, &bottom);
    n = add(out, n, "top panel", (Rect){0, 0, f->w, top});
    n = add(out, n, "bottom bar", (Rect){0, f->h - bottom, f->w, bottom});
    if (w->mode == MODE_CROWD) {
        n = add(out, n, "arena", layout_crowd_view(f, w, zoom).area);
    } else if (layout_compare(f, w) == COMPARE_SPLIT) {
        View views[METHOD_MAX];
        Rect strips[METHOD_MAX], spare;
        layout_split(f, w, zoom, views, strips, &spare);
        for (int r = 0; r < world_method_count(w); r++) {
            n = add(out, n, "split viewport", views[r].area);
            n = add(out, n, "split label strip", strips[r]);
        }
        if (spare.w > 0) n = add(out, n, "split spare cell", spare);
    } else {
        Rect map = layout_map_view(f, w, zoom).area;
        n = add(out, n, "map view", map);
        if (layout_compare(f, w) == COMPARE_GHOST) n = add(out, n, "legend", layout_legend_box(f, w, map));
    }
    if (f->lesson && w->mode == MODE_TILES) {
        static LessonPanel panel; /* large for the stack; drawing is single-threaded */
        layout_lesson_panel(f, w, &panel);
        if (panel.rect.w > 0) n = add(out, n, "lesson panel", panel.rect);
    }
    Rect note = layout_fallback_note(f, w);
    if (note.w > 0) n = add(out, n, "split fallback note", note);
    MotionPanel strip;
    if (layout_motion_panel(f, w, &strip), strip.rect.w > 0) n = add(out, n, "motion panel", strip.rect);
    if (f->tour) {
        TourPanel band;
        layout_tour_panel(f, w, &band);
        n = add(out, n, "tour caption", band.rect);
    }
    if (help) n = add(out, n, "help", help_box(f, w->mode, &w->methods));
    if (f->browser_rows > 0) n = add(out, n, "map browser", browser_box(f, f->browser_rows));
    for (int k = 0; labels && k < labels->count; k++)
        if (labels->is_label[k]) {
            LabelBox b = labels->taken[k];
            n = add(out, n, "label", (Rect){b.x, b.y, b.w, b.h});
        }
    return n;
}
