/* window_checks.c: the window's options checked together before anything is opened or
 * written (see window_run.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <sys/stat.h>

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
    if (run->replay_path && run->record_path) {
        fprintf(stderr, "collide: --record cannot be combined with --replay (press F5 during the replay to record "
                        "it again)\n");
        return false;
    }
    if (run->replay_path && run->world_option) {
        fprintf(stderr, "collide: %s cannot be used with --replay: the recording carries its own map and settings\n",
                run->world_option);
        return false;
    }
    if (run->verify && (run->frames_given || run->cfg.screenshot)) {
        fprintf(stderr, "collide: --verify replays the whole recording without a window; drop %s\n",
                run->frames_given ? "--frames" : "--screenshot");
        return false;
    }
    return gif_combination_works(run);
}

static bool same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return a && b && stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

bool window_record_target_works(const WindowRun *run)
{
    const char *path = run->record_path;
    struct stat st;
    if (!path) return true;
    const char *clash = NULL;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) clash = "not a regular file";
    else if (same_file(path, run->map_path)) clash = "it is the map this run plays";
    else if (same_file(path, run->replay_path)) clash = "it is the recording this run plays";
    else if (same_file(path, run->cfg.screenshot)) clash = "it is the --screenshot picture";
    if (!clash) return true;
    fprintf(stderr, "collide: --record: will not write %s: %s\n", path, clash);
    return false;
}
