/* compare.c: see compare.h. "Inside a wall" is body_in_wall's judgement, the same for
 * every method: the HUD asks where each one ended up, not whether it obeyed itself. */
#include "core/compare.h"

#include <math.h>

#include "core/world/body.h"

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

static float sign_of(float v)
{
    return (float)((v > 0.0f) - (v < 0.0f));
}

static void leading_point(const World *w, int r, float *x, float *y)
{
    const Body *b = &w->bodies[r];
    float dx = w->log.dir_x, dy = w->log.dir_y, len = hypotf(dx, dy);
    *x = b->x;
    *y = b->y;
    if (len == 0.0f) return;
    BodyModel model = resolver_info(r)->model;
    if (model == BODY_CIRCLE) {
        *x += b->w * 0.5f * dx / len;
        *y += b->w * 0.5f * dy / len;
    } else if (model == BODY_BOX) {
        *x += b->w * 0.5f * sign_of(dx);
        *y += b->h * 0.5f * sign_of(dy);
    }
}

float compare_delta(const World *w, int a, int b)
{
    float ax, ay, bx, by;
    leading_point(w, a, &ax, &ay);
    leading_point(w, b, &bx, &by);
    /* Bodies at one place agree too, whatever stopped them or did not. */
    return fminf(hypotf(ax - bx, ay - by), compare_distance(w, a, b));
}

bool compare_in_wall(const World *w, int r)
{
    const ResolverInfo *ri = resolver_info(r);
    return ri && body_in_wall(&w->map, w->movers, w->map.mover_count, &w->bodies[r], ri->model);
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
