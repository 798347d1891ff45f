/* heat_view.h: the failure heat map (guarantees_heatmap) drawn over a map: each cell
 * coloured by the share of moves from it that fail, with a legend saying what the
 * colours mean. The window (F) and `collide guarantees --heatmap` draw the same. */
#ifndef COLLIDE_HEAT_VIEW_H
#define COLLIDE_HEAT_VIEW_H

#include "core/guarantees.h"
#include "app/render/canvas.h"
#include "app/render/frame.h"
#include "app/render/view.h"

/// The colour of a cell failing `rate` (0..1) of its moves: green, yellow (25%), red.
Colour heat_color(double rate);
/// The share of a cell's moves that failed (through, inside or short), 0 when none tried.
double heat_rate(const HeatCell *c);
/// Colour every cell a move was tried from, in view `v`.
void render_heatmap(Canvas *cv, const View *v, const Heatmap *heat, int tile);
/// The legend in the lower left of `area`: what was measured and what the colours mean.
void render_heat_legend(const Frame *f, Rect area, const MethodSet *methods, int method, float speed);
/// The whole picture for one method (map, heat, legend) filling the frame; `resolver`
/// -1 draws every method as small multiples from `heat[0..count-1]`.
void render_heat_picture(const Frame *f, const Map *map, const Heatmap *heat, const MethodSet *methods, int method,
                         float speed);

#endif
