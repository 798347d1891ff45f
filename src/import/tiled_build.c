/* tiled_build.c: a read Tiled model into a collide Map (docs/tiled.md): each cell's
 * side mask from the tiles on it (the `collide` property, else a collision shape that
 * covers the tile, or every tile of the --layer), turned as the GID's flip bits say,
 * and the player's spawn. */
#include "import/tiled_build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint8_t tiled_flip_sides(uint8_t sides, uint32_t gid)
{
    uint8_t s = sides;
    /* Tiled applies the diagonal flip first (x and y swapped: left and top trade places,
     * so do right and bottom), then the horizontal and vertical flips. */
    if (gid & TILED_FLIP_D)
        s = (uint8_t)((s & SIDE_LEFT ? SIDE_UP : 0) | (s & SIDE_UP ? SIDE_LEFT : 0) | (s & SIDE_RIGHT ? SIDE_DOWN : 0) |
                      (s & SIDE_DOWN ? SIDE_RIGHT : 0));
    if (gid & TILED_FLIP_H)
        s = (uint8_t)((s & ~(SIDE_LEFT | SIDE_RIGHT)) | (s & SIDE_LEFT ? SIDE_RIGHT : 0) |
                      (s & SIDE_RIGHT ? SIDE_LEFT : 0));
    if (gid & TILED_FLIP_V)
        s = (uint8_t)((s & ~(SIDE_UP | SIDE_DOWN)) | (s & SIDE_UP ? SIDE_DOWN : 0) | (s & SIDE_DOWN ? SIDE_UP : 0));
    return s;
}

static const TiledTileset *tileset_of(const TiledModel *m, uint32_t id)
{
    const TiledTileset *best = NULL;
    for (int k = 0; k < m->tileset_count; k++)
        if (m->tilesets[k].firstgid <= id && (!best || m->tilesets[k].firstgid > best->firstgid))
            best = &m->tilesets[k];
    return best;
}

static const TiledTile *tile_rule(const TiledTileset *ts, uint32_t local)
{
    int lo = 0, hi = ts->tile_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (ts->tiles[mid].id == local) return &ts->tiles[mid];
        if (ts->tiles[mid].id < local) lo = mid + 1;
        else hi = mid - 1;
    }
    return NULL;
}

/* The side mask one layer's tile gives cell (i, j). */
static bool cell_sides(TiledModel *m, const TiledLayer *l, int i, int j, bool every_tile, uint8_t *out)
{
    uint32_t gid = l->gids[j * m->w + i];
    uint32_t id = gid & TILED_GID_BITS;
    *out = 0;
    if (id == 0) return true;
    const TiledTileset *ts = tileset_of(m, id);
    if (!ts || (ts->count && id - ts->firstgid >= ts->count))
        return tiled_fail(m, l->line, 0, "layer '%s': cell %d,%d holds tile %u, which no tileset has", l->name, i, j,
                          id);
    if (every_tile) {
        *out = SIDE_ALL;
        return true;
    }
    const TiledTile *t = tile_rule(ts, id - ts->firstgid);
    if (t && t->sides != TILED_NO_RULE) *out = tiled_flip_sides((uint8_t)t->sides, gid);
    else if (t && t->covers) *out = SIDE_ALL;
    return true;
}

/* The layers that decide the sides: all tile layers, or the one --layer names. */
static bool pick_layers(TiledModel *m, const char *only, int *first, int *last)
{
    if (m->layer_count == 0) return tiled_fail(m, 0, 0, "no tile layer");
    *first = 0;
    *last = m->layer_count - 1;
    if (!only) return true;
    for (int k = 0; k < m->layer_count; k++)
        if (strcmp(m->layers[k].name, only) == 0) {
            *first = *last = k;
            return true;
        }
    char names[120] = "";
    size_t n = 0;
    for (int k = 0; k < m->layer_count && n < sizeof names; k++)
        n += (size_t)snprintf(names + n, sizeof names - n, "%s'%s'", k ? ", " : "", m->layers[k].name);
    return tiled_fail(m, 0, 0, "--layer: no tile layer named '%.40s'; the tile layers are %s", only, names);
}

/* The map's name: the file's name without folder or extension, valid UTF-8 that fits. */
static void name_from_path(const char *path, char *name, size_t cap)
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

static bool place_spawn(TiledModel *m, Map *map, char *how, size_t cap)
{
    const TiledSpawn *s = m->named.found ? &m->named : m->point.found ? &m->point : NULL;
    if (!s) {
        for (int k = 0; k < map->w * map->h; k++)
            if (map->cells[k] == 0) {
                map->spawn_x = k % map->w;
                map->spawn_y = k / map->w;
                snprintf(how, cap, "no spawn object, so the first free cell");
                return true;
            }
        return tiled_fail(m, 0, 0, "no free cell for the player: every cell blocks");
    }
    double ci = floor(s->x / map->tile), cj = floor(s->y / map->tile);
    if (!(ci >= 0 && cj >= 0 && ci < map->w && cj < map->h))
        return tiled_fail(m, s->line, 0, "spawn object '%s' at %.0f,%.0f px is outside the %dx%d-cell map", s->name,
                          s->x, s->y, map->w, map->h);
    int i = (int)ci, j = (int)cj;
    if (map->cells[j * map->w + i] != 0)
        return tiled_fail(m, s->line, 0,
                          "spawn object '%s' is in cell %d,%d, which blocks (side mask %d); the player starts in "
                          "an empty cell",
                          s->name, i, j, map->cells[j * map->w + i]);
    map->spawn_x = i;
    map->spawn_y = j;
    if (s == &m->named) snprintf(how, cap, "object '%s'", s->name);
    else snprintf(how, cap, "the first point object%s%s%s", s->name[0] ? " '" : "", s->name, s->name[0] ? "'" : "");
    return true;
}

bool tiled_build(TiledModel *m, const char *only_layer, Map *out, char *note, size_t note_cap)
{
    m->file = m->path;
    int first, last;
    if (!pick_layers(m, only_layer, &first, &last)) return false;
    Map *map = calloc(1, sizeof *map);
    if (!map || !map_new(map, m->w, m->h)) {
        free(map);
        return tiled_fail(m, 0, 0, "out of memory");
    }
    uint8_t *cells = map_cells_mut(map);
    map->tile = m->tile;
    name_from_path(m->path, map->name, sizeof map->name);
    bool ok = true;
    int blocking = 0;
    for (int j = 0; ok && j < m->h; j++)
        for (int i = 0; ok && i < m->w; i++) {
            uint8_t sides = 0, one;
            for (int k = first; ok && k <= last; k++) {
                ok = cell_sides(m, &m->layers[k], i, j, only_layer != NULL, &one);
                sides |= one;
            }
            cells[(size_t)j * (size_t)m->w + (size_t)i] = sides;
            blocking += sides != 0;
        }
    char how[TILED_NAME_MAX + 48];
    ok = ok && place_spawn(m, map, how, sizeof how);
    /* Through collide's own text format: the Map a .map file would give, checked by the
     * same parser, so the window, the subcommands and recordings see one thing. */
    char *text = NULL;
    if (ok) {
        size_t need = map_format(map, NULL, 0) + 1;
        text = malloc(need);
        ok = text != NULL;
        if (!ok) tiled_fail(m, 0, 0, "out of memory");
        else map_format(map, text, need);
        ok = ok && map_parse(out, text, need - 1, m->path, m->err);
    }
    if (ok && note && note_cap) {
        const char *rule = only_layer ? " (every tile of layer '" : "";
        snprintf(note, note_cap,
                 "%s: %dx%d cells of %d px, %d blocking%s%.40s%s; the player starts in cell %d,%d (%s)%s", m->path,
                 map->w, map->h, map->tile, blocking, rule, only_layer ? only_layer : "", only_layer ? "')" : "",
                 out->spawn_x, out->spawn_y, how,
                 blocking || only_layer ? ""
                                        : "; no tile blocks: give tiles a '" TILED_PROPERTY
                                          "' property or use --layer NAME (docs/tiled.md)");
        /* Object and layer names come from the file: the note stays one line of text. */
        for (char *c = note; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
    }
    free(text);
    map_free(map);
    free(map);
    return ok;
}
