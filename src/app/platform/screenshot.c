/* screenshot.c: the current frame to PNG with SDL2_image, through a temporary file
 * checked on disk and then renamed over the target, so an interrupted save or a full
 * disk never leaves half a picture. */
#define _POSIX_C_SOURCE 200809L
#include "app/platform/screenshot.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/base/stamped_path.h"
#include "core/base/escape.h"
#include "core/base/file_set.h"

/* The PNG into `tmp`, checked all the way to the disk: SDL_image reports success even
 * when the disk is full, so the stream's flush, fsync, close and the size on disk
 * decide. False with errno set (EIO when SDL_image itself failed). */
static bool write_png(SDL_Surface *s, const char *tmp)
{
    FILE *f = fopen(tmp, "wb");
    if (!f) return false;
    SDL_RWops *rw = SDL_RWFromFP(f, SDL_FALSE);
    int failed = 0; /* the first errno seen */
    if (!rw || IMG_SavePNG_RW(s, rw, 0) != 0) failed = EIO;
    if (rw) SDL_RWclose(rw);
    long size = ftell(f);
    if (!failed && (fflush(f) != 0 || ferror(f) || fsync(fileno(f)) != 0)) failed = errno ? errno : EIO;
    if (fclose(f) != 0 && !failed) failed = errno;
    struct stat st;
    if (!failed && (size <= 0 || stat(tmp, &st) != 0 || st.st_size != size)) failed = ENOSPC;
    errno = failed;
    return failed == 0;
}

bool screenshot_save(Canvas *c, const char *path, char *err, size_t errcap)
{
    /* The file is replaced by rename(), through a symbolic link to a .png only, and never
     * a device or a folder (core/base/file_set.h). */
    char shown[600], why[1024];
    escape_str(shown, sizeof shown, path);
    char *target = file_output_target(path, ".png", why, sizeof why);
    if (!target) return snprintf(err, errcap, "will not write %s: %s", shown, why), false;
    int w = 0, h = 0;
    canvas_size(c, &w, &h);
    SDL_Surface *s = w > 0 && h > 0 ? SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888) : NULL;
    if (!s) {
        if (w <= 0 || h <= 0) snprintf(err, errcap, "cannot read the frame size: %s", SDL_GetError());
        else snprintf(err, errcap, "out of memory for a %dx%d screenshot", w, h);
        free(target);
        return false;
    }
    bool ok = false;
    /* A symbolic link stays a link: the file it leads to is replaced, by a temporary file beside it. */
    size_t cap = strlen(target) + 32;
    char *tmp = malloc(cap);
    if (tmp) snprintf(tmp, cap, "%s.tmp%ld", target, (long)getpid());
    if (!tmp) {
        snprintf(err, errcap, "cannot write %s: out of memory", shown);
    } else if (!canvas_read_argb(c, s->pixels, s->pitch)) {
        snprintf(err, errcap, "cannot read the frame: %s", SDL_GetError());
    } else if (!write_png(s, tmp)) {
        snprintf(err, errcap, "cannot write %s: %s", shown, strerror(errno ? errno : EIO));
        unlink(tmp);
    } else if (rename(tmp, target) != 0) {
        snprintf(err, errcap, "cannot write %s: %s", shown, strerror(errno));
        unlink(tmp);
    } else {
        ok = true;
    }
    free(tmp);
    free(target);
    SDL_FreeSurface(s);
    return ok;
}

void screenshot_take(Canvas *c, uint64_t tick, Message *msg)
{
    char path[512], err[512];
    stamped_path(path, sizeof path, "screenshots", tick, "png");
    if (screenshot_save(c, path, err, sizeof err)) snprintf(msg->text, sizeof msg->text, "Saved %.300s", path);
    else snprintf(msg->text, sizeof msg->text, "Screenshot failed: %.120s", err);
}
