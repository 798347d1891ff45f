/* tileset.h: the map as the GameMaker directional tiles' tileset (directional-flag):
 * solid sides dark, open sides light. */
#ifndef COLLIDE_TILESET_H
#define COLLIDE_TILESET_H

#include "core/map.h"
#include "app/render/canvas.h"
#include "app/render/view.h"

/// Draw every cell that has a mask as a tile of four triangles, over a map already
/// drawn by render_map (its floor, grid and spawn stay visible around the tiles).
void render_tileset(Canvas *cv, const View *v, const Map *map);

#endif
