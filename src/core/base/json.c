/* json.c: see json.h. */
#include "core/base/json.h"

#include <string.h>

#include "core/base/escape.h"
#include "core/base/utf8.h"

/* Up to 6 bytes of output for the character at s: its escape or its own bytes.
 * Returns how many bytes of s it used. */
static int json_piece(const char *s, char out[8], size_t *out_len)
{
    uint32_t cp;
    /* 4 bytes at most are read, and never past the terminator: it is no continuation byte. */
    int n = utf8_decode(s, 4, &cp);
    if (n < 0) {
        memcpy(out, "\\ufffd", 6);
        *out_len = 6;
        return 1; /* one byte at a time, so the next character still gets its chance */
    }
    if (cp == '"' || cp == '\\') {
        out[0] = '\\';
        out[1] = (char)cp;
        *out_len = 2;
    } else if (escape_hides(cp)) { /* controls, and the marks that reorder or hide text: all below U+10000 */
        static const char hex[] = "0123456789abcdef";
        memcpy(out, "\\u", 2);
        for (int k = 0; k < 4; k++) out[2 + k] = hex[cp >> (12 - 4 * k) & 15];
        *out_len = 6;
    } else {
        memcpy(out, s, (size_t)n);
        *out_len = (size_t)n;
    }
    return n;
}

static size_t put(char *buf, size_t cap, size_t at, const char *piece, size_t len)
{
    for (size_t i = 0; i < len; i++, at++)
        if (at + 1 < cap) buf[at] = piece[i];
    return at;
}

size_t json_format_string(char *buf, size_t cap, const char *s)
{
    char piece[8];
    size_t len;
    size_t at = put(buf, cap, 0, "\"", 1);
    while (*s) {
        s += json_piece(s, piece, &len);
        at = put(buf, cap, at, piece, len);
    }
    at = put(buf, cap, at, "\"", 1);
    if (cap > 0) buf[at < cap ? at : cap - 1] = '\0';
    return at;
}

bool json_write_string(FILE *f, const char *s)
{
    char piece[8];
    size_t len;
    bool ok = fputc('"', f) != EOF;
    while (ok && *s) {
        s += json_piece(s, piece, &len);
        ok = fwrite(piece, 1, len, f) == len;
    }
    return ok && fputc('"', f) != EOF;
}
