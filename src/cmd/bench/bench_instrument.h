/* bench_instrument.h: what the compare view's instruments cost: the live tallies
 * against the tick they judge (64 px a tick) and the ghost view's frame; then the
 * referee's figures (bench_referee.h). */
#ifndef COLLIDE_BENCH_INSTRUMENT_H
#define COLLIDE_BENCH_INSTRUMENT_H

#include "cmd/bench/bench_report.h"

#define BENCH_TALLY_TICKS 2000     /* compare-view ticks per timing */
#define BENCH_TALLY_SPEED_LEVEL 13 /* 64 px a tick */

/// The tally, ghost-view, guarantees and heat map sections, on the maps in `maps_dir`
/// (the built-in map without it).
void bench_instrument(Bench *b, const char *maps_dir);

#endif
