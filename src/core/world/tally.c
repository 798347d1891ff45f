/* tally.c: see tally.h. Each move is judged by guarantees_judge, the judge of the
 * guarantees table, on the map as drawn (movers are left out, as there). */
#include "core/tally.h"

#include <string.h>

#include "core/guarantees.h"

void tally_reset(CompareLog *log)
{
    memset(log, 0, sizeof *log);
}

void tally_record(CompareLog *log, const Map *map, const Body before[RESOLVER_COUNT], const Body after[RESOLVER_COUNT],
                  float dx, float dy)
{
    bool moving = dx != 0.0f || dy != 0.0f;
    if (moving) {
        log->dir_x = dx;
        log->dir_y = dy;
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        log->trail_x[r][log->trail_head] = after[r].x;
        log->trail_y[r][log->trail_head] = after[r].y;
        if (!moving) continue;
        const ResolverInfo *info = resolver_info(r);
        MoveVerdict v = guarantees_judge(map, info->model, &before[r], dx, dy, &after[r]);
        Tally *t = &log->tally[r];
        t->moves++;
        t->crossed += v.crossed;
        t->inside += v.inside;
        t->short_stop += v.short_stop;
    }
    log->trail_head = (log->trail_head + 1) % COMPARE_TRAIL_TICKS;
    if (log->trail_len < COMPARE_TRAIL_TICKS) log->trail_len++;
}

bool tally_trail_at(const CompareLog *log, int r, int age, float *x, float *y)
{
    if (r < 0 || r >= RESOLVER_COUNT || age < 0 || age >= log->trail_len) return false;
    int k = (log->trail_head - 1 - age + 2 * COMPARE_TRAIL_TICKS) % COMPARE_TRAIL_TICKS;
    *x = log->trail_x[r][k];
    *y = log->trail_y[r][k];
    return true;
}
