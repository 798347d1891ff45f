/* side_by_side.c: see side_by_side.h. */
#include "side_by_side.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

static bool same_float(float a, float b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

bool side_by_side_same_trace(const Trace *a, const Trace *b)
{
    if (a->shape_count != b->shape_count || a->label_count != b->label_count || a->dropped != b->dropped ||
        strcmp(a->note, b->note) != 0)
        return false;
    for (int k = 0; k < a->shape_count && k < TRACE_MAX_SHAPES; k++) {
        const TraceShape *s = &a->shapes[k], *t = &b->shapes[k];
        if (s->kind != t->kind || !same_float(s->x0, t->x0) || !same_float(s->y0, t->y0) || !same_float(s->x1, t->x1) ||
            !same_float(s->y1, t->y1))
            return false;
    }
    for (int k = 0; k < a->label_count && k < TRACE_MAX_LABELS; k++)
        if (!same_float(a->labels[k].x, b->labels[k].x) || !same_float(a->labels[k].y, b->labels[k].y) ||
            strcmp(a->labels[k].text, b->labels[k].text) != 0)
            return false;
    return true;
}

/* A coordinate on an axis of `cells` cells: a centre, a cell line, a cell line half the
 * box off (the box's side on the line), one float step either side of those, or anywhere. */
static float hostile_coord(Rng *rng, int cells, int tile, float half_box)
{
    float line = (float)((int)rng_below(rng, (uint32_t)cells + 1) * tile);
    float v;
    switch (rng_below(rng, 6)) {
    case 0: v = line + 0.5f * (float)tile; break;
    case 1: v = line; break;
    case 2: v = line + (rng_below(rng, 2) ? half_box : -half_box); break;
    case 3: v = nextafterf(line + half_box, rng_below(rng, 2) ? INFINITY : -INFINITY); break;
    case 4: v = nextafterf(line - half_box, rng_below(rng, 2) ? INFINITY : -INFINITY); break;
    default: v = rng_float01(rng) * (float)(cells * tile); break;
    }
    return v;
}

/* A move: its length one of the telling ones or random, its direction along an axis, on a
 * diagonal, one float step off either, or any. */
static void hostile_move(Rng *rng, float *dx, float *dy)
{
    static const float LENGTHS[] = {0.0f, 8.0f, 64.0f, 200.0f};
    float len = rng_below(rng, 2) ? LENGTHS[rng_below(rng, 4)] : rng_float01(rng) * 300.0f;
    float a = (float)rng_below(rng, 8) * 0.78539816f;
    switch (rng_below(rng, 4)) {
    case 0: a += rng_float01(rng) * 6.2831853f; break;
    case 1: a = nextafterf(a, INFINITY); break;
    default: break;
    }
    *dx = len * cosf(a);
    *dy = len * sinf(a);
    if (rng_below(rng, 8) == 0) *dy = nextafterf(0.0f, rng_below(rng, 2) ? INFINITY : -INFINITY);
}

/* The map's movers at rest, or each moved by up to 8 px. */
static int hostile_movers(const Map *m, Rng *rng, MoverState *out)
{
    bool moving = rng_below(rng, 2);
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *v = &m->movers[k];
        int x = v->x * m->tile, y = v->y * m->tile;
        int mx = moving ? (int)rng_below(rng, 17) - 8 : 0, my = moving ? (int)rng_below(rng, 17) - 8 : 0;
        out[k] = (MoverState){x, y, x + mx, y + my, v->w * m->tile, v->h * m->tile};
    }
    return m->mover_count;
}

bool side_by_side_map(const ResolverInfo *fast, const ResolverInfo *plain, const Map *m, int moves, uint64_t seed,
                      char *why, size_t why_cap)
{
    static Trace trace_fast, trace_plain;
    static MoverState movers[MAP_MAX_MOVERS];
    Rng rng;
    rng_seed(&rng, seed);
    int id = -1;
    for (int r = 0; r < RESOLVER_COUNT; r++)
        if (resolver_info(r) == fast) id = r;
    for (int k = 0; k < moves; k++) {
        Body b = resolver_body(id < 0 ? 0 : id, m, 0.0f, 0.0f);
        if (rng_below(&rng, 3) == 0) {
            b.w = 1.0f + rng_float01(&rng) * 2.5f * (float)m->tile;
            b.h = rng_below(&rng, 2) ? b.w : 1.0f + rng_float01(&rng) * 2.5f * (float)m->tile;
        }
        b.x = hostile_coord(&rng, m->w, m->tile, 0.5f * b.w);
        b.y = hostile_coord(&rng, m->h, m->tile, 0.5f * b.h);
        float dx, dy;
        hostile_move(&rng, &dx, &dy);
        int count = hostile_movers(m, &rng, movers);
        bool traced = k % 16 == 0;
        Body bf = b, bp = b;
        MoveInfo mf = {0}, mp = {0};
        Rng rf, rp;
        rng_seed(&rf, (uint64_t)k);
        rng_seed(&rp, (uint64_t)k);
        ResolveCtx cf = {m, &rf, movers, count, NULL, NULL}, cp = {m, &rp, movers, count, NULL, NULL};
        trace_clear(&trace_fast);
        trace_clear(&trace_plain);
        fast->resolve(&cf, &bf, dx, dy, &mf, traced ? &trace_fast : NULL);
        plain->resolve(&cp, &bp, dx, dy, &mp, traced ? &trace_plain : NULL);
        bool same = same_float(bf.x, bp.x) && same_float(bf.y, bp.y) && same_float(bf.w, bp.w) &&
                    same_float(bf.h, bp.h) && same_float(mf.t, mp.t) && mf.hits == mp.hits && mf.flags == mp.flags &&
                    (!traced || side_by_side_same_trace(&trace_fast, &trace_plain));
        if (!same) {
            snprintf(why, why_cap,
                     "%s on %s, move %d: body %a,%a (%a x %a) by %a,%a: got %a,%a t %a hits %d flags %u, the plain "
                     "steps give %a,%a t %a hits %d flags %u%s",
                     fast->name, m->name, k, (double)b.x, (double)b.y, (double)b.w, (double)b.h, (double)dx, (double)dy,
                     (double)bf.x, (double)bf.y, (double)mf.t, mf.hits, mf.flags, (double)bp.x, (double)bp.y,
                     (double)mp.t, mp.hits, mp.flags, traced ? " (traced)" : "");
            return false;
        }
    }
    return true;
}

bool side_by_side_shipped_maps(const ResolverInfo *fast, const ResolverInfo *plain, int moves, uint64_t seed,
                               char *why, size_t why_cap)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int n = shipped_map_names(names);
    for (int i = 0; i < n; i++) {
        Map m = {0};
        load_shipped_map(names[i], &m);
        bool same = side_by_side_map(fast, plain, &m, moves, seed + (uint64_t)i, why, why_cap);
        map_free(&m);
        if (!same) return false;
    }
    return true;
}
