/* text.c: SDL_ttf with the embedded DejaVu Sans Mono and an LRU cache of textures. */
#include "app/render/text.h"

#include <stdio.h>
#include <string.h>

#include "app/assets.h"

bool text_init(Text *t, SDL_Renderer *renderer, int px, bool bold)
{
    memset(t, 0, sizeof *t);
    t->renderer = renderer;
    t->px = px;
    SDL_RWops *rw = SDL_RWFromConstMem(asset_font, (int)asset_font_len);
    if (!rw) return false;
    t->font = TTF_OpenFontRW(rw, 1, px);
    if (!t->font) return false;
    if (bold) TTF_SetFontStyle(t->font, TTF_STYLE_BOLD);
    t->line_h = TTF_FontLineSkip(t->font);
    return true;
}

void text_free(Text *t)
{
    for (int i = 0; i < TEXT_CACHE_SIZE; i++)
        if (t->cache[i].texture) SDL_DestroyTexture(t->cache[i].texture);
    if (t->font) TTF_CloseFont(t->font);
    memset(t, 0, sizeof *t);
}

static unsigned long text_key(const char *s, SDL_Color c)
{
    unsigned long h = 5381u ^ ((unsigned long)c.r << 16 | (unsigned long)c.g << 8 | c.b) ^ ((unsigned long)c.a << 24);
    for (; *s; s++) h = h * 33u ^ (unsigned char)*s;
    return h;
}

static TextCacheEntry *text_get(Text *t, const char *s, SDL_Color color)
{
    unsigned long key = text_key(s, color);
    TextCacheEntry *victim = &t->cache[0];
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        TextCacheEntry *e = &t->cache[i];
        if (e->texture && e->key == key) {
            e->used = t->frame;
            return e;
        }
        if (!e->texture || e->used < victim->used) victim = e;
    }
    SDL_Surface *surf = TTF_RenderUTF8_Blended(t->font, s, color);
    if (!surf) return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(t->renderer, surf);
    int w = surf->w, h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) return NULL;
    if (victim->texture) SDL_DestroyTexture(victim->texture);
    *victim = (TextCacheEntry){tex, key, w, h, t->frame};
    return victim;
}

static bool contains(SDL_Rect out, SDL_Rect in)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

static void log_draw(Text *t, SDL_Rect box, const char *s)
{
    if (t->log->count >= TEXT_LOG_MAX) return;
    TextLogEntry *e = &t->log->e[t->log->count++];
    SDL_Rect clip, out = {0, 0, 0, 0};
    SDL_GetRendererOutputSize(t->renderer, &out.w, &out.h);
    SDL_RenderGetClipRect(t->renderer, &clip);
    e->box = box;
    e->clipped = !contains(out, box) || (!SDL_RectEmpty(&clip) && !contains(clip, box));
    snprintf(e->s, sizeof e->s, "%s", s);
}

int text_draw(Text *t, int x, int y, SDL_Color color, const char *s)
{
    if (!s[0]) return 0;
    TextCacheEntry *e = text_get(t, s, color);
    if (!e) return 0;
    SDL_Rect dst = {x, y, e->w, e->h};
    SDL_RenderCopy(t->renderer, e->texture, NULL, &dst);
    if (t->log) log_draw(t, dst, s);
    return e->w;
}

int text_width(const Text *t, const char *s)
{
    int w = 0, h = 0;
    if (s[0]) TTF_SizeUTF8(t->font, s, &w, &h);
    return w;
}

void text_frame(Text *t)
{
    t->frame++;
}

int text_wrap(const Text *t, const char *s, int max_w, char (*lines)[TEXT_LINE_MAX], int max_lines)
{
    int n = 0;
    while (*s && n < max_lines) {
        while (*s == ' ') s++;
        /* Take words while the line still fits; a single overlong word stands alone. */
        size_t len = 0, fit = 0;
        char buf[TEXT_LINE_MAX];
        while (s[len]) {
            size_t end = len;
            while (s[end] == ' ') end++;
            while (s[end] && s[end] != ' ') end++;
            if (end >= sizeof buf) break;
            memcpy(buf, s, end);
            buf[end] = '\0';
            if (fit > 0 && text_width(t, buf) > max_w) break;
            fit = len = end;
        }
        if (fit == 0) break;
        memcpy(lines[n], s, fit);
        lines[n][fit] = '\0';
        n++;
        s += fit;
    }
    return n;
}
