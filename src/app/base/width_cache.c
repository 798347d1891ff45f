/* width_cache.c: see width_cache.h. A direct-mapped table: each string has one slot,
 * chosen by its hash, and a newer string evicts an older one there. The strings of a
 * frame are a few hundred; with four thousand slots collisions are rare, and a miss
 * only costs the measurement it would have cost anyway. */
#include "app/base/width_cache.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/hash.h"

#define WIDTH_CACHE_SLOTS 4096 /* a power of two */

typedef struct Slot {
    char *text; /* malloc'ed copy, NULL when empty */
    uint64_t hash;
    int width;
} Slot;

struct WidthCache {
    Slot slot[WIDTH_CACHE_SLOTS];
};

/* The project's FNV-1a over the bytes, and the length out. */
static uint64_t text_hash(const char *s, size_t *len)
{
    *len = strlen(s);
    return hash_bytes(HASH_INIT, s, *len);
}

WidthCache *width_cache_new(void)
{
    return calloc(1, sizeof(WidthCache));
}

void width_cache_free(WidthCache *cache)
{
    if (!cache) return;
    for (int i = 0; i < WIDTH_CACHE_SLOTS; i++) free(cache->slot[i].text);
    free(cache);
}

bool width_cache_get(const WidthCache *cache, const char *s, int *width)
{
    if (!cache) return false;
    size_t len;
    uint64_t h = text_hash(s, &len);
    const Slot *e = &cache->slot[h & (WIDTH_CACHE_SLOTS - 1)];
    if (!e->text || e->hash != h || strcmp(e->text, s) != 0) return false;
    *width = e->width;
    return true;
}

void width_cache_put(WidthCache *cache, const char *s, int width)
{
    if (!cache) return;
    size_t len;
    uint64_t h = text_hash(s, &len);
    if (len > WIDTH_CACHE_MAX_TEXT) return;
    char *copy = malloc(len + 1);
    if (!copy) return;
    memcpy(copy, s, len + 1);
    Slot *e = &cache->slot[h & (WIDTH_CACHE_SLOTS - 1)];
    free(e->text);
    *e = (Slot){copy, h, width};
}
