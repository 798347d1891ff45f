/* test_docs_pictures.c: the pictures under docs/ are what the program draws today. Each
 * is remade by the command docs/pictures.md gives and compared pixel by pixel with the
 * one in docs/ (the compare pictures are checked in tests/app/test_pictures.c). A picture
 * that differs is kept in the temporary folder the failure names; with COLLIDE_PICTURES=DIR
 * (make regolden) every remade picture is also copied into DIR. */
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

static char out[4096], err[4096];

/* How many pixels of the PNGs at a and b differ (-1 when their sizes differ). */
static long pixels_differing(const char *a, const char *b)
{
    SDL_Surface *sa = IMG_Load(a), *sb = IMG_Load(b);
    cr_assert_not_null(sa, "%s: %s", a, IMG_GetError());
    cr_assert_not_null(sb, "%s: %s", b, IMG_GetError());
    SDL_Surface *ca = SDL_ConvertSurfaceFormat(sa, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_Surface *cb = SDL_ConvertSurfaceFormat(sb, SDL_PIXELFORMAT_ARGB8888, 0);
    long n = -1;
    if (ca->w == cb->w && ca->h == cb->h) {
        n = 0;
        for (int y = 0; y < ca->h; y++)
            for (int x = 0; x < ca->w; x++)
                n += ((Uint32 *)ca->pixels)[y * (ca->pitch / 4) + x] != ((Uint32 *)cb->pixels)[y * (cb->pitch / 4) + x];
    }
    SDL_FreeSurface(ca);
    SDL_FreeSurface(cb);
    SDL_FreeSurface(sa);
    SDL_FreeSurface(sb);
    return n;
}

/* Runs `collide ARGS 'DIR/NAME'` (ARGS end with the option that takes the picture's path)
 * and compares the picture with docs/NAME. */
static void remake(const char *name, const char *args_before)
{
    char dir[256], path[512], args[2048];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    snprintf(args, sizeof args, "%s '%s'", args_before, path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "collide %s: %s", args, err);
    char docs[512];
    snprintf(docs, sizeof docs, "%s/docs/%s", SOURCE_DIR, name);
    const char *keep = getenv("COLLIDE_PICTURES");
    if (keep) {
        char cmd[2048];
        snprintf(cmd, sizeof cmd, "cp '%s' '%s/%s'", path, keep, name);
        cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0, "%s: %s", cmd, err);
    }
    long n = pixels_differing(path, docs);
    cr_expect_eq(n, 0, "docs/%s: %ld pixels differ from what collide draws now (%s)", name, n, path);
}

Test(docs_pictures, the_readme_picture_is_the_demo_recordings_last_frame)
{
    remake("screenshot.png", "--replay '" SOURCE_DIR "/docs/demo.replay' --headless --screenshot");
}

Test(docs_pictures, the_lesson_panel_picture)
{
    remake("lesson-panel.png", "--map '" SOURCE_DIR "/maps/corners.map' --scale 1.5 --headless --frames 30 --screenshot");
}

Test(docs_pictures, the_tour_stop_pictures)
{
    remake("tour-stop-9.png", "--tour --headless --stop 9 --frames 65 --screenshot");
    remake("tour-stop-3.png", "--tour --headless --stop 3 --frames 70 --scale 1.5 --screenshot");
}

Test(docs_pictures, the_heat_map_picture)
{
    remake("heatmap-tunnel.png", "guarantees --map '" SOURCE_DIR "/maps/tunnel.map' --heatmap");
}
