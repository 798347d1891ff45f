/* map.h: the tile map, one grid of 4-bit side masks (DESIGN section 3), its text
 * format (version 1), and the movers that travel over it. Bit order is seed 004's. */
#ifndef COLLIDE_MAP_H
#define COLLIDE_MAP_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MAP_MAX_W 128        /* cells */
#define MAP_MAX_H 128        /* cells */
#define MAP_MAX_MOVERS 32
#define MAP_NAME_MAX 64      /* bytes, including the terminator */
#define MAP_TILE_MIN 8       /* pixels */
#define MAP_TILE_MAX 128     /* pixels */
#define MAP_LINE_MAX 1024    /* bytes per line of a map file */
#define MAP_MOVER_TICKS_MAX 100000 /* ticks of a mover's one-way trip (about 28 minutes) */
#define MAP_FORMAT_VERSION 1

/* Side bits, seed 004_6a957a4f2fa58379.txt: "cannot be entered through this side". */
enum {
    SIDE_LEFT = 1,
    SIDE_DOWN = 2,  /* the bottom side, larger y */
    SIDE_RIGHT = 4,
    SIDE_UP = 8,    /* the top side, smaller y */
    SIDE_ALL = 15,
};

/// A block or platform that travels back and forth: cell x y, size w h (cells),
/// travel dx dy (cells), ticks for one one-way trip.
typedef struct Mover {
    int x, y, w, h, dx, dy, ticks;
} Mover;

typedef struct Map {
    char name[MAP_NAME_MAX];
    int tile;                 /* pixels per cell side */
    int w, h;                 /* cells */
    int spawn_x, spawn_y;     /* the player's spawn cell */
    int mover_count;
    Mover movers[MAP_MAX_MOVERS];
    uint8_t cells[MAP_MAX_W * MAP_MAX_H]; /* row-major, w*h used */
} Map;

/// Where a map failed to load and why; line and column are 1-based (0 when unknown).
typedef struct MapError {
    char file[256];
    int line, col;
    char msg[192];
} MapError;

/// Parse map text (format version 1). On failure `out` is left untouched and `err` says where.
bool map_parse(Map *out, const char *text, size_t len, const char *file, MapError *err);

/// Write the map as format-version-1 text into buf; returns the length it needs
/// (like snprintf), so a call with cap 0 sizes the buffer.
size_t map_format(const Map *map, char *buf, size_t cap);

/// Read and parse a map file. Never half-loads: `out` changes only on success.
bool map_load(Map *out, const char *path, MapError *err);

/// Write a map atomically: to a temporary file beside `path`, flushed, then renamed over it.
bool map_save(const Map *map, const char *path, MapError *err);

/// "FILE:LINE:COL: message" (or "FILE: message" without a position).
void map_error_format(const MapError *err, char *buf, size_t cap);

/// The side mask of cell (i, j); cells outside the map are solid, so nothing escapes it.
static inline uint8_t map_cell(const Map *map, int i, int j)
{
    if (i < 0 || j < 0 || i >= map->w || j >= map->h) return SIDE_ALL;
    return map->cells[j * map->w + i];
}

/// The cell index containing world coordinate v (pixels), rounding toward -infinity.
/// Inline: the resolvers call it for every cell they scan.
static inline int map_cell_of(const Map *map, float v)
{
    float c = floorf(v / (float)map->tile);
    /* NaN and far-away values land outside the map (solid), never in undefined casts. */
    if (!(c >= -1.0f)) return -1;
    if (c > (float)(MAP_MAX_W + MAP_MAX_H)) return MAP_MAX_W + MAP_MAX_H;
    return (int)c;
}

/// The seeds' IsWallAt: is the point (pixels) inside a fully solid cell?
bool map_is_wall_at(const Map *map, float x, float y);

#endif
