/* replay_parse.c: reading a recording (format in replay.h). Every error names its
 * line; a recording never half-loads. A last line without its newline is what a
 * killed recorder leaves behind: it is dropped, so the rest still replays. */
#include "core/replay.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay/replay_body.h"
#include "core/replay/replay_motion.h"
#include "core/replay/replay_parser.h"
#include "core/replay/replay_names.h"
#include "core/base/line.h"
#include "core/base/utf8.h"


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

/* The N lines of a map after its `map N` line, from text[*at]: where they end. */
static bool map_lines(Parser *p, uint64_t lines, const char *text, size_t len, size_t start, size_t *out)
{
    size_t end = start;
    for (uint64_t k = 0; k < lines; k++) {
        while (end < len && text[end] != '\n') end++;
        if (end >= len)
            return replay_fail(p, "the map should have %llu lines, but the %s ends after %llu", (unsigned long long)lines,
                               p->input_file ? "input" : "recording", (unsigned long long)k);
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
static bool header_map(Parser *p, Line *l, const char *text, size_t len, size_t *at, ReplaySeen *seen)
{
    if (seen->map) return replay_fail(p, "second 'map'");
    seen->map = true;
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines) || !replay_no_more(p, l, "the map's line count")) return false;
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
    if (p->version < 2) return replay_fail(p, "a 'map' block in the input needs the header 'collide-replay 2' or later");
    if (p->pending) return replay_fail(p, "a second 'map' block before the tick that loads the first");
    uint64_t lines;
    size_t end = 0;
    if (!map_count(p, l, &lines)) return false;
    const char *w;
    int n = line_word(l, &w);
    bool suggest = n > 0 && w[0] != '#' && line_word_is(w, n, "suggest");
    if (n > 0 && w[0] != '#' && !suggest)
        return replay_fail(p, "expected 'suggest' or nothing after the map's line count, not '%s'", SHOWN(w, n));
    if (suggest && !replay_no_more(p, l, "'suggest'")) return false;
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

static bool header_done(Parser *p, const ReplaySeen *s)
{
    const char *missing = !s->program                      ? "program"
                          : !s->mode                       ? "mode"
                          : !s->methods && p->version >= 3 ? "methods"
                          : !s->resolver                   ? "resolver"
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
    p->word = w;
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
    if (!replay_no_more(p, l, "the hash")) return false;
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
    if (!line_word_is(w, n, "collide-replay"))
        return replay_fail(p, "expected the header 'collide-replay %d' (or an older version)", REPLAY_FORMAT_VERSION);
    int vn = line_word(l, &v);
    if (!replay_u64(v, vn, 1000000, &version)) return replay_fail(p, "'collide-replay' needs the format version");
    if (version < 1 || version > REPLAY_FORMAT_VERSION)
        return replay_fail(p, "unsupported recording format version %llu (this build reads versions 1 to %d)",
                           (unsigned long long)version, REPLAY_FORMAT_VERSION);
    p->version = version;
    if (version < 3) replay_set_legacy_methods(p->r);
    else p->r->config.hash = WORLD_HASH_KEYED;
    return replay_no_more(p, l, "the format version");
}

typedef enum ParseState { START, HEADER, INPUT, ENDED } ParseState;

/* An input file's `at TICK`: nothing held until that tick, which is never behind the
 * input so far. */
static bool parse_at(Parser *p, Line *l)
{
    const char *w;
    int n = line_word(l, &w);
    p->word = w;
    uint64_t tick;
    if (!replay_u64(w, n, REPLAY_TICKS_MAX, &tick))
        return replay_fail(p, "'at' needs a tick number from 0 to %u, not '%s'", REPLAY_TICKS_MAX, SHOWN(w, n));
    if (tick < p->r->ticks)
        return replay_fail(p, "at %llu goes back: the input before it already reaches tick %llu", (unsigned long long)tick,
                           (unsigned long long)p->r->ticks);
    if (p->pending) return replay_fail(p, "a 'map' block must be followed by the run of the tick that loads it");
    if (!replay_no_more(p, l, "the tick")) return false;
    if (tick == p->r->ticks) return true;
    Input none = INPUT_NONE;
    char why[160];
    uint64_t gap = tick - p->r->ticks;
    if (!replay_budget_entry(&p->budget, why, sizeof why) || !replay_budget_run(&p->budget, &none, gap, why, sizeof why))
        return replay_fail(p, "the input asks for %s", why);
    return replay_push_run(p->r, &none, (uint32_t)gap) || replay_fail(p, "out of memory");
}

/* One line whose first word is (w, n): the version, a header line, or the input's. */
static bool parse_line(Parser *p, Line *l, const char *w, int n, const char *text, size_t len, size_t *at,
                       ParseState *state, ReplaySeen *seen)
{
    Replay *r = p->r;
    if (*state == START) {
        *state = HEADER;
        return parse_version(p, l, w, n);
    }
    if (*state == HEADER) {
        if (line_word_is(w, n, "map")) return header_map(p, l, text, len, at, seen);
        if (p->version >= 3 && (line_word_is(w, n, "lua") || line_word_is(w, n, "plugin")))
            return seen->methods ? replay_fail(p, "'%.*s' must come before 'methods'", n, w)
                                 : replay_parse_source(p, l, w[0] == 'p', text, len, at);
        if (!line_word_is(w, n, "input")) return replay_header_line(p, l, w, n, seen);
        bool ok = replay_no_more(p, l, "'input'") && header_done(p, seen);
        replay_budget_start(&p->budget, &r->config, &r->map);
        p->map = &r->map;
        *state = INPUT;
        return ok;
    }
    if (*state == ENDED) return replay_fail(p, "input after the 'end' line");
    if (line_word_is(w, n, "map")) return input_map(p, l, text, len, at);
    if (p->input_file) {
        p->word = w;
        if (line_word_is(w, n, "at")) return parse_at(p, l);
        if (line_word_is(w, n, "hash") || line_word_is(w, n, "end"))
            return replay_fail(p, "an input file holds no checkpoints ('%.*s'): it is checked by the recording it makes "
                                  "(--record), or play the recording itself with --replay",
                               n, w);
        if (line_word_is(w, n, "collide-replay"))
            return replay_fail(p, "this is a recording, not an input file: play it with --replay FILE");
    }
    if (line_word_is(w, n, "hash") || line_word_is(w, n, "end")) {
        if (w[0] == 'e') *state = ENDED;
        return p->pending ? replay_fail(p, "a 'map' block must be followed by the run of the tick that loads it")
                          : parse_check(p, l, w[0] == 'e');
    }
    return parse_run(p, l, w, n);
}

/* The lines of `text` from the state `state` on; false at the first error. */
static bool parse_lines(Parser *p, const char *text, size_t len, ParseState state, ReplaySeen *seen)
{
    Replay *r = p->r;
    bool ok = true;
    size_t at = line_bom(text, len);
    while (ok && at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        p->line++;
        if (end == len && !p->input_file) {
            /* No newline: the recorder was stopped mid-line. Header lines are never
             * written partially on their own, so this only forgives the input. (An
             * input file is written by hand: its last line counts.) */
            if (state == INPUT || state == ENDED) {
                r->cut = true;
                break;
            }
            return replay_fail(p, "the recording ends inside its header (was it cut off?)");
        }
        Line l = {.s = text + at, .len = (int)(end - at), .number = p->line};
        at = end < len ? end + 1 : end;
        if (l.len > 0 && l.s[l.len - 1] == '\r') l.len--;
        p->line_start = l.s;
        p->word = NULL;
        if (l.len > REPLAY_LINE_MAX) return replay_fail(p, "line longer than %d bytes", REPLAY_LINE_MAX);
        if (!check_bytes(p, &l)) return false;
        const char *w;
        int n = line_word(&l, &w);
        if (state == HEADER && line_word_is(w, n, REPLAY_CROWD_MAX_COMMENT)) crowd_max_comment(p, &l);
        if (n == 0 || w[0] == '#') continue;
        ok = parse_line(p, &l, w, n, text, len, &at, &state, seen);
    }
    if (ok && p->pending && !r->cut)
        ok = replay_fail(p, p->input_file ? "the input ends after a 'map' block, before the tick that loads it"
                                          : "the recording ends after a 'map' block, before the tick that loads it");
    if (ok && state != INPUT && state != ENDED) {
        p->line = p->line > 0 ? p->line : 1;
        ok = state == START ? replay_fail(p, "empty recording: expected the header 'collide-replay %d'", REPLAY_FORMAT_VERSION)
                            : replay_fail(p, "the recording ends inside its header: no 'input' line");
    }
    return ok;
}

bool replay_parse(Replay *out, const char *text, size_t len, const char *file, ReplayError *err)
{
    Replay *r = malloc(sizeof *r); /* parsed aside, so `out` changes only on success */
    Parser p = {.r = r, .file = file, .err = err};
    if (!r) return replay_fail(&p, "out of memory");
    memset(r, 0, sizeof *r);
    ReplaySeen seen = {0};
    bool ok = parse_lines(&p, text, len, START, &seen);
    replay_map_drop((Map *)p.pending);
    if (!ok) {
        replay_free(r);
        free(r);
        return false;
    }
    *out = *r;
    free(r);
    return true;
}

bool replay_parse_input(Replay *out, const Map *map, const WorldConfig *config, const char *text, size_t len,
                        const char *file, ReplayError *err)
{
    Replay *r = malloc(sizeof *r);
    Parser p = {.r = r, .file = file, .err = err, .version = REPLAY_FORMAT_VERSION, .input_file = true};
    if (!r) return replay_fail(&p, "out of memory");
    replay_init(r, map, config);
    replay_budget_start(&p.budget, &r->config, &r->map);
    p.map = &r->map;
    ReplaySeen seen = {0};
    bool ok = parse_lines(&p, text, len, INPUT, &seen);
    replay_map_drop((Map *)p.pending);
    if (!ok) {
        replay_free(r);
        free(r);
        return false;
    }
    *out = *r;
    free(r);
    return true;
}
