/* map_cells.c: a map's grid on the heap, sized w*h, shared copy-on-write between the
 * copies of one map. A copy (map_copy) costs a count, not 16 MiB, so a rewind snapshot
 * of a 4,096 x 4,096 world shares the live map's cells until the editor writes one;
 * the write (map_cells_mut) makes the writer's cells its own first. */
#include "core/map.h"
#include "core/map/map_cells.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The block behind Map.cells: how many maps share it, then the cells. The app is
 * single-threaded, so the count needs no atomics. */
typedef struct MapCells {
    size_t refs;
    size_t size; /* cells */
    uint8_t data[];
} MapCells;

static MapCells *block_of(const uint8_t *cells)
{
    return (MapCells *)(void *)((char *)(uintptr_t)cells - offsetof(MapCells, data));
}

static MapCells *block_new(size_t size)
{
    MapCells *b = malloc(offsetof(MapCells, data) + (size ? size : 1));
    if (!b) return NULL;
    b->refs = 1;
    b->size = size;
    return b;
}

static void release(const uint8_t *cells)
{
    if (!cells) return;
    MapCells *b = block_of(cells);
    if (--b->refs == 0) free(b);
}

bool map_new(Map *map, int w, int h)
{
    if (w < 1 || h < 1 || w > MAP_MAX_W || h > MAP_MAX_H) return false;
    MapCells *b = block_new((size_t)w * (size_t)h);
    if (!b) return false;
    memset(b->data, 0, b->size);
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

uint8_t *map_cells_mut(Map *map)
{
    if (!map->cells) return NULL;
    MapCells *b = block_of(map->cells);
    if (b->refs > 1) {
        MapCells *own = block_new(b->size);
        if (!own) return NULL;
        memcpy(own->data, b->data, b->size);
        b->refs--;
        map->cells = own->data;
        return own->data;
    }
    return b->data;
}

void map_free(Map *map)
{
    release(map->cells);
    memset(map, 0, sizeof *map);
}

/* For the parser: a block it grows row by row, then hands to a map. */
uint8_t *map_cells_grow(uint8_t *cells, size_t size)
{
    MapCells *b = cells ? block_of(cells) : NULL;
    MapCells *g = realloc(b, offsetof(MapCells, data) + (size ? size : 1));
    if (!g) return NULL;
    if (!b) g->refs = 1;
    g->size = size;
    return g->data;
}

void map_cells_drop(uint8_t *cells)
{
    release(cells);
}
