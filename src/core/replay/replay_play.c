/* replay_play.c: playing a recording back through world_step, tick by tick, and
 * checking the state hash wherever the recording has a checkpoint: a replay that
 * diverges says at which tick (docs/formats.md, "Checking and errors"). */
#include "core/replay.h"

#include <stdlib.h>
#include <string.h>

void replay_player_start(ReplayPlayer *p, const Replay *r)
{
    memset(p, 0, sizeof *p);
    p->replay = r;
}

bool replay_player_next(ReplayPlayer *p, Input *out)
{
    const Replay *r = p->replay;
    while (p->entry < r->count) {
        const ReplayEntry *e = &r->entries[p->entry];
        if (e->kind == REPLAY_RUN && p->used < e->count) {
            *out = e->input;
            p->used++;
            p->tick++;
            return true;
        }
        /* A used-up run, or a checkpoint the caller did not check: move on. */
        p->entry++;
        p->used = 0;
    }
    return false;
}

bool replay_player_check(ReplayPlayer *p, const World *w)
{
    const Replay *r = p->replay;
    /* Step past a finished run to the checkpoints that follow it. */
    if (p->entry < r->count && r->entries[p->entry].kind == REPLAY_RUN && p->used == r->entries[p->entry].count) {
        p->entry++;
        p->used = 0;
    }
    bool ok = true;
    while (p->entry < r->count && r->entries[p->entry].kind != REPLAY_RUN && r->entries[p->entry].tick == w->tick) {
        const ReplayEntry *e = &r->entries[p->entry++];
        uint64_t got = world_hash(w);
        if (got == e->hash) {
            p->checks++;
            p->checked_to = e->tick;
        } else {
            ok = false;
            if (!p->diverged) {
                p->diverged = true;
                p->diverged_tick = e->tick;
                p->expected = e->hash;
                p->got = got;
            }
        }
    }
    return ok;
}

bool replay_verify(const Replay *r, ReplayVerdict *v)
{
    return replay_verify_until(r, v, NULL);
}

bool replay_verify_until(const Replay *r, ReplayVerdict *v, bool (*stop)(void))
{
    memset(v, 0, sizeof *v);
    World *w = malloc(sizeof *w); /* large (it holds a map); never on the stack */
    if (!w) return false;
    if (!world_init(w, &r->map, &r->config)) {
        free(w);
        return false;
    }
    ReplayPlayer p;
    replay_player_start(&p, r);
    Input in;
    bool ok = replay_player_check(&p, w);
    while (ok && !(stop && (v->interrupted = stop())) && replay_player_next(&p, &in)) {
        world_step(w, &in, NULL);
        ok = replay_player_check(&p, w);
    }
    v->ticks = w->tick;
    for (size_t k = 0; k < r->count; k++) v->checkpoints += r->entries[k].kind != REPLAY_RUN;
    v->checks = p.checks;
    v->checked_to = p.checked_to;
    v->diverged = p.diverged;
    v->tick = p.diverged_tick;
    v->expected = p.expected;
    v->got = p.got;
    v->final_hash = world_hash(w);
    world_free(w);
    free(w);
    return true;
}
