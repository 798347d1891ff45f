/* canvas.c: the canvas's functions, each one call into its backend (see canvas.h). */
#include "app/render/canvas.h"

void canvas_colour(Canvas *c, Colour colour)
{
    c->colour = colour;
    c->calls++;
    c->ops->colour(c->backend, colour);
}

void canvas_blend(Canvas *c, CanvasBlend mode)
{
    c->calls++;
    c->ops->blend(c->backend, mode);
}

void canvas_clear(Canvas *c)
{
    c->calls++;
    c->ops->clear(c->backend);
}

void canvas_fill_rect(Canvas *c, RectF r)
{
    c->calls++;
    c->ops->fill_rect(c->backend, r);
}

void canvas_line(Canvas *c, float x0, float y0, float x1, float y1)
{
    c->calls++;
    c->ops->line(c->backend, x0, y0, x1, y1);
}

void canvas_triangles(Canvas *c, const CanvasImage *image, const CanvasVertex *v, int nv, const int *idx, int ni)
{
    c->calls++;
    c->ops->triangles(c->backend, image, v, nv, idx, ni);
}

void canvas_clip(Canvas *c, const Rect *r)
{
    c->calls++;
    c->ops->clip(c->backend, r);
}

bool canvas_clip_get(Canvas *c, Rect *r)
{
    return c->ops->clip_get(c->backend, r);
}

void canvas_size(Canvas *c, int *w, int *h)
{
    c->ops->size(c->backend, w, h);
}

CanvasImage *canvas_image_new(Canvas *c, int w, int h, const uint32_t *argb)
{
    return c->ops->image_new(c->backend, w, h, argb);
}

void canvas_image_free(Canvas *c, CanvasImage *image)
{
    if (image) c->ops->image_free(c->backend, image);
}

CanvasFont *canvas_font_open(Canvas *c, int px, bool bold)
{
    return c->ops->font_open(c->backend, px, bold);
}

void canvas_font_close(Canvas *c, CanvasFont *font)
{
    if (font) c->ops->font_close(c->backend, font);
}

int canvas_font_line_h(Canvas *c, const CanvasFont *font)
{
    return c->ops->font_line_h(c->backend, font);
}

void canvas_font_frame(Canvas *c, CanvasFont *font)
{
    c->ops->font_frame(c->backend, font);
}

int canvas_text(Canvas *c, CanvasFont *font, int x, int y, Colour colour, const char *s, Rect *box)
{
    Rect none;
    c->calls++;
    return c->ops->text(c->backend, font, x, y, colour, s, box ? box : &none);
}

int canvas_text_width(Canvas *c, const CanvasFont *font, const char *s)
{
    return c->ops->measure(c->backend, font, s);
}

bool canvas_read_argb(Canvas *c, uint32_t *out, int pitch)
{
    Rect all = {0, 0, 0, 0};
    canvas_size(c, &all.w, &all.h);
    return canvas_read_rect(c, all, out, pitch);
}

bool canvas_read_rect(Canvas *c, Rect r, uint32_t *out, int pitch)
{
    return c->ops->read_argb(c->backend, r, out, pitch);
}
