/* ldtk.h: levels made in LDtk (.ldtk projects, their .ldtkl level files) loaded as
 * collide Maps: IntGrid layers become cells, a Player or Spawn entity the spawn, as
 * docs/ldtk.md describes. import.h picks this reader by the file's content. */
#ifndef COLLIDE_LDTK_H
#define COLLIDE_LDTK_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "import/import_options.h"

/// One level of the LDtk project whose text is in memory; `path` names it in messages
/// and anchors external level files. `opt` (may be NULL) carries --level, --layer and
/// --solid-values. Never half-loads; `note` (may be NULL) gets one line.
bool ldtk_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                size_t note_cap, MapError *err);

/// ldtk_parse with the load's rules already read (import.c reads them once).
struct Rules;
bool ldtk_parse_with(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt,
                     struct Rules *rules, char *note, size_t note_cap, MapError *err);

#endif
