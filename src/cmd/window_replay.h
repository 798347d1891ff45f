/* window_replay.h: the window command's --replay FILE (loaded) and --verify. */
#ifndef COLLIDE_WINDOW_REPLAY_H
#define COLLIDE_WINDOW_REPLAY_H

#include <stdbool.h>

#include "cmd/run_methods.h"
#include "core/replay.h"

/// Load --replay FILE and make the user methods it embeds into `methods` (a plugin from
/// the run's --method files, `plugins`, when one has its name). 0, or the exit status with
/// the reason printed ("FILE:LINE: message"; 1 for a plugin that is not the recorded one).
int window_replay_load(Replay *out, const char *path, RunMethods *methods, const char *const *plugins,
                       int plugin_count);
/// `collide --replay FILE --verify`: replay without a window; returns the exit status.
int window_replay_verify(const char *path, const char *const *plugins, int plugin_count);

#endif
