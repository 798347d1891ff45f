/* map_cells.c: a map's grid on the heap, sized w*h, shared copy-on-write between the
 * copies of one map. A copy (map_copy) costs a count, not 16 MiB, so a rewind snapshot
 * of a 4,096 x 4,096 world shares the live map's cells until the editor writes one;
 * the write (map_cells_mut, map_set_cell) makes the writer's cells its own first. The
 * block also keeps a digest of its cells for the state hash, which map_set_cell
 * follows in one step.
 *
 * The block comes from big_alloc (core/base/big_alloc.h): a big map's cells lie in huge
 * pages where the system grants them. A move reads a few cells anywhere in the map; in
 * 4 KiB pages, on a 4,096 x 4,096 map, each such read was a miss in the processor's
 * table of address translations as well as in the caches (4,096 pages against 8).
 *
 * A big map's block also keeps its cells a second time in 8 x 8 blocks (map_cells_index,
 * Map.blocks), which map_cell reads: bodies spread over a 4,096 x 4,096 map touch a line
 * of memory per block they reach instead of one per row, and their lines stay in the
 * caches from one tick to the next. The rows stay the cells' own form (the parser, the
 * importers, the editor, the digest and the drawing read them).
 *
 * With the blocks come the wall bits (Map.walls): a bit a cell, set where the cell is a
 * wall, 64 x 8 cells to a line. map_is_wall_at, which is all simplest and pixel-iteration
 * ask, reads them and fetches ahead the line above or below, whichever is nearer to the
 * cell it reads. A body that moves less than four cells up or down then finds its line
 * fetched, and one that moves sideways leaves its line a quarter as often as an 8 x 8
 * block: a 7-ns move that waits for memory waits as long as twenty moves take. The
 * 2 MiB of bits of the largest map also stay in the caches better than its 16 MiB of
 * blocks. */
#include "core/map.h"
#include "core/map/map_cells.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/big_alloc.h"

/* The block behind Map.cells: how many maps share it, then the cells. The app is
 * single-threaded, so the count needs no atomics. */
typedef struct MapCells {
    size_t refs;
    size_t size;     /* cells */
    uint64_t digest; /* map_cells_digest, while digest_ok */
    bool digest_ok;
    void *index;     /* what map_cells_index allocated for the blocks and walls, or NULL */
    uint8_t *blocks; /* the cells in 8 x 8 blocks (map_cells_index), in index */
    int blocks_w;
    uint64_t *walls; /* the wall bits (map_wall_word), in index after the blocks */
    int walls_w;
    uint8_t data[];
} MapCells;

static MapCells *block_of(const uint8_t *cells)
{
    return (MapCells *)(void *)((char *)(uintptr_t)cells - offsetof(MapCells, data));
}

/* A zeroed block of `size` cells. */
static MapCells *block_new(size_t size)
{
    MapCells *b = big_alloc(offsetof(MapCells, data) + (size ? size : 1));
    if (!b) return NULL;
    b->refs = 1;
    b->size = size;
    b->digest_ok = false;
    b->index = NULL;
    b->blocks = NULL;
    b->walls = NULL;
    return b;
}

static void drop_blocks(MapCells *b)
{
    big_free(b->index);
    b->index = NULL;
    b->blocks = NULL;
    b->walls = NULL;
}

#define INDEX_ALIGN 64 /* a line of memory: it holds 8 x 8 cells of blocks, or 64 x 8 of bits */

static size_t align_up(size_t n)
{
    return (n + INDEX_ALIGN - 1) / INDEX_ALIGN * INDEX_ALIGN;
}

/* The blocks and the wall bits of b's w x h cells, in one zeroed block: the blocks first,
 * then the bits between their rows of padding, each starting a line of memory. False
 * when memory runs out. */
static bool make_index(MapCells *b, int w, int h)
{
    int bw = (w + 7) / 8, bh = (h + 7) / 8, lw = (w + 63) / 64, lh = (h + 7) / 8; /* blocks, lines of bits */
    size_t block_bytes = align_up((size_t)bw * (size_t)bh * 64);
    size_t pad = (size_t)lw * 8; /* words: a row of lines above the bits and one below */
    size_t wall_bytes = ((size_t)lh + 2) * pad * sizeof(uint64_t);
    unsigned char *index = big_alloc(block_bytes + wall_bytes + INDEX_ALIGN);
    if (!index) return false;
    uint8_t *blocks = (uint8_t *)(uintptr_t)align_up((uintptr_t)index);
    uint64_t *walls = (uint64_t *)(void *)(blocks + block_bytes) + pad;
    for (int j = 0; j < h; j++) {
        const uint8_t *row = b->data + (size_t)j * (size_t)w;
        for (int i = 0; i < w; i++) {
            blocks[map_block_index(bw, i, j)] = row[i];
            if (row[i] == SIDE_ALL) walls[map_wall_word(lw, i, j)] |= (uint64_t)1 << (i & 63);
        }
    }
    b->index = index;
    b->blocks = blocks;
    b->blocks_w = bw;
    b->walls = walls;
    b->walls_w = lw;
    return true;
}

static void release(const uint8_t *cells)
{
    if (!cells) return;
    MapCells *b = block_of(cells);
    if (--b->refs == 0) {
        drop_blocks(b);
        big_free(b);
    }
}

void map_cells_index(Map *map)
{
    if (!map->cells || (size_t)map->w * (size_t)map->h <= MAP_BLOCKS_MIN_CELLS) return;
    MapCells *b = block_of(map->cells);
    if (!b->blocks && !make_index(b, map->w, map->h)) return;
    map->blocks = b->blocks;
    map->blocks_w = b->blocks_w;
    map->walls = b->walls;
    map->walls_w = b->walls_w;
}

bool map_new(Map *map, int w, int h)
{
    if (w < 1 || h < 1 || w > MAP_MAX_W || h > MAP_MAX_H) return false;
    MapCells *b = block_new((size_t)w * (size_t)h);
    if (!b) return false;
    release(map->cells);
    memset(map, 0, sizeof *map);
    snprintf(map->name, sizeof map->name, "untitled");
    map->tile = 32;
    map->w = w;
    map->h = h;
    map->cells = b->data;
    return true;
}

void map_copy(Map *dst, const Map *src)
{
    if (dst == src) return;
    if (src->cells) block_of(src->cells)->refs++; /* first, in case dst already shares them */
    release(dst->cells);
    memcpy(dst, src, sizeof *dst);
}

bool map_cells_shared(const Map *map)
{
    return map->cells && block_of(map->cells)->refs > 1;
}

/* The map's own block: copied first when shared, its digest and blocks with it. */
static MapCells *own_block(Map *map, bool keep_blocks)
{
    if (!map->cells) return NULL;
    MapCells *b = block_of(map->cells);
    if (b->refs == 1) return b;
    MapCells *own = block_new(b->size);
    if (!own) return NULL;
    memcpy(own->data, b->data, b->size);
    own->digest = b->digest;
    own->digest_ok = b->digest_ok;
    b->refs--;
    map->cells = own->data;
    map->blocks = NULL;
    map->walls = NULL;
    if (keep_blocks && b->blocks) map_cells_index(map); /* without memory for them, the rows */
    return own;
}

uint8_t *map_cells_mut(Map *map)
{
    MapCells *b = own_block(map, false);
    if (!b) return NULL;
    b->digest_ok = false; /* the caller may write any cell */
    drop_blocks(b);       /* and the blocks would not follow: map_cells_index makes them again */
    map->blocks = NULL;
    map->walls = NULL;
    return b->data;
}

/* One cell's share of the digest: splitmix64 of its index and value, so the sum over
 * the cells changes with any one cell and can be updated in one step. */
static uint64_t cell_mix(size_t k, uint8_t v)
{
    uint64_t z = ((uint64_t)k << 4 | v) + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

bool map_set_cell(Map *map, int i, int j, uint8_t v)
{
    size_t k = (size_t)j * (size_t)map->w + (size_t)i;
    if (map->cells[k] == v) return true; /* nothing to copy for an edit that changes nothing */
    MapCells *b = own_block(map, true);
    if (!b) return false;
    if (b->digest_ok) b->digest += cell_mix(k, v) - cell_mix(k, b->data[k]);
    b->data[k] = v;
    if (b->blocks) {
        b->blocks[map_block_index(b->blocks_w, i, j)] = v;
        uint64_t bit = (uint64_t)1 << (i & 63);
        uint64_t *word = &b->walls[map_wall_word(b->walls_w, i, j)];
        *word = v == SIDE_ALL ? *word | bit : *word & ~bit;
    }
    return true;
}

bool map_is_wall_at(const Map *m, float x, float y)
{
    int i = map_cell_of(m, x), j = map_cell_of(m, y);
    if (!m->walls) return map_cell(m, i, j) == SIDE_ALL;
    if ((unsigned)i >= (unsigned)m->w || (unsigned)j >= (unsigned)m->h) return true; /* outside (or < 0): solid */
    size_t k = map_wall_word(m->walls_w, i, j);
    /* The line above or below, whichever is nearer, for the moves to come (rows 0-3 of
     * a line are nearer the one above); the padding spares the first and last a test. */
    ptrdiff_t across = (ptrdiff_t)m->walls_w * 8;
    __builtin_prefetch(&m->walls[(ptrdiff_t)k + (j & 4 ? across : -across)]);
    return (m->walls[k] >> (i & 63)) & 1;
}

uint64_t map_cells_digest(const Map *map)
{
    if (!map->cells) return 0;
    MapCells *b = block_of(map->cells); /* the cache is the block's, not the map's */
    if (!b->digest_ok) {
        uint64_t d = 0;
        for (size_t k = 0; k < b->size; k++) d += cell_mix(k, b->data[k]);
        b->digest = d;
        b->digest_ok = true;
    }
    return b->digest;
}

void map_free(Map *map)
{
    release(map->cells);
    memset(map, 0, sizeof *map);
}

/* For the parser: a block it grows row by row (by half again each time), then hands to
 * a map, cut to the grid's size. */
uint8_t *map_cells_grow(uint8_t *cells, size_t size)
{
    MapCells *b = cells ? block_of(cells) : NULL;
    if (b && b->size == size) return cells;
    MapCells *g = block_new(size);
    if (!g) return NULL;
    if (b) {
        memcpy(g->data, b->data, b->size < size ? b->size : size);
        big_free(b);
    }
    return g->data;
}

void map_cells_drop(uint8_t *cells)
{
    release(cells);
}
