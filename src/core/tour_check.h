/* tour_check.h: a tour stop's `expect` conditions (core/tour.h) judged on the world at
 * one of its pauses, by the same referee as the compare view's tallies (core/tally.h)
 * and its IN WALL flag (core/compare.h). */
#ifndef COLLIDE_TOUR_CHECK_H
#define COLLIDE_TOUR_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "core/tour.h"
#include "core/world.h"

/// Does condition `e` hold in `w`, `last` the input of the tick just run (what `held`
/// reads; NULL: none)? False with why ("quad-push through is 0 at tick 32, expected >=1")
/// when it does not, or when it asks for a tally outside the compare view.
bool tour_expect_holds(const TourExpect *e, const World *w, const Input *last, char *why, size_t cap);

#endif
