/* window_tour.c: `collide --tour [--tour-file FILE] [--stop N]`: the guided tour opened
 * at a stop for the app (see window_tour.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cli_output.h"
#include "cmd/window_tour.h"

bool window_tour_open(TourPlayer *tour, const char *file, long stop, AppConfig *cfg)
{
    char why[1600];
    if (!tour_player_open(tour, file, why, sizeof why)) {
        cli_say(stderr, "%s", why);
        return false;
    }
    if (stop < 1 || stop > tour->tour->stops) {
        fprintf(stderr, "collide: --stop %ld: the tour has stops 1 to %d\n", stop, tour->tour->stops);
        tour_player_close(tour);
        return false;
    }
    cfg->replay = tour_player_stop(tour, (int)stop - 1, why, sizeof why);
    if (!cfg->replay) {
        cli_say(stderr, "%s", why);
        tour_player_close(tour);
        return false;
    }
    cfg->map = &cfg->replay->map;
    cfg->tour = tour;
    return true;
}

bool window_tour_files(const TourPlayer *tour, const char *file, FileSet *files)
{
    if (!file) return true; /* the built-in tour reads no file */
    const char *slash = strrchr(file, '/');
    size_t dir = slash ? (size_t)(slash - file) : 1;
    for (int i = 0; i < tour->tour->stops; i++) {
        const char *name = tour->tour->stop[i].file;
        size_t need = dir + strlen(name) + 2;
        char *path = malloc(need);
        if (!path) return false;
        snprintf(path, need, "%.*s/%s", (int)dir, slash ? file : ".", name);
        bool ok = file_set_add(files, path, "a recording of the tour", false);
        free(path);
        if (!ok) return false;
    }
    return true;
}
