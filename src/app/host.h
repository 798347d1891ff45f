/* host.h: what the app asks of the platform it runs on, and no more: a clock, the window's
 * fullscreen switch and pictures of the frame. The platform defines these (src/app/platform/:
 * screen.c, screenshot.c), so the app calls down into nothing it includes, and another
 * platform (a browser's, a test's) gives its own. */
#ifndef COLLIDE_HOST_H
#define COLLIDE_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/base/message.h"
#include "app/render/canvas.h"

/// The platform's window or headless surface, opaque to the app.
typedef struct Screen Screen;

/// Seconds on a monotonic clock: only differences mean anything.
double host_seconds(void);
/// Fill the display with the window, or give it back its size; nothing without a window.
void host_fullscreen(Screen *screen, bool on);
/// Save what the canvas holds to a PNG at `path`, never half-written. False with a message in err.
bool host_screenshot_save(Canvas *c, const char *path, char *err, size_t errcap);
/// F12: save it to screenshots/collide-DATE-TIME-TICK.png; `msg` says where, or why not.
void host_screenshot_take(Canvas *c, uint64_t tick, Message *msg);

#endif
