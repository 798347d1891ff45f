/* test_big_alloc.c: big_alloc's blocks are zeroed and writable end to end, small ones
 * come from the C library, big ones start on a huge-page boundary (on Linux) and hold
 * whole pages, and each is given back whole: many rounds of allocating and freeing do
 * not grow the process. Aligned blocks (a script's arena) start at their alignment, hold
 * their bytes end to end and are given back whole too. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/base/big_alloc.h"
#include "core/crowd.h"

#define MIB ((size_t)1 << 20)

static void expect_zeroed_and_writable(unsigned char *p, size_t bytes)
{
    cr_assert_not_null(p);
    cr_assert_eq((uintptr_t)p % _Alignof(max_align_t), 0, "aligned for any type");
    for (size_t i = 0; i < bytes; i += 4093) cr_assert_eq(p[i], 0, "byte %zu is not zero", i);
    cr_assert_eq(p[bytes - 1], 0);
    memset(p, 0xa5, bytes);
    cr_assert_eq(p[bytes - 1], 0xa5);
}

Test(big_alloc, small_blocks_are_zeroed_and_plain)
{
    for (size_t bytes = 1; bytes < BIG_ALLOC_HUGE_FROM; bytes = bytes * 7 + 3) {
        unsigned char *p = big_alloc(bytes);
        expect_zeroed_and_writable(p, bytes);
        cr_expect(!big_alloc_huge(p), "%zu bytes: not laid out for huge pages", bytes);
        cr_expect_geq(big_alloc_footprint(p), bytes);
        cr_expect_leq(big_alloc_footprint(p), bytes + 64);
        big_free(p);
    }
    big_free(NULL);
}

Test(big_alloc, big_blocks_are_zeroed_and_start_on_a_huge_page)
{
    size_t sizes[] = {BIG_ALLOC_HUGE_FROM, BIG_ALLOC_HUGE_FROM + 1, 13 * MIB + 12345};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        unsigned char *p = big_alloc(sizes[k]);
        expect_zeroed_and_writable(p, sizes[k]);
#ifdef __linux__
        cr_expect(big_alloc_huge(p), "%zu bytes: laid out for huge pages", sizes[k]);
        cr_expect_eq((uintptr_t)p % (2 * MIB), 0, "%zu bytes: on a 2 MiB boundary", sizes[k]);
        cr_expect_geq(big_alloc_footprint(p), sizes[k]);
        cr_expect_leq(big_alloc_footprint(p), sizes[k] + 2 * MIB + 4096, "whole pages, no more");
#endif
        big_free(p);
    }
}

/* The resident set, from /proc (Linux); 0 where there is none. */
static long resident_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    long kib = 0;
    char line[256];
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kib) == 1) break;
    if (f) fclose(f);
    return kib;
}

Test(big_alloc, freed_blocks_are_given_back_whole)
{
    long before = resident_kib();
    for (int round = 0; round < 40; round++) {
        unsigned char *p = big_alloc(24 * MIB);
        cr_assert_not_null(p);
        memset(p, 1, 24 * MIB); /* every page touched */
        big_free(p);
    }
    long after = resident_kib();
    if (before > 0) cr_expect_lt(after - before, 24 * 1024, "grew from %ld to %ld KiB", before, after);
}

Test(big_alloc, a_crowd_of_100000_lives_in_one_block_for_huge_pages)
{
    static Crowd c;
    cr_assert(crowd_init(&c, 1));
    cr_assert(crowd_load(&c, 100000));
#ifdef __linux__
    cr_expect(big_alloc_huge(c.storage));
#endif
    cr_expect_lt(crowd_bytes(&c), 150 * 100000, "under 150 bytes a circle, the pages rounded up");
    crowd_step(&c);
    crowd_free(&c);
}

Test(big_alloc, aligned_blocks_start_at_their_alignment_and_are_given_back_whole)
{
    size_t aligns[] = {4096, 2 * MIB, 16 * MIB}, sizes[] = {1, 4096 + 1, 16 * MIB};
    for (size_t k = 0; k < sizeof aligns / sizeof aligns[0]; k++) {
        unsigned char *p = big_alloc_aligned(sizes[k], aligns[k]);
        cr_assert_not_null(p);
        cr_expect_eq((uintptr_t)p % aligns[k], 0, "%zu bytes: on a %zu-byte boundary", sizes[k], aligns[k]);
        memset(p, 0x5a, sizes[k]);
        cr_expect_eq(p[0], 0x5a);
        cr_expect_eq(p[sizes[k] - 1], 0x5a);
        big_free_aligned(p, sizes[k]);
    }
    big_free_aligned(NULL, 1);
    long before = resident_kib();
    for (int round = 0; round < 40; round++) {
        unsigned char *p = big_alloc_aligned(16 * MIB, 16 * MIB);
        cr_assert_not_null(p);
        memset(p, 1, 16 * MIB);
        big_free_aligned(p, 16 * MIB);
    }
    long after = resident_kib();
    if (before > 0) cr_expect_lt(after - before, 16 * 1024, "grew from %ld to %ld KiB", before, after);
}
