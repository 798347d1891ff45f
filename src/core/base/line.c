/* line.c: see line.h. */
#include "core/base/line.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/base/escape.h"
#include "core/base/utf8.h"

#define TEXT_BOM "\xef\xbb\xbf" /* the UTF-8 byte-order mark some editors put first */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

void line_skip_ws(Line *l)
{
    while (l->pos < l->len && is_blank(l->s[l->pos])) l->pos++;
}

bool line_at_end(Line *l)
{
    line_skip_ws(l);
    return l->pos >= l->len || l->s[l->pos] == '#';
}

int line_word(Line *l, const char **w)
{
    line_skip_ws(l);
    *w = l->s + l->pos;
    int start = l->pos;
    while (l->pos < l->len && !is_blank(l->s[l->pos])) l->pos++;
    return l->pos - start;
}

bool line_word_is(const char *w, int n, const char *lit)
{
    return (int)strlen(lit) == n && memcmp(w, lit, (size_t)n) == 0;
}

size_t line_put(char *buf, size_t cap, size_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(at < cap ? buf + at : NULL, at < cap ? cap - at : 0, fmt, ap);
    va_end(ap);
    return at + (n > 0 ? (size_t)n : 0);
}

const char *line_shown(char *buf, const char *w, int n)
{
    /* Room for "..." after a cut. */
    size_t shown = escape_text(buf, LINE_SHOWN_CAP - 3, w, (size_t)n);
    if (shown < (size_t)n) strcat(buf, "...");
    return buf;
}

void line_vformat(char *buf, size_t cap, const char *fmt, va_list ap)
{
    if (cap == 0) return;
    int n = vsnprintf(buf, cap, fmt, ap);
    if (n < 0 || (size_t)n < cap) return;
    /* Cut: step back over the continuation bytes to the start of the last character,
     * and drop it unless it is whole. */
    size_t end = strlen(buf), start = end;
    while (start > 0 && ((unsigned char)buf[start - 1] & 0xc0) == 0x80) start--;
    if (start > 0 && (unsigned char)buf[start - 1] >= 0xc0) {
        uint32_t cp;
        if (utf8_decode(buf + start - 1, end - start + 1, &cp) < 0) buf[start - 1] = '\0';
    }
}

size_t line_bom(const char *text, size_t len)
{
    return len >= 3 && memcmp(text, TEXT_BOM, 3) == 0 ? 3 : 0;
}

LineQuoted line_quoted(Line *l, char *out, size_t cap, int *col)
{
    line_skip_ws(l);
    *col = l->pos + 1;
    if (l->pos >= l->len || l->s[l->pos] != '"') return LINE_QUOTED_MISSING;
    size_t n = 0;
    for (l->pos++; l->pos < l->len && l->s[l->pos] != '"'; l->pos++) {
        char c = l->s[l->pos];
        if (c == '\\' && l->pos + 1 < l->len) c = l->s[++l->pos];
        if (n + 1 >= cap) {
            *col = l->pos + 1;
            return LINE_QUOTED_TOO_LONG;
        }
        out[n++] = c;
    }
    if (l->pos >= l->len) return LINE_QUOTED_OPEN;
    out[n] = '\0';
    l->pos++;
    return LINE_QUOTED_OK;
}
