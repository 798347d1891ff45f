/* world_move.h: a tick's moves of the tiles mode: the wanted move from the input and the
 * motion model, each body moved by its method (the active one, or every one in the
 * compare view), its ground asked of its method, and the compare view's tallies. */
#ifndef COLLIDE_WORLD_MOVE_H
#define COLLIDE_WORLD_MOVE_H

#include "core/world.h"

/// Move the bodies for one tick of input `in`; `trace` (may be NULL) gets the active
/// method's.
void world_move_bodies(World *world, const Input *in, Trace *trace);

#endif
