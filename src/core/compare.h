/* compare.h: reading the compare view's bodies, one a method (world.h steps them in
 * lockstep): which methods agree on where the player is, and which one has ended up
 * inside a wall. Pure geometry on the world's state; the app draws the answers. */
#ifndef COLLIDE_COMPARE_H
#define COLLIDE_COMPARE_H

#include <stdbool.h>

#include "core/world.h"

#define COMPARE_AGREE_PX 1.0f /* bodies closer than this (centre to centre) agree */

/// Methods standing at one place: members in index order, centre of the first.
typedef struct CompareGroup {
    int members[METHOD_MAX];
    int count;
    float x, y;
} CompareGroup;

/// Δ, how far apart two methods ended up, their bodies' sizes taken out: the
/// smallest distance between matching anchors of the two bodies (the centres, or the
/// points of their edges facing the same way: a box's edge middle or corner, a
/// circle's rim, a point itself). Two methods stopped at the same wall by the same
/// rule read 0 whatever their bodies (the wall touches the same anchor of each), and
/// two of one size read their centres' distance.
float compare_delta(const World *world, int a, int b);
/// The method the others are measured against: the active one.
int compare_reference(const World *world);
/// Centre-to-centre distance between two resolvers' bodies, pixels.
float compare_distance(const World *world, int a, int b);
/// Is resolver r's body inside a wall: overlapping a solid cell or a mover, or across a
/// thin wall closed from both sides, by more than BODY_WALL_TOLERANCE_PX (body_in_wall,
/// core/world/body.h)? A point is inside when its cell is solid or it is within a mover.
bool compare_in_wall(const World *world, int r);
/// Group the methods in `mask` (bit r for resolver r) by position: within
/// COMPARE_AGREE_PX of a group's first member. The group of `first` (if in the mask)
/// comes first. Returns the number of groups.
int compare_groups(const World *world, unsigned mask, int first, CompareGroup out[METHOD_MAX]);

#endif
