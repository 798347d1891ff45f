/* replay_parse.c: reading a recording (format in replay.h). Every error names its
 * line; a recording never half-loads. A last line without its newline is what a
 * killed recorder leaves behind: it is dropped, so the rest still replays. */
#include "core/replay.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay/replay_body.h"
#include "core/replay/replay_parser.h"
#include "core/replay/replay_names.h"
#include "core/base/line.h"
#include "core/base/utf8.h"

static bool no_more(Parser *p, Line *l, const char *after)
{
    const char *w;
    int n = line_word(l, &w);
    if (n == 0 || w[0] == '#') return true;
    return replay_fail(p, "unexpected '%s' after %s", SHOWN(w, n), after);
}

/* Control bytes mean this is not a recording (or not one any more); a recording is
 * UTF-8 text, like the map it carries. */
static bool check_bytes(Parser *p, const Line *l)
{
    for (int i = 0; i < l->len;) {
        unsigned char c = (unsigned char)l->s[i];
        uint32_t cp;
        int n = utf8_decode(l->s + i, (size_t)(l->len - i), &cp);
        if ((c < 0x20 && c != '\t') || c == 0x7f) return replay_fail(p, "binary data (byte 0x%02x) in a recording", c);
        if (n < 0) return replay_fail(p, "invalid UTF-8: %s (byte 0x%02x, column %d)", utf8_problem(-n), c, i + 1);
        if (cp != '\t' && utf8_is_control(cp))
            return replay_fail(p, "control character U+%04X in a recording (column %d)", (unsigned)cp, i + 1);
        i += n;
    }
    return true;
}

/* ---- header ---- */

typedef struct Seen {
    bool program, mode, resolver, seed, speed, hz, start, map, free_speed, size, radius, crowd_max;
} Seen;

static bool header_value(Parser *p, Line *l, const char *key, bool *seen, const char **w, int *n)
{
    if (*seen) return replay_fail(p, "second '%s' line", key);
    *seen = true;
    *n = line_word(l, w);
    if (*n == 0) return replay_fail(p, "'%s' needs a value", key);
    return true;
}

static bool header_line(Parser *p, Line *l, const char *key, int kn, Seen *seen)
{
    Replay *r = p->r;
    const char *w = NULL;
    int n = 0;
    uint64_t v;
    if (line_word_is(key, kn, "program")) {
        if (!header_value(p, l, "program", &seen->program, &w, &n)) return false;
        if (n >= REPLAY_PROGRAM_MAX)
            return replay_fail(p, "program version longer than %d bytes", REPLAY_PROGRAM_MAX - 1);
        /* It is printed back ("recorded by collide X"): plain ASCII only. */
        for (int i = 0; i < n; i++)
            if (w[i] < '!' || w[i] > '~') return replay_fail(p, "program version '%s' is not plain ASCII", SHOWN(w, n));
        snprintf(r->program, sizeof r->program, "%.*s", n, w);
    } else if (line_word_is(key, kn, "mode")) {
        if (!header_value(p, l, "mode", &seen->mode, &w, &n)) return false;
        if (line_word_is(w, n, "tiles")) r->config.mode = MODE_TILES;
        else if (line_word_is(w, n, "crowd")) r->config.mode = MODE_CROWD;
        else return replay_fail(p, "mode must be 'tiles' or 'crowd', not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "resolver")) {
        if (!header_value(p, l, "resolver", &seen->resolver, &w, &n)) return false;
        char name[64];
        snprintf(name, sizeof name, "%.*s", n > 63 ? 63 : n, w);
        r->config.resolver = resolver_find(name);
        if (r->config.resolver < 0) return replay_fail(p, "unknown resolver '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "seed")) {
        if (!header_value(p, l, "seed", &seen->seed, &w, &n)) return false;
        if (!replay_u64(w, n, UINT64_MAX, &r->config.seed))
            return replay_fail(p, "seed must be a whole number, not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "speed-level")) {
        if (!header_value(p, l, "speed-level", &seen->speed, &w, &n)) return false;
        if (!replay_u64(w, n, SPEED_LEVEL_COUNT - 1, &v))
            return replay_fail(p, "speed-level must be 0-%d, not '%s'", SPEED_LEVEL_COUNT - 1, SHOWN(w, n));
        r->config.speed_level = (int)v;
    } else if (line_word_is(key, kn, "tick-hz")) {
        if (!header_value(p, l, "tick-hz", &seen->hz, &w, &n)) return false;
        if (!replay_u64(w, n, 1000000, &v) || v != TICK_HZ)
            return replay_fail(p, "tick-hz must be %d (this build ticks at %d Hz), not '%s'", TICK_HZ, TICK_HZ,
                               SHOWN(w, n));
    } else if (line_word_is(key, kn, "record-start")) {
        if (!header_value(p, l, "record-start", &seen->start, &w, &n)) return false;
        if (!replay_u64(w, n, UINT64_MAX, &r->record_start))
            return replay_fail(p, "record-start must be a tick number, not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "crowd-max")) {
        if (!header_value(p, l, "crowd-max", &seen->crowd_max, &w, &n)) return false;
        if (!replay_u64(w, n, CROWD_MAX_COUNT, &v) || v < CROWD_MAX_COUNT_V1)
            return replay_fail(p, "crowd-max must be %d-%d circles, not '%s'", CROWD_MAX_COUNT_V1, CROWD_MAX_COUNT,
                               SHOWN(w, n));
        r->config.crowd_max = (int)v;
    } else if (replay_body_key(key, kn)) {
        bool *once = key[1] == 'p' ? &seen->free_speed : key[1] == 'i' ? &seen->size : &seen->radius;
        char why[200];
        if (*once) return replay_fail(p, "second '%s' line", SHOWN(key, kn));
        *once = true;
        if (!replay_body_read(key, kn, l, &r->config, why, sizeof why)) return replay_fail(p, "%s", why);
    } else {
        return replay_fail(
            p,
            "unknown header line '%s' (expected program, mode, resolver, seed, speed-level, speed, size, "
            "radius, tick-hz, record-start, crowd-max, map or input)",
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
            return replay_fail(p, "the map should have %llu lines, but the recording ends after %llu",
                               (unsigned long long)lines, (unsigned long long)k);
        end++;
    }
    *out = end;
    return true;
}

/* The line count of `map N`. */
static bool map_count(Parser *p, Line *l, uint64_t *lines)
{
    const char *w;
    int n = line_word(l, &w);
    if (!replay_u64(w, n, 100000, lines) || *lines == 0)
        return replay_fail(p, "'map' needs the number of map lines that follow, not '%s'", SHOWN(w, n));
    return true;
}

/* `map N` and the N lines after it: handed to map_parse, whose line numbers are
 * shifted so an error points into the recording itself. */
static bool header_map(Parser *p, Line *l, const char *text, size_t len, size_t *at, Seen *seen)
{
    if (seen->map) return replay_fail(p, "second 'map'");
    seen->map = true;
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines) || !no_more(p, l, "the map's line count")) return false;
    if (!map_lines(p, lines, text, len, *at, &end)) return false;
    MapError me;
    if (!map_parse(&p->r->map, text + *at, end - *at, p->file, &me)) {
        p->line += me.line;
        return replay_fail(p, "in the embedded map (column %d): %s", me.col, me.msg);
    }
    p->line += (int)lines;
    *at = end;
    return true;
}

/* In the input (version 2): `map N [suggest]` and the map the next tick loads. An error
 * inside it names the line and column in the recording. */
static bool input_map(Parser *p, Line *l, const char *text, size_t len, size_t *at)
{
    if (p->version < 2) return replay_fail(p, "a 'map' block in the input needs the header 'collide-replay 2'");
    if (p->pending) return replay_fail(p, "a second 'map' block before the tick that loads the first");
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines)) return false;
    const char *w;
    int n = line_word(l, &w);
    bool suggest = n > 0 && w[0] != '#' && line_word_is(w, n, "suggest");
    if (n > 0 && w[0] != '#' && !suggest)
        return replay_fail(p, "expected 'suggest' or nothing after the map's line count, not '%s'", SHOWN(w, n));
    if (suggest && !no_more(p, l, "'suggest'")) return false;
    if (!map_lines(p, lines, text, len, *at, &end)) return false;
    Map *m = calloc(1, sizeof *m);
    if (!m) return replay_fail(p, "out of memory");
    MapError me;
    if (!map_parse(m, text + *at, end - *at, p->file, &me)) {
        free(m);
        p->line += me.line;
        p->col = me.col;
        return replay_fail(p, "in the map block: %s", me.msg);
    }
    char why[160];
    if (!replay_budget_map(&p->budget, m, why, sizeof why)) {
        replay_map_drop(m);
        return replay_fail(p, "the recording asks for %s", why);
    }
    p->line += (int)lines;
    *at = end;
    p->pending = m; /* freed by the caller unless a run keeps a copy of it */
    p->pending_suggest = suggest;
    return true;
}

/* The header's "#crowd-max N" comment: N if it is a cap this build has. */
static void crowd_max_comment(Parser *p, Line *l)
{
    const char *w;
    int n = line_word(l, &w);
    uint64_t v;
    if (replay_u64(w, n, CROWD_MAX_COUNT, &v) && v >= CROWD_MAX_COUNT_V1) p->crowd_max_comment = (int)v;
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
    if (missing) return replay_fail(p, "the header has no '%s' line before 'input'", missing);
    /* No crowd-max line: the cap of the build that recorded it, where its comment says
     * (the crowd stayed under CROWD_MAX_COUNT_V1, where any cap reads the same), or the
     * cap of recordings made before there was one. */
    if (!s->crowd_max) p->r->config.crowd_max = p->crowd_max_comment ? p->crowd_max_comment : CROWD_MAX_COUNT_V1;
    return true;
}

/* ---- input ---- */

static bool parse_run(Parser *p, Line *l, const char *w, int n)
{
    uint64_t count;
    if (!replay_u64(w, n, UINT64_MAX, &count) || count == 0)
        return replay_fail(p, "expected a run 'COUNT HELD ...' (COUNT 1-%u), 'hash' or 'end', not '%s'",
                           REPLAY_TICKS_MAX, SHOWN(w, n));
    Input in = INPUT_NONE;
    in.map = p->pending;
    in.map_suggest = p->pending_suggest;
    if (!replay_parse_fields(p, l, &in)) return false;
    char why[160];
    if (!replay_budget_entry(&p->budget, why, sizeof why) ||
        !replay_budget_run(&p->budget, &in, count, why, sizeof why))
        return replay_fail(p, "the recording asks for %s", why);
    if (!in.map) return replay_push_run(p->r, &in, (uint32_t)count) || replay_fail(p, "out of memory");
    /* The map loads on the run's first tick only; the log keeps its own copy. */
    if (!replay_push_run(p->r, &in, 1)) return replay_fail(p, "out of memory");
    p->map = p->r->entries[p->r->count - 1].input.map;
    replay_map_drop((Map *)p->pending);
    p->pending = NULL;
    in.map = NULL;
    if (count > 1 &&
        !(replay_budget_entry(&p->budget, why, sizeof why) && replay_push_run(p->r, &in, (uint32_t)count - 1)))
        return replay_fail(p, "out of memory");
    return true;
}

static bool parse_check(Parser *p, Line *l, bool end)
{
    const char *w;
    int n = line_word(l, &w);
    uint64_t tick, hash;
    const char *what = end ? "end" : "hash";
    if (!replay_u64(w, n, UINT64_MAX, &tick))
        return replay_fail(p, "'%s' needs the tick number, not '%s'", what, SHOWN(w, n));
    if (tick != p->r->ticks)
        return replay_fail(p, "checkpoint for tick %llu, but the input so far covers %llu ticks",
                           (unsigned long long)tick, (unsigned long long)p->r->ticks);
    n = line_word(l, &w);
    if (!replay_hex64(w, n, &hash))
        return replay_fail(p, "'%s' needs a state hash of up to 16 hex digits, not '%s'", what, SHOWN(w, n));
    if (!no_more(p, l, "the hash")) return false;
    char why[160];
    if (!replay_budget_entry(&p->budget, why, sizeof why)) return replay_fail(p, "the recording asks for %s", why);
    if (!replay_checkpoint(p->r, hash)) return replay_fail(p, "out of memory");
    if (end) {
        p->r->entries[p->r->count - 1].kind = REPLAY_END;
        p->r->ended = true;
    }
    return true;
}

/* The first line: 'collide-replay VERSION'. */
static bool parse_version(Parser *p, Line *l, const char *w, int n)
{
    uint64_t version;
    const char *v;
    if (!line_word_is(w, n, "collide-replay")) return replay_fail(p, "expected the header 'collide-replay 1' (or 2)");
    int vn = line_word(l, &v);
    if (!replay_u64(v, vn, 1000000, &version)) return replay_fail(p, "'collide-replay' needs the format version");
    if (version < 1 || version > REPLAY_FORMAT_VERSION)
        return replay_fail(p, "unsupported recording format version %llu (this build reads versions 1 to %d)",
                           (unsigned long long)version, REPLAY_FORMAT_VERSION);
    p->version = version;
    return no_more(p, l, "the format version");
}

bool replay_parse(Replay *out, const char *text, size_t len, const char *file, ReplayError *err)
{
    Replay *r = malloc(sizeof *r); /* parsed aside, so `out` changes only on success */
    Parser p = {.r = r, .file = file, .err = err};
    if (!r) return replay_fail(&p, "out of memory");
    memset(r, 0, sizeof *r);
    enum { START, HEADER, INPUT, ENDED } state = START;
    Seen seen = {0};
    bool ok = true;
    size_t at = line_bom(text, len);
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
            ok = replay_fail(&p, "the recording ends inside its header (was it cut off?)");
            break;
        }
        Line l = {.s = text + at, .len = (int)(end - at), .number = p.line};
        at = end + 1;
        if (l.len > 0 && l.s[l.len - 1] == '\r') l.len--;
        if (l.len > REPLAY_LINE_MAX) {
            ok = replay_fail(&p, "line longer than %d bytes", REPLAY_LINE_MAX);
            break;
        }
        if (!check_bytes(&p, &l)) {
            ok = false;
            break;
        }
        const char *w;
        int n = line_word(&l, &w);
        if (state == HEADER && line_word_is(w, n, REPLAY_CROWD_MAX_COMMENT)) crowd_max_comment(&p, &l);
        if (n == 0 || w[0] == '#') continue;
        if (state == START) {
            ok = parse_version(&p, &l, w, n);
            state = HEADER;
        } else if (state == HEADER) {
            if (line_word_is(w, n, "map")) ok = header_map(&p, &l, text, len, &at, &seen);
            else if (line_word_is(w, n, "input")) {
                ok = no_more(&p, &l, "'input'") && header_done(&p, &seen);
                replay_budget_start(&p.budget, &r->config, &r->map);
                p.map = &r->map;
                state = INPUT;
            } else ok = header_line(&p, &l, w, n, &seen);
        } else if (state == ENDED) {
            ok = replay_fail(&p, "input after the 'end' line");
        } else if (line_word_is(w, n, "map")) {
            ok = input_map(&p, &l, text, len, &at);
        } else if (line_word_is(w, n, "hash") || line_word_is(w, n, "end")) {
            ok = p.pending ? replay_fail(&p, "a 'map' block must be followed by the run of the tick that loads it")
                           : parse_check(&p, &l, w[0] == 'e');
            if (w[0] == 'e') state = ENDED;
        } else {
            ok = parse_run(&p, &l, w, n);
        }
    }
    if (ok && p.pending && !r->cut)
        ok = replay_fail(&p, "the recording ends after a 'map' block, before the tick that loads it");
    replay_map_drop((Map *)p.pending);
    if (ok && state != INPUT && state != ENDED) {
        p.line = p.line > 0 ? p.line : 1;
        ok = state == START ? replay_fail(&p, "empty recording: expected the header 'collide-replay 1' (or 2)")
                            : replay_fail(&p, "the recording ends inside its header: no 'input' line");
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
