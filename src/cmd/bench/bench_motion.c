/* bench_motion.c: see bench_motion.h. Both runs run right, then left; the platformer
 * jumps every second, and top-down holds Down as well, as gravity holds the platformer
 * down: each body then slides along the floor, so the two make the same contacts and
 * the figure is the platformer's own cost (its velocity, its bookkeeping, and the move
 * down that asks a method whether the body stands when the fall cannot tell). */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_motion.h"

#include <stdio.h>
#include <string.h>

#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "core/world.h"

#define MOTION_TICKS 6000 /* ticks per timing: 100 s of play */
#define MOTION_PASSES 5

static Input held_at(int t, MotionModel model)
{
    Input in = INPUT_NONE;
    in.held = (t / 90) % 2 ? IN_LEFT : IN_RIGHT;
    if (model == MOTION_TOP_DOWN) in.held |= IN_DOWN;
    else if (t % 60 < 10) in.held |= IN_UP;
    return in;
}

/* CPU nanoseconds a tick of method r under `model`, from the spawn. */
static double time_ticks(const Map *m, int r, MotionModel model)
{
    static World w;
    WorldConfig c = {.seed = 1, .resolver = r, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    c.motion = motion_defaults(model);
    if (!world_init(&w, m, &c)) return -1.0;
    double t0 = bench_cpu_now();
    for (int t = 0; t < MOTION_TICKS; t++) {
        Input in = held_at(t, model);
        world_step(&w, &in, NULL);
    }
    double ns = (bench_cpu_now() - t0) * 1e9 / MOTION_TICKS;
    world_free(&w);
    return ns;
}

static double median_ticks(const Map *m, int r, MotionModel model)
{
    double ns[MOTION_PASSES];
    time_ticks(m, r, model); /* warm */
    for (int p = 0; p < MOTION_PASSES; p++) ns[p] = time_ticks(m, r, model);
    return bench_median(ns, MOTION_PASSES);
}

void bench_motion(Bench *b, const char *maps_dir)
{
    char path[4096];
    static Map map;
    MapError err;
    snprintf(path, sizeof path, "%s/default.map", maps_dir);
    bench_section(b, "motion",
                  "motion: a tick      map                      top-down ns  platformer ns  platformer/top-down");
    if (!map_load(&map, path, &err)) {
        bench_row(b, "(skipped: no default.map)", "\"skipped\":\"no default.map\"");
        bench_section_end(b);
        return;
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        double top = median_ticks(&map, r, MOTION_TOP_DOWN), plat = median_ticks(&map, r, MOTION_PLATFORMER);
        double ratio = top > 0.0 ? plat / top : 0.0;
        char line[256], json[256];
        snprintf(line, sizeof line, "%-19s %-24.24s %11.0f %14.0f %20.2f", resolver_info(r)->name, map.name, top, plat,
                 ratio);
        snprintf(json, sizeof json, "\"method\":\"%s\",\"top_down_ns\":%.0f,\"platformer_ns\":%.0f,\"ratio\":%.3f",
                 resolver_info(r)->name, top, plat, ratio);
        bench_row_judged(b, line, json, TARGET_MOTION_PLATFORMER, ratio);
    }
    map_free(&map);
    bench_section_end(b);
}
