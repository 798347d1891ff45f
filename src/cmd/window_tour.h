/* window_tour.h: the window command's --tour (docs/tour.md): the tour opened at a stop. */
#ifndef COLLIDE_WINDOW_TOUR_H
#define COLLIDE_WINDOW_TOUR_H

#include "app/app.h"
#include "app/features/tour/tour_player.h"
#include "core/base/file_set.h"

/// Open the tour (`file`, or the built-in one when NULL) at stop `stop` (1-based) into
/// `tour`, and set the app's config to play it. False with the reason printed (a bad
/// tour file says FILE:LINE:COL); the caller exits with status 2.
bool window_tour_open(TourPlayer *tour, const char *file, long stop, AppConfig *cfg);

/// Add the recordings of the tour read from `file` (NULL: the built-in tour, none) to
/// `files`; false when memory ran out.
bool window_tour_files(const TourPlayer *tour, const char *file, FileSet *files);

#endif
