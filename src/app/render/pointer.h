/* pointer.h: which of the map views the mouse pointer is over. The editor and the
 * mouse placement both ask, in window pixels, as the app's mouse events give them. */
#ifndef COLLIDE_POINTER_H
#define COLLIDE_POINTER_H

#include <stddef.h>

#include "app/render/view.h"

/// The first of `views` whose area holds window pixel (x, y) (its right and bottom
/// edges outside), or NULL.
static inline const View *pointer_view(const View *views, int view_count, int x, int y)
{
    for (int k = 0; k < view_count; k++) {
        const View *v = &views[k];
        if (x >= v->area.x && x < v->area.x + v->area.w && y >= v->area.y && y < v->area.y + v->area.h) return v;
    }
    return NULL;
}

#endif
