/* window.c: `collide [options]` (docs/command-line.md): the window, a headless run, or a
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
#include "cmd/game_units.h"
#include "cmd/window_gif.h"
#include "cmd/window_run.h"
#include "cmd/window_usage.h"
#include "exit_status.h"
#include "import/import.h"
#include "cmd/window_tour.h"
#include "core/version.h"

#define WINDOW_FRAMES_MAX 100000000L /* ticks: about 19 days at 60 Hz */

static bool has_display(void)
{
    const char *d = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY"), *drv = getenv("SDL_VIDEODRIVER");
    return (d && d[0]) || (wl && wl[0]) || (drv && drv[0]);
}

/* The --method files, then --resolver NAME among all the methods. */
static bool load_methods(WindowRun *run)
{
    run_methods_start(&run->methods);
    for (int k = 0; k < run->method_count; k++)
        if (!run_methods_load(&run->methods, "collide: --method", run->method_paths[k])) return false;
    run->cfg.world.methods = run->methods.set;
    if (!run->resolver_name) return true;
    run->cfg.world.resolver = method_set_find(&run->methods.set, run->resolver_name);
    if (run->cfg.world.resolver >= 0) return true;
    char names[METHOD_MAX * (METHOD_NAME_MAX + 2)];
    method_set_names(&run->methods.set, names, sizeof names);
    fprintf(stderr, "collide: --resolver: unknown resolver '%s'; use one of: %s\n", cli_shown(run->resolver_name), names);
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
    OPT_THREADS,
    OPT_METHOD,
    OPT_INPUT,
    OPT_GAME_SCALE
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
    if (motion_option_is(c)) {
        bool ok = motion_option_read(&run->motion, c, v);
        run->world_option = run->motion.last;
        return ok;
    }
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
        run->resolver_name = v; /* a user method's name too: found once --method's files are loaded */
        break;
    case OPT_METHOD:
        if (run->method_count == RUN_METHODS_USER_MAX) {
            fprintf(stderr, "collide: --method: at most %d methods of your own\n", RUN_METHODS_USER_MAX);
            return false;
        }
        run->method_paths[run->method_count++] = v;
        break;
    case OPT_MODE: run->world_option = "--mode"; return read_mode(v, &cfg->world.mode);
    case OPT_SEED:
        run->world_option = "--seed";
        run->seed_given = true;
        return cli_uint64("--seed", v, &cfg->world.seed);
    case OPT_INPUT: run->input_path = v; break;
    case OPT_GAME_SCALE: return cli_float("--game-scale", v, GAME_SCALE_MIN, GAME_SCALE_MAX, &run->game_scale);
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
        {"method", required_argument, NULL, OPT_METHOD},
        {"input", required_argument, NULL, OPT_INPUT},
        {"game-scale", required_argument, NULL, OPT_GAME_SCALE},
        MOTION_OPTIONS,
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide", options, false, " (try --help)", NULL};
    *run = (WindowRun){0};
    run->gif = (GifOptions){.from = -1, .to = -1};
    run->motion = motion_options_none();
    run->game_scale = 1.0f;
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
            window_usage(stdout);
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

/* A recording made in the window embeds the run's user methods. */
static bool put_methods(const void *ctx, Replay *log)
{
    return run_methods_to_replay(ctx, log);
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
    cfg->keep_resolver = run->resolver_given || run->motion.model >= 0;
    cfg->game_scale = run->game_scale;
    cfg->methods = (AppMethodEmbed){put_methods, &run->methods, run->methods.user, run->methods.user_count};
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

static int run_window(WindowRun *run)
{
    if (run->verify) return window_replay_verify(run->replay_path, run->method_paths, run->method_count);
    if (!window_outputs_named_well(run)) return EXIT_BAD_INPUT;
    if (run->gif.path) {
        FileSet files = {0};
        bool apart = window_files_apart(run, &files);
        file_set_free(&files);
        return apart ? window_gif_run(run->replay_path, &run->gif, run->cfg.ui_scale, run->method_paths, run->method_count)
                     : EXIT_BAD_INPUT;
    }
    /* A replay or an input file runs to its end, the tour to its stop's first pause. */
    if (run->cfg.headless && !run->frames_given) run->cfg.frames = run->replay_path || run->input_path || run->tour ? -1 : 0;
    if (!run->cfg.headless && !has_display()) {
        fprintf(stderr, "collide: no display found; run with --headless --frames N (no window), "
                        "or under a virtual display: xvfb-run ./collide\n");
        return EXIT_BAD_INPUT;
    }
    return run_app(run);
}

int cmd_window(int argc, char **argv)
{
    static WindowRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    if (!window_combination_works(&run)) return EXIT_BAD_INPUT;
    status = load_methods(&run) ? run_window(&run) : EXIT_BAD_INPUT;
    run_methods_free(&run.methods);
    return status;
}
