/* crowd_threads.c: see crowd_threads.h. The worker threads are started once, the first
 * time a batch asks for them, and then wait for the next batch: a step runs five
 * batches, and starting and joining threads for each cost 10-20 microseconds a batch,
 * where waking a waiting one costs a few. The pool lives as long as the process, like
 * the C library's own buffers; the workers hold no state of any crowd between batches. */
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

typedef struct Share {
    int first, step, end;
    CrowdJob job;
    void *ctx;
} Share;

/* Every threads-th job from the share's first: which thread runs a job changes nothing,
 * as each job writes only its own outputs. */
static void run_share(const Share *s)
{
    for (int j = s->first; j < s->end; j += s->step) s->job(s->ctx, j);
}

#ifndef __STDC_NO_THREADS__
typedef struct Pool {
    once_flag once;
    bool ready;       /* the locks below were made */
    mtx_t batch;      /* one batch at a time, whoever asks */
    mtx_t lock;       /* guards everything below */
    cnd_t go, done;   /* a batch is posted / the workers' shares are done */
    unsigned long posted; /* batches posted so far: a worker waits for this to move */
    int started;      /* workers running: worker w (1..started) takes share w */
    int active;       /* shares of the current batch, the caller's share 0 included */
    int pending;      /* workers' shares of the current batch not yet done */
    Share share[CROWD_THREADS_MAX];
    unsigned long born[CROWD_THREADS_MAX]; /* `posted` when worker w was started */
} Pool;

static Pool pool = {.once = ONCE_FLAG_INIT};
/* Is this thread running a share of a batch (a worker, or the caller during its batch)?
 * A job that asks for a batch of its own runs it itself, in order. */
static _Thread_local bool in_batch;

static void pool_init(void)
{
    pool.ready = mtx_init(&pool.batch, mtx_plain) == thrd_success && mtx_init(&pool.lock, mtx_plain) == thrd_success &&
                 cnd_init(&pool.go) == thrd_success && cnd_init(&pool.done) == thrd_success;
}

static int worker(void *arg)
{
    int me = (int)(intptr_t)arg;
    in_batch = true;
    mtx_lock(&pool.lock);
    unsigned long seen = pool.born[me]; /* the batch being posted as it started is its own */
    for (;;) {
        while (pool.posted == seen) cnd_wait(&pool.go, &pool.lock);
        seen = pool.posted;
        if (me >= pool.active) continue; /* a smaller batch: nothing for this one */
        Share s = pool.share[me];
        mtx_unlock(&pool.lock);
        run_share(&s);
        mtx_lock(&pool.lock);
        if (--pool.pending == 0) cnd_signal(&pool.done);
    }
    return 0;
}

/* Workers up to `want` - 1 beside the caller; fewer when the system gives no more. */
static void pool_grow(int want)
{
    while (pool.started < want - 1) {
        thrd_t id;
        pool.born[pool.started + 1] = pool.posted;
        if (thrd_create(&id, worker, (void *)(intptr_t)(pool.started + 1)) != thrd_success) return;
        thrd_detach(id);
        pool.started++;
    }
}

/* The batch on the pool; false when it cannot be had (the caller runs it alone). */
static bool pool_run(int threads, const Share *share)
{
    call_once(&pool.once, pool_init);
    if (!pool.ready || in_batch) return false;
    mtx_lock(&pool.batch);
    mtx_lock(&pool.lock);
    pool_grow(threads);
    int helpers = pool.started < threads - 1 ? pool.started : threads - 1;
    for (int t = 0; t < threads; t++) pool.share[t] = share[t];
    pool.active = helpers + 1;
    pool.pending = helpers;
    pool.posted++;
    cnd_broadcast(&pool.go);
    mtx_unlock(&pool.lock);
    in_batch = true;
    run_share(&share[0]);
    for (int t = helpers + 1; t < threads; t++) run_share(&share[t]); /* no worker for these */
    in_batch = false;
    mtx_lock(&pool.lock);
    while (pool.pending > 0) cnd_wait(&pool.done, &pool.lock);
    mtx_unlock(&pool.lock);
    mtx_unlock(&pool.batch);
    return true;
}
#endif

void crowd_run_jobs(int threads, int first, int step, int end, CrowdJob job, void *ctx)
{
    int jobs = first < end ? (end - first + step - 1) / step : 0;
    if (threads > jobs) threads = jobs;
    if (threads > CROWD_THREADS_MAX) threads = CROWD_THREADS_MAX;
#ifndef __STDC_NO_THREADS__
    if (threads > 1) {
        Share share[CROWD_THREADS_MAX];
        for (int t = 0; t < threads; t++) share[t] = (Share){first + t * step, step * threads, end, job, ctx};
        if (pool_run(threads, share)) return;
    }
#endif
    for (int j = first; j < end; j += step) job(ctx, j);
}
