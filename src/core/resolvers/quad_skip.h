/* quad_skip.h: runs of identical steps of CollisionOfTwoQuads' stepping loop (the
 * Mighty and Weak quads, steps 9-16, quad.c) against a Mighty quad that stays put -
 * Weak walking clear of it, or sliding along it - taken at once with the bits the loop
 * would give. Only for an absurd move's walk (`collide resolve`, the fuzzers), which it
 * keeps to bounded time (docs/robustness.md); the sandbox's moves take every step. */
#ifndef COLLIDE_QUAD_SKIP_H
#define COLLIDE_QUAD_SKIP_H

/// A place or a step (quad.h's QuadXYf; its own here, as quad.c includes this file).
typedef struct SkipXY {
    float x, y;
} SkipXY;

/// What a pair's walk through the loop keeps, with Mighty standing still.
typedef struct QuadWalk {
    SkipXY dw;             /* Weak's step (the seed's step 6) */
    double inv_dx, inv_dy; /* 1 / |dw| (0 for a zero step): guesses, checked exactly */
    int vwx, vwy;          /* Weak's whole move: its signs say which way each axis goes */
    SkipXY pm;             /* Mighty's top-left */
    float mw, mh;          /* Mighty's size */
    float ww, wh;          /* Weak's size */
} QuadWalk;

/// After a step of the loop that left intersectx and intersecty as they were and took
/// Weak's top-left from `from` to *at: when on each axis Weak stayed put, or moves by the
/// same amount each step (quad_skip.c), every following step takes the same branches and
/// repeats it, for as long as Weak crosses no edge of Mighty on an axis it moves along
/// (and its runs last). `held` says which axes that step was a push on that took back
/// Weak's own step (1 x, 2 y), as step 15 does against the side hit. Takes those steps at
/// once, at most `left`, moving *at; returns how many (0 when none is promised, or Weak
/// stands still: the loop's own shortcut ends that).
int quad_repeat_step(const QuadWalk *walk, SkipXY from, SkipXY *at, unsigned held, int left);

#endif
