/* tmj.c: Tiled's JSON map (.tmj) and tileset (.tsj) read with cJSON into the Tiled
 * model. cJSON keeps no positions, so a malformed file is reported at its line and
 * column and a wrong value by its path in the document (layers[1].data[7]). */
#include <cJSON.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "import/import_json.h"
#include "import/tiled_data.h"
#include "import/tiled_formats.h"
#include "import/tmj_json.h"


static cJSON *parse(TiledModel *m, const char *text, size_t len)
{
    return import_json_parse(text, len, m->file ? m->file : m->path, m->err);
}

static bool read_tileset_body(TiledModel *m, TiledTileset *ts, const cJSON *n, const char *where)
{
    long long tw = 0, th = 0, count = 0;
    if (!tmj_get_int(m, n, where, "tilewidth", true, 1, INT_MAX, &tw) ||
        !tmj_get_int(m, n, where, "tileheight", true, 1, INT_MAX, &th) ||
        !tmj_get_int(m, n, where, "tilecount", false, 0, TILED_GID_BITS, &count))
        return false;
    ts->tile_w = (int)tw;
    ts->tile_h = (int)th;
    ts->count = (uint32_t)count;
    snprintf(ts->name, sizeof ts->name, "%s", tmj_get_str(n, "name") ? tmj_get_str(n, "name") : "");
    if (!tiled_set_align(m, ts, tmj_get_str(n, "objectalignment"), 0)) return false;
    const cJSON *tile;
    int k = 0;
    cJSON_ArrayForEach(tile, tmj_item(n, "tiles"))
    {
        char at[WHERE_MAX];
        snprintf(at, sizeof at, "%s.tiles[%d]", where, k++);
        long long id = 0, w = tw, h = th;
        TiledFacts f = TILED_FACTS_NONE;
        /* An image-collection tile has its own size. */
        if (!tmj_get_int(m, tile, at, "id", true, 0, TILED_GID_BITS, &id) ||
            !tmj_get_int(m, tile, at, "imagewidth", false, 1, INT_MAX, &w) ||
            !tmj_get_int(m, tile, at, "imageheight", false, 1, INT_MAX, &h) || !tmj_read_facts(m, tile, at, &f))
            return false;
        TiledTile t = {.sides = (int8_t)tiled_facts_sides(&f), .rule = (int16_t)f.user,
                       .platform = tiled_facts_platform(&f)};
        if (!tmj_tile_shapes(m, tile, (int)w, (int)h, &t) || !tiled_add_tile(m, ts, id, &t, 0)) return false;
    }
    return tiled_finish_tileset(m, ts, 0);
}

static bool read_tilesets(TiledModel *m, const cJSON *root)
{
    const cJSON *n;
    int k = 0;
    cJSON_ArrayForEach(n, tmj_item(root, "tilesets"))
    {
        char where[WHERE_MAX];
        snprintf(where, sizeof where, "tilesets[%d]", k++);
        long long firstgid = 0;
        if (!tmj_get_int(m, n, where, "firstgid", true, 1, TILED_GID_BITS, &firstgid)) return false;
        TiledTileset *ts = tiled_add_tileset(m, firstgid, 0);
        if (!ts) return false;
        const char *source = tmj_get_str(n, "source");
        if (!source) {
            if (!read_tileset_body(m, ts, n, where)) return false;
            continue;
        }
        if (!source[0] || strlen(source) >= sizeof ts->source)
            return tiled_fail(m, 0, 0, "%s.source must name a file (under %d bytes)", where, TILED_PATH_MAX - 1);
        snprintf(ts->source, sizeof ts->source, "%s", source);
        if (!tiled_read_external(m, ts)) return false; /* before the layers, which need its tiles */
    }
    return true;
}

/* `count` GIDs from `holder`'s "data" (the layer's, or a chunk's), encoded as the layer `n` says. */
static bool decode(TiledModel *m, const cJSON *n, const cJSON *holder, uint32_t *gids, size_t count, const char *where)
{
    const cJSON *data = tmj_item(holder, "data");
    if (cJSON_IsArray(data)) {
        size_t k = 0;
        const cJSON *v;
        cJSON_ArrayForEach(v, data)
        {
            if (k == count)
                return tiled_fail(m, 0, 0, "%s.data has more than the %zu tiles the map needs", where, count);
            double d = cJSON_IsNumber(v) ? v->valuedouble : NAN;
            if (!(d >= 0 && d <= UINT32_MAX) || floor(d) != d)
                return tiled_fail(m, 0, 0, "%s.data[%zu]: expected a tile GID (a whole number)", where, k);
            gids[k++] = (uint32_t)d;
        }
        if (k != count) return tiled_fail(m, 0, 0, "%s.data has %zu tiles, the map needs %zu", where, k, count);
        return true;
    }
    if (!cJSON_IsString(data)) return tiled_fail(m, 0, 0, "%s has no \"data\" (an array or a base64 string)", where);
    const char *enc = tmj_get_str(n, "encoding");
    TiledCompression c;
    TiledDataError e;
    bool ok = tiled_compression_parse(tmj_get_str(n, "compression"), &c, &e);
    const char *s = data->valuestring;
    if (ok && enc && strcmp(enc, "base64") == 0) ok = tiled_decode_base64(s, strlen(s), c, gids, count, &e);
    else if (ok && (!enc || strcmp(enc, "csv") == 0) && c == TILED_COMPRESSION_NONE)
        ok = tiled_decode_csv(s, strlen(s), gids, count, &e);
    else if (ok) return tiled_fail(m, 0, 0, "%s: data is a string but the encoding is not base64", where);
    return ok || tiled_fail(m, 0, 0, "%s: %s", where, e.msg);
}

static bool read_data(TiledModel *m, TiledLayer *l, const cJSON *n, const char *where)
{
    if (!m->infinite) {
        if (tmj_item(n, "chunks")) return tiled_fail(m, 0, 0, "%s: chunks in a map that is not infinite", where);
        if (!l->read) return true; /* left out: never decoded */
        uint32_t *gids = tiled_layer_buffer(m, 0);
        return gids && decode(m, n, n, gids, (size_t)m->w * (size_t)m->h, where) &&
               tiled_cells_take(m, l, gids, 0, 0, m->w, m->h);
    }
    const cJSON *chunk;
    int k = 0;
    if (tmj_item(n, "data") && !tmj_item(n, "chunks"))
        return tiled_fail(m, 0, 0, "%s: an infinite map's layer data must come in \"chunks\"", where);
    cJSON_ArrayForEach(chunk, tmj_item(n, "chunks"))
    {
        char at[WHERE_MAX];
        long long x = 0, y = 0, w = 0, h = 0;
        snprintf(at, sizeof at, "%.60s.chunks[%d]", where, k++);
        if (!tmj_get_int(m, chunk, at, "x", true, INT_MIN, INT_MAX, &x) ||
            !tmj_get_int(m, chunk, at, "y", true, INT_MIN, INT_MAX, &y) ||
            !tmj_get_int(m, chunk, at, "width", true, 0, INT_MAX, &w) ||
            !tmj_get_int(m, chunk, at, "height", true, 0, INT_MAX, &h))
            return false;
        uint32_t *gids = tiled_chunk_buffer(m, l, x, y, w, h, 0);
        if (!gids || !decode(m, n, chunk, gids, (size_t)(w * h), at) || !tiled_chunk_take(m, l, gids, x, y, w, h, 0))
            return false;
    }
    return true;
}

/* The tile layers the reading will decode (see tmx.c's decoded_layers). */
static long long decoded_layers(const TiledModel *m, const cJSON *parent, int depth)
{
    long long count = 0;
    const cJSON *n;
    cJSON_ArrayForEach(n, tmj_item(parent, "layers"))
    {
        const char *type = tmj_get_str(n, "type"), *name = tmj_get_str(n, "name");
        if (type && strcmp(type, "group") == 0 && depth < TILED_GROUP_DEPTH_MAX) count += decoded_layers(m, n, depth + 1);
        if (type && strcmp(type, "tilelayer") == 0) count += tiled_layer_counts(m, name ? name : "");
    }
    return count;
}

static bool read_layers(TiledModel *m, const cJSON *parent, const char *path, double ox, double oy, int depth)
{
    const cJSON *n;
    int k = 0;
    cJSON_ArrayForEach(n, tmj_item(parent, "layers"))
    {
        char where[WHERE_MAX];
        const char *name = tmj_get_str(n, "name"), *type = tmj_get_str(n, "type");
        snprintf(where, sizeof where, "%slayers[%d] '%.24s'", path, k++, name ? name : "");
        double lx = ox + tmj_get_px(n, "offsetx"), ly = oy + tmj_get_px(n, "offsety");
        if (type && strcmp(type, "tilelayer") == 0) {
            long long w = m->w, h = m->h;
            if (!tmj_get_int(m, n, where, "width", false, 0, INT_MAX, &w) ||
                !tmj_get_int(m, n, where, "height", false, 0, INT_MAX, &h))
                return false;
            if (!m->infinite && (w != m->w || h != m->h))
                return tiled_fail(m, 0, 0, "%s is %lldx%lld cells, the map %dx%d", where, w, h, m->w, m->h);
            TiledLayer *l = tiled_add_layer(m, name, false, 0);
            if (!l || !tmj_layer_rule(m, n, where, l) || !read_data(m, l, n, where)) return false;
        } else if (type && strcmp(type, "objectgroup") == 0) {
            if (!tmj_read_objects(m, n, where, lx, ly)) return false;
        } else if (type && strcmp(type, "group") == 0) {
            if (depth >= TILED_GROUP_DEPTH_MAX)
                return tiled_fail(m, 0, 0, "%s: group layers nested deeper than %d", where, TILED_GROUP_DEPTH_MAX);
            char inner[WHERE_MAX];
            snprintf(inner, sizeof inner, "%.*s.", WHERE_MAX - 2, where);
            if (!read_layers(m, n, inner, lx, ly, depth + 1)) return false;
        }
    }
    return true;
}

bool tmj_read_map(TiledModel *m, const char *text, size_t len)
{
    cJSON *root = parse(m, text, len);
    if (!root) return false;
    const char *type = tmj_get_str(root, "type");
    TiledHeader h = {.orientation = tmj_get_str(root, "orientation"), .infinite = cJSON_IsTrue(tmj_item(root, "infinite"))};
    bool ok = true;
    if (type && strcmp(type, "map") != 0)
        ok = tiled_fail(m, 0, 0, "expected a Tiled map, found a document of type '%.32s'", type);
    ok = ok && tmj_get_int(m, root, "the map", "width", true, 0, INT_MAX, &h.w) &&
         tmj_get_int(m, root, "the map", "height", true, 0, INT_MAX, &h.h) &&
         tmj_get_int(m, root, "the map", "tilewidth", true, 0, INT_MAX, &h.tile_w) &&
         tmj_get_int(m, root, "the map", "tileheight", true, 0, INT_MAX, &h.tile_h);
    ok = ok && tiled_set_header(m, &h, 0) && tiled_check_layer_cells(m, decoded_layers(m, root, 0), 0) &&
         read_tilesets(m, root) && read_layers(m, root, "", 0.0, 0.0, 0);
    cJSON_Delete(root);
    return ok;
}

bool tmj_read_tileset(TiledModel *m, TiledTileset *ts, const char *text, size_t len)
{
    cJSON *root = parse(m, text, len);
    if (!root) return false;
    const char *source = tmj_get_str(root, "source");
    bool ok = source ? tiled_fail(m, 0, 0, "a tileset file cannot refer to another tileset (source \"%.64s\")", source)
                     : read_tileset_body(m, ts, root, "the tileset");
    cJSON_Delete(root);
    return ok;
}
