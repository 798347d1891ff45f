/* spawn_pick.h: where the player starts when a level names no spawn (docs/tiled.md,
 * "Where the player starts"): on a map that looks like a platformer, the free cell
 * nearest the middle with floor under it; otherwise the first free cell. */
#ifndef COLLIDE_SPAWN_PICK_H
#define COLLIDE_SPAWN_PICK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Does the map look like a platformer: it has one-way platforms (mask 8), or its top
/// row is mostly open while its bottom row mostly blocks (sky above, ground below)?
bool spawn_looks_like_platformer(const uint8_t *cells, int w, int h);

/// A free cell for the player (see above) into (*sx, *sy), and the note's words for how
/// it was chosen; false when every cell blocks.
bool spawn_pick(const uint8_t *cells, int w, int h, int *sx, int *sy, char *how, size_t cap);

/// A spawn's pixel coordinate as a message shows it (with SPAWN_PX_FORMAT): as given,
/// -0.0001 as -0.0001 and 5e9 as 5000000000, and zero as 0, never -0.
#define SPAWN_PX_FORMAT "%.10g"
double spawn_shown_px(double px);

#endif
