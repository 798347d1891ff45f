/* editor_view.h: what the map editor shows over the map: the edits waiting for their
 * tick, drawn as they will be, a moved spawn, and the cell and side under the cursor. */
#ifndef COLLIDE_EDITOR_VIEW_H
#define COLLIDE_EDITOR_VIEW_H

#include <stdbool.h>

#include "core/input.h"
#include "core/map.h"
#include "app/render/canvas.h"
#include "app/render/view.h"

typedef struct EditorMarks {
    const Map *map;      /* the world's map, before the queued edits */
    const EditOp *queue; /* the edits waiting for their tick, oldest first */
    const uint8_t *cell; /* queue[k]'s cell as the whole queue will leave it */
    int queued;
    int spawn_x, spawn_y; /* the spawn once the queue applies (the map's own when no edit moves it) */
    bool hover;           /* the cursor is over a cell of the map */
    int hover_i, hover_j;
    int hover_side; /* the side bit nearest the cursor */
} EditorMarks;

/// Draw the marks in view `v`.
void render_editor_marks(Canvas *cv, const View *v, const EditorMarks *marks);

#endif
