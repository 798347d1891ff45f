/* tiled_model.h: what the Tiled readers (tmx.c, tmj.c) fill from a file and
 * tiled_build.c turns into a collide Map. Memory and work follow what the file holds:
 * each tile layer is decoded and turned into side masks as it is read, into the map's
 * one grid of cells (a fixed map) or into chunks of side masks (an infinite one); only
 * object shapes wait for the build, which rasterises each over its own box. Every
 * limit on hostile input is named here (docs/limits.md). */
#ifndef COLLIDE_TILED_MODEL_H
#define COLLIDE_TILED_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"
#include "import/import_file.h"
#include "import/import_options.h"
#include "import/rules.h"

#define TILED_TILESETS_MAX 64
#define TILED_LAYERS_MAX 128               /* tile and object layers */
#define TILED_OBJECTS_MAX 65536            /* shapes kept (objects, and the shapes tile objects bring), all layers */
#define TILED_POINTS_MAX 65536             /* polygon and polyline points kept, all shapes */
#define TILED_CHUNK_SIDE_MAX 1024          /* cells along one side of an infinite map's chunk */
#define TILED_CHUNK_CELLS_MAX (1u << 22)   /* cells in all chunks of a map */
#define TILED_CHUNK_AT_MAX (1 << 24)       /* how far from the origin a chunk may sit, in cells */
#define TILED_GROUP_DEPTH_MAX 16           /* group layers inside group layers */
#define TILED_TILES_MAX 65536              /* tiles described (properties, collision shapes), all tilesets */
#define TILED_TILE_SHAPES_MAX 65536        /* collision shapes kept for tile objects, all tiles */
#define TILED_LAYER_CELLS_MAX (1ull << 27) /* tile layer cells decoded in all: 8 layers of 4096 x 4096 */
#define TILED_SHAPE_WORK_MAX (1ull << 28)  /* steps to draw the object shapes: cells, rows times corners */
#define TILED_NAME_MAX 64                  /* bytes kept of a layer, tileset or object name */
#define TILED_PATH_MAX 1024
#define TILED_NAMED_MAX 3 /* partial tiles and shapes the note names; the rest are counted */

/* A GID's top bits (Tiled's "tile flipping"); the rest is the tile's global ID. */
#define TILED_FLIP_H 0x80000000u
#define TILED_FLIP_V 0x40000000u
#define TILED_FLIP_D 0x20000000u     /* the anti-diagonal: x and y swapped */
#define TILED_ROTATE_120 0x10000000u /* hexagonal maps only */
#define TILED_GID_BITS 0x0fffffffu

/* The tile property that says which sides block (docs/tiled.md). */
#define TILED_PROPERTY "collide"
#define TILED_NO_RULE (-1)

/// What a tile's collision shapes say (tiled_shapes.c).
typedef enum TiledShape {
    TILED_SHAPE_NONE,          /* no shape with an area */
    TILED_SHAPE_WHOLE,         /* one shape covers the whole tile: solid */
    TILED_SHAPE_EDGES,         /* thin full-length rectangles along edges: those sides */
    TILED_SHAPE_LINE,          /* lines only: a one-way top, or solid (the rules' `lines`) */
    TILED_SHAPE_PARTIAL_SOLID, /* anything else covering half the tile or more: solid */
    TILED_SHAPE_PARTIAL_EMPTY, /* anything else covering less: nothing */
} TiledShape;

/// A shape, in map pixels (a tile's collision shapes: in the tile's pixels).
typedef enum TiledObjectKind {
    TILED_OBJECT_RECT,
    TILED_OBJECT_ELLIPSE,
    TILED_OBJECT_POLYGON,
    TILED_OBJECT_LINE
} TiledObjectKind;

typedef struct TiledObject {
    uint8_t kind;      /* TiledObjectKind */
    int8_t sides;      /* from its own rules (or its tile's), TILED_NO_RULE without */
    int16_t rule;      /* the user rule that decided it, RULE_NONE */
    bool platform;     /* decided by the built-in reading of class 'platform' */
    double x, y, w, h; /* its box (a polygon's or line's bounding box) */
    double *points;    /* a polygon's corners or a line's points, x and y in turn */
    int point_count;
    int line; /* in the file (0 in JSON) */
    char name[32];
} TiledObject;

typedef struct TiledTile {
    uint32_t id;                  /* the tile's id inside its tileset */
    int8_t sides;                 /* side mask from its properties or class, TILED_NO_RULE without */
    int16_t rule;                 /* the user rule its properties or class match, RULE_NONE */
    bool platform;                /* its one-way reading came from class 'platform' */
    uint8_t shape;                /* TiledShape of its collision shapes */
    uint8_t shape_sides;          /* the sides of TILED_SHAPE_EDGES and _LINE */
    int shape_first, shape_count; /* its collision shapes in TiledModel.tile_shapes, for tile objects */
    int line;
} TiledTile;

typedef struct TiledTileset {
    uint32_t firstgid;
    uint32_t count;              /* tiles in it; 0 when the file does not say */
    uint32_t id_end;             /* one past the highest tile id it describes (image collections have gaps) */
    int tile_w, tile_h;          /* pixels */
    int align;                   /* TiledAlign of its tile objects */
    char name[TILED_NAME_MAX];   /* for `tiles NAME 0-25` rules */
    char source[TILED_PATH_MAX]; /* an external tileset's file as the map names it; "" if embedded */
    int line;                    /* of its entry in the map (0 in JSON) */
    TiledTile *tiles;            /* sorted by id once loaded */
    int tile_count, tile_cap;
} TiledTileset;

/// Where a tile object's (x, y) is on its box (a tileset's objectalignment).
typedef enum TiledAlign {
    TILED_ALIGN_UNSPECIFIED, /* bottomleft on orthogonal maps */
    TILED_ALIGN_TOPLEFT,
    TILED_ALIGN_TOP,
    TILED_ALIGN_TOPRIGHT,
    TILED_ALIGN_LEFT,
    TILED_ALIGN_CENTER,
    TILED_ALIGN_RIGHT,
    TILED_ALIGN_BOTTOMLEFT,
    TILED_ALIGN_BOTTOM,
    TILED_ALIGN_BOTTOMRIGHT,
} TiledAlign;

/// A piece of an infinite map's tile layer, at cell (x, y) of the unbounded grid, as side
/// masks (NULL when none of its tiles blocks: then only its used bounds count).
typedef struct TiledChunk {
    int x, y, w, h;
    uint8_t *sides;
} TiledChunk;

typedef struct TiledLayer {
    char name[TILED_NAME_MAX];
    bool is_objects; /* an object layer; else a tile layer */
    bool read;       /* its tiles and shapes count (not left out by --layer, nor ignored by a rule) */
    bool chosen;     /* named by --layer */
    int8_t rule;     /* the sides for what on it has no rule of its own, TILED_NO_RULE without */
    int16_t user;    /* the user rule that gave `rule` (or ignores the layer), RULE_NONE */
    int line;        /* of its data or element (0 in JSON) */
    long long made;  /* cells it made block */
    TiledChunk *chunks;
    int chunk_count, chunk_cap;
    TiledObject *objects;
    int object_count, object_cap;
} TiledLayer;

/// The start as the level states it: the best candidate object so far.
typedef struct TiledSpawn {
    int rank;    /* 0 none; higher wins (spawn_rank, spawn_pick.h) */
    double x, y; /* pixels: the object's centre (its point, for a point object); may be NaN */
    char name[TILED_NAME_MAX];
    char how[TILED_NAME_MAX * 2 + 48]; /* the note's words: "object 'spawn' (class 'player')" */
    int line;
} TiledSpawn;

/// A partial tile or shape the note names: what, where it is and what it became.
typedef struct TiledNamed {
    char what[48];
    uint32_t id; /* a tile's global id (0 for a shape) */
    int i, j, sides;
    long count;
} TiledNamed;

/// What the build counts for the note.
typedef struct TiledStats {
    long partial_solid, partial_empty; /* placed tiles whose partial shapes decided */
    TiledNamed partial[TILED_NAMED_MAX];
    int partial_named;
    long odd_shapes; /* object shapes that are not whole cells or sides */
    TiledNamed odd[TILED_NAMED_MAX];
    int odd_named;
    long lines, sloped; /* line shapes read, and their sloped segments */
    long platform;      /* tiles and objects one-way by class 'platform' */
} TiledStats;

/// A tile's reading, cached by its global id (tiled_cells.c).
typedef struct TiledVerdict {
    int8_t sides; /* 0-15, or TILED_NO_RULE: its layer's rule decides */
    int8_t how;   /* TiledShape when its partial shapes decided, else 0; -1 a tile no tileset has */
    int16_t rule; /* the user rule, RULE_NONE */
    bool platform;
} TiledVerdict;

#define TILED_VERDICT_CACHE 4096

typedef struct TiledModel {
    const char *path; /* the map file: names errors, anchors external tilesets */
    const char *file; /* the file being read now: the map or a tileset */
    MapError *err;
    const ImportOptions *opt;
    Rules *rules;
    int w, h, tile; /* cells, and pixels per cell */
    TiledTileset tilesets[TILED_TILESETS_MAX];
    int tileset_count;
    TiledLayer layers[TILED_LAYERS_MAX];
    int layer_count;
    TiledObject *tile_shapes; /* the tiles' collision shapes, in tile pixels */
    int tile_shape_count, tile_shape_cap;
    TiledSpawn spawn;
    bool infinite;                                /* chunks until tiled_chunks_place crops them to the used bounds */
    long long chunk_cells;                        /* cells in all chunks read */
    long long layer_cells;                        /* tile layer cells decoded */
    long long used_x0, used_y0, used_x1, used_y1; /* an infinite map's used cells */
    bool used_any;
    uint8_t *cells; /* w*h side masks: the map being built */
    uint32_t *gids; /* a layer (or chunk) decoded, reused layer after layer */
    size_t gids_cap;
    uint32_t verdict_key[TILED_VERDICT_CACHE];
    TiledVerdict verdict[TILED_VERDICT_CACHE];
    TiledStats stats;
    int tiles_total, objects_total, points_total;
    size_t bytes_read;
} TiledModel;

/// The map's header, as either format states it.
typedef struct TiledHeader {
    const char *orientation;
    bool infinite;
    long long w, h, tile_w, tile_h;
} TiledHeader;

/// Fill err ("FILE:LINE:COL: message" for the file being read; line, col 0 when unknown).
bool tiled_fail(TiledModel *m, int line, int col, const char *fmt, ...);
/// Check the header against what collide reads (orthogonal, square tiles, the Map
/// limits), keep the size, and make a fixed map's cells.
bool tiled_set_header(TiledModel *m, const TiledHeader *h, int line);
/// Before a fixed map's layers are decoded: `layers` tile layers of w*h cells would pass
/// TILED_LAYER_CELLS_MAX? Refused at once, so a small file cannot ask for minutes.
bool tiled_check_layer_cells(TiledModel *m, long long layers, int line);
/// Is a tile layer of this name decoded (1) or left out (0): by --layer's names, or a
/// rule that ignores it by name? For tiled_check_layer_cells, before any is read.
long long tiled_layer_counts(const TiledModel *m, const char *name);
/// A fixed map's layer's w*h GIDs to decode into (reused); NULL (error set) once the
/// layers decoded would pass TILED_LAYER_CELLS_MAX, or out of memory.
uint32_t *tiled_layer_buffer(TiledModel *m, int line);
/// A tileset starting at firstgid; NULL (error set) past the limit or for a bad firstgid.
TiledTileset *tiled_add_tileset(TiledModel *m, long long firstgid, int line);
/// The tileset's objectalignment attribute (NULL or "" for unspecified); false for a value Tiled never writes.
bool tiled_set_align(TiledModel *m, TiledTileset *ts, const char *value, int line);
/// Record tile `id`'s rule (sides from properties or TILED_NO_RULE, the user rule its
/// properties match, what its shapes say). Tiles with none are not kept, but their id
/// counts for the tileset's range. The shapes are the last `shapes` of tile_shapes.
bool tiled_add_tile(TiledModel *m, TiledTileset *ts, long long id, const TiledTile *t, int line);
/// Keep one of a tile's collision shapes (tile pixels) for tile objects.
bool tiled_add_tile_shape(TiledModel *m, const TiledObject *o, int line);
/// The property's value as text ("solid", "one-way", "none", "true", "false", "0".."15")
/// into a side mask; false (error set) for anything else.
bool tiled_property_sides(TiledModel *m, const char *value, int line, int *sides);
/// A new tile or object layer; NULL (error set) past the limit.
TiledLayer *tiled_add_layer(TiledModel *m, const char *name, bool objects, int line);
/// Once its rules are known: does the layer count, and is it --layer's?
void tiled_layer_decide(TiledModel *m, TiledLayer *l);
/// Keep a copy of `o` (its points copied too) in an object layer; false (error set) past the limits.
bool tiled_add_object(TiledModel *m, TiledLayer *l, const TiledObject *o, int line);
/// After a tileset's body is read (while its file is the one named in errors): sort
/// its tiles, refuse a tile described twice or a missing tile size.
bool tiled_finish_tileset(TiledModel *m, TiledTileset *ts, int line);
/// The tileset holding global tile id `id`, and the tile's description there (or NULL).
const TiledTileset *tiled_tileset_of(const TiledModel *m, uint32_t id);
const TiledTile *tiled_tile_of(const TiledTileset *ts, uint32_t local);
void tiled_model_free(TiledModel *m);

/// A tile layer's w x h GIDs at cell (x, y) (a fixed map's whole layer at 0, 0): their
/// side masks ORed into the map's cells (tiled_cells.c).
bool tiled_cells_take(TiledModel *m, TiledLayer *l, const uint32_t *gids, int x, int y, int w, int h);
/// The same for an infinite map's chunk: kept as side masks until the map's bounds are
/// known; NULL-free on success; false (error set) past the chunk limits.
bool tiled_chunk_take(TiledModel *m, TiledLayer *l, const uint32_t *gids, long long x, long long y, long long w,
                      long long h, int line);
/// A chunk's w x h GIDs to decode into (owned by the model, reused); NULL (error set)
/// past the chunk limits.
uint32_t *tiled_chunk_buffer(TiledModel *m, TiledLayer *l, long long x, long long y, long long w, long long h,
                             int line);
/// An infinite map's size from the cells its tiles and shapes use: the chunks placed in
/// one grid, objects and the spawn moved to match (tiled_chunks.c).
bool tiled_chunks_place(TiledModel *m);

#endif
