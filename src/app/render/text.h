/* text.h: text on screen with SDL_ttf and the bundled font, with a small cache of
 * rendered strings so the HUD does not rasterise every line every frame. */
#ifndef COLLIDE_TEXT_H
#define COLLIDE_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#define TEXT_CACHE_SIZE 128

typedef struct TextCacheEntry {
    SDL_Texture *texture;
    unsigned long key;
    int w, h;
    unsigned long used; /* frame stamp, for eviction */
} TextCacheEntry;

#define TEXT_LOG_MAX 512
#define TEXT_LOG_CHARS 96

/// What was drawn in a frame, for tests: each string, its box, and whether any of it
/// fell outside the clip rectangle in force or the output (cut off on screen).
typedef struct TextLogEntry {
    SDL_Rect box;
    bool clipped;
    char s[TEXT_LOG_CHARS];
} TextLogEntry;

typedef struct TextLog {
    int count;
    TextLogEntry e[TEXT_LOG_MAX];
} TextLog;

typedef struct Text {
    SDL_Renderer *renderer;
    TTF_Font *font;
    int px;     /* font size in pixels */
    int line_h; /* line height in pixels */
    unsigned long frame;
    TextCacheEntry cache[TEXT_CACHE_SIZE];
    TextLog *log; /* when not NULL, every text_draw is recorded here */
} Text;

/// Open the bundled font at `px` pixels for `renderer`. False (with SDL_GetError) on failure.
bool text_init(Text *text, SDL_Renderer *renderer, int px, bool bold);
void text_free(Text *text);
/// Draw `s` with its top-left at (x, y); returns its width in pixels.
int text_draw(Text *text, int x, int y, SDL_Color color, const char *s);
/// Width of `s` in pixels.
int text_width(const Text *text, const char *s);
/// Split `s` into lines no wider than max_w pixels, breaking at spaces; writes up to
/// max_lines NUL-terminated lines of at most TEXT_LINE_MAX bytes; returns the count.
#define TEXT_LINE_MAX 256
int text_wrap(const Text *text, const char *s, int max_w, char (*lines)[TEXT_LINE_MAX], int max_lines);
/// Call once a frame: lets the cache age entries.
void text_frame(Text *text);

#endif
