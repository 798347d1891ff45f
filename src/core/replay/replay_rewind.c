/* replay_rewind.c: going back in a recording: the log forgets the ticks a rewind undid
 * (replay_truncate), and a player starts from any tick of it (replay_player_seek). */
#include "core/replay.h"

void replay_truncate(Replay *r, uint64_t ticks)
{
    if (ticks >= r->ticks) return;
    uint64_t at = 0;
    size_t keep = 0;
    for (; keep < r->count; keep++) {
        ReplayEntry *e = &r->entries[keep];
        if (e->kind == REPLAY_RUN) {
            if (at + e->count > ticks) {
                /* The run the cut falls in keeps its ticks up to the cut, if it has any. */
                if (ticks > at) {
                    e->count = (uint32_t)(ticks - at);
                    keep++;
                }
                break;
            }
            at += e->count;
        } else if (e->kind == REPLAY_END || e->tick > ticks) {
            break; /* a checkpoint at the cut itself still holds: the state there is the same */
        }
    }
    r->count = keep;
    r->ticks = ticks;
    r->ended = false;
    if (r->record_start > ticks) r->record_start = ticks;
}

void replay_player_seek(ReplayPlayer *p, uint64_t tick)
{
    replay_player_start(p, p->replay);
    const Replay *r = p->replay;
    while (p->entry < r->count && p->tick < tick) {
        const ReplayEntry *e = &r->entries[p->entry];
        if (e->kind == REPLAY_RUN) {
            uint64_t left = tick - p->tick;
            if (e->count > left) {
                p->used = (uint32_t)left;
                p->tick = tick;
                break;
            }
            p->tick += e->count;
        }
        /* Checkpoints before the tick are passed unchecked; those at it are left for
         * replay_player_check. */
        p->entry++;
    }
}
