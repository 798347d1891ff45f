/* crowd_merge_avx512.c: a part of the sort's merge (crowd_merge_kernel.h) compiled for
 * AVX-512 (core/base/wide.h): runs of kept entries sixteen at a time, the copies gathered
 * sixteen at a time. The same source, the same order and copies. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <stddef.h>
#include <stdint.h>
#include <immintrin.h> /* before the target pragma: the system's headers as they are */

#define MERGE_AVX512 1
WIDE_AVX512_BEGIN
#include "core/crowd/crowd_merge_kernel.h"

void crowd_merge_part_avx512(const MergeJob *g, int part)
{
    merge_part(g, part);
}
WIDE_END
#else
typedef int crowd_merge_avx512_unused; /* ISO C wants something in a file */
#endif
