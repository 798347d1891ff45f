/* crowd_threads.c: see crowd_threads.h. Threads are started for each batch of jobs and
 * joined at its end (C11 <threads.h>): 10-20 microseconds a batch and five batches a
 * step, against the half millisecond and more of a crowd big enough to use them
 * (CROWD_THREADS_MIN_COUNT). */
#include "core/crowd/crowd_threads.h"

#ifndef __STDC_NO_THREADS__
#include <threads.h>
#endif

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

typedef struct Worker {
    int first, step, end;
    CrowdJob job;
    void *ctx;
} Worker;

static int work(void *arg)
{
    const Worker *w = arg;
    for (int j = w->first; j < w->end; j += w->step) w->job(w->ctx, j);
    return 0;
}

void crowd_run_jobs(int threads, int first, int step, int end, CrowdJob job, void *ctx)
{
    int jobs = first < end ? (end - first + step - 1) / step : 0;
    if (threads > jobs) threads = jobs;
    if (threads > CROWD_THREADS_MAX) threads = CROWD_THREADS_MAX;
#ifndef __STDC_NO_THREADS__
    if (threads > 1) {
        /* Thread t takes every threads-th job from the t-th: which thread runs a job
         * changes nothing, as each job writes only its own outputs. */
        Worker w[CROWD_THREADS_MAX];
        thrd_t id[CROWD_THREADS_MAX];
        bool started[CROWD_THREADS_MAX] = {false};
        for (int t = 0; t < threads; t++) w[t] = (Worker){first + t * step, step * threads, end, job, ctx};
        for (int t = 1; t < threads; t++) started[t] = thrd_create(&id[t], work, &w[t]) == thrd_success;
        work(&w[0]);
        for (int t = 1; t < threads; t++) {
            if (started[t]) thrd_join(id[t], NULL);
            else work(&w[t]); /* no thread to be had: this one does its share */
        }
        return;
    }
#endif
    for (int j = first; j < end; j += step) job(ctx, j);
}
