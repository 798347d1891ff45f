/* bench.c: `collide bench [--json] [--maps DIR] [--only GROUP]`: the machine and the
 * build flags, then each group's figures (resolvers, crowd, rendering). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <string.h>

#include "cmd/bench/bench_canvas.h"
#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_crowd_goals.h"
#include "cmd/bench/bench_instrument.h"
#include "cmd/bench/bench_gif.h"
#include "cmd/bench/bench_render.h"
#include "cmd/bench/bench_resolvers.h"
#include "cmd/bench/bench_maps.h"
#include "cmd/bench/bench_rewind.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/commands.h"
#include "cmd/options.h"
#include "cmd/threads_option.h"
#include "exit_status.h"
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
    const char *maps_dir;
    bool maps_given;
    const char *only; /* one group, or NULL for all */
    int threads;      /* the crowd's threaded figure */
} BenchRun;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: collide bench [--json] [--maps DIR] [--only resolvers|crowd|render|rewind|maps|instrument|gif]\n"
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

int cmd_bench(int argc, char **argv)
{
    BenchRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    Bench b = {.json = run.json, .out = stdout};
    crowd_set_default_threads(1); /* every figure on one thread but the one that says otherwise */
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    if (b.json)
        fprintf(b.out, "{\"version\":\"%s\",\"cpu\":\"%s\",\"flags\":\"%s\",\"repeats\":%d", COLLIDE_VERSION, cpu,
                COLLIDE_CFLAGS, BENCH_REPEATS);
    else
        fprintf(b.out,
                "collide %s (commit %s) bench: medians of %d runs, one thread (unless said)\ncpu:   %s\nflags: %s\n",
                COLLIDE_VERSION, collide_commit, BENCH_REPEATS, cpu, COLLIDE_CFLAGS);
    if (!run.only || !strcmp(run.only, "resolvers")) bench_resolvers(&b, run.maps_dir);
    if (!run.only || !strcmp(run.only, "crowd")) {
        bench_crowd(&b);
        bench_crowd_goals(&b, run.threads);
    }
    if (!run.only || !strcmp(run.only, "render")) {
        bench_render(&b);
        bench_canvas(&b);
    }
    if (!run.only || !strcmp(run.only, "rewind")) bench_rewind(&b);
    if (!run.only || !strcmp(run.only, "maps")) bench_maps(&b);
    if (!run.only || !strcmp(run.only, "instrument")) bench_instrument(&b, run.maps_dir);
    if (!run.only || !strcmp(run.only, "gif")) bench_gif(&b);
    if (b.json) fprintf(b.out, "}\n");
    return 0;
}
