/* bench_rewind.h: what rewinding costs: 600 ticks and one tick back, tiles and crowd. */
#ifndef COLLIDE_BENCH_REWIND_H
#define COLLIDE_BENCH_REWIND_H

#include "cmd/bench/bench_report.h"

/// The rewind section.
void bench_rewind(Bench *b);

#endif
