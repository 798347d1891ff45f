/* compare.c: see compare.h. "Inside a wall" is judged the same way for every method
 * (solid cells, movers, thin walls closed from both sides), not the way each method
 * reads the grid: the HUD asks where each one ended up, not whether it obeyed itself. */
#include "core/compare.h"

#include <math.h>

bool compare_available(int r)
{
    return resolver_info(r) != NULL;
}

unsigned compare_available_mask(void)
{
    return (1u << RESOLVER_COUNT) - 1u;
}

int compare_reference(const World *w)
{
    return w->resolver;
}

float compare_distance(const World *w, int a, int b)
{
    return hypotf(w->bodies[a].x - w->bodies[b].x, w->bodies[a].y - w->bodies[b].y);
}

/* Does the body reach more than the tolerance into the rectangle [x0,x1]x[y0,y1]? */
static bool body_in_rect(const Body *b, BodyModel model, float x0, float y0, float x1, float y1)
{
    const float tol = COMPARE_WALL_TOLERANCE_PX;
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

bool compare_in_wall(const World *w, int r)
{
    const ResolverInfo *ri = resolver_info(r);
    if (!ri) return false;
    const Body *b = &w->bodies[r];
    const Map *m = &w->map;
    if (ri->model == BODY_POINT && map_is_wall_at(m, b->x, b->y)) return true;

    for (int k = 0; k < m->mover_count; k++) {
        const MoverState *s = &w->movers[k];
        if (body_in_rect(b, ri->model, (float)s->x1, (float)s->y1, (float)(s->x1 + s->w), (float)(s->y1 + s->h)))
            return true;
    }
    if (ri->model == BODY_POINT) return false;

    float t = (float)m->tile, half = fmaxf(b->w, b->h) * 0.5f;
    int i0 = map_cell_of(m, b->x - half) - 1, i1 = map_cell_of(m, b->x + half) + 1;
    int j0 = map_cell_of(m, b->y - half) - 1, j1 = map_cell_of(m, b->y + half) + 1;
    for (int j = j0; j <= j1; j++) {
        for (int i = i0; i <= i1; i++) {
            float x0 = (float)i * t, y0 = (float)j * t;
            uint8_t c = map_cell(m, i, j);
            if (c == SIDE_ALL && body_in_rect(b, ri->model, x0, y0, x0 + t, y0 + t)) return true;
            /* A thin wall as a rectangle of no width: the body is across it. */
            bool left_wall = (c & SIDE_LEFT) && (map_cell(m, i - 1, j) & SIDE_RIGHT);
            bool top_wall = (c & SIDE_UP) && (map_cell(m, i, j - 1) & SIDE_DOWN);
            if (left_wall && body_in_rect(b, ri->model, x0, y0, x0, y0 + t)) return true;
            if (top_wall && body_in_rect(b, ri->model, x0, y0, x0 + t, y0)) return true;
        }
    }
    return false;
}

int compare_groups(const World *w, unsigned mask, int first, CompareGroup out[RESOLVER_COUNT])
{
    int n = 0;
    /* `first` first, so group 0 is "where the reference method is". */
    int order[RESOLVER_COUNT], k = 0;
    if (first >= 0 && first < RESOLVER_COUNT) order[k++] = first;
    for (int r = 0; r < RESOLVER_COUNT; r++)
        if (r != first) order[k++] = r;
    for (int o = 0; o < RESOLVER_COUNT; o++) {
        int r = order[o];
        if (!(mask & (1u << r))) continue;
        int g = 0;
        while (g < n && compare_distance(w, out[g].members[0], r) > COMPARE_AGREE_PX) g++;
        if (g == n) out[n++] = (CompareGroup){.count = 0, .x = w->bodies[r].x, .y = w->bodies[r].y};
        out[g].members[out[g].count++] = r;
    }
    /* Members in key order inside each group (the reference may have come first). */
    for (int g = 0; g < n; g++)
        for (int a = 1; a < out[g].count; a++)
            for (int b = a; b > 0 && out[g].members[b - 1] > out[g].members[b]; b--) {
                int tmp = out[g].members[b];
                out[g].members[b] = out[g].members[b - 1];
                out[g].members[b - 1] = tmp;
            }
    return n;
}
