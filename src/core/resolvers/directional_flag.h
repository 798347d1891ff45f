/* directional_flag.h: the two checks of the GameMaker directional tiles, on whole pixels:
 * collisionCheckRectangle (the OR of the side masks under a box) and
 * collisionCheckRelative (only the new bits for the direction of travel). */
#ifndef COLLIDE_DIRECTIONAL_FLAG_H
#define COLLIDE_DIRECTIONAL_FLAG_H

#include "core/map.h"

/// A box as GameMaker's bbox: pixel columns left..right and rows top..bottom, all
/// inclusive (right = left + width - 1).
typedef struct DflagBox {
    int left, top, right, bottom;
} DflagBox;

/// The three flag words of one collisionCheckRelative, and its answer.
typedef struct DflagCheck {
    unsigned current;     /* the OR of the masks under the box now */
    unsigned directional; /* the one bit for the direction of travel */
    unsigned target;      /* the OR of the masks under the moved box */
    unsigned result;      /* ~current & directional & target: non-zero blocks the move */
} DflagCheck;

/// collisionCheckRectangle: the OR of the masks of every cell the box covers.
unsigned dflag_check_rectangle(const Map *map, DflagBox box);
/// The seed's direction bit for a move (dx, dy), y down: 1 << (point_direction div 90).
unsigned dflag_direction_bit(int dx, int dy);
/// collisionCheckRelative: would moving `box` by (dx, dy) pixels add a collision on
/// the side it travels toward? Fills all four words.
DflagCheck dflag_check_relative(const Map *map, DflagBox box, int dx, int dy);

#endif
