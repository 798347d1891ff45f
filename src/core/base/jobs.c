/* jobs.c: see jobs.h. The worker threads are started once, the first time a batch asks
 * for them, and then wait for the next batch: a crowd step runs five batches, and
 * starting and joining threads for each cost tens of microseconds a batch. The pool lives
 * as long as the process, like the C library's own buffers; the workers hold no state
 * between batches. */
#include "core/base/jobs.h"

#include <stdbool.h>
#include <stdint.h>
#ifndef __STDC_NO_THREADS__
#include <stdatomic.h>
#include <threads.h>
#endif
#ifdef __SSE2__
#include <emmintrin.h>
#endif

typedef struct Share {
    int first, step, end;
    Job job;
    void *ctx;
} Share;

/* Every threads-th job from the share's first: which thread runs a job changes nothing,
 * as each job writes only its own outputs. */
static void run_share(const Share *s)
{
    for (int j = s->first; j < s->end; j += s->step) s->job(s->ctx, j);
}

#ifndef __STDC_NO_THREADS__
/* A worker that finished its share, and the caller waiting for the others, look for a
 * while before they sleep: a step posts its batches a fraction of a millisecond apart,
 * and waking a sleeping thread on an idle virtual machine costs tens of microseconds,
 * more than starting one. About 100 microseconds of looking; then they sleep. */
#define POOL_SPINS 4096

static inline void pool_pause(void)
{
#ifdef __SSE2__
    _mm_pause(); /* tells the core it is a wait loop: the other hyperthread runs freely */
#endif
}

typedef struct Pool {
    once_flag once;
    bool ready;     /* the locks below were made */
    mtx_t batch;    /* one batch at a time, whoever asks */
    mtx_t lock;     /* for sleeping and waking only */
    cnd_t go, done; /* a batch is posted / the workers' shares are done */
    /* The batch posted: its number << 8 | its shares (the caller's share 0 included),
     * read in one load, so a worker never mixes one batch's number with another's
     * shares. Published with release: the shares are written before it. */
    _Atomic uint64_t ticket;
    _Atomic int pending; /* workers' shares of the current batch not yet done */
    int started;         /* workers running: worker w (1..started) takes share w */
    Share share[JOBS_THREADS_MAX];
    uint64_t born[JOBS_THREADS_MAX]; /* the batch number when worker w was started */
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

/* The next ticket after batch number `seen`. */
static uint64_t wait_ticket(uint64_t seen)
{
    for (int k = 0; k < POOL_SPINS; k++) {
        uint64_t t = atomic_load_explicit(&pool.ticket, memory_order_acquire);
        if (t >> 8 != seen) return t;
        pool_pause();
    }
    mtx_lock(&pool.lock);
    uint64_t t;
    while ((t = atomic_load_explicit(&pool.ticket, memory_order_acquire)) >> 8 == seen) cnd_wait(&pool.go, &pool.lock);
    mtx_unlock(&pool.lock);
    return t;
}

static int worker(void *arg)
{
    int me = (int)(intptr_t)arg;
    in_batch = true;
    uint64_t seen = pool.born[me]; /* the batch being posted as it started is its own */
    for (;;) {
        uint64_t t = wait_ticket(seen);
        seen = t >> 8;
        if (me >= (int)(t & 0xff)) continue; /* a smaller batch: nothing for this one */
        run_share(&pool.share[me]);
        if (atomic_fetch_sub_explicit(&pool.pending, 1, memory_order_acq_rel) == 1) {
            mtx_lock(&pool.lock); /* the caller may be asleep: wake it under the lock */
            cnd_signal(&pool.done);
            mtx_unlock(&pool.lock);
        }
    }
    return 0;
}

/* Workers up to `want` - 1 beside the caller; fewer when the system gives no more. */
static void pool_grow(int want)
{
    while (pool.started < want - 1) {
        thrd_t id;
        pool.born[pool.started + 1] = atomic_load_explicit(&pool.ticket, memory_order_relaxed) >> 8;
        if (thrd_create(&id, worker, (void *)(intptr_t)(pool.started + 1)) != thrd_success) return;
        thrd_detach(id);
        pool.started++;
    }
}

static void wait_done(void)
{
    for (int k = 0; k < POOL_SPINS; k++) {
        if (atomic_load_explicit(&pool.pending, memory_order_acquire) == 0) return;
        pool_pause();
    }
    mtx_lock(&pool.lock);
    while (atomic_load_explicit(&pool.pending, memory_order_acquire) > 0) cnd_wait(&pool.done, &pool.lock);
    mtx_unlock(&pool.lock);
}

/* The batch on the pool; false when it cannot be had (the caller runs it alone). */
static bool pool_run(int threads, const Share *share)
{
    call_once(&pool.once, pool_init);
    if (!pool.ready || in_batch) return false;
    mtx_lock(&pool.batch);
    pool_grow(threads);
    int helpers = pool.started < threads - 1 ? pool.started : threads - 1;
    for (int t = 0; t < threads; t++) pool.share[t] = share[t];
    atomic_store_explicit(&pool.pending, helpers, memory_order_relaxed);
    uint64_t number = (atomic_load_explicit(&pool.ticket, memory_order_relaxed) >> 8) + 1;
    mtx_lock(&pool.lock); /* a worker about to sleep sees the ticket or the broadcast */
    atomic_store_explicit(&pool.ticket, number << 8 | (uint64_t)(helpers + 1), memory_order_release);
    cnd_broadcast(&pool.go);
    mtx_unlock(&pool.lock);
    in_batch = true;
    run_share(&share[0]);
    for (int t = helpers + 1; t < threads; t++) run_share(&share[t]); /* no worker for these */
    in_batch = false;
    wait_done();
    mtx_unlock(&pool.batch);
    return true;
}
#endif

void jobs_run(int threads, int first, int step, int end, Job job, void *ctx)
{
    int jobs = first < end ? (end - first + step - 1) / step : 0;
    if (threads > jobs) threads = jobs;
    if (threads > JOBS_THREADS_MAX) threads = JOBS_THREADS_MAX;
#ifndef __STDC_NO_THREADS__
    if (threads > 1) {
        Share share[JOBS_THREADS_MAX];
        for (int t = 0; t < threads; t++) share[t] = (Share){first + t * step, step * threads, end, job, ctx};
        if (pool_run(threads, share)) return;
    }
#endif
    for (int j = first; j < end; j += step) job(ctx, j);
}
