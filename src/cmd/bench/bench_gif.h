/* bench_gif.h: seconds and megabytes of a ten-second GIF of the default map. */
#ifndef COLLIDE_BENCH_GIF_H
#define COLLIDE_BENCH_GIF_H

#include "cmd/bench/bench_report.h"

/// The gif section: the export of gif_bench.h, timed a few times, its size.
void bench_gif(Bench *b);

#endif
