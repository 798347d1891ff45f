/* test_gif_follow_cli.c: `--gif-follow` through the real program. On a 100 x 100 level
 * with a 4 px body, the followed GIF is the size asked for and its last frame shows the
 * body over many times the pixels the whole-map GIF gives it; the zoom it picks is the
 * camera's, capped at its deepest; bad values and a --gif-follow without --gif exit 2
 * with a message that says what is expected. */
#include <criterion/criterion.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/render/theme.h"
#include "app/render/view.h"
#include "cmd/gif_replay.h"
#include "support/support.h"

#define BIG 65536
#define LEVEL 100
static char out[BIG], err[BIG];

/* A 100 x 100 level of 16 px cells, a wall column right of the spawn, and a 4 px body
 * held right for two and a half seconds: it reaches the wall and pushes into it. */
static void write_level(const char *path)
{
    static char text[LEVEL * (LEVEL + 1) + 1024];
    int n = snprintf(text, sizeof text,
                     "collide-replay 1\nprogram test\nmode tiles\nresolver minkowski\nseed 1\nspeed-level 7\n"
                     "tick-hz 60\nrecord-start 0\nsize 4 4\nmap %d\ncollide-map 1\nname \"Big\"\ntile 16\ngrid\n",
                     LEVEL + 5);
    for (int j = 0; j < LEVEL; j++) {
        for (int i = 0; i < LEVEL; i++) {
            bool wall = i == 0 || j == 0 || i == LEVEL - 1 || j == LEVEL - 1 || (i == 60 && j > 30 && j < 70);
            text[n++] = j == 50 && i == 40 ? 'P' : wall ? '#' : '.';
        }
        text[n++] = '\n';
    }
    snprintf(text + n, sizeof text - (size_t)n, "end\ninput\n150 R\n");
    cr_assert(write_file(path, text));
}

/* Pixels of the player's colour in the middle band of the GIF's last frame (between the
 * title, which shares the colour, and the bottom bar), as a viewer shows it; its size in
 * *w, *h. */
static long player_pixels(const char *path, int *w, int *h)
{
    int e = 0;
    GifFileType *g = DGifOpenFileName(path, &e);
    cr_assert_not_null(g, "%s: %s", path, GifErrorString(e));
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    *w = g->SWidth, *h = g->SHeight;
    int *shown = malloc(sizeof(int) * (size_t)g->SWidth * (size_t)g->SHeight);
    cr_assert_not_null(shown);
    for (int i = 0; i < g->ImageCount; i++) {
        const SavedImage *im = &g->SavedImages[i];
        GraphicsControlBlock gcb;
        DGifSavedExtensionToGCB(g, i, &gcb);
        for (int y = 0; y < im->ImageDesc.Height; y++)
            for (int x = 0; x < im->ImageDesc.Width; x++) {
                int c = im->RasterBits[y * im->ImageDesc.Width + x];
                if (c != gcb.TransparentColor) shown[(im->ImageDesc.Top + y) * g->SWidth + im->ImageDesc.Left + x] = c;
            }
    }
    long n = 0;
    for (long k = (long)g->SWidth * (g->SHeight / 3); k < (long)g->SWidth * (g->SHeight * 4 / 5); k++) {
        GifColorType c = g->SColorMap->Colors[shown[k]];
        n += c.Red == COLOR_PLAYER.r && c.Green == COLOR_PLAYER.g && c.Blue == COLOR_PLAYER.b;
    }
    free(shown);
    DGifCloseFile(g, &e);
    return n;
}

Test(gif_follow_cli, follows_a_4_px_body_on_a_100_by_100_level_and_magnifies_it)
{
    char dir[256], cmd[1024], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/big.replay", dir);
    write_level(path);
    int w, h;
    snprintf(cmd, sizeof cmd, "--replay %s --gif %s/whole.gif --gif-width 640", path, dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    snprintf(path, sizeof path, "%s/whole.gif", dir);
    long whole = player_pixels(path, &w, &h);

    snprintf(cmd, sizeof cmd, "--replay %s/big.replay --gif %s/near.gif --gif-width 640 --gif-follow auto", dir, dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "76 frames, 640x400, ticks 0 to 150") != NULL, "%s", out);
    snprintf(path, sizeof path, "%s/near.gif", dir);
    long near = player_pixels(path, &w, &h);
    cr_expect(w == 640 && h == 400, "the size asked for: %dx%d", w, h);
    cr_expect_geq(near, 36, "the body is at least 6 x 6 pixels: %ld", near);
    cr_expect_geq(near, 16 * (whole > 0 ? whole : 1), "followed %ld pixels, whole map %ld", near, whole);
}

Test(gif_follow_cli, auto_picks_the_zoom_that_draws_the_body_24_px_wide_within_the_cameras_range)
{
    /* 0.5 screen px a world px: a 12 px body is 6 px, 4x more is 24 px: four sqrt-2 steps. */
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 0.5f, 12.0f, 1.0f), 4);
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 0.5f, 12.0f, 2.0f), 6, "text twice as big, the body too");
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 0.12f, 4.0f, 1.0f), 12, "a 4 px body on a 100 x 100 level: 64 times");
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 0.01f, 4.0f, 1.0f), ZOOM_MAX, "no deeper than the camera goes");
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 4.0f, 20.0f, 1.0f), 2, "a big body still gets a 2x crop");
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_AUTO, 1.0f, 0.0f, 1.0f), 2, "a point body: the 2x crop");
    cr_expect_eq(gif_follow_zoom(4.0f, 0.5f, 12.0f, 1.0f), 4, "4 times is four steps");
    cr_expect_eq(gif_follow_zoom(1.0f, 0.5f, 12.0f, 1.0f), 0, "1 follows at the map's fit");
    cr_expect_eq(gif_follow_zoom(GIF_FOLLOW_MAX, 0.5f, 12.0f, 1.0f), ZOOM_MAX);
}

Test(gif_follow_cli, bad_values_and_a_follow_without_a_gif_exit_2_with_a_message)
{
    static const char *const bad[] = {"0.5", "65", "x", "nan", "inf", "-2", "4px"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char cmd[256];
        snprintf(cmd, sizeof cmd, "--replay docs/demo.replay --gif /nonexistent/x.gif --gif-follow '%s'", bad[k]);
        cr_expect_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 2, "%s", bad[k]);
        cr_expect(strstr(err, "--gif-follow: expected auto or how many times to magnify, 1 to 64") != NULL, "%s: %s",
                  bad[k], err);
    }
    cr_expect_eq(run_collide("--replay docs/demo.replay --gif-follow auto", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "--gif-follow needs --gif OUT.gif") != NULL, "%s", err);
}
