/* screen.h: SDL, and what the app draws on: a window, or for a headless run an off-screen
 * surface that a software renderer draws into, and the canvas over either. */
#ifndef COLLIDE_SCREEN_H
#define COLLIDE_SCREEN_H

#include <stdbool.h>

#include "app/host.h"
#include "app/render/canvas.h"

/// Start SDL (video, fonts, PNG) and make the window (at most the display's usable size)
/// or the surface `w` x `h` pixels,
/// its renderer and the canvas that draws with it. On failure prints why to stderr,
/// undoes what it did and returns NULL.
Screen *screen_open(bool headless, int w, int h);
/// The window's size for a wanted `want_w` x `want_h` on a display whose usable area is
/// `usable_w` x `usable_h` (0: unknown): never larger than that area.
void screen_fit_size(int want_w, int want_h, int usable_w, int usable_h, int *w, int *h);
/// What every frame on the screen is drawn through.
Canvas *screen_canvas(Screen *screen);
/// Destroy what screen_open made and stop SDL; NULL is allowed.
void screen_close(Screen *screen);
/// Seconds on SDL's monotonic clock.
double screen_seconds(void);
/// The window fills the display, or gets its size back; nothing for a headless screen.
void screen_fullscreen(Screen *screen, bool on);
/// Show the frame drawn on the window (nothing for a headless screen).
void screen_present(Screen *screen);

#endif
