/* collide/method.h: your own collision method as a C plugin for collide (docs/your-method.md,
 * "A method in C"). The same shape as a Lua method: describe the method, and write a move
 * that takes the body, the wanted move and a read-only view of the map, and says where the
 * body ends. Build it as a shared library and load it with `collide --method FILE.so`:
 *
 *     #include <collide/method.h>
 *
 *     static void my_move(const CollideBody *body, float dx, float dy, const CollideMap *map,
 *                         const CollideTrace *trace, CollideResult *out)
 *     {
 *         out->x = body->x + dx;  // where the body ends: here, the whole move
 *         out->y = body->y + dy;
 *     }
 *
 *     COLLIDE_EXPORT const CollideMethod *collide_method(void)
 *     {
 *         static const CollideMethod method = {
 *             .abi = COLLIDE_METHOD_ABI, .name = "mine", .title = "Mine", .short_name = "mine",
 *             .model = COLLIDE_BOX, .size_tiles = 0.625f, .how = "...", .weakness = "...",
 *             .colour = {200, 120, 240}, .move = my_move};
 *         return &method;
 *     }
 *
 *     cc -std=c11 -O2 -fPIC -shared -I collide/include -o mine.so mine.c
 *
 * Units are pixels, y grows downward, and cell (i, j) covers x in [i*tile, (i+1)*tile),
 * y in [j*tile, (j+1)*tile). A cell's side mask: bit 0 Left, 1 Down, 2 Right, 3 Up ("this
 * cell cannot be entered through this side"); 15 is a solid block, 8 a one-way platform.
 * A move must be a function of its arguments: keep nothing between two calls (collide
 * rewinds, replays and compares moves, and expects the same answer each time). */
#ifndef COLLIDE_METHOD_H
#define COLLIDE_METHOD_H

#ifdef __cplusplus
extern "C" {
#endif

/// The version of this header; collide refuses a plugin built against another.
#define COLLIDE_METHOD_ABI 1

#if defined(_WIN32)
#define COLLIDE_EXPORT __declspec(dllexport)
#else
#define COLLIDE_EXPORT __attribute__((visibility("default")))
#endif

enum { COLLIDE_SIDE_LEFT = 1, COLLIDE_SIDE_DOWN = 2, COLLIDE_SIDE_RIGHT = 4, COLLIDE_SIDE_UP = 8, COLLIDE_SOLID = 15 };

/// How the method sees the body, and how collide draws it.
typedef enum CollideModel { COLLIDE_POINT, COLLIDE_BOX, COLLIDE_CIRCLE } CollideModel;

/// The body: centre (x, y) and full size (w, h), pixels. A point has size 0.
typedef struct CollideBody {
    float x, y, w, h;
} CollideBody;

/// A mover (a moving block or platform) this tick: top-left at the previous tick (x0, y0)
/// and now (x1, y1), and its size; whole pixels.
typedef struct CollideMover {
    int x0, y0, x1, y1, w, h;
} CollideMover;

/// A read-only view of the map. Pass the map itself to its functions.
typedef struct CollideMap {
    int w, h; /* cells */
    int tile; /* pixels per cell side */
    int mover_count;
    const CollideMover *movers;
    /// The side mask of cell (i, j); outside the map 15.
    unsigned (*cell)(const struct CollideMap *map, int i, int j);
    /// Is the point (pixels) inside a solid cell (mask 15)?
    int (*solid_at)(const struct CollideMap *map, float x, float y);
    /// Does the box centred at (x, y), w by h pixels, overlap a solid cell? The first such
    /// cell (row by row) in *i, *j (either may be NULL). Touching an edge is no overlap.
    int (*box_solid)(const struct CollideMap *map, float x, float y, float w, float h, int *i, int *j);
    const void *impl; /* collide's own */
} CollideMap;

/// What an overlay shape means (the same kinds collide's methods draw).
typedef enum CollideTraceKind {
    COLLIDE_TRACE_SCAN,     /* rect (corners): the scan rectangle */
    COLLIDE_TRACE_CELL,     /* rect: a cell that was read */
    COLLIDE_TRACE_GROWN,    /* rect: a cell grown by the body, or a box tested */
    COLLIDE_TRACE_BAND,     /* rect: a forbidden band */
    COLLIDE_TRACE_REGION,   /* rect: the region the move ends in */
    COLLIDE_TRACE_SIDE,     /* line: a side that was tested */
    COLLIDE_TRACE_SIDE_HIT, /* line: the side that stopped the move */
    COLLIDE_TRACE_SWEEP,    /* line: the wanted move, or one leg of it */
    COLLIDE_TRACE_MOVED,    /* line: the move made */
    COLLIDE_TRACE_NORMAL,   /* line: from the hit point along the normal */
    COLLIDE_TRACE_PROBE,    /* point (x0, y0): a position tested */
    COLLIDE_TRACE_HIT       /* point (x0, y0): where the move was stopped */
} CollideTraceKind;

/// The overlays. NULL when nothing is drawn: then draw nothing, at no cost.
typedef struct CollideTrace {
    void (*shape)(const struct CollideTrace *trace, CollideTraceKind kind, float x0, float y0, float x1, float y1);
    void (*label)(const struct CollideTrace *trace, float x, float y, const char *text);
    void (*note)(const struct CollideTrace *trace, const char *text); /* the HUD's bottom line */
    void *impl;                                                       /* collide's own */
} CollideTrace;

/// What the move says. collide fills x, y with the start and t with -1 before the call:
/// set x, y to where the body ends; t (0 to 1, how much of the move was made) is worked
/// out from the positions when left at -1; hits and flags are yours to count; set
/// has_normal and nx, ny to show the surface's normal; set error to a message (a static
/// string) to refuse the move: the body then stays where it was, and collide shows it.
typedef struct CollideResult {
    float x, y, t;
    int hits;
    unsigned flags;
    int has_normal;
    float nx, ny;
    const char *error;
} CollideResult;

/// Your method.
typedef struct CollideMethod {
    int abi;                /* COLLIDE_METHOD_ABI */
    const char *name;       /* command line and recordings: lower-case letters, digits, - */
    const char *title;      /* the HUD's title */
    const char *short_name; /* a narrow label: at most 8 characters */
    CollideModel model;
    float size_tiles;     /* the default body, in tiles (0 for a point) */
    const char *how;      /* one line: how it works */
    const char *weakness; /* one line: where it breaks */
    unsigned char colour[3];
    void (*move)(const CollideBody *body, float dx, float dy, const CollideMap *map, const CollideTrace *trace,
                 CollideResult *out);
} CollideMethod;

/// The one function a plugin exports: its method. collide calls it once, when it loads.
COLLIDE_EXPORT const CollideMethod *collide_method(void);

#ifdef __cplusplus
}
#endif

#endif
