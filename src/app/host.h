/* host.h: what the app asks of the platform it runs on, and no more: a clock, the window's
 * fullscreen switch, pictures of the frame and a link's way to the clipboard. The platform
 * fills a Host with its own functions and hands it to app_init (platform/loop.c), so the
 * app calls down into nothing it includes or links by name, and another platform (a
 * browser's, a test's) gives its own. */
#ifndef COLLIDE_HOST_H
#define COLLIDE_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/base/message.h"
#include "app/render/canvas.h"

/// The platform's window or headless surface, opaque to the app.
typedef struct Screen Screen;

typedef struct Host {
    /// Seconds on a monotonic clock: only differences mean anything.
    double (*seconds)(void);
    /// Fill the display with the window, or give it back its size; nothing without a window.
    void (*fullscreen)(Screen *screen, bool on);
    /// Save what the canvas holds to a PNG at `path`, never half-written. False with a message in err.
    bool (*save_png)(Canvas *c, const char *path, char *err, size_t errcap);
    /// F12: save it to screenshots/collide-DATE-TIME-TICK.png; `msg` says where, or why not.
    void (*take_picture)(Canvas *c, uint64_t tick, Message *msg);
    /// F7: put a link to the moment on screen (src/link: the part from '#') where the user
    /// pastes it: the clipboard, or the page, which puts its own address before it; `msg` says so.
    void (*copy_link)(const char *link, size_t len, Message *msg);
    /// A page: there is nothing to go back to after a quit, so Esc closes what is open and
    /// never ends the run.
    bool stays_open;
} Host;

#endif
