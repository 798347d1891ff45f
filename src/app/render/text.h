/* text.h: text on a canvas in the bundled font: drawn, measured and wrapped to a width. */
#ifndef COLLIDE_TEXT_H
#define COLLIDE_TEXT_H

#include <stdbool.h>

#include "app/render/canvas.h"

/// A font at one size on one canvas (the canvas keeps its cache of drawn strings).
typedef struct Text {
    Canvas *canvas;
    CanvasFont *font;
    int px;     /* font size in pixels */
    int line_h; /* line height in pixels */
} Text;

/// Open the bundled font at `px` pixels on `canvas`. False on failure.
bool text_init(Text *text, Canvas *canvas, int px, bool bold);
void text_free(Text *text);
/// Draw `s` with its top-left at (x, y); returns its width in pixels.
int text_draw(Text *text, int x, int y, Colour colour, const char *s);
/// Width of `s` in pixels.
int text_width(const Text *text, const char *s);
/// Split `s` into lines no wider than max_w pixels, breaking at spaces; writes up to
/// max_lines NUL-terminated lines of at most TEXT_LINE_MAX bytes; returns the count.
#define TEXT_LINE_MAX 256
int text_wrap(const Text *text, const char *s, int max_w, char (*lines)[TEXT_LINE_MAX], int max_lines);
/// Call once a frame: lets the cache age entries.
void text_frame(Text *text);

#endif
