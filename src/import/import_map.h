/* import_map.h: the last step of every importer: cells, a tile size and a spawn become
 * a core Map through collide's own text format, so the Map is the one a .map file
 * would give and the same parser checks it. */
#ifndef COLLIDE_IMPORT_MAP_H
#define COLLIDE_IMPORT_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"

/// The map's name from its file: no folder or extension, valid UTF-8 that fits in cap.
void import_map_name(const char *path, char *name, size_t cap);

/// `out` from w x h cells (side masks, row-major) of `tile` pixels with the player at
/// cell (sx, sy), named after `path`. `out` changes only on success.
bool import_make_map(Map *out, const uint8_t *cells, int w, int h, int tile, int sx, int sy, const char *path,
                     MapError *err);

/// Append to a one-line note (cut to fit, control bytes made '?'); *n is its length.
void import_note_add(char *note, size_t cap, size_t *n, const char *fmt, ...);

#endif
