/* fuzz_map.c: libFuzzer harness for the map parser (map_parse, docs/formats.md).
 * Promises checked on every input: no crash or undefined behaviour; a refused map
 * leaves the caller's map untouched and says where (line, column) and why; an
 * accepted map is within the format's limits, and writing it out with map_format
 * and reading that back gives the same map. */
#include <string.h>

#include "core/map.h"
#include "fuzz.h"

static bool same_map(const Map *a, const Map *b)
{
    return strcmp(a->name, b->name) == 0 && a->tile == b->tile && a->w == b->w && a->h == b->h &&
           a->spawn_x == b->spawn_x && a->spawn_y == b->spawn_y && a->mover_count == b->mover_count &&
           memcmp(a->movers, b->movers, sizeof a->movers[0] * (size_t)a->mover_count) == 0 &&
           memcmp(a->cells, b->cells, (size_t)a->w * (size_t)a->h) == 0;
}

static void check_limits(const Map *m)
{
    FUZZ_CHECK(m->w >= 1 && m->w <= MAP_MAX_W && m->h >= 1 && m->h <= MAP_MAX_H, "%dx%d", m->w, m->h);
    FUZZ_CHECK(m->tile >= MAP_TILE_MIN && m->tile <= MAP_TILE_MAX, "tile %d", m->tile);
    FUZZ_CHECK(m->spawn_x >= 0 && m->spawn_x < m->w && m->spawn_y >= 0 && m->spawn_y < m->h, "spawn %d,%d", m->spawn_x,
               m->spawn_y);
    FUZZ_CHECK(m->cells[m->spawn_y * m->w + m->spawn_x] == 0, "the spawn cell is not empty");
    FUZZ_CHECK(memchr(m->name, '\0', sizeof m->name) != NULL, "name not terminated");
    FUZZ_CHECK(m->mover_count >= 0 && m->mover_count <= MAP_MAX_MOVERS, "%d movers", m->mover_count);
    for (int i = 0; i < m->w * m->h; i++) FUZZ_CHECK(m->cells[i] <= SIDE_ALL, "cell %d = %d", i, m->cells[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Map map, before, again;
    static char text[1 << 20];
    MapError err;
    map_free(&map);
    memset(&map, 0xa5, sizeof map); /* a refused map must leave every byte as it was */
    map.cells = NULL;
    before = map;
    if (!map_parse(&map, (const char *)data, size, "fuzz.map", &err)) {
        FUZZ_CHECK(memcmp(&map, &before, sizeof map) == 0, "a refused map half-loaded");
        FUZZ_CHECK(err.line >= 1 && err.col >= 1, "error without a position: %d:%d %s", err.line, err.col, err.msg);
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        char line[512];
        map_error_format(&err, line, sizeof line);
        FUZZ_CHECK(strncmp(line, "fuzz.map:", 9) == 0, "%s", line);
        return 0;
    }
    check_limits(&map);
    size_t need = map_format(&map, NULL, 0);
    FUZZ_CHECK(need < sizeof text, "%zu bytes", need);
    FUZZ_CHECK(map_format(&map, text, sizeof text) == need, "map_format disagrees with itself");
    FUZZ_CHECK(strlen(text) == need, "map_format wrote a NUL");
    bool ok = map_parse(&again, text, need, "again.map", &err);
    FUZZ_CHECK(ok, "a written map does not read back: %d:%d %s\n%s", err.line, err.col, err.msg, text);
    FUZZ_CHECK(same_map(&map, &again), "a written map reads back different:\n%s", text);
    map_free(&map);
    map_free(&again);
    return 0;
}
