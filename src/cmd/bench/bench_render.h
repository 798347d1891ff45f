/* bench_render.h: milliseconds per frame drawn headless by the software renderer. */
#ifndef COLLIDE_BENCH_RENDER_H
#define COLLIDE_BENCH_RENDER_H

#include "cmd/bench/bench_report.h"

/// The render section: the tile sandbox with each resolver, then the crowd.
void bench_render(Bench *b);

#endif
