/* movers.c: back-and-forth travel of map movers in integer pixels. */
#include "core/world/movers.h"

void mover_position(const Map *map, const Mover *m, uint64_t tick, int *x, int *y)
{
    uint64_t period = 2u * (uint64_t)m->ticks;
    int64_t phase = (int64_t)(tick % period);
    int64_t k = phase <= m->ticks ? phase : (int64_t)period - phase; /* 0..ticks and back */
    int64_t t = map->tile;
    *x = (int)(m->x * t + (m->dx * t * k) / m->ticks);
    *y = (int)(m->y * t + (m->dy * t * k) / m->ticks);
}
