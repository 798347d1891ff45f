/* window_inputs.c: what `collide [options]` reads, loaded for the app (see window_run.h). */
#include <stdio.h>
#include <string.h>

#include "cmd/body_note.h"
#include "cmd/game_units.h"
#include "cmd/options.h"
#include "cmd/window_challenge.h"
#include "cmd/window_replay.h"
#include "cmd/window_run.h"
#include "cmd/window_tour.h"
#include "link/link.h"

/* The command line's speed and body in the sandbox's pixels: --run is --speed by the
 * platformer's name, and both are in the game's units. */
static bool body_in_sandbox_units(WindowRun *run)
{
    WorldConfig *w = &run->cfg.world;
    if (run->motion.run > 0.0f) {
        if (w->speed > 0.0f) {
            fprintf(stderr, "collide: --run is --speed by another name: give one of them\n");
            return false;
        }
        w->speed = run->motion.run;
    }
    return game_units_body("collide", run->game_scale, w);
}

static bool print_replay_error(const ReplayError *err)
{
    char msg[1400];
    replay_error_format(err, msg, sizeof msg);
    fprintf(stderr, "%s\n", msg);
    return false;
}

/* --replay FILE --record NEW: the recording's map and input under the command line's
 * settings (method, speed, body, seed, motion); its checkpoints are the old settings',
 * so they go, and the new recording has its own. */
static bool rerecord_settings(WindowRun *run, Replay *replay)
{
    const WorldConfig *given = &run->cfg.world;
    WorldConfig *c = &replay->config;
    if (run->resolver_name) {
        c->resolver = replay_method_find(replay, run->resolver_name, strlen(run->resolver_name));
        if (c->resolver < 0) {
            fprintf(stderr, "collide: --resolver: the recording has no method '%s'\n", cli_shown(run->resolver_name));
            return false;
        }
    }
    if (given->speed > 0.0f) c->speed = given->speed;
    if (run->size_given) c->body_w = given->body_w, c->body_h = given->body_h;
    if (run->radius_given) c->radius = given->radius;
    if (run->seed_given) c->seed = given->seed;
    if (!motion_options_apply(&run->motion, &c->methods, &replay->map, run->game_scale, &c->motion)) return false;
    replay_drop_checks(replay);
    return true;
}

/* Loads the map (into `map`), the recording or the tour, noting in `files` every file
 * read beside the one named (a map's tilesets, the tour's recordings). */
bool window_load_inputs(WindowRun *run, Map *map, Replay *replay, TourPlayer *tour, FileSet *files)
{
    AppConfig *cfg = &run->cfg;
    if (run->tour) {
        if (!window_tour_open(tour, run->tour_file, run->stop ? run->stop : 1, cfg)) return false;
        if (window_tour_files(tour, run->tour_file, files)) return true;
        fprintf(stderr, "collide: out of memory checking the tour's files\n");
        return false;
    }
    if (!body_in_sandbox_units(run)) return false;
    if (run->replay_path) {
        run_methods_free(&run->methods); /* the recording brings its own */
        if (window_replay_load(replay, run->replay_path, &run->methods, run->method_paths, run->method_count,
                               &run->link_view))
            return false;
        if (run->record_path && !rerecord_settings(run, replay)) return false;
        cfg->replay = replay;
        if (link_is(run->replay_path)) cfg->open = &run->link_view; /* its tick, paused, as it was shown */
        cfg->map = &replay->map;
        return true;
    }
    run->import.layers = run->layer;
    run->import.read = files;
    int resolver = cfg->world.resolver, level = cfg->world.speed_level;
    MotionParams motion = cfg->world.motion;
    if (run->challenge_path) {
        if (!window_challenge_load(run, map)) return false; /* its method and speed, the map's motion */
    } else {
        if (!cli_load_map_import(run->map_path, &run->import, map)) return false;
        /* The map's suggested method, speed and motion, unless the command line chose them. */
        world_config_suggest(&cfg->world, &map->lesson);
        if (run->resolver_given) cfg->world.resolver = resolver, cfg->world.speed_level = level;
    }
    cfg->map = map;
    if (run->motion.model >= 0) cfg->world.motion = motion;
    if (!motion_options_apply(&run->motion, &cfg->world.methods, map, run->game_scale, &cfg->world.motion)) return false;
    body_note(stderr, "collide", &cfg->world.methods, cfg->world.resolver, run->size_given, run->radius_given);
    if (!run->input_path) return true;
    ReplayError err;
    if (!replay_load_input(replay, map, &cfg->world, run->input_path, &err)) return print_replay_error(&err);
    cfg->replay = replay;
    cfg->replay_is_input = true;
    cfg->map = &replay->map;
    return true;
}
