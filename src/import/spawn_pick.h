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

#define SPAWN_RANK_WANTED 100 /* named by --spawn-object */

/// How surely an object (an LDtk entity: its identifier as `cls`) is the player's start,
/// 0 when it is not one: named by --spawn-object (`wanted`, which then alone counts);
/// of a start's class or type (player, PlayerStart, player_start, start, hero...: case,
/// '_', '-' and blanks aside); named like one; named `spawn` with no other class; else,
/// lowest, a point object with neither name nor class. Never a name that merely
/// contains "spawn". `how` gets the note's words for it.
int spawn_rank(const char *name, const char *cls, bool point, const char *wanted, char *how, size_t cap);

/// The free cell nearest (i, j), ring by ring (the nearer by distance within a ring,
/// then the first in reading order); false when every cell blocks.
bool spawn_nearest_free(const uint8_t *cells, int w, int h, int i, int j, int *fx, int *fy);

/// A spawn's pixel coordinate as a message shows it (with SPAWN_PX_FORMAT): as given,
/// -0.0001 as -0.0001 and 5e9 as 5000000000, and zero as 0, never -0.
#define SPAWN_PX_FORMAT "%.10g"
double spawn_shown_px(double px);

#endif
