/* tiled_props.h: what a tile's, object's or layer's custom properties and class say
 * about collision (docs/tiled.md, "Which tiles block"): the `collide` side mask, the
 * truthy solid properties games use (collides, collidable, solid, collision), the one
 * named by --solid-property, and one-way platforms by class or property. */
#ifndef COLLIDE_TILED_PROPS_H
#define COLLIDE_TILED_PROPS_H

#include "import/tiled_model.h"

/// What was read so far from one thing's properties and class.
typedef struct TiledFacts {
    int collide; /* the `collide` property's side mask, TILED_NO_RULE without */
    int solid;   /* -1 not said, 0 a solid property is false, 1 one is true */
    bool one_way;
} TiledFacts;

#define TILED_FACTS_NONE ((TiledFacts){.collide = TILED_NO_RULE, .solid = -1})

/// true, 1 or yes (any case), or a number other than zero.
bool tiled_truthy(const char *value);

/// Take one property (its value as text: bools as "true"/"false", numbers in decimal).
/// False (error set, at `line` or `where`) only for a `collide` value it cannot read.
bool tiled_facts_take(TiledModel *m, TiledFacts *f, const char *name, const char *value, int line, const char *where);

/// Take a class (Tiled 1.9+) or type (older): one-way and solid names count.
void tiled_facts_class(TiledFacts *f, const char *cls);

/// The side mask the facts give, TILED_NO_RULE when they say nothing.
int tiled_facts_sides(const TiledFacts *f);

/// Does a layer's name (or class) say it holds collision: it contains "collision",
/// "collide" or "solid", any case.
bool tiled_name_says_collision(const char *name);

#endif
