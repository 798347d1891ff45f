/* test_jobs.c: the worker threads (jobs.h) run every job of a
 * batch exactly once and return only when all are done, batch after batch on the same
 * waiting workers, for any number of threads; a job that asks for a batch of its own,
 * and two callers at once, are served too. */
#include <criterion/criterion.h>
#include <string.h>
#include <threads.h>

#include "core/base/jobs.h"

#define JOBS_MAX 64

typedef struct Tally {
    int hits[JOBS_MAX];
} Tally;

static void count_job(void *ctx, int j)
{
    ((Tally *)ctx)->hits[j]++;
}

Test(jobs, every_job_runs_once_per_batch_for_any_number_of_threads)
{
    for (int round = 0; round < 200; round++)
        for (int threads = 1; threads <= JOBS_THREADS_MAX; threads++)
            for (int step = 1; step <= 2; step++) {
                int first = round % 3, end = (round * 7) % JOBS_MAX;
                Tally t;
                memset(&t, 0, sizeof t);
                jobs_run(threads, first, step, end, count_job, &t);
                for (int j = 0; j < JOBS_MAX; j++) {
                    int want = j >= first && j < end && (j - first) % step == 0;
                    cr_assert_eq(t.hits[j], want, "round %d, %d threads, jobs %d..%d step %d: job %d ran %d times",
                                 round, threads, first, end, step, j, t.hits[j]);
                }
            }
}

static void nested_job(void *ctx, int j)
{
    Tally *inner = (Tally *)ctx + 1 + j;
    jobs_run(4, 0, 1, 10, count_job, inner);
    ((Tally *)ctx)->hits[j]++;
}

Test(jobs, a_job_that_asks_for_a_batch_of_its_own_gets_it_done)
{
    static Tally t[1 + 8];
    memset(t, 0, sizeof t);
    jobs_run(4, 0, 1, 8, nested_job, t);
    for (int j = 0; j < 8; j++) {
        cr_assert_eq(t[0].hits[j], 1);
        for (int k = 0; k < 10; k++) cr_assert_eq(t[1 + j].hits[k], 1, "inner batch of job %d, job %d", j, k);
    }
}

static int caller(void *arg)
{
    Tally *t = arg;
    for (int round = 0; round < 300; round++) jobs_run(3, 0, 1, 30, count_job, t);
    return 0;
}

Test(jobs, two_callers_at_once_each_get_all_their_jobs_run)
{
    static Tally a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    thrd_t other;
    cr_assert_eq(thrd_create(&other, caller, &b), thrd_success);
    caller(&a);
    thrd_join(other, NULL);
    for (int j = 0; j < 30; j++) {
        cr_assert_eq(a.hits[j], 300, "job %d of the first caller", j);
        cr_assert_eq(b.hits[j], 300, "job %d of the second caller", j);
    }
}
