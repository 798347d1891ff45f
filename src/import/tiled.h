/* tiled.h: maps made in Tiled (.tmx XML, .tmj JSON; orthogonal and finite) loaded as
 * collide Maps: which tiles block and on which sides, and where the player starts,
 * as docs/tiled.md describes. The import layer: it uses the core, never the reverse. */
#ifndef COLLIDE_TILED_H
#define COLLIDE_TILED_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"

/// Is `path` a Tiled map's name (ends in .tmx or .tmj, any case)?
bool tiled_is_map_path(const char *path);

/// Read a Tiled map and its external tilesets (named relative to the map) into `out`.
/// `layer` (NULL for none) makes every non-empty tile of that tile layer solid and
/// ignores the rest. `note` (may be NULL) gets one line that says what the map became
/// and where the player starts. Never half-loads: `out` changes only on success, and
/// on failure `err` says where ("FILE:LINE:COL: message", or what the parser knows).
bool tiled_load(Map *out, const char *path, const char *layer, char *note, size_t note_cap, MapError *err);

/// The same from the map's text in memory; `path` says which format (its extension),
/// names the map in messages and anchors its external tilesets.
bool tiled_parse(Map *out, const char *text, size_t len, const char *path, const char *layer, char *note,
                 size_t note_cap, MapError *err);

#endif
