/* replay_budget.c: what a recording asks for, against the limits in replay.h. The
 * crowd's cost depends on how many circles there are and on the broadphase, so the
 * budget follows them through the input as world_step and crowd_apply do (a core test
 * runs the two side by side): the crowd mode toggles on ACT_MODE; the crowd acts only
 * in that mode; crowd-load fills an empty crowd with CROWD_DEFAULT_COUNT circles;
 * crowd-more doubles a loaded crowd up to the config's cap, crowd-fewer halves it down
 * to CROWD_MIN_COUNT; crowd-broadphase swaps grid and naive. */
#include "core/replay.h"

#include <stdio.h>

#include "core/crowd.h"

#define CROWD_ACTIONS (ACT_CROWD_LOAD | ACT_CROWD_MORE | ACT_CROWD_FEWER | ACT_CROWD_BROADPHASE)

void replay_budget_start(ReplayBudget *b, const WorldConfig *config, const Map *map)
{
    *b = (ReplayBudget){.crowd_mode = config->mode == MODE_CROWD,
                        .cells = (uint64_t)map->w * (uint64_t)map->h,
                        .max_count = world_crowd_max(config)};
}

bool replay_budget_entry(ReplayBudget *b, char *why, size_t cap)
{
    if (b->entries >= REPLAY_ENTRIES_MAX) {
        snprintf(why, cap, "more than %u lines of input and checkpoints, the most a recording may hold",
                 REPLAY_ENTRIES_MAX);
        return false;
    }
    b->entries++;
    return true;
}

bool replay_budget_map(ReplayBudget *b, const Map *map, char *why, size_t cap)
{
    if (b->maps >= REPLAY_MAPS_MAX) {
        snprintf(why, cap, "more than %u map switches, the most a recording may hold", REPLAY_MAPS_MAX);
        return false;
    }
    uint64_t cells = (uint64_t)map->w * (uint64_t)map->h;
    if (b->cells + cells > REPLAY_MAP_CELLS_MAX) {
        snprintf(why, cap, "maps of more than %llu cells in all, the most a recording may hold",
                 (unsigned long long)REPLAY_MAP_CELLS_MAX);
        return false;
    }
    b->maps++;
    b->cells += cells;
    return true;
}

/* One tick's effect on the crowd, as crowd_apply has it. */
static void apply(ReplayBudget *b, uint32_t actions)
{
    if (actions & ACT_MODE) b->crowd_mode = !b->crowd_mode;
    if (!b->crowd_mode) return;
    bool was_empty = b->count == 0;
    if ((actions & ACT_CROWD_LOAD) && was_empty) b->count = CROWD_DEFAULT_COUNT;
    if (!was_empty) {
        if ((actions & ACT_CROWD_MORE) && b->count < b->max_count)
            b->count = b->count > b->max_count / 2 ? b->max_count : 2 * b->count;
        if ((actions & ACT_CROWD_FEWER) && b->count > CROWD_MIN_COUNT)
            b->count = b->count / 2 < CROWD_MIN_COUNT ? CROWD_MIN_COUNT : b->count / 2;
    }
    if (b->count > b->most) b->most = b->count;
    if (actions & ACT_CROWD_BROADPHASE) b->naive = !b->naive;
}

/* The circle-steps of one tick after `apply`. */
static uint64_t tick_cost(const ReplayBudget *b)
{
    if (!b->crowd_mode) return 0;
    uint64_t n = (uint64_t)b->count;
    return b->naive ? n + n * n / REPLAY_NAIVE_PAIRS_PER_STEP : n;
}

static bool too_much_crowd(const ReplayBudget *b, char *why, size_t cap)
{
    snprintf(why, cap,
             "more crowd work than a recording may ask for (over %llu circle-steps; %d circles, %s broadphase)",
             (unsigned long long)REPLAY_CROWD_STEPS_MAX, b->count, b->naive ? "naive" : "grid");
    return false;
}

static bool same_crowd(const ReplayBudget *a, const ReplayBudget *b)
{
    return a->crowd_mode == b->crowd_mode && a->naive == b->naive && a->count == b->count;
}

bool replay_budget_run(ReplayBudget *b, const Input *in, uint64_t ticks, char *why, size_t cap)
{
    if (ticks > REPLAY_TICKS_MAX - b->ticks) {
        snprintf(why, cap, "more than %u ticks (%u hours at %d Hz), the most a recording may hold", REPLAY_TICKS_MAX,
                 REPLAY_TICKS_MAX / (3600u * TICK_HZ), TICK_HZ);
        return false;
    }
    /* Under one input the crowd settles within a few ticks into a cycle of one or two
     * (the count stops at its limit, the toggles alternate): walk it until a state
     * comes back two ticks later, then charge the rest of the run at once. The bound
     * on ticks keeps those products far from overflowing (5.2e6 * 1.6e8 < 2^63). */
    ReplayBudget next = *b, ago[2] = {*b, *b};
    next.ticks += ticks;
    for (uint64_t t = 0; t < ticks; t++) {
        apply(&next, in->actions);
        next.crowd_steps += tick_cost(&next);
        if (next.crowd_steps > REPLAY_CROWD_STEPS_MAX) return too_much_crowd(&next, why, cap);
        if (t >= 1 && same_crowd(&next, &ago[0])) {
            uint64_t left = ticks - 1 - t;
            next.crowd_steps += (left + 1) / 2 * tick_cost(&ago[1]) + left / 2 * tick_cost(&next);
            if (left % 2) {
                ago[1].crowd_steps = next.crowd_steps;
                ago[1].ticks = next.ticks;
                next = ago[1];
            }
            if (next.crowd_steps > REPLAY_CROWD_STEPS_MAX) return too_much_crowd(&next, why, cap);
            break;
        }
        ago[0] = ago[1];
        ago[1] = next;
    }
    *b = next;
    return true;
}
