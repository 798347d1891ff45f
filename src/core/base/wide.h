/* wide.h: the hot loops of the crowd, compiled again for wider vector instructions and
 * chosen by what the processor has (wide.c): AVX2 (eight floats an instruction instead
 * of SSE2's four) and AVX-512 (sixteen). The same IEEE operations, rounded the same
 * way, in the same order (and no fused multiply-add: -ffp-contract=off and no FMA
 * target), so every version gives the same bits; tests hold them to it. Only for x86
 * with gcc or clang; elsewhere (the browser build) there is one version.
 *
 * A file of AVX2 code puts WIDE_AVX2_BEGIN before the code it compiles (its includes of
 * the project's headers too: their inline functions become AVX2 code there) and
 * WIDE_END after; AVX-512 the same with WIDE_AVX512_BEGIN. Nothing in such a file may
 * run unless wide_level() is at least its level. */
#ifndef COLLIDE_WIDE_H
#define COLLIDE_WIDE_H

enum {
    WIDE_PLAIN = 0,  /* SSE2 on x86-64 (its baseline), plain C elsewhere */
    WIDE_AVX2 = 1,   /* and AVX2 */
    WIDE_AVX512 = 2, /* and AVX-512 F, VL, BW and DQ */
};

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__EMSCRIPTEN__)
#define WIDE_BUILT 1
#if defined(__clang__)
#define WIDE_AVX2_BEGIN _Pragma("clang attribute push(__attribute__((target(\"avx2\"))), apply_to = function)")
/* clang-format off: _Pragma takes one string literal, however long */
#define WIDE_AVX512_BEGIN _Pragma("clang attribute push(__attribute__((target(\"avx2,avx512f,avx512vl,avx512bw,avx512dq\"))), apply_to = function)")
/* clang-format on */
#define WIDE_END _Pragma("clang attribute pop")
#else
#define WIDE_AVX2_BEGIN _Pragma("GCC push_options") _Pragma("GCC target(\"avx2\")")
#define WIDE_AVX512_BEGIN _Pragma("GCC push_options") _Pragma("GCC target(\"avx2,avx512f,avx512vl,avx512bw,avx512dq\")")
#define WIDE_END _Pragma("GCC pop_options")
#endif
#else
#define WIDE_BUILT 0
#endif

/// The widest level built that this processor (and its system) runs: WIDE_PLAIN,
/// WIDE_AVX2 or WIDE_AVX512.
int wide_level(void);

#endif
