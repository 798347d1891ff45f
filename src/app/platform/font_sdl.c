/* font_sdl.c: SDL_ttf with the embedded DejaVu Sans Mono, an LRU cache of textures and a
 * cache of widths (see font_sdl.h). */
#include "app/platform/font_sdl.h"

#include <SDL_ttf.h>
#include <stdlib.h>

#include "app/base/assets.h"
#include "app/base/width_cache.h"

#define FONT_CACHE_SIZE 128

typedef struct CacheEntry {
    SDL_Texture *texture;
    unsigned long key;
    int w, h;
    unsigned long used; /* frame stamp, for eviction */
} CacheEntry;

struct CanvasFont {
    SDL_Renderer *renderer;
    TTF_Font *font;
    int line_h;
    unsigned long frame;
    WidthCache *widths; /* a pointer, so measuring stays a const operation */
    CacheEntry cache[FONT_CACHE_SIZE];
};

CanvasFont *font_sdl_open(SDL_Renderer *renderer, int px, bool bold)
{
    CanvasFont *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->renderer = renderer;
    SDL_RWops *rw = SDL_RWFromConstMem(asset_font, (int)asset_font_len);
    if (rw) f->font = TTF_OpenFontRW(rw, 1, px);
    if (!f->font) {
        free(f);
        return NULL;
    }
    if (bold) TTF_SetFontStyle(f->font, TTF_STYLE_BOLD);
    f->line_h = TTF_FontLineSkip(f->font);
    f->widths = width_cache_new();
    return f;
}

void font_sdl_close(CanvasFont *f)
{
    for (int i = 0; i < FONT_CACHE_SIZE; i++)
        if (f->cache[i].texture) SDL_DestroyTexture(f->cache[i].texture);
    width_cache_free(f->widths);
    TTF_CloseFont(f->font);
    free(f);
}

int font_sdl_line_h(const CanvasFont *f)
{
    return f->line_h;
}

void font_sdl_frame(CanvasFont *f)
{
    f->frame++;
}

static unsigned long cache_key(const char *s, Colour c)
{
    unsigned long h = 5381u ^ ((unsigned long)c.r << 16 | (unsigned long)c.g << 8 | c.b) ^ ((unsigned long)c.a << 24);
    for (; *s; s++) h = h * 33u ^ (unsigned char)*s;
    return h;
}

static CacheEntry *cache_get(CanvasFont *f, const char *s, Colour colour)
{
    unsigned long key = cache_key(s, colour);
    CacheEntry *victim = &f->cache[0];
    for (int i = 0; i < FONT_CACHE_SIZE; i++) {
        CacheEntry *e = &f->cache[i];
        if (e->texture && e->key == key) {
            e->used = f->frame;
            return e;
        }
        if (!e->texture || e->used < victim->used) victim = e;
    }
    SDL_Color c = {colour.r, colour.g, colour.b, colour.a};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f->font, s, c);
    if (!surf) return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(f->renderer, surf);
    int w = surf->w, h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) return NULL;
    if (victim->texture) SDL_DestroyTexture(victim->texture);
    *victim = (CacheEntry){tex, key, w, h, f->frame};
    return victim;
}

int font_sdl_draw(CanvasFont *f, int x, int y, Colour colour, const char *s, Rect *box)
{
    *box = (Rect){x, y, 0, 0};
    if (!s[0]) return 0;
    CacheEntry *e = cache_get(f, s, colour);
    if (!e) return 0;
    SDL_Rect dst = {x, y, e->w, e->h};
    SDL_RenderCopy(f->renderer, e->texture, NULL, &dst);
    *box = (Rect){x, y, e->w, e->h};
    return e->w;
}

int font_sdl_width(const CanvasFont *f, const char *s)
{
    int w = 0, h = 0;
    if (!s[0] || width_cache_get(f->widths, s, &w)) return w;
    TTF_SizeUTF8(f->font, s, &w, &h);
    width_cache_put(f->widths, s, w);
    return w;
}
