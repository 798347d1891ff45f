/* tiled_build.h: a read Tiled model into a collide Map: tiles into side masks as they
 * are decoded (tiled_cells.c), the objects' shapes, where the player starts, and the
 * note that says what the file became (docs/tiled.md). */
#ifndef COLLIDE_TILED_BUILD_H
#define COLLIDE_TILED_BUILD_H

#include "import/import_map.h"
#include "import/tiled_model.h"

/// A tile's side mask (bit 0 left, 1 bottom, 2 right, 3 top) as the flip bits of its
/// GID turn it: the diagonal flip first, then horizontal, then vertical, as Tiled draws.
uint8_t tiled_flip_sides(uint8_t sides, uint32_t gid);

/// What tile `id` (no flip bits) says, worked out once and cached.
TiledVerdict tiled_verdict(TiledModel *m, uint32_t id);

/// Note a placed tile whose partial shapes decided it (the first few by name).
void tiled_name_partial(TiledModel *m, uint32_t id, int i, int j, int sides);

/// The Map of a fully read model, or false with m->err set; `out` changes only on
/// success. `note` gets the one line that says what was made of the file.
bool tiled_build(TiledModel *m, Map *out, char *note, size_t note_cap);

/// The note (tiled_note.c): size, blocking cells, what each layer gave, what the rules
/// and the partial shapes decided, and where the player starts and why.
void tiled_note(const TiledModel *m, int blocking, const ImportSpawn *spawn, const char *how, char *note, size_t cap);

#endif
