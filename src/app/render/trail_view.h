/* trail_view.h: the compare view's trails: each method's path over its last two
 * seconds (tally.h keeps it), in its colour, fading with age. */
#ifndef COLLIDE_TRAIL_VIEW_H
#define COLLIDE_TRAIL_VIEW_H

#include "core/world.h"
#include "app/render/canvas.h"
#include "app/render/view.h"

/// Draw the trail of every method in `mask` (bit r for resolver r) in view `v`.
void render_trails(Canvas *cv, const View *v, const World *w, unsigned mask);

#endif
