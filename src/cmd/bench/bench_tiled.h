/* bench_tiled.h: loading a Tiled map as large as a map may be (4,096 x 4,096 cells), as
 * `--map` loads it: the file read, the XML, the layer's base64 and zlib, the cells. */
#ifndef COLLIDE_BENCH_TILED_H
#define COLLIDE_BENCH_TILED_H

#include "cmd/bench/bench_report.h"

/// The tiled section: a generated map written to $TMPDIR, loaded, removed.
void bench_tiled(Bench *b);

#endif
