/* tiled_model.c: the model both Tiled readers fill: the header checked against
 * collide's limits, tilesets and the rules of their tiles, tile layers, spawn
 * candidates, and errors that name the file being read. */
#include "import/tiled_model.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool tiled_fail(TiledModel *m, int line, int col, const char *fmt, ...)
{
    MapError *e = m->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", m->file ? m->file : m->path);
    e->line = line > 0 ? line : 0;
    e->col = line > 0 && col > 0 ? col : 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    /* Names in messages come from the file: no control byte reaches the terminal. */
    for (char *c = e->msg; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
    for (char *c = e->file; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
    return false;
}

bool tiled_set_header(TiledModel *m, const TiledHeader *h, int line)
{
    const char *o = h->orientation ? h->orientation : "";
    if (strcmp(o, "orthogonal") != 0)
        return tiled_fail(m, line, 0, "%s orientation '%.32s': collide reads orthogonal maps only",
                          o[0] ? "map has" : "map has no", o);
    if (h->infinite)
        return tiled_fail(m, line, 0,
                          "infinite map: collide reads fixed-size maps only (in Tiled, untick "
                          "Map > Map Properties > Infinite)");
    if (h->w < 1 || h->h < 1 || h->w > MAP_MAX_W || h->h > MAP_MAX_H)
        return tiled_fail(m, line, 0, "map is %lldx%lld cells; collide's maps are 1x1 to %dx%d", h->w, h->h, MAP_MAX_W,
                          MAP_MAX_H);
    if (h->tile_w != h->tile_h)
        return tiled_fail(m, line, 0, "tiles are %lldx%lld pixels; collide needs square tiles", h->tile_w, h->tile_h);
    if (h->tile_w < MAP_TILE_MIN || h->tile_w > MAP_TILE_MAX)
        return tiled_fail(m, line, 0, "tile size %lld out of range (%d-%d pixels)", h->tile_w, MAP_TILE_MIN,
                          MAP_TILE_MAX);
    m->w = (int)h->w;
    m->h = (int)h->h;
    m->tile = (int)h->tile_w;
    return true;
}

TiledTileset *tiled_add_tileset(TiledModel *m, long long firstgid, int line)
{
    if (m->tileset_count >= TILED_TILESETS_MAX) {
        tiled_fail(m, line, 0, "more than %d tilesets", TILED_TILESETS_MAX);
        return NULL;
    }
    if (firstgid < 1 || firstgid > TILED_GID_BITS) {
        tiled_fail(m, line, 0, "tileset firstgid %lld out of range (1-%u)", firstgid, TILED_GID_BITS);
        return NULL;
    }
    TiledTileset *ts = &m->tilesets[m->tileset_count++];
    memset(ts, 0, sizeof *ts);
    ts->firstgid = (uint32_t)firstgid;
    ts->line = line;
    return ts;
}

bool tiled_add_tile(TiledModel *m, TiledTileset *ts, long long id, int sides, bool covers, int line)
{
    if (id < 0 || id > TILED_GID_BITS) return tiled_fail(m, line, 0, "tile id %lld out of range", id);
    if (sides == TILED_NO_RULE && !covers) return true;
    if (m->tiles_total >= TILED_TILES_MAX)
        return tiled_fail(m, line, 0, "more than %d tiles with properties or collision shapes", TILED_TILES_MAX);
    if (ts->tile_count == ts->tile_cap) {
        int cap = ts->tile_cap ? ts->tile_cap * 2 : 16;
        TiledTile *grown = realloc(ts->tiles, sizeof *grown * (size_t)cap);
        if (!grown) return tiled_fail(m, line, 0, "out of memory");
        ts->tiles = grown;
        ts->tile_cap = cap;
    }
    ts->tiles[ts->tile_count++] =
        (TiledTile){.id = (uint32_t)id, .sides = (int8_t)sides, .covers = covers, .line = line};
    m->tiles_total++;
    return true;
}

bool tiled_property_sides(TiledModel *m, const char *value, int line, int *sides)
{
    const char *v = value ? value : "";
    if (strcasecmp(v, "solid") == 0 || strcasecmp(v, "true") == 0) *sides = SIDE_ALL;
    else if (strcasecmp(v, "one-way") == 0) *sides = SIDE_UP;
    else if (strcasecmp(v, "none") == 0 || strcasecmp(v, "false") == 0) *sides = 0;
    else {
        int n = 0, k = 0;
        while (v[k] >= '0' && v[k] <= '9' && k < 3) n = n * 10 + (v[k++] - '0');
        if (k == 0 || v[k] != '\0' || n > SIDE_ALL)
            return tiled_fail(m, line, 0,
                              "property '" TILED_PROPERTY "' is '%.32s'; use solid, one-way, none, or a side mask "
                              "0-15 (1 left, 2 bottom, 4 right, 8 top)",
                              v);
        *sides = n;
    }
    return true;
}

bool tiled_rect_covers(double x, double y, double w, double h, double rotation, int tw, int th)
{
    /* Within a hundredth of a pixel: Tiled snaps shapes to whole pixels, floats may not. */
    const double slack = 0.01;
    if (!isfinite(x) || !isfinite(y) || !isfinite(w) || !isfinite(h) || !isfinite(rotation)) return false;
    if (fmod(rotation, 360.0) != 0.0) return false;
    return x <= slack && y <= slack && x + w >= tw - slack && y + h >= th - slack;
}

TiledLayer *tiled_add_layer(TiledModel *m, const char *name, int line)
{
    if (m->layer_count >= TILED_LAYERS_MAX) {
        tiled_fail(m, line, 0, "more than %d tile layers", TILED_LAYERS_MAX);
        return NULL;
    }
    if (m->w < 1) {
        tiled_fail(m, line, 0, "tile layer before the map's size");
        return NULL;
    }
    TiledLayer *l = &m->layers[m->layer_count];
    memset(l, 0, sizeof *l);
    snprintf(l->name, sizeof l->name, "%s", name ? name : "");
    l->line = line;
    l->gids = calloc((size_t)m->w * (size_t)m->h, sizeof *l->gids);
    if (!l->gids) {
        tiled_fail(m, line, 0, "out of memory");
        return NULL;
    }
    m->layer_count++;
    return l;
}

void tiled_offer_spawn(TiledModel *m, const char *name, bool is_point, double x, double y, int line)
{
    const char *n = name ? name : "";
    TiledSpawn *s = NULL;
    if (!m->named.found && (strcasecmp(n, "spawn") == 0 || strcasecmp(n, "player") == 0)) s = &m->named;
    else if (!m->point.found && is_point) s = &m->point;
    if (!s) return;
    s->found = true;
    s->x = x;
    s->y = y;
    snprintf(s->name, sizeof s->name, "%s", n);
    s->line = line;
}

static int cmp_tile(const void *a, const void *b)
{
    const TiledTile *p = a, *q = b;
    if (p->id != q->id) return p->id < q->id ? -1 : 1;
    return p->line - q->line;
}

bool tiled_finish_tileset(TiledModel *m, TiledTileset *ts, int line)
{
    if (ts->tile_w < 1 || ts->tile_h < 1)
        return tiled_fail(m, line, 0, "tileset without a tile size (tilewidth, tileheight)");
    if (ts->tile_count > 1) qsort(ts->tiles, (size_t)ts->tile_count, sizeof *ts->tiles, cmp_tile);
    for (int i = 1; i < ts->tile_count; i++)
        if (ts->tiles[i].id == ts->tiles[i - 1].id)
            return tiled_fail(m, ts->tiles[i].line, 0, "tile id %u is described twice", ts->tiles[i].id);
    return true;
}

void tiled_model_free(TiledModel *m)
{
    for (int k = 0; k < m->tileset_count; k++) free(m->tilesets[k].tiles);
    for (int k = 0; k < m->layer_count; k++) free(m->layers[k].gids);
    m->tileset_count = m->layer_count = 0;
}
