/* interrupt.h: SIGINT and SIGTERM turned into a flag that runs without a window (the
 * headless loop, --verify) check before each tick, so they stop cleanly: the
 * recording closed with its end line, and an exit status that says why. */
#ifndef COLLIDE_INTERRUPT_H
#define COLLIDE_INTERRUPT_H

#include <stdbool.h>

/// Catch SIGINT and SIGTERM from now on (after SDL_Init, which installs its own).
void interrupt_catch(void);
/// Has one of them arrived?
bool interrupt_requested(void);
/// The exit status for it (128 + the signal's number, as shells report), and a
/// message on stderr naming the signal and `what` was stopped.
int interrupt_report(const char *what);

#endif
