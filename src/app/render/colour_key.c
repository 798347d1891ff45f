/* colour_key.c: the map's colours and marks, one line each (see colour_key.h). */
#include "app/render/colour_key.h"

#include <stddef.h>

#include "app/render/theme.h"

static const Colour HEAT_SWATCH = {255, 210, 40, 255}; /* heat_view.c's scale, half way */

const ColourKeyEntry COLOUR_KEY[] = {
    {&COLOR_SOLID, "grey block: solid from every side; dark squares: empty", {&COLOR_EMPTY, &COLOR_GRID}},
    {&COLOR_SIDE, "orange bar: thin wall, solid both ways", {NULL}},
    {&COLOR_ONEWAY, "mint bar with teeth: one-way, passed from the teeth's side", {NULL}},
    {&COLOR_TILE_SOLID, "directional-flag: an X cuts a cell into its four sides, dark red solid, pink open",
     {&COLOR_TILE_OPEN, &COLOR_TILE_EDGE}},
    {&COLOR_MOVER, "blue: a mover; dashed: where it turns back", {&COLOR_MOVER_PATH}},
    {&COLOR_PLAYER, "yellow: the body; faint outline: the spawn cell", {&COLOR_SPAWN}},
    {NULL, "each method's colour: its ghost and trail (C, T), as the legend says", {NULL}},
    {&COLOR_INPUT, "magenta: the move the keys ask for; a ring: the mouse's throw", {&COLOR_INPUT_EDGE}},
    {&COLOR_TR_SCAN, "cyan (O): cells scanned, the sweep; violet dashed: a tile grown by the body",
     {&COLOR_TR_SWEEP, &COLOR_TR_GROWN}},
    {&COLOR_TR_MOVED, "green (O): the move made; grid-region's regions", {&COLOR_TR_REGION}},
    {&COLOR_TR_SIDE, "pale (O): the sides and cells tested, a wall's band, a probe",
     {&COLOR_TR_CELL, &COLOR_TR_BAND, &COLOR_TR_PROBE}},
    {&COLOR_ALERT, "red: IN WALL, a hit (X), the side that stopped the move, the normal",
     {&COLOR_TR_HIT, &COLOR_TR_SIDE_HIT, &COLOR_TR_NORMAL}},
    {&COLOR_TR_LABEL_BG, "dark tag: an overlay's note, the ghosts' numbers", {&COLOR_TEXT_DIM}},
    {&HEAT_SWATCH, "green to red cells (F): the failure heat map", {NULL}},
    {&COLOR_TITLE, "dashed yellow (E): an edit to come; white: the cell under the pointer", {&COLOR_TEXT}},
};
const int COLOUR_KEY_COUNT = (int)(sizeof COLOUR_KEY / sizeof *COLOUR_KEY);
