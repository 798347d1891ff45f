/* tmx_xml.h: what tmx.c (maps, tilesets, tile layers) and tmx_objects.c (object
 * layers, properties, collision shapes) share: libxml2 elements and attributes read
 * with bounds, and errors at the element's line. */
#ifndef COLLIDE_TMX_XML_H
#define COLLIDE_TMX_XML_H

#include <libxml/tree.h>

#include "import/tiled_model.h"
#include "import/tiled_props.h"

#define ATTR_MAX 256 /* bytes kept of an attribute's value */

int tmx_line_of(const xmlNode *n);
/// Is n the element `name`?
bool tmx_is(const xmlNode *n, const char *name);
/// An attribute's value into buf (cut to fit); false when it is absent.
bool tmx_attr(const xmlNode *n, const char *name, char *buf, size_t cap);
bool tmx_has_attr(const xmlNode *n, const char *name);
/// An optional whole-number attribute from lo to hi (error set when it is something else).
bool tmx_attr_int(TiledModel *m, const xmlNode *n, const char *name, long long lo, long long hi, long long *out);
/// A required whole-number attribute.
bool tmx_need_int(TiledModel *m, const xmlNode *n, const char *name, long long lo, long long hi, long long *out);
/// An optional pixel coordinate; 0 when absent or not a finite number.
double tmx_attr_px(const xmlNode *n, const char *name);
bool tmx_has_child(const xmlNode *n, const char *name);
/// The text of an element (text and CDATA children), malloc'ed.
char *tmx_text_of(const xmlNode *n, size_t *len);

/// What an element's <properties> and class (or older type) say about collision.
bool tmx_read_facts(TiledModel *m, const xmlNode *n, TiledFacts *f);
/// What a tileset tile's collision shapes (its <objectgroup>) say, each kept for tile
/// objects (t->shape_first, shape_count); false (error set) past the limits.
bool tmx_tile_shapes(TiledModel *m, const xmlNode *tile, int tw, int th, TiledTile *t);
/// The layer's own rule for what is on it: its properties or class, else its name.
bool tmx_layer_rule(TiledModel *m, const xmlNode *n, TiledLayer *l);
/// An <objectgroup>: its shapes and spawn candidates, at the offset of its groups.
bool tmx_read_objects(TiledModel *m, const xmlNode *group, double ox, double oy);

#endif
