/* last_move.c: the last move's overlay, kept while no key is held (see last_move.h). */
#include "app/features/last_move/last_move.h"

#include <stddef.h>
#include <string.h>

/* Does the input ask the player to move (opposite keys cancel, as in world_step), by
 * the keys or by a mouse throw? */
static bool wants_move(const Input *in)
{
    bool x = ((in->held & IN_RIGHT) != 0) != ((in->held & IN_LEFT) != 0);
    bool y = ((in->held & IN_DOWN) != 0) != ((in->held & IN_UP) != 0);
    return x || y || (in->place.on && (in->place.dx || in->place.dy));
}

void last_move_after_step(LastMove *lm, const World *w, const Input *in, const Trace *now)
{
    if (!now || w->mode != MODE_TILES) {
        lm->kept = false; /* overlays off or the crowd: nothing to keep drawing */
        return;
    }
    lm->idle = !wants_move(in);
    /* Back at the spawn, or put somewhere by the mouse: the old move is not here. */
    if ((in->actions & ACT_RESPAWN) || in->place.on) lm->kept = false;
    if (lm->idle) return;
    /* Only the used part: a trace holds thousands of shapes, most ticks a few. */
    lm->trace.shape_count = now->shape_count;
    lm->trace.label_count = now->label_count;
    lm->trace.dropped = now->dropped;
    memcpy(lm->trace.shapes, now->shapes, sizeof now->shapes[0] * (size_t)now->shape_count);
    memcpy(lm->trace.labels, now->labels, sizeof now->labels[0] * (size_t)now->label_count);
    memcpy(lm->trace.note, now->note, sizeof now->note);
    lm->resolver = w->resolver;
    lm->kept = true;
}

const Trace *last_move_shown(const LastMove *lm, const World *w, const Trace *now, bool *faded)
{
    *faded = false;
    if (!now) return NULL;
    /* A move this tick, or another method since (the kept trace is not its). */
    if (!lm->kept || !lm->idle || lm->resolver != w->resolver || w->mode != MODE_TILES) return now;
    *faded = true;
    return &lm->trace;
}
