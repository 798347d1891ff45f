/* utf8.c: see utf8.h. */
#include "core/base/utf8.h"

int utf8_decode(const char *str, size_t n, uint32_t *cp)
{
    const unsigned char *s = (const unsigned char *)str;
    unsigned c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    int len = c >= 0xc0 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf8 ? 4 : 0;
    if (len == 0) return -UTF8_BAD_BYTE;
    uint32_t v = c & (0x7fu >> len);
    for (int k = 1; k < len; k++) {
        if ((size_t)k >= n || (s[k] & 0xc0) != 0x80) return -UTF8_CUT;
        v = v << 6 | (s[k] & 0x3fu);
    }
    static const uint32_t SMALLEST[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (v < SMALLEST[len]) return -UTF8_OVERLONG;
    if (v >= 0xd800 && v <= 0xdfff) return -UTF8_SURROGATE;
    if (v > 0x10ffff) return -UTF8_TOO_BIG;
    *cp = v;
    return len;
}

const char *utf8_problem(int reason)
{
    switch (reason) {
    case UTF8_BAD_BYTE: return "a byte that cannot start a character";
    case UTF8_CUT: return "a character cut short";
    case UTF8_OVERLONG: return "an overlong form";
    case UTF8_SURROGATE: return "a UTF-16 surrogate (U+D800-U+DFFF)";
    case UTF8_TOO_BIG: return "a code point above U+10FFFF";
    default: return "not UTF-8";
    }
}
