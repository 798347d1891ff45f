/* text_line.c: see text_line.h. */
#include "core/base/text_line.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

void text_skip_ws(TextLine *l)
{
    while (l->pos < l->len && is_blank(l->s[l->pos])) l->pos++;
}

bool text_at_end(TextLine *l)
{
    text_skip_ws(l);
    return l->pos >= l->len || l->s[l->pos] == '#';
}

int text_word(TextLine *l, const char **w)
{
    text_skip_ws(l);
    *w = l->s + l->pos;
    int start = l->pos;
    while (l->pos < l->len && !is_blank(l->s[l->pos])) l->pos++;
    return l->pos - start;
}

bool text_word_is(const char *w, int n, const char *lit)
{
    return (int)strlen(lit) == n && memcmp(w, lit, (size_t)n) == 0;
}

size_t text_put(char *buf, size_t cap, size_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(at < cap ? buf + at : NULL, at < cap ? cap - at : 0, fmt, ap);
    va_end(ap);
    return at + (n > 0 ? (size_t)n : 0);
}
