/* lua_arena.c: a script's memory (lua_arena.h). Blocks come from the arena's top; a freed
 * block goes on a free list of its size class and is taken again first. Everything the
 * allocator keeps (the top, the lists) lives inside the arena itself, so a snapshot and a
 * restore cover it too, and the same calls give the same blocks in every run. */
#include "user/lua_arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/big_alloc.h"
#include "user/lua_config.h"

#define ARENA_GRAIN 16       /* every block is a multiple of this, and aligned to it */
#define ARENA_SMALL_MAX 1024 /* blocks up to this size have a free list per size */
#define ARENA_SMALL_CLASSES (ARENA_SMALL_MAX / ARENA_GRAIN)
#define ARENA_BIG_GRAIN 4096 /* larger blocks are multiples of this, on one list */

/* A free block of the big list: its size and the next one. */
typedef struct BigFree {
    struct BigFree *next;
    size_t size;
} BigFree;

/* At the arena's start, and so in every snapshot. */
typedef struct ArenaHead {
    size_t top; /* bytes used from the start, this header included */
    void *small[ARENA_SMALL_CLASSES];
    BigFree *big;
} ArenaHead;

struct LuaArena {
    unsigned char *base; /* aligned to USER_LUA_ARENA_BYTES; the ArenaHead is at its start */
    unsigned char *snap;
    size_t snap_len;
    long refusals; /* blocks refused since the last lua_arena_refusals */
};

static ArenaHead *head(const LuaArena *a)
{
    return (ArenaHead *)(void *)a->base;
}

LuaArena *lua_arena_new(void)
{
    LuaArena *a = calloc(1, sizeof *a);
    if (!a) return NULL;
    /* Aligned to its own size: an object's offset is the low bits of its address. Pages
     * that are never touched are never committed, so the cap costs little. (From
     * aligned_alloc, a sanitizer's allocator marked all 32 MiB of block and slack at every
     * load and free: 4.2 ms of the 5 ms a small script took to load, move and close under
     * AddressSanitizer.) */
    a->base = big_alloc_aligned(USER_LUA_ARENA_BYTES, USER_LUA_ARENA_BYTES);
    if (!a->base) {
        free(a);
        return NULL;
    }
    ArenaHead *h = head(a);
    memset(h, 0, sizeof *h);
    h->top = (sizeof *h + ARENA_GRAIN - 1) / ARENA_GRAIN * ARENA_GRAIN;
    return a;
}

void lua_arena_free(LuaArena *a)
{
    if (!a) return;
    big_free_aligned(a->base, USER_LUA_ARENA_BYTES);
    free(a->snap);
    free(a);
}

/* The size a block of `n` bytes takes: 0 when it cannot fit in any arena. */
static size_t block_size(size_t n)
{
    if (n > USER_LUA_ARENA_BYTES) return 0;
    if (n <= ARENA_SMALL_MAX) return (n + ARENA_GRAIN - 1) / ARENA_GRAIN * ARENA_GRAIN;
    return (n + ARENA_BIG_GRAIN - 1) / ARENA_BIG_GRAIN * ARENA_BIG_GRAIN;
}

static void give_back(LuaArena *a, void *p, size_t size);

/* First fit on the big list; the rest of a larger block goes back as a block of its own. */
static void *from_big(LuaArena *a, size_t size)
{
    for (BigFree **b = &head(a)->big; *b; b = &(*b)->next)
        if ((*b)->size >= size) {
            BigFree *p = *b;
            size_t rest = p->size - size;
            *b = p->next;
            if (rest >= ARENA_GRAIN) give_back(a, (unsigned char *)p + size, rest);
            return p;
        }
    return NULL;
}

static void *take(LuaArena *a, size_t size)
{
    ArenaHead *h = head(a);
    if (size <= ARENA_SMALL_MAX) {
        void **list = &h->small[size / ARENA_GRAIN - 1];
        if (*list) {
            void *p = *list;
            memcpy(list, p, sizeof(void *));
            return p;
        }
    } else {
        /* Lua's big blocks are few (the arrays and hash parts of big tables, long
         * strings and their buffers), and each move starts over: no merging. */
        void *p = from_big(a, size);
        if (p) return p;
    }
    if (size <= USER_LUA_ARENA_BYTES - h->top) {
        void *p = a->base + h->top;
        h->top += size;
        return p;
    }
    /* The top is reached: a small block may still be cut from a larger free one. (Free
     * blocks are never merged, so memory in many small pieces serves small requests
     * alone: the cap is 16 MiB at most.) */
    void *p = NULL;
    if (size <= ARENA_SMALL_MAX) {
        for (size_t c = size / ARENA_GRAIN; c < ARENA_SMALL_CLASSES && !p; c++)
            if (h->small[c]) {
                p = h->small[c];
                memcpy(&h->small[c], p, sizeof(void *));
                give_back(a, (unsigned char *)p + size, (c + 1) * ARENA_GRAIN - size);
            }
        if (!p) p = from_big(a, size);
    }
    if (!p) a->refusals++;
    return p;
}

/* A free block: on the list of its size when small, else on the big list. */
static void give_back(LuaArena *a, void *p, size_t size)
{
    ArenaHead *h = head(a);
    if (size <= ARENA_SMALL_MAX) {
        void **list = &h->small[size / ARENA_GRAIN - 1];
        memcpy(p, list, sizeof(void *));
        *list = p;
    } else {
        BigFree *b = p;
        b->size = size;
        b->next = h->big;
        h->big = b;
    }
}

void *lua_arena_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    LuaArena *a = ud;
    if (!ptr) return nsize ? take(a, block_size(nsize)) : NULL; /* osize is a type tag here */
    size_t have = block_size(osize);
    if (nsize == 0) {
        give_back(a, ptr, have);
        return NULL;
    }
    size_t want = block_size(nsize);
    if (want == 0) return NULL;
    /* Lua needs a shrink never to fail: the block stays where it is, counted at its new
     * size (the rest of it is unused until the next restore). */
    if (want <= have) return ptr;
    void *p = take(a, want);
    if (!p) return NULL;
    memcpy(p, ptr, osize);
    give_back(a, ptr, have);
    return p;
}

bool lua_arena_snapshot(LuaArena *a)
{
    size_t used = head(a)->top;
    unsigned char *copy = malloc(used);
    if (!copy) return false;
    memcpy(copy, a->base, used);
    free(a->snap);
    a->snap = copy;
    a->snap_len = used;
    return true;
}

void lua_arena_restore(LuaArena *a)
{
    if (a->snap) memcpy(a->base, a->snap, a->snap_len);
}

size_t lua_arena_snapshot_bytes(const LuaArena *a)
{
    return a->snap_len;
}

long lua_arena_refusals(LuaArena *a)
{
    long n = a->refusals;
    a->refusals = 0;
    return n;
}
