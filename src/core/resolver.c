/* resolver.c: the registry of the seven resolvers, in key order. */
#include "resolver.h"

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
