/* challenge_parse.c: a challenge file (docs/workshop.md), read line by line:
 *
 *     collide-challenge 1
 *     title "Through a wall"
 *     map tunnel.map
 *     method simplest
 *     speed 3
 *     view ghost
 *     allow speed method
 *     say "Raise the speed with ] until simplest goes through the wall."
 *     goal simplest through>=1
 */
#include "core/challenge.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/escape.h"
#include "core/base/line.h"

typedef struct Parser {
    Challenge *c;
    ChallengeError *err;
    bool header, seen_map, seen_goal;
} Parser;

static bool fail(Parser *p, int line, int col, const char *fmt, ...)
{
    p->err->line = line;
    p->err->col = col;
    va_list ap;
    va_start(ap, fmt);
    line_vformat(p->err->msg, sizeof p->err->msg, fmt, ap);
    va_end(ap);
    return false;
}

static bool at_end(Parser *p, Line *l, const char *after)
{
    line_skip_ws(l);
    int col = l->pos + 1;
    return line_at_end(l) || fail(p, l->number, col, "unexpected text after %s", after);
}

/* One word (a name) into out; `what` for the message. */
static bool read_name(Parser *p, Line *l, char *out, size_t cap, const char *what)
{
    const char *w;
    char shown[LINE_SHOWN_CAP];
    line_skip_ws(l);
    int col = l->pos + 1, n = line_word(l, &w);
    if (n == 0) return fail(p, l->number, col, "expected %s", what);
    if ((size_t)n >= cap)
        return fail(p, l->number, col, "'%s' is longer than %zu bytes", line_shown(shown, w, n), cap - 1);
    snprintf(out, cap, "%.*s", n, w);
    return at_end(p, l, what);
}

static bool read_text(Parser *p, Line *l, char *out, size_t cap, const char *what)
{
    int col = 0;
    switch (line_quoted(l, out, cap, &col)) {
    case LINE_QUOTED_OK: return at_end(p, l, what);
    case LINE_QUOTED_MISSING: return fail(p, l->number, col, "expected %s in double quotes", what);
    case LINE_QUOTED_TOO_LONG: return fail(p, l->number, col, "%s longer than %zu bytes", what, cap - 1);
    default: return fail(p, l->number, col, "%s has no closing '\"'", what);
    }
}

static bool read_speed(Parser *p, Line *l)
{
    const char *w;
    char shown[LINE_SHOWN_CAP], buf[32], *end = NULL;
    line_skip_ws(l);
    int col = l->pos + 1, n = line_word(l, &w);
    snprintf(buf, sizeof buf, "%.*s", n < 31 ? n : 31, w);
    double v = n > 0 && n < 31 ? strtod(buf, &end) : 0.0;
    if (!end || *end || !(v >= WORLD_SPEED_MIN && v <= WORLD_SPEED_MAX))
        return fail(p, l->number, col, "speed '%s': expected px a tick from %g to %g", line_shown(shown, w, n),
                    (double)WORLD_SPEED_MIN, (double)WORLD_SPEED_MAX);
    p->c->speed = (float)v;
    return at_end(p, l, "the speed");
}

static bool read_view(Parser *p, Line *l)
{
    const char *w;
    char shown[LINE_SHOWN_CAP];
    line_skip_ws(l);
    int col = l->pos + 1, n = line_word(l, &w);
    if (line_word_is(w, n, "ghost")) p->c->compare = true;
    else if (!line_word_is(w, n, "single"))
        return fail(p, l->number, col, "view '%s': expected single or ghost", line_shown(shown, w, n));
    return at_end(p, l, "the view");
}

static bool read_allow(Parser *p, Line *l)
{
    static const char *const WORDS[] = {"speed", "method", "edit", "yours"};
    const char *w;
    char shown[LINE_SHOWN_CAP];
    for (;;) {
        line_skip_ws(l);
        int col = l->pos + 1;
        if (line_at_end(l)) return true;
        int n = line_word(l, &w);
        bool known = false;
        for (unsigned k = 0; k < sizeof WORDS / sizeof *WORDS; k++)
            if (line_word_is(w, n, WORDS[k])) p->c->allow |= 1u << k, known = true;
        if (!known)
            return fail(p, l->number, col, "allow '%s': expected speed, method, edit or yours",
                        line_shown(shown, w, n));
    }
}

static bool parse_line(Parser *p, Line *l)
{
    if (line_at_end(l)) return true;
    line_skip_ws(l);
    int col = l->pos + 1;
    const char *w;
    char shown[LINE_SHOWN_CAP], msg[200];
    int n = line_word(l, &w);
    Challenge *c = p->c;
    if (!p->header) {
        if (!line_word_is(w, n, "collide-challenge"))
            return fail(p, l->number, col, "not a challenge: expected 'collide-challenge 1', found '%s'",
                        line_shown(shown, w, n));
        line_skip_ws(l);
        int vcol = l->pos + 1;
        n = line_word(l, &w);
        if (!line_word_is(w, n, "1"))
            return fail(p, l->number, vcol, "challenge format '%s' is not supported (this collide reads 1)",
                        line_shown(shown, w, n));
        p->header = true;
        return at_end(p, l, "the version");
    }
    if (line_word_is(w, n, "title")) return read_text(p, l, c->title, sizeof c->title, "the title");
    if (line_word_is(w, n, "map")) return p->seen_map = true, read_name(p, l, c->map, sizeof c->map, "the map's file");
    if (line_word_is(w, n, "method")) return read_name(p, l, c->method, sizeof c->method, "the method's name");
    if (line_word_is(w, n, "speed")) return read_speed(p, l);
    if (line_word_is(w, n, "view")) return read_view(p, l);
    if (line_word_is(w, n, "allow")) return read_allow(p, l);
    if (line_word_is(w, n, "say")) {
        if (c->lines == CHALLENGE_LINES_MAX)
            return fail(p, l->number, col, "more than %d 'say' lines", CHALLENGE_LINES_MAX);
        return read_text(p, l, c->line[c->lines++], CHALLENGE_LINE_MAX, "what to say");
    }
    if (line_word_is(w, n, "goal")) {
        if (p->seen_goal) return fail(p, l->number, col, "a second 'goal': join its conditions with 'and'");
        p->seen_goal = true;
        return goal_read(&c->goal, l, msg, sizeof msg, &col) || fail(p, l->number, col, "%s", msg);
    }
    return fail(p, l->number, col, "unknown line '%s'; expected title, map, method, speed, view, allow, say or goal",
                line_shown(shown, w, n));
}

bool challenge_parse(Challenge *out, const char *text, size_t len, const char *name, ChallengeError *err)
{
    memset(out, 0, sizeof *out);
    memset(err, 0, sizeof *err);
    snprintf(err->file, sizeof err->file, "%s", name);
    Parser p = {out, err, false, false, false};
    if (len > CHALLENGE_FILE_MAX) return fail(&p, 0, 0, "a challenge file over %d KiB", CHALLENGE_FILE_MAX / 1024);
    size_t pos = line_bom(text, len);
    bool ok = true;
    for (int number = 1; ok && pos < len; number++) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - text) : len, n = end - pos;
        if (n > 0 && text[end - 1] == '\r') n--;
        if (memchr(text + pos, '\0', n)) ok = fail(&p, number, 0, "a NUL byte: not a text file");
        Line l = {text + pos, (int)n, 0, number};
        if (ok) ok = parse_line(&p, &l);
        pos = end + 1;
    }
    if (ok && !p.header) ok = fail(&p, 0, 0, "empty: a challenge starts with 'collide-challenge 1'");
    if (ok && !p.seen_map) ok = fail(&p, 0, 0, "no 'map' line: which map?");
    if (ok && !p.seen_goal) ok = fail(&p, 0, 0, "no 'goal' line: what makes it PASS?");
    return ok;
}

void challenge_error_format(const ChallengeError *err, char *buf, size_t cap)
{
    escape_error(buf, cap, err->file, err->line, err->col, err->msg);
}
