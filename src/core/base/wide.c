/* wide.c: see wide.h. */
#include "core/base/wide.h"

int wide_level(void)
{
#if WIDE_BUILT
    /* The C library's answers check the system saves the wide registers too. */
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq"))
        return WIDE_AVX512;
    if (__builtin_cpu_supports("avx2")) return WIDE_AVX2;
#endif
    return WIDE_PLAIN;
}
