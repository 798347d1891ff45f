/* text_fit.c: the shortening rule (see text_fit.h). */
#include "app/render/text_fit.h"

#include <stdio.h>
#include <string.h>

#include "core/resolver.h"

int text_fit(const Text *text, int max_w, const char *const *variants, int n)
{
    for (int k = 0; k < n; k++)
        if (text_width(text, variants[k]) <= max_w) return k;
    return n - 1;
}

int text_draw_fit(Text *text, int x, int y, int max_w, Colour color, const char *const *variants, int n)
{
    return text_draw(text, x, y, color, variants[text_fit(text, max_w, variants, n)]);
}

const char *text_short_method(const ResolverInfo *info)
{
    return info ? info->short_name : "?";
}

int text_chars_width(const Text *text, int n)
{
    char s[TEXT_LINE_MAX];
    if (n < 0) n = 0;
    if (n > TEXT_LINE_MAX - 1) n = TEXT_LINE_MAX - 1;
    memset(s, 'n', (size_t)n);
    s[n] = '\0';
    return text_width(text, s);
}

bool text_draw_cut(Text *text, int x, int y, int max_w, Colour color, const char *s)
{
    if (max_w <= 0 || !s[0]) return false;
    if (text_width(text, s) <= max_w) {
        text_draw(text, x, y, color, s);
        return true;
    }
    char lines[1][TEXT_LINE_MAX], cut[TEXT_LINE_MAX + 8];
    if (text_wrap(text, s, max_w - text_width(text, " …"), lines, 1) < 1) return false;
    snprintf(cut, sizeof cut, "%s …", lines[0]);
    if (text_width(text, cut) > max_w) return false;
    text_draw(text, x, y, color, cut);
    return true;
}
