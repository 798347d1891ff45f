/* session_rewind.c: going back in the session (`,` and scrubbing) and going on from
 * there. The core's timeline restores a snapshot and re-simulates the session's own
 * log, so the world is exactly the one it was; a live step from a rewound world first
 * drops the undone ticks, so the log (and a recording in progress) holds the history
 * that really happened. */
#include "app/features/session/session.h"

#include <stdio.h>
#include <string.h>

bool session_rewound(const Session *s, const World *w)
{
    return s->rewind_on && w->tick < s->log.ticks;
}

bool session_rewind(Session *s, World *w, uint64_t tick, Trace *trace, Message *msg)
{
    if (!s->rewind_on) {
        snprintf(msg->text, sizeof msg->text, "Rewind is off: the input log ran out of memory");
        return false;
    }
    if (tick > s->log.ticks) tick = s->log.ticks;
    TimelineStatus st = timeline_seek(&s->timeline, w, &s->log, tick, trace);
    if (st == TIMELINE_NO_MEMORY) {
        snprintf(msg->text, sizeof msg->text, "Rewind failed: out of memory (the world is as it was)");
        return false;
    }
    if (st == TIMELINE_OUT_OF_RANGE) return false;
    if (st == TIMELINE_DIVERGED)
        snprintf(msg->text, sizeof msg->text, "Rewound to tick %llu, but a checkpoint differs on the way",
                 (unsigned long long)w->tick);
    if (session_replaying(s)) replay_player_seek(&s->player, w->tick);
    return true;
}

void session_resume(Session *s, const World *w, Message *msg)
{
    if (!session_rewound(s, w)) return;
    timeline_resume(&s->timeline, &s->log, w);
    if (!s->recording) return;
    /* The file already holds the undone ticks: write it again from the cut log. */
    char path[sizeof s->writer.path];
    snprintf(path, sizeof path, "%s", s->writer.path);
    replay_writer_abandon(&s->writer);
    ReplayError err;
    if (!replay_writer_open(&s->writer, path, &s->log, &err)) {
        s->recording = false;
        s->write_failed = true;
        snprintf(msg->text, sizeof msg->text, "Recording stopped: %.130s", err.msg);
    }
}
