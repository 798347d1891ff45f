/* render.h: drawing the tile sandbox: the map (blocks filled, thin sides as thick
 * lines), movers and their paths, the player as its resolver's body, and overlays. */
#ifndef COLLIDE_RENDER_H
#define COLLIDE_RENDER_H

#include "core/resolver.h"
#include "core/trace.h"
#include "core/world.h"
#include "app/render/canvas.h"
#include "app/render/label_place.h"
#include "app/render/text.h"
#include "app/render/view.h"

/// The map as blocks and thin sides, with a faint grid and the spawn cell.
void render_map(Canvas *cv, const View *v, const Map *map);
/// Is side `side` (SIDE_LEFT...) of cell (i, j) one way: no matching side faces it
/// across the edge? Such sides are drawn in COLOR_ONEWAY, two-sided ones in COLOR_SIDE.
bool render_side_one_way(const Map *map, int i, int j, int side);
/// The map as resolver `resolver` reads it: the GameMaker directional tiles' tileset for directional-flag,
/// blocks and thin sides for the others.
void render_map_for(Canvas *cv, const View *v, const Map *map, const ResolverInfo *method);
void render_movers(Canvas *cv, const View *v, const World *world);
/// Draw a body as its model: a point as a dot with a cross, a box, or a circle.
void render_body(Canvas *cv, const View *v, const Body *b, BodyModel model, Colour fill);
/// Draw a resolver's trace; labels use `text`.
/// The screen box a body drawn by render_body (or a ghost) covers, its edge included.
LabelBox render_body_box(const View *v, const Body *b, BodyModel model);
/// The overlays, every shape's opacity times `alpha` (1, or less for the last move, kept);
/// their labels are placed with `labels` (inside the view, clear of what it holds
/// already), or beside their points when it is NULL; in `small` (when not NULL) when a
/// label would take more than half the view's width.
void render_trace_faded(Canvas *cv, const View *v, const Trace *trace, Text *text, Text *small, LabelPlacer *labels,
                        float alpha);

#endif
