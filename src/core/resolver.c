/* resolver.c: the registry of the seven resolvers, in key order, and resolver_move,
 * the one door every move goes through: it makes hostile input (NaN, infinities,
 * absurd sizes and speeds, bodies outside the map) safe before a resolver sees it, so
 * the resolvers can stay as their seeds wrote them. */
#include "resolver.h"

#include <math.h>
#include <string.h>

static const ResolverInfo *const RESOLVERS[RESOLVER_COUNT] = {
    &RESOLVE_SIMPLEST,     &RESOLVE_PIXEL_ITERATION, &RESOLVE_LINE_SEGMENT,     &RESOLVE_MINKOWSKI,
    &RESOLVE_GRID_REGION,  &RESOLVE_QUAD_PUSH,       &RESOLVE_DIRECTIONAL_FLAG,
};

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

Body resolver_body(int id, const Map *map, float x, float y)
{
    const ResolverInfo *r = resolver_info(id);
    float size = r ? r->size_tiles * (float)map->tile : 0.0f;
    return (Body){x, y, size, size};
}

/* A size a resolver can do arithmetic with: NaN is no size at all (the default),
 * a negative one is a point, and nothing is wider than the widest map. */
static float safe_size(float v, float fallback)
{
    if (isnan(v)) return fallback;
    if (!(v >= 0.0f)) return 0.0f;
    return v > RESOLVE_SIZE_MAX_PX ? RESOLVE_SIZE_MAX_PX : v;
}

/* A centre coordinate inside the map's extent (pixels) with room for the half-size
 * when the body fits, else the middle. A point may not sit on the far edge itself:
 * that is the first pixel outside. */
static float clamp_inside(float v, float half, float extent)
{
    float lo = half, hi = extent - half;
    if (lo > hi) lo = hi = extent * 0.5f;
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    if (v >= extent) v = nextafterf(extent, 0.0f);
    return v;
}

static bool inside_map(const Map *map, const Body *b)
{
    float w = (float)(map->w * map->tile), h = (float)(map->h * map->tile);
    return b->x >= 0.0f && b->x <= w && b->y >= 0.0f && b->y <= h; /* false for NaN */
}

void resolver_move(int id, const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    const ResolverInfo *r = resolver_info(id);
    if (!r || !r->resolve) return;
    const Map *map = ctx->map;
    float tile = (float)map->tile;
    Body def = resolver_body(id, map, 0.0f, 0.0f);
    body->w = safe_size(body->w, def.w);
    body->h = safe_size(body->h, def.h);
    if (!isfinite(body->x) || !isfinite(body->y)) {
        body->x = ((float)map->spawn_x + 0.5f) * tile;
        body->y = ((float)map->spawn_y + 0.5f) * tile;
    }
    body->x = clamp_inside(body->x, body->w * 0.5f, (float)(map->w * map->tile));
    body->y = clamp_inside(body->y, body->h * 0.5f, (float)(map->h * map->tile));
    if (!isfinite(dx) || !isfinite(dy)) dx = dy = 0.0f;
    /* Anything longer than the largest map's diagonal leaves every map, whose outside
     * is solid, so cutting it changes what a method can reach, not where it can go;
     * it bounds every loop that walks along the move. Double: hypot of two huge floats
     * overflows a float. */
    double len = hypot((double)dx, (double)dy);
    if (len > (double)RESOLVE_MOVE_MAX_PX) {
        double k = (double)RESOLVE_MOVE_MAX_PX / len;
        dx = (float)((double)dx * k);
        dy = (float)((double)dy * k);
    }

    Body start = *body;
    MoveInfo mi = {1.0f, 0, 0};
    r->resolve(ctx, body, dx, dy, &mi, trace);
    /* The net under every method: a body never leaves the map or becomes NaN. */
    if (!isfinite(body->x) || !isfinite(body->y) || !inside_map(map, body)) {
        *body = start;
        mi = (MoveInfo){0.0f, mi.hits, mi.flags};
    }
    if (!isfinite(mi.t)) mi.t = 0.0f;
    body->w = start.w;
    body->h = start.h;
    if (info) *info = mi;
}
