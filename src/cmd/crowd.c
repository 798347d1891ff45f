/* crowd.c: `collide crowd` (docs/crowd.md), the crowd of Accidents Do
 * Happen run headless: load, arrange, step, and print one JSON line of
 * figures. It measures the step time with the wall clock (the app side may; the core
 * never does). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/crowd.h"
#include "core/base/hash.h"
#include "cmd/commands.h"
#include "cmd/options.h"
#include "cmd/threads_option.h"
#include "exit_status.h"

#define CROWD_CMD_FRAMES_DEFAULT 600 /* ten seconds of simulation */
#define CROWD_CMD_FRAMES_MAX 100000000L
#define CROWD_OVERLAP_TOLERANCE_PX 0.01f /* touching after a separation is not overlapping */

/* What the options ask for. */
typedef struct CrowdRun {
    long count, frames;
    CrowdFormation formation;
    bool swap, avoid;
    CrowdBroadphase broadphase;
    uint64_t seed;
    int threads;
} CrowdRun;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                     [--avoid on|off] [--broadphase grid|naive] [--seed N] [--threads N]\n"
            "  loads N circles (default %d, at most %d) at random places, sends them into the\n"
            "  formation (default circle), runs N ticks (default %d) and prints one JSON line;\n"
            "  --swap presses B once every circle has arrived. --threads: worker threads (default: the\n"
            "  cores available, at most %d); any number gives the same bits, only faster.\n",
            CROWD_DEFAULT_COUNT, CROWD_LOAD_MAX, CROWD_CMD_FRAMES_DEFAULT, CROWD_THREADS_MAX);
}

static bool on_off(const char *opt, const char *s, bool *out)
{
    if (strcmp(s, "on") == 0) *out = true;
    else if (strcmp(s, "off") == 0) *out = false;
    else {
        fprintf(stderr, "collide crowd: %s: expected 'on' or 'off', got '%s'\n", opt, cli_shown(s));
        return false;
    }
    return true;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool read_formation(const char *s, CrowdFormation *out)
{
    int f = crowd_formation_find(s);
    if (f <= CROWD_SCATTERED) {
        fprintf(stderr, "collide crowd: --formation: expected circle, groups, blocks or lines, got '%s'\n",
                cli_shown(s));
        return false;
    }
    *out = (CrowdFormation)f;
    return true;
}

static bool read_broadphase(const char *s, CrowdBroadphase *out)
{
    if (strcmp(s, "grid") == 0) *out = CROWD_GRID;
    else if (strcmp(s, "naive") == 0) *out = CROWD_NAIVE;
    else {
        fprintf(stderr, "collide crowd: --broadphase: expected 'grid' or 'naive', got '%s'\n", cli_shown(s));
        return false;
    }
    return true;
}

/* CLI_RUN, or the exit status to stop with (0 after --help). */
static int read_options(int argc, char **argv, CrowdRun *run)
{
    static const struct option options[] = {
        {"count", required_argument, NULL, 'c'},
        {"formation", required_argument, NULL, 'f'},
        {"swap", no_argument, NULL, 'w'},
        {"frames", required_argument, NULL, 'n'},
        {"avoid", required_argument, NULL, 'a'},
        {"broadphase", required_argument, NULL, 'b'},
        {"seed", required_argument, NULL, 's'},
        {"threads", required_argument, NULL, 't'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide crowd", options, false, "", usage};
    *run = (CrowdRun){.count = CROWD_DEFAULT_COUNT,
                      .frames = CROWD_CMD_FRAMES_DEFAULT,
                      .formation = CROWD_CIRCLE,
                      .avoid = true,
                      .broadphase = CROWD_GRID,
                      .seed = 1,
                      .threads = threads_default()};
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        const char *v = args.value;
        bool ok = true;
        switch (c) {
        case 'c': ok = cli_long("--count", v, 1, CROWD_LOAD_MAX, &run->count); break;
        case 'f': ok = read_formation(v, &run->formation); break;
        case 'w': run->swap = true; break;
        case 'n': ok = cli_long("--frames", v, 0, CROWD_CMD_FRAMES_MAX, &run->frames); break;
        case 'a': ok = on_off("--avoid", v, &run->avoid); break;
        case 'b': ok = read_broadphase(v, &run->broadphase); break;
        case 's': ok = cli_uint64("--seed", v, &run->seed); break;
        case 't': ok = threads_read(v, &run->threads); break;
        case 'h': usage(stdout); return 0;
        default: return EXIT_BAD_INPUT;
        }
        if (!ok) return EXIT_BAD_INPUT;
    }
    return cli_no_arguments(&args) ? CLI_RUN : EXIT_BAD_INPUT;
}

/* Steps the crowd `run->frames` ticks; returns the seconds spent stepping and, in
 * `swapped_at`, the tick --swap pressed B (-1: never). */
static double step_crowd(Crowd *crowd, const CrowdRun *run, long *swapped_at)
{
    double stepping = 0.0;
    *swapped_at = -1;
    for (long f = 0; f < run->frames; f++) {
        double t0 = now_seconds();
        crowd_step(crowd);
        stepping += now_seconds() - t0;
        /* "--swap": B once, as soon as every circle has reached its place. */
        if (run->swap && *swapped_at < 0 && crowd->arrived == crowd->count) {
            crowd_swap(crowd);
            *swapped_at = (long)crowd->tick;
        }
    }
    return stepping;
}

static void print_figures(Crowd *crowd, const CrowdRun *run, long swapped_at, double stepping)
{
    double px, py, kinetic;
    crowd_momentum(crowd, &px, &py, &kinetic);
    int overlaps = crowd_overlaps(crowd, CROWD_OVERLAP_TOLERANCE_PX);
    double ms = run->frames > 0 ? stepping * 1000.0 / (double)run->frames : 0.0;
    printf("{\"count\":%d,\"formation\":\"%s\",\"swap\":%s,\"swapped_at\":%ld,\"frames\":%ld,\"avoid\":\"%s\","
           "\"broadphase\":\"%s\",\"threads\":%d,\"seed\":%llu,\"collisions\":%llu,\"arrived\":%d,\"red\":%d,"
           "\"overlaps\":%d,\"momentum\":[%.9g,%.9g],\"kinetic_energy\":%.9g,\"ms_per_step\":%.6f,"
           "\"ns_per_circle\":%.3f,"
           "\"hash\":\"%016llx\"}\n",
           crowd->count, crowd_formation_name(run->formation), run->swap ? "true" : "false", swapped_at, run->frames,
           run->avoid ? "on" : "off", run->broadphase == CROWD_GRID ? "grid" : "naive", run->threads,
           (unsigned long long)run->seed, (unsigned long long)crowd->collisions, crowd->arrived, crowd->red, overlaps,
           px, py, kinetic, ms, ms * 1e6 / (double)crowd->count, (unsigned long long)crowd_hash(crowd, HASH_INIT));
}

int cmd_crowd(int argc, char **argv)
{
    CrowdRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    static Crowd crowd;
    crowd_init(&crowd, run.seed);
    crowd.avoid = run.avoid;
    crowd.broadphase = run.broadphase;
    crowd.threads = run.threads;
    if (!crowd_load(&crowd, (int)run.count)) {
        fprintf(stderr, "collide crowd: out of memory for %ld circles\n", run.count);
        return EXIT_CHECK_FAILED;
    }
    crowd_arrange(&crowd, run.formation);
    long swapped_at;
    double stepping = step_crowd(&crowd, &run, &swapped_at);
    print_figures(&crowd, &run, swapped_at, stepping);
    crowd_free(&crowd);
    return 0; /* a lost write is main's exit status 2 */
}
