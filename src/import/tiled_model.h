/* tiled_model.h: what the Tiled readers (tmx.c, tmj.c) fill from a file and
 * tiled_build.c turns into a collide Map: tilesets with the tiles that block, tile
 * layers as global tile IDs, object layers' shapes, and the spawn candidates. Every
 * limit on hostile input is named here. */
#ifndef COLLIDE_TILED_MODEL_H
#define COLLIDE_TILED_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"
#include "import/import_options.h"
#include "import/import_file.h"

#define TILED_TILESETS_MAX 64
#define TILED_LAYERS_MAX 128     /* tile and object layers */
#define TILED_OBJECTS_MAX 65536  /* objects kept (those with an area), all layers */
#define TILED_POINTS_MAX 65536   /* polygon points kept, all objects */
#define TILED_CHUNK_SIDE_MAX 1024        /* cells along one side of an infinite map's chunk */
#define TILED_CHUNK_CELLS_MAX (1u << 22) /* cells in all chunks of a map */
#define TILED_CHUNK_AT_MAX (1 << 24)     /* how far from the origin a chunk may sit, in cells */
#define TILED_GROUP_DEPTH_MAX 16 /* group layers inside group layers */
#define TILED_TILES_MAX 65536    /* tiles described (properties, collision shapes), all tilesets */
#define TILED_NAME_MAX 64        /* bytes kept of a layer or object name */
#define TILED_PATH_MAX 1024

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
    TILED_SHAPE_PARTIAL_SOLID, /* anything else covering half the tile or more: solid */
    TILED_SHAPE_PARTIAL_EMPTY, /* anything else covering less: nothing */
} TiledShape;

typedef struct TiledTile {
    uint32_t id;         /* the tile's id inside its tileset */
    int8_t sides;        /* side mask from its properties or class, TILED_NO_RULE without */
    uint8_t shape;       /* TiledShape of its collision shapes */
    uint8_t shape_sides; /* the sides of TILED_SHAPE_EDGES */
    int line;
} TiledTile;

/// A shape in an object layer, in map pixels (offsets applied).
typedef enum TiledObjectKind { TILED_OBJECT_RECT, TILED_OBJECT_ELLIPSE, TILED_OBJECT_POLYGON } TiledObjectKind;

typedef struct TiledObject {
    uint8_t kind;       /* TiledObjectKind */
    int8_t sides;       /* from its class or properties, TILED_NO_RULE without */
    double x, y, w, h;  /* its box (a polygon's bounding box) */
    double *points;     /* a polygon's corners, x and y in turn */
    int point_count;
} TiledObject;

typedef struct TiledTileset {
    uint32_t firstgid;
    uint32_t count;              /* tiles in it; 0 when the file does not say */
    uint32_t id_end;             /* one past the highest tile id it describes (image collections have gaps) */
    int tile_w, tile_h;          /* pixels */
    char source[TILED_PATH_MAX]; /* an external tileset's file as the map names it; "" if embedded */
    int line;                    /* of its entry in the map (0 in JSON) */
    TiledTile *tiles;            /* sorted by id once loaded */
    int tile_count, tile_cap;
} TiledTileset;

/// A piece of an infinite map's tile layer, at cell (x, y) of the unbounded grid.
typedef struct TiledChunk {
    int x, y, w, h;
    uint32_t *gids; /* w*h, row-major */
} TiledChunk;

typedef struct TiledLayer {
    char name[TILED_NAME_MAX];
    bool is_objects; /* an object layer; else a tile layer */
    int8_t rule;     /* the layer's own rule for what is on it (property, class, name), TILED_NO_RULE without */
    int line;        /* of its data or element (0 in JSON) */
    uint32_t *gids;  /* a tile layer's w*h, row-major (an infinite map's once its chunks are placed) */
    TiledChunk *chunks;
    int chunk_count, chunk_cap;
    TiledObject *objects;
    int object_count, object_cap;
} TiledLayer;

typedef struct TiledSpawn {
    bool found;
    double x, y; /* pixels: the object's centre (its point, for a point object); may be NaN */
    char name[TILED_NAME_MAX];
    int line;
} TiledSpawn;

typedef struct TiledModel {
    const char *path; /* the map file: names errors, anchors external tilesets */
    const char *file; /* the file being read now: the map or a tileset */
    MapError *err;
    const ImportOptions *opt;
    int w, h, tile; /* cells, and pixels per cell */
    TiledTileset tilesets[TILED_TILESETS_MAX];
    int tileset_count;
    TiledLayer layers[TILED_LAYERS_MAX];
    int layer_count;
    TiledSpawn named; /* the first object named spawn or player */
    TiledSpawn point; /* the first point object */
    bool infinite;          /* chunks until tiled_chunks_place crops them to the used bounds */
    long long chunk_cells; /* cells in all chunks read */
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
/// Check the header against what collide reads (orthogonal, finite, square tiles, the
/// Map limits) and keep the size.
bool tiled_set_header(TiledModel *m, const TiledHeader *h, int line);
/// A tileset starting at firstgid; NULL (error set) past the limit or for a bad firstgid.
TiledTileset *tiled_add_tileset(TiledModel *m, long long firstgid, int line);
/// Record tile `id`'s rule (sides from properties or TILED_NO_RULE, and what its shapes
/// say). Tiles with neither are not kept, but their id counts for the tileset's range.
bool tiled_add_tile(TiledModel *m, TiledTileset *ts, long long id, int sides, TiledShape shape, uint8_t shape_sides,
                    int line);
/// The property's value as text ("solid", "one-way", "none", "true", "false", "0".."15")
/// into a side mask; false (error set) for anything else.
bool tiled_property_sides(TiledModel *m, const char *value, int line, int *sides);
/// A new tile layer of w*h GIDs (zeroed); NULL (error set) past the limit.
TiledLayer *tiled_add_layer(TiledModel *m, const char *name, int line);
/// A new object layer; NULL (error set) past the limit.
TiledLayer *tiled_add_object_layer(TiledModel *m, const char *name, int line);
/// Keep a copy of `o` (its points copied too) in an object layer; false (error set) past the limits.
bool tiled_add_object(TiledModel *m, TiledLayer *l, const TiledObject *o, int line);
/// Offer an object as the spawn: kept if it is the first named (or of class) spawn/player,
/// or the first point.
void tiled_offer_spawn(TiledModel *m, const char *name, const char *cls, bool is_point, double x, double y, int line);
/// After a tileset's body is read (while its file is the one named in errors): sort
/// its tiles, refuse a tile described twice or a missing tile size.
bool tiled_finish_tileset(TiledModel *m, TiledTileset *ts, int line);
void tiled_model_free(TiledModel *m);

/// An infinite map's chunk of w x h cells at cell (x, y): its GIDs to fill (zeroed);
/// NULL (error set) past the limits.
uint32_t *tiled_add_chunk(TiledModel *m, TiledLayer *l, long long x, long long y, long long w, long long h, int line);
/// An infinite map's size from the cells its tiles and shapes use: the layers' chunks
/// copied into one grid, objects and spawns moved to match (tiled_chunks.c).
bool tiled_chunks_place(TiledModel *m);

#endif
