/* tour_panel.c: the guided tour's caption band, placed and drawn (see tour_panel.h). */
#include "app/render/tour_panel.h"

#include <stdio.h>

#include "app/base/keys.h"
#include "app/render/draw.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"

#define MAP_SHARE_MIN 0.5f /* the map keeps at least this share of the stage's height */

/* The frame's type sizes, largest first. */
typedef enum BandFont { BAND_TITLE, BAND_TEXT, BAND_SMALL } BandFont;

#define BAND_CAPTION_LINES 2 /* the caption lines a band is made tall enough for */

/* The sizes tried, largest first: the caption's type and the "Stop N/M" line's type. */
typedef struct BandType {
    BandFont body;
    BandFont head;
} BandType;
static const BandType TYPES[] = {{BAND_TITLE, BAND_TEXT}, {BAND_TEXT, BAND_SMALL}, {BAND_SMALL, BAND_SMALL}};
#define TYPE_COUNT ((int)(sizeof TYPES / sizeof TYPES[0]))

static Text *font_of(const Frame *f, BandFont which)
{
    return which == BAND_TITLE ? f->title : which == BAND_TEXT ? f->text : f->small;
}

static int band_height(const Frame *f, BandType t)
{
    int p = frame_pad(f);
    return 2 * p + font_of(f, t.head)->line_h + BAND_CAPTION_LINES * font_of(f, t.body)->line_h + p / 2 +
           f->small->line_h;
}

/* The compact band: the head line in the small type, the caption in the body type
 * while it takes two lines or fewer, else in the small type, as tall as it needs. */
static void compact_layout(const Frame *f, Rect stage, bool small, TourPanel *out)
{
    int p = frame_pad(f) / 2, inner = stage.w - 4 * p;
    const char *caption = f->tour->caption ? f->tour->caption : "";
    out->head = f->small;
    out->body = small ? f->small : f->text;
    out->count = text_wrap(out->body, caption, inner, out->line, TOUR_PANEL_LINES_MAX);
    if (out->count > BAND_CAPTION_LINES && !small) {
        out->body = f->small;
        out->count = text_wrap(out->body, caption, inner, out->line, TOUR_PANEL_LINES_MAX);
    }
    int h = 2 * p + out->head->line_h + out->count * out->body->line_h;
    if (h > stage.h) h = stage.h > 0 ? stage.h : 0;
    out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
    out->taken_h = h;
}

void tour_panel_layout(const Frame *f, Rect stage, TourForm form, TourPanel *out)
{
    out->rect = (Rect){0, 0, 0, 0};
    out->taken_h = out->count = 0;
    out->form = form;
    if (!f->tour || !f->text->font) return;
    if (form != TOUR_FORM_ROOMY) {
        compact_layout(f, stage, form == TOUR_FORM_SMALL, out);
        return;
    }
    int k = 0;
    while (k < TYPE_COUNT && (float)(stage.h - band_height(f, TYPES[k])) < MAP_SHARE_MIN * (float)stage.h) k++;
    /* Too little room to leave the map half the stage: the smallest type, still taken
     * from the map while the map keeps a quarter; only past that (a stage too short for
     * both) it lies over the map's foot. */
    if (k == TYPE_COUNT) k = TYPE_COUNT - 1;
    int h = band_height(f, TYPES[k]), p = frame_pad(f), inner = stage.w - 2 * p;
    bool over = stage.h - h < stage.h / 4;
    if (h > stage.h) h = stage.h > 0 ? stage.h : 0;
    out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
    out->taken_h = over ? 0 : h;
    out->head = font_of(f, TYPES[k].head);
    /* A caption longer than the band's lines in its type takes a smaller one. */
    const char *caption = f->tour->caption ? f->tour->caption : "";
    int room = h - 2 * p - out->head->line_h - p / 2 - f->small->line_h;
    for (BandFont body = TYPES[k].body; body <= BAND_SMALL; body++) {
        out->body = font_of(f, body);
        out->count = text_wrap(out->body, caption, inner, out->line, TOUR_PANEL_LINES_MAX);
        if (out->count * out->body->line_h <= room) break;
    }
    /* Still longer in the smallest type: the band grows by the lines it lacks (never
     * over the keys line), as far as the stage allows. */
    int lack = out->count * out->body->line_h - room;
    if (lack <= 0) return;
    if (h + lack > stage.h) lack = stage.h - h;
    h += lack;
    out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
    if (!over) out->taken_h = h;
}

/* The keys that work now, longest first (text_fit picks what the band's width holds),
 * as the key table names them. */
static void keys_line(const TourView *t, const char *v[3])
{
    static KeysTourLine line; /* drawn before the next frame asks again */
    bool last = t->stop + 1 >= t->stops;
    KeysTourMoment m = t->moment == TOUR_PLAYING  ? KEYS_TOUR_PLAYING
                       : t->moment == TOUR_PAUSED ? KEYS_TOUR_PAUSED
                       : t->moment == TOUR_ENDED  ? (last ? KEYS_TOUR_LAST : KEYS_TOUR_ENDED)
                                                  : KEYS_TOUR_YOURS;
    keys_tour_line(m, &line);
    v[0] = line.full;
    v[1] = line.brief;
    v[2] = line.keys;
}

void tour_panel_draw(const Frame *f, const TourPanel *p)
{
    if (p->rect.w <= 0 || !f->tour) return;
    Canvas *cv = f->canvas;
    Rect a = p->rect;
    /* Opaque: the band may lie over the map on a small, large-scale frame. */
    draw_framed(cv, a, COLOR_PANEL_OPAQUE, COLOR_TITLE, 2.0f * f->scale);
    canvas_clip(cv, &a);
    bool compact = p->form != TOUR_FORM_ROOMY;
    int pad = compact ? frame_pad(f) / 2 : frame_pad(f), x = a.x + 2 * pad - (compact ? 0 : pad), y = a.y + pad,
        inner = a.w - 2 * (x - a.x);
    const TourView *t = f->tour;
    char head[200], num[32];
    snprintf(num, sizeof num, "Stop %d/%d", t->stop + 1, t->stops);
    snprintf(head, sizeof head, "%s: %s", num, t->title);
    const char *heads[] = {head, num};
    const char *keys[3];
    keys_line(t, keys);
    if (compact) {
        /* The keys at the right of the head line: the longest pair of forms that fits. */
        int gap = text_width(f->small, "   ");
        for (int k = 0; k < 3; k++)
            for (int h = 0; h < 2; h++) {
                int kw = text_width(f->small, keys[k]), hw = text_width(f->small, heads[h]);
                if (hw + gap + kw > inner && !(k == 2 && h == 1)) continue;
                text_draw(f->small, x, y, COLOR_TITLE, heads[h]);
                text_draw(f->small, x + inner - kw, y, COLOR_TEXT_DIM, keys[k]);
                k = 3;
                break;
            }
    } else {
        text_draw_fit(p->head, x, y, inner, COLOR_TITLE, heads, 2);
    }
    y += p->head->line_h;
    for (int i = 0; i < p->count; i++, y += p->body->line_h) text_draw(p->body, x, y, COLOR_TEXT, p->line[i]);
    if (!compact) text_draw_fit(f->small, x, a.y + a.h - pad - f->small->line_h, inner, COLOR_TEXT_DIM, keys, 3);
    canvas_clip(cv, NULL);
}
