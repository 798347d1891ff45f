/* view.h: the camera: world pixels -> screen pixels for one viewport. It fits the map
 * into the viewport, zooms by powers of sqrt 2, and follows the player when zoomed in. */
#ifndef COLLIDE_VIEW_H
#define COLLIDE_VIEW_H

#include "core/map.h"
#include "app/render/canvas.h"

#define ZOOM_MIN (-4)
#define ZOOM_MAX 8

typedef struct View {
    Rect area;    /* the viewport on screen */
    float scale;  /* screen pixels per world pixel */
    float ox, oy; /* screen position of world (0, 0) */
} View;

/// Fit `map` into `area`, zoomed by 2^(zoom/2), centred on (fx, fy) when it does not fit.
View view_fit(const Map *map, Rect area, int zoom, float fx, float fy);
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

/// The zoom a --scale starts at: the map grows with the text (zoom steps are sqrt 2,
/// so --scale 1.5 starts one step in, --scale 2 two), the camera following the player.
int view_zoom_for_scale(float ui_scale);

#endif
