/* compare_view.h: the compare view (C). Ghosts: every method's body in one view in its
 * own colour, lines where methods disagree by more than a pixel, and a legend with each
 * method's position and whether it is inside a wall. Split: small labelled
 * viewports of the same scene. */
#ifndef COLLIDE_COMPARE_VIEW_H
#define COLLIDE_COMPARE_VIEW_H

#include "app/render/canvas.h"
#include "app/render/frame.h"
#include "app/render/method_color.h"

/// Ghosts: every method's body, the differences, and number labels (when `tags`), in view `v`.
/// Tags are placed with `labels`, begun with render_compare_labels_begin.
void render_compare_ghost(const Frame *f, const View *v, const World *w, LabelPlacer *labels, bool tags);
/// Start the ghost view's labels: inside the map's frame in `v`, apart from each other,
/// off every body and, where a free place exists, off the walls.
void render_compare_labels_begin(const Frame *f, const View *v, const World *w, LabelPlacer *labels);
/// The legend to the right of the map area (layout_legend_width wide).
void render_compare_legend(const Frame *f, const World *w, Rect map_area);
/// Split: a viewport a method (layout_split), each with its map, body and label.
void render_compare_split(const Frame *f, const Scene *s);

#endif
