/* cmd_crowd.c: `collide crowd` (DESIGN section 6), the crowd of seed
 * 003_b8511c962d636339.txt run headless: load, arrange, step, and print one JSON line of
 * figures. It measures the step time with the wall clock (the app side may; the core
 * never does). */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/crowd.h"
#include "core/base/hash.h"
#include "cmd/options.h"
#include "exit_status.h"

#define CROWD_CMD_FRAMES_DEFAULT 600      /* ten seconds of simulation */
#define CROWD_CMD_FRAMES_MAX 100000000L
#define CROWD_OVERLAP_TOLERANCE_PX 0.01f  /* touching after a separation is not overlapping */

static void usage(FILE *out)
{
    fprintf(out,
            "usage: collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                     [--avoid on|off] [--broadphase grid|naive] [--seed N]\n"
            "  loads N circles (default %d, at most %d) at random places, sends them into the\n"
            "  formation (default circle), runs N ticks (default %d) and prints one JSON line;\n"
            "  --swap presses B once every circle has arrived.\n",
            CROWD_DEFAULT_COUNT, CROWD_MAX_COUNT, CROWD_CMD_FRAMES_DEFAULT);
}

static bool on_off(const char *opt, const char *s, bool *out)
{
    if (strcmp(s, "on") == 0) *out = true;
    else if (strcmp(s, "off") == 0) *out = false;
    else {
        fprintf(stderr, "collide crowd: %s: expected 'on' or 'off', got '%s'\n", opt, s);
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

int cmd_crowd(int argc, char **argv)
{
    static const struct option options[] = {
        {"count", required_argument, NULL, 'c'},  {"formation", required_argument, NULL, 'f'},
        {"swap", no_argument, NULL, 'w'},         {"frames", required_argument, NULL, 'n'},
        {"avoid", required_argument, NULL, 'a'},  {"broadphase", required_argument, NULL, 'b'},
        {"seed", required_argument, NULL, 's'},   {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    long count = CROWD_DEFAULT_COUNT, frames = CROWD_CMD_FRAMES_DEFAULT;
    int formation = CROWD_CIRCLE;
    bool swap = false, avoid = true;
    CrowdBroadphase broadphase = CROWD_GRID;
    uint64_t seed = 1;
    optind = 1;
    opterr = 0;
    int opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (opt) {
        case 'c':
            if (!cli_long("--count", optarg, 1, CROWD_MAX_COUNT, &count)) return EXIT_BAD_INPUT;
            break;
        case 'f':
            formation = crowd_formation_find(optarg);
            if (formation <= CROWD_SCATTERED) {
                fprintf(stderr, "collide crowd: --formation: expected circle, groups, blocks or lines, got '%s'\n",
                        optarg);
                return EXIT_BAD_INPUT;
            }
            break;
        case 'w': swap = true; break;
        case 'n':
            if (!cli_long("--frames", optarg, 0, CROWD_CMD_FRAMES_MAX, &frames)) return EXIT_BAD_INPUT;
            break;
        case 'a':
            if (!on_off("--avoid", optarg, &avoid)) return EXIT_BAD_INPUT;
            break;
        case 'b':
            if (strcmp(optarg, "grid") == 0) broadphase = CROWD_GRID;
            else if (strcmp(optarg, "naive") == 0) broadphase = CROWD_NAIVE;
            else {
                fprintf(stderr, "collide crowd: --broadphase: expected 'grid' or 'naive', got '%s'\n", optarg);
                return EXIT_BAD_INPUT;
            }
            break;
        case 's':
            if (!cli_uint64("--seed", optarg, &seed)) return EXIT_BAD_INPUT;
            break;
        case 'h': usage(stdout); return 0;
        default: {
            char name[64];
            if (optopt && cli_value_not_taken(argv[optind - 1], name, sizeof name))
                fprintf(stderr, "collide crowd: %s takes no value, got '%s'\n", name, argv[optind - 1]);
            else if (optopt) fprintf(stderr, "collide crowd: %s needs a value\n", argv[optind - 1]);
            else fprintf(stderr, "collide crowd: unknown option '%s'\n", argv[optind - 1]);
            usage(stderr);
            return EXIT_BAD_INPUT;
        }
        }
    }
    if (optind < argc) {
        fprintf(stderr, "collide crowd: unexpected argument '%s'\n", argv[optind]);
        return EXIT_BAD_INPUT;
    }

    static Crowd crowd;
    crowd_init(&crowd, seed);
    crowd.avoid = avoid;
    crowd.broadphase = broadphase;
    if (!crowd_load(&crowd, (int)count)) {
        fprintf(stderr, "collide crowd: out of memory for %ld circles\n", count);
        return EXIT_CHECK_FAILED;
    }
    crowd_arrange(&crowd, (CrowdFormation)formation);

    long swapped_at = -1;
    double stepping = 0.0;
    for (long f = 0; f < frames; f++) {
        double t0 = now_seconds();
        crowd_step(&crowd);
        stepping += now_seconds() - t0;
        /* "--swap": B once, as soon as every circle has reached its place. */
        if (swap && swapped_at < 0 && crowd.arrived == crowd.count) {
            crowd_swap(&crowd);
            swapped_at = (long)crowd.tick;
        }
    }
    double px, py, kinetic;
    crowd_momentum(&crowd, &px, &py, &kinetic);
    int overlaps = crowd_overlaps(&crowd, CROWD_OVERLAP_TOLERANCE_PX);
    double ms = frames > 0 ? stepping * 1000.0 / (double)frames : 0.0;
    printf("{\"count\":%d,\"formation\":\"%s\",\"swap\":%s,\"swapped_at\":%ld,\"frames\":%ld,\"avoid\":\"%s\","
           "\"broadphase\":\"%s\",\"seed\":%llu,\"collisions\":%llu,\"arrived\":%d,\"red\":%d,\"overlaps\":%d,"
           "\"momentum\":[%.9g,%.9g],\"kinetic_energy\":%.9g,\"ms_per_step\":%.6f,\"ns_per_circle\":%.3f,"
           "\"hash\":\"%016llx\"}\n",
           crowd.count, crowd_formation_name((CrowdFormation)formation), swap ? "true" : "false", swapped_at, frames,
           avoid ? "on" : "off", broadphase == CROWD_GRID ? "grid" : "naive", (unsigned long long)seed,
           (unsigned long long)crowd.collisions, crowd.arrived, crowd.red, overlaps, px, py, kinetic, ms,
           ms * 1e6 / (double)crowd.count, (unsigned long long)crowd_hash(&crowd, HASH_INIT));
    crowd_free(&crowd);
    return fflush(stdout) == 0 ? 0 : EXIT_BAD_INPUT;
}
