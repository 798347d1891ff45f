/* resolve_minkowski.c: the minkowski resolver (seed 002_6f83f069276dca93.txt). Not implemented yet: the registry marks it
 * unavailable, and the app says so instead of moving the player. */
#include "resolver.h"

const ResolverInfo RESOLVE_MINKOWSKI = {
    .name = "minkowski",
    .title = "Minkowski",
    .seed = "002_6f83f069276dca93.txt",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "Not available yet in this build.",
    .weakness = "",
    .resolve = NULL,
};
