/* bench_bandwidth.c: the machine's streaming bandwidth (bench_bandwidth.h), as STREAM
 * measures it: arrays far larger than the caches walked once in order by three kernels,
 * a sum (reads only), a copy (a read and a write a float) and a triad (two reads and a
 * write), the bytes read and written counted, not those the caches move besides. */
#include "cmd/bench/bench_bandwidth.h"

#include <stdlib.h>

#include "core/base/jobs.h"
#include "cmd/bench/bench_timer.h"

#define BW_FLOATS ((size_t)32 << 20) /* 128 MB an array: four times the biggest L3 of a desktop */
#define BW_LANES 16                  /* partial sums: a loop the compiler makes vector code */

enum { BW_SUM, BW_COPY, BW_TRIAD, BW_KERNELS };

typedef struct BwJob {
    float *a, *b, *c;
    int kernel, parts;
    float sum[BENCH_BW_THREADS_MAX]; /* each part's, so the sum is not left out */
} BwJob;

static void bw_part(void *ctx, int j)
{
    BwJob *g = ctx;
    size_t i0 = BW_FLOATS * (size_t)j / (size_t)g->parts, i1 = BW_FLOATS * (size_t)(j + 1) / (size_t)g->parts;
    float *restrict a = g->a;
    const float *restrict b = g->b, *restrict c = g->c;
    if (g->kernel == BW_SUM) {
        float s[BW_LANES] = {0};
        for (size_t i = i0; i + BW_LANES <= i1; i += BW_LANES)
            for (int l = 0; l < BW_LANES; l++) s[l] += b[i + l];
        float t = 0.0f;
        for (int l = 0; l < BW_LANES; l++) t += s[l];
        g->sum[j] = t;
    } else if (g->kernel == BW_COPY) {
        for (size_t i = i0; i < i1; i++) a[i] = b[i];
    } else {
        for (size_t i = i0; i < i1; i++) a[i] = b[i] + 3.0f * c[i];
    }
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
