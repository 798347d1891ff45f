/* crowd_threads.h (internal to the crowd): running the parts of a tick on worker threads
 * (core/base/jobs.h). Each job writes its own outputs, computed in the same order as one
 * thread would; whatever they add up, they add up in job order afterwards. So the
 * result is the same bits with any number of threads. */
#ifndef COLLIDE_CROWD_THREADS_H
#define COLLIDE_CROWD_THREADS_H

#include "core/base/jobs.h"
#include "core/crowd.h"

_Static_assert(CROWD_THREADS_MAX <= JOBS_THREADS_MAX, "a crowd step's threads fit a batch");

/// The threads a step of `c` uses: 1 below c->thread_min_count circles.
int crowd_step_threads(const Crowd *c);

/// The end of a phase of the step, for whoever times them (Crowd.phase_mark).
static inline void crowd_mark(const Crowd *c, CrowdPhase phase)
{
    if (c->phase_mark) c->phase_mark(c->phase_ctx, phase);
}

#endif
