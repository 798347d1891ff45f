/* bench.c: `collide bench [--json] [--maps DIR]`: the machine, the build flags, then each
 * group's figures (resolvers, crowd, rendering). */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "version.h"
#include "cmd/options.h"
#include "exit_status.h"

#ifndef COLLIDE_CFLAGS
#define COLLIDE_CFLAGS "unknown"
#endif

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void bench_section(Bench *b, const char *name, const char *table_header)
{
    b->section = name;
    b->rows = 0;
    if (b->json) fprintf(b->out, ",\n\"%s\":[", name);
    else fprintf(b->out, "\n%s\n", table_header);
    fflush(b->out);
}

void bench_section_end(Bench *b)
{
    if (b->json) fprintf(b->out, "]");
}

void bench_row(Bench *b, const char *table_line, const char *json_fields)
{
    if (b->json) fprintf(b->out, "%s\n{%s}", b->rows ? "," : "", json_fields);
    else fprintf(b->out, "%s\n", table_line);
    b->rows++;
    fflush(b->out);
}

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

int cmd_bench(int argc, char **argv)
{
    static const struct option options[] = {
        {"json", no_argument, NULL, 'j'}, {"maps", required_argument, NULL, 'm'}, {"only", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0},
    };
    Bench b = {.out = stdout};
    const char *maps_dir = "maps", *only = NULL;
    bool maps_given = false;
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (c) {
        case 'j': b.json = true; break;
        case 'm':
            maps_dir = optarg;
            maps_given = true;
            break;
        case 'o':
            only = optarg;
            if (strcmp(only, "resolvers") && strcmp(only, "crowd") && strcmp(only, "render")) {
                fprintf(stderr, "collide bench: --only: expected resolvers, crowd or render, got '%s'\n", only);
                return EXIT_BAD_INPUT;
            }
            break;
        case 'h':
            printf("usage: collide bench [--json] [--maps DIR] [--only resolvers|crowd|render]\n");
            return 0;
        default:
            fprintf(stderr, "collide bench: unknown option or missing value: '%s'\n", argv[optind - 1]);
            return EXIT_BAD_INPUT;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "collide bench: unexpected argument '%s'\n", argv[optind]);
        return EXIT_BAD_INPUT;
    }
    /* The default directory may be missing (run from elsewhere: the built-in map is
     * benched instead), but one asked for by name must be there. */
    if (maps_given) {
        DIR *d = opendir(maps_dir);
        if (!d) {
            fprintf(stderr, "collide bench: --maps: cannot open directory '%s': %s\n", maps_dir, strerror(errno));
            return EXIT_BAD_INPUT;
        }
        closedir(d);
    }
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    if (b.json)
        fprintf(b.out, "{\"version\":\"%s\",\"cpu\":\"%s\",\"flags\":\"%s\",\"repeats\":%d", COLLIDE_VERSION, cpu,
                COLLIDE_CFLAGS, BENCH_REPEATS);
    else
        fprintf(b.out, "collide %s bench: medians of %d runs, one thread\ncpu:   %s\nflags: %s\n", COLLIDE_VERSION,
                BENCH_REPEATS, cpu, COLLIDE_CFLAGS);
    if (!only || !strcmp(only, "resolvers")) bench_resolvers(&b, maps_dir);
    if (!only || !strcmp(only, "crowd")) bench_crowd(&b);
    if (!only || !strcmp(only, "render")) bench_render(&b);
    if (b.json) fprintf(b.out, "}\n");
    return 0;
}
