/* screen.h: SDL, and what the app draws on: a window, or for a headless run an
 * off-screen surface that a software renderer draws into, and the canvas over it. */
#ifndef COLLIDE_SCREEN_H
#define COLLIDE_SCREEN_H

#include <SDL.h>
#include <stdbool.h>

#include "app/render/canvas.h"

/// Start SDL (video, fonts, PNG) and make the window (or the surface) `w` x `h` pixels,
/// its renderer and the canvas that draws with it. On failure prints why to stderr,
/// undoes what it did, returns false.
bool screen_open(bool headless, int w, int h, SDL_Window **window, SDL_Surface **surface, SDL_Renderer **renderer,
                 Canvas **canvas);
/// Destroy what screen_open made (any of them may be NULL) and stop SDL.
void screen_close(SDL_Window *window, SDL_Surface *surface, SDL_Renderer *renderer, Canvas *canvas);

#endif
