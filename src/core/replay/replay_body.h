/* replay_body.h: the recording header's optional lines for the game's own body and
 * speed: `speed S`, `size W H`, `radius R` (--speed, --size, --radius). */
#ifndef COLLIDE_REPLAY_BODY_H
#define COLLIDE_REPLAY_BODY_H

#include <stdbool.h>
#include <stddef.h>

#include "core/base/line.h"
#include "core/world.h"

/// Is `key` (kn bytes) one of these lines?
bool replay_body_key(const char *key, int kn);
/// Read the value(s) of line `key` from `l` into `config`, in range; false with the
/// reason in why.
bool replay_body_read(const char *key, int kn, Line *l, WorldConfig *config, char *why, size_t cap);

#endif
