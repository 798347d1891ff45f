/* map_parser.h: the map parser's state and the helpers its files share (map.c reads
 * the header and directives, map_grid.c the grid's rows). Private to src/core/map. */
#ifndef COLLIDE_MAP_PARSER_H
#define COLLIDE_MAP_PARSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/line.h"
#include "core/map.h"

typedef struct Parser {
    const char *file;
    MapError *err;
    Map *map;
    enum { PARSE_HEADER, PARSE_BODY, PARSE_GRID, PARSE_AFTER } state;
    int version;
    int grid_line, spawn_line, spawn_col;
    bool seen_tile, seen_name;
    int mover_line[MAP_MAX_MOVERS];
    int suggest_line, offset_line;
    uint8_t *grid; /* the rows read so far, w cells each (map_cells_grow) */
    size_t grid_cap;
} Parser;

/// Fill the parser's error (FILE, line, column, message); returns false.
bool map_parser_fail(Parser *p, int line, int col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/// True at the end of the line (or a comment); else an error naming what follows `after`.
bool map_parser_end(Parser *p, Line *l, const char *after);
/// A line inside the grid: a row, or the 'end' that closes it.
bool map_parse_grid_line(Parser *p, Line *l, int col);

#endif
