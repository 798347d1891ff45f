/* plain_resolvers.h: the resolvers' step-by-step references. Each is the method as it
 * reads without the shortcuts that take many steps at once; the tests hold the methods
 * to them bit for bit (positions, MoveInfo, traces) on random and hostile moves. */
#ifndef COLLIDE_TEST_PLAIN_RESOLVERS_H
#define COLLIDE_TEST_PLAIN_RESOLVERS_H

#include "core/resolver.h"
#include "core/resolvers/quad.h"

/// quad_collide stepping every step one at a time (quad_plain.c).
float quad_collide_plain(QuadSpec *spec);

/// The quad-push resolver on quad_collide_plain (quad_push_plain.c).
extern const ResolverInfo RESOLVE_QUAD_PUSH_PLAIN;

/// The line-segment and Minkowski resolvers on the cell-by-cell side sweep, each side
/// with its own division (wall_resolvers_plain.c, wall_side_plain.c).
extern const ResolverInfo RESOLVE_LINE_SEGMENT_PLAIN;
extern const ResolverInfo RESOLVE_MINKOWSKI_PLAIN;

/// The directional-flag resolver with its cover followed pixel by pixel and recomputed
/// at every crossing (directional_flag_plain.c).
extern const ResolverInfo RESOLVE_DIRECTIONAL_FLAG_PLAIN;

#endif
