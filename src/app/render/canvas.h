/* canvas.h: what every drawing goes through: rectangles, lines, triangle batches (plain
 * or from an image), text through a font handle, clip rectangles, in the project's own
 * Rect and Colour. A canvas is a table of functions and a backend pointer, as Box2D's
 * debug draw is: the SDL backend (app/platform/canvas_sdl.c) puts pixels on screen, the
 * recording one (canvas_record.h) keeps a list for tests, and others can exist. */
#ifndef COLLIDE_CANVAS_H
#define COLLIDE_CANVAS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct Rect {
    int x, y, w, h;
} Rect;

typedef struct RectF {
    float x, y, w, h;
} RectF;

typedef struct PointF {
    float x, y;
} PointF;

typedef struct Colour {
    uint8_t r, g, b, a;
} Colour;

/// One corner of a triangle: where, its colour (tints the image, if any), and where in
/// the image (0..1 each way; ignored without one).
typedef struct CanvasVertex {
    PointF at;
    Colour colour;
    PointF uv;
} CanvasVertex;

typedef enum CanvasBlend {
    CANVAS_BLEND_NONE,
    CANVAS_BLEND_ALPHA, /* source over destination by the source's alpha */
} CanvasBlend;

typedef struct CanvasFont CanvasFont;   /* a font at one size, the backend's */
typedef struct CanvasImage CanvasImage; /* an image the backend holds */

/// What a backend does. `b` is the backend's own state. Every function is required.
typedef struct CanvasOps {
    void (*colour)(void *b, Colour c);
    void (*blend)(void *b, CanvasBlend mode);
    void (*clear)(void *b);
    void (*fill_rect)(void *b, RectF r);
    void (*line)(void *b, float x0, float y0, float x1, float y1);
    void (*triangles)(void *b, const CanvasImage *image, const CanvasVertex *v, int nv, const int *idx, int ni);
    void (*clip)(void *b, const Rect *r);
    bool (*clip_get)(void *b, Rect *r);
    void (*size)(void *b, int *w, int *h);
    CanvasImage *(*image_new)(void *b, int w, int h, const uint32_t *argb);
    void (*image_free)(void *b, CanvasImage *image);
    CanvasFont *(*font_open)(void *b, int px, bool bold);
    void (*font_close)(void *b, CanvasFont *font);
    int (*font_line_h)(void *b, const CanvasFont *font);
    void (*font_frame)(void *b, CanvasFont *font);
    int (*text)(void *b, CanvasFont *font, int x, int y, Colour c, const char *s, Rect *box);
    int (*measure)(void *b, const CanvasFont *font, const char *s);
    bool (*read_argb)(void *b, Rect r, uint32_t *out, int pitch);
} CanvasOps;

/// A canvas. The recording canvas swaps `ops` and `backend` in place, so everything that
/// holds this pointer (the frame, the fonts) draws through the recorder.
typedef struct Canvas {
    const CanvasOps *ops;
    void *backend;
    Colour colour;       /* the colour in force: the thick shapes read it */
    unsigned long calls; /* primitives sent to the backend (the bench counts them) */
} Canvas;

/// The colour the next shapes are drawn in.
void canvas_colour(Canvas *c, Colour colour);
/// How shapes mix with what is under them.
void canvas_blend(Canvas *c, CanvasBlend mode);
/// Fill the whole output (the clip rectangle aside) with the colour in force.
void canvas_clear(Canvas *c);
/// Fill a rectangle, pixels.
void canvas_fill_rect(Canvas *c, RectF r);
/// A one-pixel line from (x0, y0) to (x1, y1).
void canvas_line(Canvas *c, float x0, float y0, float x1, float y1);
/// Triangles: `idx` (ni entries, a multiple of 3) into `v`, or v in threes when idx is
/// NULL; each textured from `image` when not NULL.
void canvas_triangles(Canvas *c, const CanvasImage *image, const CanvasVertex *v, int nv, const int *idx, int ni);
/// Drawing from now on is cut to `r`; NULL draws everywhere.
void canvas_clip(Canvas *c, const Rect *r);
/// The clip rectangle in force; false (and r all zero) when there is none.
bool canvas_clip_get(Canvas *c, Rect *r);
/// The output's size, pixels.
void canvas_size(Canvas *c, int *w, int *h);
/// A w x h image from ARGB8888 pixels (row after row, w apart); NULL when it cannot.
CanvasImage *canvas_image_new(Canvas *c, int w, int h, const uint32_t *argb);
void canvas_image_free(Canvas *c, CanvasImage *image);
/// The bundled font at `px` pixels; NULL when it cannot be opened.
CanvasFont *canvas_font_open(Canvas *c, int px, bool bold);
void canvas_font_close(Canvas *c, CanvasFont *font);
/// The font's line height, pixels.
int canvas_font_line_h(Canvas *c, const CanvasFont *font);
/// A frame begins: the font's cache of drawn strings ages.
void canvas_font_frame(Canvas *c, CanvasFont *font);
/// Draw `s` with its top-left at (x, y); returns its width and, when `box` is not NULL,
/// the box it covers (w 0 when nothing was drawn).
int canvas_text(Canvas *c, CanvasFont *font, int x, int y, Colour colour, const char *s, Rect *box);
/// Width of `s` in pixels.
int canvas_text_width(Canvas *c, const CanvasFont *font, const char *s);
/// The whole output as ARGB8888 rows, `pitch` bytes apart. False when it cannot be read.
bool canvas_read_argb(Canvas *c, uint32_t *out, int pitch);
/// The part `r` of the output (inside it), the same way.
bool canvas_read_rect(Canvas *c, Rect r, uint32_t *out, int pitch);

/// Is r inside out (edges included)?
static inline bool canvas_rect_contains(Rect out, Rect r)
{
    return r.x >= out.x && r.y >= out.y && r.x + r.w <= out.x + out.w && r.y + r.h <= out.y + out.h;
}

/// Do a and b share a pixel?
static inline bool canvas_rect_overlaps(Rect a, Rect b)
{
    return a.w > 0 && a.h > 0 && b.w > 0 && b.h > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h &&
           b.y < a.y + a.h;
}

static inline bool canvas_rect_has_point(Rect r, int x, int y)
{
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

#endif
