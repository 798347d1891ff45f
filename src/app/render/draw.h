/* draw.h: drawing primitives the SDL renderer lacks: thick lines, filled circles,
 * arrows, dashed rectangles. Screen pixels. */
#ifndef COLLIDE_DRAW_H
#define COLLIDE_DRAW_H

#include <SDL.h>

#include "app/render/label_place.h"

void draw_color(SDL_Renderer *r, SDL_Color c);
void draw_fill_rect(SDL_Renderer *r, float x0, float y0, float x1, float y1);
void draw_rect_outline(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width);
void draw_dashed_rect(SDL_Renderer *r, float x0, float y0, float x1, float y1, float dash);
void draw_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width);
void draw_arrow(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width);
void draw_fill_circle(SDL_Renderer *r, float cx, float cy, float radius);
void draw_circle_outline(SDL_Renderer *r, float cx, float cy, float radius, float width);
/// A placed label's dark backing, and when `leader`, a thin line from the middle of
/// what it names to the nearest point of the label.
/// A box over the frame (w x h): everything behind dimmed, the box opaque with a
/// title-coloured edge (the help, the map browser).
void draw_modal(SDL_Renderer *r, int w, int h, SDL_Rect box);
void draw_label_box(SDL_Renderer *r, LabelBox box, LabelBox anchor, bool leader);

#endif
