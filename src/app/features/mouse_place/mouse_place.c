/* mouse_place.c: see mouse_place.h. The press point is the placement and the drag's
 * vector, in world pixels, is the throw: what the hand drew is what the resolver is
 * asked to do in one tick. */
#include "app/features/mouse_place/mouse_place.h"

#include <math.h>

#include "app/render/pointer.h"

static int16_t clamp_px(float v, float lo, float hi)
{
    float c = fminf(fmaxf(v, lo), hi);
    return (int16_t)lroundf(c);
}

/* The place a release at screen (x, y) makes of the press: false beside the map. */
static bool place_at(const MousePlace *mp, const Map *map, int x, int y, Place *out)
{
    float wmax = (float)(map->w * map->tile - 1), hmax = (float)(map->h * map->tile - 1);
    float px = view_world_x(&mp->view, (float)mp->sx), py = view_world_y(&mp->view, (float)mp->sy);
    if (px < 0.0f || py < 0.0f || px > wmax || py > hmax) return false; /* beside the map, inside the view */
    Place p = {clamp_px(px, 0.0f, wmax), clamp_px(py, 0.0f, hmax), 0, 0, 1};
    int ddx = x - mp->sx, ddy = y - mp->sy;
    if (ddx * ddx + ddy * ddy >= MOUSE_PLACE_CLICK_PX * MOUSE_PLACE_CLICK_PX) {
        p.dx = clamp_px((float)ddx / mp->view.scale, -wmax, wmax);
        p.dy = clamp_px((float)ddy / mp->view.scale, -hmax, hmax);
    }
    *out = p;
    return true;
}

bool mouse_place_event(MousePlace *mp, const Map *map, const View *views, int view_count, const AppEvent *e, Input *in)
{
    const AppMouseEvent *m = &e->mouse;
    if (e->kind == APP_EVENT_MOUSE_DOWN && m->button == APP_BUTTON_LEFT) {
        const View *v = pointer_view(views, view_count, m->x, m->y);
        mp->down = v != NULL;
        if (v) mp->view = *v;
        mp->sx = mp->cx = m->x;
        mp->sy = mp->cy = m->y;
        return false;
    }
    if (e->kind == APP_EVENT_MOUSE_MOVE && mp->down) {
        /* A release outside the window is never heard: the move without the button says so. */
        mp->down = (m->buttons & APP_BUTTON_BIT(APP_BUTTON_LEFT)) != 0;
        mp->cx = m->x;
        mp->cy = m->y;
        return false;
    }
    if (e->kind != APP_EVENT_MOUSE_UP || m->button != APP_BUTTON_LEFT || !mp->down) return false;
    mp->down = false;
    Place p;
    if (!place_at(mp, map, m->x, m->y, &p)) return false;
    in->place = p;
    return true;
}

bool mouse_place_band(const MousePlace *mp, const Map *map, Place *out)
{
    return mp->down && place_at(mp, map, mp->cx, mp->cy, out) && (out->dx || out->dy);
}
