/* window_tour.c: `collide --tour [--tour-file FILE] [--stop N]`: the guided tour opened
 * at a stop for the app (see window_tour.h). */
#include <stdio.h>

#include "cmd/window_tour.h"

bool window_tour_open(TourPlayer *tour, const char *file, long stop, AppConfig *cfg)
{
    char why[1600];
    if (!tour_player_open(tour, file, why, sizeof why)) {
        fprintf(stderr, "%s\n", why);
        return false;
    }
    if (stop < 1 || stop > tour->tour->stops) {
        fprintf(stderr, "collide: --stop %ld: the tour has stops 1 to %d\n", stop, tour->tour->stops);
        tour_player_close(tour);
        return false;
    }
    cfg->replay = tour_player_stop(tour, (int)stop - 1, why, sizeof why);
    if (!cfg->replay) {
        fprintf(stderr, "%s\n", why);
        tour_player_close(tour);
        return false;
    }
    cfg->map = &cfg->replay->map;
    cfg->tour = tour;
    return true;
}
