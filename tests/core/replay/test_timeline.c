/* test_timeline.c: rewind. A session is run as the app runs it (step, log the input,
 * checkpoint every 60 ticks, let the timeline keep its snapshots); going to an earlier
 * tick must land on the very state a fresh run has at that tick, wherever that tick is
 * relative to the snapshots, in the tiles mode (compare view, edits) and in the crowd
 * mode. Resuming after a rewind leaves a log that holds exactly the new history and
 * writes a recording that verifies; memory stays within the budget over an hour. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/timeline.h"
#include "support/replay_script.h"
#include "support/support.h"

#define TILES_TICKS 2000
#define CROWD_TICKS 600
#define CROWD_DOUBLINGS 7 /* 32 circles doubled 7 times: 4096 */

/* A session as the app's (session.c): the world, its input log, the timeline. */
typedef struct Session {
    World world;
    Replay log;
    Timeline timeline;
    uint64_t *hash; /* the state hash at every tick so far, as the live run met it */
    size_t hash_cap;
} Session;

static Session session;
static Map map;

static void session_start(Session *s, Mode mode, size_t budget)
{
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 42, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT, .mode = mode};
    cr_assert(world_init(&s->world, &map, &cfg));
    replay_init(&s->log, &map, &cfg);
    cr_assert(replay_checkpoint(&s->log, world_hash(&s->world)));
    cr_assert(timeline_init(&s->timeline, &s->world, budget));
    s->hash_cap = 1024;
    s->hash = malloc(s->hash_cap * sizeof *s->hash);
    cr_assert(s->hash);
    s->hash[0] = world_hash(&s->world);
}

static void session_end(Session *s)
{
    timeline_free(&s->timeline);
    replay_free(&s->log);
    world_free(&s->world);
    free(s->hash);
}

/* One live tick, as app_tick and session_after_step do it. */
static void session_tick(Session *s, const Input *in, Trace *trace)
{
    world_step(&s->world, in, trace);
    cr_assert(replay_push(&s->log, in));
    if (s->world.tick % REPLAY_CHECK_TICKS == 0) cr_assert(replay_checkpoint(&s->log, world_hash(&s->world)));
    cr_assert(timeline_record(&s->timeline, &s->world));
    if (s->world.tick >= s->hash_cap) {
        s->hash_cap *= 2;
        s->hash = realloc(s->hash, s->hash_cap * sizeof *s->hash);
        cr_assert(s->hash);
    }
    s->hash[s->world.tick] = world_hash(&s->world);
}

static void expect_at(Session *s, uint64_t tick, const char *what)
{
    TimelineStatus st = timeline_seek(&s->timeline, &s->world, &s->log, tick, NULL);
    cr_assert_eq(st, TIMELINE_OK, "%s: going to tick %llu: status %d", what, (unsigned long long)tick, st);
    cr_assert_eq(s->world.tick, tick, "%s", what);
    cr_assert_eq(world_hash(&s->world), s->hash[tick], "%s: tick %llu is not the state the run had there", what,
                 (unsigned long long)tick);
}

/* The tiles part of the shared script (compare views, edits, resolver switches,
 * speeds, a respawn), over and over. */
static Input tiles_input(uint64_t t)
{
    return script_input((int)(t % SCRIPT_TILES_END));
}

static void expect_same_trace(const Trace *a, const Trace *b, const char *what)
{
    cr_assert_eq(a->shape_count, b->shape_count, "%s: shapes", what);
    cr_expect_gt(a->shape_count, 0, "%s: a move was drawn", what);
    for (int k = 0; k < a->shape_count; k++) {
        const TraceShape *p = &a->shapes[k], *q = &b->shapes[k];
        cr_expect(p->kind == q->kind && p->x0 == q->x0 && p->y0 == q->y0 && p->x1 == q->x1 && p->y1 == q->y1,
                  "%s: shape %d differs", what, k);
    }
    cr_expect_str_eq(a->note, b->note, "%s", what);
}

Test(timeline, rewinding_in_the_tiles_mode_lands_on_the_fresh_runs_state_around_every_snapshot)
{
    static Trace live[2], again;
    static const uint64_t TRACED[2] = {601, 1500};
    session_start(&session, MODE_TILES, TIMELINE_BUDGET_BYTES);
    for (uint64_t t = 0; t < TILES_TICKS; t++) {
        Input in = tiles_input(t);
        Trace *tr = t + 1 == TRACED[0] ? &live[0] : t + 1 == TRACED[1] ? &live[1] : NULL;
        session_tick(&session, &in, tr);
    }
    cr_assert_eq(session.timeline.count, 1 + TILES_TICKS / TIMELINE_MAX_TICKS, "a snapshot every %d ticks",
                 TIMELINE_MAX_TICKS);
    const uint64_t K = TIMELINE_MAX_TICKS;
    uint64_t targets[] = {TILES_TICKS, 0, 1, K - 1, K, K + 1, 2 * K - 1, 2 * K, 1500, 2 * K + 1, TILES_TICKS - 1, 7};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) expect_at(&session, targets[i], "tiles");
    /* The `,` key: one tick back at a time, across the snapshot at 3K; then forward again. */
    for (uint64_t t = TILES_TICKS; t >= 3 * K - 10; t--) expect_at(&session, t, "one tick back");
    for (uint64_t t = 3 * K - 10; t <= TILES_TICKS; t += 37) expect_at(&session, t, "forward again");
    /* The overlay after a rewind shows the move into that tick. */
    for (int k = 0; k < 2; k++) {
        cr_assert_eq(timeline_seek(&session.timeline, &session.world, &session.log, TRACED[k], &again), TIMELINE_OK);
        expect_same_trace(&again, &live[k], "the move into the tick");
    }
    session_end(&session);
}

/* Load, double to 4096 circles, then every formation, swaps, the avoidance off and on. */
static Input crowd_input(uint64_t t)
{
    Input in = INPUT_NONE;
    if (t == 0) in.actions = ACT_CROWD_LOAD;
    if (t >= 1 && t <= CROWD_DOUBLINGS) in.actions = ACT_CROWD_MORE;
    if (t == 10) in.actions = ACT_CROWD_CIRCLE;
    if (t == 150 || t == 480) in.actions = ACT_CROWD_SWAP;
    if (t == 250) in.actions = ACT_CROWD_THREE | ACT_CROWD_AVOID;
    if (t == 330) in.actions = ACT_CROWD_BLOCKS | ACT_CROWD_AVOID;
    if (t == 420) in.actions = ACT_CROWD_LINES;
    return in;
}

Test(timeline, rewinding_in_the_crowd_mode_lands_on_the_fresh_runs_state)
{
    session_start(&session, MODE_CROWD, TIMELINE_BUDGET_BYTES);
    for (uint64_t t = 0; t < CROWD_TICKS; t++) {
        Input in = crowd_input(t);
        session_tick(&session, &in, NULL);
    }
    const Timeline *tl = &session.timeline;
    cr_assert_eq(session.world.crowd.count, 32 << CROWD_DOUBLINGS);
    cr_assert_geq(tl->count, 5, "snapshots closer together than in the tiles mode: %zu", tl->count);
    uint64_t snap = tl->snaps[2].tick;
    uint64_t targets[] = {CROWD_TICKS, 0, 3, 10, snap - 1, snap, snap + 1, 299, 481, CROWD_TICKS - 1, 1};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) expect_at(&session, targets[i], "crowd");
    session_end(&session);
}

/* The new history after the rewind: other keys, another edit, the split view. */
static Input other_input(uint64_t t)
{
    Input in = INPUT_NONE;
    in.held = (t / 17) % 2 ? IN_LEFT | IN_UP : IN_DOWN;
    if (t % 100 == 3) in.actions = ACT_COMPARE;
    if (t % 150 == 40) in.edit = (EditOp){EDIT_SET_CELL, SIDE_UP, 4, 6};
    if (t % 90 == 9) in.resolver = (int8_t)(t % RESOLVER_COUNT);
    return in;
}

static Input resumed_input(uint64_t t, uint64_t at)
{
    return t < at ? tiles_input(t) : other_input(t);
}

static void rewind_resume_and_verify(uint64_t at)
{
    session_start(&session, MODE_TILES, TIMELINE_BUDGET_BYTES);
    for (uint64_t t = 0; t < 1500; t++) {
        Input in = tiles_input(t);
        session_tick(&session, &in, NULL);
    }
    expect_at(&session, at, "before resuming");
    timeline_resume(&session.timeline, &session.log, &session.world);
    cr_assert_eq(session.log.ticks, at, "the undone ticks are forgotten");
    for (uint64_t t = at; t < 1500; t++) {
        Input in = other_input(t);
        session_tick(&session, &in, NULL);
    }
    /* The log holds exactly the new history, tick by tick. */
    ReplayPlayer p;
    replay_player_start(&p, &session.log);
    Input in;
    uint64_t t = 0;
    for (; replay_player_next(&p, &in); t++) {
        Input want = resumed_input(t, at);
        cr_assert(replay_input_equal(&in, &want), "resumed at %llu: the log's tick %llu is not the new history",
                  (unsigned long long)at, (unsigned long long)t);
    }
    cr_assert_eq(t, 1500);
    /* Written as a recording, it verifies, and ends on the live world's hash. */
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/resumed.replay", dir);
    ReplayWriter writer;
    ReplayError err;
    cr_assert(replay_writer_open(&writer, path, &session.log, &err), "%s", err.msg);
    cr_assert(replay_writer_close(&writer, &session.log, world_hash(&session.world), &err), "%s", err.msg);
    static Replay loaded;
    cr_assert(replay_load(&loaded, path, &err), "%s:%d: %s", err.file, err.line, err.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&loaded, &v));
    cr_expect(!v.diverged, "resumed at %llu: the recording diverges at tick %llu", (unsigned long long)at,
              (unsigned long long)v.tick);
    cr_expect_eq(v.ticks, 1500);
    cr_expect_eq(v.checks, 1500 / REPLAY_CHECK_TICKS + 2, "tick 0, every 60 ticks once, and the end");
    cr_expect_eq(v.final_hash, world_hash(&session.world));
    replay_free(&loaded);
    remove(path);
    remove(dir);
    /* And the new history can be rewound in turn. */
    expect_at(&session, at + 1, "the new history");
    expect_at(&session, 1234, "the new history");
    expect_at(&session, at > 0 ? at - 1 : 0, "before the resume");
    session_end(&session);
}

Test(timeline, resuming_after_a_rewind_keeps_only_the_new_history_and_its_recording_verifies)
{
    rewind_resume_and_verify(1001);
    rewind_resume_and_verify(1020);               /* at a checkpoint: kept once, not twice */
    rewind_resume_and_verify(TIMELINE_MAX_TICKS); /* at a snapshot */
    rewind_resume_and_verify(0);
}

Test(timeline, a_world_changed_behind_the_logs_back_is_reported_not_rewound_silently)
{
    session_start(&session, MODE_TILES, TIMELINE_BUDGET_BYTES);
    for (uint64_t t = 0; t < 300; t++) {
        Input in = tiles_input(t);
        session_tick(&session, &in, NULL);
        if (t == 100) session.world.bodies[session.world.resolver].x += 5.0f; /* not in the log */
    }
    cr_expect_eq(timeline_seek(&session.timeline, &session.world, &session.log, 60, NULL), TIMELINE_OK);
    cr_expect_eq(timeline_seek(&session.timeline, &session.world, &session.log, 200, NULL), TIMELINE_DIVERGED,
                 "the checkpoint at 120 differs");
    session_end(&session);
}

Test(timeline, a_tick_the_log_does_not_reach_leaves_the_world_as_it_was)
{
    session_start(&session, MODE_TILES, TIMELINE_BUDGET_BYTES);
    for (uint64_t t = 0; t < 100; t++) {
        Input in = tiles_input(t);
        session_tick(&session, &in, NULL);
    }
    cr_expect_eq(timeline_seek(&session.timeline, &session.world, &session.log, 101, NULL), TIMELINE_OUT_OF_RANGE);
    cr_expect_eq(session.world.tick, 100);
    cr_expect_eq(world_hash(&session.world), session.hash[100]);
    session_end(&session);
}

/* An hour in the tiles mode with a budget of 40 snapshots: memory stays within it,
 * recent ticks stay as cheap to reach as ever, and every tick is still reachable. */
Test(timeline, an_hour_stays_within_the_budget_and_every_tick_stays_reachable, .timeout = 120)
{
    const uint64_t HOUR = 3600 * TICK_HZ;
    const size_t budget = 40 * (sizeof(World) + 64);
    session_start(&session, MODE_TILES, budget);
    size_t most = 0;
    for (uint64_t t = 0; t < HOUR; t++) {
        Input in = tiles_input(t);
        session_tick(&session, &in, NULL);
        if (session.timeline.bytes > most) most = session.timeline.bytes;
    }
    const Timeline *tl = &session.timeline;
    cr_expect_leq(most, budget, "at most %zu bytes; %zu at the peak", budget, most);
    cr_expect_gt(tl->thinnings, 0);
    /* Spacing grows with age: going back `a` ticks re-simulates at most max(K, a/4). */
    static const uint64_t AGES[] = {600, 1200, 6000, 36000, 100000, 200000};
    for (int k = 0; k < 6; k++) {
        uint64_t at = HOUR - AGES[k], below = 0;
        for (size_t i = 0; i < tl->count; i++)
            if (tl->snaps[i].tick <= at) below = tl->snaps[i].tick;
        uint64_t most = AGES[k] / 4 > TIMELINE_MAX_TICKS ? AGES[k] / 4 : TIMELINE_MAX_TICKS;
        cr_expect_leq(at - below, most, "%llu ticks back: the snapshot before tick %llu is at %llu",
                      (unsigned long long)AGES[k], (unsigned long long)at, (unsigned long long)below);
    }
    uint64_t back = HOUR - 600;
    uint64_t targets[] = {back, HOUR - 1, 100000, 1000, 0};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) expect_at(&session, targets[i], "an hour");
    session_end(&session);
}

/* The crowd mode with a budget of a few snapshots of 1024 circles (TIMELINE_MIN_SNAPS of
 * them and a few more, about 52 KB each): thinned, within it. */
Test(timeline, the_crowd_mode_stays_within_the_budget_too)
{
    session_start(&session, MODE_CROWD, 640 * 1024);
    size_t most = 0;
    for (uint64_t t = 0; t < 4000; t++) {
        Input in = INPUT_NONE;
        if (t == 0) in.actions = ACT_CROWD_LOAD;
        if (t >= 1 && t <= 5) in.actions = ACT_CROWD_MORE;
        if (t % 500 == 10) in.actions = t % 1000 == 10 ? ACT_CROWD_CIRCLE : ACT_CROWD_SWAP;
        session_tick(&session, &in, NULL);
        if (session.timeline.bytes > most) most = session.timeline.bytes;
    }
    cr_expect_eq(session.world.crowd.count, 1024);
    cr_expect_leq(most, session.timeline.budget, "%zu bytes at the peak", most);
    cr_expect_gt(session.timeline.thinnings, 0);
    uint64_t targets[] = {3400, 3999, 1234, 5};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) expect_at(&session, targets[i], "crowd, thinned");
    session_end(&session);
}

/* ---- the log ---- */

static Replay log_of(const uint32_t *runs, int n)
{
    Replay r;
    replay_init(&r, &map, &(WorldConfig){.seed = 1});
    cr_assert(replay_checkpoint(&r, 0xa0));
    for (int k = 0; k < n; k++) {
        Input in = INPUT_NONE;
        in.held = (uint8_t)(k % 2 ? IN_LEFT : IN_RIGHT);
        cr_assert(replay_push_run(&r, &in, runs[k]));
        cr_assert(replay_checkpoint(&r, 0xb0 + (uint64_t)k));
    }
    return r;
}

Test(timeline, truncating_the_log_cuts_the_run_the_tick_falls_in_and_drops_what_follows)
{
    static const uint32_t RUNS[] = {10, 20, 30};
    load_shipped_map("default.map", &map);
    Replay r = log_of(RUNS, 3); /* check 0, 10 R, check 10, 20 L, check 30, 30 R, check 60 */
    r.record_start = 50;
    r.ended = true;
    replay_truncate(&r, 25);
    cr_expect_eq(r.ticks, 25);
    cr_assert_eq(r.count, 4, "check 0, 10 R, check 10, 15 L");
    cr_expect_eq(r.entries[3].kind, REPLAY_RUN);
    cr_expect_eq(r.entries[3].count, 15);
    cr_expect_eq(r.record_start, 25, "a recording started in the undone ticks starts at the cut");
    cr_expect(!r.ended);
    replay_truncate(&r, 10);
    cr_assert_eq(r.count, 3, "the checkpoint at the cut stays: the state there is the same");
    cr_expect_eq(r.entries[2].kind, REPLAY_CHECK);
    cr_expect_eq(r.entries[2].tick, 10);
    replay_truncate(&r, 40);
    cr_expect_eq(r.ticks, 10, "nothing to forget beyond the end");
    Input left = INPUT_NONE;
    left.held = IN_LEFT;
    cr_assert(replay_push(&r, &left));
    cr_expect_eq(r.ticks, 11);
    replay_truncate(&r, 0);
    cr_expect_eq(r.count, 1, "only the checkpoint at tick 0");
    replay_free(&r);
}

Test(timeline, a_player_seeks_to_any_tick_of_the_log)
{
    static const uint32_t RUNS[] = {10, 20, 30};
    load_shipped_map("default.map", &map);
    Replay r = log_of(RUNS, 3);
    ReplayPlayer p;
    replay_player_start(&p, &r);
    static const uint64_t AT[] = {0, 5, 10, 29, 30, 59};
    for (int k = 0; k < 6; k++) {
        replay_player_seek(&p, AT[k]);
        Input in;
        cr_assert(replay_player_next(&p, &in));
        uint8_t want = AT[k] < 10 || AT[k] >= 30 ? IN_RIGHT : IN_LEFT;
        cr_expect_eq(in.held, want, "the input of tick %llu", (unsigned long long)AT[k]);
        cr_expect_eq(p.tick, AT[k] + 1);
    }
    replay_player_seek(&p, 60);
    Input in;
    cr_expect(!replay_player_next(&p, &in), "nothing after the end");
    replay_free(&r);
}
