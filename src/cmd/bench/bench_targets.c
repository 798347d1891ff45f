/* bench_targets.c: see bench_targets.h. No limit is a figure measured elsewhere: a ratio
 * is against what the same run measured, and an absolute limit holds on the machine
 * named in BENCH_TARGETS_MACHINE (docs/benchmarks.md gives each limit's reason). */
#include "cmd/bench/bench_targets.h"

#include <math.h>
#include <stdio.h>

static const BenchTarget TARGETS[TARGET_COUNT] = {
    [TARGET_RESOLVER_MOVE] = {"resolver_move_ns", "every method's move as games make them, every map", "ns", true,
                              1000.0, false},
    [TARGET_BIG_MAP] = {"big_over_small", "a move anywhere (spread), 4,096^2 over 256^2 cells", "x", true, 1.5, true},
    [TARGET_BIG_CORNER] = {"big_corner_over_small", "short move by the far corner, 4,096^2 over 256^2 cells", "x",
                           true, 1.10, true},
    [TARGET_HOSTILE_MOVE] = {"hostile_move_ms", "the slowest absurd move on a 4,096^2 map, every method", "ms", true,
                             250.0, false},
    [TARGET_GUARANTEES] = {"guarantees_moves_per_s", "collide guarantees, moves a second, every method", "/s", false,
                           300000.0, false},
    [TARGET_HEATMAP] = {"heatmap_ms", "heat map of a 128^2 part of a 4,096^2 map, every method", "ms", true, 500.0,
                        false},
    [TARGET_TILED_LOAD] = {"tiled_load_ms", "loading a 4,096 x 4,096 Tiled map", "ms", true, 1000.0, false},
    [TARGET_USER_SHORT] = {"user_short_ns", "an example user method's short move (methods/*.lua)", "ns", true, 5000.0,
                           false},
    [TARGET_MOTION_PLATFORMER] = {"motion_platformer_over_top_down",
                                  "the platformer's tick over top-down's, every method", "x", true, 1.5, true},
    [TARGET_CROWD_OFF] = {"crowd_off_ns", "crowd, 100,000 circles, avoidance off, per circle-step", "ns", true, 25.0,
                          false},
    [TARGET_CROWD_ON] = {"crowd_on_ns", "crowd, 100,000 circles, avoidance on, per circle-step", "ns", true, 100.0,
                         false},
    [TARGET_CROWD_BASELINE] = {"crowd_over_baseline", "crowd over the scalar grid baseline, 100,000, off", "x", false,
                               4.0, true},
    [TARGET_GRID_SPEEDUP] = {"grid_over_naive", "grid over naive, 10,000 circles", "x", false, 50.0, true},
    [TARGET_CROWD_DRAW] = {"crowd_draw_ms", "10,000 circles drawn (software renderer)", "ms", true, 8.0, false},
    [TARGET_CROWD_FRAME] = {"crowd_frame_ms", "10,000 circles stepped and drawn", "ms", true, 16.7, false},
    [TARGET_GHOST_VIEW] = {"ghost_view_ms", "ghosts + trails + tallies, a frame", "ms", true, 8.0, false},
    [TARGET_MAP_SWITCH] = {"map_switch_ms", "switching to a shipped map", "ms", true, 50.0, false},
    [TARGET_GIF_MB] = {"gif_mb", "a 10-second GIF of the default map", "MB", true, 2.0, false},
    [TARGET_GIF_S] = {"gif_s", "its export, seconds per 10 s of recording", "s", true, 10.0, false},
    [TARGET_CROWD_BOUND] = {"crowd_over_bound", "a million circles, one thread, over the memory bound", "x", true,
                            2.0, true},
    [TARGET_CROWD_THREADS] = {"crowd_two_threads", "a million circles, two threads' speed over one's", "x", false,
                              1.8, true},
    [TARGET_CROWD_SERIAL] = {"crowd_serial_pct", "a million circles, longest one-thread phase, % of step", "%",
                             true, 10.0, true},
    [TARGET_CROWD_BYTES] = {"crowd_bytes", "a million circles, bytes a circle", "B", true, 150.0, false},
    [TARGET_PAGE_FRAME] = {"page_frame_ms", "the page: a script in the ghost view, worst map's mean", "ms",
                           true, 16.7, false},
    [TARGET_BENCH_RUN] = {"bench_s", "this run of collide bench", "s", true, 60.0, false},
};

/* The worst figure of each target so far in this run. */
static double worst[TARGET_COUNT];
static bool measured[TARGET_COUNT];

const BenchTarget *bench_target(BenchTargetId id)
{
    return id >= 0 && id < TARGET_COUNT ? &TARGETS[id] : NULL;
}

bool bench_target_met(BenchTargetId id, double value)
{
    const BenchTarget *t = &TARGETS[id];
    return t->at_most ? value <= t->limit : value >= t->limit;
}

void bench_target_record(BenchTargetId id, double value)
{
    if (id < 0 || id >= TARGET_COUNT) return;
    const BenchTarget *t = &TARGETS[id];
    /* A NaN figure (a timing that failed) is the worst of all and stays. */
    bool worse = !measured[id] || isnan(value) || (t->at_most ? value > worst[id] : value < worst[id]);
    if (worse && !(measured[id] && isnan(worst[id]))) worst[id] = value;
    measured[id] = true;
}

static void limit_text(const BenchTarget *t, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s %g %s", t->at_most ? "<=" : ">=", t->limit, t->unit);
}

void bench_judge_more(BenchTargetId id, double value, const char *label, char *text, size_t text_cap, char *json,
                      size_t json_cap)
{
    bench_target_record(id, value);
    const BenchTarget *t = &TARGETS[id];
    bool met = bench_target_met(id, value);
    char limit[48];
    limit_text(t, limit, sizeof limit);
    snprintf(text, text_cap, "   %s %s: %s", label, limit, met ? "met" : "NOT met");
    snprintf(json, json_cap, ",\"%s_met\":%s", t->key, met ? "true" : "false");
}

void bench_row_judged(Bench *b, const char *table_line, const char *json_fields, BenchTargetId id, double value)
{
    bench_target_record(id, value);
    const BenchTarget *t = &TARGETS[id];
    bool met = bench_target_met(id, value);
    char limit[48], line[512], json[1024];
    limit_text(t, limit, sizeof limit);
    snprintf(line, sizeof line, "%s   target %s: %s", table_line, limit, met ? "met" : "NOT met");
    snprintf(json, sizeof json, "%s,\"target\":\"%s\",\"limit\":%g,\"met\":%s", json_fields, t->key, t->limit,
             met ? "true" : "false");
    bench_row(b, line, json);
}

void bench_targets_summary(Bench *b)
{
    bench_section(
        b, "targets",
        "targets (the worst figure of this run; absolute limits hold on " BENCH_TARGETS_MACHINE ", ratios anywhere)\n"
        "                                                                 figure   target        kind      verdict");
    for (int id = 0; id < TARGET_COUNT; id++) {
        const BenchTarget *t = &TARGETS[id];
        const char *kind = t->ratio ? "ratio" : "absolute";
        char limit[48], line[256], json[384];
        limit_text(t, limit, sizeof limit);
        if (!measured[id]) {
            snprintf(line, sizeof line, "%-58s %13s   %-13s %-9s not measured", t->what, "-", limit, kind);
            snprintf(json, sizeof json, "\"target\":\"%s\",\"limit\":%g,\"at_most\":%s,\"ratio\":%s,\"measured\":false",
                     t->key, t->limit, t->at_most ? "true" : "false", t->ratio ? "true" : "false");
        } else {
            bool met = bench_target_met((BenchTargetId)id, worst[id]);
            snprintf(line, sizeof line, "%-58s %13.2f   %-13s %-9s %s", t->what, worst[id], limit, kind,
                     met ? "met" : "NOT met");
            char figure[32];
            if (isfinite(worst[id])) snprintf(figure, sizeof figure, "%.3f", worst[id]);
            else snprintf(figure, sizeof figure, "null");
            snprintf(json, sizeof json,
                     "\"target\":\"%s\",\"limit\":%g,\"at_most\":%s,\"ratio\":%s,\"measured\":true,\"figure\":%s,"
                     "\"met\":%s",
                     t->key, t->limit, t->at_most ? "true" : "false", t->ratio ? "true" : "false", figure,
                     met ? "true" : "false");
        }
        bench_row(b, line, json);
    }
    bench_section_end(b);
}
