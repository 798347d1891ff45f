/* screenshot_web.c: the browser build's pictures (screenshot.h): the frame's pixels go to
 * the page, which encodes them as PNG with the browser's own canvas and offers the file as
 * a download (web/collide_lib.js). No SDL_image in the page. */
#include "app/platform/screenshot.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/stamped_path.h"

/* In web/collide_lib.js: rows of ARGB pixels, saved under the last part of `path`. */
extern void collide_web_png(const uint32_t *argb, int w, int h, const char *path);

bool screenshot_save(Canvas *c, const char *path, char *err, size_t errcap)
{
    int w = 0, h = 0;
    canvas_size(c, &w, &h);
    if (w <= 0 || h <= 0) {
        snprintf(err, errcap, "cannot read the frame size: %s", SDL_GetError());
        return false;
    }
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    if (!px) {
        snprintf(err, errcap, "out of memory for a %dx%d screenshot", w, h);
        return false;
    }
    bool ok = canvas_read_argb(c, px, w * 4);
    if (ok) collide_web_png(px, w, h, path);
    else snprintf(err, errcap, "cannot read the frame: %s", SDL_GetError());
    free(px);
    return ok;
}

void screenshot_take(Canvas *c, uint64_t tick, Message *msg)
{
    char path[128], err[512];
    stamped_path(path, sizeof path, "screenshots", tick, "png");
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    if (screenshot_save(c, path, err, sizeof err)) snprintf(msg->text, sizeof msg->text, "Downloaded %s", name);
    else snprintf(msg->text, sizeof msg->text, "Screenshot failed: %.120s", err);
}
