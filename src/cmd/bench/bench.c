/* bench.c: `collide bench [--json] [--quick] [--maps DIR] [--only GROUP]`: the machine
 * and the build flags, then each group's figures (resolvers, crowd, rendering, ...), each
 * figure a target judges with its verdict beside it, and at the end every target's verdict
 * and how long the run took. --quick takes fewer timings of each figure. The group no
 * target reads (rewind, a quarter of a whole run) runs only when --only names it. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <string.h>

#include "cmd/bench/bench_canvas.h"
#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_crowd_goals.h"
#include "cmd/bench/bench_instrument.h"
#include "cmd/bench/bench_gif.h"
#include "cmd/bench/bench_page.h"
#include "cmd/bench/bench_render.h"
#include "cmd/bench/bench_resolvers.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_maps.h"
#include "cmd/bench/bench_motion.h"
#include "cmd/bench/bench_rewind.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/bench/bench_user.h"
#include "cmd/commands.h"
#include "cmd/options.h"
#include "cmd/threads_option.h"
#include "exit_status.h"
#include "core/base/wide.h"
#include "core/crowd.h"
#include "core/version.h"

#ifndef COLLIDE_CFLAGS
#define COLLIDE_CFLAGS "unknown"
#endif

static void cpu_model(char *buf, size_t cap)
{
    snprintf(buf, cap, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            const char *c = strchr(line, ':');
            if (c) {
                c++;
                while (*c == ' ') c++;
                snprintf(buf, cap, "%s", c);
                buf[strcspn(buf, "\n")] = '\0';
            }
            break;
        }
    }
    fclose(f);
}

/* What the options ask for. */
typedef struct BenchRun {
    bool json;
    bool quick;
    const char *maps_dir;
    bool maps_given;
    const char *only; /* one group, or NULL for all */
    int threads;      /* the crowd's threaded figure */
} BenchRun;

static void usage(FILE *out)
{
    fprintf(out, "usage: collide bench [--json] [--quick] [--maps DIR] [--only "
                 "resolvers|crowd|render|rewind|maps|instrument|gif]\n"
                 "                    [--threads N]\n");
}

static bool read_group(const char *s)
{
    if (strcmp(s, "resolvers") && strcmp(s, "crowd") && strcmp(s, "render") && strcmp(s, "rewind") &&
        strcmp(s, "maps") && strcmp(s, "instrument") && strcmp(s, "gif")) {
        fprintf(stderr,
                "collide bench: --only: expected resolvers, crowd, render, rewind, maps, instrument or gif, got '%s'\n",
                cli_shown(s));
        return false;
    }
    return true;
}

/* CLI_RUN, or the exit status to stop with (0 after --help). */
static int read_options(int argc, char **argv, BenchRun *run)
{
    static const struct option options[] = {
        {"json", no_argument, NULL, 'j'},
        {"quick", no_argument, NULL, 'q'},
        {"maps", required_argument, NULL, 'm'},
        {"only", required_argument, NULL, 'o'},
        {"threads", required_argument, NULL, 't'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide bench", options, true, "", NULL};
    *run = (BenchRun){.maps_dir = "maps", .threads = threads_default()};
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        switch (c) {
        case 'j': run->json = true; break;
        case 'q': run->quick = true; break;
        case 'm':
            run->maps_dir = args.value;
            run->maps_given = true;
            break;
        case 'o':
            run->only = args.value;
            if (!read_group(run->only)) return EXIT_BAD_INPUT;
            break;
        case 't':
            if (!threads_read(args.value, &run->threads)) return EXIT_BAD_INPUT;
            break;
        case 'h': usage(stdout); return 0;
        default: return EXIT_BAD_INPUT;
        }
    }
    if (!cli_no_arguments(&args)) return EXIT_BAD_INPUT;
    /* The default directory may be missing (run from elsewhere: the built-in map is
     * benched instead), but one asked for by name must be there. */
    if (run->maps_given) {
        DIR *d = opendir(run->maps_dir);
        if (!d) {
            fprintf(stderr, "collide bench: --maps: cannot open directory '%s': %s\n", cli_shown(run->maps_dir),
                    strerror(errno));
            return EXIT_BAD_INPUT;
        }
        closedir(d);
    }
    return CLI_RUN;
}

/* The groups, in the order they run; each one's wall seconds (negative: not run). */
#define GROUP_COUNT 7
static const char *const GROUPS[GROUP_COUNT] = {"resolvers", "crowd", "render", "rewind", "maps", "instrument", "gif"};

static void run_group(Bench *b, const BenchRun *run, int g)
{
    switch (g) {
    case 0:
        bench_resolvers(b, run->maps_dir);
        bench_user_methods(b, "methods", run->maps_dir);
        bench_motion(b, run->maps_dir);
        break;
    case 1:
        bench_crowd(b);
        bench_crowd_goals(b, run->threads);
        break;
    case 2:
        bench_render(b);
        bench_canvas(b);
        bench_page(b, "build/web-test/frame-time.txt");
        break;
    case 3: bench_rewind(b); break;
    case 4: bench_maps(b); break;
    case 5: bench_instrument(b, run->maps_dir); break;
    default: bench_gif(b); break;
    }
}

/* How long each group took, after the targets: where a long run goes. */
static void group_times(Bench *b, const double *secs)
{
    fprintf(b->out, b->json ? ",\n\"group_s\":{" : "\ngroups (wall s):");
    for (int g = 0, n = 0; g < GROUP_COUNT; g++) {
        if (secs[g] < 0.0) continue;
        if (b->json) fprintf(b->out, "%s\"%s\":%.2f", n++ ? "," : "", GROUPS[g], secs[g]);
        else fprintf(b->out, "  %s %.1f", GROUPS[g], secs[g]);
    }
    fprintf(b->out, b->json ? "}" : "\n");
}

/* The closing lines: every target's verdict, how long each group took, and the run's own
 * duration (wall and CPU), itself judged by its target. */
static void bench_end(Bench *b, const BenchRun *run, const double *secs, double wall0, double cpu0)
{
    double wall = bench_now() - wall0, cpu = bench_cpu_now() - cpu0;
    if (!run->only) bench_target_record(TARGET_BENCH_RUN, wall); /* the target is for a whole run */
    bench_targets_summary(b);
    group_times(b, secs);
    bool met = bench_target_met(TARGET_BENCH_RUN, wall);
    if (b->json)
        fprintf(b->out, ",\n\"quick\":%s,\"duration_s\":%.2f,\"cpu_s\":%.2f,\"duration_met\":%s}\n",
                run->quick ? "true" : "false", wall, cpu, met ? "true" : "false");
    else if (run->only)
        fprintf(b->out, "\nbench --only %s took %.1f s (%.1f s of CPU in this thread)\n", run->only, wall, cpu);
    else
        fprintf(b->out, "\nbench%s took %.1f s (%.1f s of CPU in this thread)   target <= %g s: %s\n",
                run->quick ? " --quick" : "", wall, cpu, bench_target(TARGET_BENCH_RUN)->limit,
                met ? "met" : "NOT met");
}

static bool wanted(const BenchRun *run, const char *group)
{
    return run->only ? !strcmp(run->only, group) : strcmp(group, "rewind") != 0;
}

/* The widest vector code the crowd's loops run here (core/base/wide.h). */
static const char *const VECTOR_NAMES[] = {[WIDE_PLAIN] = "SSE2 or plain C", [WIDE_AVX2] = "AVX2",
                                           [WIDE_AVX512] = "AVX-512"};

int cmd_bench(int argc, char **argv)
{
    BenchRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    double wall0 = bench_now(), cpu0 = bench_cpu_now();
    bench_repeats = run.quick ? BENCH_REPEATS_QUICK : BENCH_REPEATS_FULL;
    Bench b = {.json = run.json, .quick = run.quick, .out = stdout};
    crowd_set_default_threads(1); /* every figure on one thread but the one that says otherwise */
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    const char *vectors = VECTOR_NAMES[wide_level()];
    if (b.json)
        fprintf(b.out,
                "{\"version\":\"%s\",\"cpu\":\"%s\",\"flags\":\"%s\",\"vectors\":\"%s\",\"repeats\":%d,"
                "\"targets_machine\":\"%s\"",
                COLLIDE_VERSION, cpu, COLLIDE_CFLAGS, vectors, BENCH_REPEATS, BENCH_TARGETS_MACHINE);
    else
        fprintf(b.out,
                "collide %s (commit %s) bench%s: medians of %d runs, one thread (unless said)\ncpu:   %s\nflags: %s\n"
                "vectors: %s (the crowd's loops; the same bits with any)\n"
                "targets: absolute limits set on %s; ratios against figures of this run\n",
                COLLIDE_VERSION, collide_commit, run.quick ? " --quick" : "", BENCH_REPEATS, cpu, COLLIDE_CFLAGS,
                vectors, BENCH_TARGETS_MACHINE);
    double secs[GROUP_COUNT];
    for (int g = 0; g < GROUP_COUNT; g++) {
        secs[g] = -1.0;
        if (!wanted(&run, GROUPS[g])) continue;
        double t0 = bench_now();
        run_group(&b, &run, g);
        secs[g] = bench_now() - t0;
    }
    bench_end(&b, &run, secs, wall0, cpu0);
    return 0;
}
