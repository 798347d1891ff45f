/* map_format.c: a map as format text (the inverse of map_parse), errors as
 * "FILE:LINE:COL: message", and the seeds' IsWallAt. */
#include "core/map.h"
#include "core/base/escape.h"
#include "core/base/line.h"

#include <stdio.h>

/* "text"\n with the quote and the backslash escaped. */
static size_t put_quoted(char *buf, size_t cap, size_t at, const char *s)
{
    at = line_put(buf, cap, at, "\"");
    for (const char *c = s; *c; c++)
        at = (*c == '"' || *c == '\\') ? line_put(buf, cap, at, "\\%c", *c) : line_put(buf, cap, at, "%c", *c);
    return line_put(buf, cap, at, "\"\n");
}

size_t map_format(const Map *m, char *buf, size_t cap)
{
    static const char hex[] = "0123456789abcdef";
    const MapLesson *ls = &m->lesson;
    bool teaches = ls->lines > 0 || ls->resolver[0] || ls->speed > 0.0f || ls->motion[0];
    size_t at = line_put(buf, cap, 0, "collide-map %d\nname ", teaches || m->spawn_offset ? 2 : 1);
    at = put_quoted(buf, cap, at, m->name);
    for (int k = 0; k < ls->lines; k++) at = put_quoted(buf, cap, line_put(buf, cap, at, "lesson "), ls->line[k]);
    if (ls->resolver[0] || ls->speed > 0.0f || ls->motion[0]) {
        at = line_put(buf, cap, at, "suggest");
        if (ls->resolver[0]) at = line_put(buf, cap, at, " resolver %s", ls->resolver);
        if (ls->speed > 0.0f) at = line_put(buf, cap, at, " speed %.9g", (double)ls->speed);
        if (ls->motion[0]) at = line_put(buf, cap, at, " motion %s", ls->motion);
        at = line_put(buf, cap, at, "\n");
    }
    if (m->spawn_offset)
        at = line_put(buf, cap, at, "spawn-offset %.9g %.9g\n", (double)m->spawn_dx, (double)m->spawn_dy);
    at = line_put(buf, cap, at, "tile %d\ngrid\n", m->tile);
    for (int j = 0; j < m->h; j++) {
        for (int i = 0; i < m->w; i++) {
            uint8_t v = m->cells[j * m->w + i];
            char c = (i == m->spawn_x && j == m->spawn_y) ? 'P' : v == 0 ? '.' : v == SIDE_ALL ? '#' : hex[v];
            at = line_put_char(buf, cap, at, c);
        }
        at = line_put(buf, cap, at, "\n");
    }
    at = line_put(buf, cap, at, "end\n");
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *v = &m->movers[k];
        at = line_put(buf, cap, at, "mover %d %d  %d %d  %d %d  %d\n", v->x, v->y, v->w, v->h, v->dx, v->dy, v->ticks);
    }
    if (cap > 0) buf[at < cap ? at : cap - 1] = '\0';
    return at;
}

void map_error_format(const MapError *e, char *buf, size_t cap)
{
    escape_error(buf, cap, e->file, e->line, e->col, e->msg);
}

