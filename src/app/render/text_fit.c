/* text_fit.c: the shortening rule (see text_fit.h). */
#include "app/render/text_fit.h"

#include "core/resolver.h"

int text_fit(const Text *text, int max_w, const char *const *variants, int n)
{
    for (int k = 0; k < n; k++)
        if (text_width(text, variants[k]) <= max_w) return k;
    return n - 1;
}

int text_draw_fit(Text *text, int x, int y, int max_w, SDL_Color color, const char *const *variants, int n)
{
    return text_draw(text, x, y, color, variants[text_fit(text, max_w, variants, n)]);
}

const char *text_short_method(int resolver)
{
    /* In resolver order; each at most 8 characters. */
    static const char *const SHORT[RESOLVER_COUNT] = {"simple",   "pix-iter", "line-seg", "mink",
                                                      "grid-reg", "quad",     "dir-flag"};
    return resolver >= 0 && resolver < RESOLVER_COUNT ? SHORT[resolver] : "?";
}
