/* mouse_place.h: the player placed by the mouse outside the editor: a click puts it at
 * the point, a drag puts it at the press point and throws it by the drag as one move. */
#ifndef COLLIDE_MOUSE_PLACE_H
#define COLLIDE_MOUSE_PLACE_H

#include <stdbool.h>

#include "core/input.h"
#include "core/map.h"
#include "app/base/input_event.h"
#include "app/render/view.h"

/* A drag shorter than this many screen pixels is a click: a hand never holds still. */
#define MOUSE_PLACE_CLICK_PX 4

typedef struct MousePlace {
    bool down;  /* the left button went down on a map view */
    View view;  /* that view: the release is read in it, wherever the pointer went */
    int sx, sy; /* the press, on screen */
    int cx, cy; /* where the pointer is while the button is down */
} MousePlace;

/// Follow one mouse event; on the left button's release, fill `in->place` (the next
/// tick's input). Returns true when it did.
bool mouse_place_event(MousePlace *mp, const Map *map, const View *views, int view_count, const AppEvent *e, Input *in);
/// While the button is down and the pointer has moved far enough to make a drag: the
/// throw a release here would make (the rubber band to draw), and true.
bool mouse_place_band(const MousePlace *mp, const Map *map, Place *out);

#endif
