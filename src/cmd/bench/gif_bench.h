/* gif_bench.h: the GIF export's benchmark: ten seconds on the default map written as a
 * GIF, timed, for `collide bench`. */
#ifndef COLLIDE_GIF_BENCH_H
#define COLLIDE_GIF_BENCH_H

#include <stdbool.h>
#include <stddef.h>

#include "app/gif/gif_writer.h"

#define GIF_BENCH_TICKS 600 /* ten seconds at 60 ticks a second */

typedef struct GifBench {
    double seconds; /* CPU time of the whole export (one thread): simulate, draw, encode, write */
    long bytes;
    int frames;
} GifBench;

/// Write the benchmark's GIF (the default map, walked around, the ghost compare view
/// in its second half) to `path` with `palette`, timed. False with the reason in err.
bool gif_bench_default_map(const char *path, GifPaletteMode palette, GifBench *out, char *err, size_t cap);

#endif
