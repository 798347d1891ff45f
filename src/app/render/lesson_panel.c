/* lesson_panel.c: the map's lesson, placed and drawn (see lesson_panel.h). */
#include "app/render/lesson_panel.h"

#include <stdio.h>
#include <string.h>

#include "app/render/draw.h"
#include "app/render/theme.h"

#define SIDE_SHARES 3                                               /* widths tried for a panel at the side */
static const float SIDE_SHARE[SIDE_SHARES] = {0.30f, 0.38f, 0.45f}; /* of the frame's width */
#define MAP_SHARE_MIN 0.5f                                          /* the map keeps at least this share of the stage */

/* The panel's lines wrapped to `width` in `font`: the name in the title size, the
 * lesson, then the suggestion and the key. Returns the panel's height. */
static void brief(const Frame *f, const World *w, Rect stage, LessonPanel *out);

static int wrap(const Frame *f, const World *w, Text *font, int width, LessonPanel *out)
{
    out->brief = false;
    const Map *m = &w->map;
    const MapLesson *l = &m->lesson;
    int p = frame_pad(f), inner = width - 2 * p, max = LESSON_PANEL_LINES_MAX;
    out->font = font;
    out->title_count = text_wrap(f->title, m->name, inner, out->line, max);
    out->count = out->title_count;
    for (int i = 0; i < l->lines && out->count < max; i++)
        out->count += text_wrap(font, l->line[i], inner, out->line + out->count, max - out->count);
    char hint[TEXT_LINE_MAX];
    if (l->resolver[0] && l->speed > 0.0f)
        snprintf(hint, sizeof hint, "Suggested: %s at %g px a tick.", l->resolver, l->speed);
    else if (l->resolver[0]) snprintf(hint, sizeof hint, "Suggested: %s.", l->resolver);
    else hint[0] = '\0';
    snprintf(hint + strlen(hint), sizeof hint - strlen(hint), "%sL hides this.", hint[0] ? " " : "");
    out->hint_from = out->count;
    if (out->count < max) out->count += text_wrap(font, hint, inner, out->line + out->count, max - out->count);
    return 2 * p + out->title_count * f->title->line_h + (out->count - out->title_count) * font->line_h + p / 2;
}

/* The panel at the side, `share` of the frame's width, in `font`: true when it fits
 * the stage's height and leaves the map its share. */
static bool try_side(const Frame *f, const World *w, Rect stage, float share, Text *font, LessonPanel *out)
{
    int width = (int)(share * (float)f->w), gap = frame_pad(f);
    if ((float)(stage.w - width - gap) < MAP_SHARE_MIN * (float)stage.w) return false;
    int h = wrap(f, w, font, width, out);
    if (h > stage.h) return false;
    out->rect = (Rect){stage.x + stage.w - width, stage.y, width, h};
    out->side_w = width + gap;
    return true;
}

/* The panel below the map, in `font`: true when the map keeps its share of the height. */
static bool try_bottom(const Frame *f, const World *w, Rect stage, Text *font, LessonPanel *out)
{
    int h = wrap(f, w, font, stage.w, out), gap = frame_pad(f);
    if ((float)(stage.h - h - gap) < MAP_SHARE_MIN * (float)stage.h) return false;
    out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
    out->bottom_h = h + gap;
    return true;
}

void lesson_panel_layout(const Frame *f, const World *w, Rect stage, LessonPanel *out)
{
    out->rect = (Rect){0, 0, 0, 0};
    out->side_w = out->bottom_h = 0;
    out->count = out->title_count = out->hint_from = 0;
    out->brief = false;
    if (!f->lesson || w->mode != MODE_TILES || w->map.lesson.lines == 0 || !f->text->font) return;
    /* The body text at the side first, then the smaller size, then below the map. */
    for (int k = 0; k < SIDE_SHARES; k++)
        if (try_side(f, w, stage, SIDE_SHARE[k], f->text, out)) return;
    if (try_side(f, w, stage, SIDE_SHARE[SIDE_SHARES - 1], f->small, out)) return;
    if (try_bottom(f, w, stage, f->text, out) || try_bottom(f, w, stage, f->small, out)) return;
    if (!f->lesson_full) {
        brief(f, w, stage, out);
        return;
    }
    /* Little room, and the whole lesson asked for: over the lower part of the map in the smaller size, or when even that
     * is taller than the stage, down to the frame's bottom edge over the bottom bar (and
     * up over the caption if need be). L gives the map back. */
    int h = wrap(f, w, f->small, stage.w, out);
    if (h <= stage.h) {
        out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
        return;
    }
    int y = f->h - h;
    if (y < 0) y = 0; /* the top panel's caption gives way too on a small, large-scale frame */
    out->rect = (Rect){stage.x, y, stage.w, f->h - y};
}

/* In brief, below the map: the title with the key that expands it, and the first line
 * of the lesson, in the small size, at most half the stage high: the lesson's line whole
 * (wrapped) where that leaves the map its half, else the title alone, never a sentence
 * cut short. */
static void brief(const Frame *f, const World *w, Rect stage, LessonPanel *out)
{
    int p = frame_pad(f), inner = stage.w - 2 * p, most = (stage.h - p) / 2, lh = f->small->line_h;
    char title[TEXT_LINE_MAX];
    snprintf(title, sizeof title, "%s  (L: the whole lesson)", w->map.name);
    const char *const titles[] = {title, "L: the lesson"};
    out->font = f->small;
    out->title_count = text_wrap(f->small, titles[text_width(f->small, title) <= inner ? 0 : 1], inner, out->line, 1);
    out->count = out->title_count;
    int first = text_wrap(f->small, w->map.lesson.line[0], inner, out->line + out->count, LESSON_PANEL_LINES_MAX - 1);
    if (p + (out->count + first) * lh <= most) out->count += first;
    out->brief = true;
    /* Where even the title would be cut at half the stage (a short stage over the motion's
     * strip), it goes too. */
    if (p / 2 + out->count * lh > most) out->count = out->title_count = 0;
    out->hint_from = out->count;
    if (out->count == 0) return;
    int h = p + out->count * lh;
    if (h > most) h = most;
    out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
    out->bottom_h = h + p;
}

void lesson_panel_draw(const Frame *f, const LessonPanel *p)
{
    if (p->rect.w <= 0) return;
    Canvas *cv = f->canvas;
    Rect a = p->rect;
    draw_framed(cv, a, COLOR_PANEL_OPAQUE, COLOR_GRID, 1.0f);
    canvas_clip(cv, &a);
    int pad = frame_pad(f), y = a.y + (p->brief ? pad / 2 : pad);
    for (int i = 0; i < p->count; i++) {
        bool title = i < p->title_count, hint = i >= p->hint_from;
        Text *t = title && !p->brief ? f->title : p->font;
        text_draw(t, a.x + pad, y, title ? COLOR_TITLE : hint ? COLOR_TEXT_DIM : COLOR_TEXT, p->line[i]);
        y += title && !p->brief && i == p->title_count - 1 ? t->line_h + pad / 2 : t->line_h;
    }
    canvas_clip(cv, NULL);
}
