/* events_sdl.h: SDL's events turned into the app's own (app/input_event.h). The only
 * code that knows SDL's keycodes, scancodes, buttons and window events. */
#ifndef COLLIDE_EVENTS_SDL_H
#define COLLIDE_EVENTS_SDL_H

#include <SDL.h>
#include <stdbool.h>

#include "app/base/input_event.h"

/// The app's event for `e`; false for an event the app does not read. A window that
/// loses the keyboard also makes SDL forget the keys it holds down, so that neither
/// SDL's modifiers nor the app's held keys stay stuck when it comes back.
bool events_sdl_translate(const SDL_Event *e, AppEvent *out);
/// The next event the app reads, if one is waiting; false when none is.
bool events_sdl_poll(AppEvent *out);
/// Sleep until an event arrives or `timeout_ms` pass; true with the event when it is
/// one the app reads.
bool events_sdl_wait(AppEvent *out, int timeout_ms);

/// The app's key for an SDL keycode (APP_KEY_OTHER when it has no name for it).
AppKey events_sdl_key(SDL_Keycode sym);
/// The app's key for the place an SDL scancode names.
AppKey events_sdl_pos(SDL_Scancode sc);
/// APP_MOD_* for SDL's modifier bits.
unsigned events_sdl_mods(Uint16 mod);

#endif
