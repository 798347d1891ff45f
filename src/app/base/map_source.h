/* map_source.h: the text a map was loaded from (its file, or the built-in map's
 * embedded text), kept so the editor's save rewrites only what an edit changed and
 * every comment, blank line, lesson and mover line stays where it was. */
#ifndef COLLIDE_MAP_SOURCE_H
#define COLLIDE_MAP_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"

typedef struct MapSource {
    char *text; /* malloc'ed, NUL-terminated; NULL when there is none */
    size_t len;
} MapSource;

/// Do the two maps hold the same content (name, cells, spawn, movers, lesson)?
bool map_source_same(const Map *a, const Map *b);
/// Keep the text `map` came from: the file at `path`, or the built-in map's text when
/// `path` is NULL, if it parses to `map` (else none, and a save writes map_format's text).
void map_source_open(MapSource *src, const Map *map, const char *path);
/// Keep `text` (copied) as the text `map` came from, if it parses to `map` (else none).
void map_source_open_text(MapSource *src, const Map *map, const char *text, size_t len);
/// Write `now`, an edit of `was` (the map of src's text), to `path` through map_rewrite
/// and map_save_text (the file keeps its mode). On success src holds the text written.
bool map_source_save(MapSource *src, const Map *was, const Map *now, const char *path, MapError *err);
void map_source_free(MapSource *src);

#endif
