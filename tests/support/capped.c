/* capped.c: see capped.h. */
#define _DEFAULT_SOURCE
#include "support/capped.h"

#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define CAPPED_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CAPPED_ASAN 1
#endif
#endif
#ifndef CAPPED_ASAN
#define CAPPED_ASAN 0
#endif

bool capped_sanitized(void)
{
    return CAPPED_ASAN;
}

Capped capped_run(int (*fn)(void *ctx), void *ctx, int cpu_seconds, long memory_mb)
{
    Capped c = {.status = -1};
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid == 0) {
        struct rlimit cpu = {(rlim_t)cpu_seconds, (rlim_t)cpu_seconds + 1};
        setrlimit(RLIMIT_CPU, &cpu);
        if (!CAPPED_ASAN) {
            struct rlimit as = {(rlim_t)memory_mb << 20, (rlim_t)memory_mb << 20};
            setrlimit(RLIMIT_AS, &as);
        }
        _exit(fn(ctx));
    }
    int status = 0;
    struct rusage ru = {0};
    if (pid > 0 && wait4(pid, &status, 0, &ru) == pid) {
        c.status = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? -WTERMSIG(status) : -1;
        c.peak_mb = ru.ru_maxrss / 1024;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    c.seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    return c;
}
