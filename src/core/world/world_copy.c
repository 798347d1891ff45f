/* world_copy.c: copies of a whole world, for rewinding: a live copy (world_copy) and a
 * packed one to keep many of (the struct, then the crowd's state without its scratch). */
#include "core/world.h"

bool world_copy(World *dst, const World *src)
{
    Crowd crowd = dst->crowd;
    if (!crowd_copy(&crowd, &src->crowd)) return false;
    *dst = *src;
    dst->crowd = crowd;
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
    /* The arrays stay the live crowd's: the packed copy must not point into them. */
    crowd_detach(&packed->crowd);
    crowd_pack(&w->crowd, (unsigned char *)buf + sizeof *w);
}

bool world_unpack(World *dst, const void *buf)
{
    const World *packed = buf;
    Crowd crowd = dst->crowd;
    if (!crowd_unpack(&crowd, &packed->crowd, (const unsigned char *)buf + sizeof *packed)) return false;
    *dst = *packed;
    dst->crowd = crowd;
    return true;
}
