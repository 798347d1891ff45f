/* jobs.h: independent jobs run on worker threads (jobs.c). Each job writes its own
 * outputs; whatever they add up, the caller adds up in job order afterwards, so the
 * result is the same bits with any number of threads. */
#ifndef COLLIDE_JOBS_H
#define COLLIDE_JOBS_H

#define JOBS_THREADS_MAX 8 /* threads a batch may use, the caller's included */

typedef void (*Job)(void *ctx, int job);

/// Run job(ctx, j) for j = first, first + step, ... below end, spread over `threads`
/// threads (this one included); returns when all are done. One thread, or no threads
/// in the C library, runs them here in order. A job may ask for a batch of its own (it
/// runs there, in order), and two threads may ask at once (they take turns).
void jobs_run(int threads, int first, int step, int end, Job job, void *ctx);

#endif
