/* crowd_threads.c: see crowd_threads.h. The worker threads themselves are
 * core/base/jobs.c. */
#include "core/crowd/crowd_threads.h"

static int default_threads = 1;

void crowd_set_default_threads(int threads)
{
    default_threads = threads < 1 ? 1 : threads > CROWD_THREADS_MAX ? CROWD_THREADS_MAX : threads;
}

int crowd_default_threads(void)
{
    return default_threads;
}

int crowd_step_threads(const Crowd *c)
{
    if (c->count < c->thread_min_count) return 1;
    return c->threads < 1 ? 1 : c->threads > CROWD_THREADS_MAX ? CROWD_THREADS_MAX : c->threads;
}
