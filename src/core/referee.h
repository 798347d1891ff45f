/* referee.h: an independent judge of moves on a map, for the guarantees table
 * (docs/robustness.md, "Measured guarantees"): where a perfect method would stop, whether a path went
 * through a wall, and how deep a body ends inside one. Its own geometry, in double
 * precision, straight from the side masks (docs/formats.md), sharing no code with
 * the resolvers. The same rules for every method, whatever its body:
 *
 * - a solid cell (15, and everything outside the map) blocks from every side;
 * - a thin wall closed from both sides (a side bit and the matching bit across it)
 *   is a segment that blocks from every side, its two ends included;
 * - a side set on one cell only is a one-way segment: it blocks a body entering
 *   the cell through it (its face, or the end of it nearest that face), nothing else;
 * - a body is a point, a box (centre, half-sizes) or a circle (centre, radius); it
 *   meets a wall when its shape reaches into the wall's, by more than a tolerance.
 *
 * The perfect method moves the body straight along the wanted move and stops where
 * it first touches a blocking wall (no gliding: that is a method's choice, not a
 * guarantee). Going through a wall means reaching into it by more than the
 * tolerance; so does a point passing exactly through a corner where two solid cells
 * meet diagonally (a gap of no width in a wall). */
#ifndef COLLIDE_REFEREE_H
#define COLLIDE_REFEREE_H

#include <stdbool.h>

#include "core/map.h"
#include "core/resolver.h"

#define REFEREE_TOLERANCE_PX 0.01 /* deeper than a hundredth of a pixel counts */

/// A body as the referee sees it: its model and its half-sizes (a circle's radius is hw).
typedef struct RefBody {
    BodyModel model;
    double hw, hh;
} RefBody;

/// The referee's view of a resolver's body.
RefBody referee_body(BodyModel model, const Body *body);

/// How deep a body centred at (x, y) is inside solid cells and two-sided thin walls:
/// the shortest straight push that frees it, over 16 directions (pixels, 0 when free).
double referee_depth(const Map *map, const RefBody *body, double x, double y);
/// Is that depth more than REFEREE_TOLERANCE_PX? The same answer as comparing
/// referee_depth with it, without measuring how much more.
bool referee_inside(const Map *map, const RefBody *body, double x, double y);

/// Does a body centred at (x, y) touch no wall at all, one-way sides included (a fair
/// place to start a move from)?
bool referee_clear(const Map *map, const RefBody *body, double x, double y);

/// The fraction of the move (dx, dy) from (x, y) a perfect method makes before the body
/// first touches (comes within REFEREE_TOLERANCE_PX of) a wall that blocks it (1 when
/// nothing does): a method stopping earlier than that stopped short.
double referee_free_fraction(const Map *map, const RefBody *body, double x, double y, double dx, double dy);

/// Does the straight path from (x0, y0) to (x1, y1) take the body into a blocking wall
/// by more than REFEREE_TOLERANCE_PX?
bool referee_path_blocked(const Map *map, const RefBody *body, double x0, double y0, double x1, double y1);

/// Did a move wanted as (dx, dy) from (x0, y0), which ended at (x1, y1), go through a
/// wall? Every way the body could have gone is read: straight, one axis then the
/// other (either order), or along the wanted move up to the end's x (or y) and then
/// along the other axis (a glide); the move went through a wall only if all of them do.
bool referee_move_crossed(const Map *map, const RefBody *body, double x0, double y0, double dx, double dy, double x1,
                          double y1);

#endif
