/* body.c: see body.h. A body reaches into a wall when its shape (point, box or circle)
 * overlaps the wall's rectangle by more than the tolerance; a thin wall is a rectangle
 * of no width. */
#include "core/world/body.h"

#include <math.h>

/* Does the body reach more than the tolerance into the rectangle [x0,x1]x[y0,y1]? */
static bool body_in_rect(const Body *b, BodyModel model, float x0, float y0, float x1, float y1)
{
    const float tol = BODY_WALL_TOLERANCE_PX;
    if (model == BODY_CIRCLE) {
        float r = b->w * 0.5f;
        float nx = fmaxf(x0, fminf(b->x, x1)), ny = fmaxf(y0, fminf(b->y, y1)); /* nearest point of the rect */
        bool centre_inside = b->x > x0 && b->x < x1 && b->y > y0 && b->y < y1;
        return centre_inside || hypotf(b->x - nx, b->y - ny) < r - tol;
    }
    float hw = model == BODY_BOX ? b->w * 0.5f - tol : 0.0f, hh = model == BODY_BOX ? b->h * 0.5f - tol : 0.0f;
    if (model == BODY_POINT) return b->x >= x0 && b->x < x1 && b->y >= y0 && b->y < y1;
    return b->x + hw > x0 && b->x - hw < x1 && b->y + hh > y0 && b->y - hh < y1;
}

bool body_in_wall(const Map *m, const MoverState *movers, int mover_count, const Body *b, BodyModel model)
{
    if (model == BODY_POINT && map_is_wall_at(m, b->x, b->y)) return true;

    for (int k = 0; k < mover_count; k++) {
        const MoverState *s = &movers[k];
        if (body_in_rect(b, model, (float)s->x1, (float)s->y1, (float)(s->x1 + s->w), (float)(s->y1 + s->h)))
            return true;
    }
    if (model == BODY_POINT) return false;

    float t = (float)m->tile, half = fmaxf(b->w, b->h) * 0.5f;
    int i0 = map_cell_of(m, b->x - half) - 1, i1 = map_cell_of(m, b->x + half) + 1;
    int j0 = map_cell_of(m, b->y - half) - 1, j1 = map_cell_of(m, b->y + half) + 1;
    for (int j = j0; j <= j1; j++) {
        for (int i = i0; i <= i1; i++) {
            float x0 = (float)i * t, y0 = (float)j * t;
            uint8_t c = map_cell(m, i, j);
            if (c == SIDE_ALL && body_in_rect(b, model, x0, y0, x0 + t, y0 + t)) return true;
            /* A thin wall as a rectangle of no width: the body is across it. */
            bool left_wall = (c & SIDE_LEFT) && (map_cell(m, i - 1, j) & SIDE_RIGHT);
            bool top_wall = (c & SIDE_UP) && (map_cell(m, i, j - 1) & SIDE_DOWN);
            if (left_wall && body_in_rect(b, model, x0, y0, x0, y0 + t)) return true;
            if (top_wall && body_in_rect(b, model, x0, y0, x0 + t, y0)) return true;
        }
    }
    return false;
}
