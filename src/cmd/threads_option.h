/* threads_option.h: `--threads N`, the worker threads the crowd steps with, for
 * `collide crowd`, the window and the bench, and the rows `collide guarantees` measures
 * side by side (threads_option.c). */
#ifndef COLLIDE_THREADS_OPTION_H
#define COLLIDE_THREADS_OPTION_H

#include <stdbool.h>

/// The cores this process may run on, at most CROWD_THREADS_MAX (at least 1).
int threads_default(void);
/// Read `--threads N` (1..CROWD_THREADS_MAX) into *out; a clear message and false if not.
bool threads_read(const char *value, int *out);
/// Read `--threads N` and make it the threads every crowd of the process starts with.
bool threads_apply(const char *value);

#endif
