/* cmd_guarantees.c: `collide guarantees [--json] [--moves N] [--maps DIR | --map FILE] [--seed N]`:
 * the guarantees table (README "The resolvers"): for each available method and each
 * of three speeds (a quarter tile, one tile, four tiles per tick), the share of random
 * moves on the shipped maps that end inside a wall, go through one, or stop short of
 * where a perfect method would, and the deepest a body got into a wall. The moves
 * and the judge are in src/core/guarantees.c and referee.c; this prints them. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/guarantees.h"
#include "core/referee.h"
#include "core/resolver.h"
#include "cmd/options.h"

#define GUARANTEE_MAPS_MAX 32
#define GUARANTEE_MOVES_DEFAULT 100000L
#define GUARANTEE_MOVES_MAX 100000000L

static const double SPEEDS_TILES[] = {0.25, 1.0, 4.0};
#define SPEED_COUNT 3

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.map files of `dir`, in name order. Returns how many loaded, or -1 (message
 * printed) when the directory or one of its maps cannot be read. */
static int load_maps(const char *dir, Map *maps, char names[][64])
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "collide guarantees: --maps: cannot open directory '%s': %s\n", dir, strerror(errno));
        return -1;
    }
    char *files[GUARANTEE_MAPS_MAX];
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < GUARANTEE_MAPS_MAX;) {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".map") == 0) files[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(files, (size_t)n, sizeof *files, cmp_name);
    int loaded = 0;
    for (int k = 0; k < n; k++) {
        char path[1024];
        MapError err;
        snprintf(path, sizeof path, "%s/%s", dir, files[k]);
        if (loaded >= 0 && map_load(&maps[loaded], path, &err)) {
            snprintf(names[loaded], 64, "%.63s", files[k]);
            loaded++;
        } else if (loaded >= 0) {
            char msg[512];
            map_error_format(&err, msg, sizeof msg);
            fprintf(stderr, "%s\n", msg);
            loaded = -1;
        }
        free(files[k]);
    }
    if (loaded == 0) fprintf(stderr, "collide guarantees: --maps: no .map file in '%s'\n", dir);
    return loaded > 0 ? loaded : -1;
}

static void usage(FILE *out)
{
    fprintf(out, "usage: collide guarantees [--json] [--moves N] [--maps DIR | --map FILE [--layer NAME]] [--seed N]\n"
                 "  each method, %ld random moves (N) at a quarter tile, one tile and four tiles per tick\n"
                 "  over the maps in DIR (default: maps/, else the built-in map), or on the one map FILE\n",
            GUARANTEE_MOVES_DEFAULT);
}

static double pct(long n, long of)
{
    return of ? 100.0 * (double)n / (double)of : 0.0;
}

int cmd_guarantees(int argc, char **argv)
{
    static const struct option options[] = {
        {"json", no_argument, NULL, 'j'},         {"moves", required_argument, NULL, 'n'},
        {"maps", required_argument, NULL, 'm'},   {"seed", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},         {"map", required_argument, NULL, 'M'},
        {"layer", required_argument, NULL, 'l'},  {NULL, 0, NULL, 0},
    };
    bool json = false;
    long moves = GUARANTEE_MOVES_DEFAULT;
    const char *maps_dir = NULL, *map_path = NULL, *layer = NULL;
    uint64_t seed = 1;
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (c) {
        case 'j': json = true; break;
        case 'n':
            if (!cli_long("--moves", optarg, 1, GUARANTEE_MOVES_MAX, &moves)) return EXIT_BAD_INPUT;
            break;
        case 'm': maps_dir = optarg; break;
        case 'M': map_path = optarg; break;
        case 'l': layer = optarg; break;
        case 's':
            if (!cli_uint64("--seed", optarg, &seed)) return EXIT_BAD_INPUT;
            break;
        case 'h': usage(stdout); return 0;
        default:
            fprintf(stderr, "collide guarantees: unknown option or missing value: '%s'\n", argv[optind - 1]);
            usage(stderr);
            return EXIT_BAD_INPUT;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "collide guarantees: unexpected argument '%s'\n", argv[optind]);
        return EXIT_BAD_INPUT;
    }
    if (map_path && maps_dir) {
        fprintf(stderr, "collide guarantees: --map FILE and --maps DIR cannot be combined\n");
        return EXIT_BAD_INPUT;
    }
    static Map maps[GUARANTEE_MAPS_MAX];
    static char names[GUARANTEE_MAPS_MAX][64];
    int count;
    DIR *shipped = maps_dir || map_path ? NULL : opendir("maps");
    if (map_path || layer) {
        if (!cli_load_map_layer(map_path, layer, &maps[0])) return EXIT_BAD_INPUT;
        const char *base = strrchr(map_path, '/');
        snprintf(names[0], sizeof names[0], "%.63s", base ? base + 1 : map_path);
        count = 1;
    } else if (maps_dir || shipped) {
        if (shipped) closedir(shipped);
        count = load_maps(maps_dir ? maps_dir : "maps", maps, names);
        if (count < 0) return EXIT_BAD_INPUT;
    } else {
        /* Run from elsewhere: the built-in map. */
        if (!cli_load_map(NULL, &maps[0])) return EXIT_BAD_INPUT;
        snprintf(names[0], sizeof names[0], "default.map (built in)");
        count = 1;
    }

    if (json) {
        printf("{\"moves\":%ld,\"seed\":%llu,\"short_px\":%g,\"tolerance_px\":%g,\"maps\":[", moves,
               (unsigned long long)seed, GUARANTEE_SHORT_PX, REFEREE_TOLERANCE_PX);
        for (int k = 0; k < count; k++) printf("%s\"%s\"", k ? "," : "", names[k]);
        printf("],\"rows\":[");
    } else {
        printf("collide guarantees: %ld random moves per method and speed over %d map%s (seed %llu):", moves, count,
               count == 1 ? "" : "s", (unsigned long long)seed);
        for (int k = 0; k < count; k++) printf(" %s", names[k]);
        printf("\ninside: ended inside a wall; crossed: went through one; short: stopped more than %g px before a "
               "perfect method would;\ndepth: the deepest a body ended inside a wall\n\n",
               GUARANTEE_SHORT_PX);
        printf("%-17s %13s %10s %10s %10s %14s\n", "method", "tiles/tick", "inside %", "crossed %", "short %",
               "worst depth px");
    }
    fflush(stdout);
    int rows = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        if (!info->resolve) continue;
        for (int s = 0; s < SPEED_COUNT; s++) {
            GuaranteeRow row = guarantees_measure(r, maps, count, SPEEDS_TILES[s], moves, seed);
            if (json)
                printf("%s\n{\"resolver\":\"%s\",\"speed_tiles\":%g,\"moves\":%ld,\"inside\":%ld,\"crossed\":%ld,"
                       "\"short\":%ld,\"worst_depth_px\":%.3f}",
                       rows ? "," : "", info->name, SPEEDS_TILES[s], row.moves, row.inside, row.crossed,
                       row.short_stop, row.worst_depth);
            else
                printf("%-17s %13g %10.3f %10.3f %10.3f %14.2f\n", s == 0 ? info->name : "", SPEEDS_TILES[s],
                       pct(row.inside, row.moves), pct(row.crossed, row.moves), pct(row.short_stop, row.moves),
                       row.worst_depth);
            fflush(stdout);
            rows++;
        }
    }
    if (json) printf("\n]}\n");
    return fflush(stdout) == 0 ? 0 : EXIT_BAD_INPUT;
}
