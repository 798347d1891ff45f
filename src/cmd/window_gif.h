/* window_gif.h: the window command's --gif run (a recording written as a GIF). */
#ifndef COLLIDE_WINDOW_GIF_H
#define COLLIDE_WINDOW_GIF_H

#include "cmd/gif_replay.h"

#define WINDOW_GIF_TICK_MAX 1000000000L /* --from and --to: past any recording's end */

/// Load the recording and write it as the GIF `gif` asks for; the exit status.
int window_gif_run(const char *replay_path, GifOptions *gif, float ui_scale, const char *const *plugins,
                   int plugin_count);

#endif
