/* escape.c: see escape.h. */
#include "core/base/escape.h"

#include <stdio.h>
#include <string.h>

#include "core/base/utf8.h"

bool escape_hides(uint32_t cp)
{
    /* The Arabic letter mark, zero-width and direction marks, line and paragraph
     * separators, bidi embeddings, overrides and isolates, invisible operators, and the
     * byte-order mark used as a zero-width space. */
    return utf8_is_control(cp) || cp == 0x061c || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
           (cp >= 0x2060 && cp <= 0x2069) || cp == 0xfeff;
}

size_t escape_text(char *out, size_t cap, const char *s, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    if (cap == 0) return 0;
    size_t at = 0, i = 0;
    while (i < n) {
        uint32_t cp;
        int len = utf8_decode(s + i, n - i, &cp);
        bool escape = len < 0 || escape_hides(cp);
        if (len < 0) len = 1;
        size_t need = escape ? 4 * (size_t)len : (size_t)len;
        if (at + need >= cap) break;
        for (int k = 0; k < len; k++) {
            unsigned char c = (unsigned char)s[i + (size_t)k];
            if (escape) {
                out[at++] = '\\';
                out[at++] = 'x';
                out[at++] = hex[c >> 4];
                out[at++] = hex[c & 15];
            } else {
                out[at++] = (char)c;
            }
        }
        i += (size_t)len;
    }
    out[at] = '\0';
    return i;
}

size_t escape_str(char *out, size_t cap, const char *s)
{
    return escape_text(out, cap, s, strlen(s));
}

#define ESCAPE_FORMAT_MAX 8192 /* bytes of a message before it is shown: any message of ours fits */

void escape_vformat(char *out, size_t cap, const char *fmt, va_list ap)
{
    char raw[ESCAPE_FORMAT_MAX];
    if (cap == 0) return;
    int n = vsnprintf(raw, sizeof raw, fmt, ap);
    if (n < 0) raw[0] = '\0';
    escape_str(out, cap, raw);
}

void escape_format(char *out, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    escape_vformat(out, cap, fmt, ap);
    va_end(ap);
}

void escape_error(char *buf, size_t cap, const char *file, int line, int col, const char *msg)
{
    if (cap == 0) return;
    escape_str(buf, cap, file);
    size_t at = strlen(buf);
    int n = line > 0 && col > 0 ? snprintf(buf + at, cap - at, ":%d:%d: ", line, col)
            : line > 0          ? snprintf(buf + at, cap - at, ":%d: ", line)
                                : snprintf(buf + at, cap - at, ": ");
    if (n < 0 || (size_t)n >= cap - at) return;
    at += (size_t)n;
    escape_str(buf + at, cap - at, msg);
}
