/* trace.c: recording overlay shapes. Every entry point accepts NULL and returns at
 * once, so a resolver called without a trace pays one branch. */
#include "core/trace.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>

void trace_clear(Trace *t)
{
    if (!t) return;
    t->shape_count = t->label_count = t->dropped = 0;
    t->note[0] = '\0';
}

void trace_shape(Trace *t, TraceKind kind, float x0, float y0, float x1, float y1)
{
    if (!t) return;
    if (t->shape_count >= TRACE_MAX_SHAPES) {
        if (t->dropped < INT_MAX) t->dropped++; /* a trace never cleared must not overflow */
        return;
    }
    t->shapes[t->shape_count++] = (TraceShape){(unsigned char)kind, x0, y0, x1, y1};
}

void trace_point(Trace *t, TraceKind kind, float x, float y)
{
    trace_shape(t, kind, x, y, x, y);
}

void trace_label(Trace *t, float x, float y, const char *fmt, ...)
{
    if (!t || t->label_count >= TRACE_MAX_LABELS) return;
    TraceLabel *l = &t->labels[t->label_count++];
    l->x = x;
    l->y = y;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->text, sizeof l->text, fmt, ap);
    va_end(ap);
}

void trace_note(Trace *t, const char *fmt, ...)
{
    if (!t) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->note, sizeof t->note, fmt, ap);
    va_end(ap);
}

void trace_note_text(const Trace *t, char *buf, size_t cap)
{
    if (!cap) return;
    buf[0] = '\0';
    if (!t) return;
    if (t->dropped > 0)
        snprintf(buf, cap, "%s%s%d shape%s not drawn (overlay full)", t->note, t->note[0] ? "  \xc2\xb7  " : "",
                 t->dropped, t->dropped == 1 ? "" : "s");
    else snprintf(buf, cap, "%s", t->note);
}
