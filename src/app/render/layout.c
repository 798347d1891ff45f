/* layout.c: where each part of a frame goes (see layout.h): how far the frame gives way
 * so the map keeps half the window, the HUD's panels, the stage between them, the tour's
 * band and the lesson panel, the map view and its camera, and every rectangle of a
 * frame for the tests. Pure arithmetic on the frame's size and the text's measures:
 * nothing is drawn here. The ghost legend's geometry is layout_legend.c's, the split
 * view's layout_split.c's. */
#include "app/render/layout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/render/browser_view.h"
#include "app/render/caption.h"
#include "app/render/help.h"
#include "app/render/render.h"

#define STAGE_MARGIN_PX 8 /* around the map or the arena, at --scale 1 */
#define STAGE_MIN_PX 16   /* a view never shrinks below this, however small the window */
#define MAP_SHARE_MIN 0.5f /* of the window's area: the map's, as far as giving way can keep it */
#define ACTION_MARGIN_CELLS 1.5f /* the tour's camera keeps this much map around the bodies it follows */

/* ---- How far the frame gives way ------------------------------------------------ */

static GiveWay level_of(const Frame *f, const World *w)
{
    return f->give_way > 0 ? (GiveWay)(f->give_way - 1) : layout_give_way(f, w);
}

/* The frame as it is laid out at level g. */
static Frame at_level(const Frame *f, GiveWay g)
{
    Frame at = *f;
    at.give_way = (int)g + 1;
    return at;
}

PanelForm layout_panel_form(const Frame *f, const World *w)
{
    GiveWay g = w->mode == MODE_TILES ? level_of(f, w) : GIVE_NOTHING;
    int p = frame_pad(f);
    PanelForm pf = {g, p, f->title, f->text, 2, (int)(STAGE_MARGIN_PX * f->scale)};
    if (g >= GIVE_BAND) pf.pad = p / 2, pf.margin /= 2;
    if (g >= GIVE_BAR) pf.title = f->text, pf.bar_lines = 1;
    if (g >= GIVE_SMALL) pf.title = f->small, pf.bar = f->small;
    return pf;
}

void layout_caption(const Frame *f, const World *w, Caption *c)
{
    caption_wrap(f, world_method(w, w->resolver), c);
    GiveWay g = level_of(f, w);
    if (g >= GIVE_HOW) {
        /* How the method works goes first: the band (or the lesson) says what to watch. */
        for (int i = c->how; i < c->count; i++) memcpy(c->line[i - c->how], c->line[i], sizeof c->line[0]);
        c->count -= c->how;
        c->how = 0;
    }
    if (g >= GIVE_BREAKS) c->count = 0;
}

/* The panels' heights at the frame's level (crowd: the figures' two lines). */
void layout_panels(const Frame *f, const World *w, int *top, int *bottom)
{
    PanelForm pf = layout_panel_form(f, w);
    int lines_h = 2 * f->text->line_h;
    if (w->mode == MODE_TILES) {
        Caption c;
        layout_caption(f, w, &c);
        lines_h = c.count * c.font->line_h;
        if (pf.give == GIVE_NOTHING && lines_h < 2 * f->text->line_h) lines_h = 2 * f->text->line_h;
    }
    *top = pf.pad + pf.title->line_h + lines_h + pf.pad;
    *bottom = pf.pad + pf.bar_lines * pf.bar->line_h + pf.pad;
}

/* Between the panels, inside a margin; not yet held to the minimum size. */
static Rect between_panels(const Frame *f, const World *w)
{
    int top, bottom, margin = layout_panel_form(f, w).margin;
    layout_panels(f, w, &top, &bottom);
    return (Rect){margin, top + margin, f->w - 2 * margin, f->h - top - bottom - 2 * margin};
}

static TourForm tour_form(const Frame *f, const World *w)
{
    GiveWay g = level_of(f, w);
    return g >= GIVE_SMALL ? TOUR_FORM_SMALL : g >= GIVE_BAND ? TOUR_FORM_COMPACT : TOUR_FORM_ROOMY;
}

void layout_tour_panel(const Frame *f, const World *w, TourPanel *out)
{
    tour_panel_layout(f, between_panels(f, w), tour_form(f, w), out);
}

/* The motion's strip in one row where the frame gives way as far as the tour's band, and
 * none on the tour's smallest frame, where the band says what to watch. */
static int strip_rows(const Frame *f, const World *w)
{
    GiveWay g = level_of(f, w);
    return f->tour && g >= GIVE_SMALL ? -1 : g >= GIVE_BAND ? 1 : 0;
}

/* Between the panels, less the tour's caption band at the foot (and with `strip`, the motion's strip). */
static Rect stage_less(const Frame *f, const World *w, bool strip)
{
    Rect s = between_panels(f, w);
    TourPanel band;
    MotionPanel m;
    if (f->tour) tour_panel_layout(f, s, tour_form(f, w), &band), s.h -= band.taken_h + layout_panel_form(f, w).margin;
    if (strip) motion_panel_layout(f, w, s, strip_rows(f, w), &m), s.h -= m.taken_h;
    return s;
}
#define whole_stage(f, w) stage_less((f), (w), true)
void layout_motion_panel(const Frame *f, const World *w, MotionPanel *out)
{
    motion_panel_layout(f, w, stage_less(f, w, false), strip_rows(f, w), out);
}

void layout_lesson_panel(const Frame *f, const World *w, LessonPanel *out)
{
    lesson_panel_layout(f, w, whole_stage(f, w), out);
}

Rect layout_stage(const Frame *f, const World *w)
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

Rect layout_fallback_note(const Frame *f, const World *w)
{
    if (w->mode != MODE_TILES || layout_split_readable(f, w)) return (Rect){0, 0, 0, 0};
    Rect s = layout_stage(f, w);
    int h = f->small->line_h + frame_pad(f) / 2;
    return (Rect){s.x, s.y + s.h - h, s.w - layout_legend_width(f, w), h};
}

/* The map view's area: the stage less the legend's column and the fallback note. */
static Rect map_area(const Frame *f, const World *w)
{
    Rect area = layout_stage(f, w);
    area.w -= layout_legend_width(f, w);
    area.h -= layout_fallback_note(f, w).h;
    hold_min_size(&area);
    return area;
}

float layout_least_scale(const World *w, bool all)
{
    float least = 0.0f;
    for (int r = 0; r < world_method_count(w); r++) {
        if (!all && r != w->resolver) continue;
        const ResolverInfo *m = world_method(w, r);
        const Body *b = &w->bodies[r];
        float across = m->model == BODY_POINT ? 0.0f : m->model == BODY_CIRCLE ? b->w : fminf(b->w, b->h);
        if (across > 0.0f && LAYOUT_BODY_MIN_PX / across > least) least = LAYOUT_BODY_MIN_PX / across;
    }
    return least;
}

/* The bodies shown: every method's in a compare view, else the player's. */
static ViewFocus bodies_box(const World *w)
{
    const Body *p = world_player(w);
    ViewFocus box = {p->x, p->y, p->x, p->y};
    for (int r = 0; r < world_method_count(w) && w->compare != COMPARE_OFF; r++) {
        const Body *b = &w->bodies[r];
        box.x0 = fminf(box.x0, b->x), box.y0 = fminf(box.y0, b->y);
        box.x1 = fmaxf(box.x1, b->x), box.y1 = fmaxf(box.y1, b->y);
    }
    return box;
}

View layout_map_view(const Frame *f, const World *w, int zoom)
{
    Rect area = map_area(f, w);
    float least = layout_least_scale(w, w->compare != COMPARE_OFF);
    /* The tour frames the action: the map fills the view around the bodies. Elsewhere
     * the whole map shows, closer only where a body would be too small to see. */
    if (f->tour) {
        float margin = ACTION_MARGIN_CELLS * (float)w->map.tile;
        ViewFocus box = bodies_box(w);
        View v = view_action(&w->map, area, zoom, box, margin, least);
        /* With the ghost legend over a corner of the map, the action keeps to the part of
         * the view above it, or else left of it, where it fits there at the same scale. */
        if (layout_compare(f, w) == COMPARE_GHOST && layout_legend_over(f, w)) {
            Rect upper = area, left = area;
            upper.h = (int)((float)area.h * (1.0f - LAYOUT_LEGEND_OVER_SHARE_H));
            left.w = area.w / 2;
            float need_w = (box.x1 - box.x0 + 2.0f * margin) * v.scale, need_h = (box.y1 - box.y0 + 2.0f * margin) * v.scale;
            if (need_h <= (float)upper.h) v = view_place(&w->map, upper, v.scale, box), v.area = area;
            else if (need_w <= (float)left.w) v = view_place(&w->map, left, v.scale, box), v.area = area;
        }
        return v;
    }
    const Body *p = world_player(w);
    View v = view_fit(&w->map, area, zoom, p->x, p->y);
    if (v.scale < least) v = view_place(&w->map, area, least, (ViewFocus){p->x, p->y, p->x, p->y});
    return v;
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
    Rect area = layout_stage(f, w);
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

/* The map's share of the window at level g: the room its views are given. */
static float map_share(const Frame *f, const World *w, GiveWay g)
{
    Frame at = at_level(f, g);
    long room = 0;
    if (layout_compare(&at, w) == COMPARE_SPLIT) {
        View views[METHOD_MAX];
        int n = layout_map_views(&at, w, 0, views);
        for (int k = 0; k < n; k++) room += (long)views[k].area.w * views[k].area.h;
    } else {
        Rect a = map_area(&at, w);
        room = (long)a.w * a.h;
    }
    return (float)room / ((float)f->w * (float)f->h);
}

GiveWay layout_give_way(const Frame *f, const World *w)
{
    if (w->mode != MODE_TILES || !f->text->font) return GIVE_NOTHING;
    /* Off the tour the bottom bar keeps its two lines: its note is how a method explains
     * its last move, which the tour's band says instead. */
    GiveWay most = f->tour ? GIVE_SMALL : GIVE_BREAKS;
    for (int g = GIVE_NOTHING; g < (int)most; g++)
        if (map_share(f, w, (GiveWay)g) >= MAP_SHARE_MIN) return (GiveWay)g;
    return most;
}

/* ---- Every rectangle ------------------------------------------------------------ */

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
        bool over = layout_split_labels_over(f, w);
        for (int r = 0; r < world_method_count(w); r++) {
            n = add(out, n, "split viewport", views[r].area);
            n = add(out, n, over ? "split label" : "split label strip", strips[r]);
        }
        if (spare.w > 0) n = add(out, n, "split spare cell", spare);
    } else {
        Rect map = layout_map_view(f, w, zoom).area;
        n = add(out, n, "map view", map);
        if (layout_compare(f, w) == COMPARE_GHOST)
            n = add(out, n, layout_legend_over(f, w) ? "legend over the map" : "legend", layout_legend_box(f, w, map));
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
