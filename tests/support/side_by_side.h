/* side_by_side.h: a method against its step-by-step reference (plain_resolvers.h), on
 * the same random and hostile moves, compared bit for bit: the body's place and size,
 * MoveInfo, and the trace. */
#ifndef COLLIDE_TEST_SIDE_BY_SIDE_H
#define COLLIDE_TEST_SIDE_BY_SIDE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/resolver.h"

/// Two traces with the same shapes, labels and note, bit for bit.
bool side_by_side_same_trace(const Trace *a, const Trace *b);

/// `moves` moves on map m, each through `fast` and `plain` from the same body, with the
/// map's movers (at rest or moving, in turn) and a trace on every sixteenth: starts at
/// cell centres, on cell lines, half a box off them and one float step off those, and
/// anywhere; sizes the method's own and random; moves of 0, 8, 64 and 200 px and random
/// ones, along the axes, on the diagonals, one float step off them and in any direction.
/// Returns true when every result matched; otherwise `why` says which move differed.
bool side_by_side_map(const ResolverInfo *fast, const ResolverInfo *plain, const Map *m, int moves, uint64_t seed,
                      char *why, size_t why_cap);
/// side_by_side_map on every shipped map in turn, map i with seed seed + i; false at the
/// first map where a move differed (`why` names the map and the move).
bool side_by_side_shipped_maps(const ResolverInfo *fast, const ResolverInfo *plain, int moves, uint64_t seed,
                               char *why, size_t why_cap);

#endif
