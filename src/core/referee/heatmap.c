/* heatmap.c: the failure heat map (guarantees.h): where on a map a method goes through
 * walls, ends inside them, or stops short, cell by cell, at one speed. The picture a
 * teacher shows before the live demo; drawn by the app and by `collide guarantees
 * --heatmap`. */
#include <string.h>

#include "core/base/rng.h"
#include "core/guarantees.h"
#include "core/referee.h"

void guarantees_heatmap(Heatmap *out, int resolver, const Map *m, float speed, uint64_t seed)
{
    static const float QUARTER[HEATMAP_STARTS][2] = {{0.25f, 0.25f}, {0.75f, 0.25f}, {0.25f, 0.75f}, {0.75f, 0.75f}};
    memset(out, 0, sizeof *out);
    out->w = m->w;
    out->h = m->h;
    const ResolverInfo *info = resolver_info(resolver);
    if (!info) return;
    Rng coin;
    rng_seed(&coin, seed);
    ResolveCtx ctx = {m, &coin, NULL, 0};
    float t = (float)m->tile;
    for (int j = 0; j < m->h; j++) {
        for (int i = 0; i < m->w; i++) {
            HeatCell *c = &out->cells[j * m->w + i];
            for (int s = 0; s < HEATMAP_STARTS; s++) {
                Body start = resolver_body(resolver, m, ((float)i + QUARTER[s][0]) * t, ((float)j + QUARTER[s][1]) * t);
                RefBody rb = referee_body(info->model, &start);
                if (!referee_clear(m, &rb, start.x, start.y)) continue;
                for (int d = 0; d < HEATMAP_DIRS; d++) {
                    float dx = (float)GUARANTEE_DIRS[d][0] * speed, dy = (float)GUARANTEE_DIRS[d][1] * speed;
                    Body end = start;
                    resolver_move(resolver, &ctx, &end, dx, dy, NULL, NULL);
                    MoveVerdict v = guarantees_verdict(m, info->model, &start, dx, dy, &end);
                    c->tried++;
                    c->crossed += v.crossed;
                    c->inside += v.inside;
                    c->short_stop += v.short_stop;
                }
            }
        }
    }
}
