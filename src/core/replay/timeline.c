/* timeline.c: rewind by snapshots and re-simulation (timeline.h). A snapshot is a
 * packed world (world_pack): about 10 KB in the tiles mode, plus 33 bytes per circle in
 * the crowd mode. It shares the map's cells with the live world; a snapshot whose cells
 * an edit has left behind (the world's are no longer the previous snapshot's) is
 * charged their w*h bytes too. When they fill the budget, old ones are thinned
 * out (thin), so recent ticks stay cheap to reach and old ones stay reachable. */
#include "core/timeline.h"

#include <stdlib.h>
#include <string.h>

/* What re-simulating one tick of this world costs, in circle-ticks. */
static uint64_t tick_work(const World *w)
{
    return w->mode == MODE_CROWD ? (uint64_t)w->crowd.count + 1 : TIMELINE_TILES_TICK_WORK;
}

/* A dropped snapshot's block is kept for the next one of its size: a big crowd's block is
 * tens of megabytes, and memory fresh from the system is paid page by page. */
static void snap_drop(Timeline *tl, TimelineSnap *s)
{
    tl->bytes -= s->bytes;
    world_pack_release(s->block);
    free(tl->spare);
    tl->spare = s->block;
    tl->spare_size = s->size;
    s->block = NULL;
}

/* Drop one snapshot (never the first or the newest): the one whose neighbours are
 * closest together for their age, the gap it leaves divided by how long ago the
 * newer neighbour was (plus K, so the newest gaps compare sensibly). Done whenever the
 * budget is full, this makes the spacing grow in proportion to age: re-simulating back
 * to any tick costs about a fixed fraction of how far back it is. False when there is
 * nothing left to drop. */
static bool thin(Timeline *tl, uint64_t now)
{
    if (tl->count < 3) {
        if (tl->count < 2) return false;
        snap_drop(tl, &tl->snaps[--tl->count]); /* only the first and one more: keep the first */
        return true;
    }
    size_t best = 1;
    uint64_t best_gap = 0, best_age = 1;
    for (size_t i = 1; i + 1 < tl->count; i++) {
        uint64_t gap = tl->snaps[i + 1].tick - tl->snaps[i - 1].tick;
        uint64_t age = now - tl->snaps[i + 1].tick + TIMELINE_MAX_TICKS;
        if (i == 1 || gap * best_age < best_gap * age) {
            best = i;
            best_gap = gap;
            best_age = age;
        }
    }
    snap_drop(tl, &tl->snaps[best]);
    memmove(&tl->snaps[best], &tl->snaps[best + 1], (tl->count - best - 1) * sizeof *tl->snaps);
    tl->count--;
    tl->thinnings++;
    return true;
}

/* Room in the list for one more snapshot (counted in the budget, like the blocks). */
static bool list_room(Timeline *tl)
{
    if (tl->count < tl->cap) return true;
    size_t cap = tl->cap ? 2 * tl->cap : 64;
    TimelineSnap *bigger = realloc(tl->snaps, cap * sizeof *bigger);
    if (!bigger) return false;
    tl->bytes += (cap - tl->cap) * sizeof *bigger;
    tl->snaps = bigger;
    tl->cap = cap;
    return true;
}

/* What keeping a snapshot of `w` costs: its packed world, and its map's cells unless
 * the newest snapshot holds them already. */
static size_t snap_cost(const Timeline *tl, const World *w)
{
    size_t bytes = world_pack_size(w);
    const Map *newest = tl->count ? world_packed_map(tl->snaps[tl->count - 1].block) : NULL;
    if (!newest || newest->cells != w->map.cells) bytes += (size_t)w->map.w * (size_t)w->map.h;
    return bytes;
}

static bool append(Timeline *tl, const World *w)
{
    size_t bytes = snap_cost(tl, w);
    if (!list_room(tl)) return false;
    size_t size = world_pack_size(w);
    unsigned char *block = tl->spare && tl->spare_size == size ? tl->spare : malloc(size);
    if (!block) return false;
    if (block == tl->spare) tl->spare = NULL;
    world_pack(w, block);
    tl->snaps[tl->count++] = (TimelineSnap){w->tick, bytes, size, block};
    tl->bytes += bytes;
    return true;
}

bool timeline_init(Timeline *tl, const World *start, size_t budget)
{
    memset(tl, 0, sizeof *tl);
    tl->budget = budget;
    return append(tl, start);
}

void timeline_free(Timeline *tl)
{
    for (size_t i = 0; i < tl->count; i++) {
        world_pack_release(tl->snaps[i].block);
        free(tl->snaps[i].block);
    }
    free(tl->snaps);
    free(tl->spare);
    memset(tl, 0, sizeof *tl);
}

/* Forget the snapshots after `tick` (never the first). */
static void forget_after(Timeline *tl, uint64_t tick)
{
    while (tl->count > 1 && tl->snaps[tl->count - 1].tick > tick) snap_drop(tl, &tl->snaps[--tl->count]);
}

bool timeline_record(Timeline *tl, const World *w)
{
    if (tl->count == 0) return false;
    const TimelineSnap *newest = &tl->snaps[tl->count - 1];
    if (newest->tick >= w->tick) { /* resumed without timeline_resume: that future is gone */
        forget_after(tl, w->tick > 0 ? w->tick - 1 : 0);
        tl->work = 0;
        newest = &tl->snaps[tl->count - 1];
    }
    tl->work += tick_work(w);
    if (tl->work < TIMELINE_WORK && w->tick - newest->tick < TIMELINE_MAX_TICKS) return true;
    size_t size = world_pack_size(w);
    if ((w->tick - newest->tick) * TIMELINE_PACK_PER_TICK < size) return true; /* a big crowd: not yet */
    /* Thin out until the new one fits, in a budget that holds at least a few of its
     * size; a world too big for the budget is not kept (the ticks after the last
     * snapshot are then re-simulated from it). */
    size_t need = snap_cost(tl, w) + (tl->count == tl->cap ? tl->cap * sizeof *tl->snaps : 0);
    size_t budget = tl->budget / TIMELINE_MIN_SNAPS < size ? TIMELINE_MIN_SNAPS * size : tl->budget;
    while (tl->bytes + need > budget)
        if (!thin(tl, w->tick)) return true;
    tl->work = 0;
    return append(tl, w);
}

/* The latest snapshot at or before `tick` (the first is at or before every tick). */
static const TimelineSnap *snap_before(const Timeline *tl, uint64_t tick)
{
    size_t lo = 0, hi = tl->count; /* snaps[lo].tick <= tick < snaps[hi].tick */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (tl->snaps[mid].tick <= tick) lo = mid;
        else hi = mid;
    }
    return &tl->snaps[lo];
}

/* Step `w` to `tick` with the log's input, checking the log's checkpoints on the way. */
static TimelineStatus resimulate(World *w, const Replay *log, uint64_t tick, Trace *trace)
{
    ReplayPlayer p;
    replay_player_start(&p, log);
    replay_player_seek(&p, w->tick);
    bool same = replay_player_check(&p, w);
    Input in;
    while (w->tick < tick && replay_player_next(&p, &in)) {
        world_step(w, &in, w->tick + 1 == tick ? trace : NULL);
        same = replay_player_check(&p, w) && same;
    }
    return same ? TIMELINE_OK : TIMELINE_DIVERGED;
}

TimelineStatus timeline_seek(Timeline *tl, World *w, const Replay *log, uint64_t tick, Trace *trace)
{
    if (tl->count == 0 || tick > log->ticks || tick < tl->snaps[0].tick) return TIMELINE_OUT_OF_RANGE;
    /* With a trace, the last tick is stepped, not restored: its move is what is drawn. */
    uint64_t from = trace && tick > tl->snaps[0].tick ? tick - 1 : tick;
    const TimelineSnap *s = snap_before(tl, from);
    /* Forward within reach of the world as it is: no restore needed. */
    bool onward = w->tick <= from && w->tick >= s->tick;
    if (!onward && !world_unpack(w, s->block)) return TIMELINE_NO_MEMORY;
    if (w->tick == tick) trace_clear(trace);
    return resimulate(w, log, tick, trace);
}

void timeline_resume(Timeline *tl, Replay *log, const World *w)
{
    replay_truncate(log, w->tick);
    forget_after(tl, w->tick);
    /* What re-simulating from the newest kept snapshot costs now, about. */
    tl->work = tl->count ? (w->tick - tl->snaps[tl->count - 1].tick) * tick_work(w) : 0;
}
