/* gif_palette.c: the theme palette and the cached nearest-colour mapping (see
 * gif_palette.h). The frame is flat colours on a few surfaces, so most pixels are an
 * exact entry; only anti-aliased text and translucent overlaps fall between entries. */
#include "app/gif/gif_palette.h"

#include <string.h>

#include "app/render/method_color.h"
#include "core/method_set.h"
#include "app/render/crowd_view.h"
#include "app/render/theme.h"

#define TEXT_RAMP_STEPS 6 /* anti-aliased text: ink over panel at 1/7 .. 6/7 */
#define GHOST_ALPHA 70    /* compare_view.c's ghost fill */
#define SHADE_ALPHA 150   /* the black wash behind help and unavailable views, the red "IN WALL" */
#define CUBE_R 5          /* the catch-all cube: 5 x 5 x 4 levels */
#define CUBE_G 5
#define CUBE_B 4

typedef struct Rgb {
    uint8_t r, g, b;
} Rgb;

static Rgb opaque(Colour c)
{
    return (Rgb){c.r, c.g, c.b};
}

/* What the software renderer leaves when `ink` at alpha a is drawn over `under`: each
 * term rounded down on its own, as SDL's blend does (the panel comes out 10,12,16). */
static Rgb blend(Rgb ink, Rgb under, int a)
{
    return (Rgb){(uint8_t)(ink.r * a / 255 + under.r * (255 - a) / 255),
                 (uint8_t)(ink.g * a / 255 + under.g * (255 - a) / 255),
                 (uint8_t)(ink.b * a / 255 + under.b * (255 - a) / 255)};
}

/* render.c's outline of a body: its fill at half brightness. */
static Rgb half(Colour c)
{
    return (Rgb){(uint8_t)(c.r / 2), (uint8_t)(c.g / 2), (uint8_t)(c.b / 2)};
}

static void add(GifPalette *p, Rgb c)
{
    if (p->count >= GIF_TRANSPARENT) return;
    for (int i = 0; i < p->count; i++)
        if (p->rgb[i][0] == c.r && p->rgb[i][1] == c.g && p->rgb[i][2] == c.b) return;
    p->rgb[p->count][0] = c.r;
    p->rgb[p->count][1] = c.g;
    p->rgb[p->count][2] = c.b;
    p->count++;
}

#define COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

void gif_palette_theme(GifPalette *p, const MethodSet *set)
{
    memset(p, 0, sizeof *p);
    const MethodSet run = method_set_or_builtin(set), *methods = &run;
    const Rgb bg = opaque(COLOR_BACKGROUND), panel = blend(opaque(COLOR_PANEL), bg, COLOR_PANEL.a);
    const Rgb surfaces[] = {bg, opaque(COLOR_EMPTY), opaque(COLOR_SOLID), panel, opaque(COLOR_CROWD_ARENA)};
    /* tileset.c's three (the GameMaker directional tiles, drawn for directional-flag) are private there. */
    const Colour inks[] = {
        COLOR_GRID,           COLOR_SIDE,        COLOR_ONEWAY,    COLOR_PLAYER,      COLOR_PLAYER_EDGE,
        COLOR_MOVER,          COLOR_TEXT,        COLOR_TEXT_DIM,  COLOR_TITLE,       COLOR_WEAKNESS,
        COLOR_ALERT,          COLOR_TR_SCAN,     COLOR_TR_GROWN,  COLOR_TR_SIDE_HIT, COLOR_TR_MOVED,
        COLOR_TR_NORMAL,      COLOR_CROWD_BODY,  COLOR_CROWD_RED, COLOR_CROWD_DOT,   {112, 26, 32, 255},
        {236, 178, 170, 255}, {60, 14, 18, 255}, COLOR_INPUT,     COLOR_INPUT_EDGE,
    };
    const Colour washes[] = {COLOR_MOVER_PATH,
                             COLOR_SPAWN,
                             COLOR_TR_CELL,
                             COLOR_TR_BAND,
                             COLOR_TR_REGION,
                             COLOR_TR_SIDE,
                             COLOR_TR_PROBE,
                             COLOR_TR_LABEL_BG,
                             COLOR_CROWD_TARGET,
                             {0, 0, 0, SHADE_ALPHA},
                             {150, 20, 20, SHADE_ALPHA}};
    const Colour text_inks[] = {COLOR_TEXT,  COLOR_TEXT_DIM, COLOR_TITLE,   COLOR_WEAKNESS,
                                COLOR_ALERT, COLOR_TR_SCAN,  COLOR_TR_MOVED};

    /* 1. The surfaces and the opaque inks: most pixels of every frame, exactly. */
    for (int s = 0; s < COUNT(surfaces); s++) add(p, surfaces[s]);
    for (int i = 0; i < COUNT(inks); i++) add(p, opaque(inks[i]));
    for (int r = 0; r < methods->count; r++) {
        add(p, opaque(method_color(methods->at[r])));
        add(p, half(method_color(methods->at[r])));
    }
    add(p, half(COLOR_PLAYER));
    /* 2. Translucent colours as they land on the surfaces; the compare view's ghosts. */
    for (int i = 0; i < COUNT(washes); i++)
        for (int s = 0; s < COUNT(surfaces); s++) add(p, blend(opaque(washes[i]), surfaces[s], washes[i].a));
    for (int r = 0; r < methods->count; r++)
        for (int s = 1; s < 3; s++) add(p, blend(opaque(method_color(methods->at[r])), surfaces[s], GHOST_ALPHA));
    /* 3. Text is drawn anti-aliased, mostly on the HUD's panel: each ink's edge ramp. */
    for (int i = 0; i < COUNT(text_inks); i++)
        for (int k = 1; k <= TEXT_RAMP_STEPS; k++)
            add(p, blend(opaque(text_inks[i]), panel, 255 * k / (TEXT_RAMP_STEPS + 1)));
    /* 4. Whatever is left (text on the map, overlaps): a coarse cube over the rest. */
    for (int r = 0; r < CUBE_R; r++)
        for (int g = 0; g < CUBE_G; g++)
            for (int b = 0; b < CUBE_B; b++)
                add(p, (Rgb){(uint8_t)(255 * r / (CUBE_R - 1)), (uint8_t)(255 * g / (CUBE_G - 1)),
                             (uint8_t)(255 * b / (CUBE_B - 1))});
}

void gif_palette_cache_clear(GifColorCache *c)
{
    memset(c->key, 0, sizeof c->key);
    c->used = 0;
}

/* Green weighs most, blue least, as the eye does (a cheap stand-in for a perceptual metric). */
static int distance(const uint8_t e[3], int r, int g, int b)
{
    int dr = e[0] - r, dg = e[1] - g, db = e[2] - b;
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db;
}

uint8_t gif_palette_nearest(const GifPalette *p, GifColorCache *c, uint32_t rgb)
{
    uint32_t key = (rgb & 0xffffffu) | 0x1000000u;
    const uint32_t mask = (1u << GIF_CACHE_BITS) - 1;
    uint32_t slot = (key * 2654435761u) >> (32 - GIF_CACHE_BITS);
    for (; c->key[slot]; slot = (slot + 1) & mask)
        if (c->key[slot] == key) return c->index[slot];
    int r = (int)(rgb >> 16) & 255, g = (int)(rgb >> 8) & 255, b = (int)rgb & 255;
    int best = 0, best_d = distance(p->rgb[0], r, g, b);
    for (int i = 1; i < p->count && best_d > 0; i++) {
        int d = distance(p->rgb[i], r, g, b);
        if (d < best_d) best = i, best_d = d;
    }
    /* A full table stays correct: start it again rather than probe forever. */
    if (c->used >= mask / 4 * 3) {
        gif_palette_cache_clear(c);
        slot = (key * 2654435761u) >> (32 - GIF_CACHE_BITS);
    }
    c->key[slot] = key;
    c->index[slot] = (uint8_t)best;
    c->used++;
    return (uint8_t)best;
}
