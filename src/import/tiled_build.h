/* tiled_build.h: a read Tiled model into a collide Map: which sides of each cell block,
 * and where the player starts (docs/tiled.md). */
#ifndef COLLIDE_TILED_BUILD_H
#define COLLIDE_TILED_BUILD_H

#include "import/tiled_model.h"

/// A tile's side mask (bit 0 left, 1 bottom, 2 right, 3 top) as the flip bits of its
/// GID turn it: the diagonal flip first, then horizontal, then vertical, as Tiled draws.
uint8_t tiled_flip_sides(uint8_t sides, uint32_t gid);

/// The Map of a fully read model, or false with m->err set; `out` changes only on
/// success. m->opt->layers (--layer A,B) takes only those layers, where a tile or shape
/// without a rule of its own blocks. `note` gets the one line that says what was made
/// of the file.
bool tiled_build(TiledModel *m, Map *out, char *note, size_t note_cap);

#endif
