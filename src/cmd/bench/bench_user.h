/* bench_user.h: nanoseconds per move of the example user methods (the scripts in methods/). */
#ifndef COLLIDE_BENCH_USER_H
#define COLLIDE_BENCH_USER_H

#include "cmd/bench/bench_report.h"

/// A short move (8 px) of each example script in `methods_dir` on the default map, with
/// no trace: what a script's move costs, the state put back before each one included.
void bench_user_methods(Bench *b, const char *methods_dir, const char *maps_dir);

#endif
