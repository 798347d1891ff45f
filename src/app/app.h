/* app.h: the sandbox above the platform: the app's own events turned into one Input record
 * per tick, a fixed 60 Hz step with a clamped accumulator, the features' hooks, and the
 * frame: map, overlays, player, HUD, help. It reads the core's state and never changes its
 * rules; the platform (src/app/platform/) opens the screen and runs the loop. */
#ifndef COLLIDE_APP_H
#define COLLIDE_APP_H

#include <stdbool.h>

#include "app/app_draw.h"
#include "app/features/app_state.h"
#include "app/base/input_event.h"
#include "app/host.h"

/// Start the app on the platform's services, screen and canvas (platform_open makes them): load the
/// fonts, start the world, open the features. On failure prints why to stderr and returns false.
bool app_init(App *app, const AppConfig *config, const Host *host, Screen *screen, Canvas *canvas);
/// Release what app_init made (the screen stays the platform's).
void app_free(App *app);
/// One frame's update, `seconds` of wall time after the last: the ticks owed, the features'
/// polls. False once the run should end (quit, or config.frames ticks). The platform's loop,
/// native or the browser's, calls it between the events and app_draw.
bool app_update(App *app, double seconds);
/// The end of a run: the --screenshot picture, the recording's end, the headless summary;
/// returns the exit status.
int app_finish(App *app);
/// A signal stopped the run: close the recording and say in `what` where it stopped.
void app_interrupted(App *app, char *what, size_t cap);

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
