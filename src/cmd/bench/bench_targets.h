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
    TARGET_RESOLVER_SHORT,    /* every method's short move on every shipped map, ns */
    TARGET_RESOLVER_LONG,     /* a long move over a short one */
    TARGET_MINKOWSKI_DEFAULT, /* Minkowski's short move on default.map, ns: bump.lua's / 100 */
    TARGET_MINKOWSKI_CORNERS, /* the same on corners.map */
    TARGET_BIG_MAP,           /* a move anywhere (spread), 4,096 x 4,096 over 256 x 256 */
    TARGET_CROWD_OFF,         /* crowd, 100,000 circles, avoidance off, ns per circle-step */
    TARGET_CROWD_ON,          /* the same with avoidance */
    TARGET_CROWD_BASELINE,    /* crowd over the scalar grid baseline, 100,000 circles, avoidance off */
    TARGET_CROWD_AVOID_1K,    /* crowd with avoidance, 1,000 agents, ns per agent-step: RVO2's / 10 */
    TARGET_CROWD_AVOID_10K,   /* the same at 10,000 */
    TARGET_GRID_SPEEDUP,      /* grid over naive at 10,000 circles */
    TARGET_CROWD_DRAW,        /* 10,000 circles drawn by the software renderer, ms */
    TARGET_CROWD_FRAME,       /* 10,000 circles stepped and drawn, ms */
    TARGET_GHOST_VIEW,        /* the seven ghosts with trails and tallies, one frame, ms */
    TARGET_HEATMAP,           /* the failure heat map of the largest shipped map, ms */
    TARGET_MAP_SWITCH,        /* switching to a shipped map, ms */
    TARGET_GIF_MB,            /* a 10-second GIF of the default map, MB */
    TARGET_GIF_S,             /* its export, s */
    TARGET_CROWD_BOUND,       /* a million circles, one thread, avoidance off, over the memory bound */
    TARGET_CROWD_THREADS,     /* the same: two threads' wall-clock speed over one thread's */
    TARGET_CROWD_SERIAL,      /* the same: the longest phase on one thread, share of the two-thread step */
    TARGET_CROWD_BYTES,       /* the same: bytes a circle */
    TARGET_BENCH_RUN,         /* this run of the bench, s */
    TARGET_COUNT
} BenchTargetId;

typedef struct BenchTarget {
    const char *key;  /* the JSON name */
    const char *what; /* what is measured, for the summary */
    const char *unit;
    bool at_most; /* the figure must be at most `limit` (else at least) */
    double limit;
} BenchTarget;

const BenchTarget *bench_target(BenchTargetId id);
/// Is `value` within the target? (NaN never is.)
bool bench_target_met(BenchTargetId id, double value);
/// Keep `value` as a figure of the target: the summary shows the worst one.
void bench_target_record(BenchTargetId id, double value);
/// A second figure of a row judged: records `value` and writes the verdict for the table
/// ("  long/short <= 4 x: met", `label` naming the figure) and the JSON fields
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
