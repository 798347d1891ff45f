/* render_compare.h: the compare view (C). Ghosts: every method's body in one view in
 * its own colour, lines where methods disagree by more than a pixel, and a legend with
 * each method's position and whether it is inside a wall. Split: seven small labelled
 * viewports of the same scene. */
#ifndef COLLIDE_RENDER_COMPARE_H
#define COLLIDE_RENDER_COMPARE_H

#include <SDL.h>

#include "app/app.h"

/// The colour of resolver r in the compare views (r in 0..RESOLVER_COUNT-1).
SDL_Color compare_color(int r);
/// Width in pixels of the ghost view's legend column; 0 when it is not shown.
int compare_legend_width(const App *app);
/// Ghosts: every available method's body, the differences, and number labels.
void render_compare_ghost(App *app, const View *view);
/// The legend to the right of the map area.
void render_compare_legend(App *app, SDL_Rect map_area);
/// The split view's viewport for each resolver (views[r].area is where its map goes),
/// and the label strip above each.
void compare_split_layout(App *app, View views[RESOLVER_COUNT], SDL_Rect labels[RESOLVER_COUNT], SDL_Rect *spare);
/// Split: seven viewports.
void render_compare_split(App *app);

#endif
