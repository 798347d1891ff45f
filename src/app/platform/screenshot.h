/* screenshot.h: the current frame to a PNG file, never half-written. */
#ifndef COLLIDE_SCREENSHOT_H
#define COLLIDE_SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/message.h"

/// Save what the renderer holds to `path`. False with a message in err on failure.
bool screenshot_save(SDL_Renderer *r, const char *path, char *err, size_t errcap);
/// F12: save it to screenshots/collide-DATE-TIME-TICK.png; `msg` says where, or why not.
void screenshot_take(SDL_Renderer *r, uint64_t tick, Message *msg);

#endif
