/* window_inputs.c: what `collide [options]` reads, loaded for the app (see window_run.h). */
#include <stdio.h>

#include "cmd/body_note.h"
#include "cmd/options.h"
#include "cmd/window_replay.h"
#include "cmd/window_run.h"
#include "cmd/window_tour.h"

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
    if (run->replay_path) {
        run_methods_free(&run->methods); /* the recording brings its own */
        if (window_replay_load(replay, run->replay_path, &run->methods, run->method_paths, run->method_count)) return false;
        cfg->replay = replay;
        cfg->map = &replay->map;
        return true;
    }
    run->import.layers = run->layer;
    run->import.read = files;
    if (!cli_load_map_import(run->map_path, &run->import, map)) return false;
    cfg->map = map;
    /* The map's suggested method and speed, unless --resolver chose the method. */
    if (!run->resolver_given) world_config_suggest(&cfg->world, &map->lesson);
    body_note(stderr, "collide", &cfg->world.methods, cfg->world.resolver, run->size_given, run->radius_given);
    return true;
}
