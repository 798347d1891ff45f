/* test_judge_fast.c: the fast judge (guarantees_verdict, and the tallies' shortcuts
 * around it) comes to the verdict of the full one (tests/support/referee_full.c) on
 * random moves of every method over every shipped map, at slow and fast speeds, from
 * free spots and from inside walls, and on every tick of the shipped recordings; the
 * depth of guarantees_judge is unchanged too. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rng.h"
#include "core/guarantees.h"
#include "core/replay.h"
#include "core/world.h"
#include "support/referee_full.h"
#include "support/support.h"

static const char *const MAPS[] = {"corners.map",     "default.map",        "flag_one_way.map",
                                   "grid_maze.map",   "grid_wall_tips.map", "platforms.map",
                                   "quad_movers.map", "seam.map",           "tunnel.map"};
#define MAP_COUNT ((int)(sizeof MAPS / sizeof MAPS[0]))
static const float SPEEDS[] = {3.0f, 16.0f, 48.0f, 64.0f, 128.0f};
#define SPEED_COUNT ((int)(sizeof SPEEDS / sizeof SPEEDS[0]))
#define MOVES_EACH 200 /* random moves per method, map and speed */

/* One random move of method r at `speed` from anywhere on the map (a free spot or
 * not), in one of the eight key directions or a throw in any direction. */
static void check_random_move(const Map *m, int r, float speed, Rng *rng, Rng *coin, long *failures)
{
    float t = (float)m->tile;
    Body start = resolver_body(r, m, rng_float01(rng) * (float)m->w * t, rng_float01(rng) * (float)m->h * t);
    float dx, dy;
    if (rng_below(rng, 4) == 0) {
        dx = (rng_float01(rng) * 2.0f - 1.0f) * speed;
        dy = (rng_float01(rng) * 2.0f - 1.0f) * speed;
    } else {
        int d = (int)rng_below(rng, 8);
        dx = (float)GUARANTEE_DIRS[d][0] * speed;
        dy = (float)GUARANTEE_DIRS[d][1] * speed;
    }
    ResolveCtx ctx = {m, coin, NULL, 0, NULL, NULL};
    Body end = start;
    resolver_move(r, &ctx, &end, dx, dy, NULL, NULL);
    BodyModel model = resolver_info(r)->model;
    MoveVerdict full = referee_full_judge(m, model, &start, dx, dy, &end);
    MoveVerdict fast = guarantees_verdict(m, model, &start, dx, dy, &end);
    MoveVerdict table = guarantees_judge(m, model, &start, dx, dy, &end);
    cr_expect(fast.crossed == full.crossed && fast.inside == full.inside && fast.short_stop == full.short_stop,
              "%s %s %.0f px: from (%g, %g) by (%g, %g) to (%g, %g)", m->name, resolver_info(r)->name, (double)speed,
              (double)start.x, (double)start.y, (double)dx, (double)dy, (double)end.x, (double)end.y);
    cr_expect(table.depth == full.depth && table.crossed == full.crossed && table.inside == full.inside &&
                  table.short_stop == full.short_stop,
              "%s %s: the table's judge", m->name, resolver_info(r)->name);
    *failures += full.crossed + full.inside + full.short_stop;
}

Test(judge_fast, same_verdicts_as_the_full_judge_on_random_moves_over_every_shipped_map)
{
    Map *map = calloc(1, sizeof *map);
    long failures = 0, moves = 0;
    for (int k = 0; k < MAP_COUNT; k++) {
        load_shipped_map(MAPS[k], map);
        Rng rng, coin;
        rng_seed(&rng, 0x7a11u + (uint64_t)k);
        rng_seed(&coin, 5);
        for (int s = 0; s < SPEED_COUNT; s++)
            for (int r = 0; r < RESOLVER_COUNT; r++)
                for (int n = 0; n < MOVES_EACH; n++, moves++)
                    check_random_move(map, r, SPEEDS[s], &rng, &coin, &failures);
    }
    /* The moves must include failures of every kind for the comparison to mean anything. */
    cr_assert_gt(failures, moves / 20, "%ld failures in %ld moves", failures, moves);
    map_free(map);
    free(map);
}

/* Held keys that change every few ticks, from a seeded generator. */
static uint8_t random_held(Rng *rng)
{
    static const uint8_t dirs[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_DOWN | IN_LEFT, IN_LEFT, IN_LEFT | IN_UP,
                                   IN_UP,    IN_UP | IN_RIGHT,   0};
    return dirs[rng_below(rng, sizeof dirs)];
}

/* The compare view's tallies over a random walk equal the full judge's count of the
 * same ticks, movers and all. */
static void check_tallies(const char *name, float speed)
{
    Map map = {0};
    load_shipped_map(name, &map);
    WorldConfig cfg = {.seed = 9, .resolver = RESOLVER_SIMPLEST, .speed = speed, .mode = MODE_TILES};
    World *w = malloc(sizeof *w);
    cr_assert(world_init(w, &map, &cfg));
    map_free(&map); /* the world holds its own share */
    Input in = INPUT_NONE;
    in.actions = ACT_COMPARE;
    world_step(w, &in, NULL);
    cr_assert_eq(world_speed(w), speed);
    Tally want[RESOLVER_COUNT];
    memset(want, 0, sizeof want);
    Rng rng;
    rng_seed(&rng, 77);
    uint8_t held = 0;
    for (int t = 0; t < 600; t++) {
        if (t % 13 == 0) held = random_held(&rng);
        in = INPUT_NONE;
        in.held = held;
        Body before[RESOLVER_COUNT];
        memcpy(before, w->bodies, sizeof before);
        world_step(w, &in, NULL);
        float dx = (float)(((held & IN_RIGHT) != 0) - ((held & IN_LEFT) != 0)) * speed;
        float dy = (float)(((held & IN_DOWN) != 0) - ((held & IN_UP) != 0)) * speed;
        if (dx == 0.0f && dy == 0.0f) continue;
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            MoveVerdict v = referee_full_judge(&w->map, resolver_info(r)->model, &before[r], dx, dy, &w->bodies[r]);
            want[r].moves++;
            want[r].crossed += v.crossed;
            want[r].inside += v.inside;
            want[r].short_stop += v.short_stop;
        }
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const Tally *got = &w->log.tally[r];
        cr_expect(got->moves == want[r].moves && got->crossed == want[r].crossed && got->inside == want[r].inside &&
                      got->short_stop == want[r].short_stop,
                  "%s at %.0f px, %s: tally %ld/%ld/%ld/%ld, full judge %ld/%ld/%ld/%ld", name, (double)speed,
                  resolver_info(r)->name, got->moves, got->crossed, got->inside, got->short_stop, want[r].moves,
                  want[r].crossed, want[r].inside, want[r].short_stop);
    }
    world_free(w);
    free(w);
}

Test(judge_fast, tallies_count_what_the_full_judge_counts_on_every_shipped_map)
{
    for (int k = 0; k < MAP_COUNT; k++) {
        check_tallies(MAPS[k], 16.0f);
        check_tallies(MAPS[k], 64.0f);
        check_tallies(MAPS[k], 128.0f);
    }
}

/* Each tick's additions to the tallies of a shipped recording, played as recorded and
 * again with the ghost view forced on, equal the full judge's verdicts of that tick. */
static long replay_ticks(const char *path, bool force_ghost)
{
    static Replay rec;
    ReplayError err;
    cr_assert(replay_load(&rec, path, &err), "%s:%d: %s", err.file, err.line, err.msg);
    World *w = malloc(sizeof *w);
    cr_assert(world_init(w, &rec.map, &rec.config));
    ReplayPlayer player;
    replay_player_start(&player, &rec);
    Input in;
    long judged = 0;
    while (replay_player_next(&player, &in)) {
        if (force_ghost && w->mode == MODE_TILES && w->compare == COMPARE_OFF) w->compare = COMPARE_GHOST;
        Body before[RESOLVER_COUNT];
        Tally was[RESOLVER_COUNT];
        memcpy(before, w->bodies, sizeof before);
        memcpy(was, w->log.tally, sizeof was);
        world_step(w, &in, NULL);
        if (w->mode != MODE_TILES || w->compare == COMPARE_OFF) continue;
        if (w->log.tally[0].moves < was[0].moves) memset(was, 0, sizeof was); /* reset this tick */
        float speed = world_speed(w);
        float dx = (float)(((in.held & IN_RIGHT) != 0) - ((in.held & IN_LEFT) != 0)) * speed + (float)in.place.dx;
        float dy = (float)(((in.held & IN_DOWN) != 0) - ((in.held & IN_UP) != 0)) * speed + (float)in.place.dy;
        if (dx == 0.0f && dy == 0.0f) continue;
        for (int r = 0; r < RESOLVER_COUNT; r++) {
            MoveVerdict v = referee_full_judge(&w->map, resolver_info(r)->model, &before[r], dx, dy, &w->bodies[r]);
            const Tally *t = &w->log.tally[r];
            cr_expect(t->crossed - was[r].crossed == v.crossed && t->inside - was[r].inside == v.inside &&
                          t->short_stop - was[r].short_stop == v.short_stop,
                      "%s tick %llu %s: the tally's verdict differs from the full judge's", path,
                      (unsigned long long)w->tick, resolver_info(r)->name);
            judged++;
        }
    }
    world_free(w);
    free(w);
    replay_free(&rec);
    return judged;
}

Test(judge_fast, the_shipped_recordings_tally_what_the_full_judge_counts)
{
    static const char *const RECORDINGS[] = {SOURCE_DIR "/docs/demo.replay", SOURCE_DIR "/tests/data/tour.replay"};
    for (int k = 0; k < 2; k++) {
        long recorded = replay_ticks(RECORDINGS[k], false), forced = replay_ticks(RECORDINGS[k], true);
        cr_expect_gt(forced, 100, "%s: moves judged (%ld as recorded, %ld in the ghost view)", RECORDINGS[k], recorded,
                     forced);
    }
}
