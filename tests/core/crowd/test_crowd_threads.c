/* test_crowd_threads.c: the worker threads change the speed of a crowd step, never its
 * result. Every shipped recording that runs a crowd replays to the hash it recorded at
 * every checkpoint with 1, 2, 3 and 8 threads, and the hash of every tick is the same
 * for all of them; a crowd of twelve thousand walking, bumping and avoiding ends on the
 * same hash, the same collision count and the same collision dots with any number. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/hash.h"
#include "core/crowd.h"
#include "core/replay.h"
#include "core/world.h"

static const char *const REPLAY_DIRS[] = {"tests/data/fuzz/replay", "tests/data", "docs", "tour"};
static const int THREADS[] = {1, 2, 3, 8};
#define THREAD_SETTINGS (int)(sizeof THREADS / sizeof THREADS[0])
#define TICKS_MAX 20000

/* Plays `r` with `threads` threads (from the first circle on), writing the hash of
 * every tick into `hashes`; returns the ticks played. *verified: every checkpoint
 * matched. *crowd_ticks counts the ticks stepped with circles loaded. */
static int play(const Replay *r, int threads, uint64_t *hashes, int *crowd_ticks, bool *verified)
{
    static World w;
    cr_assert(world_init(&w, &r->map, &r->config));
    w.crowd.threads = threads;
    w.crowd.thread_min_count = 0;
    ReplayPlayer p;
    replay_player_start(&p, r);
    Input in;
    int ticks = 0;
    bool ok = replay_player_check(&p, &w);
    *crowd_ticks = 0;
    while (ticks < TICKS_MAX && replay_player_next(&p, &in)) {
        world_step(&w, &in, NULL);
        *crowd_ticks += w.mode == MODE_CROWD && w.crowd.count > 0;
        hashes[ticks++] = world_hash(&w);
        ok = replay_player_check(&p, &w) && ok;
    }
    world_free(&w);
    *verified = ok;
    return ticks;
}

/* Every recording in the folders above that steps a crowd; returns how many verify.
 * The fuzzing corpus also holds recordings that are refused (over the limits) or whose
 * hashes were garbled on purpose: those are compared tick by tick all the same. */
static int check_folder(const char *dir, uint64_t *one, uint64_t *many)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int crowds = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".replay")) continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        static Replay r;
        ReplayError err;
        if (!replay_load(&r, path, &err)) continue;
        bool builtin = true; /* a user's method is made by src/user, which the core's tests leave out */
        for (int k = 0; k < r.config.methods.count; k++) builtin = builtin && r.config.methods.at[k];
        if (!builtin) {
            replay_free(&r);
            continue;
        }
        bool verified, also;
        int crowd_ticks = 0, ticks = play(&r, 1, one, &crowd_ticks, &verified);
        if (crowd_ticks > 0) {
            crowds += verified;
            for (int t = 1; t < THREAD_SETTINGS; t++) {
                int ct, n = play(&r, THREADS[t], many, &ct, &also);
                cr_expect_eq(also, verified, "%s: %d threads %s the recorded hashes", path, THREADS[t],
                             verified ? "miss" : "match");
                cr_expect_eq(n, ticks);
                for (int k = 0; k < ticks && k < n; k++)
                    if (one[k] != many[k]) {
                        cr_expect(false, "%s: tick %d differs with %d threads", path, k + 1, THREADS[t]);
                        break;
                    }
            }
        }
        replay_free(&r);
    }
    closedir(d);
    return crowds;
}

Test(crowd_threads, every_shipped_crowd_recording_replays_its_hashes_with_any_number_of_threads)
{
    uint64_t *one = malloc(TICKS_MAX * sizeof *one), *many = malloc(TICKS_MAX * sizeof *many);
    cr_assert(one && many);
    int crowds = 0;
    for (unsigned i = 0; i < sizeof REPLAY_DIRS / sizeof *REPLAY_DIRS; i++)
        crowds += check_folder(REPLAY_DIRS[i], one, many);
    cr_expect_geq(crowds, 2, "the shipped crowd recordings were found and verify (%d)", crowds);
    free(one);
    free(many);
}

typedef struct Outcome {
    uint64_t hash, collisions;
    int dots;
    uint64_t dots_hash;
} Outcome;

static Outcome run_big(int threads, bool avoid, CrowdFormation f)
{
    static Crowd c;
    cr_assert(crowd_init(&c, 5));
    c.threads = threads;
    c.thread_min_count = 0; /* below the default, to keep the test quick */
    c.avoid = avoid;
    cr_assert(crowd_load(&c, 12000));
    crowd_arrange(&c, f);
    for (int t = 0; t < 100; t++) crowd_step(&c);
    Outcome o = {crowd_hash(&c, HASH_INIT), c.collisions, c.dot_count, HASH_INIT};
    for (int k = 0; k < c.dot_count; k++) o.dots_hash = hash_bytes(o.dots_hash, &c.dots[k], sizeof c.dots[k]);
    crowd_free(&c);
    return o;
}

Test(crowd_threads, twelve_thousand_circles_end_the_same_with_any_number_of_threads)
{
    const struct {
        bool avoid;
        CrowdFormation f;
    } runs[] = {{false, CROWD_GROUPS}, {true, CROWD_LINES}};
    for (int i = 0; i < 2; i++) {
        Outcome one = run_big(1, runs[i].avoid, runs[i].f);
        cr_expect_gt(one.collisions, 0u, "the crowd bumped (so the threads had sums to share)");
        for (int t = 1; t < THREAD_SETTINGS; t++) {
            Outcome many = run_big(THREADS[t], runs[i].avoid, runs[i].f);
            cr_expect_eq(many.hash, one.hash, "run %d: %d threads end on another state", i, THREADS[t]);
            cr_expect_eq(many.collisions, one.collisions, "run %d: %d threads count other collisions", i, THREADS[t]);
            cr_expect_eq(many.dots, one.dots);
            cr_expect_eq(many.dots_hash, one.dots_hash, "run %d: %d threads draw other dots", i, THREADS[t]);
        }
    }
}
