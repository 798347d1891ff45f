/* gif_bench.c: see gif_bench.h. The run is built in memory as a recording, with its
 * checkpoints, so the export replays it exactly as it would a file. */
#include "cmd/bench/gif_bench.h"
#include "cmd/bench/bench_timer.h"

#include <stdlib.h>

#include "cmd/gif_replay.h"
#include "cmd/options.h"

#define WALK_LEG_TICKS 40 /* ticks per direction of the walk */

static Input bench_input(int t)
{
    static const uint8_t walk[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_LEFT, IN_LEFT | IN_UP, IN_UP};
    Input in = INPUT_NONE;
    in.held = walk[(t / WALK_LEG_TICKS) % (int)sizeof walk];
    if (t == GIF_BENCH_TICKS / 2) in.actions |= ACT_COMPARE; /* the ghosts: a body a method, a legend */
    return in;
}

/* The recording the window would have made of that run. */
static bool record(Replay *r, const Map *map)
{
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    World *w = malloc(sizeof *w);
    if (!w || !world_init(w, map, &cfg)) {
        free(w);
        return false;
    }
    replay_init(r, map, &cfg);
    bool ok = replay_checkpoint(r, world_hash(w));
    for (int t = 0; ok && t < GIF_BENCH_TICKS; t++) {
        Input in = bench_input(t);
        world_step(w, &in, NULL);
        ok = replay_push(r, &in);
        if (ok && w->tick % REPLAY_CHECK_TICKS == 0) ok = replay_checkpoint(r, world_hash(w));
    }
    world_free(w);
    free(w);
    return ok;
}

bool gif_bench_default_map(const char *path, GifPaletteMode palette, GifBench *out, char *err, size_t cap)
{
    Map map = {0};
    static Replay r;
    bool ready = cli_load_map(NULL, &map) && record(&r, &map);
    map_free(&map); /* the recording holds its own share */
    if (!ready) {
        snprintf(err, cap, "cannot set up the GIF benchmark (out of memory)");
        replay_free(&r);
        return false;
    }
    GifOptions o = {.path = path, .from = 0, .to = GIF_BENCH_TICKS, .palette = palette};
    GifReport rep;
    double t0 = bench_cpu_now();
    int status = gif_replay_write(&r, &o, &rep, err, cap);
    out->seconds = bench_cpu_now() - t0;
    out->bytes = rep.bytes;
    out->frames = rep.frames;
    replay_free(&r);
    return status == 0;
}
