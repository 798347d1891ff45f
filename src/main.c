/* main.c: the command line (DESIGN section 6): parse with getopt_long, then open the
 * window, run headless, or dispatch to a subcommand. Exit status: 0 success, 1 a run
 * that failed its own check, 2 bad input. */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "cmd/options.h"
#include "import/tiled.h"
#include "version.h"

static void usage(FILE *out)
{
    fprintf(out,
            "collide %s: classic 2D collision-resolution methods side by side\n"
            "\n"
            "usage:\n"
            "  collide [--map FILE [--layer NAME]] [--resolver NAME] [--mode tiles|crowd] [--seed N]\n"
            "          [--scale S]\n"
            "          [--record FILE] [--replay FILE [--verify]] [--headless --frames N]\n"
            "          [--screenshot FILE.png]\n"
            "  collide resolve --resolver NAME [--map FILE [--layer NAME]] [--size W H | --radius R] [--seed N]\n"
            "  collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                [--avoid on|off] [--broadphase grid|naive] [--seed N]\n"
            "  collide bench [--json] [--maps DIR] [--only resolvers|crowd|render]\n"
            "  collide guarantees [--json] [--moves N] [--maps DIR | --map FILE [--layer NAME]] [--seed N]\n"
            "\n"
            "options:\n"
            "  --map FILE         a map in the collide-map 1 format (.map), or a Tiled map (.tmx, .tmj;\n"
            "                     docs/tiled.md) (default: the built-in Sandbox)\n"
            "  --layer NAME       with a Tiled map: every tile of this layer is solid, other layers ignored\n"
            "  --resolver NAME    simplest, pixel-iteration, line-segment, minkowski, grid-region,\n"
            "                     quad-push, directional-flag (default: simplest)\n"
            "  --mode M           tiles or crowd (default: tiles)\n"
            "  --seed N           seed of the simulation's generator (default: 1)\n"
            "  --scale S          interface size, 0.5 to 4 (default: 1; try 1.5 on a projector)\n"
            "  --headless         no window: SDL's dummy video driver and the software renderer;\n"
            "                     prints one JSON line at the end\n"
            "  --frames N         stop after N ticks (60 ticks = 1 second)\n"
            "  --screenshot FILE  write the last frame as PNG\n"
            "  --record FILE      record the run to FILE (F5 does it in the window): settings, the\n"
            "                     map, every tick's input and state hashes; replays exactly\n"
            "  --replay FILE      play a recording back, in the window or with --headless (to its\n"
            "                     end unless --frames says otherwise)\n"
            "  --verify           with --replay: replay without a window and check every state hash;\n"
            "                     exit status 1 at the first checkpoint that differs\n"
            "  --help, --version\n"
            "\n"
            "Keys: press F1 in the window, or see README.md.\n",
            COLLIDE_VERSION);
}

static bool has_display(void)
{
    const char *d = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY"), *drv = getenv("SDL_VIDEODRIVER");
    return (d && d[0]) || (wl && wl[0]) || (drv && drv[0]);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "resolve") == 0) return cmd_resolve(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "crowd") == 0) return cmd_crowd(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "bench") == 0) return cmd_bench(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "guarantees") == 0) return cmd_guarantees(argc - 1, argv + 1);

    enum { OPT_MAP = 256, OPT_RESOLVER, OPT_MODE, OPT_SEED, OPT_SCALE, OPT_RECORD, OPT_REPLAY, OPT_VERIFY,
           OPT_HEADLESS, OPT_FRAMES, OPT_SCREENSHOT, OPT_HELP, OPT_VERSION, OPT_LAYER };
    static const struct option options[] = {
        {"map", required_argument, NULL, OPT_MAP},
        {"layer", required_argument, NULL, OPT_LAYER},
        {"resolver", required_argument, NULL, OPT_RESOLVER},
        {"mode", required_argument, NULL, OPT_MODE},
        {"seed", required_argument, NULL, OPT_SEED},
        {"scale", required_argument, NULL, OPT_SCALE},
        {"record", required_argument, NULL, OPT_RECORD},
        {"replay", required_argument, NULL, OPT_REPLAY},
        {"verify", no_argument, NULL, OPT_VERIFY},
        {"headless", no_argument, NULL, OPT_HEADLESS},
        {"frames", required_argument, NULL, OPT_FRAMES},
        {"screenshot", required_argument, NULL, OPT_SCREENSHOT},
        {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},
        {NULL, 0, NULL, 0},
    };
    const char *map_path = NULL, *layer = NULL, *record_path = NULL, *replay_path = NULL, *world_option = NULL;
    bool verify = false, frames_given = false;
    AppConfig cfg = {
        .world = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES},
        .ui_scale = 1.0f,
        .frames = -1,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "", options, NULL)) != -1) {
        long n;
        switch (c) {
        case OPT_MAP:
            map_path = optarg;
            world_option = "--map";
            break;
        case OPT_LAYER:
            layer = optarg;
            world_option = "--layer";
            break;
        case OPT_RESOLVER:
            world_option = "--resolver";
            cfg.world.resolver = resolver_find(optarg);
            if (cfg.world.resolver < 0) {
                fprintf(stderr, "collide: --resolver: unknown resolver '%s'; use one of:", optarg);
                for (int r = 0; r < RESOLVER_COUNT; r++) fprintf(stderr, " %s", resolver_info(r)->name);
                fprintf(stderr, "\n");
                return EXIT_BAD_INPUT;
            }
            break;
        case OPT_MODE:
            world_option = "--mode";
            if (strcmp(optarg, "tiles") == 0) cfg.world.mode = MODE_TILES;
            else if (strcmp(optarg, "crowd") == 0) cfg.world.mode = MODE_CROWD;
            else {
                fprintf(stderr, "collide: --mode: expected 'tiles' or 'crowd', got '%s'\n", optarg);
                return EXIT_BAD_INPUT;
            }
            break;
        case OPT_SEED:
            world_option = "--seed";
            if (!cli_uint64("--seed", optarg, &cfg.world.seed)) return EXIT_BAD_INPUT;
            break;
        case OPT_SCALE:
            if (!cli_float("--scale", optarg, APP_SCALE_MIN, APP_SCALE_MAX, &cfg.ui_scale)) return EXIT_BAD_INPUT;
            break;
        case OPT_FRAMES:
            if (!cli_long("--frames", optarg, 0, 100000000L, &n)) return EXIT_BAD_INPUT;
            cfg.frames = n;
            frames_given = true;
            break;
        case OPT_HEADLESS: cfg.headless = true; break;
        case OPT_SCREENSHOT: cfg.screenshot = optarg; break;
        case OPT_RECORD: record_path = optarg; break;
        case OPT_REPLAY: replay_path = optarg; break;
        case OPT_VERIFY: verify = true; break;
        case OPT_HELP: usage(stdout); return 0;
        case OPT_VERSION: printf("collide %s\n", COLLIDE_VERSION); return 0;
        default: {
            char name[64];
            if (cli_value_not_taken(argv[optind - 1], name, sizeof name) && optopt >= OPT_MAP)
                fprintf(stderr, "collide: %s takes no value, got '%s'\n", name, argv[optind - 1]);
            else if (optopt >= OPT_MAP) fprintf(stderr, "collide: %s needs a value\n", argv[optind - 1]);
            else fprintf(stderr, "collide: unknown option '%s' (try --help)\n", argv[optind - 1]);
            return EXIT_BAD_INPUT;
        }
        }
    }
    if (optind < argc) {
        fprintf(stderr, "collide: unexpected argument '%s' (try --help)\n", argv[optind]);
        return EXIT_BAD_INPUT;
    }
    if (verify && !replay_path) {
        fprintf(stderr, "collide: --verify needs --replay FILE\n");
        return EXIT_BAD_INPUT;
    }
    if (replay_path && record_path) {
        fprintf(stderr, "collide: --record cannot be combined with --replay (press F5 during the replay to record "
                        "it again)\n");
        return EXIT_BAD_INPUT;
    }
    if (replay_path && world_option) {
        fprintf(stderr, "collide: %s cannot be used with --replay: the recording carries its own map and settings\n",
                world_option);
        return EXIT_BAD_INPUT;
    }
    if (verify && (frames_given || cfg.screenshot)) {
        fprintf(stderr, "collide: --verify replays the whole recording without a window; drop %s\n",
                frames_given ? "--frames" : "--screenshot");
        return EXIT_BAD_INPUT;
    }
    if (verify) return session_verify_file(replay_path);
    if (cfg.screenshot && !cli_check_screenshot(cfg.screenshot)) return EXIT_BAD_INPUT;
    if (cfg.headless && !frames_given) cfg.frames = replay_path ? -1 : 0; /* a replay runs to its end */
    if (!cfg.headless && !has_display()) {
        fprintf(stderr, "collide: no display found; run with --headless --frames N (no window), "
                        "or under a virtual display: xvfb-run ./collide\n");
        return EXIT_BAD_INPUT;
    }

    static Map map; /* large; kept off the stack */
    static Replay replay;
    if (replay_path) {
        if (!session_load(&replay, replay_path)) return EXIT_BAD_INPUT;
        cfg.replay = &replay;
        cfg.map = &replay.map;
    } else {
        if (!cli_load_map_layer(map_path, layer, &map)) return EXIT_BAD_INPUT;
        cfg.map = &map;
    }
    /* Ctrl+S writes collide's format: never over a Tiled file (a new .map instead). */
    cfg.map_path = tiled_is_map_path(map_path) ? NULL : map_path;
    cfg.record = record_path;

    static App app;
    if (!app_open(&app, &cfg)) return EXIT_BAD_INPUT;
    int status = app_run(&app);
    app_close(&app);
    replay_free(&replay);
    return status;
}
