/* support.h: helpers shared by the test files: run the real collide binary and
 * capture what it prints, make temporary directories, read fixtures. */
#ifndef COLLIDE_TEST_SUPPORT_H
#define COLLIDE_TEST_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "core/resolver.h"

/* The program under test (this build flavour's) and the source tree. */
#ifndef COLLIDE_BIN
#define COLLIDE_BIN "./collide"
#endif
#ifndef SOURCE_DIR
#define SOURCE_DIR "."
#endif

/// Run a shell command line; capture stdout and stderr (each NUL-terminated, cut at
/// cap-1 bytes). Returns the exit status, or -1 if it did not exit normally.
int run_capture(const char *cmdline, char *out, size_t out_cap, char *err, size_t err_cap);
/// Run `COLLIDE_BIN args` with `stdin_text` (may be NULL) on standard input.
int run_collide(const char *args, const char *stdin_text, char *out, size_t out_cap, char *err, size_t err_cap);
/// A fresh temporary directory (removed by the OS's tmp cleaning; tests keep it small).
void make_temp_dir(char *path, size_t cap);
/// Write `text` to `path`; returns false on failure.
bool write_file(const char *path, const char *text);
/// Read a whole file into a malloc'ed NUL-terminated buffer (NULL on failure).
char *read_file(const char *path, size_t *len);
/// Load a shipped map from maps/NAME (asserts on failure).
void load_shipped_map(const char *name, Map *out);
#define SHIPPED_MAPS_MAX 32
#define SHIPPED_MAP_NAME_MAX 256
/// Body b moved by (dx, dy) on map m straight through the resolver (not the
/// resolver_move door), no movers, with a generator seeded `seed`.
Body resolve_once(const ResolverInfo *ri, const Map *m, Body b, float dx, float dy, uint64_t seed, MoveInfo *mi,
                  Trace *trace);
/// The text of a side x side map (malloc'ed, NUL-terminated; *len bytes): a solid
/// border, a wall column at x = side - 4, scattered blocks left of x = side - 8, and
/// the spawn at (side - 6, side - 3), by the far corner.
char *big_map_text(int side, size_t *len);
/// big_map_text's map parsed into *out (asserts that it parses).
void load_big_map(int side, Map *out);
/// big_map_text's map written to the file `path` (asserts that it is written whole).
void write_big_map(const char *path, int side);
/// The names of the shipped maps (maps/*.map), sorted; returns how many (asserts that
/// the folder can be read and holds at least one).
int shipped_map_names(char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX]);

#endif
