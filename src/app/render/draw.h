/* draw.h: shapes made of canvas primitives: thick lines, filled circles, arrows,
 * dashed rectangles, cut to what the canvas can show. Screen pixels. */
#ifndef COLLIDE_DRAW_H
#define COLLIDE_DRAW_H

#include "app/render/canvas.h"
#include "app/render/label_place.h"

void draw_fill_rect(Canvas *cv, float x0, float y0, float x1, float y1);
void draw_rect_outline(Canvas *cv, float x0, float y0, float x1, float y1, float width);
/// A panel: the box filled with `fill`, its edge `width` px wide in `edge`.
void draw_framed(Canvas *cv, Rect box, Colour fill, Colour edge, float width);
void draw_dashed_rect(Canvas *cv, float x0, float y0, float x1, float y1, float dash);
void draw_thick_line(Canvas *cv, float x0, float y0, float x1, float y1, float width);
void draw_arrow(Canvas *cv, float x0, float y0, float x1, float y1, float width);
void draw_fill_circle(Canvas *cv, float cx, float cy, float radius);
void draw_circle_outline(Canvas *cv, float cx, float cy, float radius, float width);
/// A placed label's dark backing, and when `leader`, a thin line from the middle of
/// what it names to the nearest point of the label.
/// A box over the frame (w x h): everything behind dimmed, the box opaque with a
/// title-coloured edge (the help, the map browser).
void draw_modal(Canvas *cv, int w, int h, Rect box);
void draw_label_box(Canvas *cv, LabelBox box, LabelBox anchor, bool leader);

#endif
