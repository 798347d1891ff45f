/* tiled_chunks.c: an infinite map (Tiled's default for new maps) made a fixed one: its
 * tile layers came in chunks anywhere on an unbounded grid, already read as side masks
 * (tiled_cells.c); the map becomes the smallest rectangle holding every non-empty tile
 * and every shape, and objects, the spawn and the note's cells move with it. Memory is
 * the chunks read and the one grid, whatever the distance between chunks. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_model.h"

static void grow(TiledModel *m, long long x0, long long y0, long long x1, long long y1)
{
    if (!m->used_any || x0 < m->used_x0) m->used_x0 = x0;
    if (!m->used_any || y0 < m->used_y0) m->used_y0 = y0;
    if (!m->used_any || x1 > m->used_x1) m->used_x1 = x1;
    if (!m->used_any || y1 > m->used_y1) m->used_y1 = y1;
    m->used_any = true;
}

/* The cells every shape touches join the tiles' (tiled_cells.c keeps those). */
static void shape_bounds(TiledModel *m)
{
    const double far = (double)TILED_CHUNK_AT_MAX;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        for (int o = 0; o < l->object_count; o++) {
            const TiledObject *s = &l->objects[o];
            double x0 = floor(s->x / m->tile), y0 = floor(s->y / m->tile);
            double x1 = ceil((s->x + s->w) / m->tile), y1 = ceil((s->y + s->h) / m->tile);
            if (x1 == x0) x1++; /* a line along a cell edge still has a cell under it */
            if (y1 == y0) y1++;
            if (x0 > -far && y0 > -far && x1 < far && y1 < far)
                grow(m, (long long)x0, (long long)y0, (long long)x1, (long long)y1);
        }
    }
}

static void shift_objects(TiledModel *m, double dx, double dy)
{
    for (int k = 0; k < m->layer_count; k++)
        for (int o = 0; o < m->layers[k].object_count; o++) {
            TiledObject *s = &m->layers[k].objects[o];
            s->x -= dx;
            s->y -= dy;
            for (int p = 0; p < s->point_count; p++) {
                s->points[2 * p] -= dx;
                s->points[2 * p + 1] -= dy;
            }
        }
    m->spawn.x -= dx;
    m->spawn.y -= dy;
}

bool tiled_chunks_place(TiledModel *m)
{
    if (!m->infinite) return true;
    shape_bounds(m);
    if (!m->used_any) return tiled_fail(m, 0, 0, "an infinite map with no tile and no shape in it");
    long long w = m->used_x1 - m->used_x0, h = m->used_y1 - m->used_y0, x0 = m->used_x0, y0 = m->used_y0;
    if (w > MAP_MAX_W || h > MAP_MAX_H)
        return tiled_fail(m, 0, 0, "map is %lldx%lld cells; collide's maps are 1x1 to %dx%d", w, h, MAP_MAX_W, MAP_MAX_H);
    m->w = (int)w;
    m->h = (int)h;
    m->cells = calloc((size_t)(w * h), 1);
    if (!m->cells) return tiled_fail(m, 0, 0, "out of memory for a %lldx%lld map", w, h);
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        for (int c = 0; c < l->chunk_count; c++) {
            const TiledChunk *ch = &l->chunks[c];
            /* Only non-empty tiles have sides, and those lie inside the bounds. */
            for (int j = 0; j < ch->h; j++)
                for (int i = 0; i < ch->w; i++) {
                    uint8_t s = ch->sides[(size_t)j * (size_t)ch->w + (size_t)i];
                    long long x = ch->x + i - x0, y = ch->y + j - y0;
                    if (s && x >= 0 && y >= 0 && x < w && y < h) m->cells[y * w + x] |= s;
                }
        }
    }
    for (int k = 0; k < m->stats.partial_named; k++) {
        m->stats.partial[k].i -= (int)x0;
        m->stats.partial[k].j -= (int)y0;
    }
    shift_objects(m, (double)x0 * m->tile, (double)y0 * m->tile);
    return true;
}
