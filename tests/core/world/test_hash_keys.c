/* test_hash_keys.c: the state hash of format 3 recordings (WORLD_HASH_KEYED) moves only
 * with what the mode moves, so a method added to the program (a built-in one more, or a
 * user's) changes no existing recording: a single view's hash covers its own method, a
 * compare view's the methods the run has (a recording names them, and one it does not
 * name never runs in it), the crowd's the crowd alone. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/replay.h"
#include "support/support.h"

/* A method that never moves: the throwaway method a contributor might add. */
static void stay(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    (void)ctx, (void)body, (void)dx, (void)dy, (void)trace;
    info->t = 0.0f;
}

static const ResolverInfo STAY = {
    .name = "frozen-test",
    .short_name = "frozen",
    .title = "Frozen",
    .model = BODY_BOX,
    .size_tiles = 0.5f,
    .how = "Never moves.",
    .weakness = "Never gets anywhere.",
    .colour = {200, 200, 200},
    .resolve = stay,
};

static MethodSet with_stay(void)
{
    MethodSet s = method_set_builtin();
    char why[128];
    cr_assert(method_set_add(&s, &STAY, why, sizeof why), "%s", why);
    return s;
}

/* Tick t: every direction, a switch among the built-ins, a respawn and an edit. */
static Input single_view_input(int t)
{
    static const uint8_t DIRS[4] = {IN_RIGHT, IN_DOWN | IN_RIGHT, IN_LEFT, IN_UP};
    Input in = INPUT_NONE;
    in.held = DIRS[(t / 20) % 4];
    if (t == 30) in.resolver = RESOLVER_MINKOWSKI;
    if (t == 60) in.resolver = RESOLVER_GRID_REGION;
    if (t == 70) in.actions = ACT_SPEED_UP;
    if (t == 90) in.actions = ACT_RESPAWN;
    if (t == 100) in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, 6, 3};
    return in;
}

Test(hash_keys, a_method_added_to_the_run_changes_no_hash_of_the_single_view)
{
    static Map map;
    static World a, b;
    load_shipped_map("corners.map", &map);
    WorldConfig ca = {.seed = 3, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT};
    WorldConfig cb = ca;
    cb.methods = with_stay();
    cr_assert(world_init(&a, &map, &ca) && world_init(&b, &map, &cb));
    cr_assert_eq(world_method_count(&b), world_method_count(&a) + 1);
    for (int t = 0; t < 150; t++) {
        Input in = single_view_input(t);
        world_step(&a, &in, NULL);
        world_step(&b, &in, NULL);
        cr_assert_eq(world_hash(&a), world_hash(&b), "tick %d: the method no one chose moved the hash", t);
    }
    world_free(&a);
    world_free(&b);
}

Test(hash_keys, the_crowd_modes_hash_covers_the_crowd_alone)
{
    static Map map;
    static World a, b;
    load_shipped_map("default.map", &map);
    WorldConfig ca = {.seed = 9, .resolver = RESOLVER_SIMPLEST, .mode = MODE_CROWD};
    WorldConfig cb = ca;
    cb.methods = with_stay();
    cb.resolver = RESOLVER_QUAD_PUSH; /* another method active, another body: not the crowd's state */
    cr_assert(world_init(&a, &map, &ca) && world_init(&b, &map, &cb));
    for (int t = 0; t < 90; t++) {
        Input in = INPUT_NONE;
        if (t == 0) in.actions = ACT_CROWD_LOAD | ACT_CROWD_CIRCLE;
        world_step(&a, &in, NULL);
        world_step(&b, &in, NULL);
        cr_assert_eq(world_hash(&a), world_hash(&b), "tick %d", t);
    }
    world_free(&a);
    world_free(&b);
}

/* A recording of format 3 in the compare view, its methods `methods` (a line). */
static char *compare_recording(const char *methods, uint64_t hash_at_30)
{
    static char text[4096];
    snprintf(text, sizeof text,
             "collide-replay 3\nprogram 0.1.0\nmode tiles\nmethods %s\nresolver simplest\nseed 1\nspeed-level 6\n"
             "map 7\ncollide-map 1\ntile 32\ngrid\n########\n#P.....#\n########\nend\ninput\n"
             " 1 - act=compare\n29 R\nhash 30 %016llx\n",
             methods, (unsigned long long)hash_at_30);
    return text;
}

static uint64_t final_hash(const char *text, int *methods)
{
    static Replay r;
    ReplayError err;
    cr_assert(replay_parse(&r, text, strlen(text), "c.replay", &err), "%d: %s", err.line, err.msg);
    *methods = r.config.methods.count;
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    replay_free(&r);
    return v.final_hash;
}

Test(hash_keys, a_recording_runs_the_methods_it_names_and_no_other)
{
    int two, three;
    uint64_t h2 = final_hash(compare_recording("simplest minkowski", 0), &two);
    uint64_t h3 = final_hash(compare_recording("simplest minkowski directional-flag", 0), &three);
    cr_expect_eq(two, 2, "the recording's two methods, not this build's %d", RESOLVER_COUNT);
    cr_expect_eq(three, 3);
    cr_expect_neq(h2, h3, "the compare view's hash covers each of its methods");
    /* Written with its hash, it verifies: a method this build has and the recording does
     * not name never ran in it. */
    static Replay r;
    ReplayError err;
    const char *text = compare_recording("simplest minkowski", h2);
    cr_assert(replay_parse(&r, text, strlen(text), "c.replay", &err), "%s", err.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    cr_expect(!v.diverged && v.checks == 1, "diverged at %llu", (unsigned long long)v.tick);
    replay_free(&r);
}

Test(hash_keys, recordings_of_format_1_keep_the_seven_methods_and_their_hash)
{
    static Replay r;
    ReplayError err;
    char *text = read_file(SOURCE_DIR "/tests/data/tour.replay", NULL);
    cr_assert_not_null(text);
    cr_assert(strncmp(text, "collide-replay 1", 16) == 0, "the fixture is a format 1 recording");
    cr_assert(replay_parse(&r, text, strlen(text), "tour.replay", &err), "%s", err.msg);
    cr_expect_eq(r.config.hash, WORLD_HASH_ALL);
    cr_expect_eq(r.config.methods.count, 7);
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    cr_expect(!v.diverged && v.checks == v.checkpoints && v.checks > 0);
    /* Written again (a run resumed from it is recorded so), it stays format 1. */
    char head[4096];
    replay_format_header(&r, head, sizeof head);
    cr_expect(strncmp(head, "collide-replay 1\n", 17) == 0, "%s", head);
    cr_expect(strstr(head, "\nmethods ") == NULL, "%s", head);
    replay_free(&r);
    free(text);
}

Test(hash_keys, a_new_recording_names_every_method_of_its_run)
{
    static Map map;
    load_shipped_map("default.map", &map);
    static Replay log;
    WorldConfig c = {.seed = 1, .resolver = RESOLVER_MINKOWSKI};
    replay_init(&log, &map, &c);
    char head[8192];
    replay_format_header(&log, head, sizeof head);
    cr_expect(strncmp(head, "collide-replay 3\n", 17) == 0, "%s", head);
    char want[1024] = "\nmethods";
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        strcat(want, " ");
        strcat(want, resolver_info(r)->name);
    }
    strcat(want, "\nresolver minkowski\n");
    cr_expect(strstr(head, want) != NULL, "%s", head);
    replay_free(&log);
}

Test(hash_keys, a_world_refuses_a_set_with_a_method_not_yet_made)
{
    static Map map;
    static World w;
    load_shipped_map("default.map", &map);
    WorldConfig c = {.seed = 1};
    c.methods = method_set_builtin();
    c.methods.at[c.methods.count++] = NULL; /* a recording's script its caller did not load */
    cr_expect_not(world_init(&w, &map, &c));
}
