/* big_alloc.c: see big_alloc.h.
 *
 * Why huge pages: a crowd of 100,000 circles walks about 14 MB every tick, spread over
 * two dozen arrays and read partly out of order. In 4 KiB pages that is some 3,500
 * pages, more than the processor's table of recent address translations holds, so
 * the walk misses in it all the time; in 2 MiB pages it is 7. (Measured: a 100,000
 * circle step takes 2-4% less CPU, the random reads of the pairs' sums most.)
 *
 * Each block has a header just below it: where the memory came from and how much, so
 * that big_free gives back the right thing. */
#define _DEFAULT_SOURCE /* madvise, MAP_ANONYMOUS */
#include "core/base/big_alloc.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define BIG_ALLOC_MAPPED 1
#define HUGE_PAGE ((size_t)2 << 20)
#define SMALL_PAGE ((size_t)4096) /* mmap returns at least this aligned */
#else
#define BIG_ALLOC_MAPPED 0
#endif

typedef struct BigHead {
    void *base;    /* what calloc or mmap returned */
    size_t mapped; /* bytes mmap'ed from base; 0: calloc'ed */
    size_t bytes;  /* asked for */
    _Alignas(max_align_t) unsigned char block[];
} BigHead;

static BigHead *head_of(const void *block)
{
    return (BigHead *)(void *)((unsigned char *)(uintptr_t)block - offsetof(BigHead, block));
}

#if BIG_ALLOC_MAPPED
/* The block on a huge-page boundary, its header in the small page before; the memory
 * around them is given back. mmap'ed memory is zero. */
static void *mapped(size_t bytes)
{
    size_t len = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE, span = len + HUGE_PAGE + SMALL_PAGE;
    unsigned char *base = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
    uintptr_t at = ((uintptr_t)base + SMALL_PAGE + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    unsigned char *block = (unsigned char *)at, *keep = block - SMALL_PAGE;
    if (keep > base) munmap(base, (size_t)(keep - base));
    unsigned char *end = block + len;
    if (base + span > end) munmap(end, (size_t)(base + span - end));
    (void)madvise(block, len, MADV_HUGEPAGE); /* a request: without it the block still works */
    BigHead *h = head_of(block);
    h->base = keep;
    h->mapped = (size_t)(end - keep);
    h->bytes = bytes;
    return block;
}
#endif

void *big_alloc(size_t bytes)
{
#if BIG_ALLOC_MAPPED
    if (bytes >= BIG_ALLOC_HUGE_FROM) return mapped(bytes);
#endif
    if (bytes > SIZE_MAX - sizeof(BigHead)) return NULL;
    BigHead *h = calloc(1, sizeof *h + bytes);
    if (!h) return NULL;
    h->base = h;
    h->mapped = 0;
    h->bytes = bytes;
    return h->block;
}

void big_free(void *block)
{
    if (!block) return;
    BigHead *h = head_of(block);
#if BIG_ALLOC_MAPPED
    if (h->mapped) {
        munmap(h->base, h->mapped);
        return;
    }
#endif
    free(h->base);
}

bool big_alloc_huge(const void *block)
{
    return block && head_of(block)->mapped != 0;
}

size_t big_alloc_footprint(const void *block)
{
    if (!block) return 0;
    const BigHead *h = head_of(block);
    return h->mapped ? h->mapped : sizeof *h + h->bytes;
}

#if BIG_ALLOC_MAPPED
static size_t whole_pages(size_t bytes)
{
    return (bytes + SMALL_PAGE - 1) / SMALL_PAGE * SMALL_PAGE;
}
#endif

void *big_alloc_aligned(size_t bytes, size_t align)
{
#if BIG_ALLOC_MAPPED
    size_t len = whole_pages(bytes);
    if (len < bytes || len > SIZE_MAX - align) return NULL;
    unsigned char *base = mmap(NULL, len + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
    unsigned char *block = (unsigned char *)(((uintptr_t)base + align - 1) / align * align), *end = block + len;
    if (block > base) munmap(base, (size_t)(block - base));
    if (base + len + align > end) munmap(end, (size_t)(base + len + align - end));
    return block;
#else
    if (bytes > SIZE_MAX - align) return NULL;
    return aligned_alloc(align, (bytes + align - 1) / align * align);
#endif
}

void big_free_aligned(void *block, size_t bytes)
{
    if (!block) return;
#if BIG_ALLOC_MAPPED
    munmap(block, whole_pages(bytes));
#else
    (void)bytes;
    free(block);
#endif
}
