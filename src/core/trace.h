/* trace.h: what a resolver looked at during one move (scanned cells, sides tested,
 * grown boxes, the swept segment, hit point, normal, t, regions), as plain shapes in
 * world pixels. The app draws them as overlays; a resolver given NULL records nothing. */
#ifndef COLLIDE_TRACE_H
#define COLLIDE_TRACE_H

#include <stdbool.h>
#include <stddef.h>

#define TRACE_MAX_SHAPES 2048
#define TRACE_MAX_LABELS 32
#define TRACE_LABEL_MAX 32
#define TRACE_NOTE_MAX 160

/// What a shape means; the app picks colour and style from it (see docs/resolvers.md).
typedef enum TraceKind {
    TRACE_SCAN,     /* rect: the scan rectangle of cells */
    TRACE_CELL,     /* rect: a cell that was read */
    TRACE_GROWN,    /* rect: a solid cell grown by the body (Minkowski sum) */
    TRACE_BAND,     /* rect: a forbidden band around a possible wall (grid-region) */
    TRACE_REGION,   /* rect: the region the move ends in */
    TRACE_SIDE,     /* line: a side that was tested */
    TRACE_SIDE_HIT, /* line: the side that stopped the move */
    TRACE_SWEEP,    /* line: the wanted move (or one glide leg) */
    TRACE_MOVED,    /* line: the move actually made */
    TRACE_NORMAL,   /* line: from the hit point along the surface normal */
    TRACE_PROBE,    /* point (x0,y0): a position that was tested */
    TRACE_HIT,      /* point (x0,y0): where the move was stopped */
    TRACE_KIND_COUNT
} TraceKind;

typedef struct TraceShape {
    unsigned char kind; /* TraceKind */
    float x0, y0, x1, y1;
} TraceShape;

typedef struct TraceLabel {
    float x, y; /* world pixels */
    char text[TRACE_LABEL_MAX];
} TraceLabel;

typedef struct Trace {
    int shape_count;
    int label_count;
    int dropped; /* shapes that did not fit (up to INT_MAX); the HUD says so */
    TraceShape shapes[TRACE_MAX_SHAPES];
    TraceLabel labels[TRACE_MAX_LABELS];
    char note[TRACE_NOTE_MAX]; /* one line for the HUD: t, hits, flags... */
} Trace;

/// Empty the trace (safe on NULL).
void trace_clear(Trace *trace);
/// Record a rectangle or a line from (x0,y0) to (x1,y1), world pixels (safe on NULL).
void trace_shape(Trace *trace, TraceKind kind, float x0, float y0, float x1, float y1);
/// Record a point (safe on NULL).
void trace_point(Trace *trace, TraceKind kind, float x, float y);
/// Record a short text at a world position, printf-style (safe on NULL).
void trace_label(Trace *trace, float x, float y, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/// Set the one-line note shown in the HUD, printf-style (safe on NULL).
void trace_note(Trace *trace, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/// The HUD's line: the note, and how many shapes did not fit when some did not.
void trace_note_text(const Trace *trace, char *buf, size_t cap);

#endif
