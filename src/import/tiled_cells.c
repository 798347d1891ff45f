/* tiled_cells.c: a tile layer's GIDs into side masks as soon as they are decoded
 * (docs/tiled.md, "Which tiles block"): each tile's reading is worked out once and
 * cached by its id (the user's rules, then its own properties and shapes), turned as
 * its flip bits say, and ORed into the map's cells, or kept as an infinite map's chunk
 * of side masks until its bounds are known (tiled_chunks.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_build.h"

uint8_t tiled_flip_sides(uint8_t sides, uint32_t gid)
{
    uint8_t s = sides;
    /* Tiled applies the diagonal flip first (x and y swapped: left and top trade places,
     * so do right and bottom), then the horizontal and vertical flips. */
    if (gid & TILED_FLIP_D)
        s = (uint8_t)((s & SIDE_LEFT ? SIDE_UP : 0) | (s & SIDE_UP ? SIDE_LEFT : 0) | (s & SIDE_RIGHT ? SIDE_DOWN : 0) |
                      (s & SIDE_DOWN ? SIDE_RIGHT : 0));
    if (gid & TILED_FLIP_H)
        s = (uint8_t)((s & ~(SIDE_LEFT | SIDE_RIGHT)) | (s & SIDE_LEFT ? SIDE_RIGHT : 0) |
                      (s & SIDE_RIGHT ? SIDE_LEFT : 0));
    if (gid & TILED_FLIP_V)
        s = (uint8_t)((s & ~(SIDE_UP | SIDE_DOWN)) | (s & SIDE_UP ? SIDE_DOWN : 0) | (s & SIDE_DOWN ? SIDE_UP : 0));
    return s;
}

/* What one tile says, the user's rules first. */
static TiledVerdict decide(const TiledModel *m, uint32_t id)
{
    TiledVerdict v = {TILED_NO_RULE, 0, RULE_NONE, false};
    const TiledTileset *ts = tiled_tileset_of(m, id);
    uint32_t end = ts && ts->id_end > ts->count ? ts->id_end : ts ? ts->count : 0;
    if (!ts || (ts->count && id - ts->firstgid >= end)) {
        v.how = -1;
        return v;
    }
    uint32_t local = id - ts->firstgid;
    const TiledTile *t = tiled_tile_of(ts, local);
    int k = rules_match_tile(m->rules, ts->name, local, RULE_NONE);
    if (t && t->rule > k) k = t->rule;
    if (k >= 0) {
        int a = m->rules->rule[k].action;
        v.sides = (int8_t)(a == RULE_IGNORE ? 0 : a);
        v.rule = (int16_t)k;
        return v;
    }
    if (!t) return v;
    if (t->sides != TILED_NO_RULE) {
        v.sides = t->sides;
        v.platform = t->platform;
    } else if (t->shape == TILED_SHAPE_WHOLE) {
        v.sides = SIDE_ALL;
    } else if (t->shape == TILED_SHAPE_EDGES || t->shape == TILED_SHAPE_LINE) {
        v.sides = (int8_t)t->shape_sides;
    } else if (t->shape == TILED_SHAPE_PARTIAL_SOLID || t->shape == TILED_SHAPE_PARTIAL_EMPTY) {
        v.sides = t->shape == TILED_SHAPE_PARTIAL_SOLID ? SIDE_ALL : 0;
        v.how = (int8_t)t->shape;
    }
    return v;
}

TiledVerdict tiled_verdict(TiledModel *m, uint32_t id)
{
    unsigned slot = id % TILED_VERDICT_CACHE;
    if (m->verdict_key[slot] != id + 1) {
        m->verdict[slot] = decide(m, id);
        m->verdict_key[slot] = id + 1;
    }
    return m->verdict[slot];
}

void tiled_name_partial(TiledModel *m, uint32_t id, int i, int j, int sides)
{
    TiledStats *st = &m->stats;
    for (int k = 0; k < st->partial_named; k++)
        if (st->partial[k].id == id) {
            st->partial[k].count++;
            return;
        }
    if (st->partial_named == TILED_NAMED_MAX) return;
    const TiledTileset *ts = tiled_tileset_of(m, id);
    TiledNamed *n = &st->partial[st->partial_named++];
    *n = (TiledNamed){.id = id, .i = i, .j = j, .sides = sides, .count = 1};
    snprintf(n->what, sizeof n->what, "tile %u of '%.24s'", ts ? id - ts->firstgid : id, ts ? ts->name : "");
}

/* The gids of a w x h block (cell x0, y0 of the layer), read into `dest` (stride
 * `stride`); returns the cells made to block, or -1 (error set). */
static long long take(TiledModel *m, TiledLayer *l, const uint32_t *gids, int x0, int y0, int w, int h, uint8_t *dest,
                      size_t stride)
{
    Rules *r = m->rules;
    long long made = 0;
    for (int j = 0; j < h; j++) {
        const uint32_t *row = gids + (size_t)j * (size_t)w;
        uint8_t *out = dest + (size_t)j * stride;
        for (int i = 0; i < w; i++) {
            uint32_t gid = row[i], id = gid & TILED_GID_BITS;
            if (id == 0) continue;
            TiledVerdict v = tiled_verdict(m, id);
            if (v.how < 0)
                return tiled_fail(m, l->line, 0, "layer '%s': cell %d,%d holds tile %u, which no tileset has", l->name,
                                  x0 + i, y0 + j, id),
                       -1;
            int sides = v.sides != TILED_NO_RULE ? v.sides : l->rule;
            if (v.rule >= 0) r->rule[v.rule].tiles++;
            else if (v.sides == TILED_NO_RULE && l->user >= 0 && sides > 0) r->rule[l->user].tiles++;
            if (v.platform) m->stats.platform++;
            if (v.how == TILED_SHAPE_PARTIAL_SOLID) m->stats.partial_solid++;
            if (v.how == TILED_SHAPE_PARTIAL_EMPTY) m->stats.partial_empty++;
            if (v.how > 0) tiled_name_partial(m, id, x0 + i, y0 + j, sides > 0 ? sides : 0);
            if (sides <= 0) continue;
            uint8_t s = tiled_flip_sides((uint8_t)sides, gid);
            made += s != 0;
            out[i] |= s;
        }
    }
    return made;
}

bool tiled_cells_take(TiledModel *m, TiledLayer *l, const uint32_t *gids, int x, int y, int w, int h)
{
    long long made = take(m, l, gids, x, y, w, h, m->cells + (size_t)y * (size_t)m->w + (size_t)x, (size_t)m->w);
    if (made < 0) return false;
    l->made += made;
    return true;
}

/* The used bounds grow by the chunk's non-empty tiles, whatever layer they are on. */
static void grow_used(TiledModel *m, const uint32_t *gids, long long x, long long y, int w, int h)
{
    for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++) {
            if (!(gids[(size_t)j * (size_t)w + (size_t)i] & TILED_GID_BITS)) continue;
            long long cx = x + i, cy = y + j;
            if (!m->used_any || cx < m->used_x0) m->used_x0 = cx;
            if (!m->used_any || cy < m->used_y0) m->used_y0 = cy;
            if (!m->used_any || cx + 1 > m->used_x1) m->used_x1 = cx + 1;
            if (!m->used_any || cy + 1 > m->used_y1) m->used_y1 = cy + 1;
            m->used_any = true;
        }
}

uint32_t *tiled_chunk_buffer(TiledModel *m, TiledLayer *l, long long x, long long y, long long w, long long h, int line)
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
    m->chunk_cells += w * h;
    size_t need = (size_t)(w * h);
    if (need > m->gids_cap) {
        uint32_t *grown = realloc(m->gids, need * sizeof *grown);
        if (!grown) {
            tiled_fail(m, line, 0, "out of memory");
            return NULL;
        }
        m->gids = grown;
        m->gids_cap = need;
    }
    memset(m->gids, 0, need * sizeof *m->gids);
    return m->gids;
}

bool tiled_chunk_take(TiledModel *m, TiledLayer *l, const uint32_t *gids, long long x, long long y, long long w,
                      long long h, int line)
{
    grow_used(m, gids, x, y, (int)w, (int)h);
    if (!l->read) return true;
    uint8_t *sides = calloc((size_t)(w * h), 1);
    if (!sides) return tiled_fail(m, line, 0, "out of memory");
    long long made = take(m, l, gids, (int)x, (int)y, (int)w, (int)h, sides, (size_t)w);
    if (made <= 0) {
        free(sides);
        return made == 0;
    }
    l->made += made;
    if (l->chunk_count == l->chunk_cap) {
        int cap = l->chunk_cap ? l->chunk_cap * 2 : 8;
        TiledChunk *grown = realloc(l->chunks, sizeof *grown * (size_t)cap);
        if (!grown) {
            free(sides);
            return tiled_fail(m, line, 0, "out of memory");
        }
        l->chunks = grown;
        l->chunk_cap = cap;
    }
    l->chunks[l->chunk_count++] = (TiledChunk){.x = (int)x, .y = (int)y, .w = (int)w, .h = (int)h, .sides = sides};
    return true;
}
