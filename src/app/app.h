/* app.h: the SDL2 platform layer: a window (or an off-screen canvas when headless),
 * input turned into one Input record per tick, a fixed 60 Hz step with a clamped
 * accumulator, and the frame: map, overlays, player, HUD, help. It reads the core's
 * state and never changes its rules. */
#ifndef COLLIDE_APP_H
#define COLLIDE_APP_H

#include <stdbool.h>

#include "app/app_draw.h"
#include "app/app_state.h"
#include "app/input_event.h"

/// Open the window (or the headless canvas), load the font, start the world.
/// On failure prints why to stderr and returns false.
bool app_open(App *app, const AppConfig *config);
void app_close(App *app);
/// Run until the user quits or config.frames ticks have passed; returns the exit status.
int app_run(App *app);

/// Feed one of the app's events to it (keys through the key table, mouse, window);
/// platform/events_sdl.c makes them from SDL's.
void app_handle_event(App *app, const AppEvent *e);
/// Advance the world one tick with the pending input and the held keys.
void app_tick(App *app, uint8_t held);
/// Run the ticks owed for `seconds` of wall time since the last frame (paused, slow
/// motion, a replay's rate and the catch-up clamp included); returns how many ran.
int app_advance(App *app, double seconds);
/// The movement keys held now (IN_* bits): none while the window lacks the keyboard.
uint8_t app_held_keys(const App *app);
/// Is the window minimised or hidden (the loop then waits for events, drawing nothing)?
bool app_idle(const App *app);

#endif
