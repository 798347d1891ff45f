/* replay_body.c: see replay_body.h. The values are plain decimals as %.9g writes
 * them, which strtof reads back to the very float. */
#include "core/replay/replay_body.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool replay_body_key(const char *key, int kn)
{
    return line_word_is(key, kn, "speed") || line_word_is(key, kn, "size") || line_word_is(key, kn, "radius");
}

/* The next word of l as a number from lo to hi (no NaN, no hex, no junk). */
static bool next_float(Line *l, float lo, float hi, float *out, char *shown)
{
    const char *w;
    int n = line_word(l, &w);
    line_shown(shown, w, n);
    char buf[32];
    if (n < 1 || n >= (int)sizeof buf) return false;
    for (int i = 0; i < n; i++)
        if (!strchr("0123456789.eE+-", w[i])) return false;
    memcpy(buf, w, (size_t)n);
    buf[n] = '\0';
    char *end;
    float v = strtof(buf, &end);
    if (*end || !(v >= lo && v <= hi)) return false;
    *out = v;
    return true;
}

bool replay_body_read(const char *key, int kn, Line *l, WorldConfig *c, char *why, size_t cap)
{
    char shown[LINE_SHOWN_CAP];
    if (line_word_is(key, kn, "speed")) {
        if (next_float(l, WORLD_SPEED_MIN, WORLD_SPEED_MAX, &c->speed, shown)) return true;
        snprintf(why, cap, "speed must be %g-%g px/tick, not '%s'", (double)WORLD_SPEED_MIN, (double)WORLD_SPEED_MAX,
                 shown);
    } else if (line_word_is(key, kn, "size")) {
        if (next_float(l, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &c->body_w, shown) &&
            next_float(l, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &c->body_h, shown))
            return true;
        snprintf(why, cap, "size needs a width and a height of %g-%g px, not '%s'", (double)WORLD_SIZE_MIN,
                 (double)WORLD_SIZE_MAX, shown);
    } else {
        if (next_float(l, WORLD_RADIUS_MIN, WORLD_RADIUS_MAX, &c->radius, shown)) return true;
        snprintf(why, cap, "radius must be %g-%g px, not '%s'", (double)WORLD_RADIUS_MIN, (double)WORLD_RADIUS_MAX,
                 shown);
    }
    return false;
}
