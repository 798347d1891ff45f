/* resolve.c: `collide resolve` (docs/command-line.md): one move per line on standard input,
 * one answer per line on standard output, each move independent of the others, so a
 * single move can be reproduced exactly from the command line. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolver.h"
#include "cmd/cli_output.h"
#include "cmd/commands.h"
#include "cmd/options.h"
#include "cmd/resolve_line.h"
#include "cmd/resolve_quad.h"
#include "cmd/body_note.h"
#include "cmd/game_units.h"
#include "cmd/run_methods.h"
#include "core/base/escape.h"
#include "exit_status.h"

/* What the options ask for. A size below zero: the resolver's own body. */
typedef struct ResolveRun {
    int resolver;
    const char *resolver_name; /* --resolver NAME, found once the --method files are loaded */
    RunMethods methods;        /* the built-ins and the --method files */
    const char *map_path;
    const char *layer;    /* --layer NAME, with a Tiled map */
    ImportOptions import; /* --level, --solid-property, --solid-values */
    float size_w, size_h;
    bool radius; /* the size came from --radius */
    uint64_t seed;
    float game_scale; /* --game-scale: the lines and the size in the game's pixels, each this many of the map's */
} ResolveRun;

static void usage(FILE *out)
{
    fprintf(out, "usage: collide resolve --resolver NAME [--method FILE]... [--map FILE [--layer A,B] [--level N]\n"
                 "                       [--rules F]] [--size W H | --radius R] [--seed N] [--game-scale S]\n"
                 "  reads 'x y dx dy' lines (the body's centre and the wanted move, pixels) from stdin\n"
                 "  and writes 'x y t=T hits=N flags=F' (the centre after the move) for each;\n"
                 "  quad-push reads 'mx my mw mh mx1 my1 wx wy ww wh wx1 wy1' instead (a Mighty and a Weak\n"
                 "  quad: top-left, size, end top-left) and writes 'wx wy fraction flags' (docs/resolvers.md).\n");
}

static bool find_resolver(ResolveRun *run)
{
    run->resolver = method_set_find(&run->methods.set, run->resolver_name);
    if (run->resolver >= 0) return true;
    char names[METHOD_MAX * (METHOD_NAME_MAX + 2)];
    method_set_names(&run->methods.set, names, sizeof names);
    fprintf(stderr, "collide resolve: unknown resolver '%s'; use one of: %s\n", cli_shown(run->resolver_name), names);
    return false;
}

/* CLI_RUN, or the exit status to stop with (0 after --help). */
static int read_options(int argc, char **argv, ResolveRun *run)
{
    static const struct option options[] = {
        {"resolver", required_argument, NULL, 'r'},
        {"map", required_argument, NULL, 'm'},
        {"size", required_argument, NULL, 's'},
        {"radius", required_argument, NULL, 'R'},
        {"seed", required_argument, NULL, 'S'},
        {"help", no_argument, NULL, 'h'},
        {"layer", required_argument, NULL, 'l'},
        {"method", required_argument, NULL, 'M'},
        {"game-scale", required_argument, NULL, 'g'},
        CLI_IMPORT_OPTIONS,
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide resolve", options, true, "", usage};
    *run = (ResolveRun){.resolver = -1, .size_w = -1.0f, .size_h = -1.0f, .seed = 1, .game_scale = 1.0f};
    run_methods_start(&run->methods);
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        const char *v = args.value, *h;
        bool ok = true;
        switch (c) {
        case 'r': run->resolver_name = v; break;
        case 'M': ok = run_methods_load(&run->methods, "collide resolve: --method", v); break;
        case 'm': run->map_path = v; break;
        case 'l': run->layer = v; break;
        case CLI_OPT_LEVEL:
        case CLI_OPT_SOLID_PROPERTY:
        case CLI_OPT_SOLID_VALUES:
        case CLI_OPT_RULES:
        case CLI_OPT_SPAWN:
        case CLI_OPT_SPAWN_OBJECT: ok = cli_import_option(&run->import, c, v); break;
        case 's':
            if (!(h = cli_second_value(&args))) {
                fprintf(stderr, "collide resolve: --size needs two values, W and H\n");
                return EXIT_BAD_INPUT;
            }
            ok = cli_float("--size W", v, 0.0f, 4096.0f, &run->size_w) &&
                 cli_float("--size H", h, 0.0f, 4096.0f, &run->size_h);
            break;
        case 'R':
            ok = cli_float("--radius", v, 0.0f, 2048.0f, &run->size_w);
            run->size_w = run->size_h = 2.0f * run->size_w;
            run->radius = true;
            break;
        case 'S': ok = cli_uint64("--seed", v, &run->seed); break;
        case 'g': ok = cli_float("--game-scale", v, GAME_SCALE_MIN, GAME_SCALE_MAX, &run->game_scale); break;
        case 'h': usage(stderr); return 0;
        default: return EXIT_BAD_INPUT;
        }
        if (!ok) return EXIT_BAD_INPUT;
    }
    if (!cli_no_arguments(&args)) return EXIT_BAD_INPUT;
    if (!run->resolver_name) {
        fprintf(stderr, "collide resolve: --resolver NAME is required\n");
        usage(stderr);
        return EXIT_BAD_INPUT;
    }
    return find_resolver(run) ? CLI_RUN : EXIT_BAD_INPUT;
}

/* One move of `x y dx dy`, independent of every other: a fresh generator and movers at
 * rest. In the game's pixels (--game-scale S) the line and the size are S times larger on
 * the map, and the answer S times smaller again. */
static void answer_move(const ResolveRun *run, const Map *map, const float in[4])
{
    const ResolverInfo *method = run->methods.set.at[run->resolver];
    float s = run->game_scale, v[4] = {in[0] * s, in[1] * s, in[2] * s, in[3] * s};
    Body body = method_body(method, map, v[0], v[1]);
    if (run->size_w >= 0.0f) {
        body.w = run->size_w * s;
        body.h = run->size_h * s;
    }
    Rng rng;
    rng_seed(&rng, run->seed);
    MoverState movers[MAP_MAX_MOVERS] = {{0}};
    ResolveCtx ctx = {map, &rng, movers, 0, NULL, NULL};
    MoveInfo mi = {1.0f, 0, 0};
    method_move(method, &ctx, &body, v[2], v[3], &mi, NULL);
    printf("%.9g %.9g t=%.9g hits=%d flags=%u", (double)(body.x / s), (double)(body.y / s), (double)mi.t, mi.hits,
           mi.flags);
    const char *error = method->error ? method->error(method->state) : NULL;
    if (error) {
        char shown[2 * USER_ERROR_MAX];
        escape_str(shown, sizeof shown, error);
        printf(" error=\"%s\"", shown);
    }
    putchar('\n');
}

/* One line of standard input, newline included, into buf (NUL-terminated); its length
 * in bytes, which fgets cannot tell when the line holds a NUL. 0 at the end. */
static size_t read_line(char *buf, size_t cap)
{
    size_t n = 0;
    for (int c; n + 1 < cap && (c = getchar()) != EOF;) {
        buf[n++] = (char)c;
        if (c == '\n') break;
    }
    buf[n] = '\0';
    return n;
}

/* Answers standard input line by line; stops at the first bad line. */
static int answer_lines(const ResolveRun *run, const Map *map)
{
    char line[RESOLVE_LINE_MAX];
    int line_no = 0;
    for (size_t len; (len = read_line(line, sizeof line)) > 0;) {
        line_no++;
        if (len == sizeof line - 1 && line[len - 1] != '\n' && !feof(stdin)) {
            fprintf(stderr, "stdin:%d: line longer than %d bytes\n", line_no, RESOLVE_LINE_MAX - 2);
            return EXIT_BAD_INPUT;
        }
        /* The parsers stop at a NUL; what follows it would be silently ignored. */
        if (memchr(line, '\0', len)) {
            fprintf(stderr, "stdin:%d: a NUL byte in the line\n", line_no);
            return EXIT_BAD_INPUT;
        }
        if (resolve_line_skipped(line)) continue;
        if (run->methods.set.at[run->resolver] == &RESOLVE_QUAD_PUSH) {
            if (!cmd_resolve_quad_line(line, line_no, stdout)) return EXIT_BAD_INPUT;
            continue;
        }
        float v[4];
        char msg[160];
        if (resolve_line_numbers(line, v, 4, msg, sizeof msg) != RESOLVE_LINE_OK) {
            cli_say(stderr, "stdin:%d: %s", line_no, msg);
            return EXIT_BAD_INPUT;
        }
        answer_move(run, map, v);
    }
    if (ferror(stdin)) {
        fprintf(stderr, "stdin: read error\n");
        return EXIT_BAD_INPUT;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "collide resolve: cannot write the answers: %s\n", strerror(errno));
        return EXIT_BAD_INPUT;
    }
    return 0;
}

int cmd_resolve(int argc, char **argv)
{
    static ResolveRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) {
        run_methods_free(&run.methods);
        return status;
    }
    /* Here a size reaches every body it can shape (a radius is a square for a box method),
     * so only a point is deaf to it. */
    if (run.size_w >= 0.0f && run.methods.set.at[run.resolver]->model == BODY_POINT)
        body_note(stderr, "collide resolve", &run.methods.set, run.resolver, !run.radius, run.radius);
    Map map = {0};
    run.import.layers = run.layer;
    status = cli_load_map_import(run.map_path, &run.import, &map) ? answer_lines(&run, &map) : EXIT_BAD_INPUT;
    map_free(&map);
    run_methods_free(&run.methods);
    return status;
}
