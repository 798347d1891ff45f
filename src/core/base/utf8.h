/* utf8.h: UTF-8 as the text formats accept it (RFC 3629): the shortest form only, no
 * UTF-16 surrogates, nothing above U+10FFFF. Shared by the map and recording parsers,
 * the JSON writer and the messages that echo what they were given. */
#ifndef COLLIDE_UTF8_H
#define COLLIDE_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Why bytes are not UTF-8 (utf8_decode returns the negative). */
enum {
    UTF8_BAD_BYTE = 1, /* 0x80-0xBF on its own, or 0xF8-0xFF */
    UTF8_CUT,          /* a sequence stops before its last continuation byte */
    UTF8_OVERLONG,     /* a longer form than the character needs (0xC0 0xAF for '/') */
    UTF8_SURROGATE,    /* U+D800-U+DFFF, which UTF-8 may not encode */
    UTF8_TOO_BIG,      /* above U+10FFFF */
};

/// The character at s (n bytes available): its length in bytes (1-4), with its code
/// point in *cp; or minus one of the reasons above when the bytes are not UTF-8.
int utf8_decode(const char *s, size_t n, uint32_t *cp);

/// The reason (UTF8_BAD_BYTE...) in words, for messages.
const char *utf8_problem(int reason);

/// Is the code point a control character (C0, DEL or C1: U+0000-U+001F, U+007F-U+009F)?
/// Terminals act on these, so the program never prints one it was given.
static inline int utf8_is_control(uint32_t cp)
{
    return cp < 0x20 || (cp >= 0x7f && cp < 0xa0);
}

#endif
