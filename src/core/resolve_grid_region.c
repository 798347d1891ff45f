/* resolve_grid_region.c: the grid-region resolver (seed 000_fafaf1f8f7ec11fe.txt). Not implemented yet: the registry marks it
 * unavailable, and the app says so instead of moving the player. */
#include "resolver.h"

const ResolverInfo RESOLVE_GRID_REGION = {
    .name = "grid-region",
    .title = "Grid region",
    .seed = "000_fafaf1f8f7ec11fe.txt",
    .model = BODY_CIRCLE,
    .size_tiles = 0.5f,
    .how = "Not available yet in this build.",
    .weakness = "",
    .resolve = NULL,
};
