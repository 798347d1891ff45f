/* window_replay.h: the window command's --replay FILE (loaded) and --verify. */
#ifndef COLLIDE_WINDOW_REPLAY_H
#define COLLIDE_WINDOW_REPLAY_H

#include <stdbool.h>

#include "core/replay.h"

/// Load --replay FILE, printing "FILE:LINE: message" on failure.
bool window_replay_load(Replay *out, const char *path);
/// `collide --replay FILE --verify`: replay without a window; returns the exit status.
int window_replay_verify(const char *path);

#endif
