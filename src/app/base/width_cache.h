/* width_cache.h: the widths of strings, looked up by the string itself. Layout measures
 * the same captions, tags and legend rows many times a frame (wrapping tries each word,
 * the legend tries each of its forms), and shaping a string with the font costs
 * microseconds; a cached width costs a hash and a compare. */
#ifndef COLLIDE_WIDTH_CACHE_H
#define COLLIDE_WIDTH_CACHE_H

#include <stdbool.h>

typedef struct WidthCache WidthCache;

/// An empty cache; NULL when out of memory (every lookup then misses).
WidthCache *width_cache_new(void);
void width_cache_free(WidthCache *cache);
/// The width stored for exactly `s`, if any.
bool width_cache_get(const WidthCache *cache, const char *s, int *width);
/// Keep `width` for `s`, in place of whatever string shared its slot. Strings longer
/// than WIDTH_CACHE_MAX_TEXT bytes are not kept.
void width_cache_put(WidthCache *cache, const char *s, int width);

#define WIDTH_CACHE_MAX_TEXT 480

#endif
