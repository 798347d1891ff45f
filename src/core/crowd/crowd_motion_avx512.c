/* crowd_motion_avx512.c: the block passes of crowd_motion (crowd_motion_kernel.h) compiled
 * for AVX-512 (core/base/wide.h): the compiler's vector code of the passes takes
 * sixteen entities an instruction. The same source, the same bits. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <emmintrin.h> /* before the target pragma: the system's headers as they are */

WIDE_AVX512_BEGIN
#include "core/crowd/crowd_motion_kernel.h"

void crowd_motion_range_avx512(MotionPart *part)
{
    motion_kernel(part);
}
WIDE_END
#else
typedef int crowd_motion_avx512_unused; /* ISO C wants something in a file */
#endif
