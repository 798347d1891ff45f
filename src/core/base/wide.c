/* wide.c: see wide.h. */
#include "core/base/wide.h"

bool wide_cpu(void)
{
#if WIDE_BUILT
    /* The C library's answer checks the system saves the wide registers too. */
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}
