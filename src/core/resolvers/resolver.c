/* resolver.c: the registry of the resolvers, in key order (made from resolver_list.h),
 * and resolver_move, the one door every move goes through: it makes hostile input (NaN, infinities,
 * absurd sizes and speeds, bodies outside the map) safe before a resolver sees it, so
 * the resolvers can stay as their seeds wrote them. */
#include "core/resolver.h"

#include <math.h>
#include <string.h>

#define REGISTERED(ID, name) &RESOLVE_##ID,
static const ResolverInfo *const RESOLVERS[RESOLVER_COUNT] = {RESOLVER_LIST(REGISTERED, REGISTERED)};

const ResolverInfo *resolver_info(int id)
{
    return (id >= 0 && id < RESOLVER_COUNT) ? RESOLVERS[id] : NULL;
}

int resolver_find(const char *name)
{
    for (int i = 0; i < RESOLVER_COUNT; i++)
        if (strcmp(RESOLVERS[i]->name, name) == 0) return i;
    return -1;
}

Body method_body(const ResolverInfo *r, const Map *map, float x, float y)
{
    float size = r ? r->size_tiles * (float)map->tile : 0.0f;
    return (Body){x, y, size, size};
}

Body resolver_body(int id, const Map *map, float x, float y)
{
    return method_body(resolver_info(id), map, x, y);
}

/* A size a resolver can do arithmetic with: NaN is no size at all (the default),
 * a negative one is a point, and nothing is wider than the widest map. */
static float safe_size(float v, float fallback)
{
    if (isnan(v)) return fallback;
    if (!(v >= 0.0f)) return 0.0f;
    return v > RESOLVE_SIZE_MAX_PX ? RESOLVE_SIZE_MAX_PX : v;
}

/* A centre coordinate brought inside the map's extent (pixels), to its nearest point:
 * the far edge itself is the first pixel outside. Only the centre: a body that pokes
 * out of the map (the methods let some do, into the solid border) is left alone, so
 * that a normal move is never changed. */
static float clamp_inside(float v, float extent)
{
    if (v < 0.0f) return 0.0f;
    if (v >= extent) return nextafterf(extent, 0.0f);
    return v;
}

static bool inside_map(const Map *map, const Body *b)
{
    float w = (float)(map->w * map->tile), h = (float)(map->h * map->tile);
    return b->x >= 0.0f && b->x <= w && b->y >= 0.0f && b->y <= h; /* false for NaN */
}

float resolver_move_limit(const Map *map)
{
    float extent = (float)((map->w + map->h) * map->tile);
    return extent > RESOLVE_MOVE_CUT_MIN_PX ? extent : RESOLVE_MOVE_CUT_MIN_PX;
}

void resolver_cut_move(const Map *map, float *dx, float *dy)
{
    if (!isfinite(*dx) || !isfinite(*dy)) {
        *dx = *dy = 0.0f;
        return;
    }
    /* A move longer than the map's width plus its height ends outside the map from
     * anywhere inside it, and still does once cut to that length: every method meets
     * the same walls on the way (only how far each axis goes changes, for an absurd
     * move), and a loop that walks along the move is bounded by the map, not by the
     * move. Double: hypot of two huge floats overflows a float. */
    double most = (double)resolver_move_limit(map);
    /* Every move the sandbox makes is far shorter: with each axis at most half the
     * limit, the length is at most 0.71 of it, and hypot (slow) is not needed. */
    if (fabs((double)*dx) <= 0.5 * most && fabs((double)*dy) <= 0.5 * most) return;
    double len = hypot((double)*dx, (double)*dy);
    if (len > most) {
        double k = most / len;
        *dx = (float)((double)*dx * k);
        *dy = (float)((double)*dy * k);
    }
}

void method_move(const ResolverInfo *r, const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info,
                 Trace *trace)
{
    if (!r) return;
    const Map *map = ctx->map;
    float tile = (float)map->tile;
    float def = r->size_tiles * tile;
    body->w = safe_size(body->w, def);
    body->h = safe_size(body->h, def);
    if (!isfinite(body->x) || !isfinite(body->y)) {
        body->x = ((float)map->spawn_x + 0.5f) * tile;
        body->y = ((float)map->spawn_y + 0.5f) * tile;
    }
    body->x = clamp_inside(body->x, (float)(map->w * map->tile));
    body->y = clamp_inside(body->y, (float)(map->h * map->tile));
    resolver_cut_move_fast(map, &dx, &dy);

    Body start = *body;
    MoveInfo mi = {1.0f, 0, 0};
    ResolveCtx own = *ctx;
    own.state = r->state;
    r->resolve(&own, body, dx, dy, &mi, trace);
    /* The net under every method: a body never leaves the map or becomes NaN. (A
     * method that only reads where a move ends, grid-region, jumps the map's border
     * at four tiles a tick: that move is refused.) */
    if (!isfinite(body->x) || !isfinite(body->y) || !inside_map(map, body)) {
        *body = start;
        mi = (MoveInfo){0.0f, mi.hits, mi.flags};
    }
    if (!isfinite(mi.t)) mi.t = 0.0f;
    body->w = start.w;
    body->h = start.h;
    if (info) *info = mi;
}

void resolver_move(int id, const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    method_move(resolver_info(id), ctx, body, dx, dy, info, trace);
}
