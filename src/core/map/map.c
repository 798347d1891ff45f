/* map.c: reading the map text format (versions 1 and 2, docs/formats.md).
 * Every error names the line and column it was found at; a failed parse leaves the
 * caller's map untouched, so a map never half-loads. */
#include "core/map.h"
#include "core/base/text_line.h"
#include "core/base/utf8.h"
#include "core/map/map_cells.h"
#include "core/resolver.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAP_DEFAULT_TILE 32

typedef struct Parser {
    const char *file;
    MapError *err;
    Map *map;
    enum { PARSE_HEADER, PARSE_BODY, PARSE_GRID, PARSE_AFTER } state;
    int version;
    int grid_line, spawn_line, spawn_col;
    bool seen_tile, seen_name;
    int mover_line[MAP_MAX_MOVERS];
    int suggest_line;
    uint8_t *grid; /* the rows read so far, w cells each (map_cells_grow) */
    size_t grid_cap;
} Parser;

static bool fail(Parser *p, int line, int col, const char *fmt, ...)
{
    MapError *e = p->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", p->file ? p->file : "map");
    e->line = line;
    e->col = col;
    va_list ap;
    va_start(ap, fmt);
    text_vformat(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return false;
}

/* A decimal integer with an optional sign, at most 9 digits so it cannot overflow. */
static bool read_int(Parser *p, TextLine *l, const char *what, int *out)
{
    text_skip_ws(l);
    int col = l->pos + 1;
    if (l->pos >= l->len || l->s[l->pos] == '#')
        return fail(p, l->number, col, "expected %s (an integer), found end of line", what);
    int sign = 1;
    if (l->s[l->pos] == '-' || l->s[l->pos] == '+') {
        if (l->s[l->pos] == '-') sign = -1;
        l->pos++;
    }
    int digits = 0;
    long v = 0;
    while (l->pos < l->len && l->s[l->pos] >= '0' && l->s[l->pos] <= '9') {
        if (++digits > 9) return fail(p, l->number, col, "%s is too large", what);
        v = v * 10 + (l->s[l->pos] - '0');
        l->pos++;
    }
    bool ends = l->pos >= l->len || l->s[l->pos] == ' ' || l->s[l->pos] == '\t';
    if (digits == 0 || !ends) {
        const char *w;
        char shown[TEXT_SHOWN_CAP];
        l->pos = col - 1;
        int n = text_word(l, &w);
        return fail(p, l->number, col, "expected %s (an integer), found '%s'", what, text_shown(shown, w, n));
    }
    *out = (int)(sign * v);
    return true;
}

/* An integer held to [min, max] where it stands, so no sum of fields can wrap. */
static bool read_int_in(Parser *p, TextLine *l, const char *what, int min, int max, int *out)
{
    int col = (text_skip_ws(l), l->pos + 1);
    if (!read_int(p, l, what, out)) return false;
    if (*out < min || *out > max)
        return fail(p, l->number, col, "%s %d is out of range (%d to %d)", what, *out, min, max);
    return true;
}

static bool expect_end(Parser *p, TextLine *l, const char *after)
{
    if (text_at_end(l)) return true;
    const char *w;
    char shown[TEXT_SHOWN_CAP];
    int col = l->pos + 1;
    int n = text_word(l, &w);
    return fail(p, l->number, col, "unexpected '%s' after %s", text_shown(shown, w, n), after);
}

/* Reject control characters and anything that is not UTF-8 (overlong forms,
 * surrogates, code points above U+10FFFF): a binary file gets a clear message, and
 * nothing a terminal would act on reaches a map name. */
static bool check_bytes(Parser *p, const TextLine *l)
{
    for (int i = 0; i < l->len;) {
        unsigned c = (unsigned char)l->s[i];
        uint32_t cp;
        int n = utf8_decode(l->s + i, (size_t)(l->len - i), &cp);
        if ((c < 0x20 && c != '\t') || c == 0x7f)
            return fail(p, l->number, i + 1, "binary data (byte 0x%02x) in a text map", c);
        if (n < 0) return fail(p, l->number, i + 1, "invalid UTF-8: %s (byte 0x%02x)", utf8_problem(-n), c);
        if (cp != '\t' && utf8_is_control(cp))
            return fail(p, l->number, i + 1, "control character U+%04X in a text map", (unsigned)cp);
        i += n;
    }
    return true;
}

/* A double-quoted string with backslash escapes, the rest of the line after it empty. */
static bool parse_quoted(Parser *p, TextLine *l, char *out, size_t cap, const char *what, const char *brief)
{
    int col;
    switch (text_quoted(l, out, cap, &col)) {
    case TEXT_QUOTED_MISSING: return fail(p, l->number, col, "expected the %s in double quotes", what);
    case TEXT_QUOTED_TOO_LONG: return fail(p, l->number, col, "%s longer than %d bytes", what, (int)cap - 1);
    case TEXT_QUOTED_OPEN: return fail(p, l->number, col, "unterminated %s: missing closing '\"'", brief);
    case TEXT_QUOTED_OK: break;
    }
    char after[40];
    snprintf(after, sizeof after, "the %s", brief);
    return expect_end(p, l, after);
}

static bool parse_name(Parser *p, TextLine *l, Map *m)
{
    return parse_quoted(p, l, m->name, sizeof m->name, "map name", "name");
}

static bool parse_lesson(Parser *p, TextLine *l, Map *m, int col)
{
    if (p->version < 2) return fail(p, l->number, col, "'lesson' needs the header 'collide-map 2'");
    if (m->lesson.lines >= MAP_LESSON_LINES)
        return fail(p, l->number, col, "too many lesson lines (at most %d)", MAP_LESSON_LINES);
    MapLesson *ls = &m->lesson;
    if (!parse_quoted(p, l, ls->line[ls->lines], sizeof ls->line[0], "lesson line", "lesson line")) return false;
    ls->lines++;
    return true;
}

/* suggest [resolver NAME] [speed PIXELS-PER-TICK]: what loading the map switches to. */
static bool parse_suggest(Parser *p, TextLine *l, Map *m, int col)
{
    if (p->version < 2) return fail(p, l->number, col, "'suggest' needs the header 'collide-map 2'");
    if (p->suggest_line)
        return fail(p, l->number, col, "second 'suggest' line (the first is at line %d)", p->suggest_line);
    p->suggest_line = l->number;
    MapLesson *ls = &m->lesson;
    int fields = 0;
    for (;;) {
        text_skip_ws(l);
        if (text_at_end(l)) break;
        const char *w;
        int wcol = l->pos + 1, n = text_word(l, &w);
        text_skip_ws(l);
        const char *v;
        int vcol = l->pos + 1, vn = text_word(l, &v);
        char shown[TEXT_SHOWN_CAP];
        if (vn == 0) return fail(p, l->number, vcol, "'%s' needs a value", text_shown(shown, w, n));
        if (text_word_is(w, n, "resolver")) {
            int r = 0;
            while (r < RESOLVER_COUNT && !text_word_is(v, vn, RESOLVER_NAMES[r])) r++;
            if (r == RESOLVER_COUNT)
                return fail(p, l->number, vcol,
                            "unknown resolver '%s' (expected simplest, pixel-iteration, "
                            "line-segment, minkowski, grid-region, quad-push or directional-flag)",
                            text_shown(shown, v, vn));
            snprintf(ls->resolver, sizeof ls->resolver, "%s", RESOLVER_NAMES[r]);
        } else if (text_word_is(w, n, "speed")) {
            char num[32];
            char *end;
            snprintf(num, sizeof num, "%.*s", vn > 31 ? 31 : vn, v);
            double s = strtod(num, &end);
            if (*end || vn > 31 || !(s > 0.0 && s <= MAP_SPEED_MAX))
                return fail(p, l->number, vcol, "speed must be a number of pixels per tick, above 0 and at most %g",
                            (double)MAP_SPEED_MAX);
            ls->speed = (float)s;
        } else {
            return fail(p, l->number, wcol, "unknown suggestion '%s' (expected resolver NAME, speed N)",
                        text_shown(shown, w, n));
        }
        fields++;
    }
    if (fields == 0) return fail(p, l->number, col, "'suggest' needs resolver NAME, speed N, or both");
    return true;
}

static bool parse_mover(Parser *p, TextLine *l, Map *m)
{
    if (m->mover_count >= MAP_MAX_MOVERS) return fail(p, l->number, 1, "too many movers (at most %d)", MAP_MAX_MOVERS);
    Mover v;
    if (!read_int_in(p, l, "mover cell x", 0, MAP_MAX_W - 1, &v.x) ||
        !read_int_in(p, l, "mover cell y", 0, MAP_MAX_H - 1, &v.y) ||
        !read_int_in(p, l, "mover width", 1, MAP_MAX_W, &v.w) ||
        !read_int_in(p, l, "mover height", 1, MAP_MAX_H, &v.h) ||
        !read_int_in(p, l, "mover travel dx", 1 - MAP_MAX_W, MAP_MAX_W - 1, &v.dx) ||
        !read_int_in(p, l, "mover travel dy", 1 - MAP_MAX_H, MAP_MAX_H - 1, &v.dy) ||
        !read_int_in(p, l, "mover ticks per trip", 1, MAP_MOVER_TICKS_MAX, &v.ticks))
        return false;
    if (!expect_end(p, l, "the mover")) return false;
    p->mover_line[m->mover_count] = l->number;
    m->movers[m->mover_count++] = v;
    return true;
}

static int grid_value(char c)
{
    if (c == '.') return 0;
    if (c == '#') return SIDE_ALL;
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Room for cell `at` of the grid; the block grows by half again, so a grid costs
 * about its size. */
static bool grid_room(Parser *p, TextLine *l, int col, size_t at)
{
    if (at < p->grid_cap) return true;
    size_t cap = p->grid_cap < 4096 ? 4096 : p->grid_cap + p->grid_cap / 2;
    if (cap > MAP_MAX_CELLS) cap = MAP_MAX_CELLS;
    uint8_t *g = map_cells_grow(p->grid, cap);
    if (!g) return fail(p, l->number, col, "out of memory for a grid of %zu cells", at + 1);
    p->grid = g;
    p->grid_cap = cap;
    return true;
}

/* One grid row: the characters up to the first whitespace; anything after is a note. */
static bool parse_row(Parser *p, TextLine *l, Map *m, int *spawn_line, int *spawn_col)
{
    int start = l->pos;
    int n = 0;
    while (l->pos < l->len && l->s[l->pos] != ' ' && l->s[l->pos] != '\t') {
        int col = l->pos + 1;
        char c = l->s[l->pos];
        if (n >= MAP_MAX_W) return fail(p, l->number, col, "grid row wider than %d cells", MAP_MAX_W);
        if (m->h >= MAP_MAX_H) return fail(p, l->number, col, "grid taller than %d rows", MAP_MAX_H);
        int v = grid_value(c);
        if (c == 'P') {
            if (*spawn_line)
                return fail(p, l->number, col, "second player spawn 'P' (the first is at line %d, column %d)",
                            *spawn_line, *spawn_col);
            *spawn_line = l->number;
            *spawn_col = col;
            m->spawn_x = n;
            m->spawn_y = m->h;
            v = 0;
        } else if (v < 0) {
            if ((unsigned char)c >= 0x80)
                return fail(p, l->number, col, "unknown grid character (non-ASCII); use . # P 0-9 a-f");
            return fail(p, l->number, col, "unknown grid character '%c'; use . # P 0-9 a-f", c);
        }
        /* A later row longer than the first is refused once its length is known. */
        if (m->h == 0 || n < m->w) {
            size_t at = (size_t)m->h * (size_t)m->w + (size_t)n; /* m->w is 0 on the first row */
            if (!grid_room(p, l, col, at)) return false;
            p->grid[at] = (uint8_t)v;
        }
        n++;
        l->pos++;
    }
    if (m->h == 0) {
        m->w = n;
    } else if (n != m->w) {
        return fail(p, l->number, start + n + 1, "grid row has %d cells, expected %d like the first row", n, m->w);
    }
    m->h++;
    return true;
}

/* The header line: 'collide-map VERSION'. */
static bool parse_header(Parser *p, TextLine *l, int col, const char *w, int n)
{
    if (!text_word_is(w, n, "collide-map"))
        return fail(p, l->number, col, "expected the header 'collide-map %d'", MAP_FORMAT_VERSION);
    int vcol = (text_skip_ws(l), l->pos + 1);
    int version;
    if (!read_int(p, l, "format version", &version)) return false;
    if (version < 1 || version > MAP_FORMAT_VERSION)
        return fail(p, l->number, vcol, "unsupported map format version %d (this build reads versions 1-%d)", version,
                    MAP_FORMAT_VERSION);
    p->version = version;
    if (!expect_end(p, l, "the header")) return false;
    p->state = PARSE_BODY;
    return true;
}

static bool parse_tile(Parser *p, TextLine *l, int col)
{
    if (p->seen_tile) return fail(p, l->number, col, "second 'tile' line");
    if (p->state == PARSE_AFTER) return fail(p, l->number, col, "'tile' must come before the grid");
    p->seen_tile = true;
    Map *m = p->map;
    int vcol = (text_skip_ws(l), l->pos + 1);
    if (!read_int(p, l, "tile size", &m->tile)) return false;
    if (m->tile < MAP_TILE_MIN || m->tile > MAP_TILE_MAX)
        return fail(p, l->number, vcol, "tile size %d out of range (%d-%d pixels)", m->tile, MAP_TILE_MIN,
                    MAP_TILE_MAX);
    return expect_end(p, l, "the tile size");
}

/* A line outside the grid, after the header: one directive. */
static bool parse_directive(Parser *p, TextLine *l, int col, const char *w, int n)
{
    Map *m = p->map;
    if (text_word_is(w, n, "name")) {
        if (p->seen_name) return fail(p, l->number, col, "second 'name' line");
        p->seen_name = true;
        return parse_name(p, l, m);
    }
    if (text_word_is(w, n, "tile")) return parse_tile(p, l, col);
    if (text_word_is(w, n, "grid")) {
        if (p->state == PARSE_AFTER)
            return fail(p, l->number, col, "second 'grid' (the first is at line %d)", p->grid_line);
        if (!expect_end(p, l, "'grid'")) return false;
        p->grid_line = l->number;
        p->state = PARSE_GRID;
        return true;
    }
    if (text_word_is(w, n, "mover")) return parse_mover(p, l, m);
    if (text_word_is(w, n, "lesson")) return parse_lesson(p, l, m, col);
    if (text_word_is(w, n, "suggest")) return parse_suggest(p, l, m, col);
    char shown[TEXT_SHOWN_CAP];
    return fail(p, l->number, col, "unknown directive '%s' (expected name, tile, grid, mover, lesson, suggest)",
                text_shown(shown, w, n));
}

/* A line inside the grid: a row, or the 'end' that closes it. */
static bool parse_grid_line(Parser *p, TextLine *l, int col)
{
    const char *w;
    TextLine probe = *l;
    int n = text_word(&probe, &w);
    if (!text_word_is(w, n, "end")) return parse_row(p, l, p->map, &p->spawn_line, &p->spawn_col);
    if (!expect_end(p, &probe, "'end'")) return false;
    if (p->map->h == 0) return fail(p, l->number, col, "empty grid: no rows between 'grid' and 'end'");
    p->state = PARSE_AFTER;
    return true;
}

/* One line, without its newline. */
static bool parse_line(Parser *p, TextLine *l)
{
    if (!check_bytes(p, l)) return false;
    text_skip_ws(l);
    if (l->pos >= l->len) return true;
    if (p->state != PARSE_GRID && l->s[l->pos] == '#') return true;
    int col = l->pos + 1;
    if (p->state == PARSE_GRID) return parse_grid_line(p, l, col);
    const char *w;
    int n = text_word(l, &w);
    if (p->state == PARSE_HEADER) return parse_header(p, l, col, w, n);
    return parse_directive(p, l, col, w, n);
}

/* After the last line: what must have been there, the rows packed, the movers' paths. */
static bool finish_map(Parser *p, int line_no)
{
    Map *m = p->map;
    if (p->state == PARSE_HEADER)
        return fail(p, line_no > 0 ? line_no : 1, 1, "empty map: expected the header 'collide-map %d'",
                    MAP_FORMAT_VERSION);
    if (p->state == PARSE_BODY) return fail(p, line_no, 1, "no grid: expected 'grid', rows, then 'end'");
    if (p->state == PARSE_GRID)
        return fail(p, line_no + 1, 1, "file ends inside the grid opened at line %d: missing 'end'", p->grid_line);
    if (!p->spawn_line) return fail(p, p->grid_line, 1, "no player spawn 'P' in the grid");

    /* The block shrinks to the grid: a map's memory is its w*h cells. */
    uint8_t *g = map_cells_grow(p->grid, (size_t)m->w * (size_t)m->h);
    if (!g) return fail(p, p->grid_line, 1, "out of memory for a %dx%d grid", m->w, m->h);
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
            return fail(p, p->mover_line[k], 1, "mover's path leaves the %dx%d map", m->w, m->h);
    }
    return true;
}

/* Every line, then the checks at the end; the grid is p->grid, whatever happens. */
static bool parse_lines(Parser *p, const char *text, size_t len)
{
    int line_no = 0;
    size_t at = text_bom(text, len); /* columns count from after the mark, as editors show them */
    while (at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        line_no++;
        if (end - at > MAP_LINE_MAX)
            return fail(p, line_no, MAP_LINE_MAX + 1, "line longer than %d bytes", MAP_LINE_MAX);
        TextLine l = {.s = text + at, .len = (int)(end - at), .pos = 0, .number = line_no};
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
