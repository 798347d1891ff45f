/* window_challenge.h: the window command's --challenge FILE (docs/workshop.md). */
#ifndef COLLIDE_WINDOW_CHALLENGE_H
#define COLLIDE_WINDOW_CHALLENGE_H

#include "cmd/window_run.h"
#include "core/challenge.h"

/// Read the challenge, load its map into `map` and set the run's config as it says (the
/// method, the speed, the view, the lesson lines and the goal). False with why printed
/// ("FILE:LINE:COL: message" for a bad file).
bool window_challenge_load(WindowRun *run, Map *map);

#endif
