/* bench_bandwidth.c: the machine's streaming bandwidth (bench_bandwidth.h), as STREAM
 * measures it: arrays far larger than the caches walked once in order by three kernels,
 * a sum (reads only), a copy (a read and a write a float) and a triad (two reads and a
 * write), the bytes read and written counted, not those the caches move besides. */
#include "cmd/bench/bench_bandwidth.h"

#include <stdlib.h>

#include "core/base/jobs.h"
#include "core/base/wide.h"
#include "cmd/bench/bench_timer.h"

#define BW_FLOATS ((size_t)32 << 20) /* 128 MB an array: four times the biggest L3 of a desktop */
#define BW_LANES 16                  /* partial sums: a loop the compiler makes vector code */

enum { BW_SUM, BW_COPY, BW_TRIAD, BW_KERNELS };

typedef struct BwJob {
    float *a, *b, *c;
    int kernel, parts;
    float sum[BENCH_BW_THREADS_MAX]; /* each part's, so the sum is not left out */
} BwJob;

/* The kernels over part j, compiled as they are and again for wider vectors (AVX2,
 * AVX-512: core/base/wide.h), the widest the processor has taken: with fewer
 * instructions a load, one thread keeps more reads in flight, and the bound is the
 * machine's, not the plain build's. */
#define BW_PART(NAME)                                                                                            \
    static void NAME(BwJob *g, int j)                                                                            \
    {                                                                                                            \
        size_t i0 = BW_FLOATS * (size_t)j / (size_t)g->parts, i1 = BW_FLOATS * (size_t)(j + 1) / (size_t)g->parts; \
        float *restrict a = g->a;                                                                                \
        const float *restrict b = g->b, *restrict c = g->c;                                                      \
        if (g->kernel == BW_SUM) {                                                                               \
            float s[BW_LANES] = {0};                                                                             \
            for (size_t i = i0; i + BW_LANES <= i1; i += BW_LANES)                                               \
                for (int l = 0; l < BW_LANES; l++) s[l] += b[i + l];                                             \
            float t = 0.0f;                                                                                      \
            for (int l = 0; l < BW_LANES; l++) t += s[l];                                                        \
            g->sum[j] = t;                                                                                       \
        } else if (g->kernel == BW_COPY) {                                                                       \
            for (size_t i = i0; i < i1; i++) a[i] = b[i];                                                        \
        } else {                                                                                                 \
            for (size_t i = i0; i < i1; i++) a[i] = b[i] + 3.0f * c[i];                                          \
        }                                                                                                        \
    }

BW_PART(bw_plain)
#if WIDE_BUILT
WIDE_AVX2_BEGIN
BW_PART(bw_avx2)
WIDE_END
WIDE_AVX512_BEGIN
BW_PART(bw_avx512)
WIDE_END
#endif

static void bw_part(void *ctx, int j)
{
#if WIDE_BUILT
    int level = wide_level();
    if (level >= WIDE_AVX512) {
        bw_avx512(ctx, j);
        return;
    }
    if (level == WIDE_AVX2) {
        bw_avx2(ctx, j);
        return;
    }
#endif
    bw_plain(ctx, j);
}

static const double BYTES_PER_FLOAT[BW_KERNELS] = {4.0, 8.0, 12.0};

bool bench_bandwidth_start(BenchBandwidth *bw)
{
    bw->a = malloc(BW_FLOATS * sizeof(float));
    bw->b = malloc(BW_FLOATS * sizeof(float));
    bw->c = malloc(BW_FLOATS * sizeof(float));
    if (!bw->a || !bw->b || !bw->c) {
        bench_bandwidth_end(bw);
        return false;
    }
    for (size_t i = 0; i < BW_FLOATS; i++) bw->a[i] = bw->b[i] = bw->c[i] = 1.0f; /* pages in, not zero pages */
    return true;
}

double bench_bandwidth_sample(BenchBandwidth *bw, int threads)
{
    /* On one thread the kernel runs on this one: its CPU time, which other work on the
     * machine stretches less than the wall clock. */
    double (*now)(void) = threads == 1 ? bench_cpu_now : bench_now;
    double best = 0.0;
    for (int k = 0; k < BW_KERNELS; k++) {
        BwJob job = {bw->a, bw->b, bw->c, k, threads, {0}};
        double t0 = now();
        jobs_run(threads, 0, 1, threads, bw_part, &job);
        double gbs = BYTES_PER_FLOAT[k] * (double)BW_FLOATS / (now() - t0) * 1e-9;
        for (int j = 0; j < threads; j++) bw->sink += job.sum[j];
        best = gbs > best ? gbs : best;
    }
    return best;
}

void bench_bandwidth_end(BenchBandwidth *bw)
{
    free(bw->a);
    free(bw->b);
    free(bw->c);
    bw->a = bw->b = bw->c = NULL;
}
