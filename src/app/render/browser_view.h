/* browser_view.h: the map browser's list over a darkened frame: one row a map (its
 * name, its lesson's first line or its suggestion, and "disk" for a file from the
 * folder), the highlighted row kept in view, and the list's keys from the key table. */
#ifndef COLLIDE_BROWSER_VIEW_H
#define COLLIDE_BROWSER_VIEW_H

#include "app/base/map_list.h"
#include "app/render/frame.h"

/// The list's box for `rows` maps: centred, as tall as the rows need or the window allows.
Rect browser_box(const Frame *f, int rows);
/// Draw the list; `selected` is highlighted, `current` (a file name) marked as on screen.
void browser_draw(const Frame *f, const MapList *list, int selected, const char *current);

#endif
