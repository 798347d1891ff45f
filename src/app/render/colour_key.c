/* colour_key.c: the map's colours and marks, one line each (see colour_key.h). */
#include "app/render/colour_key.h"

#include "app/render/theme.h"

const ColourKeyEntry COLOUR_KEY[] = {
    {&COLOR_SOLID, "grey block: solid from every side"},
    {&COLOR_SIDE, "orange bar: thin wall, solid both ways"},
    {&COLOR_ONEWAY, "mint bar with teeth: one-way side, passed from the teeth's side"},
    {&COLOR_MOVER, "blue: a mover; dashed: where it turns back"},
    {&COLOR_PLAYER, "yellow: the body; faint outline: the spawn cell"},
    {&COLOR_TR_SCAN, "cyan, violet, green arrows (O): what the method scanned and did"},
    {&COLOR_ALERT, "red: IN WALL, a hit, or a side that stopped the move"},
};
const int COLOUR_KEY_COUNT = (int)(sizeof COLOUR_KEY / sizeof *COLOUR_KEY);
