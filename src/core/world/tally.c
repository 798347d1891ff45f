/* tally.c: see tally.h. Each move is judged by guarantees_verdict, the verdict of the
 * guarantees table's judge, on the map as drawn (movers are left out, as there). The
 * referee is thorough and slow next to a tick, so some verdicts are known without it:
 * a move made in full through cells with no wall and no side anywhere near fails
 * nowhere, a move repeated from the same place to the same end has the verdict it had,
 * and two methods with the same body model that made the same move this tick share one. */
#include "core/tally.h"

#include <string.h>

#include "core/guarantees.h"

void tally_reset(CompareLog *log)
{
    memset(log, 0, sizeof *log);
}

void tally_map_changed(CompareLog *log)
{
    for (int r = 0; r < METHOD_MAX; r++) log->memo[r].valid = false;
}

static float minf3(float a, float b, float c)
{
    float m = a < b ? a : b;
    return m < c ? m : c;
}

static float maxf3(float a, float b, float c)
{
    float m = a > b ? a : b;
    return m > c ? m : c;
}

/* Did the body make its whole move through empty cells, a pixel clear of every wall
 * and side (the cells outside the map count as solid)? Then nothing can have failed. */
static bool open_move(const Map *m, BodyModel model, const Body *s, const Body *e, float dx, float dy)
{
    if (e->x != s->x + dx || e->y != s->y + dy) return false;
    float hw = model == BODY_POINT ? 0.0f : s->w * 0.5f, hh = model == BODY_POINT ? 0.0f : s->h * 0.5f;
    if (model == BODY_CIRCLE) hh = hw;
    int i0 = map_cell_of(m, minf3(s->x, e->x, s->x + dx) - hw - 1.0f);
    int i1 = map_cell_of(m, maxf3(s->x, e->x, s->x + dx) + hw + 1.0f);
    int j0 = map_cell_of(m, minf3(s->y, e->y, s->y + dy) - hh - 1.0f);
    int j1 = map_cell_of(m, maxf3(s->y, e->y, s->y + dy) + hh + 1.0f);
    for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
            if (map_cell(m, i, j)) return false;
    return true;
}

static bool same_body(const Body *a, const Body *b)
{
    return a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h;
}

static bool same_move(const TallyMemo *a, const Body *s, const Body *e, float dx, float dy)
{
    return a->valid && a->dx == dx && a->dy == dy && same_body(&a->start, s) && same_body(&a->end, e);
}

static MoveVerdict memo_verdict(const TallyMemo *memo)
{
    return (MoveVerdict){0.0, memo->inside, memo->crossed, memo->short_stop};
}

/* Judge method r's move this tick. `now`: the moves judged so far this tick, method by
 * method; one with the same body model that made the same move has the same verdict. */
static MoveVerdict judge(CompareLog *log, const Map *m, const MethodSet *set, int r, const Body *s, const Body *e,
                         float dx, float dy, TallyMemo now[METHOD_MAX])
{
    MoveVerdict v = {0.0, false, false, false};
    BodyModel model = set->at[r]->model;
    if (open_move(m, model, s, e, dx, dy)) return v;
    TallyMemo *memo = &log->memo[r];
    if (same_move(memo, s, e, dx, dy)) return memo_verdict(memo);
    for (int q = 0; q < r; q++)
        if (set->at[q]->model == model && same_move(&now[q], s, e, dx, dy)) return memo_verdict(&now[q]);
    v = guarantees_verdict(m, model, s, dx, dy, e);
    *memo = (TallyMemo){true, *s, *e, dx, dy, v.crossed, v.inside, v.short_stop};
    now[r] = *memo;
    return v;
}

void tally_record(CompareLog *log, const Map *map, const MethodSet *methods, const Body before[METHOD_MAX],
                  const Body after[METHOD_MAX], const float dx[METHOD_MAX], const float dy[METHOD_MAX])
{
    TallyMemo now[METHOD_MAX] = {{0}};
    for (int r = 0; r < methods->count; r++) {
        log->trail_x[r][log->trail_head] = after[r].x;
        log->trail_y[r][log->trail_head] = after[r].y;
        if (dx[r] == 0.0f && dy[r] == 0.0f) continue;
        MoveVerdict v = judge(log, map, methods, r, &before[r], &after[r], dx[r], dy[r], now);
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
    if (r < 0 || r >= METHOD_MAX || age < 0 || age >= log->trail_len) return false;
    int k = (log->trail_head - 1 - age + 2 * COMPARE_TRAIL_TICKS) % COMPARE_TRAIL_TICKS;
    *x = log->trail_x[r][k];
    *y = log->trail_y[r][k];
    return true;
}
