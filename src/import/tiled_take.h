/* tiled_take.h: one object of an object layer, as either reader (tmx_objects.c,
 * tmj_objects.c) describes it, taken into the model (docs/tiled.md, "Object layers"
 * and "Where the player starts"): a start candidate, and the shapes it blocks with. A
 * tile object stands where its tileset's objectalignment says, flipped as its GID says,
 * with its tile's rules and collision shapes, scaled to its size. */
#ifndef COLLIDE_TILED_TAKE_H
#define COLLIDE_TILED_TAKE_H

#include "import/tiled_props.h"

typedef struct TiledObjectIn {
    const char *name, *cls; /* NULL when absent */
    double x, y;            /* as written: NaN when there but not a number */
    double w, h, rotation;  /* 0 when absent */
    TiledObjectKind kind;   /* RECT, ELLIPSE, POLYGON or LINE (a polyline) */
    bool point, text;       /* a point object; a text object (never a shape) */
    const double *points;   /* a polygon's or polyline's points, relative to x, y */
    int point_count;
    bool has_gid; /* a tile object */
    uint32_t gid;
    TiledFacts facts; /* its own properties and class */
    int line;
} TiledObjectIn;

/// Take the object into layer `l` (its offset already in x, y): offered as the start,
/// and kept as the shapes it blocks with. False (error set) past the model's limits.
bool tiled_take_object(TiledModel *m, TiledLayer *l, const TiledObjectIn *in);

#endif
