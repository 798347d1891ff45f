/* movers.h: where each map mover is on a given tick. A pure function of the tick,
 * in whole pixels, so movers never drift and replays stay exact. */
#ifndef COLLIDE_MOVERS_H
#define COLLIDE_MOVERS_H

#include <stdint.h>

#include "core/map.h"

/// Top-left corner (pixels) of mover `m` at `tick`: it travels out for m->ticks ticks
/// and back for as many, again and again.
void mover_position(const Map *map, const Mover *m, uint64_t tick, int *x, int *y);

#endif
