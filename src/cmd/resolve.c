/* cmd_resolve.c: `collide resolve` (DESIGN section 6): one move per line on standard
 * input, one answer per line on standard output, each move independent of the others,
 * so a single move can be reproduced exactly from the command line. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolver.h"
#include "cmd/options.h"
#include "cmd/resolve_line.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: collide resolve --resolver NAME [--map FILE [--layer NAME]] [--size W H | --radius R] [--seed N]\n"
            "  reads 'x y dx dy' lines (the body's centre and the wanted move, pixels) from stdin\n"
            "  and writes 'x y t=T hits=N flags=F' (the centre after the move) for each;\n"
            "  quad-push reads seed 001's pair form instead (see README.md).\n");
}

int cmd_resolve(int argc, char **argv)
{
    static const struct option options[] = {
        {"resolver", required_argument, NULL, 'r'}, {"map", required_argument, NULL, 'm'},
        {"size", required_argument, NULL, 's'},     {"radius", required_argument, NULL, 'R'},
        {"seed", required_argument, NULL, 'S'},     {"help", no_argument, NULL, 'h'},
        {"layer", required_argument, NULL, 'l'},    {NULL, 0, NULL, 0},
    };
    int resolver = -1;
    const char *map_path = NULL, *layer = NULL;
    float size_w = -1.0f, size_h = -1.0f;
    uint64_t seed = 1;
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (c) {
        case 'r':
            resolver = resolver_find(optarg);
            if (resolver < 0) {
                fprintf(stderr, "collide resolve: unknown resolver '%s'; use one of:", optarg);
                for (int r = 0; r < RESOLVER_COUNT; r++) fprintf(stderr, " %s", resolver_info(r)->name);
                fprintf(stderr, "\n");
                return EXIT_BAD_INPUT;
            }
            break;
        case 'm': map_path = optarg; break;
        case 'l': layer = optarg; break;
        case 's':
            if (optind >= argc) {
                fprintf(stderr, "collide resolve: --size needs two values, W and H\n");
                return EXIT_BAD_INPUT;
            }
            if (!cli_float("--size W", optarg, 0.0f, 4096.0f, &size_w) ||
                !cli_float("--size H", argv[optind++], 0.0f, 4096.0f, &size_h))
                return EXIT_BAD_INPUT;
            break;
        case 'R':
            if (!cli_float("--radius", optarg, 0.0f, 2048.0f, &size_w)) return EXIT_BAD_INPUT;
            size_w = size_h = 2.0f * size_w;
            break;
        case 'S':
            if (!cli_uint64("--seed", optarg, &seed)) return EXIT_BAD_INPUT;
            break;
        case 'h': usage(); return 0;
        default:
            fprintf(stderr, "collide resolve: unknown option or missing value: '%s'\n", argv[optind - 1]);
            usage();
            return EXIT_BAD_INPUT;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "collide resolve: unexpected argument '%s'\n", argv[optind]);
        return EXIT_BAD_INPUT;
    }
    if (resolver < 0) {
        fprintf(stderr, "collide resolve: --resolver NAME is required\n");
        usage();
        return EXIT_BAD_INPUT;
    }
    const ResolverInfo *info = resolver_info(resolver);
    if (!info->resolve && resolver != RESOLVER_QUAD_PUSH) {
        fprintf(stderr, "collide resolve: resolver '%s' is not available in this build yet\n", info->name);
        return EXIT_BAD_INPUT;
    }
    static Map map;
    if (!cli_load_map_layer(map_path, layer, &map)) return EXIT_BAD_INPUT;

    char line[RESOLVE_LINE_MAX];
    int line_no = 0;
    while (fgets(line, sizeof line, stdin)) {
        line_no++;
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n' && !feof(stdin)) {
            fprintf(stderr, "stdin:%d: line longer than %d bytes\n", line_no, RESOLVE_LINE_MAX - 2);
            return EXIT_BAD_INPUT;
        }
        if (resolve_line_skipped(line)) continue;
        if (resolver == RESOLVER_QUAD_PUSH) {
            if (!cmd_resolve_quad_line(line, line_no, stdout)) return EXIT_BAD_INPUT;
            continue;
        }
        float v[4];
        char msg[160];
        if (resolve_line_numbers(line, v, 4, msg, sizeof msg) != RESOLVE_LINE_OK) {
            fprintf(stderr, "stdin:%d: %s\n", line_no, msg);
            return EXIT_BAD_INPUT;
        }
        Body body = resolver_body(resolver, &map, v[0], v[1]);
        if (size_w >= 0.0f) {
            body.w = size_w;
            body.h = size_h;
        }
        /* Each move independent: a fresh generator and movers at rest. */
        Rng rng;
        rng_seed(&rng, seed);
        MoverState movers[MAP_MAX_MOVERS] = {{0}};
        ResolveCtx ctx = {&map, &rng, movers, 0};
        MoveInfo mi = {1.0f, 0, 0};
        resolver_move(resolver, &ctx, &body, v[2], v[3], &mi, NULL);
        printf("%.9g %.9g t=%.9g hits=%d flags=%u\n", (double)body.x, (double)body.y, (double)mi.t, mi.hits, mi.flags);
    }
    if (ferror(stdin)) {
        fprintf(stderr, "stdin: read error\n");
        return EXIT_BAD_INPUT;
    }
    return fflush(stdout) == 0 ? 0 : EXIT_BAD_INPUT;
}
