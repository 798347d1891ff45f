/* map_parser.c: what the map parser's files share (see map_parser.h): the error that
 * names FILE:LINE:COL, and the check that a line holds nothing more. */
#include "core/map/map_parser.h"

#include <stdarg.h>
#include <stdio.h>

bool map_parser_fail(Parser *p, int line, int col, const char *fmt, ...)
{
    MapError *e = p->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", p->file ? p->file : "map");
    e->line = line;
    e->col = col;
    va_list ap;
    va_start(ap, fmt);
    line_vformat(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return false;
}

bool map_parser_end(Parser *p, Line *l, const char *after)
{
    if (line_at_end(l)) return true;
    const char *w;
    char shown[LINE_SHOWN_CAP];
    int col = l->pos + 1;
    int n = line_word(l, &w);
    return map_parser_fail(p, l->number, col, "unexpected '%s' after %s", line_shown(shown, w, n), after);
}
