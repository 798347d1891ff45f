/* crowd_merge_avx2.c: a part of the sort's merge (crowd_merge_kernel.h) compiled for
 * AVX2 (core/base/wide.h): runs of kept entries eight at a time, the copies gathered
 * eight at a time. The same source, the same order and copies. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <stddef.h>
#include <stdint.h>
#include <immintrin.h> /* before the target pragma: the system's headers as they are */

#define MERGE_AVX2 1
WIDE_AVX2_BEGIN
#include "core/crowd/crowd_merge_kernel.h"

void crowd_merge_part_avx2(const MergeJob *g, int part)
{
    merge_part(g, part);
}
WIDE_END
#else
typedef int crowd_merge_avx2_unused; /* ISO C wants something in a file */
#endif
