/* heatmap.c: the failure heat map (guarantees.h): where on a map a method goes through
 * walls, ends inside them, or stops short, cell by cell, at one speed. The picture a
 * teacher shows before the live demo; drawn by the app and by `collide guarantees
 * --heatmap`. */
#include <stdlib.h>
#include <string.h>

#include "core/base/rng.h"
#include "core/guarantees.h"
#include "core/referee.h"

/* Room for w*h cells, zeroed; false when memory runs out. */
static bool heat_room(Heatmap *out, int x, int y, int w, int h)
{
    size_t n = (size_t)w * (size_t)h;
    if (n > out->cap) {
        HeatCell *more = realloc(out->cells, n * sizeof *more);
        if (!more) return false;
        out->cells = more;
        out->cap = n;
    }
    if (n) memset(out->cells, 0, n * sizeof *out->cells);
    out->x = x;
    out->y = y;
    out->w = w;
    out->h = h;
    return true;
}

void heatmap_free(Heatmap *heat)
{
    free(heat->cells);
    memset(heat, 0, sizeof *heat);
}

bool guarantees_heatmap(Heatmap *out, const ResolverInfo *method, const Map *m, float speed, uint64_t seed)
{
    return guarantees_heatmap_part(out, method, m, speed, seed, 0, 0, m->w, m->h);
}

bool guarantees_heatmap_part(Heatmap *out, const ResolverInfo *method, const Map *m, float speed, uint64_t seed, int x, int y, int w,
                             int h)
{
    static const float QUARTER[HEATMAP_STARTS][2] = {{0.25f, 0.25f}, {0.75f, 0.25f}, {0.25f, 0.75f}, {0.75f, 0.75f}};
    int x0 = x < 0 ? 0 : x, y0 = y < 0 ? 0 : y;
    int x1 = x + w > m->w ? m->w : x + w, y1 = y + h > m->h ? m->h : y + h;
    if (x1 < x0) x1 = x0;
    if (y1 < y0) y1 = y0;
    if (!heat_room(out, x0, y0, x1 - x0, y1 - y0)) return false;
    const ResolverInfo *info = method;
    if (!info) return true;
    Rng coin;
    rng_seed(&coin, seed);
    ResolveCtx ctx = {m, &coin, NULL, 0, NULL, NULL};
    float t = (float)m->tile;
    for (int j = y0; j < y1; j++) {
        for (int i = x0; i < x1; i++) {
            HeatCell *c = &out->cells[(size_t)(j - y0) * (size_t)out->w + (size_t)(i - x0)];
            for (int s = 0; s < HEATMAP_STARTS; s++) {
                Body start = method_body(method, m, ((float)i + QUARTER[s][0]) * t, ((float)j + QUARTER[s][1]) * t);
                RefBody rb = referee_body(info->model, &start);
                if (!referee_clear(m, &rb, start.x, start.y)) continue;
                for (int d = 0; d < HEATMAP_DIRS; d++) {
                    float dx = (float)GUARANTEE_DIRS[d][0] * speed, dy = (float)GUARANTEE_DIRS[d][1] * speed;
                    Body end = start;
                    method_move(method, &ctx, &end, dx, dy, NULL, NULL);
                    MoveVerdict v = guarantees_verdict(m, info->model, &start, dx, dy, &end);
                    c->tried++;
                    c->crossed += v.crossed;
                    c->inside += v.inside;
                    c->short_stop += v.short_stop;
                }
            }
        }
    }
    return true;
}
