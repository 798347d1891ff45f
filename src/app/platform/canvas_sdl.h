/* canvas_sdl.h: the canvas drawn by an SDL renderer: the one backend that puts the
 * sandbox on screen (a window, or the headless software renderer). */
#ifndef COLLIDE_CANVAS_SDL_H
#define COLLIDE_CANVAS_SDL_H

#include <SDL.h>

#include "app/render/canvas.h"

/// A canvas drawing with `renderer` (which it does not own); NULL when out of memory.
Canvas *canvas_sdl_new(SDL_Renderer *renderer);
/// Free what canvas_sdl_new made (NULL is fine); the fonts and images must be gone.
void canvas_sdl_free(Canvas *canvas);

#endif
