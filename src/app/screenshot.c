/* screenshot.c: the current frame to PNG with SDL2_image, through a temporary file
 * renamed over the target, so an interrupted save never leaves half a picture. */
#define _POSIX_C_SOURCE 200809L
#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"

bool app_screenshot(App *app, const char *path, char *err, size_t errcap)
{
    /* The file is replaced by rename(): never do that to a device or a directory. */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        snprintf(err, errcap, "cannot write %s: not a regular file", path);
        return false;
    }
    int w, h;
    if (SDL_GetRendererOutputSize(app->renderer, &w, &h) != 0) {
        snprintf(err, errcap, "cannot read the frame size: %s", SDL_GetError());
        return false;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        snprintf(err, errcap, "out of memory for a %dx%d screenshot", w, h);
        return false;
    }
    bool ok = false;
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    if (SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        snprintf(err, errcap, "cannot read the frame: %s", SDL_GetError());
    } else if (IMG_SavePNG(s, tmp) != 0) {
        snprintf(err, errcap, "cannot write %s: %s", path, IMG_GetError());
        unlink(tmp);
    } else if (rename(tmp, path) != 0) {
        snprintf(err, errcap, "cannot write %s: %s", path, strerror(errno));
        unlink(tmp);
    } else {
        ok = true;
    }
    SDL_FreeSurface(s);
    return ok;
}
