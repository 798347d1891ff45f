/* tiled.h: maps made in Tiled (.tmx XML, .tmj or .json JSON; orthogonal, fixed-size or
 * infinite) loaded as collide Maps: which tiles and shapes block and on which sides,
 * and where the player starts, as docs/tiled.md describes. import.h picks this reader
 * by the file's content. */
#ifndef COLLIDE_TILED_H
#define COLLIDE_TILED_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "import/import_options.h"

/// Read a Tiled map and its external tilesets (named relative to the map) into `out`.
/// `opt` (may be NULL) carries --layer and --solid-property. `note` (may be NULL) gets
/// one line that says what the map became and where the player starts. Never
/// half-loads: `out` changes only on success, and on failure `err` says where
/// ("FILE:LINE:COL: message", or what the parser knows).
bool tiled_load(Map *out, const char *path, const ImportOptions *opt, char *note, size_t note_cap, MapError *err);

/// The same from the map's text in memory (XML when it starts with '<', else JSON);
/// `path` names the map in messages and anchors its external tilesets.
bool tiled_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                 size_t note_cap, MapError *err);

/// tiled_parse with the load's rules already read (import.c reads them once at the
/// door); each rule's matches are counted into `rules`.
struct Rules;
bool tiled_parse_with(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt,
                      struct Rules *rules, char *note, size_t note_cap, MapError *err);

#endif
