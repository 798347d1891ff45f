/* compare.c: see compare.h. "Inside a wall" is body_in_wall's judgement, the same for
 * every method: the HUD asks where each one ended up, not whether it obeyed itself. */
#include "core/compare.h"

#include <math.h>

#include "core/world/body.h"

int compare_reference(const World *w)
{
    return w->resolver;
}

float compare_distance(const World *w, int a, int b)
{
    return hypotf(w->bodies[a].x - w->bodies[b].x, w->bodies[a].y - w->bodies[b].y);
}

/* One of a body's nine anchors: its centre (sx = sy = 0), or the point of its edge
 * in the direction (sx, sy): a box's edge middle or corner, a circle's rim. A point
 * is all nine. */
static void anchor(const World *w, int r, int sx, int sy, float *x, float *y)
{
    const Body *b = &w->bodies[r];
    float hw = b->w * 0.5f, hh = b->h * 0.5f;
    BodyModel model = world_method(w, r)->model;
    if (model == BODY_POINT) hw = hh = 0.0f;
    if (model == BODY_CIRCLE && sx && sy) hw = hh = hw * 0.70710678f;
    *x = b->x + (float)sx * hw;
    *y = b->y + (float)sy * hh;
}

float compare_delta(const World *w, int a, int b)
{
    float best = compare_distance(w, a, b);
    for (int sy = -1; sy <= 1; sy++)
        for (int sx = -1; sx <= 1; sx++) {
            float ax, ay, bx, by;
            anchor(w, a, sx, sy, &ax, &ay);
            anchor(w, b, sx, sy, &bx, &by);
            best = fminf(best, hypotf(ax - bx, ay - by));
        }
    return best;
}

bool compare_in_wall(const World *w, int r)
{
    const ResolverInfo *ri = world_method(w, r);
    return ri && body_in_wall(&w->map, w->movers, w->map.mover_count, &w->bodies[r], ri->model);
}

int compare_groups(const World *w, unsigned mask, int first, CompareGroup out[METHOD_MAX])
{
    int n = 0, count = w->methods.count;
    /* `first` first, so group 0 is "where the reference method is". */
    int order[METHOD_MAX], k = 0;
    if (first >= 0 && first < count) order[k++] = first;
    for (int r = 0; r < count; r++)
        if (r != first) order[k++] = r;
    for (int o = 0; o < count; o++) {
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
