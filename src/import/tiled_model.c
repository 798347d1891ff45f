/* tiled_model.c: the model both Tiled readers fill: the header checked against
 * collide's limits, tilesets and the rules of their tiles, tile and object layers,
 * and errors that name the file being read. */
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
    if (!h->infinite && !(m->cells = calloc((size_t)m->w * (size_t)m->h, 1)))
        return tiled_fail(m, line, 0, "out of memory for a %dx%d map", m->w, m->h);
    return true;
}

bool tiled_check_layer_cells(TiledModel *m, long long layers, int line)
{
    unsigned long long cells = (unsigned long long)layers * (unsigned long long)m->w * (unsigned long long)m->h;
    if (m->infinite || cells <= TILED_LAYER_CELLS_MAX) return true;
    return tiled_fail(m, line, 0,
                      "%lld tile layers of %dx%d cells are %llu cells to decode; collide decodes at most %llu "
                      "(name the layers that hold the collision with --layer)",
                      layers, m->w, m->h, cells, (unsigned long long)TILED_LAYER_CELLS_MAX);
}

long long tiled_layer_counts(const TiledModel *m, const char *name)
{
    const char *names = m->opt ? m->opt->layers : NULL;
    if (names && names[0]) {
        size_t n = strlen(name);
        for (const char *at = names; *at;) {
            const char *comma = strchr(at, ',');
            size_t len = comma ? (size_t)(comma - at) : strlen(at);
            if (len == n && strncmp(at, name, n) == 0) return 1;
            at += len + (comma != NULL);
        }
        return 0;
    }
    int k = rules_match_name(m->rules, RULE_TILE_LAYER, name, RULE_NONE);
    return k >= 0 && m->rules->rule[k].action == RULE_IGNORE ? 0 : 1;
}

uint32_t *tiled_layer_buffer(TiledModel *m, int line)
{
    size_t count = (size_t)m->w * (size_t)m->h;
    m->layer_cells += (long long)count;
    if ((unsigned long long)m->layer_cells > TILED_LAYER_CELLS_MAX) {
        tiled_fail(m, line, 0,
                   "the tile layers pass %llu cells to decode (name the layers that hold the collision with --layer)",
                   (unsigned long long)TILED_LAYER_CELLS_MAX);
        return NULL;
    }
    if (!m->gids && !(m->gids = malloc(count * sizeof *m->gids))) {
        tiled_fail(m, line, 0, "out of memory for a %dx%d layer", m->w, m->h);
        return NULL;
    }
    m->gids_cap = count;
    return m->gids;
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

bool tiled_set_align(TiledModel *m, TiledTileset *ts, const char *value, int line)
{
    static const char *const NAMES[] = {"unspecified", "topleft", "top",        "topright", "left",
                                        "center",      "right",   "bottomleft", "bottom",   "bottomright"};
    if (!value || !value[0]) return true;
    for (int k = 0; k < (int)(sizeof NAMES / sizeof NAMES[0]); k++)
        if (strcmp(value, NAMES[k]) == 0) return ts->align = k, true;
    return tiled_fail(m, line, 0, "tileset objectalignment '%.32s' is not one Tiled writes", value);
}

bool tiled_add_tile(TiledModel *m, TiledTileset *ts, long long id, const TiledTile *t, int line)
{
    if (id < 0 || id >= TILED_GID_BITS) return tiled_fail(m, line, 0, "tile id %lld out of range", id);
    if ((uint32_t)id >= ts->id_end) ts->id_end = (uint32_t)id + 1;
    if (t->sides == TILED_NO_RULE && t->rule == RULE_NONE && t->shape == TILED_SHAPE_NONE) return true;
    if (m->tiles_total >= TILED_TILES_MAX)
        return tiled_fail(m, line, 0, "more than %d tiles with properties or collision shapes", TILED_TILES_MAX);
    if (ts->tile_count == ts->tile_cap) {
        int cap = ts->tile_cap ? ts->tile_cap * 2 : 16;
        TiledTile *grown = realloc(ts->tiles, sizeof *grown * (size_t)cap);
        if (!grown) return tiled_fail(m, line, 0, "out of memory");
        ts->tiles = grown;
        ts->tile_cap = cap;
    }
    TiledTile *kept = &ts->tiles[ts->tile_count++];
    *kept = *t;
    kept->id = (uint32_t)id;
    kept->line = line;
    m->tiles_total++;
    return true;
}

/* o's points copied into *copy (NULL for none); false when memory runs out. */
static bool copy_points(const TiledObject *o, TiledObject *copy)
{
    copy->points = NULL;
    if (o->point_count <= 0) return true;
    copy->points = malloc(sizeof *copy->points * 2 * (size_t)o->point_count);
    if (!copy->points) return false;
    memcpy(copy->points, o->points, sizeof *copy->points * 2 * (size_t)o->point_count);
    return true;
}

/* Room for one more shape in a growing array. */
static bool room(TiledModel *m, TiledObject **list, int count, int *cap, int line)
{
    if (count < *cap) return true;
    int more = *cap ? *cap * 2 : 16;
    TiledObject *grown = realloc(*list, sizeof *grown * (size_t)more);
    if (!grown) return tiled_fail(m, line, 0, "out of memory");
    *list = grown;
    *cap = more;
    return true;
}

bool tiled_add_tile_shape(TiledModel *m, const TiledObject *o, int line)
{
    if (m->tile_shape_count >= TILED_TILE_SHAPES_MAX)
        return tiled_fail(m, line, 0, "more than %d tile collision shapes", TILED_TILE_SHAPES_MAX);
    if (o->point_count > TILED_POINTS_MAX - m->points_total)
        return tiled_fail(m, line, 0, "more than %d polygon points", TILED_POINTS_MAX);
    if (!room(m, &m->tile_shapes, m->tile_shape_count, &m->tile_shape_cap, line)) return false;
    TiledObject copy = *o;
    if (!copy_points(o, &copy)) return tiled_fail(m, line, 0, "out of memory");
    m->tile_shapes[m->tile_shape_count++] = copy;
    m->points_total += o->point_count;
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

bool tiled_add_object(TiledModel *m, TiledLayer *l, const TiledObject *o, int line)
{
    if (m->objects_total >= TILED_OBJECTS_MAX) return tiled_fail(m, line, 0, "more than %d objects", TILED_OBJECTS_MAX);
    if (o->point_count > TILED_POINTS_MAX - m->points_total)
        return tiled_fail(m, line, 0, "more than %d polygon points", TILED_POINTS_MAX);
    if (!room(m, &l->objects, l->object_count, &l->object_cap, line)) return false;
    TiledObject copy = *o;
    if (!copy_points(o, &copy)) return tiled_fail(m, line, 0, "out of memory");
    l->objects[l->object_count++] = copy;
    m->objects_total++;
    m->points_total += o->point_count;
    return true;
}

TiledLayer *tiled_add_layer(TiledModel *m, const char *name, bool objects, int line)
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
    l->user = RULE_NONE;
    l->is_objects = objects;
    return l;
}

/* Is the layer named by --layer, and the first layer of that name? */
static bool named_by_option(const TiledModel *m, const TiledLayer *l)
{
    const char *names = m->opt ? m->opt->layers : NULL;
    size_t n = strlen(l->name);
    bool listed = false;
    for (const char *at = names; at && *at && !listed;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        listed = len == n && strncmp(at, l->name, n) == 0;
        at += len + (comma != NULL);
    }
    for (const TiledLayer *k = m->layers; listed && k < l; k++)
        if (strcmp(k->name, l->name) == 0) return false;
    return listed;
}

void tiled_layer_decide(TiledModel *m, TiledLayer *l)
{
    bool any = m->opt && m->opt->layers && m->opt->layers[0];
    bool ignored = l->user >= 0 && m->rules->rule[l->user].action == RULE_IGNORE;
    l->chosen = any && named_by_option(m, l);
    l->read = any ? l->chosen : !ignored;
    if (ignored) {
        l->rule = TILED_NO_RULE;
        if (!l->chosen) m->rules->rule[l->user].layers++;
    }
    if (l->chosen && l->rule == TILED_NO_RULE) l->rule = SIDE_ALL;
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

const TiledTileset *tiled_tileset_of(const TiledModel *m, uint32_t id)
{
    const TiledTileset *best = NULL;
    for (int k = 0; k < m->tileset_count; k++)
        if (m->tilesets[k].firstgid <= id && (!best || m->tilesets[k].firstgid > best->firstgid))
            best = &m->tilesets[k];
    return best;
}

const TiledTile *tiled_tile_of(const TiledTileset *ts, uint32_t local)
{
    int lo = 0, hi = ts->tile_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (ts->tiles[mid].id == local) return &ts->tiles[mid];
        if (ts->tiles[mid].id < local) lo = mid + 1;
        else hi = mid - 1;
    }
    return NULL;
}

void tiled_model_free(TiledModel *m)
{
    for (int k = 0; k < m->tileset_count; k++) free(m->tilesets[k].tiles);
    for (int k = 0; k < m->layer_count; k++) {
        TiledLayer *l = &m->layers[k];
        for (int o = 0; o < l->object_count; o++) free(l->objects[o].points);
        for (int c = 0; c < l->chunk_count; c++) free(l->chunks[c].sides);
        free(l->chunks);
        free(l->objects);
    }
    for (int k = 0; k < m->tile_shape_count; k++) free(m->tile_shapes[k].points);
    free(m->tile_shapes);
    free(m->cells);
    free(m->gids);
    m->tile_shapes = NULL;
    m->cells = NULL;
    m->gids = NULL;
    m->tileset_count = m->layer_count = m->tile_shape_count = 0;
}
