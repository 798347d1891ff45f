/* replay_script.h: a scripted run shared by the replay tests: every kind of input
 * (held keys, speed, resolver switches, both compare views, respawn, map edits, the
 * crowd and its keys), recorded the way the app records (session.c): checkpoint at
 * tick 0, then push, checkpoint every 60 ticks, sync the writer after every tick. */
#ifndef COLLIDE_TEST_REPLAY_SCRIPT_H
#define COLLIDE_TEST_REPLAY_SCRIPT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/replay.h"

#define SCRIPT_TICKS 900
#define SCRIPT_TILES_END 590 /* the script stays in the tiles mode before this tick */

/// The script's input for tick t (0-based).
Input script_input(int t);
/// Record `ticks` ticks of the script to `path`, starting in `mode`. With `close` the
/// recording gets its `end` line; without, it is left as a killed program leaves it.
/// Returns the final state hash.
uint64_t script_record(const char *path, int ticks, Mode mode, bool close);

#endif
