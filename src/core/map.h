/* map.h: the tile map, one grid of 4-bit side masks (docs/formats.md), its text
 * format (version 1), and the movers that travel over it. Bit order is the GameMaker
 * directional tiles'. */
#ifndef COLLIDE_MAP_H
#define COLLIDE_MAP_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MAP_MAX_W 4096 /* cells; at the largest tile a world 2^19 px wide, where a float still resolves 1/16 px */
#define MAP_MAX_H 4096 /* cells */
#define MAP_MAX_CELLS ((size_t)MAP_MAX_W * MAP_MAX_H) /* 16 MiB of cells at most */
_Static_assert(MAP_MAX_CELLS - 1 <= (unsigned)-1, "a cell's index in blocks fits an unsigned (map_block_index)");
#define MAP_MAX_MOVERS 32
#define MAP_NAME_MAX 64      /* bytes, including the terminator */
#define MAP_TILE_MIN 8       /* pixels */
#define MAP_TILE_MAX 128     /* pixels */
#define MAP_LINE_MAX 8192    /* bytes per line of a map file: the widest row and a note */
#define MAP_FORMAT_VERSION 2 /* the newest this build writes; it reads 1 and 2 */
#define MAP_LESSON_LINES 6   /* lines of a map's lesson panel */
#define MAP_LESSON_MAX 112   /* bytes per lesson line, including the terminator */
#define MAP_RESOLVER_NAME_MAX 24
#define MAP_MOTION_NAME_MAX 16
#define MAP_SPEED_MAX 1024.0f      /* pixels per tick a map may suggest */
#define MAP_MOVER_TICKS_MAX 100000 /* ticks of a mover's one-way trip (about 28 minutes) */

/* Side bits, as the GameMaker directional tiles order them: "cannot be entered through this side". */
enum {
    SIDE_LEFT = 1,
    SIDE_DOWN = 2, /* the bottom side, larger y */
    SIDE_RIGHT = 4,
    SIDE_UP = 8, /* the top side, smaller y */
    SIDE_ALL = 15,
};

/// A block or platform that travels back and forth: cell x y, size w h (cells),
/// travel dx dy (cells), ticks for one one-way trip.
typedef struct Mover {
    int x, y, w, h, dx, dy, ticks;
} Mover;

/// What a map teaches (format version 2): the lines of its lesson panel, and the method
/// and speed it is best shown with, and the motion ("" and 0 when it suggests none).
typedef struct MapLesson {
    int lines;
    char line[MAP_LESSON_LINES][MAP_LESSON_MAX];
    char resolver[MAP_RESOLVER_NAME_MAX];
    float speed;                      /* pixels per tick */
    char motion[MAP_MOTION_NAME_MAX]; /* a motion model's name (motion.h) */
} MapLesson;

typedef struct Map {
    char name[MAP_NAME_MAX];
    int tile;             /* pixels per cell side */
    int w, h;             /* cells */
    int spawn_x, spawn_y; /* the player's spawn cell */
    /* Where in that cell the player's centre starts, pixels from its top-left corner
     * (0 to tile); without it (spawn_offset false), the cell's centre. An imported
     * level's exact start (`spawn-offset DX DY`, format version 2). */
    bool spawn_offset;
    float spawn_dx, spawn_dy;
    int mover_count;
    Mover movers[MAP_MAX_MOVERS];
    MapLesson lesson;
    /* Row-major, w*h side masks, shared copy-on-write between the copies of one map
     * (map_copy): read them freely, write only through map_cells_mut. NULL before a
     * map is loaded. A plain struct copy (`Map b = a`) borrows them without a share:
     * only maps filled by map_parse, map_load, map_new or map_copy are released. */
    const uint8_t *cells;
    /* The same cells in blocks of 8 x 8 (a block a cache line, blocks row by row), for a
     * big map, once map_cells_index has made them (else NULL): a body's neighbourhood is
     * one or two lines of memory instead of a line a row. Kept with the cells: copies
     * share them, map_set_cell writes both, map_cells_mut drops them (so a plain struct
     * copy that borrows the cells must not be read after a map_cells_mut on its map). */
    const uint8_t *blocks;
    int blocks_w; /* blocks a row */
    /* With the blocks, a bit a cell, set where the cell is a wall (SIDE_ALL), which is all
     * map_is_wall_at asks: 64 x 8 cells to a line of memory (map_wall_word), 2 MiB for the
     * largest map where its blocks take 16. Kept, shared and dropped with the blocks. */
    const uint64_t *walls;
    int walls_w; /* lines of 64 x 8 cells a row */
} Map;

/// Where a map failed to load and why; line and column are 1-based (0 when unknown).
typedef struct MapError {
    char file[256];
    int line, col;
    char msg[192];
} MapError;

/// Make `map` (zeroed, or a map this code filled) an empty w x h map named "untitled",
/// tile 32, spawn at (0, 0), no movers and no lesson, releasing what it held. False
/// when w or h is outside 1 to MAP_MAX_W/H or memory runs out (the map is then unchanged).
bool map_new(Map *map, int w, int h);

/// Make `dst` (zeroed, or a map this code filled) a copy of `src` that shares its cells:
/// no cell is copied until one of the two is edited (map_cells_mut). Releases what dst held.
void map_copy(Map *dst, const Map *src);

/// The cells of `map` to write into, made its own first when another copy shares them
/// (a copy of w*h bytes). NULL when memory runs out (the map is then unchanged).
uint8_t *map_cells_mut(Map *map);

/// Set cell (i, j), inside the map, to v: the cells are made this map's own first
/// (copy-on-write) only when v changes the cell. False when that runs out of memory
/// (the map is then unchanged). The digest follows in one step.
bool map_set_cell(Map *map, int i, int j, uint8_t v);

/* Maps of more than this many cells get blocks (map_cells_index): a smaller one's cells
 * stay in the caches whatever their order. */
#define MAP_BLOCKS_MIN_CELLS ((size_t)512 * 512)

/// Make the blocked copy of a big map's cells (Map.blocks) and its wall bits (Map.walls),
/// shared by every copy of the map, so its moves read fewer lines of memory. Does nothing
/// for a map of at most MAP_BLOCKS_MIN_CELLS cells, or when memory runs out (the map
/// reads its rows).
void map_cells_index(Map *map);

/// A 64-bit digest of the cells (a sum over the cells of a mix of index and value),
/// kept with them: computed once, then updated by map_set_cell in one step, so a
/// state hash of a 4,096 x 4,096 map does not read 16 MiB each time.
uint64_t map_cells_digest(const Map *map);

/* Maps of at most this many cells (every map up to 128 x 128) enter the state hash
 * byte by byte, as they always have; bigger ones by their digest. */
#define MAP_HASH_BYTES_MAX 16384

/// Does another copy share this map's cells?
bool map_cells_shared(const Map *map);

/// Release the cells (the last copy frees them) and leave `map` zeroed. A zeroed map is fine.
void map_free(Map *map);

/// Parse map text (format version 1 or 2) into `out` (zeroed, or a map this code
/// filled; its old cells are released). On failure `out` is left untouched and `err` says where.
bool map_parse(Map *out, const char *text, size_t len, const char *file, MapError *err);

/// Write the map as format text into buf (version 1 when it has no lesson and no exact
/// start, so older builds read it; else version 2); returns the length it needs (like
/// snprintf), so a call with cap 0 sizes the buffer.
size_t map_format(const Map *map, char *buf, size_t cap);

/// Read and parse a map file. Never half-loads: `out` changes only on success.
bool map_load(Map *out, const char *path, MapError *err);

/// Read a whole map file into a malloc'ed, NUL-terminated buffer (the caller frees it),
/// bounded by the largest map a file can hold.
bool map_read_text(const char *path, char **text, size_t *len, MapError *err);

/// `was` parsed from `text`, edited into `now`: the text of `now` that keeps every byte
/// of `text` the edit did not touch (comments, blank lines, lessons, movers, the notes
/// after a grid row, the characters chosen for unchanged cells). With no edit it is
/// `text` itself. Returns the length it needs, like snprintf; falls back to map_format
/// when the maps differ in more than cells and spawn.
size_t map_rewrite(const char *text, size_t len, const Map *was, const Map *now, char *buf, size_t cap);

/// Write a map atomically: to a temporary file beside `path`, flushed, then renamed over it.
bool map_save(const Map *map, const char *path, MapError *err);

/// Write `len` bytes of map text to `path` the way an editor should: through a symbolic
/// link to its target, keeping the file's mode (and owner, where allowed); a new file
/// gets 0666 less the umask. Atomic (temporary file, fsync, rename) unless the file has
/// other hard links, which a rename would cut: then the text goes to a temporary copy
/// first and is written in place.
bool map_save_text(const char *path, const char *text, size_t len, MapError *err);

/// "FILE:LINE:COL: message" (or "FILE: message" without a position).
void map_error_format(const MapError *err, char *buf, size_t cap);

/// Where cell (i, j), inside the map, lies in Map.blocks, `blocks_w` blocks a row: block
/// (i / 8, j / 8) of 64 bytes, then row j % 8 of it, then column i % 8.
static inline size_t map_block_index(int blocks_w, int i, int j)
{
    /* (j / 8 * blocks_w + i / 8) * 64 + j % 8 * 8 + i % 8, rewritten as
     * (j & ~7) * (8 * blocks_w - 8) + 8 * j  +  (i & ~7) * 7 + i: ten instructions
     * against seventeen, which a short move on a big map pays in every cell it reads.
     * Unsigned and 32-bit: the largest map's index is under 2^24. */
    unsigned ui = (unsigned)i, uj = (unsigned)j;
    return (size_t)((uj & ~7u) * ((unsigned)blocks_w * 8u - 8u) + uj * 8u + (ui & ~7u) * 7u + ui);
}

/// The word of Map.walls, `walls_w` lines a row, that holds cell (i, j), inside the map,
/// as bit i % 64: line (i / 64, j / 8) of 8 words, lines row by row, then the line's row
/// j % 8: 64 bytes, one line of memory. The line above is 8 * walls_w words before, the
/// line below as many after; a row of lines of zeros pads the bits above and below.
static inline size_t map_wall_word(int walls_w, int i, int j)
{
    unsigned ui = (unsigned)i, uj = (unsigned)j;
    return (size_t)(((uj >> 3) * (unsigned)walls_w + (ui >> 6)) * 8u + (uj & 7u));
}

/// The side mask of cell (i, j); cells outside the map are solid, so nothing escapes it.
static inline uint8_t map_cell(const Map *map, int i, int j)
{
    if (i < 0 || j < 0 || i >= map->w || j >= map->h) return SIDE_ALL;
    if (map->blocks) return map->blocks[map_block_index(map->blocks_w, i, j)];
    return map->cells[j * map->w + i];
}

/// v / tile, bit for bit: a tile that is a power of two (32, most shipped maps) has an
/// exact reciprocal, and a product by it rounds the same quotient as the division, which
/// costs several times more and is on every resolver's path.
static inline float map_over_tile(const Map *map, float v)
{
    int t = map->tile;
    if (t == 32) return v * 0.03125f; /* the shipped maps' tile, first */
    if (t & (t - 1)) return v / (float)t;
    switch (t) {
    case 8: return v * 0.125f;
    case 16: return v * 0.0625f;
    case 64: return v * 0.015625f;
    case 128: return v * 0.0078125f;
    default: return v / (float)t;
    }
}

/// The cell index containing world coordinate v (pixels), rounding toward -infinity.
/// Inline: the resolvers call it for every cell they scan.
static inline int map_cell_of(const Map *map, float v)
{
    float q = map_over_tile(map, v);
    /* NaN and far-away values land outside the map (solid), never in undefined casts:
     * floor(q) >= -1 exactly when q >= -1, and floor(q) > LIMIT exactly when
     * q >= LIMIT + 1. In between, the cast drops the fraction; a negative q that had
     * one is a cell lower (the floor without floorf's longer sequence). */
    if (!(q >= -1.0f)) return -1;
    if (q >= (float)(MAP_MAX_W + MAP_MAX_H + 1)) return MAP_MAX_W + MAP_MAX_H; /* past any map */
    int c = (int)q;
    return (float)c > q ? c - 1 : c;
}

/// The seeds' IsWallAt: is the point (pixels) inside a fully solid cell?
bool map_is_wall_at(const Map *map, float x, float y);

#endif
