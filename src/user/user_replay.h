/* user_replay.h: the user's methods a recording embeds, made from its files (src/core's
 * ReplaySource): what every reader of recordings that plays them needs (the commands, the
 * tour's stops, the challenges). A plugin is found by the caller (it is a file on disk). */
#ifndef COLLIDE_USER_REPLAY_H
#define COLLIDE_USER_REPLAY_H

#include "core/replay.h"
#include "user/user_method.h"

/// Make the script called `name` from the files `replay` embeds. NULL with the message in err.
UserMethod *user_replay_script(const Replay *replay, const char *name, char *err, size_t cap);
/// Make every script the recording's methods name and put each in replay->config.methods,
/// keeping them in `out` (at most `cap`; *count made). A plugin is left to the caller (its
/// entry stays NULL) unless `plugins_ok` is false: then it is refused. False with the message
/// in err; what was made is in `out` either way, for the caller to free.
bool user_replay_scripts(Replay *replay, UserMethod **out, int cap, int *count, bool plugins_ok, char *err, size_t errcap);

#endif
