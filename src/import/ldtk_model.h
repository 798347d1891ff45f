/* ldtk_model.h: what ldtk.c reads from one LDtk level (its IntGrid layers as cells,
 * the spawn entity) and ldtk_load.c turns into a Map; the limits on hostile input. */
#ifndef COLLIDE_LDTK_MODEL_H
#define COLLIDE_LDTK_MODEL_H

#include <cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"
#include "import/import_options.h"
#include "import/rules.h"

#define LDTK_NAME_MAX 64
#define LDTK_LAYERS_MAX 64 /* layers noted per level */
#define LDTK_PATH_MAX 4096

typedef struct LdtkLayerNote {
    char name[LDTK_NAME_MAX];
    char type[16]; /* LDtk's __type: IntGrid, Entities, Tiles, AutoLayer */
    bool intgrid;  /* an IntGrid layer that was read */
    bool ignored;  /* an IntGrid layer a rule ignores */
    int made; /* cells it made block */
} LdtkLayerNote;

typedef struct LdtkLevel {
    const char *path; /* the project: names errors, anchors level files */
    const char *file; /* the file being read now: the project or a level file */
    MapError *err;
    const ImportOptions *opt;
    const cJSON *defs; /* the project's "defs" (NULL in a lone level file) */
    int w, h, grid;    /* cells, and pixels per cell */
    Rules *rules;
    uint8_t *cells;
    int spawn_rank;          /* spawn_rank of the start entity so far; 0 none */
    double spawn_x, spawn_y; /* pixels: the entity's centre */
    char spawn_name[LDTK_NAME_MAX];
    LdtkLayerNote layers[LDTK_LAYERS_MAX];
    int layer_count;
    size_t bytes_read;
} LdtkLevel;

/// Fill err for the file being read ("FILE: message"); returns false.
bool ldtk_fail(LdtkLevel *l, const char *fmt, ...);

/// A level object's "layerInstances" into l: IntGrid layers (those --layer names, or
/// all, less those a rule ignores) as cells, the start entity (spawn_rank: Player,
/// PlayerStart, Start...). `where` names the level in errors.
bool ldtk_read_layers(LdtkLevel *l, const cJSON *layers, const char *where);

#endif
