/* test_width_cache.c: the cache of text widths (width_cache.h) gives back exactly the
 * width stored for a string, never another string's, even when two strings share a
 * slot; over-long strings and a cache that could not be made only miss. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/base/width_cache.h"

Test(width_cache, a_stored_width_comes_back_for_the_same_string_only)
{
    WidthCache *c = width_cache_new();
    cr_assert(c);
    int w = -1;
    cr_assert_not(width_cache_get(c, "Minkowski", &w));
    width_cache_put(c, "Minkowski", 81);
    cr_assert(width_cache_get(c, "Minkowski", &w));
    cr_assert_eq(w, 81);
    cr_assert_not(width_cache_get(c, "Minkowsk", &w));
    cr_assert_not(width_cache_get(c, "Minkowski ", &w));
    width_cache_put(c, "Minkowski", 90); /* a new font size, say: the newer width wins */
    cr_assert(width_cache_get(c, "Minkowski", &w));
    cr_assert_eq(w, 90);
    width_cache_free(c);
}

Test(width_cache, thousands_of_strings_sharing_slots_never_answer_for_each_other)
{
    WidthCache *c = width_cache_new();
    cr_assert(c);
    /* Far more strings than slots: most evict another; each answer must be its own. */
    enum { N = 20000 };
    char s[32];
    for (int i = 0; i < N; i++) {
        snprintf(s, sizeof s, "t%d i%d", i, i * 7);
        width_cache_put(c, s, i);
    }
    int hits = 0;
    for (int i = 0; i < N; i++) {
        snprintf(s, sizeof s, "t%d i%d", i, i * 7);
        int w = -1;
        if (width_cache_get(c, s, &w)) {
            cr_assert_eq(w, i, "'%s' answered %d", s, w);
            hits++;
        }
    }
    cr_assert_gt(hits, 1000, "the last strings put are still there");
    cr_assert_lt(hits, N, "the table is smaller than the strings put");
    width_cache_free(c);
}

Test(width_cache, an_overlong_string_and_a_missing_cache_only_miss)
{
    WidthCache *c = width_cache_new();
    static char longer[WIDTH_CACHE_MAX_TEXT + 2];
    memset(longer, 'x', sizeof longer - 1);
    width_cache_put(c, longer, 5);
    int w = -1;
    cr_assert_not(width_cache_get(c, longer, &w));
    width_cache_free(c);
    width_cache_put(NULL, "a", 1);
    cr_assert_not(width_cache_get(NULL, "a", &w));
    width_cache_free(NULL);
}
