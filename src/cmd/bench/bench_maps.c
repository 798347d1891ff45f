/* bench_maps.c: the map browser's costs (milliseconds, the median of BENCH_REPEATS):
 * F2 (reading and parsing every map for the list) and a switch to each shipped map as
 * the app makes it: the map parsed from its embedded text, the tick that loads it, the
 * session log's copy of it, and the editor starting over on it; then loading a Tiled map
 * of the largest size (bench_tiled.c). */
#include <stdio.h>

#include "core/replay.h"
#include "app/features/browser/map_browser.h"
#include "cmd/bench/bench_maps.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_tiled.h"
#include "cmd/bench/bench_timer.h"

/* One switch to row k, as map_browser_choose and app_tick make it. */
static double time_switch(MapBrowser *mb, int k, World *w, Replay *log, Editor *ed)
{
    double t0 = bench_now();
    MapError err;
    if (!map_list_load(&mb->list, k, &mb->next, &err)) return -1.0;
    Input in = INPUT_NONE;
    in.map = &mb->next;
    in.map_suggest = 1;
    world_step(w, &in, NULL);
    bool kept = replay_push(log, &in);
    map_browser_loaded(mb, ed, &w->map, false);
    double ms = (bench_now() - t0) * 1000.0;
    return kept ? ms : -1.0;
}

static void bench_map(Bench *b, MapBrowser *mb, int k, World *w, Replay *log, Editor *ed)
{
    double v[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) v[r] = time_switch(mb, k, w, log, ed);
    const Map *m = &w->map;
    double ms = bench_median(v, BENCH_REPEATS);
    char line[256], json[320];
    snprintf(line, sizeof line, "%-22s %5dx%-4d %10.3f", mb->list.entries[k].file, m->w, m->h, ms);
    snprintf(json, sizeof json, "\"scene\":\"switch\",\"map\":\"%s\",\"cells\":%d,\"switch_ms\":%.3f",
             mb->list.entries[k].file, m->w * m->h, ms);
    bench_row_judged(b, line, json, TARGET_MAP_SWITCH, ms);
}

void bench_maps(Bench *b)
{
    static MapBrowser mb;
    static World w;
    static Replay log;
    static Editor ed;
    map_browser_init(&mb, NULL, true, false);
    mb.folder[0] = '\0'; /* the shipped maps alone, whatever the current directory holds */
    double v[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_now();
        map_list_build(&mb.list, NULL);
        v[r] = (bench_now() - t0) * 1000.0;
    }
    char header[160], line[256], json[160];
    snprintf(header, sizeof header, "%-22s %10s %10s", "maps: switch to", "cells", "ms");
    bench_section(b, "maps", header);
    snprintf(line, sizeof line, "%-22s %10d %10.3f", "F2: the list", mb.list.count, bench_median(v, BENCH_REPEATS));
    snprintf(json, sizeof json, "\"scene\":\"list\",\"maps\":%d,\"list_ms\":%.3f", mb.list.count,
             bench_median(v, BENCH_REPEATS));
    bench_row(b, line, json);
    MapError err;
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT};
    if (!map_list_load(&mb.list, 0, &mb.next, &err) || !world_init(&w, &mb.next, &cfg)) {
        map_browser_free(&mb);
        return;
    }
    replay_init(&log, &mb.next, &cfg);
    editor_open(&ed, &w.map, NULL);
    for (int k = 0; k < mb.list.count; k++) bench_map(b, &mb, k, &w, &log, &ed);
    bench_section_end(b);
    editor_close(&ed);
    replay_free(&log);
    world_free(&w);
    map_browser_free(&mb);
    bench_tiled(b);
}
