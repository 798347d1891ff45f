/* gif_job.h: the window's "last ten seconds as a GIF" key: the session log (a recording
 * from tick 0) is written to a temporary recording and a child `collide --replay
 * /dev/fd/N --gif OUT --from F --to T` re-simulates and renders it, so the window keeps
 * running. The child reads the recording through a descriptor it inherits, and the file's
 * name is removed as soon as the child has started: however either process ends (killed
 * included), no temporary recording is left behind. */
#ifndef COLLIDE_GIF_JOB_H
#define COLLIDE_GIF_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "core/replay.h"

#define GIF_LAST_TICKS 600 /* ten seconds at 60 ticks a second */

typedef struct GifJob {
    pid_t pid;         /* the child writing the GIF, 0 when none */
    char *recording;   /* the temporary recording it reads (malloc'ed: $TMPDIR has any length), removed as soon as it has started */
    char path[4096];   /* the GIF it writes (a full path) */
    bool holding_quit; /* quitting waits for it (a second Esc abandons it) */
} GifJob;

/// Start writing ticks [tick - GIF_LAST_TICKS, tick] of `log` (whose world now hashes to
/// `hash`) to screenshots/collide-DATE-TIME-TICK.gif with `program` (collide itself;
/// NULL: this executable, /proc/self/exe).
/// False with the reason in msg; true with "Writing ..." in msg.
bool gif_job_start(GifJob *job, const char *program, const Replay *log, uint64_t hash, float ui_scale, char *msg,
                   size_t cap);
/// Has the child finished? True once, with "Saved ..." or why it failed in msg.
bool gif_job_done(GifJob *job, bool wait, char *msg, size_t cap);
/// Stop the child (SIGTERM: it stops at its next tick and leaves no file) and wait for
/// it; "GIF abandoned: ..." in msg. Nothing when no child runs.
void gif_job_abandon(GifJob *job, char *msg, size_t cap);

#endif
