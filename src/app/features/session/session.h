/* session.h: recording and replay in the app. Every tick's input goes into an
 * in-memory log from the moment the world starts (a few bytes per change of input);
 * F5 (or --record) writes that log's header and everything so far to a file and then
 * streams each tick to it, so a recording always replays from the world's start.
 * --replay feeds a recording's input to app_tick instead of the keyboard. */
#ifndef COLLIDE_SESSION_H
#define COLLIDE_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "core/replay.h"
#include "core/timeline.h"
#include "core/world.h"
#include "app/base/message.h"
#include "app/features/app_state.h"

#define SESSION_CATCH_UP_MS 40 /* per frame, when fast-forwarding to record-start */
#define SESSION_FAST_MAX 8     /* replay playback up to 8 ticks per tick slot */

typedef struct Session {
    Replay log;      /* every tick since the world started */
    bool log_failed; /* out of memory: no more logging, no recording */
    ReplayWriter writer;
    bool recording;
    const Replay *replay; /* being played back, or NULL */
    bool input;           /* it is an input file's (--input): nothing to check, the HUD says INPUT */
    ReplayPlayer player;
    bool replay_over;  /* its input has run out: the keyboard drives again */
    int fast;          /* replay playback rate: 1, 2, 4, 8 ticks per tick */
    bool write_failed; /* a recording could not be written (the run must not end with 0) */
    Timeline timeline; /* snapshots for rewinding (session_rewind.c) */
    bool rewind_on;    /* false once memory ran out for the log or the first snapshot */
} Session;

/// Start the log, and the replay (or NULL) and the recording to `record` (or NULL).
/// False with a message on stderr when the recording's file cannot be written; `msg`
/// says when the replay differs from the world at once.
/// `embed` (may be NULL) puts the run's user methods' files into the log, so a recording
/// made from it is self-contained.
bool session_open(Session *s, const World *w, const Replay *replay, const char *record, const AppMethodEmbed *embed,
                  Message *msg);
/// Stop recording (writing the `end` checkpoint) and free the log.
void session_close(Session *s, const World *w);
/// The end of a run: stop recording (writing the `end` checkpoint). False, with the
/// reason on stderr, when this or any earlier write of a recording failed.
bool session_finish(Session *s, const World *w);
/// The input for the next tick: the recording's while replaying, else `in` as it is.
/// False when the recording has just run out (session_status says how it went): no
/// step this tick, and the app pauses.
bool session_input(Session *s, Input *in);
/// After a step: log the input, checkpoint, stream to the file, check the replay.
/// `msg` says when a recording stopped or a replay diverged.
void session_after_step(Session *s, const World *w, const Input *in, Message *msg);
/// F5: start recording to recordings/collide-DATE-TIME-TICK.replay, or stop.
void session_toggle_record(Session *s, const World *w, Message *msg);
/// How long the recording being written is, beside the whole session that its file
/// replays: "recording: 180 ticks, session 6,492" ("recording: 180 ticks" from tick 0).
void session_saved_note(const Session *s, char *buf, size_t cap);
/// [ ] while replaying: halve or double the playback rate (1x to SESSION_FAST_MAX).
void session_rate(Session *s, bool faster, Message *msg);
/// The keys take over from a recording being played (the guided tour): it is left where
/// it is, its ticks so far stay in the log, and the next tick's input is the keys'.
void session_take_over(Session *s);
/// Is input coming from a recording right now?
bool session_replaying(const Session *s);
/// Is a replay still fast-forwarding to the tick its recording was started at?
bool session_catching_up(const Session *s, uint64_t tick);
/// Tags for the HUD's state line ("REC", "REPLAY 120/600", "DIVERGED"...), appended to buf.
void session_status(const Session *s, uint64_t tick, char *buf, size_t cap);
/// `,` and scrubbing: put the world at an earlier (or, up to the log's end, later) tick
/// of the session, exactly, by restoring a snapshot and re-simulating the log. A
/// recording being played is kept in step. `trace` receives that tick's overlays.
bool session_rewind(Session *s, World *w, uint64_t tick, Trace *trace, Message *msg);
/// Is the world behind the end of the log (it was rewound and not yet resumed)?
bool session_rewound(const Session *s, const World *w);
/// Before a live step from a rewound world: the undone ticks leave the log, and a
/// recording in progress is rewritten without them.
void session_resume(Session *s, const World *w, Message *msg);

#endif
