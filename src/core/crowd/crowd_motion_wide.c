/* crowd_motion_wide.c: the block passes of crowd_motion (crowd_motion_kernel.h) compiled
 * for AVX2 (core/base/wide.h): the compiler's vector code of the passes takes eight
 * entities an instruction. The same source, the same bits. */
#include "core/base/wide.h"

#if WIDE_BUILT
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

WIDE_BEGIN
#include "core/crowd/crowd_motion_kernel.h"

void crowd_motion_range_wide(MotionPart *part)
{
    motion_kernel(part);
}
WIDE_END
#else
typedef int crowd_motion_wide_unused; /* ISO C wants something in a file */
#endif
