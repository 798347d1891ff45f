/* world_copy.c: copies of a whole world, for rewinding: a live copy (world_copy) and a
 * packed one to keep many of (the struct, then the crowd's state without its scratch).
 * Both share the map's cells with the world copied (map_copy), so a copy of a world on
 * a 4,096 x 4,096 map costs its struct, not 16 MiB. */
#include "core/world.h"

#include <string.h>

bool world_copy(World *dst, const World *src)
{
    Crowd crowd = dst->crowd;
    if (!crowd_copy(&crowd, &src->crowd)) return false;
    Map map = dst->map; /* dst's own share, handed over by map_copy */
    *dst = *src;
    dst->crowd = crowd;
    dst->map = map;
    map_copy(&dst->map, &src->map);
    return true;
}

size_t world_pack_size(const World *w)
{
    return sizeof *w + crowd_pack_size(&w->crowd);
}

void world_pack(const World *w, void *buf)
{
    World *packed = buf;
    *packed = *w;
    memset(&packed->map, 0, sizeof packed->map);
    map_copy(&packed->map, &w->map);
    /* The arrays stay the live crowd's: the packed copy must not point into them. */
    crowd_detach(&packed->crowd);
    crowd_pack(&w->crowd, (unsigned char *)buf + sizeof *w);
}

bool world_unpack(World *dst, const void *buf)
{
    const World *packed = buf;
    Crowd crowd = dst->crowd;
    if (!crowd_unpack(&crowd, &packed->crowd, (const unsigned char *)buf + sizeof *packed)) return false;
    Map map = dst->map;
    *dst = *packed;
    dst->crowd = crowd;
    dst->map = map;
    map_copy(&dst->map, &packed->map);
    return true;
}

void world_pack_release(void *buf)
{
    map_free(&((World *)buf)->map);
}

const Map *world_packed_map(const void *buf)
{
    return &((const World *)buf)->map;
}
