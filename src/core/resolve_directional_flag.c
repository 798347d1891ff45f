/* resolve_directional_flag.c: the directional-flag resolver (seed 004_6a957a4f2fa58379.txt). Not implemented yet: the registry marks it
 * unavailable, and the app says so instead of moving the player. */
#include "resolver.h"

const ResolverInfo RESOLVE_DIRECTIONAL_FLAG = {
    .name = "directional-flag",
    .title = "Directional flag",
    .seed = "004_6a957a4f2fa58379.txt",
    .model = BODY_BOX,
    .size_tiles = 0.625f,
    .how = "Not available yet in this build.",
    .weakness = "",
    .resolve = NULL,
};
