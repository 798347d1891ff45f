/* screenshot.h: the canvas's frame to a PNG file, never half-written (the Host's pictures). */
#ifndef COLLIDE_SCREENSHOT_H
#define COLLIDE_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/base/message.h"
#include "app/render/canvas.h"

/// Save what the canvas holds to `path`. False with a message in err on failure.
bool screenshot_save(Canvas *c, const char *path, char *err, size_t errcap);
/// F12: save it to screenshots/collide-DATE-TIME-TICK.png; `msg` says where, or why not.
void screenshot_take(Canvas *c, uint64_t tick, Message *msg);

#endif
