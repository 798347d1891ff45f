/* tiled_build.c: a read Tiled model into a collide Map (docs/tiled.md): the layers
 * that decide (--layer, or those whose tiles or objects carry collision), each cell's
 * side mask from the tiles and shapes on it, turned as the GID's flip bits say, the
 * player's spawn, and the note that says what each layer gave. */
#include "import/tiled_build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_map.h"
#include "import/spawn_pick.h"
#include "import/tiled_objects.h"

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

/* What the build counts for the note. */
typedef struct BuildStats {
    int made[TILED_LAYERS_MAX]; /* cells each layer made block */
    bool chosen[TILED_LAYERS_MAX];
    int partial_solid, partial_empty; /* placed tiles whose partial shapes decided */
} BuildStats;

/* The side mask one tile gives its cell; `fallback` is its layer's rule for a tile with none. */
static bool tile_sides(TiledModel *m, const TiledLayer *l, int cell, int fallback, BuildStats *st, uint8_t *out)
{
    uint32_t gid = l->gids[cell], id = gid & TILED_GID_BITS;
    *out = 0;
    if (id == 0) return true;
    const TiledTileset *ts = tileset_of(m, id);
    uint32_t end = ts && ts->id_end > ts->count ? ts->id_end : ts ? ts->count : 0;
    if (!ts || (ts->count && id - ts->firstgid >= end))
        return tiled_fail(m, l->line, 0, "layer '%s': cell %d,%d holds tile %u, which no tileset has", l->name,
                          cell % m->w, cell / m->w, id);
    const TiledTile *t = tile_rule(ts, id - ts->firstgid);
    int sides = fallback;
    if (t && t->sides != TILED_NO_RULE) sides = t->sides;
    else if (t && t->shape == TILED_SHAPE_WHOLE) sides = SIDE_ALL;
    else if (t && t->shape == TILED_SHAPE_EDGES) sides = t->shape_sides;
    else if (t && t->shape == TILED_SHAPE_PARTIAL_SOLID) sides = SIDE_ALL, st->partial_solid++;
    else if (t && t->shape == TILED_SHAPE_PARTIAL_EMPTY) sides = 0, st->partial_empty++;
    *out = sides > 0 ? tiled_flip_sides((uint8_t)sides, gid) : 0;
    return true;
}

/* The names of the layers of one kind, for a refusal. */
static void list_layers(const TiledModel *m, bool objects, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int k = 0; k < m->layer_count; k++)
        if (m->layers[k].is_objects == objects)
            import_note_add(buf, cap, &n, "%s'%.32s'", n ? ", " : "", m->layers[k].name);
    if (!n) snprintf(buf, cap, "none");
}

/* --layer A,B,...: mark each named layer, or refuse a name no layer has. */
static bool choose_layers(TiledModel *m, const char *names, BuildStats *st)
{
    for (const char *at = names; *at;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        int found = -1;
        for (int k = 0; k < m->layer_count && found < 0; k++)
            if (strlen(m->layers[k].name) == len && strncmp(m->layers[k].name, at, len) == 0) found = k;
        if (found < 0) {
            char tiles[160], objects[160];
            list_layers(m, false, tiles, sizeof tiles);
            list_layers(m, true, objects, sizeof objects);
            return tiled_fail(m, 0, 0, "--layer: no tile or object layer named '%.*s'; the tile layers are %s; the "
                                       "object layers are %s",
                              (int)(len < 40 ? len : 40), at, tiles, objects);
        }
        st->chosen[found] = true;
        at += len + (comma != NULL);
    }
    return true;
}

/* Every layer's cells ORed into `cells`: a chosen layer's tiles and shapes without a rule block. */
static bool fill_cells(TiledModel *m, BuildStats *st, bool any_chosen, uint8_t *cells, uint8_t *one)
{
    size_t count = (size_t)m->w * (size_t)m->h;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        if (any_chosen && !st->chosen[k]) continue;
        int fallback = l->rule != TILED_NO_RULE ? l->rule : st->chosen[k] ? SIDE_ALL : TILED_NO_RULE;
        memset(one, 0, count);
        if (l->is_objects) {
            tiled_objects_cells(m, l, fallback, one);
        } else {
            for (size_t c = 0; c < count; c++)
                if (!tile_sides(m, l, (int)c, fallback, st, &one[c])) return false;
        }
        for (size_t c = 0; c < count; c++) {
            st->made[k] += one[c] != 0;
            cells[c] |= one[c];
        }
    }
    return true;
}

static bool place_spawn(TiledModel *m, const uint8_t *cells, int *sx, int *sy, char *how, size_t cap)
{
    const TiledSpawn *s = m->named.found ? &m->named : m->point.found ? &m->point : NULL;
    if (!s) {
        if (spawn_pick(cells, m->w, m->h, sx, sy, how, cap)) return true;
        return tiled_fail(m, 0, 0, "no free cell for the player: every cell blocks");
    }
    if (!isfinite(s->x) || !isfinite(s->y))
        return tiled_fail(m, s->line, 0, "spawn object '%s': its position is not a finite number", s->name);
    double ci = floor(s->x / m->tile), cj = floor(s->y / m->tile);
    if (!(ci >= 0 && cj >= 0 && ci < m->w && cj < m->h))
        return tiled_fail(m, s->line, 0,
                          "spawn object '%s' at " SPAWN_PX_FORMAT "," SPAWN_PX_FORMAT
                          " px is outside the %dx%d-cell map",
                          s->name, spawn_shown_px(s->x), spawn_shown_px(s->y), m->w, m->h);
    int i = (int)ci, j = (int)cj;
    if (cells[j * m->w + i] != 0)
        return tiled_fail(m, s->line, 0,
                          "spawn object '%s' is in cell %d,%d, which blocks (side mask %d); the player starts in "
                          "an empty cell",
                          s->name, i, j, cells[j * m->w + i]);
    *sx = i;
    *sy = j;
    if (s == &m->named) snprintf(how, cap, "object '%s'", s->name);
    else snprintf(how, cap, "the first point object%s%s%s", s->name[0] ? " '" : "", s->name, s->name[0] ? "'" : "");
    return true;
}

/* The note: size, blocking cells, what each layer gave and which were left out, partial shapes, spawn. */
static void write_note(const TiledModel *m, const BuildStats *st, bool any_chosen, int blocking, const Map *out,
                       const char *how, char *note, size_t cap)
{
    size_t n = 0;
    import_note_add(note, cap, &n, "%s: %dx%d cells of %d px, %d blocking", m->path, m->w, m->h, m->tile, blocking);
    int used = 0, left = 0;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        if (st->made[k] > 0)
            import_note_add(note, cap, &n, "%s'%.40s' %s %d", used++ ? ", " : any_chosen ? "; --layer " : "; from ",
                            l->name, l->is_objects ? "objects" : "tiles", st->made[k]);
    }
    for (int k = 0; k < m->layer_count; k++)
        if (st->made[k] == 0 && (!any_chosen || st->chosen[k]))
            import_note_add(note, cap, &n, "%s'%.40s'", left++ ? ", " : "; left out (no collision): ", m->layers[k].name);
    if (st->partial_solid)
        import_note_add(note, cap, &n, "; %d tile%s with partial collision shapes (slopes, small boxes) treated as "
                        "solid (half the tile or more)", st->partial_solid, st->partial_solid == 1 ? "" : "s");
    if (st->partial_empty)
        import_note_add(note, cap, &n, "; %d tile%s with partial collision shapes treated as empty (under half the "
                        "tile)", st->partial_empty, st->partial_empty == 1 ? "" : "s");
    import_note_add(note, cap, &n, "; the player starts in cell %d,%d (%s)", out->spawn_x, out->spawn_y, how);
    if (!blocking)
        import_note_add(note, cap, &n, "; no tile blocks: give tiles a 'collides' property or use --layer NAME "
                                        "(docs/tiled.md)");
}

bool tiled_build(TiledModel *m, Map *out, char *note, size_t note_cap)
{
    m->file = m->path;
    if (m->layer_count == 0) return tiled_fail(m, 0, 0, "no tile or object layer");
    BuildStats *st = calloc(1, sizeof *st);
    size_t count = (size_t)m->w * (size_t)m->h;
    uint8_t *cells = calloc(count, 1), *one = calloc(count, 1);
    const char *names = m->opt ? m->opt->layers : NULL;
    bool any_chosen = names && names[0];
    bool ok = st && cells && one;
    if (!ok) tiled_fail(m, 0, 0, "out of memory");
    ok = ok && (!any_chosen || choose_layers(m, names, st)) && fill_cells(m, st, any_chosen, cells, one);
    int blocking = 0, sx = 0, sy = 0;
    for (size_t c = 0; ok && c < count; c++) blocking += cells[c] != 0;
    char how[TILED_NAME_MAX + 160];
    ok = ok && place_spawn(m, cells, &sx, &sy, how, sizeof how) &&
         import_make_map(out, cells, m->w, m->h, m->tile, sx, sy, m->path, m->err);
    if (ok && note && note_cap) {
        note[0] = '\0';
        write_note(m, st, any_chosen, blocking, out, how, note, note_cap);
    }
    free(st);
    free(cells);
    free(one);
    return ok;
}
