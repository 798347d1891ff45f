/* import.h: levels made in other editors loaded as collide Maps: Tiled (.tmx, .tmj or
 * .json; docs/tiled.md) and LDtk (.ldtk; docs/ldtk.md). The file's content decides the
 * reader, so a Tiled map named .json loads as one. The import layer: it uses the core,
 * never the reverse. */
#ifndef COLLIDE_IMPORT_H
#define COLLIDE_IMPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "import/import_options.h"


/// Does the importer read `path` rather than collide's own map reader? Yes for .tmx,
/// .tmj, .json and .ldtk names, and for any file whose first byte (past a BOM and
/// blanks) is '<' or '{'.
bool import_claims(const char *path);

/// Read the level at `path` (and the tilesets or level files it names) into `out`.
/// `note` (may be NULL) gets one line saying what the level became. Never half-loads:
/// `out` changes only on success; on failure `err` says where.
bool import_load(Map *out, const char *path, const ImportOptions *opt, char *note, size_t note_cap, MapError *err);

/// The same from the file's text in memory; `path` names it and anchors what it names.
bool import_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                  size_t note_cap, MapError *err);

/// --spawn X,Y on a collide map already read (`m`, this caller's own): the spawn cell and
/// where in it; `note` says so. False with err when the point is outside or blocks.
bool import_own_spawn(Map *m, const ImportOptions *opt, const char *path, char *note, size_t note_cap, MapError *err);

#endif
