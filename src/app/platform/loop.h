/* loop.h: the platform: the screen opened under the app, and the loop that runs it
 * (input, update, draw) in a window or headless. The only code that drives the app. */
#ifndef COLLIDE_LOOP_H
#define COLLIDE_LOOP_H

#include <stdbool.h>

#include "app/app.h"

/// Open the window (or the headless surface) and its canvas, then start the app on them.
/// On failure prints why to stderr and returns false, leaving nothing open.
bool platform_open(App *app, const AppConfig *config);
/// Stop the app and close its screen.
void platform_close(App *app);
/// Run until the user quits or config.frames ticks have passed (headless: as fast as it
/// goes, to the end of a recording or a tour stop's pause); returns the exit status.
int platform_run(App *app);
/// One frame of the window: its events, app_update over the time since `last` (which it
/// moves on), the drawing and the present. False once the app has quit. The native loop
/// calls it in a while loop; the browser build once per animation frame (loop_web.c).
bool platform_frame(App *app, double *last);
/// Run headless: config.frames ticks as fast as they go, no window. platform_run's
/// headless half, in both builds (the browser build's platform_run is in loop_web.c).
int platform_run_headless(App *app);

#endif
