/* tiled_build.c: a read Tiled model into a collide Map (docs/tiled.md): the tile layers
 * are already cells (tiled_cells.c); here --layer's names are checked, the object
 * layers' shapes drawn, the start placed, and the Map and its note made. */
#include "import/tiled_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_objects.h"

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

/* Every name --layer gives is a tile or object layer's. */
static bool check_layer_names(TiledModel *m)
{
    const char *names = m->opt ? m->opt->layers : NULL;
    for (const char *at = names; at && *at;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        bool found = false;
        for (int k = 0; k < m->layer_count && !found; k++)
            found = strlen(m->layers[k].name) == len && strncmp(m->layers[k].name, at, len) == 0;
        if (!found) {
            char tiles[160], objects[160];
            list_layers(m, false, tiles, sizeof tiles);
            list_layers(m, true, objects, sizeof objects);
            return tiled_fail(m, 0, 0,
                              "--layer: no tile or object layer named '%.*s'; the tile layers are %s; the "
                              "object layers are %s",
                              (int)(len < 40 ? len : 40), at, tiles, objects);
        }
        at += len + (comma != NULL);
    }
    return true;
}

bool tiled_build(TiledModel *m, Map *out, char *note, size_t note_cap)
{
    m->file = m->path;
    if (m->layer_count == 0) return tiled_fail(m, 0, 0, "no tile or object layer");
    if (!check_layer_names(m) || !tiled_objects_cells(m)) return false;
    size_t count = (size_t)m->w * (size_t)m->h;
    int blocking = 0;
    for (size_t c = 0; c < count; c++) blocking += m->cells[c] != 0;
    const TiledSpawn *s = &m->spawn;
    ImportStart start = {.found = s->rank > 0,
                         .x = s->x,
                         .y = s->y,
                         .name = s->name,
                         .how = s->how,
                         .noun = "spawn object",
                         .whole = "map",
                         .file = m->path,
                         .line = s->line};
    ImportSpawn spawn;
    char how[sizeof s->how + 200];
    if (!import_spawn_place(m->cells, m->w, m->h, m->tile, m->opt, &start, &spawn, how, sizeof how, m->path, m->err) ||
        !import_make_map(out, m->cells, m->w, m->h, m->tile, &spawn, m->path, m->err))
        return false;
    if (note && note_cap) {
        note[0] = '\0';
        tiled_note(m, blocking, &spawn, how, note, note_cap);
    }
    return true;
}
