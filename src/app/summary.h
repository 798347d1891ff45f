/* summary.h: the one JSON line a headless run prints at its end. */
#ifndef COLLIDE_SUMMARY_H
#define COLLIDE_SUMMARY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/world.h"

/// Print where the world stands: tick, hash, mode, map, resolver, the player, the crowd,
/// and a challenge's verdict (`goal`: "pass" or "not yet", NULL for none). False when the
/// line could not be written.
bool summary_print(const World *w, const char *goal, FILE *out);

#endif
