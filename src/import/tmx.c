/* tmx.c: Tiled's XML map (.tmx) and tileset (.tsx) read with libxml2 into the Tiled
 * model. The parser never touches the network or expands declared entities, and keeps
 * its own depth limit; a file that declares entities is refused before it is read. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/tiled_data.h"
#include "import/tiled_formats.h"
#include "import/tmx_xml.h"

#define XML_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES)

static bool read_tile(TiledModel *m, TiledTileset *ts, const xmlNode *tile)
{
    long long id, w = ts->tile_w, h = ts->tile_h;
    if (!tmx_need_int(m, tile, "id", 0, TILED_GID_BITS, &id)) return false;
    /* An image-collection tile has its own size. */
    for (const xmlNode *c = tile->children; c; c = c->next)
        if (tmx_is(c, "image")) {
            if (tmx_has_attr(c, "width") && !tmx_attr_int(m, c, "width", 1, INT_MAX, &w)) return false;
            if (tmx_has_attr(c, "height") && !tmx_attr_int(m, c, "height", 1, INT_MAX, &h)) return false;
        }
    TiledFacts f = TILED_FACTS_NONE;
    if (!tmx_read_facts(m, tile, &f)) return false;
    TiledTile t = {.sides = (int8_t)tiled_facts_sides(&f), .rule = (int16_t)f.user, .platform = tiled_facts_platform(&f)};
    if (!tmx_tile_shapes(m, tile, (int)w, (int)h, &t)) return false;
    return tiled_add_tile(m, ts, id, &t, tmx_line_of(tile));
}

/* A <tileset>'s size, name, alignment and tiles, embedded in a map or the root of a .tsx. */
static bool read_tileset_body(TiledModel *m, TiledTileset *ts, const xmlNode *n)
{
    long long tw, th, count = 0;
    char align[32] = "";
    if (!tmx_need_int(m, n, "tilewidth", 1, INT_MAX, &tw) || !tmx_need_int(m, n, "tileheight", 1, INT_MAX, &th)) return false;
    if (tmx_has_attr(n, "tilecount") && !tmx_attr_int(m, n, "tilecount", 0, TILED_GID_BITS, &count)) return false;
    tmx_attr(n, "name", ts->name, sizeof ts->name);
    tmx_attr(n, "objectalignment", align, sizeof align);
    if (!tiled_set_align(m, ts, align, tmx_line_of(n))) return false;
    ts->tile_w = (int)tw;
    ts->tile_h = (int)th;
    ts->count = (uint32_t)count;
    for (const xmlNode *c = n->children; c; c = c->next)
        if (tmx_is(c, "tile") && !read_tile(m, ts, c)) return false;
    return tiled_finish_tileset(m, ts, tmx_line_of(n));
}

static bool read_tileset_entry(TiledModel *m, const xmlNode *n)
{
    long long firstgid;
    if (!tmx_need_int(m, n, "firstgid", 1, TILED_GID_BITS, &firstgid)) return false;
    TiledTileset *ts = tiled_add_tileset(m, firstgid, tmx_line_of(n));
    if (!ts) return false;
    if (tmx_attr(n, "source", ts->source, sizeof ts->source)) {
        if (!ts->source[0] || strlen(ts->source) >= sizeof ts->source - 1)
            return tiled_fail(m, tmx_line_of(n), 0, "tileset source must name a file (under %d bytes)", TILED_PATH_MAX - 1);
        return tiled_read_external(m, ts); /* before the layers, which need its tiles */
    }
    return read_tileset_body(m, ts, n);
}

/* Where in the file a byte of <data>'s text is: its text starts on the element's line. */
static void data_position(const xmlNode *data, const char *text, size_t at, int *line, int *col)
{
    *line = tmx_line_of(data);
    *col = 0;
    size_t last_nl = SIZE_MAX;
    for (size_t k = 0; k<at && * line> 0; k++)
        if (text[k] == '\n') {
            (*line)++;
            last_nl = k;
        }
    if (last_nl != SIZE_MAX) *col = (int)(at - last_nl);
}

/* `count` GIDs from `node` (the <data>, or one of its <chunk>s), encoded as <data> says. */
static bool decode(TiledModel *m, TiledLayer *l, const xmlNode *data, const xmlNode *node, uint32_t *gids,
                   size_t count)
{
    char enc[32] = "", comp[32] = "";
    tmx_attr(data, "encoding", enc, sizeof enc);
    tmx_attr(data, "compression", comp, sizeof comp);
    if (!enc[0]) { /* no encoding: one <tile gid="..."/> per cell */
        size_t n = 0;
        for (const xmlNode *t = node->children; t; t = t->next) {
            if (!tmx_is(t, "tile")) continue;
            long long gid = 0;
            if (n == count) return tiled_fail(m, tmx_line_of(t), 0, "more than the %zu tiles the map needs", count);
            if (tmx_has_attr(t, "gid") && !tmx_attr_int(m, t, "gid", 0, UINT32_MAX, &gid)) return false;
            gids[n++] = (uint32_t)gid;
        }
        if (n != count) return tiled_fail(m, tmx_line_of(node), 0, "layer has %zu tiles, the map needs %zu", n, count);
        return true;
    }
    TiledDataError e;
    TiledCompression c = TILED_COMPRESSION_NONE;
    bool is_csv = strcmp(enc, "csv") == 0;
    if (!is_csv && strcmp(enc, "base64") != 0)
        return tiled_fail(m, tmx_line_of(data), 0, "layer '%s': unknown encoding '%s' (expected csv or base64)",
                          l->name, enc);
    if (is_csv && comp[0])
        return tiled_fail(m, tmx_line_of(data), 0, "layer '%s': CSV data cannot be compressed", l->name);
    if (!tiled_compression_parse(comp, &c, &e))
        return tiled_fail(m, tmx_line_of(data), 0, "layer '%s': %s", l->name, e.msg);
    size_t len;
    char *text = tmx_text_of(node, &len);
    if (!text) return tiled_fail(m, tmx_line_of(node), 0, "out of memory");
    bool ok = is_csv ? tiled_decode_csv(text, len, gids, count, &e) : tiled_decode_base64(text, len, c, gids, count, &e);
    if (!ok) {
        int line = tmx_line_of(node), col = 0;
        if (e.at != SIZE_MAX) data_position(node, text, e.at, &line, &col);
        tiled_fail(m, line, col, "layer '%s': %s", l->name, e.msg);
    }
    free(text);
    return ok;
}

static bool read_data(TiledModel *m, TiledLayer *l, const xmlNode *data)
{
    if (!m->infinite) {
        if (tmx_has_child(data, "chunk"))
            return tiled_fail(m, tmx_line_of(data), 0, "layer '%s': chunks in a map that is not infinite", l->name);
        if (!l->read) return true; /* left out: never decoded */
        uint32_t *gids = tiled_layer_buffer(m, tmx_line_of(data));
        return gids && decode(m, l, data, data, gids, (size_t)m->w * (size_t)m->h) &&
               tiled_cells_take(m, l, gids, 0, 0, m->w, m->h);
    }
    size_t len;
    char *text = tmx_text_of(data, &len);
    bool blank = text && strspn(text, " \t\r\n") == len;
    free(text);
    if (!tmx_has_child(data, "chunk") && (!blank || tmx_has_child(data, "tile")))
        return tiled_fail(m, tmx_line_of(data), 0, "layer '%s': an infinite map's layer data must come in <chunk>s",
                          l->name);
    for (const xmlNode *c = data->children; c; c = c->next) {
        long long x, y, w, h;
        if (!tmx_is(c, "chunk")) continue;
        if (!tmx_need_int(m, c, "x", INT_MIN, INT_MAX, &x) || !tmx_need_int(m, c, "y", INT_MIN, INT_MAX, &y) ||
            !tmx_need_int(m, c, "width", 0, INT_MAX, &w) || !tmx_need_int(m, c, "height", 0, INT_MAX, &h))
            return false;
        uint32_t *gids = tiled_chunk_buffer(m, l, x, y, w, h, tmx_line_of(c));
        if (!gids || !decode(m, l, data, c, gids, (size_t)(w * h)) ||
            !tiled_chunk_take(m, l, gids, x, y, w, h, tmx_line_of(c)))
            return false;
    }
    return true;
}

static bool read_layer(TiledModel *m, const xmlNode *n)
{
    char name[TILED_NAME_MAX] = "";
    long long w = m->w, h = m->h;
    tmx_attr(n, "name", name, sizeof name);
    if (tmx_has_attr(n, "width") && !tmx_attr_int(m, n, "width", 0, INT_MAX, &w)) return false;
    if (tmx_has_attr(n, "height") && !tmx_attr_int(m, n, "height", 0, INT_MAX, &h)) return false;
    if (!m->infinite && (w != m->w || h != m->h))
        return tiled_fail(m, tmx_line_of(n), 0, "layer '%s' is %lldx%lld cells, the map %dx%d", name, w, h, m->w, m->h);
    const xmlNode *data = NULL;
    for (const xmlNode *c = n->children; c && !data; c = c->next)
        if (tmx_is(c, "data")) data = c;
    if (!data) return tiled_fail(m, tmx_line_of(n), 0, "layer '%s' has no <data>", name);
    TiledLayer *l = tiled_add_layer(m, name, false, tmx_line_of(data));
    return l && tmx_layer_rule(m, n, l) && read_data(m, l, data);
}

/* The tile layers the reading will decode, in the map and its groups: those --layer
 * names (all without it), less those a rule ignores by name. */
static long long decoded_layers(const TiledModel *m, const xmlNode *parent, int depth)
{
    long long n = 0;
    for (const xmlNode *c = parent->children; c; c = c->next) {
        if (tmx_is(c, "group") && depth < TILED_GROUP_DEPTH_MAX) n += decoded_layers(m, c, depth + 1);
        if (!tmx_is(c, "layer")) continue;
        char name[TILED_NAME_MAX] = "";
        tmx_attr(c, "name", name, sizeof name);
        n += tiled_layer_counts(m, name);
    }
    return n;
}

/* The layers of the map or of a group, in document order. */
static bool read_layers(TiledModel *m, const xmlNode *parent, double ox, double oy, int depth)
{
    for (const xmlNode *c = parent->children; c; c = c->next) {
        if (tmx_is(c, "layer") && !read_layer(m, c)) return false;
        if (tmx_is(c, "objectgroup") && !tmx_read_objects(m, c, ox + tmx_attr_px(c, "offsetx"), oy + tmx_attr_px(c, "offsety")))
            return false;
        if (tmx_is(c, "group")) {
            if (depth >= TILED_GROUP_DEPTH_MAX)
                return tiled_fail(m, tmx_line_of(c), 0, "group layers nested deeper than %d", TILED_GROUP_DEPTH_MAX);
            if (!read_layers(m, c, ox + tmx_attr_px(c, "offsetx"), oy + tmx_attr_px(c, "offsety"), depth + 1)) return false;
        }
    }
    return true;
}

static bool read_map(TiledModel *m, const xmlNode *root)
{
    if (!tmx_is(root, "map"))
        return tiled_fail(m, tmx_line_of(root), 0, "expected a Tiled map (<map>), found <%.32s>", (const char *)root->name);
    char orientation[32] = "", infinite[8] = "0";
    tmx_attr(root, "orientation", orientation, sizeof orientation);
    tmx_attr(root, "infinite", infinite, sizeof infinite);
    long long w, h, tw, th;
    if (!tmx_need_int(m, root, "width", 0, INT_MAX, &w) || !tmx_need_int(m, root, "height", 0, INT_MAX, &h) ||
        !tmx_need_int(m, root, "tilewidth", 0, INT_MAX, &tw) || !tmx_need_int(m, root, "tileheight", 0, INT_MAX, &th))
        return false;
    TiledHeader hd = {
        .orientation = orientation, .infinite = strcmp(infinite, "0") != 0, .w = w, .h = h, .tile_w = tw, .tile_h = th};
    if (!tiled_set_header(m, &hd, tmx_line_of(root)) ||
        !tiled_check_layer_cells(m, decoded_layers(m, root, 0), tmx_line_of(root)))
        return false;
    for (const xmlNode *c = root->children; c; c = c->next)
        if (tmx_is(c, "tileset") && !read_tileset_entry(m, c)) return false;
    return read_layers(m, root, 0.0, 0.0, 0);
}

static bool has_entities(const xmlDoc *doc)
{
    const xmlDtd *dtd = doc->intSubset;
    return dtd &&
           ((dtd->entities && xmlHashSize(dtd->entities) > 0) || (dtd->pentities && xmlHashSize(dtd->pentities) > 0));
}

/* libxml2 prints some errors itself whatever the parse options say (an encoding it
 * cannot convert: "encoding error : input conversion failed..."): they are kept off the
 * terminal, and the importer's own message says what is wrong. */
static void quiet(void *ctx, const char *msg, ...)
{
    (void)ctx, (void)msg;
}

/* The encoding the XML declaration names (<?xml ... encoding="NAME"?>) into out; false
 * when there is no declaration or it names none (UTF-8, then). */
static bool declared_encoding(const char *text, size_t len, char *out, size_t cap)
{
    size_t at = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    if (len - at < 5 || memcmp(text + at, "<?xml", 5) != 0) return false;
    const char *end = memchr(text + at, '>', len - at);
    if (!end) return false;
    for (const char *p = text + at; p + 8 < end; p++) {
        if (memcmp(p, "encoding", 8) != 0) continue;
        const char *q = p + 8;
        while (q < end && (*q == ' ' || *q == '=')) q++;
        if (q >= end || (*q != '"' && *q != '\'')) return false;
        const char *close = memchr(q + 1, *q, (size_t)(end - q - 1));
        if (!close) return false;
        snprintf(out, cap, "%.*s", (int)(close - q - 1), q + 1);
        return true;
    }
    return false;
}

/* Parse, or say where the XML is malformed. */
static xmlDoc *parse(TiledModel *m, const char *text, size_t len)
{
    if (len > INT_MAX) {
        tiled_fail(m, 0, 0, "file too large");
        return NULL;
    }
    char enc[64];
    if (declared_encoding(text, len, enc, sizeof enc) && strcasecmp(enc, "UTF-8") != 0 &&
        strcasecmp(enc, "US-ASCII") != 0) {
        tiled_fail(m, 1, 0, "the file declares the encoding '%s'; Tiled writes UTF-8, the one collide reads", enc);
        return NULL;
    }
    xmlInitParser();
    xmlSetGenericErrorFunc(NULL, quiet);
    xmlParserCtxt *ctxt = xmlNewParserCtxt();
    if (!ctxt) {
        tiled_fail(m, 0, 0, "out of memory");
        return NULL;
    }
    xmlDoc *doc = xmlCtxtReadMemory(ctxt, text, (int)len, m->file, NULL, XML_OPTIONS);
    if (!doc) {
        const xmlError *e = xmlCtxtGetLastError(ctxt);
        char msg[160];
        snprintf(msg, sizeof msg, "%s", e && e->message ? e->message : "not well-formed XML");
        msg[strcspn(msg, "\n")] = '\0'; /* libxml2 adds lines of its own after the first */
        if (strstr(msg, "not proper UTF-8")) snprintf(msg, sizeof msg, "the text is not UTF-8");
        size_t n = strlen(msg);
        while (n > 0 && (msg[n - 1] == '\n' || msg[n - 1] == ' ')) msg[--n] = '\0';
        if (strstr(msg, "Excessive depth")) snprintf(msg, sizeof msg, "elements nested too deep");
        tiled_fail(m, e ? e->line : 0, e ? e->int2 : 0, "not a valid XML file: %s", msg);
    } else if (has_entities(doc)) {
        tiled_fail(m, 1, 0, "the file declares XML entities (<!ENTITY>), which Tiled never writes");
        xmlFreeDoc(doc);
        doc = NULL;
    } else if (!xmlDocGetRootElement(doc)) {
        tiled_fail(m, 1, 0, "no root element");
        xmlFreeDoc(doc);
        doc = NULL;
    }
    xmlFreeParserCtxt(ctxt);
    return doc;
}

bool tmx_read_map(TiledModel *m, const char *text, size_t len)
{
    xmlDoc *doc = parse(m, text, len);
    if (!doc) return false;
    bool ok = read_map(m, xmlDocGetRootElement(doc));
    xmlFreeDoc(doc);
    return ok;
}

bool tmx_read_tileset(TiledModel *m, TiledTileset *ts, const char *text, size_t len)
{
    xmlDoc *doc = parse(m, text, len);
    if (!doc) return false;
    const xmlNode *root = xmlDocGetRootElement(doc);
    char source[TILED_PATH_MAX];
    bool ok;
    if (!tmx_is(root, "tileset"))
        ok = tiled_fail(m, tmx_line_of(root), 0, "expected a Tiled tileset (<tileset>), found <%.32s>",
                        (const char *)root->name);
    else if (tmx_attr(root, "source", source, sizeof source))
        ok = tiled_fail(m, tmx_line_of(root), 0, "a tileset file cannot refer to another tileset (source=\"%.64s\")",
                        source);
    else ok = read_tileset_body(m, ts, root);
    xmlFreeDoc(doc);
    return ok;
}
