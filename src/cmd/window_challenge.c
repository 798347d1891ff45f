/* window_challenge.c: --challenge FILE (docs/workshop.md): the challenge read, its map
 * loaded (a file beside it, else a shipped map of that name), and the run set up as it
 * says: the method, the speed, the view, its lines in the lesson panel with the goal
 * last, and the goal judged after every tick and written in a recording's header. */
#include "cmd/window_challenge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/assets.h"
#include "cmd/options.h"
#include "core/base/escape.h"
#include "core/base/file_read.h"

static Challenge challenge; /* what cfg.goal points into: the run's, for the whole run */

/* The map beside the challenge file, or the shipped one of that name, into `map`. */
static bool load_map(WindowRun *run, size_t dir_len, Map *map)
{
    static char path[4096];
    snprintf(path, sizeof path, "%.*s%s", (int)dir_len, run->challenge_path, challenge.map);
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
        run->import.layers = run->layer;
        return cli_load_map_import(path, &run->import, map);
    }
    for (size_t k = 0; k < asset_maps_count; k++) {
        if (strcmp(asset_maps[k].name, challenge.map) != 0) continue;
        MapError err;
        if (map_parse(map, (const char *)asset_maps[k].data, asset_maps[k].len, challenge.map, &err)) return true;
        char msg[1400];
        map_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        return false;
    }
    char shown[1200];
    escape_str(shown, sizeof shown, path);
    fprintf(stderr, "collide: --challenge: its map %s is neither beside it nor a shipped map's name\n", shown);
    return false;
}

/* Its lines, then the goal, as the map's lesson: the lesson panel shows them. */
static void lesson_of(Map *map)
{
    MapLesson *l = &map->lesson;
    l->lines = 0;
    for (int k = 0; k < challenge.lines && l->lines < CHALLENGE_LINES_MAX; k++)
        snprintf(l->line[l->lines++], MAP_LESSON_MAX, "%s", challenge.line[k]);
    snprintf(l->line[l->lines++], MAP_LESSON_MAX, "Goal: %.*s", GOAL_TEXT_MAX - 1, challenge.goal.text);
    static const char *const ALLOWED[] = {"the speed", "the method", "the map", "your own method"};
    char may[68] = ""; /* the longest, all four, and the line stays under MAP_LESSON_MAX */
    for (unsigned k = 0, n = 0; k < sizeof ALLOWED / sizeof *ALLOWED; k++)
        if (challenge.allow & (1u << k))
            n += (unsigned)snprintf(may + n, sizeof may - n, "%s%s", n ? ", " : "; you may change ", ALLOWED[k]);
    snprintf(l->line[l->lines++], MAP_LESSON_MAX, "GOAL PASS shows in the bar once it holds%s.", may);
}

bool window_challenge_load(WindowRun *run, Map *map)
{
    char shown[1200], *text = NULL;
    size_t len = 0;
    escape_str(shown, sizeof shown, run->challenge_path);
    FileRead got = file_read_all(run->challenge_path, CHALLENGE_FILE_MAX, &text, &len);
    if (got != FILE_READ_OK) {
        fprintf(stderr, "collide: --challenge: cannot read %s: %s\n", shown, file_read_why(got));
        return false;
    }
    ChallengeError err;
    bool ok = challenge_parse(&challenge, text, len, run->challenge_path, &err);
    free(text);
    if (!ok) {
        char msg[800];
        challenge_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        return false;
    }
    const char *slash = strrchr(run->challenge_path, '/');
    size_t dir_len = slash ? (size_t)(slash - run->challenge_path + 1) : 0;
    if (!load_map(run, dir_len, map)) return false;
    AppConfig *cfg = &run->cfg;
    world_config_suggest(&cfg->world, &map->lesson);
    if (challenge.method[0]) {
        int r = method_set_find(&cfg->world.methods, challenge.method);
        if (r < 0) {
            fprintf(stderr, "%s: its method '%s' is not one of this run's (a method of your own needs --method FILE)\n",
                    shown, challenge.method);
            return false;
        }
        cfg->world.resolver = r;
    }
    if (challenge.speed > 0.0f) {
        int level = world_speed_level_nearest(challenge.speed);
        cfg->world.speed_level = level;
        cfg->world.speed = world_speed_at(level) == challenge.speed ? 0.0f : challenge.speed;
    }
    if (run->method_count > 0 && !(challenge.allow & ALLOW_YOURS)) {
        fprintf(stderr, "%s: this challenge takes no method of your own (its allow line has no 'yours'): leave out "
                        "--method\n",
                shown);
        return false;
    }
    lesson_of(map);
    cfg->goal = &challenge.goal;
    cfg->locked = ALLOW_ALL & ~challenge.allow;
    cfg->start_compare = challenge.compare;
    return true;
}
