/* import_map.h: the last step of every importer: cells, a tile size and a spawn become
 * a core Map through collide's own text format, so the Map is the one a .map file
 * would give and the same parser checks it. */
#ifndef COLLIDE_IMPORT_MAP_H
#define COLLIDE_IMPORT_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"
#include "import/import_options.h"

/// The map's name from its file: no folder or extension, valid UTF-8 that fits in cap.
void import_map_name(const char *path, char *name, size_t cap);

/// Where the player starts: a cell, and where in it when that is not its centre.
typedef struct ImportSpawn {
    int x, y;
    bool exact;
    float dx, dy; /* pixels from the cell's top-left corner */
} ImportSpawn;

/// The start a level states: the object (or entity) chosen, for import_spawn_place.
typedef struct ImportStart {
    bool found;
    double x, y;       /* pixels, the body's centre; may be NaN */
    const char *name;  /* as the messages show it */
    const char *how;   /* the note's words for it */
    const char *noun;  /* "spawn object", "entity" */
    const char *whole; /* "map", "level" */
    const char *file;  /* where its line is */
    int line;
} ImportStart;

/// Where the player starts (docs/tiled.md, "Where the player starts"): --spawn X,Y when
/// given (refused outside the map or on a blocking cell), else the level's start
/// (refused when it is not finite or outside the map; on a blocking cell the nearest free
/// cell, and `how` says so as a warning), else spawn_pick. --spawn-object naming nothing
/// is refused. `how` gets the note's words. False with err.
bool import_spawn_place(const uint8_t *cells, int w, int h, int tile, const ImportOptions *opt,
                        const ImportStart *start, ImportSpawn *out, char *how, size_t cap, const char *path,
                        MapError *err);

/// `out` from w x h cells (side masks, row-major) of `tile` pixels with the player at
/// `spawn`, named after `path`. `out` changes only on success.
bool import_make_map(Map *out, const uint8_t *cells, int w, int h, int tile, const ImportSpawn *spawn,
                     const char *path, MapError *err);

/// Append to a one-line note (cut to fit, control bytes made '?'); *n is its length.
void import_note_add(char *note, size_t cap, size_t *n, const char *fmt, ...);

#endif
