/* canvas_record.c: the recording canvas (see canvas_record.h). */
#include "app/render/canvas_record.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Alone, fonts and images are only their sizes. */
struct CanvasFont {
    int px, line_h;
};
struct CanvasImage {
    int w, h;
};

#define MONO_ADVANCE_EM 0.602f /* DejaVu Sans Mono: 1233 / 2048 */
#define MONO_LINE_EM 1.164f    /* its ascent and descent: 2384 / 2048 */

static bool passes(const CanvasRecord *rec)
{
    return rec->inner.ops != NULL;
}

static bool rec_clip_get(CanvasRecord *rec, Rect *r)
{
    if (passes(rec)) return rec->inner.ops->clip_get(rec->inner.backend, r);
    *r = rec->clip;
    return rec->clip.w > 0 && rec->clip.h > 0;
}

static void rec_size(CanvasRecord *rec, int *w, int *h)
{
    if (passes(rec)) {
        rec->inner.ops->size(rec->inner.backend, w, h);
        return;
    }
    *w = rec->w;
    *h = rec->h;
}

/* Cut, as a person would see it: past the output's edge, or past a clip rectangle. */
static bool cut(CanvasRecord *rec, Rect box)
{
    Rect out = {0, 0, 0, 0}, c;
    rec_size(rec, &out.w, &out.h);
    rec_clip_get(rec, &c);
    return !canvas_rect_contains(out, box) || (c.w > 0 && c.h > 0 && !canvas_rect_contains(c, box));
}

/* A coordinate as whole pixels, held to a billion either way so that a shape far off
 * screen (or a NaN) still converts. */
static int whole_px(double v)
{
    if (!(v > -1e9)) return -1000000000;
    return v > 1e9 ? 1000000000 : (int)v;
}

/* The same for a shape's bounds, in whole pixels. */
static bool cut_f(CanvasRecord *rec, float x0, float y0, float x1, float y1)
{
    int lx = whole_px(floor(fmin(x0, x1))), ly = whole_px(floor(fmin(y0, y1)));
    int hx = whole_px(ceil(fmax(x0, x1))), hy = whole_px(ceil(fmax(y0, y1)));
    return cut(rec, (Rect){lx, ly, hx - lx, hy - ly});
}

static Drawn *add(CanvasRecord *rec, DrawnKind kind)
{
    if (rec->count >= CANVAS_RECORD_MAX) {
        rec->dropped++;
        return NULL;
    }
    if (rec->count == rec->cap) {
        int cap = rec->cap ? 2 * rec->cap : 1024;
        Drawn *e = realloc(rec->e, (size_t)cap * sizeof *e);
        if (!e) {
            rec->dropped++;
            return NULL;
        }
        rec->e = e;
        rec->cap = cap;
    }
    Drawn *d = &rec->e[rec->count++];
    memset(d, 0, sizeof *d);
    d->kind = kind;
    d->colour = rec->front->colour;
    return d;
}

static void colour(void *b, Colour c)
{
    CanvasRecord *rec = b;
    if (passes(rec)) rec->inner.ops->colour(rec->inner.backend, c);
}

static void blend(void *b, CanvasBlend mode)
{
    CanvasRecord *rec = b;
    if (passes(rec)) rec->inner.ops->blend(rec->inner.backend, mode);
}

static void clear(void *b)
{
    CanvasRecord *rec = b;
    add(rec, DRAWN_CLEAR);
    if (passes(rec)) rec->inner.ops->clear(rec->inner.backend);
}

static void fill_rect(void *b, RectF r)
{
    CanvasRecord *rec = b;
    Drawn *d = add(rec, DRAWN_RECT);
    if (d) {
        d->rect = r;
        d->clipped = cut_f(rec, r.x, r.y, r.x + r.w, r.y + r.h);
    }
    if (passes(rec)) rec->inner.ops->fill_rect(rec->inner.backend, r);
}

static void line(void *b, float x0, float y0, float x1, float y1)
{
    CanvasRecord *rec = b;
    Drawn *d = add(rec, DRAWN_LINE);
    if (d) {
        d->a = (PointF){x0, y0};
        d->b = (PointF){x1, y1};
        d->clipped = cut_f(rec, x0, y0, x1, y1);
    }
    if (passes(rec)) rec->inner.ops->line(rec->inner.backend, x0, y0, x1, y1);
}

static void triangles(void *b, const CanvasImage *image, const CanvasVertex *v, int nv, const int *idx, int ni)
{
    CanvasRecord *rec = b;
    Drawn *d = add(rec, DRAWN_TRIANGLES);
    if (d && nv > 0) {
        float x0 = v[0].at.x, y0 = v[0].at.y, x1 = x0, y1 = y0;
        for (int i = 1; i < nv; i++) {
            x0 = fminf(x0, v[i].at.x);
            y0 = fminf(y0, v[i].at.y);
            x1 = fmaxf(x1, v[i].at.x);
            y1 = fmaxf(y1, v[i].at.y);
        }
        d->rect = (RectF){x0, y0, x1 - x0, y1 - y0};
        d->clipped = cut_f(rec, x0, y0, x1, y1);
        d->count = (idx ? ni : nv) / 3;
        d->image = image != NULL;
        d->colour = v[0].colour;
    }
    if (passes(rec)) rec->inner.ops->triangles(rec->inner.backend, image, v, nv, idx, ni);
}

static void clip(void *b, const Rect *r)
{
    CanvasRecord *rec = b;
    Drawn *d = add(rec, DRAWN_CLIP);
    if (d && r) d->box = *r;
    rec->clip = r ? *r : (Rect){0, 0, 0, 0};
    if (passes(rec)) rec->inner.ops->clip(rec->inner.backend, r);
}

static bool clip_get(void *b, Rect *r)
{
    return rec_clip_get(b, r);
}

static void size(void *b, int *w, int *h)
{
    rec_size(b, w, h);
}

static CanvasImage *image_new(void *b, int w, int h, const uint32_t *argb)
{
    CanvasRecord *rec = b;
    if (passes(rec)) return rec->inner.ops->image_new(rec->inner.backend, w, h, argb);
    CanvasImage *img = malloc(sizeof *img);
    if (img) *img = (CanvasImage){w, h};
    return img;
}

static void image_free(void *b, CanvasImage *image)
{
    CanvasRecord *rec = b;
    if (passes(rec)) rec->inner.ops->image_free(rec->inner.backend, image);
    else free(image);
}

static CanvasFont *font_open(void *b, int px, bool bold)
{
    CanvasRecord *rec = b;
    if (passes(rec)) return rec->inner.ops->font_open(rec->inner.backend, px, bold);
    CanvasFont *f = malloc(sizeof *f);
    if (f) *f = (CanvasFont){px, (int)ceilf((float)px * MONO_LINE_EM)};
    return f;
}

static void font_close(void *b, CanvasFont *font)
{
    CanvasRecord *rec = b;
    if (passes(rec)) rec->inner.ops->font_close(rec->inner.backend, font);
    else free(font);
}

static int font_line_h(void *b, const CanvasFont *font)
{
    CanvasRecord *rec = b;
    return passes(rec) ? rec->inner.ops->font_line_h(rec->inner.backend, font) : font->line_h;
}

static void font_frame(void *b, CanvasFont *font)
{
    CanvasRecord *rec = b;
    if (passes(rec)) rec->inner.ops->font_frame(rec->inner.backend, font);
}

static int measure(void *b, const CanvasFont *font, const char *s)
{
    CanvasRecord *rec = b;
    if (passes(rec)) return rec->inner.ops->measure(rec->inner.backend, font, s);
    int chars = 0;
    for (; *s; s++) chars += ((unsigned char)*s & 0xC0) != 0x80; /* one a UTF-8 character */
    return (int)lroundf((float)chars * (float)font->px * MONO_ADVANCE_EM);
}

static int text(void *b, CanvasFont *font, int x, int y, Colour c, const char *s, Rect *box)
{
    CanvasRecord *rec = b;
    int w;
    if (passes(rec)) {
        w = rec->inner.ops->text(rec->inner.backend, font, x, y, c, s, box);
    } else {
        w = s[0] ? measure(rec, font, s) : 0;
        *box = (Rect){x, y, w, w ? font->line_h : 0};
    }
    if (box->w <= 0) return w;
    Drawn *d = add(rec, DRAWN_TEXT);
    if (d) {
        d->colour = c;
        d->box = *box;
        d->clipped = cut(rec, *box);
        snprintf(d->s, sizeof d->s, "%s", s);
    }
    return w;
}

static bool read_argb(void *b, Rect r, uint32_t *out, int pitch)
{
    CanvasRecord *rec = b;
    return passes(rec) && rec->inner.ops->read_argb(rec->inner.backend, r, out, pitch);
}

static const CanvasOps RECORD_OPS = {
    colour,    blend,      clear,     fill_rect,  line,        triangles,  clip, clip_get,   size,
    image_new, image_free, font_open, font_close, font_line_h, font_frame, text, measure, read_argb,
};

void canvas_record_start(CanvasRecord *rec, Canvas *c)
{
    canvas_record_clear(rec);
    /* Started twice: it would pass every call to itself. */
    if (c->backend == rec) return;
    rec->inner = *c;
    rec->front = c;
    c->ops = &RECORD_OPS;
    c->backend = rec;
}

void canvas_record_stop(CanvasRecord *rec)
{
    if (!rec->front || rec->front == &rec->own) return;
    rec->front->ops = rec->inner.ops;
    rec->front->backend = rec->inner.backend;
    rec->front = NULL;
}

Canvas *canvas_record_open(CanvasRecord *rec, int w, int h)
{
    canvas_record_clear(rec);
    rec->inner = (Canvas){0};
    rec->own = (Canvas){&RECORD_OPS, rec, {0, 0, 0, 255}, 0};
    rec->front = &rec->own;
    rec->clip = (Rect){0, 0, 0, 0};
    rec->w = w;
    rec->h = h;
    return &rec->own;
}

void canvas_record_clear(CanvasRecord *rec)
{
    rec->count = 0;
    rec->dropped = 0;
}

void canvas_record_free(CanvasRecord *rec)
{
    free(rec->e);
    rec->e = NULL;
    rec->count = rec->cap = 0;
}

int canvas_record_texts(const CanvasRecord *rec, const char *needle)
{
    int n = 0;
    for (int k = 0; k < rec->count; k++) n += rec->e[k].kind == DRAWN_TEXT && strstr(rec->e[k].s, needle) != NULL;
    return n;
}

static bool same_colour(Colour a, Colour b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

int canvas_record_count(const CanvasRecord *rec, DrawnKind kind, const Colour *colour)
{
    int n = 0;
    for (int k = 0; k < rec->count; k++)
        n += rec->e[k].kind == kind && (!colour || same_colour(rec->e[k].colour, *colour));
    return n;
}
