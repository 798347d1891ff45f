/* window.c: `collide [options]` (DESIGN section 6): the window, a headless run, or a
 * replay check. Reads the options into an AppConfig, refuses combinations that cannot
 * work, loads the map or the recording, and runs the app. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/platform/loop.h"
#include "cmd/body_note.h"
#include "cmd/window_replay.h"
#include "app/features/tour/tour_player.h"
#include "cmd/commands.h"
#include "core/base/file_set.h"
#include "cmd/options.h"
#include "cmd/window_gif.h"
#include "cmd/window_run.h"
#include "exit_status.h"
#include "import/import.h"
#include "cmd/window_tour.h"
#include "core/version.h"

#define WINDOW_FRAMES_MAX 100000000L /* ticks: about 19 days at 60 Hz */

#define USAGE_COLUMN 21 /* where an option's text starts */
#define USAGE_WIDTH 90  /* the widest line a list of names is wrapped to */

/* The methods' names for --resolver's line, in key order, wrapped under its column. */
static void usage_names(FILE *out)
{
    int col = USAGE_COLUMN;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        bool last = r + 1 == RESOLVER_COUNT;
        const char *name = resolver_info(r)->name;
        int len = (int)strlen(name) + !last; /* with its comma */
        if (r > 0 && col + 1 + len > USAGE_WIDTH) {
            fprintf(out, "\n%*s", USAGE_COLUMN, "");
            col = USAGE_COLUMN;
        } else if (r > 0) {
            fputc(' ', out);
            col++;
        }
        fprintf(out, "%s%s", name, last ? "" : ",");
        col += len;
    }
}

static void usage(FILE *out)
{
    fprintf(out,
            "collide %s: classic 2D collision-resolution methods side by side\n"
            "\n"
            "usage:\n"
            "  collide [--map FILE [--layer A,B] [--level N] [--rules F]] [--resolver NAME] [--mode tiles|crowd]\n"
            "          [--seed N] [--size W H] [--radius R] [--speed S] [--scale S] [--threads N] [--spawn X,Y]\n"
            "          [--record FILE] [--replay FILE [--verify]] [--headless --frames N]\n"
            "          [--screenshot FILE.png] [--browse]\n"
            "  collide --replay FILE --gif OUT.gif [--from T] [--to T] [--gif-width W] [--gif-follow Z]\n"
            "          [--scale S]\n"
            "  collide --tour [--tour-file FILE] [--stop N] [--scale S] [--headless --screenshot FILE.png]\n"
            "  collide resolve --resolver NAME [--map FILE [--layer A,B] [--level N] [--rules F]]"
            " [--size W H | --radius R] [--seed N]\n"
            "  collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                [--avoid on|off] [--broadphase grid|naive] [--seed N] [--threads N]\n"
            "  collide bench [--json] [--quick] [--maps DIR] [--only resolvers|crowd|render|rewind|maps|instrument|gif]"
            " [--threads N]\n"
            "  collide guarantees [--json] [--moves N] [--maps DIR | --map FILE [--layer A,B] [--rules F]] [--seed N]\n"
            "  collide guarantees --heatmap OUT.png [--map FILE] [--resolver NAME] [--speed PX] [--part X,Y,W,H]\n"
            "\n"
            "options:\n"
            "  --map FILE         a map in collide's format (.map), a Tiled map (.tmx, .tmj, .json;\n"
            "                     docs/tiled.md) or an LDtk project (.ldtk; docs/ldtk.md)\n"
            "                     (default: the built-in Sandbox)\n" CLI_IMPORT_USAGE
            "  --resolver NAME    ",
            COLLIDE_VERSION);
    usage_names(out);
    fputs(" (default: the map's suggestion,\n"
          "                     with its speed; else simplest)\n"
          "  --mode M           tiles or crowd (default: tiles)\n"
          "  --seed N           seed of the simulation's generator (default: 1)\n"
          "  --size W H         the box methods' body, pixels (1 to 512; default: 20x20 on 32-px tiles)\n"
          "  --radius R         the circle method's radius, pixels (0.5 to 256; default: a quarter tile)\n"
          "  --speed S          the player's speed, pixels per tick, any value from 0.01 to 128\n"
          "                     ([ and ] go to the nearest step below or above; default: 3)\n"
          "  --scale S          interface size, 0.5 to 4 (default: 1; try 1.5 on a projector)\n"
          "  --threads N        the crowd's worker threads, 1 to 8 (default: the cores); same results\n"
          "  --headless         no window: SDL's dummy video driver and the software renderer;\n"
          "                     prints one JSON line at the end\n"
          "  --frames N         stop after N ticks (60 ticks = 1 second)\n"
          "  --screenshot FILE  write the last frame as PNG\n"
          "  --browse           open the map browser (F2) at the start\n"
          "  --record FILE      record the run to FILE (F5 does it in the window): settings, the\n"
          "                     map, every tick's input and state hashes; replays exactly\n"
          "  --replay FILE      play a recording back, in the window or with --headless (to its\n"
          "                     end unless --frames says otherwise)\n"
          "  --verify           with --replay: replay without a window and check every state hash;\n"
          "                     exit status 1 at the first checkpoint that differs\n"
          "  --gif OUT.gif      with --replay: write the recording as an animated GIF, headless\n"
          "                     (30 frames a second, a frame every second tick; docs/gif.md)\n"
          "  --from T, --to T   with --gif: the first and last tick shown (default: all of it)\n"
          "  --gif-width W      with --gif: the GIF's width in pixels (default: the window's)\n"
          "  --gif-follow Z     with --gif: the camera follows the body, the map magnified Z times\n"
          "                     (1 to 64), or auto: enough to draw the body 24 px wide\n"
          "  --tour             the guided tour: ten recorded stops, captions, pauses (docs/tour.md);\n"
          "                     with --headless it stops at the stop's first pause\n"
          "  --tour-file FILE   with --tour: a tour file, its recordings beside it (default: built in)\n"
          "  --stop N           with --tour: start at stop N (default: 1)\n"
          "  --help, --version\n"
          "\n"
          "Keys: press F1 in the window, or see README.md.\n",
          out);
}

static bool has_display(void)
{
    const char *d = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY"), *drv = getenv("SDL_VIDEODRIVER");
    return (d && d[0]) || (wl && wl[0]) || (drv && drv[0]);
}

static bool read_resolver(const char *name, int *out)
{
    *out = resolver_find(name);
    if (*out >= 0) return true;
    fprintf(stderr, "collide: --resolver: unknown resolver '%s'; use one of:", cli_shown(name));
    for (int r = 0; r < RESOLVER_COUNT; r++) fprintf(stderr, " %s", resolver_info(r)->name);
    fprintf(stderr, "\n");
    return false;
}

static bool read_mode(const char *s, Mode *out)
{
    if (strcmp(s, "tiles") == 0) *out = MODE_TILES;
    else if (strcmp(s, "crowd") == 0) *out = MODE_CROWD;
    else {
        fprintf(stderr, "collide: --mode: expected 'tiles' or 'crowd', got '%s'\n", cli_shown(s));
        return false;
    }
    return true;
}

enum {
    OPT_MAP = 256,
    OPT_RESOLVER,
    OPT_MODE,
    OPT_SEED,
    OPT_SCALE,
    OPT_RECORD,
    OPT_REPLAY,
    OPT_VERIFY,
    OPT_HEADLESS,
    OPT_FRAMES,
    OPT_SCREENSHOT,
    OPT_HELP,
    OPT_VERSION,
    OPT_LAYER,
    OPT_SIZE,
    OPT_RADIUS,
    OPT_SPEED,
    OPT_GIF,
    OPT_FROM,
    OPT_TO,
    OPT_GIF_WIDTH,
    OPT_GIF_FOLLOW,
    OPT_TOUR,
    OPT_TOUR_FILE,
    OPT_STOP,
    OPT_BROWSE,
    OPT_THREADS
};

/* --size W H, --radius R, --speed S: the game's body and speed, kept in recordings. */
static bool read_body_option(WindowRun *run, int c, const char *v, CliArgs *args)
{
    WorldConfig *w = &run->cfg.world;
    switch (c) {
    case OPT_SIZE: {
        run->world_option = "--size";
        run->size_given = true;
        const char *h = cli_second_value(args);
        if (!h) {
            fprintf(stderr, "collide: --size needs two values, W and H\n");
            return false;
        }
        return cli_float("--size W", v, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &w->body_w) &&
               cli_float("--size H", h, WORLD_SIZE_MIN, WORLD_SIZE_MAX, &w->body_h);
    }
    case OPT_RADIUS:
        run->world_option = "--radius";
        run->radius_given = true;
        return cli_float("--radius", v, WORLD_RADIUS_MIN, WORLD_RADIUS_MAX, &w->radius);
    default: run->world_option = "--speed"; return cli_float("--speed", v, WORLD_SPEED_MIN, WORLD_SPEED_MAX, &w->speed);
    }
}

/* --gif OUT.gif, --from T, --to T, --gif-width W, --gif-follow auto|ZOOM. */
static bool read_gif_option(WindowRun *run, int c, const char *v)
{
    GifOptions *g = &run->gif;
    long n;
    switch (c) {
    case OPT_GIF: g->path = v; return true;
    case OPT_FROM: run->gif_option = "--from"; return cli_long("--from", v, 0, WINDOW_GIF_TICK_MAX, &g->from);
    case OPT_TO: run->gif_option = "--to"; return cli_long("--to", v, 0, WINDOW_GIF_TICK_MAX, &g->to);
    case OPT_GIF_FOLLOW:
        run->gif_option = "--gif-follow";
        if (!strcmp(v, "auto")) {
            g->follow = GIF_FOLLOW_AUTO;
            return true;
        }
        if (cli_float_value(v, 1.0f, GIF_FOLLOW_MAX, &g->follow)) return true;
        fprintf(stderr, "collide: --gif-follow: expected auto or how many times to magnify, 1 to %g; got '%s'\n",
                (double)GIF_FOLLOW_MAX, cli_shown(v));
        return false;
    default:
        run->gif_option = "--gif-width";
        if (!cli_long("--gif-width", v, GIF_WIDTH_MIN, GIF_SIDE_MAX, &n)) return false;
        g->width = (int)n;
        return true;
    }
}

/* One option `c` with its value `v`; false when the value is refused (message printed). */
static bool read_option(WindowRun *run, int c, const char *v, CliArgs *args)
{
    AppConfig *cfg = &run->cfg;
    long n;
    switch (c) {
    case OPT_SIZE:
    case OPT_RADIUS:
    case OPT_SPEED: return read_body_option(run, c, v, args);
    case OPT_GIF:
    case OPT_FROM:
    case OPT_TO:
    case OPT_GIF_WIDTH:
    case OPT_GIF_FOLLOW: return read_gif_option(run, c, v);
    case OPT_MAP:
        run->world_option = "--map";
        run->map_path = v;
        break;
    case OPT_LAYER:
        run->world_option = "--layer";
        run->layer = v;
        break;
    case CLI_OPT_LEVEL:
    case CLI_OPT_SOLID_PROPERTY:
    case CLI_OPT_SOLID_VALUES:
    case CLI_OPT_RULES:
    case CLI_OPT_SPAWN:
    case CLI_OPT_SPAWN_OBJECT:
        run->world_option = cli_import_option_name(c);
        return cli_import_option(&run->import, c, v);
    case OPT_RESOLVER:
        run->world_option = "--resolver";
        run->resolver_given = true;
        return read_resolver(v, &cfg->world.resolver);
    case OPT_MODE: run->world_option = "--mode"; return read_mode(v, &cfg->world.mode);
    case OPT_SEED: run->world_option = "--seed"; return cli_uint64("--seed", v, &cfg->world.seed);
    case OPT_SCALE: return cli_float("--scale", v, APP_SCALE_MIN, APP_SCALE_MAX, &cfg->ui_scale);
    case OPT_FRAMES:
        if (!cli_long("--frames", v, 0, WINDOW_FRAMES_MAX, &n)) return false;
        cfg->frames = n;
        run->frames_given = true;
        break;
    case OPT_HEADLESS: cfg->headless = true; break;
    case OPT_SCREENSHOT: cfg->screenshot = v; break;
    case OPT_RECORD: run->record_path = v; break;
    case OPT_REPLAY: run->replay_path = v; break;
    case OPT_VERIFY: run->verify = true; break;
    case OPT_TOUR: run->tour = true; break;
    case OPT_TOUR_FILE: run->tour = true, run->tour_file = v; break;
    case OPT_STOP: return cli_long("--stop", v, 1, TOUR_STOPS_MAX, &run->stop);
    case OPT_BROWSE: cfg->browse = true; break;
    case OPT_THREADS: return threads_apply(v);
    }
    return true;
}

/* CLI_RUN, or the exit status to stop with (0 after --help or --version). */
static int read_options(int argc, char **argv, WindowRun *run)
{
    static const struct option options[] = {
        {"map", required_argument, NULL, OPT_MAP},
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
        {"layer", required_argument, NULL, OPT_LAYER},
        CLI_IMPORT_OPTIONS,
        {"size", required_argument, NULL, OPT_SIZE},
        {"radius", required_argument, NULL, OPT_RADIUS},
        {"speed", required_argument, NULL, OPT_SPEED},
        {"gif", required_argument, NULL, OPT_GIF},
        {"from", required_argument, NULL, OPT_FROM},
        {"to", required_argument, NULL, OPT_TO},
        {"gif-width", required_argument, NULL, OPT_GIF_WIDTH},
        {"gif-follow", required_argument, NULL, OPT_GIF_FOLLOW},
        {"tour", no_argument, NULL, OPT_TOUR},
        {"tour-file", required_argument, NULL, OPT_TOUR_FILE},
        {"stop", required_argument, NULL, OPT_STOP},
        {"browse", no_argument, NULL, OPT_BROWSE},
        {"threads", required_argument, NULL, OPT_THREADS},
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide", options, false, " (try --help)", NULL};
    *run = (WindowRun){0};
    run->gif = (GifOptions){.from = -1, .to = -1};
    run->cfg = (AppConfig){
        .world = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES},
        .ui_scale = 1.0f,
        .frames = -1,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        if (c == CLI_REFUSED) return EXIT_BAD_INPUT;
        if (c == OPT_HELP) {
            usage(stdout);
            return 0;
        }
        if (c == OPT_VERSION) {
            printf("collide %s (commit %s)\n", COLLIDE_VERSION, collide_commit);
            return 0;
        }
        if (!read_option(run, c, args.value, &args)) return EXIT_BAD_INPUT;
    }
    return cli_no_arguments(&args) ? CLI_RUN : EXIT_BAD_INPUT;
}

/* Loads the map (into `map`) or the recording, then opens and runs the app. */
static int open_and_run(WindowRun *run, Map *map)
{
    static Replay replay;
    static App app;
    static TourPlayer tour; /* the app takes it over */
    AppConfig *cfg = &run->cfg;
    FileSet files = {0}; /* what the run reads and writes: no output may land on another of them */
    bool ok = window_load_inputs(run, map, &replay, &tour, &files) && window_files_apart(run, &files);
    file_set_free(&files);
    if (!ok) {
        tour_player_close(&tour);
        replay_free(&replay);
        return EXIT_BAD_INPUT;
    }
    tour.no_opening = cfg->headless; /* a headless run shows the stop's first pause */
    /* Ctrl+S writes collide's format: never over a Tiled or LDtk file (a new .map instead). */
    cfg->map_path = run->map_path && import_claims(run->map_path) ? NULL : run->map_path;
    cfg->record = run->record_path;
    cfg->keep_resolver = run->resolver_given;
    if (!platform_open(&app, cfg)) {
        tour_player_close(&tour);
        return EXIT_BAD_INPUT;
    }
    int status = platform_run(&app);
    platform_close(&app);
    replay_free(&replay);
    return status;
}

static int run_app(WindowRun *run)
{
    Map map = {0}; /* the app holds its own shares of the cells */
    int status = open_and_run(run, &map);
    map_free(&map);
    return status;
}

int cmd_window(int argc, char **argv)
{
    WindowRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    if (!window_combination_works(&run)) return EXIT_BAD_INPUT;
    if (run.verify) return window_replay_verify(run.replay_path);
    if (!window_outputs_named_well(&run)) return EXIT_BAD_INPUT;
    if (run.gif.path) {
        FileSet files = {0};
        bool apart = window_files_apart(&run, &files);
        file_set_free(&files);
        return apart ? window_gif_run(run.replay_path, &run.gif, run.cfg.ui_scale) : EXIT_BAD_INPUT;
    }
    /* A replay runs to its end, the tour to its stop's first pause. */
    if (run.cfg.headless && !run.frames_given) run.cfg.frames = run.replay_path || run.tour ? -1 : 0;
    if (!run.cfg.headless && !has_display()) {
        fprintf(stderr, "collide: no display found; run with --headless --frames N (no window), "
                        "or under a virtual display: xvfb-run ./collide\n");
        return EXIT_BAD_INPUT;
    }
    return run_app(&run);
}
