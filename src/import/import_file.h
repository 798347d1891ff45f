/* import_file.h: what every importer (Tiled, LDtk) shares at its edge: files read with
 * bounds (regular files only, opened non-blocking, a size cap per file and per map),
 * and errors that name the file and never carry a control byte to the terminal. */
#ifndef COLLIDE_IMPORT_FILE_H
#define COLLIDE_IMPORT_FILE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "import/import_options.h"

#define IMPORT_FILE_MAX (4u << 20)  /* bytes of one map, tileset or level file */
#define IMPORT_READ_MAX (16u << 20) /* bytes read for one map, every file it names included */

/// Fill err with "FILE:LINE:COL: message" parts (line, col 0 when unknown); control
/// bytes in the file's name or the message become '?'. Always returns false.
bool import_vfail(MapError *err, const char *file, int line, int col, const char *fmt, va_list ap);
bool import_fail(MapError *err, const char *file, int line, int col, const char *fmt, ...);

/// The whole file, malloc'ed and NUL-terminated, or NULL with `why` set. Refuses what is
/// not a regular file, a file over IMPORT_FILE_MAX, and a read that would take `*budget`
/// past IMPORT_READ_MAX; adds what it read to `*budget`.
char *import_read_file(const char *path, size_t *budget, size_t *len, char *why, size_t why_cap);

/// A reader of a level's text (tiled_parse, import_parse): the same arguments as import_parse.
typedef bool (*ImportParse)(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt,
                            char *note, size_t note_cap, MapError *err);

/// Read the file at `path` within the bounds above and hand its text to `parse`.
bool import_load_with(ImportParse parse, Map *out, const char *path, const ImportOptions *opt, char *note,
                      size_t note_cap, MapError *err);

/// Does `path` end in `ext` (".tmx"), any case?
bool import_has_extension(const char *path, const char *ext);


#endif
