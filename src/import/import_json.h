/* import_json.h: JSON files (Tiled's .tmj and .tsj, LDtk's .ldtk and .ldtkl) parsed
 * with cJSON, after a scan that refuses deep nesting (cJSON recurses once per level);
 * a malformed file is reported at its line and column. */
#ifndef COLLIDE_IMPORT_JSON_H
#define COLLIDE_IMPORT_JSON_H

#include <cJSON.h>
#include <stddef.h>

#include "core/map.h"

#define IMPORT_JSON_DEPTH_MAX 64 /* arrays and objects inside each other */

/// The document, whose top must be an object; NULL with err set ("FILE:LINE:COL").
cJSON *import_json_parse(const char *text, size_t len, const char *file, MapError *err);

#endif
