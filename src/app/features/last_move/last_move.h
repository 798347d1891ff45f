/* last_move.h: the overlay of the last move that did something (by the keys or a mouse
 * throw), kept while no key is held, so the collision being talked about stays on screen
 * (faded, with its note) until the next move. */
#ifndef COLLIDE_LAST_MOVE_H
#define COLLIDE_LAST_MOVE_H

#include <stdbool.h>

#include "core/input.h"
#include "core/trace.h"
#include "core/world.h"

typedef struct LastMove {
    Trace trace;  /* the trace of the last tick whose wanted move was not zero */
    int resolver; /* the method that made it */
    bool kept;    /* trace holds such a move */
    bool idle;    /* the last tick wanted no move: the kept trace is the one to show */
} LastMove;

/// After a tick stepped with `in`, whose overlays went to `now` (NULL when they are off).
void last_move_after_step(LastMove *lm, const World *w, const Input *in, const Trace *now);
/// The trace to draw over `w`: the tick's own, or the kept one when this tick wanted no
/// move; *faded says which. NULL when the overlays are off.
const Trace *last_move_shown(const LastMove *lm, const World *w, const Trace *now, bool *faded);

#endif
