/* crowd.c: placeholder for the crowd mode; see crowd.h. */
#include "crowd.h"

#include "hash.h"

bool crowd_init(Crowd *crowd, uint64_t seed)
{
    crowd->count = 0;
    crowd->seed = seed;
    return true;
}

void crowd_free(Crowd *crowd)
{
    crowd->count = 0;
}

void crowd_apply(Crowd *crowd, uint32_t actions)
{
    (void)crowd;
    (void)actions;
}

void crowd_step(Crowd *crowd)
{
    (void)crowd;
}

uint64_t crowd_hash(const Crowd *crowd, uint64_t h)
{
    return hash_bytes(h, &crowd->count, sizeof crowd->count);
}

bool crowd_available(void)
{
    return false;
}
