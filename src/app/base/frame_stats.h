/* frame_stats.h: how fast the window really draws, for measuring it: with
 * COLLIDE_FRAME_STATS set in the environment, every frame's interval and the time its
 * work took (its ticks and its drawing, up to the present that waits for the screen)
 * are kept, and a summary goes to stderr at exit. */
#ifndef COLLIDE_FRAME_STATS_H
#define COLLIDE_FRAME_STATS_H

#include <stdbool.h>
#include <stdio.h>

#define FRAME_STATS_BINS 2000 /* tenths of a millisecond, up to 200 ms; longer ones go in the last */

typedef struct FrameStats {
    bool on;
    long frames;
    double seconds; /* the frames' intervals, summed */
    double worst_s; /* the longest interval */
    int interval[FRAME_STATS_BINS], work[FRAME_STATS_BINS];
} FrameStats;

/// Start keeping figures if COLLIDE_FRAME_STATS is set (and not "0").
void frame_stats_init(FrameStats *s);
/// One frame: the time since the last one began, and how long its ticks and drawing took, seconds.
void frame_stats_add(FrameStats *s, double interval_s, double work_s);
/// The summary line (nothing when off or no frame was drawn): frames, mean fps, the
/// median, 95th percentile and worst frame interval, the median and 95th percentile of
/// the work, milliseconds.
void frame_stats_print(const FrameStats *s, FILE *out);

#endif
