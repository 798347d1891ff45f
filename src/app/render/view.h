/* view.h: the camera: world pixels -> screen pixels for one viewport. It fits the map
 * into the viewport, zooms by powers of sqrt 2, and follows the player when zoomed in. */
#ifndef COLLIDE_VIEW_H
#define COLLIDE_VIEW_H

#include "core/map.h"
#include "app/render/canvas.h"

#define ZOOM_MIN (-4)
#define ZOOM_MAX 12 /* 64 times the fit: a 4 px body on a 100 x 100 level drawn some 30 px wide */
/* Cells a view shows at least along its shorter side at zoom 0: a bigger map is not
 * shrunk to fit, the camera follows the player over it. Every map up to this size
 * fits as it always did. */
#define VIEW_FIT_CELLS_MAX 128

typedef struct View {
    Rect area;    /* the viewport on screen */
    float scale;  /* screen pixels per world pixel */
    float ox, oy; /* screen position of world (0, 0) */
} View;

/// Fit `map` into `area` (a map larger than VIEW_FIT_CELLS_MAX cells shows that many
/// along the area's shorter side), zoomed by 2^(zoom/2), centred on (fx, fy) when it
/// does not fit.
View view_fit(const Map *map, Rect area, int zoom, float fx, float fy);

/// The box a camera keeps in view (world pixels): the bodies it follows.
typedef struct ViewFocus {
    float x0, y0, x1, y1;
} ViewFocus;

/// The screen pixels per world pixel at which `map` fits `area` whole (view_fit's, at zoom 0).
float view_fit_scale(const Map *map, Rect area);
/// The scale at which `map` fills `area`, cut along one axis rather than leaving bars.
float view_cover_scale(const Map *map, Rect area);
/// `map` in `area` at `scale`, centred on the focus box where the map does not fit,
/// never showing past the map's edge.
View view_place(const Map *map, Rect area, float scale, ViewFocus focus);
/// The tour's camera, "zoom to fit the action": the map filling `area` (view_cover_scale),
/// zoomed by 2^(zoom/2), then zoomed out (no further than the fit) until the focus box
/// with a margin of `margin` world pixels shows whole, and in again to at least `least`.
View view_action(const Map *map, Rect area, int zoom, ViewFocus focus, float margin, float least);

/// The cells of `map` the view's area shows, with one cell to spare around them:
/// columns *i0 to *i1 - 1, rows *j0 to *j1 - 1, within the map. Drawing loops over
/// these alone, so a frame of a big map costs what its visible part does.
void view_cells(const View *v, const Map *map, int *i0, int *j0, int *i1, int *j1);
static inline float view_x(const View *v, float x)
{
    return v->ox + x * v->scale;
}
static inline float view_y(const View *v, float y)
{
    return v->oy + y * v->scale;
}
/// Screen -> world.
static inline float view_world_x(const View *v, float sx)
{
    return (sx - v->ox) / v->scale;
}
static inline float view_world_y(const View *v, float sy)
{
    return (sy - v->oy) / v->scale;
}

#endif
