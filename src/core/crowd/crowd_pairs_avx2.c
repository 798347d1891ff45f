/* crowd_pairs_avx2.c: the contact pass's screen (crowd_pairs_kernel.h) compiled for
 * AVX2 (core/base/wide.h): eight sorted positions a block instead of SSE2's four. The
 * same source and the same tests of each pair, so the same blocks go to the pass. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <stdbool.h>
#include <immintrin.h>
#include <stdint.h>

#define PAIRS_AVX2 1
WIDE_AVX2_BEGIN
#include "core/crowd/crowd_pairs_kernel.h"

uint32_t crowd_pairs_screen_avx2(PairScreen *s, uint32_t from, uint32_t to)
{
    return pairs_screen(s, from, to);
}
WIDE_END
#else
typedef int crowd_pairs_avx2_unused; /* ISO C wants something in a file */
#endif
