/* plain_resolvers.h: quad-push's step-by-step references. quad.c takes an absurd move's
 * repeated steps at once, and resolve_quad_push.c looks only at the cells near an absurd
 * move's path; these are the same code without those two shortcuts, and the tests hold
 * the shipped code to them bit for bit (positions, MoveInfo, traces) on random and
 * hostile moves. */
#ifndef COLLIDE_TEST_PLAIN_RESOLVERS_H
#define COLLIDE_TEST_PLAIN_RESOLVERS_H

#include "core/resolver.h"
#include "core/resolvers/quad.h"

/// quad_collide stepping every step one at a time (quad_plain.c).
float quad_collide_plain(QuadSpec *spec);

/// The quad-push resolver on quad_collide_plain, every cell of an absurd move's box
/// looked at (quad_push_plain.c).
extern const ResolverInfo RESOLVE_QUAD_PUSH_PLAIN;

#endif
