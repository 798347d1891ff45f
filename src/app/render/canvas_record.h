/* canvas_record.h: a canvas that keeps a list of what was drawn (each shape's kind,
 * place and colour; each text, its box and whether it was cut), so tests can ask what a
 * frame shows without reading pixels. It either records alone, or sits on an existing
 * canvas and passes every call through, so the pixels are drawn as well. */
#ifndef COLLIDE_CANVAS_RECORD_H
#define COLLIDE_CANVAS_RECORD_H

#include <stdbool.h>

#include "app/render/canvas.h"

#define CANVAS_RECORD_CHARS 96      /* a text's first bytes kept */
#define CANVAS_RECORD_MAX (1 << 18) /* entries a record holds; later ones are counted, not kept */

typedef enum DrawnKind {
    DRAWN_CLEAR,
    DRAWN_RECT,      /* rect */
    DRAWN_LINE,      /* from a to b */
    DRAWN_TRIANGLES, /* rect bounds them; count of them; image when from an image */
    DRAWN_TEXT,      /* s in box, colour its own */
    DRAWN_CLIP,      /* box, or w 0 for none */
} DrawnKind;

/// One thing drawn, in the colour in force then; clipped when part of it (a shape's
/// bounds, a text's box) falls outside the clip rectangle in force or the output.
typedef struct Drawn {
    DrawnKind kind;
    Colour colour;
    RectF rect;
    PointF a, b;
    Rect box;
    int count;
    bool image;
    bool clipped;
    char s[CANVAS_RECORD_CHARS];
} Drawn;

typedef struct CanvasRecord {
    Canvas own;     /* the canvas when it records alone */
    Canvas *front;  /* the canvas drawing goes through (own, or the one it sits on) */
    Canvas inner;   /* what it passes calls to; ops NULL when it records alone */
    Rect clip;      /* alone: the clip in force (w 0: none) */
    int w, h;       /* alone: the output's size */
    Drawn *e;       /* what was drawn, in order */
    int count, cap; /* entries kept, and room */
    long dropped;   /* entries past CANVAS_RECORD_MAX */
} CanvasRecord;

/// Record everything drawn through `c` from now on, still drawing it (the same pointer
/// keeps working: the frame and the fonts need not know). Starts from an empty list.
void canvas_record_start(CanvasRecord *rec, Canvas *c);
/// Stop recording `c` (what was recorded stays).
void canvas_record_stop(CanvasRecord *rec);
/// A canvas w x h pixels that only records. Text is measured as the bundled monospace
/// font would be, near enough for layout (0.6 em a character).
Canvas *canvas_record_open(CanvasRecord *rec, int w, int h);
/// Forget what was recorded.
void canvas_record_clear(CanvasRecord *rec);
/// Free the list (a canvas it sits on must be stopped first).
void canvas_record_free(CanvasRecord *rec);
/// How many texts drawn contain `needle`.
int canvas_record_texts(const CanvasRecord *rec, const char *needle);
/// How many entries of `kind` were drawn in `colour` (any colour when NULL).
int canvas_record_count(const CanvasRecord *rec, DrawnKind kind, const Colour *colour);

#endif
