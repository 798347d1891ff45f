/* threads_option.c: see threads_option.h. */
#define _GNU_SOURCE
#include "cmd/threads_option.h"

#include <sched.h>
#include <unistd.h>

#include "cmd/options.h"
#include "core/crowd.h"

int threads_default(void)
{
#ifdef __EMSCRIPTEN__
    return 1; /* the page has no worker threads for the crowd: one runs the step */
#else
    long n = 0;
#ifdef CPU_COUNT
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) n = CPU_COUNT(&set);
#endif
    if (n < 1) n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > CROWD_THREADS_MAX ? CROWD_THREADS_MAX : (int)n;
#endif
}

bool threads_read(const char *value, int *out)
{
    long n;
    if (!cli_long("--threads", value, 1, CROWD_THREADS_MAX, &n)) return false;
    *out = (int)n;
    return true;
}

bool threads_apply(const char *value)
{
    int n;
    if (!threads_read(value, &n)) return false;
    crowd_set_default_threads(n);
    return true;
}
