/* window_driver.h: what the window tests do to a headless App, as SDL would: open it with the
 * tests' usual settings, send key, mouse and window events (SDL's, through the platform's
 * translation into the app's own), and read the frame back. */
#ifndef COLLIDE_TEST_WINDOW_DRIVER_H
#define COLLIDE_TEST_WINDOW_DRIVER_H

#include <SDL.h>
#include <stdbool.h>

#include "app/platform/loop.h"
#include "app/render/canvas_record.h"

/// The tests' usual window on `map`: headless, APP_DEFAULT_W x APP_DEFAULT_H, scale 1,
/// seed 1, the default speed, the tiles mode and `resolver`; every other field zero.
AppConfig driver_config(const Map *map, int resolver);
/// app_open, asserting that it opened.
void driver_open(App *app, const AppConfig *cfg);

/// An SDL event, as the window's loop hands it to the app.
void driver_event(App *app, const SDL_Event *e);
/// A key going down (with its scancode, so held movement keys count) or up.
void driver_key_down(App *app, SDL_Keycode sym, Uint16 mod);
void driver_key_up(App *app, SDL_Keycode sym, Uint16 mod);
/// A key pressed and released, no modifier.
void driver_press(App *app, SDL_Keycode sym);
/// A mouse event at window pixel (x, y): a motion carries the buttons `state`, a press or
/// release carries `button`.
void driver_mouse(App *app, Uint32 type, int x, int y, Uint8 button, Uint32 state);
/// A window event (SDL_WINDOWEVENT_*).
void driver_window(App *app, Uint8 what);

/// The pixels of `r` in the frame drawn last, ARGB8888, r.w apart.
void driver_read(const App *app, Rect r, uint32_t *out);
/// The colour of window pixel (x, y) in the frame drawn last.
Colour driver_pixel(const App *app, int x, int y);
/// Every channel within `tol`?
bool colour_near(Colour a, Colour b, int tol);
/// How many pixels of `r`, in the frame drawn last, are within `tol` of `c`.
int driver_count_colour(const App *app, Rect r, Colour c, int tol);
/// Record what the app draws from now on (still drawing it) into `rec`, emptied first.
void driver_record(App *app, CanvasRecord *rec);
/// How many of the texts `rec` holds (those drawn since it was cleared) contain `needle`.
int driver_drawn(const CanvasRecord *rec, const char *needle);

#endif
