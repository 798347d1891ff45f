/* screen.c: SDL and the window or the headless surface (see screen.h). */
#include "app/platform/screen.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>

#include "app/platform/canvas_sdl.h"

bool screen_open(bool headless, int w, int h, SDL_Window **window, SDL_Surface **surface, SDL_Renderer **renderer,
                 Canvas **canvas)
{
    *window = NULL;
    *surface = NULL;
    *renderer = NULL;
    *canvas = NULL;
    if (headless) {
        /* No window: the dummy video driver and a software renderer on a surface. */
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "collide: cannot start SDL video: %s\n", SDL_GetError());
        return false;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "collide: cannot start SDL_ttf: %s\n", TTF_GetError());
        SDL_Quit();
        return false;
    }
    IMG_Init(IMG_INIT_PNG);
    if (headless) {
        *surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        *renderer = *surface ? SDL_CreateSoftwareRenderer(*surface) : NULL;
    } else {
        *window = SDL_CreateWindow("collide", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                   SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
        if (*window) {
            *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
            if (!*renderer) *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_SOFTWARE);
        }
    }
    if (!*renderer) {
        fprintf(stderr, "collide: cannot create a %s: %s\n", headless ? "headless canvas" : "window", SDL_GetError());
        screen_close(*window, *surface, NULL, NULL);
        *window = NULL;
        *surface = NULL;
        return false;
    }
    SDL_SetRenderDrawBlendMode(*renderer, SDL_BLENDMODE_BLEND);
    *canvas = canvas_sdl_new(*renderer);
    if (!*canvas) {
        fprintf(stderr, "collide: out of memory for the canvas\n");
        screen_close(*window, *surface, *renderer, NULL);
        *window = NULL;
        *surface = NULL;
        *renderer = NULL;
        return false;
    }
    return true;
}

void screen_close(SDL_Window *window, SDL_Surface *surface, SDL_Renderer *renderer, Canvas *canvas)
{
    canvas_sdl_free(canvas);
    if (renderer) SDL_DestroyRenderer(renderer);
    if (window) SDL_DestroyWindow(window);
    if (surface) SDL_FreeSurface(surface);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}
