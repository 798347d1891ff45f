/* map.c: reading the map text format (versions 1 and 2, docs/formats.md).
 * Every error names the line and column it was found at; a failed parse leaves the
 * caller's map untouched, so a map never half-loads. */
#include "core/map.h"
#include "core/base/line.h"
#include "core/base/utf8.h"
#include "core/map/map_cells.h"
#include "core/map/map_parser.h"
#include "core/motion.h"
#include "core/resolver.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAP_DEFAULT_TILE 32

/* A decimal integer with an optional sign, at most 9 digits so it cannot overflow. */
static bool read_int(Parser *p, Line *l, const char *what, int *out)
{
    line_skip_ws(l);
    int col = l->pos + 1;
    if (l->pos >= l->len || l->s[l->pos] == '#')
        return map_parser_fail(p, l->number, col, "expected %s (an integer), found end of line", what);
    int sign = 1;
    if (l->s[l->pos] == '-' || l->s[l->pos] == '+') {
        if (l->s[l->pos] == '-') sign = -1;
        l->pos++;
    }
    int digits = 0;
    long v = 0;
    while (l->pos < l->len && l->s[l->pos] >= '0' && l->s[l->pos] <= '9') {
        if (++digits > 9) return map_parser_fail(p, l->number, col, "%s is too large", what);
        v = v * 10 + (l->s[l->pos] - '0');
        l->pos++;
    }
    bool ends = l->pos >= l->len || l->s[l->pos] == ' ' || l->s[l->pos] == '\t';
    if (digits == 0 || !ends) {
        const char *w;
        char shown[LINE_SHOWN_CAP];
        l->pos = col - 1;
        int n = line_word(l, &w);
        return map_parser_fail(p, l->number, col, "expected %s (an integer), found '%s'", what,
                               line_shown(shown, w, n));
    }
    *out = (int)(sign * v);
    return true;
}

/* An integer held to [min, max] where it stands, so no sum of fields can wrap. */
static bool read_int_in(Parser *p, Line *l, const char *what, int min, int max, int *out)
{
    int col = (line_skip_ws(l), l->pos + 1);
    if (!read_int(p, l, what, out)) return false;
    if (*out < min || *out > max)
        return map_parser_fail(p, l->number, col, "%s %d is out of range (%d to %d)", what, *out, min, max);
    return true;
}

/* Reject control characters and anything that is not UTF-8 (overlong forms,
 * surrogates, code points above U+10FFFF): a binary file gets a clear message, and
 * nothing a terminal would act on reaches a map name. */
static bool check_bytes(Parser *p, const Line *l)
{
    for (int i = 0; i < l->len;) {
        unsigned c = (unsigned char)l->s[i];
        uint32_t cp;
        int n = utf8_decode(l->s + i, (size_t)(l->len - i), &cp);
        if ((c < 0x20 && c != '\t') || c == 0x7f)
            return map_parser_fail(p, l->number, i + 1, "binary data (byte 0x%02x) in a text map", c);
        if (n < 0) return map_parser_fail(p, l->number, i + 1, "invalid UTF-8: %s (byte 0x%02x)", utf8_problem(-n), c);
        if (cp != '\t' && utf8_is_control(cp))
            return map_parser_fail(p, l->number, i + 1, "control character U+%04X in a text map", (unsigned)cp);
        i += n;
    }
    return true;
}

/* A double-quoted string with backslash escapes, the rest of the line after it empty. */
static bool parse_quoted(Parser *p, Line *l, char *out, size_t cap, const char *what, const char *brief)
{
    int col;
    switch (line_quoted(l, out, cap, &col)) {
    case LINE_QUOTED_MISSING: return map_parser_fail(p, l->number, col, "expected the %s in double quotes", what);
    case LINE_QUOTED_TOO_LONG: return map_parser_fail(p, l->number, col, "%s longer than %d bytes", what, (int)cap - 1);
    case LINE_QUOTED_OPEN: return map_parser_fail(p, l->number, col, "unterminated %s: missing closing '\"'", brief);
    case LINE_QUOTED_OK: break;
    }
    char after[40];
    snprintf(after, sizeof after, "the %s", brief);
    return map_parser_end(p, l, after);
}

static bool parse_name(Parser *p, Line *l, Map *m)
{
    return parse_quoted(p, l, m->name, sizeof m->name, "map name", "name");
}

static bool parse_lesson(Parser *p, Line *l, Map *m, int col)
{
    if (p->version < 2) return map_parser_fail(p, l->number, col, "'lesson' needs the header 'collide-map 2'");
    if (m->lesson.lines >= MAP_LESSON_LINES)
        return map_parser_fail(p, l->number, col, "too many lesson lines (at most %d)", MAP_LESSON_LINES);
    MapLesson *ls = &m->lesson;
    if (!parse_quoted(p, l, ls->line[ls->lines], sizeof ls->line[0], "lesson line", "lesson line")) return false;
    ls->lines++;
    return true;
}

/* The resolvers' names as an error lists them: "simplest, ..., quad-push or directional-flag". */
static const char *names_or(char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (int r = 0; r < RESOLVER_COUNT && n < cap; r++) {
        const char *sep = r == 0 ? "" : r + 1 == RESOLVER_COUNT ? " or " : ", ";
        n += (size_t)snprintf(out + n, cap - n, "%s%s", sep, RESOLVER_NAMES[r]);
    }
    return out;
}

/* suggest [resolver NAME] [speed PIXELS-PER-TICK] [motion NAME]: what loading the map
 * switches to. */
static bool parse_suggest(Parser *p, Line *l, Map *m, int col)
{
    if (p->version < 2) return map_parser_fail(p, l->number, col, "'suggest' needs the header 'collide-map 2'");
    if (p->suggest_line)
        return map_parser_fail(p, l->number, col, "second 'suggest' line (the first is at line %d)", p->suggest_line);
    p->suggest_line = l->number;
    MapLesson *ls = &m->lesson;
    int fields = 0;
    for (;;) {
        line_skip_ws(l);
        if (line_at_end(l)) break;
        const char *w;
        int wcol = l->pos + 1, n = line_word(l, &w);
        line_skip_ws(l);
        const char *v;
        int vcol = l->pos + 1, vn = line_word(l, &v);
        char shown[LINE_SHOWN_CAP];
        if (vn == 0) return map_parser_fail(p, l->number, vcol, "'%s' needs a value", line_shown(shown, w, n));
        if (line_word_is(w, n, "resolver")) {
            int r = 0;
            while (r < RESOLVER_COUNT && !line_word_is(v, vn, RESOLVER_NAMES[r])) r++;
            if (r == RESOLVER_COUNT) {
                char names[RESOLVER_COUNT * 24];
                return map_parser_fail(p, l->number, vcol, "unknown resolver '%s' (expected %s)",
                                       line_shown(shown, v, vn), names_or(names, sizeof names));
            }
            snprintf(ls->resolver, sizeof ls->resolver, "%s", RESOLVER_NAMES[r]);
        } else if (line_word_is(w, n, "speed")) {
            char num[32];
            char *end;
            snprintf(num, sizeof num, "%.*s", vn > 31 ? 31 : vn, v);
            double s = strtod(num, &end);
            if (*end || vn > 31 || !(s > 0.0 && s <= MAP_SPEED_MAX))
                return map_parser_fail(p, l->number, vcol,
                                       "speed must be a number of pixels per tick, above 0 and at most %g",
                                       (double)MAP_SPEED_MAX);
            ls->speed = (float)s;
        } else if (line_word_is(w, n, "motion")) {
            char name[MAP_MOTION_NAME_MAX];
            snprintf(name, sizeof name, "%.*s", vn < MAP_MOTION_NAME_MAX ? vn : 0, v);
            if (motion_find(name) < 0 || motion_find(name) == MOTION_SCRIPT) /* a game's step comes with its script */
                return map_parser_fail(p, l->number, vcol,
                                       "unknown motion '%s' (expected top-down, accelerated or platformer)",
                                       line_shown(shown, v, vn));
            snprintf(ls->motion, sizeof ls->motion, "%s", name);
        } else {
            return map_parser_fail(p, l->number, wcol,
                                   "unknown suggestion '%s' (expected resolver NAME, speed N, motion NAME)",
                                   line_shown(shown, w, n));
        }
        fields++;
    }
    if (fields == 0) return map_parser_fail(p, l->number, col, "'suggest' needs resolver NAME, speed N or motion NAME");
    return true;
}

/* spawn-offset DX DY: where in the spawn cell the player's centre starts, in pixels
 * from its top-left corner; held to the tile once the map is read (finish_map). */
static bool parse_spawn_offset(Parser *p, Line *l, Map *m, int col)
{
    if (p->version < 2) return map_parser_fail(p, l->number, col, "'spawn-offset' needs the header 'collide-map 2'");
    if (p->offset_line)
        return map_parser_fail(p, l->number, col, "second 'spawn-offset' line (the first is at line %d)",
                               p->offset_line);
    float *at[2] = {&m->spawn_dx, &m->spawn_dy};
    for (int k = 0; k < 2; k++) {
        line_skip_ws(l);
        const char *v;
        int vcol = l->pos + 1, vn = line_word(l, &v);
        char num[32], *end;
        snprintf(num, sizeof num, "%.*s", vn > 31 ? 31 : vn, v);
        double d = vn > 0 && vn <= 31 ? strtod(num, &end) : NAN;
        if (vn == 0 || vn > 31 || *end || !isfinite(d) || d < 0.0 || d > MAP_TILE_MAX)
            return map_parser_fail(p, l->number, vcol, "spawn-offset needs two numbers of pixels, 0 to the tile size");
        *at[k] = (float)d;
    }
    p->offset_line = l->number;
    m->spawn_offset = true;
    return map_parser_end(p, l, "the spawn offset");
}

static bool parse_mover(Parser *p, Line *l, Map *m)
{
    if (m->mover_count >= MAP_MAX_MOVERS)
        return map_parser_fail(p, l->number, 1, "too many movers (at most %d)", MAP_MAX_MOVERS);
    Mover v;
    if (!read_int_in(p, l, "mover cell x", 0, MAP_MAX_W - 1, &v.x) ||
        !read_int_in(p, l, "mover cell y", 0, MAP_MAX_H - 1, &v.y) ||
        !read_int_in(p, l, "mover width", 1, MAP_MAX_W, &v.w) ||
        !read_int_in(p, l, "mover height", 1, MAP_MAX_H, &v.h) ||
        !read_int_in(p, l, "mover travel dx", 1 - MAP_MAX_W, MAP_MAX_W - 1, &v.dx) ||
        !read_int_in(p, l, "mover travel dy", 1 - MAP_MAX_H, MAP_MAX_H - 1, &v.dy) ||
        !read_int_in(p, l, "mover ticks per trip", 1, MAP_MOVER_TICKS_MAX, &v.ticks))
        return false;
    if (!map_parser_end(p, l, "the mover")) return false;
    p->mover_line[m->mover_count] = l->number;
    m->movers[m->mover_count++] = v;
    return true;
}

/* The header line: 'collide-map VERSION'. */
static bool parse_header(Parser *p, Line *l, int col, const char *w, int n)
{
    if (!line_word_is(w, n, "collide-map"))
        return map_parser_fail(p, l->number, col, "expected the header 'collide-map %d'", MAP_FORMAT_VERSION);
    int vcol = (line_skip_ws(l), l->pos + 1);
    int version;
    if (!read_int(p, l, "format version", &version)) return false;
    if (version < 1 || version > MAP_FORMAT_VERSION)
        return map_parser_fail(p, l->number, vcol, "unsupported map format version %d (this build reads versions 1-%d)",
                               version, MAP_FORMAT_VERSION);
    p->version = version;
    if (!map_parser_end(p, l, "the header")) return false;
    p->state = PARSE_BODY;
    return true;
}

static bool parse_tile(Parser *p, Line *l, int col)
{
    if (p->seen_tile) return map_parser_fail(p, l->number, col, "second 'tile' line");
    if (p->state == PARSE_AFTER) return map_parser_fail(p, l->number, col, "'tile' must come before the grid");
    p->seen_tile = true;
    Map *m = p->map;
    int vcol = (line_skip_ws(l), l->pos + 1);
    if (!read_int(p, l, "tile size", &m->tile)) return false;
    if (m->tile < MAP_TILE_MIN || m->tile > MAP_TILE_MAX)
        return map_parser_fail(p, l->number, vcol, "tile size %d out of range (%d-%d pixels)", m->tile, MAP_TILE_MIN,
                               MAP_TILE_MAX);
    return map_parser_end(p, l, "the tile size");
}

/* A line outside the grid, after the header: one directive. */
static bool parse_directive(Parser *p, Line *l, int col, const char *w, int n)
{
    Map *m = p->map;
    if (line_word_is(w, n, "name")) {
        if (p->seen_name) return map_parser_fail(p, l->number, col, "second 'name' line");
        p->seen_name = true;
        return parse_name(p, l, m);
    }
    if (line_word_is(w, n, "tile")) return parse_tile(p, l, col);
    if (line_word_is(w, n, "grid")) {
        if (p->state == PARSE_AFTER)
            return map_parser_fail(p, l->number, col, "second 'grid' (the first is at line %d)", p->grid_line);
        if (!map_parser_end(p, l, "'grid'")) return false;
        p->grid_line = l->number;
        p->state = PARSE_GRID;
        return true;
    }
    if (line_word_is(w, n, "mover")) return parse_mover(p, l, m);
    if (line_word_is(w, n, "lesson")) return parse_lesson(p, l, m, col);
    if (line_word_is(w, n, "suggest")) return parse_suggest(p, l, m, col);
    if (line_word_is(w, n, "spawn-offset")) return parse_spawn_offset(p, l, m, col);
    char shown[LINE_SHOWN_CAP];
    return map_parser_fail(p, l->number, col,
                           "unknown directive '%s' (expected name, tile, grid, mover, lesson, suggest, spawn-offset)",
                           line_shown(shown, w, n));
}

/* One line, without its newline. */
static bool parse_line(Parser *p, Line *l)
{
    if (!check_bytes(p, l)) return false;
    line_skip_ws(l);
    if (l->pos >= l->len) return true;
    if (p->state != PARSE_GRID && l->s[l->pos] == '#') return true;
    int col = l->pos + 1;
    if (p->state == PARSE_GRID) return map_parse_grid_line(p, l, col);
    const char *w;
    int n = line_word(l, &w);
    if (p->state == PARSE_HEADER) return parse_header(p, l, col, w, n);
    return parse_directive(p, l, col, w, n);
}

/* After the last line: what must have been there, the rows packed, the movers' paths. */
static bool finish_map(Parser *p, int line_no)
{
    Map *m = p->map;
    if (p->state == PARSE_HEADER)
        return map_parser_fail(p, line_no > 0 ? line_no : 1, 1, "empty map: expected the header 'collide-map %d'",
                               MAP_FORMAT_VERSION);
    if (p->state == PARSE_BODY) return map_parser_fail(p, line_no, 1, "no grid: expected 'grid', rows, then 'end'");
    if (p->state == PARSE_GRID)
        return map_parser_fail(p, line_no + 1, 1, "file ends inside the grid opened at line %d: missing 'end'",
                               p->grid_line);
    if (!p->spawn_line) return map_parser_fail(p, p->grid_line, 1, "no player spawn 'P' in the grid");
    if (m->spawn_offset && (m->spawn_dx > (float)m->tile || m->spawn_dy > (float)m->tile))
        return map_parser_fail(p, p->offset_line, 1, "spawn-offset %g %g lies outside the %d-pixel spawn cell",
                               (double)m->spawn_dx, (double)m->spawn_dy, m->tile);

    /* The block shrinks to the grid: a map's memory is its w*h cells. */
    uint8_t *g = map_cells_grow(p->grid, (size_t)m->w * (size_t)m->h);
    if (!g) return map_parser_fail(p, p->grid_line, 1, "out of memory for a %dx%d grid", m->w, m->h);
    p->grid = g;
    m->cells = g;

    /* Every field was held to the format's limits as it was read (read_int_in), so
     * these sums stay far from overflowing. */
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *v = &m->movers[k];
        int x0 = v->x < v->x + v->dx ? v->x : v->x + v->dx;
        int y0 = v->y < v->y + v->dy ? v->y : v->y + v->dy;
        int x1 = (v->x > v->x + v->dx ? v->x : v->x + v->dx) + v->w;
        int y1 = (v->y > v->y + v->dy ? v->y : v->y + v->dy) + v->h;
        if (x0 < 0 || y0 < 0 || x1 > m->w || y1 > m->h)
            return map_parser_fail(p, p->mover_line[k], 1, "mover's path leaves the %dx%d map", m->w, m->h);
    }
    return true;
}

/* Every line, then the checks at the end; the grid is p->grid, whatever happens. */
static bool parse_lines(Parser *p, const char *text, size_t len)
{
    int line_no = 0;
    size_t at = line_bom(text, len); /* columns count from after the mark, as editors show them */
    while (at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        line_no++;
        if (end - at > MAP_LINE_MAX)
            return map_parser_fail(p, line_no, MAP_LINE_MAX + 1, "line longer than %d bytes", MAP_LINE_MAX);
        Line l = {.s = text + at, .len = (int)(end - at), .pos = 0, .number = line_no};
        at = end + 1;
        if (l.len > 0 && l.s[l.len - 1] == '\r') l.len--;
        if (!parse_line(p, &l)) return false;
    }
    return finish_map(p, line_no);
}

bool map_parse(Map *out, const char *text, size_t len, const char *file, MapError *err)
{
    Map work = {0}; /* parsed into a scratch map; copied out only on success */
    work.tile = MAP_DEFAULT_TILE;
    snprintf(work.name, sizeof work.name, "untitled");
    Parser p = {.file = file, .err = err, .map = &work, .state = PARSE_HEADER};
    if (!parse_lines(&p, text, len)) {
        map_cells_drop(p.grid);
        return false;
    }
    map_free(out);
    memcpy(out, &work, sizeof work); /* the cells move to `out` */
    return true;
}
