/* window_usage.h: the window command's --help. */
#ifndef COLLIDE_WINDOW_USAGE_H
#define COLLIDE_WINDOW_USAGE_H

#include <stdio.h>

/// Write `collide --help` to `out`.
void window_usage(FILE *out);

#endif
