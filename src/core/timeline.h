/* timeline.h: rewind. While a session runs, the timeline keeps a packed copy of the
 * world every so often (a snapshot). Going to an earlier tick T restores the latest
 * snapshot at or before T and re-simulates the session's input log (replay.h) up to T;
 * the step is pure, so the world is exactly the one it was at T. Snapshots are spaced
 * by what re-simulating them costs, and thinned out when they reach a memory budget, so
 * every tick stays reachable (docs/rewind.md: the spacing, memory and costs). */
#ifndef COLLIDE_TIMELINE_H
#define COLLIDE_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/replay.h"
#include "core/trace.h"
#include "core/world.h"

#define TIMELINE_BUDGET_BYTES ((size_t)256 << 20) /* snapshots' memory in the app */
#define TIMELINE_MAX_TICKS 600                    /* ticks between snapshots at most: K in the tiles mode */
#define TIMELINE_WORK 150000                      /* circle-ticks between snapshots at most: K = this / circles */
#define TIMELINE_TILES_TICK_WORK 64               /* a tiles tick (the compare view's moves) as circle-ticks */
/* A big crowd's snapshots: at least this many fit, whatever the budget (a world too big
 * for it would otherwise be re-simulated from the session's start), and packing them
 * costs at most this many bytes a tick (about a tenth of a step's time), however few
 * circle-ticks apart they are. Below about 240,000 circles neither acts. */
#define TIMELINE_MIN_SNAPS 8
#define TIMELINE_PACK_PER_TICK ((size_t)8 << 20)
#define TIMELINE_CROWD_QUICK \
    16384 /* circles: up to this many, rewinding 600 ticks stays under
                                         50 ms for an hour's session within the app's budget */

/// One kept world: world_pack's block.
typedef struct TimelineSnap {
    uint64_t tick;
    size_t bytes;         /* its cost: the block and the map cells it alone holds */
    size_t size;          /* the block's own bytes */
    unsigned char *block; /* owned */
} TimelineSnap;

typedef struct Timeline {
    TimelineSnap *snaps; /* ascending ticks; [0] is where the log starts, always kept */
    size_t count, cap;
    size_t bytes;  /* held by the snapshots and their list */
    size_t budget; /* old snapshots are thinned out to stay within this */
    uint64_t work; /* circle-ticks stepped since the newest snapshot */
    int thinnings; /* times old snapshots were thinned out */
    unsigned char *spare; /* the block of the last snapshot dropped, for the next one of its size */
    size_t spare_size;
} Timeline;

typedef enum TimelineStatus {
    TIMELINE_OK,
    TIMELINE_NO_MEMORY,    /* the world is left as it was */
    TIMELINE_OUT_OF_RANGE, /* the log does not reach that tick; the world is left as it was */
    TIMELINE_DIVERGED,     /* the world is at the tick, but a checkpoint of the log differs there
                               or on the way: the world was changed by something not in the log */
} TimelineStatus;

/// Start at `start`, the world the input log begins with (its tick 0, as the app's
/// session begins), keeping at most `budget` bytes of snapshots besides that first one.
bool timeline_init(Timeline *timeline, const World *start, size_t budget);
/// Release every snapshot.
void timeline_free(Timeline *timeline);
/// Call after each live world_step (not after a seek): keeps a snapshot when one is due.
/// False only when memory runs out; the timeline stays usable (rewinds get slower,
/// never wrong).
bool timeline_record(Timeline *timeline, const World *world);
/// Put `world` at tick `tick` of `log` (0 to log->ticks, back or forward), restoring a
/// snapshot and re-simulating the logged input. `world` must be a tick of that log's
/// history (what the app's world always is). `trace`, if not NULL, receives the move
/// into `tick` (the overlays), as world_step gives it.
TimelineStatus timeline_seek(Timeline *timeline, World *world, const Replay *log, uint64_t tick, Trace *trace);
/// Resume play from a world that was sought back: the log and the snapshots forget
/// every tick after world->tick (the undone ticks), so the log holds the new history.
void timeline_resume(Timeline *timeline, Replay *log, const World *world);

#endif
