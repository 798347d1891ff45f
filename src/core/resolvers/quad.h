/* quad.h: the Mighty and Weak quads' CollisionOfTwoQuads: a Mighty quad (wall,
 * block, platform) that is never moved pushes a Weak quad (a creature) out of its way.
 * Mighty's positions and both sizes are whole pixels, Weak's positions are floats,
 * as in the seed. */
#ifndef COLLIDE_QUAD_H
#define COLLIDE_QUAD_H

/// The seed's s_xy_long: whole pixels.
typedef struct QuadXYi {
    int x, y;
} QuadXYi;

/// The seed's s_xy_float.
typedef struct QuadXYf {
    float x, y;
} QuadXYf;

/// The seed's quad_direction_flag: the Weak quad's side that was hit.
enum {
    QUAD_HIT_LEFT = 0x01,
    QUAD_HIT_RIGHT = 0x02,
    QUAD_HIT_UP = 0x04,
    QUAD_HIT_DOWN = 0x08,
};

#define QUAD_BAD_SIZE (-1.0f)    /* a size is zero or negative (step 1) */
#define QUAD_CANNOT_MEET (-2.0f) /* the quads cannot touch during this move (steps 2 and 4) */

/// The seed's s_collision_of_two_quads_spec, without the fields its code never reads
/// (sticky, passable, stuck). Top-left corners, y down.
typedef struct QuadSpec {
    QuadXYi msize, wsize;         /* rmsize, rwsize */
    QuadXYi ms, mc;               /* rms, rmc: Mighty's start and end (current) top-left */
    QuadXYf ws, wc;               /* rws, rwc: Weak's start and wanted end; wc receives the result */
    unsigned collision;           /* out: QUAD_HIT_* bits of every step */
    unsigned last_step_collision; /* out: the last step's bits only, the seed's own report */
} QuadSpec;

/// CollisionOfTwoQuads, steps 1-18 of the Mighty and Weak quads. Returns QUAD_BAD_SIZE, QUAD_CANNOT_MEET
/// (spec->wc left as given), or the fraction of the move after which the pair was
/// settled (1 when the stepping loop ran to the end), with spec->wc moved and
/// spec->collision set.
float quad_collide(QuadSpec *spec);

#endif
