/* bench_canvas.h: what drawing through the canvas costs a frame (collide bench --only
 * render): the canvas calls a frame makes, the frame's time, and the indirect calls'
 * share of it. */
#ifndef COLLIDE_BENCH_CANVAS_H
#define COLLIDE_BENCH_CANVAS_H

#include "cmd/bench/bench_report.h"

void bench_canvas(Bench *b);

#endif
