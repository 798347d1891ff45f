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

/* The bytes of s up to its last clause's end that fit max_w (before ", ", "; ", ": ",
 * " · ", ". " or " ("), or 0 when none does. */
static size_t clause_fit(const Text *text, const char *s, int max_w)
{
    static const char *const ENDS[] = {" · ", "; ", ": ", ", ", ". ", " ("};
    char buf[TEXT_LINE_MAX];
    size_t best = 0, n = strlen(s);
    for (size_t at = 1; at < n && at < sizeof buf; at++) {
        bool end = false;
        for (size_t k = 0; k < sizeof ENDS / sizeof ENDS[0] && !end; k++)
            end = strncmp(s + at, ENDS[k], strlen(ENDS[k])) == 0;
        if (!end) continue;
        size_t len = at;
        while (len > 0 && s[len - 1] == ' ') len--;
        memcpy(buf, s, len);
        buf[len] = '\0';
        if (text_width(text, buf) <= max_w) best = len;
    }
    return best;
}

bool text_draw_cut(Text *text, int x, int y, int max_w, Colour color, const char *s)
{
    if (max_w <= 0 || !s[0]) return false;
    if (text_width(text, s) <= max_w) {
        text_draw(text, x, y, color, s);
        return true;
    }
    char lines[1][TEXT_LINE_MAX], cut[TEXT_LINE_MAX + 8];
    /* Whole clauses first, so what shows reads as said; only a first clause too long
     * for the room is cut into its first words, and " …" says it goes on. */
    size_t clause = clause_fit(text, s, max_w);
    if (clause > 0) {
        snprintf(cut, sizeof cut, "%.*s", (int)clause, s);
        text_draw(text, x, y, color, cut);
        return true;
    }
    if (text_wrap(text, s, max_w - text_width(text, " …"), lines, 1) < 1) return false;
    snprintf(cut, sizeof cut, "%s …", lines[0]);
    if (text_width(text, cut) > max_w) return false;
    text_draw(text, x, y, color, cut);
    return true;
}
