/* text_line.h: the pieces the two text formats (maps, map.c; recordings,
 * replay_parse.c and replay.c) share: a cursor over one line, whitespace-separated
 * words, and a bounded printf that keeps counting past the end of its buffer so a
 * formatter can report the size it needed. */
#ifndef COLLIDE_TEXT_LINE_H
#define COLLIDE_TEXT_LINE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct TextLine {
    const char *s; /* the line, without its newline */
    int len;
    int pos;       /* 0-based cursor */
    int number;    /* 1-based line number */
} TextLine;

/* Step over spaces and tabs. */
void text_skip_ws(TextLine *l);

/* True when only whitespace or a trailing "# comment" is left on the line. */
bool text_at_end(TextLine *l);

/* The next whitespace-separated word (the bytes up to the next space or tab); *w points
 * at it. Returns its length, 0 at the end of the line. */
int text_word(TextLine *l, const char **w);

/* Is the word (w, n) exactly the literal? */
bool text_word_is(const char *w, int n, const char *lit);

/* snprintf at buf + at that returns at plus what it wrote, or would have written: past
 * cap it writes nothing and keeps counting. */
size_t text_put(char *buf, size_t cap, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
