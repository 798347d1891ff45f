/* wide.h: the hot loops of the crowd, compiled a second time for AVX2 (eight floats an
 * instruction instead of SSE2's four) and chosen when the processor has it (wide.c).
 * Same IEEE operations, rounded the same way, in the same order (and no fused
 * multiply-add: -ffp-contract=off and no FMA target), so the two give the same bits;
 * tests hold them to it. Only for x86 with gcc or clang; elsewhere (the browser build)
 * there is one version.
 *
 * A file of AVX2 code puts WIDE_BEGIN before the code it compiles (its includes of the
 * project's headers too: their inline functions become AVX2 code there) and WIDE_END
 * after; nothing in it may run unless wide_cpu() said yes. */
#ifndef COLLIDE_WIDE_H
#define COLLIDE_WIDE_H

#include <stdbool.h>

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__EMSCRIPTEN__)
#define WIDE_BUILT 1
#if defined(__clang__)
#define WIDE_BEGIN _Pragma("clang attribute push(__attribute__((target(\"avx2\"))), apply_to = function)")
#define WIDE_END _Pragma("clang attribute pop")
#else
#define WIDE_BEGIN _Pragma("GCC push_options") _Pragma("GCC target(\"avx2\")")
#define WIDE_END _Pragma("GCC pop_options")
#endif
#else
#define WIDE_BUILT 0
#endif

/// True when the AVX2 versions are built and this processor (and its system) runs them.
bool wide_cpu(void);

#endif
