/* screen.h: SDL, and what the app draws on: a window, or for a headless run an
 * off-screen canvas that a software renderer draws into. */
#ifndef COLLIDE_SCREEN_H
#define COLLIDE_SCREEN_H

#include <SDL.h>
#include <stdbool.h>

/// Start SDL (video, fonts, PNG) and make the window (or the canvas) `w` x `h` pixels
/// and its renderer. On failure prints why to stderr, undoes what it did, returns false.
bool screen_open(bool headless, int w, int h, SDL_Window **window, SDL_Surface **canvas, SDL_Renderer **renderer);
/// Destroy what screen_open made (any of them may be NULL) and stop SDL.
void screen_close(SDL_Window *window, SDL_Surface *canvas, SDL_Renderer *renderer);

#endif
