/* bench_rewind.c: what rewinding costs (core/timeline.h): going back 600 ticks (ten
 * seconds) and one tick (the `,` key) in the tiles mode (compare view, the player
 * running about) and in the crowd mode at 1,000, 10,000 and 100,000 circles, after a
 * session recorded as the app records it (milliseconds: the median over rewinds that
 * land at every distance past a snapshot, and the worst); with K (the ticks between
 * snapshots), a snapshot's size, and what an hour of them would take before the
 * budget (TIMELINE_BUDGET_BYTES) thins them out. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd/bench/bench_rewind.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"
#include "core/timeline.h"

#define REWIND_TICKS 600 /* the rewind the issue times: ten seconds */
#define PHASES 12        /* rewinds timed, each at another distance past a snapshot */
#define HOUR_TICKS (3600 * TICK_HZ)

typedef struct Scene {
    const char *name;
    Mode mode;
    int circles;
} Scene;

/* The tiles mode: every method side by side, the player running in eight
 * directions at rising speeds. The crowd: a formation, then swaps. */
static Input scene_input(const Scene *s, uint64_t t)
{
    static const uint8_t DIRS[8] = {IN_RIGHT,           IN_DOWN,         IN_LEFT,          IN_UP,
                                    IN_RIGHT | IN_DOWN, IN_LEFT | IN_UP, IN_RIGHT | IN_UP, IN_LEFT | IN_DOWN};
    Input in = INPUT_NONE;
    if (s->mode == MODE_TILES) {
        in.held = DIRS[(t / 40) % 8];
        if (t == 1) in.actions = ACT_COMPARE;
        if (t % 200 == 100) in.actions = t % 1000 < 500 ? ACT_SPEED_UP : ACT_SPEED_DOWN;
    } else {
        if (t == 0) in.actions = ACT_CROWD_LOAD;
        if (t == 1) in.actions = ACT_CROWD_CIRCLE;
        if (t % 300 == 150) in.actions = ACT_CROWD_SWAP;
    }
    return in;
}

typedef struct Session {
    World world;
    Replay log;
    Timeline timeline;
} Session;

/* A session long enough to rewind 600 ticks from anywhere past a snapshot. */
static bool session_run(Session *s, const Scene *scene, const Map *map)
{
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = scene->mode};
    if (!world_init(&s->world, map, &cfg)) return false;
    if (scene->circles) s->world.crowd.want = scene->circles; /* before tick 0: the timeline starts here */
    replay_init(&s->log, map, &cfg);
    if (!replay_checkpoint(&s->log, world_hash(&s->world))) return false;
    if (!timeline_init(&s->timeline, &s->world, TIMELINE_BUDGET_BYTES)) return false;
    uint64_t ticks = 2 * REWIND_TICKS + TIMELINE_MAX_TICKS;
    for (uint64_t t = 0; t < ticks; t++) {
        Input in = scene_input(scene, t);
        world_step(&s->world, &in, NULL);
        if (!replay_push(&s->log, &in)) return false;
        if (s->world.tick % REPLAY_CHECK_TICKS == 0 && !replay_checkpoint(&s->log, world_hash(&s->world))) return false;
        if (!timeline_record(&s->timeline, &s->world)) return false;
    }
    return true;
}

static void session_end(Session *s)
{
    timeline_free(&s->timeline);
    replay_free(&s->log);
    world_free(&s->world);
}

/* Milliseconds of one seek from tick `from` back to tick `to`; the world is put at
 * `from` first (not timed). */
static double time_seek(Session *s, uint64_t from, uint64_t to)
{
    timeline_seek(&s->timeline, &s->world, &s->log, from, NULL);
    double t0 = bench_now();
    TimelineStatus st = timeline_seek(&s->timeline, &s->world, &s->log, to, NULL);
    double ms = (bench_now() - t0) * 1000.0;
    if (st != TIMELINE_OK) fprintf(stderr, "collide bench: rewind failed (status %d)\n", st);
    return ms;
}

/* The newest gap between snapshots: K for this scene. */
static uint64_t spacing(const Timeline *tl)
{
    return tl->count > 1 ? tl->snaps[tl->count - 1].tick - tl->snaps[tl->count - 2].tick : 0;
}

static void bench_scene(Bench *b, const Scene *scene, const Map *map)
{
    static Session s;
    if (!session_run(&s, scene, map)) {
        fprintf(stderr, "collide bench: out of memory recording the %s session\n", scene->name);
        session_end(&s);
        return;
    }
    uint64_t k = spacing(&s.timeline);
    double back[PHASES], one[PHASES], worst = 0.0;
    for (int p = 0; p < PHASES; p++) {
        /* From the end and from ticks before it: rewinds landing at every distance
         * past a snapshot, from 0 to K - 1. */
        uint64_t from = s.log.ticks - (uint64_t)p * k / PHASES;
        back[p] = time_seek(&s, from, from - REWIND_TICKS);
        worst = back[p] > worst ? back[p] : worst;
        one[p] = time_seek(&s, from, from - 1);
    }
    size_t bytes = s.timeline.snaps[s.timeline.count - 1].bytes;
    double hour_mb = k ? (double)HOUR_TICKS / (double)k * (double)bytes / (1 << 20) : 0.0;
    double median = bench_median(back, PHASES), tick_ms = bench_median(one, PHASES);
    char line[256], json[320];
    snprintf(line, sizeof line, "%-22s %6llu %10.1f %9.0f %10.2f %10.2f %10.2f", scene->name, (unsigned long long)k,
             (double)bytes / 1024.0, hour_mb, median, worst, tick_ms);
    snprintf(json, sizeof json,
             "\"scene\":\"%s\",\"circles\":%d,\"snapshot_every_ticks\":%llu,\"snapshot_kb\":%.1f,"
             "\"hour_mb_unthinned\":%.0f,\"rewind_600_ms\":%.3f,\"rewind_600_worst_ms\":%.3f,\"one_tick_back_ms\":%.3f",
             scene->name, scene->circles, (unsigned long long)k, (double)bytes / 1024.0, hour_mb, median, worst,
             tick_ms);
    bench_row(b, line, json);
    session_end(&s);
}

void bench_rewind(Bench *b)
{
    static const Scene SCENES[] = {
        {"tiles, compare view", MODE_TILES, 0},
        {"crowd, 1000 circles", MODE_CROWD, 1000},
        {"crowd, 10000 circles", MODE_CROWD, 10000},
        {"crowd, 100000 circles", MODE_CROWD, 100000},
    };
    Map map = {0};
    if (!cli_load_map(NULL, &map)) return;
    char header[160];
    snprintf(header, sizeof header, "%-22s %6s %10s %9s %10s %10s %10s", "rewind: scene", "K", "snap KB", "MB/hour",
             "600 back", "worst", "1 back");
    bench_section(b, "rewind", header);
    for (size_t i = 0; i < sizeof SCENES / sizeof *SCENES; i++) bench_scene(b, &SCENES[i], &map);
    bench_section_end(b);
    map_free(&map);
}
