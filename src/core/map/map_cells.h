/* map_cells.h: the parser's side of map_cells.c: a cell block grown as rows are read. */
#ifndef COLLIDE_MAP_CELLS_H
#define COLLIDE_MAP_CELLS_H

#include <stddef.h>
#include <stdint.h>

/// Grow (or start, with NULL) a cell block to `size` cells; NULL when memory runs out
/// (the old block is then still the caller's). The result may become a Map's cells.
uint8_t *map_cells_grow(uint8_t *cells, size_t size);
/// Release a block map_cells_grow made that no map took.
void map_cells_drop(uint8_t *cells);

#endif
