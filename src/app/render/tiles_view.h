/* tiles_view.h: drawing the tiles mode's scene: the map as the active method reads
 * it, the movers, the overlays, the player (or every method's ghost), the editor's
 * marks; or the split compare view's viewports, one a method. */
#ifndef COLLIDE_TILES_VIEW_H
#define COLLIDE_TILES_VIEW_H

#include "app/render/frame.h"

/// Draw the scene (everything but the HUD) in the views layout.c gives.
void render_tiles(const Frame *f, const Scene *s);

#endif
