/* mouse_place_feature.h: the player placed by the mouse as a feature: a click or a drag
 * over the map, outside the editor, becomes the next tick's Input.place. */
#ifndef COLLIDE_MOUSE_PLACE_FEATURE_H
#define COLLIDE_MOUSE_PLACE_FEATURE_H

#include "app/features/feature.h"

extern const Feature mouse_place_feature;

#endif
