/* run_methods.h: the methods a run has: the built-ins, then the user's own from --method
 * FILE (a Lua script or a C plugin, src/user), or those a recording embeds. What a command
 * hands the world (the set), a recording (the files, replay_add_source) and the window's
 * live reload (the user methods). */
#ifndef COLLIDE_RUN_METHODS_H
#define COLLIDE_RUN_METHODS_H

#include <stdbool.h>

#include "core/method_set.h"
#include "core/replay.h"
#include "user/user_method.h"

#define RUN_METHODS_USER_MAX (METHOD_MAX - RESOLVER_COUNT)

typedef struct RunMethods {
    MethodSet set; /* the run's methods, in key order */
    UserMethod *user[RUN_METHODS_USER_MAX];
    int user_count;
} RunMethods;

/// The built-ins alone.
void run_methods_start(RunMethods *rm);
/// Add the user's method in `path` (.lua or .so) after the others. False with the reason
/// printed as `who`: FILE:LINE: message (the caller exits 2).
bool run_methods_load(RunMethods *rm, const char *who, const char *path);
/// The methods of a recording: its own set, each user method made from the files it embeds
/// (a plugin loaded from `plugins` first, the --method files of this run, else from where
/// the recording names it) and put in replay->config.methods. 0, or the exit status with
/// the reason printed: 2 for a method that does not load, 1 for a plugin whose content
/// differs from the recorded one.
int run_methods_of_replay(RunMethods *rm, Replay *replay, const char *const *plugins, int plugin_count);
/// Write the user methods' files into a recording started with this run's set.
bool run_methods_to_replay(const RunMethods *rm, Replay *log);
/// Release the user methods.
void run_methods_free(RunMethods *rm);

#endif
