/* method_color.h: each method's colour (its ResolverInfo.colour) as the canvas takes it,
 * the same in every view that tells the methods apart (the compare views, the trails,
 * the heat maps' small multiples, the GIF palette). With method_rows.h, the methods as
 * the HUD draws them. */
#ifndef COLLIDE_METHOD_COLOR_H
#define COLLIDE_METHOD_COLOR_H

#include "app/render/canvas.h"
#include "core/resolver.h"

/// The colour of a method (NULL gets the text colour).
Colour method_color(const ResolverInfo *method);

#endif
