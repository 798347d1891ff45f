/* game_units.h: the game's own units (--game-scale S): a game that draws its 16 px tiles
 * at 32 gives its speeds and sizes in its own pixels, each S of the sandbox's. The
 * command line's lengths are multiplied by S, and what the run shows (the HUD, the
 * tallies, collide resolve's numbers) divided by it (docs/motion.md). */
#ifndef COLLIDE_GAME_UNITS_H
#define COLLIDE_GAME_UNITS_H

#include <stdbool.h>

#include "core/world_config.h"

#define GAME_SCALE_MIN 0.125f
#define GAME_SCALE_MAX 16.0f

/// The body and speed options read into `w` (--speed, --size, --radius; 0 where not
/// given) from the game's pixels into the sandbox's, each held to the sandbox's range
/// again. False with the reason printed, prefixed by `program`.
bool game_units_body(const char *program, float scale, WorldConfig *w);

#endif
