/* crowd_avoid_avx512.c: the avoidance's pass over the pairs (crowd_avoid_kernel.h) compiled
 * for AVX-512 (core/base/wide.h). The same source, the same pairs in the same order. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <emmintrin.h> /* before the target pragma: the system's headers as they are */

WIDE_AVX512_BEGIN
#include "core/crowd/crowd_avoid_kernel.h"

void crowd_avoid_range_avx512(const AvoidScan *a, uint32_t d0, uint32_t d1)
{
    avoid_kernel(a, d0, d1);
}
WIDE_END
#else
typedef int crowd_avoid_avx512_unused; /* ISO C wants something in a file */
#endif
