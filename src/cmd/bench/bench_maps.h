/* bench_maps.h: what the map browser costs: opening its list, and switching to each
 * shipped map as the app does it. */
#ifndef COLLIDE_BENCH_MAPS_H
#define COLLIDE_BENCH_MAPS_H

#include "cmd/bench/bench_report.h"

/// The maps section.
void bench_maps(Bench *b);

#endif
