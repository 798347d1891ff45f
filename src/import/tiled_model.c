/* tiled_model.c: the model both Tiled readers fill: the header checked against
 * collide's limits, tilesets and the rules of their tiles, tile and object layers,
 * spawn candidates, and errors that name the file being read. */
#include "import/tiled_model.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool tiled_fail(TiledModel *m, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    import_vfail(m->err, m->file ? m->file : m->path, line, col, fmt, ap);
    va_end(ap);
    return false;
}

bool tiled_set_header(TiledModel *m, const TiledHeader *h, int line)
{
    const char *o = h->orientation ? h->orientation : "";
    if (strcmp(o, "orthogonal") != 0)
        return tiled_fail(m, line, 0, "%s orientation '%.32s': collide reads orthogonal maps only",
                          o[0] ? "map has" : "map has no", o);
    m->infinite = h->infinite;
    if (!h->infinite && (h->w < 1 || h->h < 1 || h->w > MAP_MAX_W || h->h > MAP_MAX_H))
        return tiled_fail(m, line, 0, "map is %lldx%lld cells; collide's maps are 1x1 to %dx%d", h->w, h->h, MAP_MAX_W,
                          MAP_MAX_H);
    if (h->tile_w != h->tile_h)
        return tiled_fail(m, line, 0, "tiles are %lldx%lld pixels; collide needs square tiles", h->tile_w, h->tile_h);
    if (h->tile_w < MAP_TILE_MIN || h->tile_w > MAP_TILE_MAX)
        return tiled_fail(m, line, 0, "tile size %lld out of range (%d-%d pixels)", h->tile_w, MAP_TILE_MIN,
                          MAP_TILE_MAX);
    m->w = h->infinite ? 0 : (int)h->w;
    m->h = h->infinite ? 0 : (int)h->h;
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

bool tiled_add_tile(TiledModel *m, TiledTileset *ts, long long id, int sides, TiledShape shape, uint8_t shape_sides,
                    int line)
{
    if (id < 0 || id >= TILED_GID_BITS) return tiled_fail(m, line, 0, "tile id %lld out of range", id);
    if ((uint32_t)id >= ts->id_end) ts->id_end = (uint32_t)id + 1;
    if (sides == TILED_NO_RULE && shape == TILED_SHAPE_NONE) return true;
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
        (TiledTile){.id = (uint32_t)id, .sides = (int8_t)sides, .shape = (uint8_t)shape, .shape_sides = shape_sides,
                    .line = line};
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

TiledLayer *tiled_add_object_layer(TiledModel *m, const char *name, int line)
{
    if (m->layer_count >= TILED_LAYERS_MAX) {
        tiled_fail(m, line, 0, "more than %d tile and object layers", TILED_LAYERS_MAX);
        return NULL;
    }
    TiledLayer *l = &m->layers[m->layer_count++];
    memset(l, 0, sizeof *l);
    snprintf(l->name, sizeof l->name, "%s", name ? name : "");
    l->line = line;
    l->rule = TILED_NO_RULE;
    l->is_objects = true;
    return l;
}

bool tiled_add_object(TiledModel *m, TiledLayer *l, const TiledObject *o, int line)
{
    if (m->objects_total >= TILED_OBJECTS_MAX) return tiled_fail(m, line, 0, "more than %d objects", TILED_OBJECTS_MAX);
    if (o->point_count > TILED_POINTS_MAX - m->points_total)
        return tiled_fail(m, line, 0, "more than %d polygon points", TILED_POINTS_MAX);
    if (l->object_count == l->object_cap) {
        int cap = l->object_cap ? l->object_cap * 2 : 16;
        TiledObject *grown = realloc(l->objects, sizeof *grown * (size_t)cap);
        if (!grown) return tiled_fail(m, line, 0, "out of memory");
        l->objects = grown;
        l->object_cap = cap;
    }
    TiledObject copy = *o;
    if (o->point_count > 0) {
        copy.points = malloc(sizeof *copy.points * 2 * (size_t)o->point_count);
        if (!copy.points) return tiled_fail(m, line, 0, "out of memory");
        memcpy(copy.points, o->points, sizeof *copy.points * 2 * (size_t)o->point_count);
    } else {
        copy.points = NULL;
    }
    l->objects[l->object_count++] = copy;
    m->objects_total++;
    m->points_total += o->point_count;
    return true;
}

TiledLayer *tiled_add_layer(TiledModel *m, const char *name, int line)
{
    if (m->infinite) {
        TiledLayer *l = tiled_add_object_layer(m, name, line);
        if (l) l->is_objects = false;
        return l;
    }
    if (m->w < 1) {
        tiled_fail(m, line, 0, "tile layer before the map's size");
        return NULL;
    }
    TiledLayer *l = tiled_add_object_layer(m, name, line);
    if (!l) return NULL;
    l->is_objects = false;
    l->gids = calloc((size_t)m->w * (size_t)m->h, sizeof *l->gids);
    if (!l->gids) {
        tiled_fail(m, line, 0, "out of memory");
        return NULL;
    }
    return l;
}

static bool names_spawn(const char *s)
{
    return s && (strcasecmp(s, "spawn") == 0 || strcasecmp(s, "player") == 0);
}

void tiled_offer_spawn(TiledModel *m, const char *name, const char *cls, bool is_point, double x, double y, int line)
{
    const char *n = name ? name : "";
    TiledSpawn *s = NULL;
    if (!m->named.found && (names_spawn(n) || names_spawn(cls))) s = &m->named;
    else if (!m->point.found && is_point) s = &m->point;
    if (!s) return;
    s->found = true;
    s->x = x;
    s->y = y;
    snprintf(s->name, sizeof s->name, "%s", n[0] || !cls ? n : cls);
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
    for (int k = 0; k < m->layer_count; k++) {
        TiledLayer *l = &m->layers[k];
        for (int o = 0; o < l->object_count; o++) free(l->objects[o].points);
        for (int c = 0; c < l->chunk_count; c++) free(l->chunks[c].gids);
        free(l->chunks);
        free(l->objects);
        free(l->gids);
    }
    m->tileset_count = m->layer_count = 0;
}
