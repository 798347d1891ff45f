/* bench_ghost_view.h: what the compare view costs to show: a frame of the window (one
 * tick and one draw through the software renderer) with every method's ghost, their trails
 * and tallies, at 64 px a tick on the tunnel map, in the ghost and the split views. */
#ifndef COLLIDE_BENCH_GHOST_VIEW_H
#define COLLIDE_BENCH_GHOST_VIEW_H

#include "core/map.h"
#include "cmd/bench/bench_report.h"

#define BENCH_GHOST_FRAMES 40 /* frames per timing */

/// The ghost-view section, on `map`; `tally_us` (the tallies' cost a tick, from the
/// tally section) is given as a share of each frame.
void bench_ghost_view(Bench *b, const Map *map, double tally_us);

#endif
