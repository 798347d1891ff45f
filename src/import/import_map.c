/* import_map.c: cells into a core Map through collide's own format (see import_map.h). */
#include "import/import_map.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/escape.h"
#include "import/import_file.h"

void import_map_name(const char *path, char *name, size_t cap)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t len = dot && dot > base ? (size_t)(dot - base) : strlen(base);
    const unsigned char *s = (const unsigned char *)base;
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        unsigned c = s[i];
        size_t extra = c < 0x80                          ? 0
                       : (c & 0xe0) == 0xc0 && c >= 0xc2 ? 1
                       : (c & 0xf0) == 0xe0              ? 2
                       : (c & 0xf8) == 0xf0 && c < 0xf5  ? 3
                                                         : 9;
        bool valid = extra < 4 && i + extra < len && c >= 0x20 && c != 0x7f;
        for (size_t k = 1; valid && k <= extra; k++) valid = (s[i + k] & 0xc0) == 0x80;
        size_t take = valid ? extra + 1 : 1;
        if (n + take >= cap) break;
        if (valid) memcpy(name + n, s + i, take);
        else name[n] = '_';
        n += take;
        i += take;
    }
    name[n] = '\0';
}

bool import_make_map(Map *out, const uint8_t *cells, int w, int h, int tile, int sx, int sy, const char *path,
                     MapError *err)
{
    if (w < 1 || h < 1 || w > MAP_MAX_W || h > MAP_MAX_H)
        return import_fail(err, path, 0, 0, "map is %dx%d cells; collide's maps are 1x1 to %dx%d", w, h, MAP_MAX_W,
                           MAP_MAX_H);
    Map *map = calloc(1, sizeof *map);
    if (!map || !map_new(map, w, h)) {
        free(map);
        return import_fail(err, path, 0, 0, "out of memory");
    }
    map->tile = tile;
    map->spawn_x = sx;
    map->spawn_y = sy;
    import_map_name(path, map->name, sizeof map->name);
    memcpy(map_cells_mut(map), cells, (size_t)w * (size_t)h);
    size_t need = map_format(map, NULL, 0) + 1;
    char *text = malloc(need);
    bool ok = text != NULL;
    if (!ok) import_fail(err, path, 0, 0, "out of memory");
    else map_format(map, text, need);
    ok = ok && map_parse(out, text, need - 1, path, err);
    free(text);
    map_free(map);
    free(map);
    return ok;
}

void import_note_add(char *note, size_t cap, size_t *n, const char *fmt, ...)
{
    if (!note || *n + 1 >= cap) return;
    /* Names from the file are shown by the one rule (core/base/escape.h): the note stays
     * one line and cannot drive the terminal. */
    char raw[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    escape_str(note + *n, cap - *n, raw);
    *n += strlen(note + *n);
}
