/* method_color.h: each method's colour, the same in every view that tells them apart
 * (the compare views, the trails, the heat maps' small multiples, the GIF palette). */
#ifndef COLLIDE_METHOD_COLOR_H
#define COLLIDE_METHOD_COLOR_H

#include "app/render/canvas.h"

/// The colour of resolver r (r in 0..RESOLVER_COUNT-1; anything else gets the text colour).
Colour compare_color(int r);

#endif
