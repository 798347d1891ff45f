/* map_rewrite.c: save an edited map without losing its text. The editor changes cells
 * and the spawn only, so everything else of the file (comments, blank lines, lessons,
 * movers, the notes after a grid row, the digit chosen for a cell) is copied as it was,
 * and a save with no edit gives the same bytes back. */
#include "core/map.h"
#include "core/base/line.h"

#include <string.h>

static const char HEX[] = "0123456789abcdef";

/* The value a grid character stands for, 'P' as the empty cell it is; -1 for others. */
static int char_value(char c)
{
    if (c == '.' || c == 'P') return 0;
    if (c == '#') return SIDE_ALL;
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Everything but the cells and the spawn: what the editor never changes. */
static bool same_frame(const Map *a, const Map *b)
{
    return a->w == b->w && a->h == b->h && a->tile == b->tile && strcmp(a->name, b->name) == 0 &&
           a->mover_count == b->mover_count &&
           memcmp(a->movers, b->movers, sizeof a->movers[0] * (size_t)a->mover_count) == 0 &&
           memcmp(&a->lesson, &b->lesson, sizeof a->lesson) == 0 && a->spawn_offset == b->spawn_offset &&
           a->spawn_dx == b->spawn_dx && a->spawn_dy == b->spawn_dy;
}

/* The character for cell (i, j) of `now`: the old one while it still means the same. */
static char cell_char(const Map *now, int i, int j, char old)
{
    bool spawn = i == now->spawn_x && j == now->spawn_y;
    if (spawn) return 'P';
    uint8_t v = now->cells[j * now->w + i];
    if (old != 'P' && char_value(old) == v) return old;
    return v == 0 ? '.' : v == SIDE_ALL ? '#' : HEX[v];
}

size_t map_rewrite(const char *text, size_t len, const Map *was, const Map *now, char *buf, size_t cap)
{
    if (!same_frame(was, now)) return map_format(now, buf, cap);
    /* Walk the lines as map_parse does: the rows are the non-blank lines between the
     * 'grid' line and the 'end' line. */
    enum { BEFORE, GRID, AFTER } state = BEFORE;
    size_t at = 0, pos = 0;
    int row = 0;
    while (pos < len) {
        size_t end = pos;
        while (end < len && text[end] != '\n') end++;
        Line l = {.s = text + pos, .len = (int)(end - pos), .pos = 0, .number = 0};
        if (l.len > 0 && l.s[l.len - 1] == '\r') l.len--;
        line_skip_ws(&l);
        const char *w;
        Line probe = l;
        int n = line_word(&probe, &w);
        bool blank = l.pos >= l.len;
        if (state == BEFORE && !blank && l.s[l.pos] != '#' && line_word_is(w, n, "grid")) {
            state = GRID;
        } else if (state == GRID && !blank && line_word_is(w, n, "end")) {
            state = AFTER;
        } else if (state == GRID && !blank && row < now->h) {
            at = line_put(buf, cap, at, "%.*s", l.pos, l.s);
            for (int i = 0; i < now->w; i++) at = line_put_char(buf, cap, at, cell_char(now, i, row, l.s[l.pos + i]));
            pos += (size_t)(l.pos + now->w);
            row++;
        }
        /* The rest of the line, its newline included, as it was. */
        size_t stop = end < len ? end + 1 : end;
        at = line_put(buf, cap, at, "%.*s", (int)(stop - pos), text + pos);
        pos = stop;
    }
    if (cap > 0) buf[at < cap ? at : cap - 1] = '\0';
    return at;
}
