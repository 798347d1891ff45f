/* map_grid.c: the grid of a map's text (docs/formats.md#the-grid): one character a
 * cell, the rows into a block that grows with them (map_cells_grow), so a map's memory
 * is its w*h cells however large it is. */
#include "core/map/map_cells.h"
#include "core/map/map_parser.h"

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
static bool grid_room(Parser *p, Line *l, int col, size_t at)
{
    if (at < p->grid_cap) return true;
    size_t cap = p->grid_cap < 4096 ? 4096 : p->grid_cap + p->grid_cap / 2;
    if (cap > MAP_MAX_CELLS) cap = MAP_MAX_CELLS;
    uint8_t *g = map_cells_grow(p->grid, cap);
    if (!g) return map_parser_fail(p, l->number, col, "out of memory for a grid of %zu cells", at + 1);
    p->grid = g;
    p->grid_cap = cap;
    return true;
}

/* One grid row: the characters up to the first whitespace; anything after is a note. */
static bool parse_row(Parser *p, Line *l, Map *m, int *spawn_line, int *spawn_col)
{
    int start = l->pos;
    int n = 0;
    while (l->pos < l->len && l->s[l->pos] != ' ' && l->s[l->pos] != '\t') {
        int col = l->pos + 1;
        char c = l->s[l->pos];
        if (n >= MAP_MAX_W) return map_parser_fail(p, l->number, col, "grid row wider than %d cells", MAP_MAX_W);
        if (m->h >= MAP_MAX_H) return map_parser_fail(p, l->number, col, "grid taller than %d rows", MAP_MAX_H);
        int v = grid_value(c);
        if (c == 'P') {
            if (*spawn_line)
                return map_parser_fail(p, l->number, col,
                                       "second player spawn 'P' (the first is at line %d, column %d)", *spawn_line,
                                       *spawn_col);
            *spawn_line = l->number;
            *spawn_col = col;
            m->spawn_x = n;
            m->spawn_y = m->h;
            v = 0;
        } else if (v < 0) {
            if ((unsigned char)c >= 0x80)
                return map_parser_fail(p, l->number, col, "unknown grid character (non-ASCII); use . # P 0-9 a-f");
            return map_parser_fail(p, l->number, col, "unknown grid character '%c'; use . # P 0-9 a-f", c);
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
        return map_parser_fail(p, l->number, start + n + 1, "grid row has %d cells, expected %d like the first row", n,
                               m->w);
    }
    m->h++;
    return true;
}

/* A line inside the grid: a row, or the 'end' that closes it. */
bool map_parse_grid_line(Parser *p, Line *l, int col)
{
    const char *w;
    Line probe = *l;
    int n = line_word(&probe, &w);
    if (!line_word_is(w, n, "end")) return parse_row(p, l, p->map, &p->spawn_line, &p->spawn_col);
    if (!map_parser_end(p, &probe, "'end'")) return false;
    if (p->map->h == 0) return map_parser_fail(p, l->number, col, "empty grid: no rows between 'grid' and 'end'");
    p->state = PARSE_AFTER;
    return true;
}
