/* resolve_quad_push.c: the quad-push resolver (seed 001_a7fbde4fe3eb3d82.txt). Not implemented yet: the registry marks it
 * unavailable, and the app says so instead of moving the player. */
#include "resolver.h"

const ResolverInfo RESOLVE_QUAD_PUSH = {
    .name = "quad-push",
    .title = "Quad push",
    .seed = "001_a7fbde4fe3eb3d82.txt",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "Not available yet in this build.",
    .weakness = "",
    .resolve = NULL,
};
