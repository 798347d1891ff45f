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

bool mouse_place_event(MousePlace *mp, const Map *map, const View *views, int view_count, const AppEvent *e, Input *in)
{
    const AppMouseEvent *m = &e->mouse;
    if (e->kind == APP_EVENT_MOUSE_DOWN && m->button == APP_BUTTON_LEFT) {
        const View *v = pointer_view(views, view_count, m->x, m->y);
        mp->down = v != NULL;
        if (v) mp->view = *v;
        mp->sx = m->x;
        mp->sy = m->y;
        return false;
    }
    if (e->kind != APP_EVENT_MOUSE_UP || m->button != APP_BUTTON_LEFT || !mp->down) return false;
    mp->down = false;
    float wmax = (float)(map->w * map->tile - 1), hmax = (float)(map->h * map->tile - 1);
    float x = view_world_x(&mp->view, (float)mp->sx), y = view_world_y(&mp->view, (float)mp->sy);
    if (x < 0.0f || y < 0.0f || x > wmax || y > hmax) return false; /* beside the map, inside the view */
    Place p = {clamp_px(x, 0.0f, wmax), clamp_px(y, 0.0f, hmax), 0, 0, 1};
    int ddx = m->x - mp->sx, ddy = m->y - mp->sy;
    if (ddx * ddx + ddy * ddy >= MOUSE_PLACE_CLICK_PX * MOUSE_PLACE_CLICK_PX) {
        p.dx = clamp_px((float)ddx / mp->view.scale, -wmax, wmax);
        p.dy = clamp_px((float)ddy / mp->view.scale, -hmax, hmax);
    }
    in->place = p;
    return true;
}
