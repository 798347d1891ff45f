/* import_map.c: cells into a core Map through collide's own format (see import_map.h). */
#include "import/import_map.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/escape.h"
#include "import/import_file.h"
#include "import/spawn_pick.h"

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

bool import_make_map(Map *out, const uint8_t *cells, int w, int h, int tile, const ImportSpawn *spawn,
                     const char *path, MapError *err)
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
    map->spawn_x = spawn->x;
    map->spawn_y = spawn->y;
    map->spawn_offset = spawn->exact;
    map->spawn_dx = spawn->dx;
    map->spawn_dy = spawn->dy;
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

/* The cell under (x, y) and where in it, when that is not its centre. */
static void exact_at(double x, double y, int tile, ImportSpawn *out)
{
    double i = floor(x / tile), j = floor(y / tile);
    out->x = (int)i;
    out->y = (int)j;
    out->dx = (float)(x - i * tile);
    out->dy = (float)(y - j * tile);
    out->exact = out->dx != (float)tile / 2 || out->dy != (float)tile / 2;
    if (!out->exact) out->dx = out->dy = 0.0f;
}

static bool inside(double x, double y, int w, int h, int tile)
{
    return x >= 0 && y >= 0 && floor(x / tile) < w && floor(y / tile) < h;
}

static bool place_option(const uint8_t *cells, int w, int h, int tile, const ImportOptions *opt, ImportSpawn *out,
                         char *how, size_t cap, const char *path, MapError *err)
{
    double x = opt->spawn_x, y = opt->spawn_y;
    if (!inside(x, y, w, h, tile))
        return import_fail(err, path, 0, 0,
                           "--spawn " SPAWN_PX_FORMAT "," SPAWN_PX_FORMAT " is outside the %dx%d-cell map (0 to %d "
                           "by 0 to %d px)",
                           spawn_shown_px(x), spawn_shown_px(y), w, h, w * tile, h * tile);
    exact_at(x, y, tile, out);
    uint8_t c = cells[(size_t)out->y * (size_t)w + (size_t)out->x];
    if (c != 0)
        return import_fail(err, path, 0, 0,
                           "--spawn " SPAWN_PX_FORMAT "," SPAWN_PX_FORMAT " is in cell %d,%d, which blocks (side mask "
                           "%d); give a point in an empty cell",
                           spawn_shown_px(x), spawn_shown_px(y), out->x, out->y, c);
    snprintf(how, cap, "--spawn " SPAWN_PX_FORMAT "," SPAWN_PX_FORMAT, spawn_shown_px(x), spawn_shown_px(y));
    return true;
}

bool import_spawn_place(const uint8_t *cells, int w, int h, int tile, const ImportOptions *opt,
                        const ImportStart *start, ImportSpawn *out, char *how, size_t cap, const char *path,
                        MapError *err)
{
    *out = (ImportSpawn){0};
    if (opt && opt->spawn_given) return place_option(cells, w, h, tile, opt, out, how, cap, path, err);
    if (opt && opt->spawn_object && !start->found)
        return import_fail(err, path, 0, 0, "--spawn-object '%.64s': no %s has that name or %s", opt->spawn_object,
                           start->noun, strcmp(start->noun, "entity") == 0 ? "identifier" : "class");
    if (!start->found) {
        if (spawn_pick(cells, w, h, &out->x, &out->y, how, cap)) return true;
        return import_fail(err, path, 0, 0, "no free cell for the player: every cell blocks");
    }
    const char *file = start->file ? start->file : path;
    if (!isfinite(start->x) || !isfinite(start->y))
        return import_fail(err, file, start->line, 0, "%s '%s': its position is not a finite number", start->noun,
                           start->name);
    if (!inside(start->x, start->y, w, h, tile))
        return import_fail(err, file, start->line, 0,
                           "%s '%s' at " SPAWN_PX_FORMAT "," SPAWN_PX_FORMAT " px is outside the %dx%d-cell %s",
                           start->noun, start->name, spawn_shown_px(start->x), spawn_shown_px(start->y), w, h,
                           start->whole);
    exact_at(start->x, start->y, tile, out);
    uint8_t c = cells[(size_t)out->y * (size_t)w + (size_t)out->x];
    if (c == 0) {
        snprintf(how, cap, "%s", start->how);
        return true;
    }
    int i = out->x, j = out->y;
    *out = (ImportSpawn){0};
    if (!spawn_nearest_free(cells, w, h, i, j, &out->x, &out->y))
        return import_fail(err, path, 0, 0, "no free cell for the player: every cell blocks");
    snprintf(how, cap,
             "warning: %s is in cell %d,%d, which blocks (side mask %d), so the nearest free cell; --spawn X,Y "
             "chooses the start",
             start->how, i, j, c);
    return true;
}
