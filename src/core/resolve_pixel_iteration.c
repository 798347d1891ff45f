/* resolve_pixel_iteration.c: the pixel-iteration resolver (seed 002_6f83f069276dca93.txt). Not implemented yet: the registry marks it
 * unavailable, and the app says so instead of moving the player. */
#include "resolver.h"

const ResolverInfo RESOLVE_PIXEL_ITERATION = {
    .name = "pixel-iteration",
    .title = "Pixel iteration",
    .seed = "002_6f83f069276dca93.txt",
    .model = BODY_POINT,
    .size_tiles = 0.0f,
    .how = "Not available yet in this build.",
    .weakness = "",
    .resolve = NULL,
};
