/* import_helpers.h: what the importer's test files share: a level loaded through the
 * door (import.h) as the grid collide writes for it, and a refusal checked to name its
 * place and leave the caller's map as it was. */
#ifndef COLLIDE_TEST_IMPORT_HELPERS_H
#define COLLIDE_TEST_IMPORT_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "import/import.h"

/// `file` loaded with `opt` into the caller's map `m` (map_free'd first by the loader), its
/// grid rows ("grid" to "end" as map_format writes them) into grid and its note into note.
static inline void helpers_load(const char *file, ImportOptions opt, Map *m, char *grid, size_t cap, char *note,
                                size_t note_cap)
{
    static char text[1 << 16];
    MapError e;
    cr_assert(import_load(m, file, &opt, note, note_cap, &e), "%s: %s:%d:%d: %s", file, e.file, e.line, e.col, e.msg);
    map_format(m, text, sizeof text);
    const char *start = strstr(text, "grid\n") + 5, *end = strstr(text, "end\n");
    snprintf(grid, cap, "%.*s", (int)(end - start), start);
}

/// `file` with `opt` is refused with a message starting `want`, and the map is untouched.
static inline void helpers_refused(const char *file, ImportOptions opt, const char *want)
{
    static Map m, before;
    MapError e;
    char line[512];
    memset(&m, 0x5a, sizeof m);
    before = m;
    cr_expect(!import_load(&m, file, &opt, NULL, 0, &e), "%s loaded", file);
    map_error_format(&e, line, sizeof line);
    cr_expect(strncmp(line, want, strlen(want)) == 0, "%s:\n got  %s\n want %s", file, line, want);
    cr_expect(memcmp(&m, &before, sizeof m) == 0, "%s half-loaded", file);
}

#endif
