/* crowd_threads.h (internal to the crowd): running the parts of a tick on worker threads
 * (crowd_threads.c). Each job writes its own outputs, computed in the same order as one
 * thread would; whatever they add up, they add up in job order afterwards. So the
 * result is the same bits with any number of threads. */
#ifndef COLLIDE_CROWD_THREADS_H
#define COLLIDE_CROWD_THREADS_H

#include "core/crowd.h"

typedef void (*CrowdJob)(void *ctx, int job);

/// Run job(ctx, j) for j = first, first + step, ... below end, spread over `threads`
/// threads (this one included); returns when all are done. One thread, or no threads
/// in the C library, runs them here in order.
void crowd_run_jobs(int threads, int first, int step, int end, CrowdJob job, void *ctx);
/// The threads a step of `c` uses: 1 below c->thread_min_count circles.
int crowd_step_threads(const Crowd *c);

#endif
