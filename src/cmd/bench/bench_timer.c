/* bench_timer.c: see bench_timer.h. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_timer.h"

#include <stdlib.h>
#include <time.h>

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int bench_repeats = BENCH_REPEATS_FULL;

double bench_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double bench_median_ratio(const double *num, const double *den, int n)
{
    double r[BENCH_REPEATS_FULL];
    if (n > BENCH_REPEATS_FULL) n = BENCH_REPEATS_FULL;
    for (int i = 0; i < n; i++) r[i] = num[i] / den[i];
    return bench_median(r, n);
}
