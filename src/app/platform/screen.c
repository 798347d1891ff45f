/* screen.c: SDL and the window or the headless surface (see screen.h). */
#include "app/platform/screen.h"

#include <SDL.h>
#ifndef __EMSCRIPTEN__
#include <SDL_image.h> /* the browser build saves pictures through the page */
#endif
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/platform/canvas_sdl.h"

/* In the browser the canvas has one pixel per CSS pixel, as the mouse's coordinates have:
 * the browser scales it up on a high-density screen. */
#ifdef __EMSCRIPTEN__
#define WINDOW_FLAGS SDL_WINDOW_RESIZABLE
#else
#define WINDOW_FLAGS (SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI)
#endif

struct Screen {
    SDL_Window *window;   /* NULL when headless */
    SDL_Surface *surface; /* headless: what the software renderer draws into */
    SDL_Renderer *renderer;
    Canvas *canvas; /* what every frame is drawn through */
};

/* Everything screen_open made, in the order that undoes it. */
static void release(Screen *s)
{
    canvas_sdl_free(s->canvas);
    if (s->renderer) SDL_DestroyRenderer(s->renderer);
    if (s->window) SDL_DestroyWindow(s->window);
    if (s->surface) SDL_FreeSurface(s->surface);
    free(s);
}

static bool start_sdl(bool headless)
{
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
#ifndef __EMSCRIPTEN__
    IMG_Init(IMG_INIT_PNG);
#endif
    return true;
}

static void stop_sdl(void)
{
#ifndef __EMSCRIPTEN__
    IMG_Quit();
#endif
    TTF_Quit();
    SDL_Quit();
}

void screen_fit_size(int want_w, int want_h, int usable_w, int usable_h, int *w, int *h)
{
    *w = want_w;
    *h = want_h;
    if (usable_w > 0 && *w > usable_w) *w = usable_w;
    if (usable_h > 0 && *h > usable_h) *h = usable_h;
}

/* A window no larger than the display's usable area (less the taskbar and the window's
 * own frame), placed inside it. */
static SDL_Window *open_window(int want_w, int want_h)
{
#ifdef __EMSCRIPTEN__
    /* The page sizes the canvas itself. */
    return SDL_CreateWindow("collide", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, want_w, want_h, WINDOW_FLAGS);
#else
    SDL_Rect usable = {0, 0, 0, 0};
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0) usable.w = usable.h = 0;
    int w, h;
    screen_fit_size(want_w, want_h, usable.w, usable.h, &w, &h);
    bool fits = w == want_w && h == want_h;
    int x = fits ? (int)SDL_WINDOWPOS_CENTERED : usable.x, y = fits ? (int)SDL_WINDOWPOS_CENTERED : usable.y;
    SDL_Window *win = SDL_CreateWindow("collide", x, y, w, h, WINDOW_FLAGS);
    int top = 0, left = 0, bottom = 0, right = 0;
    if (win && !fits && SDL_GetWindowBordersSize(win, &top, &left, &bottom, &right) == 0) {
        screen_fit_size(w, h, usable.w - left - right, usable.h - top - bottom, &w, &h);
        SDL_SetWindowSize(win, w, h);
        SDL_SetWindowPosition(win, usable.x + left, usable.y + top);
    }
    return win;
#endif
}

Screen *screen_open(bool headless, int w, int h)
{
    Screen *s = calloc(1, sizeof *s);
    if (!s) {
        fprintf(stderr, "collide: out of memory for the screen\n");
        return NULL;
    }
    if (!start_sdl(headless)) {
        free(s);
        return NULL;
    }
    if (headless) {
        s->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        s->renderer = s->surface ? SDL_CreateSoftwareRenderer(s->surface) : NULL;
    } else {
        s->window = open_window(w, h);
        if (s->window) {
            s->renderer = SDL_CreateRenderer(s->window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
            if (!s->renderer) s->renderer = SDL_CreateRenderer(s->window, -1, SDL_RENDERER_SOFTWARE);
        }
    }
    if (!s->renderer) {
        fprintf(stderr, "collide: cannot create a %s: %s\n", headless ? "headless canvas" : "window", SDL_GetError());
        release(s);
        stop_sdl();
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(s->renderer, SDL_BLENDMODE_BLEND);
    s->canvas = canvas_sdl_new(s->renderer);
    if (!s->canvas) {
        fprintf(stderr, "collide: out of memory for the canvas\n");
        release(s);
        stop_sdl();
        return NULL;
    }
    return s;
}

Canvas *screen_canvas(Screen *screen)
{
    return screen->canvas;
}

void screen_close(Screen *screen)
{
    if (!screen) return;
    release(screen);
    stop_sdl();
}

void screen_present(Screen *screen)
{
    if (screen && screen->window) SDL_RenderPresent(screen->renderer);
}

double screen_seconds(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

void screen_fullscreen(Screen *screen, bool on)
{
    if (screen && screen->window) SDL_SetWindowFullscreen(screen->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}
