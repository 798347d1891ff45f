/* quad_skip.h: the stretches of CollisionOfTwoQuads' stepping loop (seed
 * 001_a7fbde4fe3eb3d82.txt, steps 9-16, quad.c) in which a Mighty quad that stays put
 * cannot touch Weak, taken at once with the bits the loop would give. */
#ifndef COLLIDE_QUAD_SKIP_H
#define COLLIDE_QUAD_SKIP_H

#include <stdbool.h>

/// A place or a step (quad.h's QuadXYf; its own here, as quad.c includes this file).
typedef struct SkipXY {
    float x, y;
} SkipXY;

/// One pair's walk through the loop, with Mighty standing still.
typedef struct QuadWalk {
    SkipXY pw;    /* Weak's top-left after the steps taken so far */
    SkipXY dw;    /* Weak's step (the seed's step 6) */
    int vwx, vwy; /* Weak's whole move: its signs say which way each axis goes */
    SkipXY pm;    /* Mighty's top-left */
    float mw, mh; /* Mighty's size */
    float ww, wh; /* Weak's size */
    bool ix, iy;  /* intersectx, intersecty after the last step */
} QuadWalk;

/// Takes at once the next of the `left` steps in which the loop would only move Weak:
/// while Weak stays clear of Mighty on one axis (it was clear before them too, so no
/// side can be hit and they cannot overlap) and does not pass Mighty on the other (no
/// step breaks the loop). Returns how many steps were taken, 0 when none is promised;
/// walk->pw, ix and iy are left as those steps one by one would leave them.
int quad_skip_clear(QuadWalk *walk, int left);

#endif
