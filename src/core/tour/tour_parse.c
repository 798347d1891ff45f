/* tour_parse.c: reading the tour file (docs/tour.md). Every error names the line and
 * column it was found at; a failed parse leaves the caller's tour as it was. */
#include "core/tour.h"
#include "core/base/escape.h"
#include "core/base/line.h"
#include "core/base/utf8.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Parser {
    const char *file;
    TourError *err;
    Tour *tour;
    bool header;
} Parser;

static bool fail(Parser *p, int line, int col, const char *fmt, ...)
{
    TourError *e = p->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", p->file ? p->file : "tour");
    e->line = line;
    e->col = col;
    va_list ap;
    va_start(ap, fmt);
    line_vformat(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return false;
}

/* Printable UTF-8 only: a caption reaches the screen, and a binary file gets one clear line. */
static bool check_bytes(Parser *p, const Line *l)
{
    for (int i = 0; i < l->len;) {
        unsigned c = (unsigned char)l->s[i];
        uint32_t cp;
        int n = utf8_decode(l->s + i, (size_t)(l->len - i), &cp);
        if (n < 0) return fail(p, l->number, i + 1, "invalid UTF-8: %s (byte 0x%02x)", utf8_problem(-n), c);
        if (cp != '\t' && utf8_is_control(cp))
            return fail(p, l->number, i + 1, "control character U+%04X in a tour file", (unsigned)cp);
        i += n;
    }
    return true;
}

static bool expect_end(Parser *p, Line *l, const char *after)
{
    if (line_at_end(l)) return true;
    const char *w;
    char shown[LINE_SHOWN_CAP];
    int col = l->pos + 1;
    int n = line_word(l, &w);
    return fail(p, l->number, col, "unexpected '%s' after %s", line_shown(shown, w, n), after);
}

/* A tick: decimal digits only, 0 to TOUR_TICK_MAX. */
static bool read_tick(Parser *p, Line *l, const char *what, uint32_t *out)
{
    line_skip_ws(l);
    int col = l->pos + 1;
    const char *w;
    int n = line_word(l, &w);
    if (n == 0) return fail(p, l->number, col, "expected %s (a tick, 0 to %d), found end of line", what, TOUR_TICK_MAX);
    long v = 0;
    for (int i = 0; i < n; i++) {
        char shown[LINE_SHOWN_CAP];
        if (w[i] < '0' || w[i] > '9')
            return fail(p, l->number, col, "expected %s (a tick), found '%s'", what, line_shown(shown, w, n));
        v = v * 10 + (w[i] - '0');
        if (v > TOUR_TICK_MAX)
            return fail(p, l->number, col, "%s is out of range (0 to %d ticks)", what, TOUR_TICK_MAX);
    }
    *out = (uint32_t)v;
    return true;
}

/* line_quoted's verdict as this file's messages. */
static bool read_quoted(Parser *p, Line *l, char *out, size_t cap, const char *what)
{
    int col;
    switch (line_quoted(l, out, cap, &col)) {
    case LINE_QUOTED_MISSING: return fail(p, l->number, col, "expected the %s in double quotes", what);
    case LINE_QUOTED_TOO_LONG: return fail(p, l->number, col, "%s longer than %d bytes", what, (int)cap - 1);
    case LINE_QUOTED_OPEN: return fail(p, l->number, col, "unterminated %s: missing closing '\"'", what);
    case LINE_QUOTED_OK: break;
    }
    return true;
}

/* A recording's name: letters, digits, '-', '_' and '.', ending in .replay. No folder:
 * the recordings sit beside the tour file (or in the binary, docs/tour.md). */
static bool read_file_name(Parser *p, Line *l, char *out)
{
    line_skip_ws(l);
    int col = l->pos + 1;
    const char *w;
    char shown[LINE_SHOWN_CAP];
    int n = line_word(l, &w);
    if (n == 0) return fail(p, l->number, col, "expected the stop's recording (NAME.replay), found end of line");
    bool ok = n > 7 && n < TOUR_FILE_MAX && memcmp(w + n - 7, ".replay", 7) == 0 && w[0] != '.';
    for (int i = 0; i < n && ok; i++)
        ok = (w[i] >= 'a' && w[i] <= 'z') || (w[i] >= 'A' && w[i] <= 'Z') || (w[i] >= '0' && w[i] <= '9') ||
             w[i] == '-' || w[i] == '_' || w[i] == '.';
    if (!ok)
        return fail(p, l->number, col,
                    "'%s' is not a recording's name: NAME.replay, letters, digits, - _ . only, no folder, "
                    "under %d bytes",
                    line_shown(shown, w, n), TOUR_FILE_MAX);
    memcpy(out, w, (size_t)n);
    out[n] = '\0';
    return true;
}

static bool parse_stop(Parser *p, Line *l)
{
    Tour *t = p->tour;
    if (t->stops == TOUR_STOPS_MAX) return fail(p, l->number, 1, "more than %d stops", TOUR_STOPS_MAX);
    TourStop *s = &t->stop[t->stops];
    memset(s, 0, sizeof *s);
    s->line = l->number;
    if (!read_file_name(p, l, s->file) || !read_quoted(p, l, s->title, sizeof s->title, "stop's title")) return false;
    if (!expect_end(p, l, "the stop's title")) return false;
    t->stops++;
    return true;
}

static bool parse_at(Parser *p, Line *l, TourStop *s)
{
    int col = (line_skip_ws(l), l->pos + 1);
    TourCaption c;
    if (!read_tick(p, l, "the caption's tick", &c.tick)) return false;
    if (s->captions > 0 && c.tick <= s->caption[s->captions - 1].tick)
        return fail(p, l->number, col, "caption tick %u is not after the previous caption's (%u)", (unsigned)c.tick,
                    (unsigned)s->caption[s->captions - 1].tick);
    if (s->captions == TOUR_CAPTIONS_MAX)
        return fail(p, l->number, 1, "more than %d captions in one stop", TOUR_CAPTIONS_MAX);
    if (!read_quoted(p, l, c.text, sizeof c.text, "caption") || !expect_end(p, l, "the caption")) return false;
    s->caption[s->captions++] = c;
    return true;
}

static bool parse_pause(Parser *p, Line *l, TourStop *s)
{
    int col = (line_skip_ws(l), l->pos + 1);
    uint32_t tick;
    if (!read_tick(p, l, "the pause's tick", &tick)) return false;
    if (s->pauses > 0 && tick <= s->pause[s->pauses - 1])
        return fail(p, l->number, col, "pause tick %u is not after the previous pause (%u)", (unsigned)tick,
                    (unsigned)s->pause[s->pauses - 1]);
    if (s->pauses == TOUR_PAUSES_MAX) return fail(p, l->number, 1, "more than %d pauses in one stop", TOUR_PAUSES_MAX);
    if (!expect_end(p, l, "the pause's tick")) return false;
    s->pause[s->pauses++] = tick;
    return true;
}

static bool parse_line(Parser *p, Line *l)
{
    if (!check_bytes(p, l)) return false;
    if (line_at_end(l)) return true; /* blank or a comment */
    line_skip_ws(l);
    int col = l->pos + 1;
    const char *w;
    char shown[LINE_SHOWN_CAP];
    int n = line_word(l, &w);
    if (!p->header) {
        if (!line_word_is(w, n, "collide-tour"))
            return fail(p, l->number, col, "not a tour file: expected 'collide-tour 1', found '%s'",
                        line_shown(shown, w, n));
        int vcol = (line_skip_ws(l), l->pos + 1);
        n = line_word(l, &w);
        if (!line_word_is(w, n, "1"))
            return fail(p, l->number, vcol, "tour format version '%s' is not supported (this collide reads 1)",
                        line_shown(shown, w, n));
        p->header = true;
        return expect_end(p, l, "the version");
    }
    if (line_word_is(w, n, "stop")) return parse_stop(p, l);
    bool at = line_word_is(w, n, "at"), pause = line_word_is(w, n, "pause"), expect = line_word_is(w, n, "expect");
    if (!at && !pause && !expect)
        return fail(p, l->number, col, "unknown line '%s'; expected stop, at, pause or expect", line_shown(shown, w, n));
    if (p->tour->stops == 0)
        return fail(p, l->number, col, "'%.*s' before the first 'stop': it belongs to a stop", n, w);
    TourStop *s = &p->tour->stop[p->tour->stops - 1];
    if (expect) {
        char msg[sizeof p->err->msg];
        return tour_expect_read(s, l, msg, sizeof msg, &col) || fail(p, l->number, col, "%s", msg);
    }
    return at ? parse_at(p, l, s) : parse_pause(p, l, s);
}

bool tour_parse(Tour *out, const char *text, size_t len, const char *file, TourError *err)
{
    Parser p = {file, err, NULL, false};
    if (len > TOUR_TEXT_MAX) return fail(&p, 0, 0, "tour file over %d KiB", TOUR_TEXT_MAX / 1024);
    Tour *t = calloc(1, sizeof *t);
    if (!t) return fail(&p, 0, 0, "out of memory reading the tour");
    p.tour = t;
    size_t pos = line_bom(text, len);
    bool ok = true;
    for (int number = 1; ok && pos < len; number++) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - text) : len, n = end - pos;
        if (n > 0 && text[end - 1] == '\r') n--;
        if (n > TOUR_LINE_MAX) ok = fail(&p, number, TOUR_LINE_MAX + 1, "line longer than %d bytes", TOUR_LINE_MAX);
        Line l = {text + pos, (int)n, 0, number};
        if (ok) ok = parse_line(&p, &l);
        pos = end + 1;
    }
    if (ok && !p.header) ok = fail(&p, 0, 0, "empty: a tour file starts with 'collide-tour 1'");
    if (ok && t->stops == 0) ok = fail(&p, 0, 0, "a tour needs at least one 'stop'");
    if (ok) *out = *t;
    free(t);
    return ok;
}

void tour_error_format(const TourError *err, char *buf, size_t cap)
{
    escape_error(buf, cap, err->file, err->line, err->col, err->msg);
}

const char *tour_caption_at(const TourStop *stop, uint64_t tick)
{
    const char *shown = NULL;
    for (int i = 0; i < stop->captions && stop->caption[i].tick <= tick; i++) shown = stop->caption[i].text;
    return shown;
}

/* A letter, a digit or a dash: what a method's name is made of, so "quad-push" is one word. */
static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

unsigned tour_caption_names(const char *caption, const MethodSet *methods)
{
    unsigned named = 0;
    for (int r = 0; caption && r < methods->count && r < 32; r++) {
        const char *name = methods->at[r]->name;
        size_t n = strlen(name);
        for (const char *at = caption; (at = strstr(at, name)); at++)
            if ((at == caption || !word_char(at[-1])) && !word_char(at[n])) {
                named |= 1u << r;
                break;
            }
    }
    return named;
}

bool tour_pauses_at(const TourStop *stop, uint64_t tick)
{
    for (int i = 0; i < stop->pauses; i++)
        if (stop->pause[i] == tick) return true;
    return false;
}
