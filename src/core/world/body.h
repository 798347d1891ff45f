/* body.h: is a player body inside a wall? One judgement for every method (solid cells,
 * movers, thin walls closed from both sides), not the way each method reads the grid:
 * the world uses it to settle a body handed a position by another method, and the
 * compare view to say which method has ended up inside a wall. */
#ifndef COLLIDE_BODY_H
#define COLLIDE_BODY_H

#include <stdbool.h>

#include "core/map.h"
#include "core/resolver.h"

#define BODY_WALL_TOLERANCE_PX 0.1f /* deeper than this inside a wall counts as inside */

/// Is `body`, seen as `model`, inside a wall of `map` or one of the `mover_count` movers
/// (where they are this tick): overlapping a solid cell or a mover, or across a thin wall
/// closed from both sides, by more than BODY_WALL_TOLERANCE_PX? A point is inside when
/// its cell is solid (the seeds' IsWallAt) or it is within a mover.
bool body_in_wall(const Map *map, const MoverState *movers, int mover_count, const Body *body, BodyModel model);

#endif
