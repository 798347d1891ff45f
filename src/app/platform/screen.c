/* screen.c: SDL and the window or the headless canvas (see screen.h). */
#include "app/platform/screen.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>

bool screen_open(bool headless, int w, int h, SDL_Window **window, SDL_Surface **canvas, SDL_Renderer **renderer)
{
    *window = NULL;
    *canvas = NULL;
    *renderer = NULL;
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
        *canvas = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        *renderer = *canvas ? SDL_CreateSoftwareRenderer(*canvas) : NULL;
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
        screen_close(*window, *canvas, NULL);
        *window = NULL;
        *canvas = NULL;
        return false;
    }
    SDL_SetRenderDrawBlendMode(*renderer, SDL_BLENDMODE_BLEND);
    return true;
}

void screen_close(SDL_Window *window, SDL_Surface *canvas, SDL_Renderer *renderer)
{
    if (renderer) SDL_DestroyRenderer(renderer);
    if (window) SDL_DestroyWindow(window);
    if (canvas) SDL_FreeSurface(canvas);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}
