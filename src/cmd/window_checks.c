/* window_checks.c: the window's options checked together before anything is opened or
 * written (see window_run.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

#include "cmd/cli_output.h"
#include "cmd/window_run.h"

/* --gif and its options with the rest; false with the reason printed. */
static bool gif_combination_works(const WindowRun *run)
{
    if (run->gif_option && !run->gif.path) {
        fprintf(stderr, "collide: %s needs --gif OUT.gif\n", run->gif_option);
        return false;
    }
    if (run->gif.path && !run->replay_path) {
        fprintf(stderr, "collide: --gif needs --replay FILE (record one with F5 or --record)\n");
        return false;
    }
    if (run->gif.path && (run->verify || run->frames_given || run->cfg.screenshot)) {
        fprintf(stderr, "collide: --gif renders the recording headless on its own; drop %s\n",
                run->verify         ? "--verify"
                : run->frames_given ? "--frames"
                                    : "--screenshot");
        return false;
    }
    return true;
}

/* --replay, --record and --input with the rest; false with the reason printed. */
static bool replay_combination_works(const WindowRun *run)
{
    if (run->input_path && (run->replay_path || run->tour)) {
        fprintf(stderr, "collide: --input feeds a run of its own; drop %s\n", run->replay_path ? "--replay" : "--tour");
        return false;
    }
    if (run->replay_path && run->record_path && (run->verify || run->gif.path)) {
        fprintf(stderr, "collide: --replay with --record records the run again; drop %s\n",
                run->verify ? "--verify" : "--gif");
        return false;
    }
    /* Recorded again, the run keeps the recording's map and input and takes the command
     * line's other settings. */
    if (run->replay_path && run->record_path && (run->map_path || run->layer)) {
        fprintf(stderr, "collide: %s cannot be used with --replay: the input belongs to the recording's map\n",
                run->map_path ? "--map" : "--layer");
        return false;
    }
    if (run->replay_path && !run->record_path && run->world_option) {
        fprintf(stderr,
                "collide: %s cannot be used with --replay: the recording carries its own map and settings (add --record "
                "NEW.replay to record its input again with other settings)\n",
                run->world_option);
        return false;
    }
    return true;
}

bool window_combination_works(const WindowRun *run)
{
    if (run->stop && !run->tour) {
        fprintf(stderr, "collide: --stop needs --tour\n");
        return false;
    }
    if (run->tour && (run->replay_path || run->record_path || run->world_option || run->gif.path)) {
        fprintf(stderr,
                "collide: --tour plays its own recordings; drop --replay, --record, --gif and the world options\n");
        return false;
    }
    if (run->verify && !run->replay_path) {
        fprintf(stderr, "collide: --verify needs --replay FILE\n");
        return false;
    }
    if (!replay_combination_works(run)) return false;
    if (run->verify && (run->frames_given || run->cfg.screenshot)) {
        fprintf(stderr, "collide: --verify replays the whole recording without a window; drop %s\n",
                run->frames_given ? "--frames" : "--screenshot");
        return false;
    }
    return gif_combination_works(run);
}

bool window_outputs_named_well(const WindowRun *run)
{
    return (!run->gif.path || cli_check_output("collide", "--gif", run->gif.path, ".gif")) &&
           (!run->record_path || cli_check_output("collide", "--record", run->record_path, ".replay")) &&
           (!run->cfg.screenshot || cli_check_output("collide", "--screenshot", run->cfg.screenshot, ".png"));
}

bool window_files_apart(const WindowRun *run, FileSet *files)
{
    bool complete = file_set_add(files, run->map_path, "the map (--map)", false) &&
                    file_set_add(files, run->replay_path, "the recording --replay plays", false) &&
                    file_set_add(files, run->input_path, "the input file (--input)", false) &&
                    file_set_add(files, run->tour_file, "the tour file", false) &&
                    file_set_add(files, run->gif.path, "--gif", true) &&
                    file_set_add(files, run->record_path, "--record", true) &&
                    file_set_add(files, run->cfg.screenshot, "--screenshot", true);
    return cli_files_apart("collide", files, complete);
}
