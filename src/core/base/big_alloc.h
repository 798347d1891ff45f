/* big_alloc.h: zeroed blocks for large arrays that a loop walks every tick, in the
 * system's huge pages where it has them (big_alloc.c). */
#ifndef COLLIDE_BIG_ALLOC_H
#define COLLIDE_BIG_ALLOC_H

#include <stdbool.h>
#include <stddef.h>

/// A zeroed block of `bytes` (aligned for any type), NULL when memory runs out. From
/// BIG_ALLOC_HUGE_FROM bytes on, on Linux, it starts on a huge-page boundary and asks
/// for huge pages (transparent huge pages, granted if the system allows).
void *big_alloc(size_t bytes);
/// Give back a block from big_alloc (NULL does nothing).
void big_free(void *block);
/// The bytes `block` holds: what was asked for plus the header, or for huge pages the
/// whole pages mapped (0 for NULL).
size_t big_alloc_footprint(const void *block);
/// Whether `block` was laid out for huge pages (granting them is up to the system).
bool big_alloc_huge(const void *block);

/// A block of `bytes` that starts at a multiple of `align` (a power of two, a page at
/// least), NULL when memory runs out. Its pages cost nothing until touched. On Linux it is
/// mapped on its own: the slack its alignment needs is given back at once, and a
/// sanitizer's allocator (which would mark every byte of block and slack) never sees it.
/// Its bytes are not promised to be zero.
void *big_alloc_aligned(size_t bytes, size_t align);
/// Give back a block of `bytes` from big_alloc_aligned (NULL does nothing).
void big_free_aligned(void *block, size_t bytes);

#define BIG_ALLOC_HUGE_FROM ((size_t)4 << 20) /* smaller blocks: plain calloc */

#endif
