/* tmj_json.h: what tmj.c (maps, tilesets, tile layers) and tmj_objects.c (object
 * layers, properties, collision shapes) share: cJSON values read with bounds, and
 * errors that name the value's path in the document. */
#ifndef COLLIDE_TMJ_JSON_H
#define COLLIDE_TMJ_JSON_H

#include <cJSON.h>

#include "import/tiled_model.h"
#include "import/tiled_props.h"

#define WHERE_MAX 96 /* bytes of a path in the document, for messages */

const cJSON *tmj_item(const cJSON *obj, const char *key);
/// A whole number at obj.key from lo to hi; left as it is when absent and not required.
bool tmj_get_int(TiledModel *m, const cJSON *obj, const char *where, const char *key, bool required, long long lo,
                 long long hi, long long *out);
/// A pixel coordinate; 0 when absent or not a number within a billion.
double tmj_get_px(const cJSON *obj, const char *key);
const char *tmj_get_str(const cJSON *obj, const char *key);

/// What an object's "properties" and class (or type) say about collision.
bool tmj_read_facts(TiledModel *m, const cJSON *n, const char *where, TiledFacts *f);
/// What a tileset tile's collision shapes ("objectgroup") say, each kept for tile objects.
bool tmj_tile_shapes(TiledModel *m, const cJSON *tile, int tw, int th, TiledTile *t);
/// The layer's own rule for what is on it: its properties or class, else its name.
bool tmj_layer_rule(TiledModel *m, const cJSON *n, const char *where, TiledLayer *l);
/// An object layer: its shapes and spawn candidates, at the offset of its groups.
bool tmj_read_objects(TiledModel *m, const cJSON *layer, const char *where, double ox, double oy);

#endif
