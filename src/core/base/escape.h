/* escape.h: the one rule for showing text a user or a file gave in a message, so no
 * message can drive the terminal it is printed on: printable UTF-8 passes as it is;
 * control characters (C0, DEL, and C1 as UTF-8, U+0080-U+009F), the marks that reorder
 * or hide text (bidi embeddings, overrides and isolates U+202A-U+202E, U+2066-U+2069,
 * direction and zero-width marks, line and paragraph separators) and bytes that are not
 * UTF-8 become \xNN, one for each byte. The map, recording and tour parsers (line_shown),
 * the importers' messages and notes, and the command line's echoes of option values all
 * use it. */
#ifndef COLLIDE_ESCAPE_H
#define COLLIDE_ESCAPE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Is the code point one a message never shows as it is (see above)?
bool escape_hides(uint32_t cp);

/// s (n bytes) as a message may show it, into out (cap bytes, always NUL-terminated when
/// cap > 0). Stops before a character whose shown form does not fit, so a cut falls on a
/// character boundary. Returns how many bytes of s it showed (n when all of it).
size_t escape_text(char *out, size_t cap, const char *s, size_t n);

/// escape_text of a NUL-terminated string.
size_t escape_str(char *out, size_t cap, const char *s);

/// A message made as vsnprintf makes it, then shown by the rule above as a whole, into out
/// (cap bytes, NUL-terminated when cap > 0): for a message whose parts a lower layer
/// wrote raw (a path, a script's error). Words of our own pass unchanged, and so does
/// text already shown: the rule's output is printable, so showing it again changes nothing.
void escape_vformat(char *out, size_t cap, const char *fmt, va_list ap);
/// escape_vformat with the arguments given.
void escape_format(char *out, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/// An error as every program message gives it, "FILE:LINE:COL: MSG" ("FILE:LINE: MSG"
/// when col is 0, "FILE: MSG" when line is 0), into buf (cap bytes), the file's name and
/// the message shown by the rule above: a path is input too.
void escape_error(char *buf, size_t cap, const char *file, int line, int col, const char *msg);

#endif
