/* replay_parse.c: reading a recording (format in replay.h). Every error names its
 * line; a recording never half-loads. A last line without its newline is what a
 * killed recorder leaves behind: it is dropped, so the rest still replays. */
#include "core/replay.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay/replay_body.h"
#include "core/replay/replay_names.h"
#include "core/base/text_line.h"
#include "core/base/utf8.h"

/* A word of the recording as a message may echo it (text_shown), in a buffer that
 * lives as long as the statement that formats the message. */
#define SHOWN(w, n) text_shown((char[TEXT_SHOWN_CAP]){0}, (w), (n))

typedef struct Parser {
    Replay *r;
    const char *file;
    ReplayError *err;
    int line;            /* the current line, 1-based */
    int col;             /* inside a map block: the column of an error, else 0 */
    ReplayBudget budget; /* what the input asks for so far */
    uint64_t version;
    const Map *map;     /* the map the input is on (edits and puts are checked against it) */
    const Map *pending; /* a map block read, waiting for the run of the tick that loads it */
    bool pending_suggest;
} Parser;

static bool fail(Parser *p, const char *fmt, ...)
{
    ReplayError *e = p->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", p->file ? p->file : "recording");
    e->line = p->line;
    e->col = p->col;
    va_list ap;
    va_start(ap, fmt);
    text_vformat(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return false;
}

/* A whole word as an unsigned decimal no larger than max (no sign, no junk). */
static bool to_u64(const char *w, int n, uint64_t max, uint64_t *out)
{
    if (n < 1 || n > 20) return false;
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') return false;
        unsigned d = (unsigned)(w[i] - '0');
        if (v > (max - d) / 10) return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

static bool to_hex64(const char *w, int n, uint64_t *out)
{
    if (n < 1 || n > 16) return false;
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        char c = w[i];
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (d < 0) return false;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return true;
}

static bool no_more(Parser *p, TextLine *l, const char *after)
{
    const char *w;
    int n = text_word(l, &w);
    if (n == 0 || w[0] == '#') return true;
    return fail(p, "unexpected '%s' after %s", SHOWN(w, n), after);
}

/* Control bytes mean this is not a recording (or not one any more); a recording is
 * UTF-8 text, like the map it carries. */
static bool check_bytes(Parser *p, const TextLine *l)
{
    for (int i = 0; i < l->len;) {
        unsigned char c = (unsigned char)l->s[i];
        uint32_t cp;
        int n = utf8_decode(l->s + i, (size_t)(l->len - i), &cp);
        if ((c < 0x20 && c != '\t') || c == 0x7f) return fail(p, "binary data (byte 0x%02x) in a recording", c);
        if (n < 0) return fail(p, "invalid UTF-8: %s (byte 0x%02x, column %d)", utf8_problem(-n), c, i + 1);
        if (cp != '\t' && utf8_is_control(cp))
            return fail(p, "control character U+%04X in a recording (column %d)", (unsigned)cp, i + 1);
        i += n;
    }
    return true;
}

/* ---- header ---- */

typedef struct Seen {
    bool program, mode, resolver, seed, speed, hz, start, map, free_speed, size, radius;
} Seen;

static bool header_value(Parser *p, TextLine *l, const char *key, bool *seen, const char **w, int *n)
{
    if (*seen) return fail(p, "second '%s' line", key);
    *seen = true;
    *n = text_word(l, w);
    if (*n == 0) return fail(p, "'%s' needs a value", key);
    return true;
}

static bool header_line(Parser *p, TextLine *l, const char *key, int kn, Seen *seen)
{
    Replay *r = p->r;
    const char *w = NULL;
    int n = 0;
    uint64_t v;
    if (text_word_is(key, kn, "program")) {
        if (!header_value(p, l, "program", &seen->program, &w, &n)) return false;
        if (n >= REPLAY_PROGRAM_MAX) return fail(p, "program version longer than %d bytes", REPLAY_PROGRAM_MAX - 1);
        /* It is printed back ("recorded by collide X"): plain ASCII only. */
        for (int i = 0; i < n; i++)
            if (w[i] < '!' || w[i] > '~') return fail(p, "program version '%s' is not plain ASCII", SHOWN(w, n));
        snprintf(r->program, sizeof r->program, "%.*s", n, w);
    } else if (text_word_is(key, kn, "mode")) {
        if (!header_value(p, l, "mode", &seen->mode, &w, &n)) return false;
        if (text_word_is(w, n, "tiles")) r->config.mode = MODE_TILES;
        else if (text_word_is(w, n, "crowd")) r->config.mode = MODE_CROWD;
        else return fail(p, "mode must be 'tiles' or 'crowd', not '%s'", SHOWN(w, n));
    } else if (text_word_is(key, kn, "resolver")) {
        if (!header_value(p, l, "resolver", &seen->resolver, &w, &n)) return false;
        char name[64];
        snprintf(name, sizeof name, "%.*s", n > 63 ? 63 : n, w);
        r->config.resolver = resolver_find(name);
        if (r->config.resolver < 0) return fail(p, "unknown resolver '%s'", SHOWN(w, n));
    } else if (text_word_is(key, kn, "seed")) {
        if (!header_value(p, l, "seed", &seen->seed, &w, &n)) return false;
        if (!to_u64(w, n, UINT64_MAX, &r->config.seed))
            return fail(p, "seed must be a whole number, not '%s'", SHOWN(w, n));
    } else if (text_word_is(key, kn, "speed-level")) {
        if (!header_value(p, l, "speed-level", &seen->speed, &w, &n)) return false;
        if (!to_u64(w, n, SPEED_LEVEL_COUNT - 1, &v))
            return fail(p, "speed-level must be 0-%d, not '%s'", SPEED_LEVEL_COUNT - 1, SHOWN(w, n));
        r->config.speed_level = (int)v;
    } else if (text_word_is(key, kn, "tick-hz")) {
        if (!header_value(p, l, "tick-hz", &seen->hz, &w, &n)) return false;
        if (!to_u64(w, n, 1000000, &v) || v != TICK_HZ)
            return fail(p, "tick-hz must be %d (this build ticks at %d Hz), not '%s'", TICK_HZ, TICK_HZ, SHOWN(w, n));
    } else if (text_word_is(key, kn, "record-start")) {
        if (!header_value(p, l, "record-start", &seen->start, &w, &n)) return false;
        if (!to_u64(w, n, UINT64_MAX, &r->record_start))
            return fail(p, "record-start must be a tick number, not '%s'", SHOWN(w, n));
    } else if (replay_body_key(key, kn)) {
        bool *once = key[1] == 'p' ? &seen->free_speed : key[1] == 'i' ? &seen->size : &seen->radius;
        char why[200];
        if (*once) return fail(p, "second '%s' line", SHOWN(key, kn));
        *once = true;
        if (!replay_body_read(key, kn, l, &r->config, why, sizeof why)) return fail(p, "%s", why);
    } else {
        return fail(p,
                    "unknown header line '%s' (expected program, mode, resolver, seed, speed-level, speed, size, "
                    "radius, tick-hz, record-start, map or input)",
                    SHOWN(key, kn));
    }
    return no_more(p, l, key[0] == 'p' ? "the program version" : "the value");
}

/* The N lines of a map after its `map N` line, from text[*at]: where they end. */
static bool map_lines(Parser *p, uint64_t lines, const char *text, size_t len, size_t start, size_t *out)
{
    size_t end = start;
    for (uint64_t k = 0; k < lines; k++) {
        while (end < len && text[end] != '\n') end++;
        if (end >= len)
            return fail(p, "the map should have %llu lines, but the recording ends after %llu",
                        (unsigned long long)lines, (unsigned long long)k);
        end++;
    }
    *out = end;
    return true;
}

/* The line count of `map N`. */
static bool map_count(Parser *p, TextLine *l, uint64_t *lines)
{
    const char *w;
    int n = text_word(l, &w);
    if (!to_u64(w, n, 100000, lines) || *lines == 0)
        return fail(p, "'map' needs the number of map lines that follow, not '%s'", SHOWN(w, n));
    return true;
}

/* `map N` and the N lines after it: handed to map_parse, whose line numbers are
 * shifted so an error points into the recording itself. */
static bool header_map(Parser *p, TextLine *l, const char *text, size_t len, size_t *at, Seen *seen)
{
    if (seen->map) return fail(p, "second 'map'");
    seen->map = true;
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines) || !no_more(p, l, "the map's line count")) return false;
    if (!map_lines(p, lines, text, len, *at, &end)) return false;
    MapError me;
    if (!map_parse(&p->r->map, text + *at, end - *at, p->file, &me)) {
        p->line += me.line;
        return fail(p, "in the embedded map (column %d): %s", me.col, me.msg);
    }
    p->line += (int)lines;
    *at = end;
    return true;
}

/* In the input (version 2): `map N [suggest]` and the map the next tick loads. An error
 * inside it names the line and column in the recording. */
static bool input_map(Parser *p, TextLine *l, const char *text, size_t len, size_t *at)
{
    if (p->version < 2) return fail(p, "a 'map' block in the input needs the header 'collide-replay 2'");
    if (p->pending) return fail(p, "a second 'map' block before the tick that loads the first");
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines)) return false;
    const char *w;
    int n = text_word(l, &w);
    bool suggest = n > 0 && w[0] != '#' && text_word_is(w, n, "suggest");
    if (n > 0 && w[0] != '#' && !suggest)
        return fail(p, "expected 'suggest' or nothing after the map's line count, not '%s'", SHOWN(w, n));
    if (suggest && !no_more(p, l, "'suggest'")) return false;
    if (!map_lines(p, lines, text, len, *at, &end)) return false;
    char why[160];
    if (!replay_budget_map(&p->budget, why, sizeof why)) return fail(p, "the recording asks for %s", why);
    Map *m = malloc(sizeof *m);
    if (!m) return fail(p, "out of memory");
    MapError me;
    if (!map_parse(m, text + *at, end - *at, p->file, &me)) {
        free(m);
        p->line += me.line;
        p->col = me.col;
        return fail(p, "in the map block: %s", me.msg);
    }
    p->line += (int)lines;
    *at = end;
    p->pending = m; /* freed by the caller unless a run keeps a copy of it */
    p->pending_suggest = suggest;
    return true;
}

static bool header_done(Parser *p, const Seen *s)
{
    const char *missing = !s->program    ? "program"
                          : !s->mode     ? "mode"
                          : !s->resolver ? "resolver"
                          : !s->seed     ? "seed"
                          : !s->speed    ? "speed-level"
                          : !s->map      ? "map"
                                         : NULL;
    if (missing) return fail(p, "the header has no '%s' line before 'input'", missing);
    return true;
}

/* ---- input ---- */

static bool parse_held(Parser *p, const char *w, int n, uint8_t *held)
{
    *held = 0;
    if (text_word_is(w, n, "-")) return true;
    for (int i = 0; i < n; i++) {
        uint8_t bit = w[i] == 'L' ? IN_LEFT : w[i] == 'R' ? IN_RIGHT : w[i] == 'U' ? IN_UP : w[i] == 'D' ? IN_DOWN : 0;
        if (!bit) return fail(p, "held keys are letters L R U D (or '-' for none), not '%s'", SHOWN(w, n));
        if (*held & bit) return fail(p, "'%c' appears twice in the held keys '%s'", w[i], SHOWN(w, n));
        *held |= bit;
    }
    return true;
}

static bool parse_actions(Parser *p, const char *w, int n, uint32_t *actions)
{
    int at = 0;
    while (at <= n) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        const char *a = w + at;
        int an = end - at;
        uint64_t bits = 0;
        int k = 0;
        while (k < REPLAY_ACTION_COUNT && !text_word_is(a, an, REPLAY_ACTIONS[k].name)) k++;
        if (k < REPLAY_ACTION_COUNT) *actions |= REPLAY_ACTIONS[k].bit;
        else if (an > 2 && a[0] == '0' && a[1] == 'x' && to_hex64(a + 2, an - 2, &bits) && bits <= UINT32_MAX)
            *actions |= (uint32_t)bits;
        else return fail(p, "unknown action '%s'", SHOWN(a, an));
        at = end + 1;
    }
    return true;
}

/* "I,J" or "I,J,M": small non-negative integers separated by commas. */
static int parse_ints(const char *w, int n, int *v, int want)
{
    int got = 0, at = 0;
    while (at <= n && got < want) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        uint64_t x;
        if (!to_u64(w + at, end - at, 100000, &x)) return -1;
        v[got++] = (int)x;
        at = end + 1;
    }
    return at > n && got == want ? got : -1;
}

static bool parse_edit(Parser *p, const char *key, const char *w, int n, Input *in)
{
    const Map *m = in->map ? in->map : p->map;
    int v[3];
    bool cell = strcmp(key, "cell") == 0;
    if (in->edit.op != EDIT_NONE) return fail(p, "one editor action per tick: a second '%s='", key);
    if (parse_ints(w, n, v, cell ? 3 : 2) < 0)
        return fail(p, "%s= takes %s, not '%s'", key, cell ? "I,J,MASK" : "I,J", SHOWN(w, n));
    if (v[0] >= m->w || v[1] >= m->h) return fail(p, "%s=%d,%d is outside the %dx%d map", key, v[0], v[1], m->w, m->h);
    if (cell && v[2] > SIDE_ALL) return fail(p, "a cell's side mask is 0-15, not %d", v[2]);
    in->edit = (EditOp){(uint8_t)(cell ? EDIT_SET_CELL : EDIT_SET_SPAWN), (uint8_t)(cell ? v[2] : 0), (int16_t)v[0],
                        (int16_t)v[1]};
    return true;
}

/* "X,Y": two whole numbers, each may be negative, within +-32767. */
static bool parse_pair(const char *w, int n, int v[2])
{
    int got = 0, at = 0;
    while (at <= n && got < 2) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        bool neg = end > at && w[at] == '-';
        uint64_t x;
        if (!to_u64(w + at + neg, end - at - neg, 32767, &x)) return false;
        v[got++] = neg ? -(int)x : (int)x;
        at = end + 1;
    }
    return at > n && got == 2;
}

/* put=X,Y places the player at a world pixel of the map; throw=DX,DY (after a put) is
 * the move made from there in the same tick. */
static bool parse_place(Parser *p, bool put, const char *w, int n, Input *in)
{
    const Map *m = in->map ? in->map : p->map;
    int v[2];
    if (!parse_pair(w, n, v))
        return fail(p, "%s= takes two whole pixels X,Y, not '%s'", put ? "put" : "throw", SHOWN(w, n));
    if (put) {
        if (in->place.on) return fail(p, "a second 'put='");
        if (v[0] < 0 || v[1] < 0 || v[0] >= m->w * m->tile || v[1] >= m->h * m->tile)
            return fail(p, "put=%d,%d is outside the %dx%d pixel map", v[0], v[1], m->w * m->tile, m->h * m->tile);
        in->place = (Place){(int16_t)v[0], (int16_t)v[1], 0, 0, 1};
        return true;
    }
    if (!in->place.on) return fail(p, "throw= needs a put= before it");
    if (in->place.dx || in->place.dy) return fail(p, "a second 'throw='");
    in->place.dx = (int16_t)v[0];
    in->place.dy = (int16_t)v[1];
    return true;
}

static bool parse_run(Parser *p, TextLine *l, const char *w, int n)
{
    uint64_t count;
    if (!to_u64(w, n, UINT64_MAX, &count) || count == 0)
        return fail(p, "expected a run 'COUNT HELD ...' (COUNT 1-%u), 'hash' or 'end', not '%s'", REPLAY_TICKS_MAX,
                    SHOWN(w, n));
    Input in = INPUT_NONE;
    in.map = p->pending;
    in.map_suggest = p->pending_suggest;
    n = text_word(l, &w);
    if (n == 0) return fail(p, "the run needs its held keys (L R U D, or '-')");
    if (!parse_held(p, w, n, &in.held)) return false;
    bool seen_resolver = false, seen_act = false;
    while ((n = text_word(l, &w)) > 0 && w[0] != '#') {
        const char *eq = memchr(w, '=', (size_t)n);
        if (!eq) return fail(p, "expected KEY=VALUE (resolver, act, cell, spawn, put, throw), not '%s'", SHOWN(w, n));
        int kn = (int)(eq - w), vn = n - kn - 1;
        const char *v = eq + 1;
        if (text_word_is(w, kn, "resolver")) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", vn > 63 ? 63 : vn, v);
            int id = resolver_find(name);
            if (seen_resolver) return fail(p, "a second 'resolver='");
            if (id < 0) return fail(p, "unknown resolver '%s'", SHOWN(v, vn));
            in.resolver = (int8_t)id;
            seen_resolver = true;
        } else if (text_word_is(w, kn, "act")) {
            if (seen_act) return fail(p, "a second 'act='");
            if (!parse_actions(p, v, vn, &in.actions)) return false;
            seen_act = true;
        } else if (text_word_is(w, kn, "cell") || text_word_is(w, kn, "spawn")) {
            if (!parse_edit(p, w[0] == 'c' ? "cell" : "spawn", v, vn, &in)) return false;
        } else if (text_word_is(w, kn, "put") || text_word_is(w, kn, "throw")) {
            if (!parse_place(p, w[0] == 'p', v, vn, &in)) return false;
        } else {
            return fail(p, "unknown input field '%s' (expected resolver, act, cell, spawn, put, throw)", SHOWN(w, kn));
        }
    }
    char why[160];
    if (!replay_budget_entry(&p->budget, why, sizeof why) ||
        !replay_budget_run(&p->budget, &in, count, why, sizeof why))
        return fail(p, "the recording asks for %s", why);
    if (!in.map) return replay_push_run(p->r, &in, (uint32_t)count) || fail(p, "out of memory");
    /* The map loads on the run's first tick only; the log keeps its own copy. */
    if (!replay_push_run(p->r, &in, 1)) return fail(p, "out of memory");
    p->map = p->r->entries[p->r->count - 1].input.map;
    free((Map *)p->pending);
    p->pending = NULL;
    in.map = NULL;
    if (count > 1 &&
        !(replay_budget_entry(&p->budget, why, sizeof why) && replay_push_run(p->r, &in, (uint32_t)count - 1)))
        return fail(p, "out of memory");
    return true;
}

static bool parse_check(Parser *p, TextLine *l, bool end)
{
    const char *w;
    int n = text_word(l, &w);
    uint64_t tick, hash;
    const char *what = end ? "end" : "hash";
    if (!to_u64(w, n, UINT64_MAX, &tick)) return fail(p, "'%s' needs the tick number, not '%s'", what, SHOWN(w, n));
    if (tick != p->r->ticks)
        return fail(p, "checkpoint for tick %llu, but the input so far covers %llu ticks", (unsigned long long)tick,
                    (unsigned long long)p->r->ticks);
    n = text_word(l, &w);
    if (!to_hex64(w, n, &hash))
        return fail(p, "'%s' needs a state hash of up to 16 hex digits, not '%s'", what, SHOWN(w, n));
    if (!no_more(p, l, "the hash")) return false;
    char why[160];
    if (!replay_budget_entry(&p->budget, why, sizeof why)) return fail(p, "the recording asks for %s", why);
    if (!replay_checkpoint(p->r, hash)) return fail(p, "out of memory");
    if (end) {
        p->r->entries[p->r->count - 1].kind = REPLAY_END;
        p->r->ended = true;
    }
    return true;
}

/* The first line: 'collide-replay VERSION'. */
static bool parse_version(Parser *p, TextLine *l, const char *w, int n)
{
    uint64_t version;
    const char *v;
    if (!text_word_is(w, n, "collide-replay")) return fail(p, "expected the header 'collide-replay 1' (or 2)");
    int vn = text_word(l, &v);
    if (!to_u64(v, vn, 1000000, &version)) return fail(p, "'collide-replay' needs the format version");
    if (version < 1 || version > REPLAY_FORMAT_VERSION)
        return fail(p, "unsupported recording format version %llu (this build reads versions 1 to %d)",
                    (unsigned long long)version, REPLAY_FORMAT_VERSION);
    p->version = version;
    return no_more(p, l, "the format version");
}

bool replay_parse(Replay *out, const char *text, size_t len, const char *file, ReplayError *err)
{
    Replay *r = malloc(sizeof *r); /* parsed aside, so `out` changes only on success */
    Parser p = {.r = r, .file = file, .err = err};
    if (!r) return fail(&p, "out of memory");
    memset(r, 0, sizeof *r);
    enum { START, HEADER, INPUT, ENDED } state = START;
    Seen seen = {0};
    bool ok = true;
    size_t at = text_bom(text, len);
    while (ok && at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        p.line++;
        if (end == len) {
            /* No newline: the recorder was stopped mid-line. Header lines are never
             * written partially on their own, so this only forgives the input. */
            if (state == INPUT || state == ENDED) {
                r->cut = true;
                break;
            }
            ok = fail(&p, "the recording ends inside its header (was it cut off?)");
            break;
        }
        TextLine l = {.s = text + at, .len = (int)(end - at), .number = p.line};
        at = end + 1;
        if (l.len > 0 && l.s[l.len - 1] == '\r') l.len--;
        if (l.len > REPLAY_LINE_MAX) {
            ok = fail(&p, "line longer than %d bytes", REPLAY_LINE_MAX);
            break;
        }
        if (!check_bytes(&p, &l)) {
            ok = false;
            break;
        }
        const char *w;
        int n = text_word(&l, &w);
        if (n == 0 || w[0] == '#') continue;
        if (state == START) {
            ok = parse_version(&p, &l, w, n);
            state = HEADER;
        } else if (state == HEADER) {
            if (text_word_is(w, n, "map")) ok = header_map(&p, &l, text, len, &at, &seen);
            else if (text_word_is(w, n, "input")) {
                ok = no_more(&p, &l, "'input'") && header_done(&p, &seen);
                replay_budget_start(&p.budget, &r->config);
                p.map = &r->map;
                state = INPUT;
            } else ok = header_line(&p, &l, w, n, &seen);
        } else if (state == ENDED) {
            ok = fail(&p, "input after the 'end' line");
        } else if (text_word_is(w, n, "map")) {
            ok = input_map(&p, &l, text, len, &at);
        } else if (text_word_is(w, n, "hash") || text_word_is(w, n, "end")) {
            ok = p.pending ? fail(&p, "a 'map' block must be followed by the run of the tick that loads it")
                           : parse_check(&p, &l, w[0] == 'e');
            if (w[0] == 'e') state = ENDED;
        } else {
            ok = parse_run(&p, &l, w, n);
        }
    }
    if (ok && p.pending && !r->cut)
        ok = fail(&p, "the recording ends after a 'map' block, before the tick that loads it");
    free((Map *)p.pending);
    if (ok && state != INPUT && state != ENDED) {
        p.line = p.line > 0 ? p.line : 1;
        ok = state == START ? fail(&p, "empty recording: expected the header 'collide-replay 1' (or 2)")
                            : fail(&p, "the recording ends inside its header: no 'input' line");
    }
    if (!ok) {
        replay_free(r);
        free(r);
        return false;
    }
    *out = *r;
    free(r);
    return true;
}
