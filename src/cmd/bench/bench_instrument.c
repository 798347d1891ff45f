/* bench_instrument.c: see bench_instrument.h. The tallies are timed apart from the
 * tick: the bodies before and after each tick of a run are kept, then tally_record is
 * run over them alone, so the figure is the referee's share and not noise between two
 * runs of the whole step. */
#include "cmd/bench/bench_instrument.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rng.h"
#include "core/guarantees.h"
#include "core/world.h"
#include "cmd/bench/bench_ghost_view.h"
#include "cmd/bench/bench_referee.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"

static volatile float pairs_sink; /* keeps the timed moves from being optimised away */

typedef struct TickPair {
    Body before[METHOD_MAX], after[METHOD_MAX];
    float dx, dy;
} TickPair;

/* Held keys that change every 23 ticks, so the bodies meet walls from every side. */
static uint8_t held_at(int t)
{
    static const uint8_t pattern[] = {IN_RIGHT, IN_DOWN, IN_LEFT | IN_UP,   IN_RIGHT | IN_DOWN,
                                      IN_UP,    IN_LEFT, IN_DOWN | IN_LEFT, IN_UP | IN_RIGHT};
    return pattern[(t / 23) % (int)sizeof pattern];
}

/* Every method's move of every tick again, alone, microseconds a tick: the compare step
 * the tallies are measured against. */
static double time_moves(const Map *map, const TickPair *pairs)
{
    Rng coin;
    rng_seed(&coin, 1);
    ResolveCtx ctx = {map, &coin, NULL, 0, NULL, NULL};
    double t0 = bench_cpu_now();
    for (int t = 0; t < BENCH_TALLY_TICKS; t++) {
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            Body b = pairs[t].before[r];
            resolver_move(r, &ctx, &b, pairs[t].dx, pairs[t].dy, NULL, NULL);
            pairs_sink += b.x;
        }
    }
    return (bench_cpu_now() - t0) * 1e6 / BENCH_TALLY_TICKS;
}

/* The median cost of a compare-view tick, of its moves and of its tallies,
 * microseconds. */
static bool time_tallies(const Map *map, double *step_us, double *moves_us, double *tally_us)
{
    World *w = malloc(sizeof *w);
    TickPair *pairs = malloc(sizeof *pairs * BENCH_TALLY_TICKS);
    CompareLog *log = malloc(sizeof *log);
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = BENCH_TALLY_SPEED_LEVEL};
    bool ok = w && pairs && log;
    double steps[BENCH_REPEATS_FULL], moves[BENCH_REPEATS_FULL], tallies[BENCH_REPEATS_FULL];
    for (int rep = 0; ok && rep < BENCH_REPEATS; rep++) {
        if (!(ok = world_init(w, map, &cfg))) break;
        Input in = INPUT_NONE;
        in.actions = ACT_COMPARE;
        world_step(w, &in, NULL);
        float speed = world_speed(w);
        double t0 = bench_cpu_now();
        for (int t = 0; t < BENCH_TALLY_TICKS; t++) {
            in = INPUT_NONE;
            in.held = held_at(t);
            memcpy(pairs[t].before, w->bodies, sizeof pairs[t].before);
            world_step(w, &in, NULL);
            memcpy(pairs[t].after, w->bodies, sizeof pairs[t].after);
            pairs[t].dx = (float)(((in.held & IN_RIGHT) != 0) - ((in.held & IN_LEFT) != 0)) * speed;
            pairs[t].dy = (float)(((in.held & IN_DOWN) != 0) - ((in.held & IN_UP) != 0)) * speed;
        }
        steps[rep] = (bench_cpu_now() - t0) * 1e6 / BENCH_TALLY_TICKS;
        moves[rep] = time_moves(&w->map, pairs);
        tally_reset(log);
        t0 = bench_cpu_now();
        for (int t = 0; t < BENCH_TALLY_TICKS; t++)
        {
            float dx[METHOD_MAX], dy[METHOD_MAX];
            for (int r = 0; r < METHOD_MAX; r++) dx[r] = pairs[t].dx, dy[r] = pairs[t].dy;
            tally_record(log, &w->map, &w->methods, pairs[t].before, pairs[t].after, dx, dy);
        }
        tallies[rep] = (bench_cpu_now() - t0) * 1e6 / BENCH_TALLY_TICKS;
        world_free(w);
    }
    if (ok) {
        *step_us = bench_median(steps, BENCH_REPEATS);
        *moves_us = bench_median(moves, BENCH_REPEATS);
        *tally_us = bench_median(tallies, BENCH_REPEATS);
    }
    free(w);
    free(pairs);
    free(log);
    return ok;
}

void bench_instrument(Bench *b, const char *maps_dir)
{
    Map map = {0};
    size_t need = strlen(maps_dir) + sizeof "/tunnel.map"; /* any folder: a cut path names another file */
    char *path = malloc(need);
    if (path) snprintf(path, need, "%s/tunnel.map", maps_dir);
    MapError err;
    /* The tunnel map is the largest shipped (40 x 18 cells) and the tallies' lesson. */
    bool loaded = path && map_load(&map, path, &err);
    free(path);
    if (!loaded && !cli_load_map(NULL, &map)) return;
    char line[256], json[256];
    double step_us = 0.0, moves_us = 0.0, tally_us = 0.0;
    bench_section(b, "tally", "compare view tallies: map   px/tick   step us   moves us   tallies us   tallies/moves");
    if (time_tallies(&map, &step_us, &moves_us, &tally_us)) {
        float speed = world_speed_at(BENCH_TALLY_SPEED_LEVEL);
        /* step: the whole tick with its tallies; moves: every method's move alone. */
        snprintf(line, sizeof line, "%29.29s %9g %9.2f %10.2f %12.2f %14.0f%%", map.name, (double)speed, step_us,
                 moves_us, tally_us, 100.0 * tally_us / moves_us);
        snprintf(json, sizeof json,
                 "\"map\":\"tunnel.map\",\"px_per_tick\":%g,\"step_us\":%.3f,\"moves_us\":%.3f,\"tally_us\":%.3f",
                 (double)speed, step_us, moves_us, tally_us);
        bench_row(b, line, json);
    }
    bench_section_end(b);
    bench_ghost_view(b, &map, tally_us);
    map_free(&map);
    bench_referee(b, maps_dir);
}
