/* test_font_sdl.c: the bundled font's widths, which every layout decision rests on, are
 * the font's own whether or not they come from the width cache: measured again, after
 * thousands of other strings have gone through the cache, and for text beyond ASCII. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_ttf.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/base/assets.h"
#include "app/platform/font_sdl.h"

static const char *SAMPLES[] = {
    "1 simplest", "4 Minkowski  t 0.25  \xce\x94 3.5", "REPLAY ENDED: matched the recording",
    "W", "iiii", "quad-push \xc2\xb7 in 3", "L: the whole lesson",
};

static int ttf_width(TTF_Font *font, const char *s)
{
    int w = 0, h = 0;
    cr_assert_eq(TTF_SizeUTF8(font, s, &w, &h), 0);
    return w;
}

Test(font_sdl, widths_are_the_fonts_own_cached_or_not)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    cr_assert_eq(SDL_Init(SDL_INIT_VIDEO), 0, "%s", SDL_GetError());
    cr_assert_eq(TTF_Init(), 0);
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(target);
    cr_assert(r);
    for (int px = 12; px <= 30; px += 9) {
        CanvasFont *font = font_sdl_open(r, px, false);
        cr_assert(font);
        TTF_Font *plain = TTF_OpenFontRW(SDL_RWFromConstMem(asset_font, (int)asset_font_len), 1, px);
        cr_assert(plain);
        int n = (int)(sizeof SAMPLES / sizeof SAMPLES[0]);
        for (int i = 0; i < n; i++) {
            int want = ttf_width(plain, SAMPLES[i]);
            cr_assert_gt(want, 0);
            cr_assert_eq(font_sdl_width(font, SAMPLES[i]), want, "first: '%s'", SAMPLES[i]);
            cr_assert_eq(font_sdl_width(font, SAMPLES[i]), want, "again: '%s'", SAMPLES[i]);
        }
        char s[40];
        for (int i = 0; i < 9000; i++) { /* more than the cache holds: evictions */
            snprintf(s, sizeof s, "x = %d", i * 37);
            if (i % 500 == 0) cr_assert_eq(font_sdl_width(font, s), ttf_width(plain, s), "'%s'", s);
            else font_sdl_width(font, s);
        }
        for (int i = 0; i < n; i++)
            cr_assert_eq(font_sdl_width(font, SAMPLES[i]), ttf_width(plain, SAMPLES[i]), "after: '%s'", SAMPLES[i]);
        cr_assert_eq(font_sdl_width(font, ""), 0);
        TTF_CloseFont(plain);
        font_sdl_close(font);
    }
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(target);
    TTF_Quit();
    SDL_Quit();
}
