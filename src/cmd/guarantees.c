/* guarantees.c: `collide guarantees [--json] [--moves N] [--maps DIR | --map FILE] [--seed N]`:
 * the guarantees table: for each method and each of three speeds (a quarter tile, one tile, four tiles per tick), the share of random
 * moves on the shipped maps that end inside a wall, go through one, or stop short of
 * where a perfect method would, and the deepest a body got into a wall. The moves
 * and the judge are in src/core/guarantees.c and referee.c; this prints them. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/escape.h"
#include "core/base/jobs.h"
#include "core/base/json.h"
#include "core/guarantees.h"
#include "core/referee.h"
#include "core/resolver.h"
#include "cmd/commands.h"
#include "cmd/cli_output.h"
#include "cmd/heatmap_png.h"
#include "cmd/options.h"
#include "cmd/run_methods.h"
#include "cmd/threads_option.h"
#include "exit_status.h"

#define GUARANTEE_MAPS_MAX 32
#define GUARANTEE_MOVES_DEFAULT 100000L
#define GUARANTEE_MOVES_MAX 100000000L

/* What the options ask for. */
typedef struct GuaranteeRun {
    bool json;
    long moves;
    const char *maps_dir; /* NULL: maps/ when it is there, else the built-in map */
    const char *map_path; /* --map FILE: this one map instead */
    const char *layer;    /* --layer NAME, with a Tiled map */
    ImportOptions import; /* --level, --solid-property, --solid-values */
    uint64_t seed;
    const char *heatmap; /* --heatmap OUT.png: draw the failure heat map instead */
    const char *part;    /* --part X,Y,W,H: the cells it covers */
    RunMethods methods;  /* the methods measured: the built-ins, then any --method */
    const char *resolver_name; /* --resolver NAME, found once the --method files are loaded */
    int resolver;        /* --resolver NAME for the heat map; -1: every method */
    float speed;         /* --speed PX for the heat map, pixels per tick */
    int threads;         /* --threads N: the rows measured side by side */
} GuaranteeRun;

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
        fprintf(stderr, "collide guarantees: --maps: cannot open directory '%s': %s\n", cli_shown(dir),
                strerror(errno));
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
        MapError err = {.msg = "out of memory"};
        size_t need = strlen(dir) + strlen(files[k]) + 2; /* any folder: a cut path names another file */
        char *path = malloc(need);
        if (path) snprintf(path, need, "%s/%s", dir, files[k]);
        bool ok = loaded >= 0 && path && map_load(&maps[loaded], path, &err);
        free(path);
        if (ok) {
            map_cells_index(&maps[loaded]);
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
    if (loaded == 0) fprintf(stderr, "collide guarantees: --maps: no .map file in '%s'\n", cli_shown(dir));
    return loaded > 0 ? loaded : -1;
}

static void usage(FILE *out)
{
    fprintf(out,
            "usage: collide guarantees [--json] [--moves N] [--maps DIR | --map FILE [--layer A,B] [--level N]\n"
            "                          [--rules F]] [--seed N] [--threads N]\n"
            "  each method, %ld random moves (N) at a quarter tile, one tile and four tiles per tick\n"
            "  over the maps in DIR (default: maps/, else the built-in map), or on the one map FILE\n"
            "  --heatmap OUT.png [--resolver NAME] [--speed PX] [--part X,Y,W,H]: where moves fail\n"
            "  --threads N: rows measured side by side, the same table with any number\n",
            GUARANTEE_MOVES_DEFAULT);
}

static double pct(long n, long of)
{
    return of ? 100.0 * (double)n / (double)of : 0.0;
}

/* CLI_RUN, or the exit status to stop with (0 after --help). */
static int read_options(int argc, char **argv, GuaranteeRun *run)
{
    static const struct option options[] = {
        {"json", no_argument, NULL, 'j'},
        {"moves", required_argument, NULL, 'n'},
        {"maps", required_argument, NULL, 'm'},
        {"seed", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},
        {"map", required_argument, NULL, 'M'},
        {"layer", required_argument, NULL, 'l'},
        CLI_IMPORT_OPTIONS,
        {"heatmap", required_argument, NULL, 'H'},
        {"part", required_argument, NULL, 'P'},
        {"resolver", required_argument, NULL, 'r'},
        {"speed", required_argument, NULL, 'v'},
        {"threads", required_argument, NULL, 't'},
        {"method", required_argument, NULL, 'X'},
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide guarantees", options, true, "", usage};
    *run = (GuaranteeRun){
        .moves = GUARANTEE_MOVES_DEFAULT, .seed = 1, .resolver = -1, .speed = 48.0f,
        .threads = threads_default()};
    run_methods_start(&run->methods);
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        bool ok = true;
        switch (c) {
        case 'j': run->json = true; break;
        case 'n': ok = cli_long("--moves", args.value, 1, GUARANTEE_MOVES_MAX, &run->moves); break;
        case 't': ok = threads_read(args.value, &run->threads); break;
        case 'm': run->maps_dir = args.value; break;
        case 'M': run->map_path = args.value; break;
        case 'l': run->layer = args.value; break;
        case CLI_OPT_LEVEL:
        case CLI_OPT_SOLID_PROPERTY:
        case CLI_OPT_SOLID_VALUES:
        case CLI_OPT_RULES:
        case CLI_OPT_SPAWN:
        case CLI_OPT_SPAWN_OBJECT: ok = cli_import_option(&run->import, c, args.value); break;
        case 's': ok = cli_uint64("--seed", args.value, &run->seed); break;
        case 'H':
            ok = cli_check_output("collide guarantees", "--heatmap", args.value, ".png");
            run->heatmap = args.value;
            break;
        case 'P': run->part = args.value; break;
        case 'r': run->resolver_name = args.value; break;
        case 'X': ok = run_methods_load(&run->methods, "collide guarantees: --method", args.value); break;
        case 'v': ok = cli_float("--speed", args.value, 0.25f, 1024.0f, &run->speed); break;
        case 'h': usage(stdout); return 0;
        default: return EXIT_BAD_INPUT;
        }
        if (!ok) return EXIT_BAD_INPUT;
    }
    if (!cli_no_arguments(&args)) return EXIT_BAD_INPUT;
    if (!run->resolver_name) return CLI_RUN;
    run->resolver = method_set_find(&run->methods.set, run->resolver_name);
    if (run->resolver >= 0) return CLI_RUN;
    fprintf(stderr, "collide guarantees: --resolver: no method called '%s'\n", cli_shown(run->resolver_name));
    return EXIT_BAD_INPUT;
}

/* The maps to move on: --maps DIR, else maps/ when it is there (run from the source
 * folder), else the built-in map. Returns how many, or -1 (message printed). */
static int choose_maps(const GuaranteeRun *run, Map *maps, char names[][64])
{
    const char *maps_dir = run->maps_dir;
    if (run->map_path && maps_dir) {
        fprintf(stderr, "collide guarantees: --map FILE and --maps DIR cannot be combined\n");
        return -1;
    }
    ImportOptions import = run->import;
    import.layers = run->layer;
    if (run->map_path || import.layers || import.level || import.solid_property || import.solid_values ||
        import.rules || import.spawn_object || import.spawn_given) {
        FileSet files = {0}; /* the heat map never lands on the map or a file it names */
        import.read = &files;
        bool listed = file_set_add(&files, run->map_path, "the map (--map)", false) &&
                      file_set_add(&files, run->heatmap, "--heatmap", true);
        bool ok = cli_load_map_import(run->map_path, &import, &maps[0]) &&
                  cli_files_apart("collide guarantees", &files, listed);
        file_set_free(&files);
        if (!ok) return -1;
        const char *base = strrchr(run->map_path, '/');
        snprintf(names[0], 64, "%.63s", base ? base + 1 : run->map_path);
        return 1;
    }
    DIR *shipped = maps_dir || run->heatmap ? NULL : opendir("maps"); /* a heat map is of one map */
    if (maps_dir || shipped) {
        if (shipped) closedir(shipped);
        return load_maps(maps_dir ? maps_dir : "maps", maps, names);
    }
    if (!cli_load_map(NULL, &maps[0])) return -1;
    snprintf(names[0], 64, "default.map (built in)");
    return 1;
}

static void print_heading(const GuaranteeRun *run, char names[][64], int count)
{
    if (run->json) {
        printf("{\"moves\":%ld,\"seed\":%llu,\"short_px\":%g,\"tolerance_px\":%g,\"maps\":[", run->moves,
               (unsigned long long)run->seed, GUARANTEE_SHORT_PX, REFEREE_TOLERANCE_PX);
        for (int k = 0; k < count; k++) {
            if (k) putchar(',');
            json_write_string(stdout, names[k]);
        }
        printf("],\"rows\":[");
    } else {
        printf("collide guarantees: %ld random moves per method and speed over %d map%s (seed %llu):", run->moves,
               count, count == 1 ? "" : "s", (unsigned long long)run->seed);
        for (int k = 0; k < count; k++) {
            char shown[4 * 64]; /* a file's name: input */
            escape_str(shown, sizeof shown, names[k]);
            printf(" %s", shown);
        }
        printf("\ninside: ended inside a wall; crossed: went through one; short: stopped more than %g px before a "
               "perfect method would;\ndepth: the deepest a body ended inside a wall\n\n",
               GUARANTEE_SHORT_PX);
        printf("%-17s %13s %10s %10s %10s %14s\n", "method", "tiles/tick", "inside %", "crossed %", "short %",
               "worst depth px");
    }
    fflush(stdout);
}

/* One method at one speed; `first` says whether a JSON row needs no comma before it. */
static void print_row(const GuaranteeRun *run, int resolver, int speed, const GuaranteeRow *row, bool first)
{
    const char *name = run->methods.set.at[resolver]->name;
    if (run->json)
        printf("%s\n{\"resolver\":\"%s\",\"speed_tiles\":%g,\"moves\":%ld,\"inside\":%ld,\"crossed\":%ld,"
               "\"short\":%ld,\"worst_depth_px\":%.3f}",
               first ? "" : ",", name, GUARANTEE_SPEEDS_TILES[speed], row->moves, row->inside, row->crossed,
               row->short_stop, row->worst_depth);
    else
        printf("%-17s %13g %10.3f %10.3f %10.3f %14.2f\n", speed == 0 ? name : "", GUARANTEE_SPEEDS_TILES[speed],
               pct(row->inside, row->moves), pct(row->crossed, row->moves), pct(row->short_stop, row->moves),
               row->worst_depth);
    fflush(stdout);
}

/* The table (or JSON) of every method at every speed over the maps. */
/* Every row of the table: each (method, speed) is measured on its own, from its own
 * seeds, so the rows can be worked out on several threads and printed in order. */
typedef struct Rows {
    const GuaranteeRun *run;
    const Map *maps;
    int count;
    GuaranteeRow row[METHOD_MAX * GUARANTEE_SPEED_COUNT];
} Rows;

/* Job j: one row of a built-in method, or every row of a user's (a script runs on one
 * thread at a time). */
static void row_job(void *ctx, int j)
{
    Rows *rows = ctx;
    int builtin = RESOLVER_COUNT * GUARANTEE_SPEED_COUNT;
    if (j >= builtin) {
        int r = RESOLVER_COUNT + (j - builtin);
        for (int s = 0; s < GUARANTEE_SPEED_COUNT; s++)
            rows->row[r * GUARANTEE_SPEED_COUNT + s] =
                guarantees_measure(rows->run->methods.set.at[r], rows->maps, rows->count, GUARANTEE_SPEEDS_TILES[s],
                                   rows->run->moves, rows->run->seed);
        return;
    }
    rows->row[j] =
        guarantees_measure(rows->run->methods.set.at[j / GUARANTEE_SPEED_COUNT], rows->maps, rows->count,
                           GUARANTEE_SPEEDS_TILES[j % GUARANTEE_SPEED_COUNT], rows->run->moves, rows->run->seed);
}

static int measure(const GuaranteeRun *run, const Map *maps, char names[][64], int count)
{
    Rows rows = {.run = run, .maps = maps, .count = count};
    jobs_run(run->threads, 0, 1, RESOLVER_COUNT * GUARANTEE_SPEED_COUNT + run->methods.user_count, row_job, &rows);
    print_heading(run, names, count);
    for (int r = 0; r < run->methods.set.count; r++)
        for (int s = 0; s < GUARANTEE_SPEED_COUNT; s++)
            print_row(run, r, s, &rows.row[r * GUARANTEE_SPEED_COUNT + s], r == 0 && s == 0);
    if (run->json) printf("\n]}\n");
    return 0; /* a lost write is main's exit status 2 */
}

int cmd_guarantees(int argc, char **argv)
{
    static GuaranteeRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) {
        run_methods_free(&run.methods);
        return status;
    }
    Map maps[GUARANTEE_MAPS_MAX];
    memset(maps, 0, sizeof maps);
    static char names[GUARANTEE_MAPS_MAX][64];
    int count = choose_maps(&run, maps, names);
    if (count < 0) status = EXIT_BAD_INPUT;
    else if (run.heatmap) {
        HeatPart part;
        bool ok = heatmap_png_part(&maps[0], run.part, &part) &&
                  heatmap_png_write(&maps[0], &part, &run.methods.set, run.resolver, run.speed, run.heatmap);
        status = ok ? 0 : EXIT_BAD_INPUT;
    } else if (run.part) {
        fprintf(stderr, "collide guarantees: --part goes with --heatmap OUT.png\n");
        status = EXIT_BAD_INPUT;
    }
    else status = measure(&run, maps, names, count);
    for (int k = 0; k < GUARANTEE_MAPS_MAX; k++) map_free(&maps[k]);
    run_methods_free(&run.methods);
    return status;
}
