/* resolver.h: the collision resolvers behind one signature. Each lives in its own file
 * (resolve_*.c) that follows its seed, and describes itself with a ResolverInfo: name,
 * body model, default size, colour and the two-line caption; resolver_list.h lists
 * them, one line each. */
#ifndef COLLIDE_RESOLVER_H
#define COLLIDE_RESOLVER_H

#include <math.h>

#include "core/map.h"
#include "core/motion.h"
#include "core/base/rng.h"
#include "core/trace.h"
#include "core/resolver_list.h"

/* The ids, RESOLVER_COUNT and the names, made from the one list of methods
 * (resolver_list.h), in key order and command-line order (docs/resolvers.md). */
#define RESOLVER_ID_(ID, name) RESOLVER_##ID,
typedef enum ResolverId { RESOLVER_LIST(RESOLVER_ID_, RESOLVER_ID_) RESOLVER_COUNT } ResolverId;


/// The command-line names in key order. Each resolver's ResolverInfo.name is the one at
/// its id; maps name a suggested resolver with them.
#define RESOLVER_NAME_(ID, name) name,
static const char *const RESOLVER_NAMES[RESOLVER_COUNT] = {RESOLVER_LIST(RESOLVER_NAME_, RESOLVER_NAME_)};

/// The names in key order as one string literal, joined by ", ": "simplest, pixel-iteration, ...".
#define RESOLVER_NAME_FIRST_(ID, name) name
#define RESOLVER_NAME_NEXT_(ID, name) ", " name
#define RESOLVER_NAMES_JOINED RESOLVER_LIST(RESOLVER_NAME_FIRST_, RESOLVER_NAME_NEXT_)

/// How a resolver sees the player, and how the app draws it.
typedef enum BodyModel { BODY_POINT, BODY_BOX, BODY_CIRCLE } BodyModel;

/// The player as a resolver moves it: centre (x, y) and full size (w, h), pixels.
/// A point has size 0; a circle has w == h == its diameter.
typedef struct Body {
    float x, y, w, h;
} Body;

/// A mover (a Mighty quad of the Mighty and Weak quads) during one tick: top-left at the previous tick
/// (x0, y0) and now (x1, y1), and its size; whole pixels, as the seed's Mighty.
typedef struct MoverState {
    int x0, y0, x1, y1, w, h;
} MoverState;

/// What a resolver may read besides the body and the move.
typedef struct ResolveCtx {
    const Map *map;
    Rng *rng;                 /* the world's seeded generator (grid-region's corner case) */
    const MoverState *movers; /* quad-push: movers this tick */
    int mover_count;
    void *state; /* the method's own state (ResolverInfo.state); the door sets it */
    /* The body's velocity and ground before this move, read only (a user's method may read
     * them); NULL where the motion keeps none: top-down, collide resolve, the referee. */
    const MotionState *motion;
} ResolveCtx;

/// What a move came to: t (the fraction of the wanted move made, 1 when free), the
/// number of contacts, and resolver-specific flags (see each resolver's file).
typedef struct MoveInfo {
    float t;
    int hits;
    unsigned flags;
} MoveInfo;

/// Move `body` by (dx, dy) pixels through ctx->map, writing the result back into
/// `body`. `info` and `trace` may be NULL.
typedef void (*ResolveFn)(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace);

/// A method's colour in every view that tells the methods apart, 0-255 each: one that
/// stays apart from the others on a dim projector and from the map's own colours
/// (orange thin sides, blue movers, grey walls).
typedef struct ResolverColour {
    unsigned char r, g, b;
} ResolverColour;

typedef struct ResolverInfo {
    const char *name;       /* command line: "line-segment" */
    const char *short_name; /* a narrow box: "line-seg" */
    const char *title;      /* HUD: "Line segment" */
    const char *seed;       /* the source it follows: its short name in docs/sources.md */
    BodyModel model;
    float size_tiles;     /* default body size, in tiles (0 for a point) */
    const char *how;      /* caption line 1: how it works */
    const char *weakness; /* caption line 2: where it breaks */
    ResolverColour colour;
    ResolveFn resolve; /* the method; method_move is the door to it */
    /* A method loaded at run time (a user's script or plugin) keeps its own state here,
     * handed to `resolve` as ResolveCtx.state, and says what its last move's error was
     * (NULL: none) through `error`, for the HUD and the command lines. NULL for the
     * built-ins. */
    void *state;
    const char *(*error)(const void *state);
    /* A game's own motion step, when the user's script declares one (the script motion,
     * docs/motion.md): body r's velocity this tick from its motion `s` and the input.
     * False when the step failed (`error` says why): the body then stands still. NULL for
     * a method without one, and for the built-ins. */
    bool (*step)(void *state, const MotionState *s, const MotionInput *in, float *vx, float *vy);
} ResolverInfo;

/// The resolver with this id (0..RESOLVER_COUNT-1), or NULL.
const ResolverInfo *resolver_info(int id);
/// The id of the resolver with this command-line name, or -1.
int resolver_find(const char *name);
/// The player's body for resolver `id` centred at (x, y) on `map`: model and size.
Body resolver_body(int id, const Map *map, float x, float y);
/// The same for any method (a NULL method: a point).
Body method_body(const ResolverInfo *method, const Map *map, float x, float y);

/* Hostile input (docs/robustness.md): the limits resolver_move holds a move to. */
#define RESOLVE_MOVE_MAX_PX 32768.0f   /* longer than any map's diagonal (128 cells of 128 px) */
#define RESOLVE_MOVE_CUT_MIN_PX 512.0f /* no move the sandbox makes (128 px an axis at most) is cut */
#define RESOLVE_SIZE_MAX_PX 4096.0f    /* the largest body (collide resolve --size allows as much) */

#define RESOLVE_WHOLE_PX_MAX (1 << 24) /* whole-pixel coordinates: exact in a float, far from int overflow */

/// The longest move worth making on `map`: its width plus its height (a longer move
/// leaves the map from anywhere in it), but never under RESOLVE_MOVE_CUT_MIN_PX. Pixels.
float resolver_move_limit(const Map *map);
/// Cut a move longer than resolver_move_limit(map) to that length, its direction kept;
/// a non-finite move becomes no move. For resolvers that walk a move pixel by pixel.
void resolver_cut_move(const Map *map, float *dx, float *dy);
/// resolver_cut_move, the common case (each axis within half the limit: nothing to cut)
/// decided inline, as resolver_cut_move decides it; NaN and infinities fail the test.
static inline void resolver_cut_move_fast(const Map *map, float *dx, float *dy)
{
    float extent = (float)((map->w + map->h) * map->tile);
    float half = 0.5f * (extent > RESOLVE_MOVE_CUT_MIN_PX ? extent : RESOLVE_MOVE_CUT_MIN_PX);
    if (fabsf(*dx) <= half && fabsf(*dy) <= half) return;
    resolver_cut_move(map, dx, dy);
}
/// `v` pixels rounded to the nearest whole pixel, halves away from zero (as lroundf),
/// held within +-RESOLVE_WHOLE_PX_MAX (NaN is 0): the whole-pixel resolvers'
/// conversion, defined for any float. Inline, without lroundf's call: a
/// directional-flag move makes six of them.
static inline int resolver_whole_px(float v)
{
    /* lroundf of NaN or of a value beyond a long is unspecified, and an int cast of a
     * float beyond an int is undefined: clamp first. */
    if (!(v == v)) return 0;
    const float most = (float)RESOLVE_WHOLE_PX_MAX;
    if (v > most) return RESOLVE_WHOLE_PX_MAX;
    if (v < -most) return -RESOLVE_WHOLE_PX_MAX;
    /* In double, v + 0.5 (or v - 0.5) is exact or rounds nowhere near an integer (a
     * float of this size has at most 24 significant bits), so the cast, which drops the
     * fraction, rounds halves away from zero as lroundf does. */
    double d = (double)v;
    return (int)(d + (v >= 0.0f ? 0.5 : -0.5));
}

/// fminf and fmaxf as the C library gives them on x86-64 (a NaN loses to a number;
/// of two equal values, the second), inline: the compiler calls the library for them,
/// which costs more than the comparison on a move's path.
static inline float resolver_minf(float a, float b)
{
    if (b != b) return a;
    return a < b ? a : b; /* one minss: no branch on the data */
}
static inline float resolver_maxf(float a, float b)
{
    if (b != b) return a;
    return a > b ? a : b;
}

/// Move `body` by (dx, dy) with `method` (a built-in's ResolverInfo or a user's): the way
/// the program moves bodies. Before
/// the resolver runs, hostile input is made safe: a non-finite size becomes the
/// resolver's default, a negative one 0, a huge one RESOLVE_SIZE_MAX_PX; a non-finite
/// position becomes the spawn, a centre outside the map the nearest point inside it; a
/// non-finite move becomes no move, and one longer than resolver_move_limit is cut to
/// that length (its direction kept). Normal input passes through unchanged, bit for bit.
/// Whatever the resolver does, the body ends finite and inside the map (otherwise it
/// stays where it started, with t = 0). A NULL method leaves the body as it is.
void method_move(const ResolverInfo *method, const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info,
                 Trace *trace);
/// method_move with the built-in method `id`; an id out of range leaves the body as it is.
void resolver_move(int id, const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace);

/* Each resolver file defines its description: RESOLVE_SIMPLEST, ... */
#define RESOLVER_INFO_(ID, name) extern const ResolverInfo RESOLVE_##ID;
RESOLVER_LIST(RESOLVER_INFO_, RESOLVER_INFO_)

#endif
