/* bench_bandwidth.h: the machine's streaming bandwidth, the yardstick of the memory
 * bound a big crowd's step is judged against (bench_bandwidth.c). */
#ifndef COLLIDE_BENCH_BANDWIDTH_H
#define COLLIDE_BENCH_BANDWIDTH_H

#include <stdbool.h>

#define BENCH_BW_THREADS_MAX 8

typedef struct BenchBandwidth {
    float *a, *b, *c;
    double sink; /* the sums, kept so the reads are not left out */
} BenchBandwidth;

/// Make the arrays (384 MB); false when memory runs out.
bool bench_bandwidth_start(BenchBandwidth *bw);
/// One sample on `threads` threads (at most BENCH_BW_THREADS_MAX): GB/s, bytes read and
/// written counted, the fastest of the three kernels.
double bench_bandwidth_sample(BenchBandwidth *bw, int threads);
void bench_bandwidth_end(BenchBandwidth *bw);

#endif
