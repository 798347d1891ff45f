/* window_run.h: what `collide [options]` asks for, as window.c reads it, and the checks
 * that refuse what cannot work (window_checks.c) before anything is opened or written. */
#ifndef COLLIDE_WINDOW_RUN_H
#define COLLIDE_WINDOW_RUN_H

#include <stdbool.h>

#include "app/features/app_state.h"
#include "app/features/tour/tour_player.h"
#include "cmd/gif_replay.h"
#include "cmd/motion_options.h"
#include "cmd/run_methods.h"
#include "cmd/threads_option.h" /* --threads */
#include "core/base/file_set.h"
#include "import/import_options.h"

/* What the options ask for. */
typedef struct WindowRun {
    AppConfig cfg;
    const char *map_path, *layer, *record_path, *replay_path;
    const char *input_path;   /* --input FILE: the run's input written as text */
    ImportOptions import;     /* --level, --solid-property, --solid-values */
    const char *world_option; /* the last option that sets the world up (a recording brings its own) */
    bool verify, frames_given;
    bool resolver_given;           /* --resolver: the command line's method wins over the map's suggestion */
    bool size_given, radius_given; /* --size, --radius */
    bool seed_given;               /* --seed */
    MotionOptions motion;          /* --motion, its parameters, --run */
    float game_scale;              /* --game-scale S: the game's pixel is S of the sandbox's (1: the same) */
    GifOptions gif;                /* --gif OUT.gif and its range and width */
    const char *gif_option;        /* --from, --to or --gif-width, which need --gif */
    bool tour;                     /* --tour, or --tour-file FILE (tour_file) */
    const char *tour_file;
    long stop; /* --stop N: the tour's stop to start at, 1-based (0: not given) */
    const char *method_paths[RUN_METHODS_USER_MAX]; /* --method FILE, in order */
    int method_count;
    const char *resolver_name; /* --resolver NAME, found once the methods are loaded */
    RunMethods methods;        /* the run's: the built-ins and the --method files, or the recording's */
} WindowRun;

/// Options that cannot go together; false with the reason printed.
bool window_combination_works(const WindowRun *run);
/// The outputs' names (--gif .gif, --record .replay, --screenshot .png) and folders,
/// checked before any work. False with the reason printed.
bool window_outputs_named_well(const WindowRun *run);
/// No output lands on a file the run reads or on another output. `files` holds what the
/// loading found (a map's tilesets, the tour's recordings); the command line's files are
/// added to it. False with the reason printed.
bool window_files_apart(const WindowRun *run, FileSet *files);

/// Load the map (into `map`), the recording, the input file or the tour, and set the
/// app's config to them (with --replay and --record, the recording's input under the
/// command line's settings); every file read beside the one named (a map's tilesets, the
/// tour's recordings) is added to `files`. False with the reason printed.
bool window_load_inputs(WindowRun *run, Map *map, Replay *replay, TourPlayer *tour, FileSet *files);

#endif
