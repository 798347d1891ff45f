/* line.h: a line of the text formats (maps, map.c; recordings, replay_parse.c and
 * replay.c; the tour, tour_parse.c), read and written: a cursor over one line,
 * whitespace-separated words, double-quoted strings, a bounded printf that keeps counting past the end of its buffer so a
 * formatter can report the size it needed, and the safe echo of a bad word in an
 * error message. */
#ifndef COLLIDE_LINE_H
#define COLLIDE_LINE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#define LINE_SHOWN_CAP 56 /* bytes for a word echoed in a message, "..." and terminator included */

typedef struct Line {
    const char *s; /* the line, without its newline */
    int len;
    int pos;    /* 0-based cursor */
    int number; /* 1-based line number */
} Line;

/* Step over spaces and tabs. */
void line_skip_ws(Line *l);

/* True when only whitespace or a trailing "# comment" is left on the line. */
bool line_at_end(Line *l);

/* The next whitespace-separated word (the bytes up to the next space or tab); *w points
 * at it. Returns its length, 0 at the end of the line. */
int line_word(Line *l, const char **w);

/* Is the word (w, n) exactly the literal? */
bool line_word_is(const char *w, int n, const char *lit);

/* One character at buf + at, as line_put(buf, cap, at, "%c", c) would put it, without
 * the formatting: a 4,096-cell grid row is 4,096 of these. */
static inline size_t line_put_char(char *buf, size_t cap, size_t at, char c)
{
    if (at + 1 < cap) buf[at] = c;
    else if (at < cap) buf[at] = '\0';
    return at + 1;
}

/* snprintf at buf + at that returns at plus what it wrote, or would have written: past
 * cap it writes nothing and keeps counting. */
size_t line_put(char *buf, size_t cap, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/// The word (w, n) as an error message may show it, in buf (LINE_SHOWN_CAP bytes), by
/// the one rule of core/base/escape.h; a longer word is cut on a character boundary and
/// ends in "...". Returns buf.
const char *line_shown(char *buf, const char *w, int n);

/// vsnprintf, then drop a character the cap cut in half, so the result stays UTF-8.
void line_vformat(char *buf, size_t cap, const char *fmt, va_list ap);

/// How many bytes a byte-order mark takes at the start of text (3 or 0).
size_t line_bom(const char *text, size_t len);

/* What line_quoted found. */
typedef enum LineQuoted {
    LINE_QUOTED_OK,
    LINE_QUOTED_MISSING,  /* no opening '"' where the string should start */
    LINE_QUOTED_TOO_LONG, /* more than cap - 1 bytes */
    LINE_QUOTED_OPEN,     /* no closing '"' before the end of the line */
} LineQuoted;

/// A double-quoted string with \" and \\ escapes at the cursor (after any spaces), its
/// bytes in out (NUL-terminated, at most cap - 1). On success the cursor is past the
/// closing quote; otherwise *col is the 1-based column the problem is at.
LineQuoted line_quoted(Line *l, char *out, size_t cap, int *col);

#endif
