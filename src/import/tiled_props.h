/* tiled_props.h: what a tile's, object's or layer's custom properties and class say
 * about collision (docs/tiled.md, "Which tiles block"): the user's rules first
 * (rules.h), then the built-in reading: the `collide` side mask, the truthy solid
 * properties games use (collides, collidable, solid, collision), and one-way platforms
 * by class or property. */
#ifndef COLLIDE_TILED_PROPS_H
#define COLLIDE_TILED_PROPS_H

#include "import/tiled_model.h"

/// What was read so far from one thing's properties and class.
typedef struct TiledFacts {
    int collide;   /* the `collide` property's side mask, TILED_NO_RULE without */
    int solid;     /* -1 not said, 0 a solid property is false, 1 one is true */
    bool one_way;  /* by a one-way name other than 'platform' */
    bool platform; /* by the name 'platform' (a class, or a truthy property) */
    int user;      /* the last user rule its properties or class match, RULE_NONE */
} TiledFacts;

#define TILED_FACTS_NONE ((TiledFacts){.collide = TILED_NO_RULE, .solid = -1, .user = RULE_NONE})

/// true, 1 or yes (any case), or a number other than zero.
bool tiled_truthy(const char *value);

/// Take one property (its value as text: bools as "true"/"false", numbers in decimal).
/// False (error set, at `line` or `where`) only for a `collide` value it cannot read.
bool tiled_facts_take(TiledModel *m, TiledFacts *f, const char *name, const char *value, int line, const char *where);

/// Take a class (Tiled 1.9+) or type (older): the user's class rules, one-way and solid names.
void tiled_facts_class(TiledModel *m, TiledFacts *f, const char *cls);

/// The side mask the built-in reading gives, TILED_NO_RULE when it says nothing.
int tiled_facts_sides(const TiledFacts *f);

/// Was the built-in one-way reading the word 'platform' alone (the note says so)?
bool tiled_facts_platform(const TiledFacts *f);

/// A layer's rule from its facts, class and name: the user's layer, class and property
/// rules (the last that matches), else the built-in one (properties, class, or a name
/// holding "collision", "collide" or "solid"); then whether it is read (--layer, ignore).
void tiled_layer_rules(TiledModel *m, TiledLayer *l, const TiledFacts *f, const char *cls);

#endif
