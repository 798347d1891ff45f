/* wall_check.h: an independent referee for the line-segment and Minkowski tests: did a
 * move cross a solid side the way it blocks, or end with the box overlapping a solid
 * tile or a two-sided thin wall? Computed in double straight from the side masks, not
 * with the resolvers' code. Also the random walk the 100,000-move tests run. */
#ifndef COLLIDE_TEST_WALL_CHECK_H
#define COLLIDE_TEST_WALL_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "core/resolver.h"

/// True if the centre of a body of half-size (hw, hh) moving in a straight line from
/// (x0, y0) to (x1, y1) crosses a solid side (grown by the half-size) in the direction
/// it blocks, strictly inside the side; `why` says which. Internal edges between two
/// solid tiles are left to wall_check_overlap.
bool wall_check_path_crosses(const Map *map, double x0, double y0, double x1, double y1, double hw, double hh,
                             char *why, size_t cap);

/// True if a body centred at (x, y) overlaps a solid tile or is pierced by a two-sided
/// thin wall by more than `tolerance` pixels (0: any overlap at all).
bool wall_check_overlaps(const Map *map, double x, double y, double hw, double hh, double tolerance, char *why,
                         size_t cap);

/// True if a move wanted as (dx, dy) from (x0, y0), which ended at (x1, y1), crossed a
/// solid side the way it blocks. The path is taken along the wanted move (not along the
/// rounded end), straight, or (Minkowski) to a contact and then along one axis to the
/// end, as gliding does; the move is clean if one such reading of it is.
bool wall_check_move_crosses(const Map *map, double x0, double y0, double dx, double dy, double x1, double y1,
                             double hw, double hh, char *why, size_t cap);

/// Run `moves` random moves of up to `max_move` pixels per axis with `resolver` on `map`,
/// each from where the last ended (and from a fresh random spot every 200), with a fixed
/// seed and no trace. Returns how many broke a rule; `first` describes the first.
long wall_check_random_walk(const ResolverInfo *resolver, const Map *map, float size, float max_move, long moves,
                            unsigned long long seed, char *first, size_t cap);

/// Trace `moves` random moves of up to `max_move` pixels per axis with `resolver` on `map`
/// (the line-segment and Minkowski methods) and read the HUD note's count of the sides
/// tested: does it say "1 side" for one and "N sides" for more, and did both come up?
/// `why` gets the first note that reads wrong, or what never came up.
bool wall_check_side_count_words(const ResolverInfo *resolver, const Map *map, float max_move, long moves, char *why,
                                 size_t cap);

#endif
