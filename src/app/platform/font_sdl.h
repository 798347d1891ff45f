/* font_sdl.h: the bundled font rasterised by SDL2_ttf, each string kept as a texture in
 * a small cache so the HUD does not rasterise every line every frame. */
#ifndef COLLIDE_FONT_SDL_H
#define COLLIDE_FONT_SDL_H

#include <SDL.h>
#include <stdbool.h>

#include "app/render/canvas.h"

/// The bundled font at `px` pixels for `renderer`; NULL (with SDL_GetError) on failure.
CanvasFont *font_sdl_open(SDL_Renderer *renderer, int px, bool bold);
void font_sdl_close(CanvasFont *font);
int font_sdl_line_h(const CanvasFont *font);
/// A frame begins: what was drawn in it counts as recently used.
void font_sdl_frame(CanvasFont *font);
/// Draw `s` with its top-left at (x, y); returns its width and sets `box` (w 0 when
/// nothing was drawn).
int font_sdl_draw(CanvasFont *font, int x, int y, Colour c, const char *s, Rect *box);
int font_sdl_width(const CanvasFont *font, const char *s);

#endif
