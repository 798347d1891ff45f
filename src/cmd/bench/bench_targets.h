/* bench_targets.h: what the project aims for, one table (bench_targets.c), and the
 * verdict on each figure the bench takes against it: the rows that a target judges say
 * "met" or "NOT met" beside the figure, and the run ends with every target's worst
 * figure. docs/benchmarks.md lists the same table. */
#ifndef COLLIDE_BENCH_TARGETS_H
#define COLLIDE_BENCH_TARGETS_H

#include <stdbool.h>
#include <stddef.h>

#include "cmd/bench/bench_report.h"

typedef enum BenchTargetId {
    TARGET_RESOLVER_MOVE,  /* every method's move as games make them, every shipped map, ns */
    TARGET_BIG_MAP,        /* a move anywhere (bodies spread), 4,096 x 4,096 over 256 x 256 (same run) */
    TARGET_BIG_CORNER,     /* a short move by the far corner, 4,096 x 4,096 over 256 x 256 (same run) */
    TARGET_HOSTILE_MOVE,   /* the slowest absurd move on a 4,096 x 4,096 map, ms */
    TARGET_GUARANTEES,     /* collide guarantees' moves a second, each method */
    TARGET_HEATMAP,        /* the heat map of a 128 x 128 part of a 4,096 x 4,096 map, each method, ms */
    TARGET_TILED_LOAD,     /* loading a 4,096 x 4,096 Tiled map, ms */
    TARGET_USER_SHORT,     /* an example user method's short move, ns */
    TARGET_MOTION_PLATFORMER, /* the platformer's tick over top-down's, every method (same run) */
    TARGET_CROWD_OFF,      /* crowd, 100,000 circles, avoidance off, ns per circle-step */
    TARGET_CROWD_ON,       /* the same with avoidance */
    TARGET_CROWD_BASELINE, /* crowd over the scalar grid baseline, 100,000 circles, avoidance off (same run) */
    TARGET_GRID_SPEEDUP,   /* grid over naive at 10,000 circles (same run) */
    TARGET_CROWD_DRAW,     /* 10,000 circles drawn by the software renderer, ms */
    TARGET_CROWD_FRAME,    /* 10,000 circles stepped and drawn, ms */
    TARGET_GHOST_VIEW,     /* the ghosts with trails and tallies, one frame, ms */
    TARGET_MAP_SWITCH,     /* switching to a shipped map, ms */
    TARGET_GIF_MB,         /* a 10-second GIF of the default map, MB */
    TARGET_GIF_S,          /* its export: seconds per 10 s of recording */
    TARGET_CROWD_BOUND,    /* a million circles, one thread, avoidance off, over the memory bound (same run) */
    TARGET_CROWD_THREADS,  /* the same: two threads' wall-clock speed over one thread's (same run) */
    TARGET_CROWD_SERIAL,   /* the same: the longest phase on one thread, share of the two-thread step */
    TARGET_CROWD_BYTES,    /* the same: bytes a circle */
    TARGET_PAGE_FRAME,     /* the page's frame time with a script in the ghost view, worst map's mean, ms */
    TARGET_BENCH_RUN,      /* this run of the bench, s */
    TARGET_COUNT
} BenchTargetId;

/// Where the absolute limits were set and hold (the bench names the CPU it runs on; a
/// ratio is against a figure of the same run and holds anywhere).
#define BENCH_TARGETS_MACHINE "AMD EPYC, 2 vCPUs (docs/benchmarks.md)"

typedef struct BenchTarget {
    const char *key;  /* the JSON name */
    const char *what; /* what is measured, for the summary */
    const char *unit;
    bool at_most; /* the figure must be at most `limit` (else at least) */
    double limit;
    bool ratio; /* against a figure the same run measured, not an absolute figure */
} BenchTarget;

const BenchTarget *bench_target(BenchTargetId id);
/// Is `value` within the target? (NaN never is.)
bool bench_target_met(BenchTargetId id, double value);
/// Keep `value` as a figure of the target: the summary shows the worst one.
void bench_target_record(BenchTargetId id, double value);
/// A second figure of a row judged: records `value` and writes the verdict for the table
/// ("  memory <= 150 B: met", `label` naming the figure) and the JSON fields
/// (`,"KEY_met":BOOL`, KEY the target's key).
void bench_judge_more(BenchTargetId id, double value, const char *label, char *text, size_t text_cap, char *json,
                      size_t json_cap);
/// A row judged by a target: the table line gets "target  met" after it, the JSON
/// object `"target":LIMIT,"met":BOOL`; the figure is recorded.
void bench_row_judged(Bench *b, const char *table_line, const char *json_fields, BenchTargetId id, double value);
/// The closing section: each target, its worst figure in this run, met or not (or not
/// measured, when its group did not run).
void bench_targets_summary(Bench *b);

#endif
