/* fuzz_tiled.h: what the level importers' harnesses (fuzz_tmx.c, fuzz_tmj.c for Tiled,
 * fuzz_ldtk.c for LDtk) check on every input. The map is named as if it sat in tests/data/tiled, so a fuzzed external
 * tileset can reach the fixtures' real ones (make fuzz runs from the repository root).
 * Promises: no crash, undefined behaviour, hang or unbounded allocation; a refused map
 * leaves the caller's untouched and says why in a message free of control bytes; an
 * accepted map is within collide's limits, has its spawn in an empty cell, and reads
 * back the same through collide's own format. Inputs of odd length also try the
 * harness's options (--layer, and for LDtk --level and --solid-values). */
#ifndef COLLIDE_FUZZ_TILED_H
#define COLLIDE_FUZZ_TILED_H

#include <string.h>

#include "fuzz.h"
#include "import/ldtk.h"
#include "import/tiled.h"

#define FUZZ_TILED_LAYER "Ground"

/// tiled_parse or ldtk_parse.
typedef bool (*FuzzImport)(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt,
                           char *note, size_t note_cap, MapError *err);

static void fuzz_tiled_check_map(const Map *m)
{
    FUZZ_CHECK(m->w >= 1 && m->w <= MAP_MAX_W && m->h >= 1 && m->h <= MAP_MAX_H, "%dx%d", m->w, m->h);
    FUZZ_CHECK(m->tile >= MAP_TILE_MIN && m->tile <= MAP_TILE_MAX, "tile %d", m->tile);
    FUZZ_CHECK(m->spawn_x >= 0 && m->spawn_x < m->w && m->spawn_y >= 0 && m->spawn_y < m->h, "spawn %d,%d", m->spawn_x,
               m->spawn_y);
    FUZZ_CHECK(m->cells[m->spawn_y * m->w + m->spawn_x] == 0, "the spawn cell is not empty");
    FUZZ_CHECK(m->mover_count == 0, "%d movers", m->mover_count);
    for (int i = 0; i < m->w * m->h; i++) FUZZ_CHECK(m->cells[i] <= SIDE_ALL, "cell %d = %d", i, m->cells[i]);
}

static int fuzz_import_one(const uint8_t *data, size_t size, const char *path, FuzzImport import,
                           const ImportOptions *odd)
{
    static Map map, before, again;
    char note[IMPORT_NOTE_MAX];
    MapError err;
    memset(&map, 0xa5, sizeof map); /* a refused map must leave every byte as it was */
    map.cells = NULL;
    before = map;
    if (!import(&map, (const char *)data, size, path, size % 2 ? odd : NULL, note, sizeof note, &err)) {
        FUZZ_CHECK(memcmp(&map, &before, sizeof map) == 0, "a refused map half-loaded");
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        for (const char *c = err.msg; *c; c++) FUZZ_CHECK((unsigned char)*c >= 0x20 && *c != 0x7f, "%s", err.msg);
        FUZZ_CHECK(err.line >= 0 && err.col >= 0, "%d:%d", err.line, err.col);
        return 0;
    }
    fuzz_tiled_check_map(&map);
    FUZZ_CHECK(memchr(note, '\n', strlen(note)) == NULL, "the note is more than one line: %s", note);
    /* A small file can make a big map (an infinite one's objects far out): its text is as
     * long as the map needs, up to 16 MiB of cells. */
    size_t need = map_format(&map, NULL, 0);
    char *text = malloc(need + 1);
    FUZZ_CHECK(text != NULL, "%zu bytes", need);
    FUZZ_CHECK(map_format(&map, text, need + 1) == need, "map_format disagrees with itself");
    FUZZ_CHECK(map_parse(&again, text, need, "again.map", &err), "%d:%d %s\n%s", err.line, err.col, err.msg, text);
    size_t cells = (size_t)map.w * (size_t)map.h;
    FUZZ_CHECK(again.w == map.w && again.h == map.h && memcmp(again.cells, map.cells, cells) == 0,
               "the cells read back different:\n%s", text);
    Map a = map, b = again; /* borrowed, to compare the rest */
    a.cells = b.cells = NULL;
    FUZZ_CHECK(memcmp(&a, &b, sizeof a) == 0, "the map reads back different:\n%s", text);
    free(text);
    map_free(&map);
    map_free(&again);
    return 0;
}

static inline int fuzz_tiled_one(const uint8_t *data, size_t size, const char *path)
{
    static const ImportOptions layer = {.layers = FUZZ_TILED_LAYER};
    return fuzz_import_one(data, size, path, tiled_parse, &layer);
}

#endif
