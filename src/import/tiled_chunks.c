/* tiled_chunks.c: an infinite map (Tiled's default for new maps) made a fixed one: its
 * tile layers come in chunks anywhere on an unbounded grid; the map becomes the
 * smallest rectangle holding every non-empty tile and every shape, and objects and
 * spawns move with it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_model.h"

uint32_t *tiled_add_chunk(TiledModel *m, TiledLayer *l, long long x, long long y, long long w, long long h, int line)
{
    if (w < 1 || h < 1 || w > TILED_CHUNK_SIDE_MAX || h > TILED_CHUNK_SIDE_MAX) {
        tiled_fail(m, line, 0, "layer '%s': a chunk of %lldx%lld cells (1 to %d a side)", l->name, w, h,
                   TILED_CHUNK_SIDE_MAX);
        return NULL;
    }
    if (llabs(x) > TILED_CHUNK_AT_MAX || llabs(y) > TILED_CHUNK_AT_MAX) {
        tiled_fail(m, line, 0, "layer '%s': a chunk at %lld,%lld, too far from the origin", l->name, x, y);
        return NULL;
    }
    if (m->chunk_cells + w * h > TILED_CHUNK_CELLS_MAX) {
        tiled_fail(m, line, 0, "the chunks hold more than %u cells", TILED_CHUNK_CELLS_MAX);
        return NULL;
    }
    if (l->chunk_count == l->chunk_cap) {
        int cap = l->chunk_cap ? l->chunk_cap * 2 : 8;
        TiledChunk *grown = realloc(l->chunks, sizeof *grown * (size_t)cap);
        if (!grown) {
            tiled_fail(m, line, 0, "out of memory");
            return NULL;
        }
        l->chunks = grown;
        l->chunk_cap = cap;
    }
    uint32_t *gids = calloc((size_t)(w * h), sizeof *gids);
    if (!gids) {
        tiled_fail(m, line, 0, "out of memory");
        return NULL;
    }
    l->chunks[l->chunk_count++] = (TiledChunk){.x = (int)x, .y = (int)y, .w = (int)w, .h = (int)h, .gids = gids};
    m->chunk_cells += w * h;
    return gids;
}

typedef struct Bounds {
    long long x0, y0, x1, y1; /* cells, x1 and y1 past the end */
    bool any;
} Bounds;

static void grow(Bounds *b, long long x0, long long y0, long long x1, long long y1)
{
    if (!b->any || x0 < b->x0) b->x0 = x0;
    if (!b->any || y0 < b->y0) b->y0 = y0;
    if (!b->any || x1 > b->x1) b->x1 = x1;
    if (!b->any || y1 > b->y1) b->y1 = y1;
    b->any = true;
}

/* The cells every non-empty tile and every shape touches. */
static Bounds used_bounds(const TiledModel *m)
{
    Bounds b = {0};
    const double far = (double)TILED_CHUNK_AT_MAX;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        for (int c = 0; c < l->chunk_count; c++) {
            const TiledChunk *ch = &l->chunks[c];
            for (int j = 0; j < ch->h; j++)
                for (int i = 0; i < ch->w; i++)
                    if (ch->gids[j * ch->w + i] & TILED_GID_BITS) grow(&b, ch->x + i, ch->y + j, ch->x + i + 1, ch->y + j + 1);
        }
        for (int o = 0; o < l->object_count; o++) {
            const TiledObject *s = &l->objects[o];
            double x0 = floor(s->x / m->tile), y0 = floor(s->y / m->tile);
            double x1 = ceil((s->x + s->w) / m->tile), y1 = ceil((s->y + s->h) / m->tile);
            if (x0 > -far && y0 > -far && x1 < far && y1 < far) grow(&b, (long long)x0, (long long)y0, (long long)x1, (long long)y1);
        }
    }
    return b;
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
    m->named.x -= dx;
    m->named.y -= dy;
    m->point.x -= dx;
    m->point.y -= dy;
}

bool tiled_chunks_place(TiledModel *m)
{
    if (!m->infinite) return true;
    Bounds b = used_bounds(m);
    if (!b.any) return tiled_fail(m, 0, 0, "an infinite map with no tile and no shape in it");
    long long w = b.x1 - b.x0, h = b.y1 - b.y0;
    if (w > MAP_MAX_W || h > MAP_MAX_H)
        return tiled_fail(m, 0, 0, "map is %lldx%lld cells; collide's maps are 1x1 to %dx%d", w, h, MAP_MAX_W, MAP_MAX_H);
    m->w = (int)w;
    m->h = (int)h;
    for (int k = 0; k < m->layer_count; k++) {
        TiledLayer *l = &m->layers[k];
        if (l->is_objects) continue;
        l->gids = calloc((size_t)(w * h), sizeof *l->gids);
        if (!l->gids) return tiled_fail(m, 0, 0, "out of memory");
        for (int c = 0; c < l->chunk_count; c++) {
            const TiledChunk *ch = &l->chunks[c];
            for (int j = 0; j < ch->h; j++)
                for (int i = 0; i < ch->w; i++) {
                    long long x = ch->x + i - b.x0, y = ch->y + j - b.y0;
                    if (x >= 0 && y >= 0 && x < w && y < h) l->gids[y * w + x] = ch->gids[j * ch->w + i];
                }
        }
    }
    shift_objects(m, (double)b.x0 * m->tile, (double)b.y0 * m->tile);
    return true;
}
