/* fuzz_replay.c: libFuzzer harness for the recording parser (replay_parse, format in
 * src/core/replay.h) and for what a parsed recording can make the world do.
 * Promises checked on every input: no crash or undefined behaviour; a refused
 * recording leaves the caller's untouched and names its line; an accepted one counts
 * its ticks right, holds at most REPLAY_MAPS_MAX map switches, reads back the same
 * once written out again (the maps it switches to too), and plays back (its
 * first ticks, through world_step with the overlays' trace on) without leaving a
 * player body outside the map or at a non-finite place. The same bytes are read as an
 * input file too (--input: run lines without a header, under the platformer): refused
 * with a line, or accepted with no checkpoint and played the same way. */
#include <math.h>
#include <string.h>

#include "core/replay.h"
#include "fuzz.h"
#include "user/user_replay.h"

#define FUZZ_PLAY_TICKS 200 /* ticks of each accepted recording played back */
#define FUZZ_CROWD_MAX 4096 /* circles: a crowd doubled to 100,000 steps for real, but slowly */

/* The same map, as map_format writes them (every field the format has). */
static bool same_map(const Map *a, const Map *b)
{
    static char ta[1 << 16], tb[1 << 16];
    size_t la = map_format(a, ta, sizeof ta), lb = map_format(b, tb, sizeof tb);
    return la == lb && la < sizeof ta && memcmp(ta, tb, la) == 0;
}

/* Equal inputs, a map switch compared by its map and whether it takes the suggestion. */
static bool same_input(const Input *x, const Input *y)
{
    Input a = *x, b = *y;
    if (!a.map != !b.map) return false;
    if (a.map && (a.map_suggest != b.map_suggest || !same_map(a.map, b.map))) return false;
    a.map = b.map = NULL;
    return replay_input_equal(&a, &b);
}

static bool same_entries(const Replay *a, const Replay *b)
{
    if (a->count != b->count || a->ticks != b->ticks || a->ended != b->ended) return false;
    for (size_t k = 0; k < a->count; k++) {
        const ReplayEntry *x = &a->entries[k], *y = &b->entries[k];
        if (x->kind != y->kind) return false;
        if (x->kind == REPLAY_RUN && (x->count != y->count || !same_input(&x->input, &y->input))) return false;
        if (x->kind != REPLAY_RUN && (x->tick != y->tick || x->hash != y->hash)) return false;
    }
    return true;
}

/* The recording as the program would write it. */
static size_t write_out(const Replay *r, char *buf, size_t cap)
{
    size_t at = replay_format_header(r, buf, cap);
    for (size_t k = 0; k < r->count && at < cap; k++) at += replay_format_entry(r, &r->entries[k], buf + at, cap - at);
    return at;
}

static void play(const Replay *r)
{
    static World world;
    static Trace trace;
    FUZZ_CHECK(world_init(&world, &r->map, &r->config), "world_init failed");
    ReplayPlayer player;
    replay_player_start(&player, r);
    replay_player_check(&player, &world);
    Input in;
    for (int t = 0; t < FUZZ_PLAY_TICKS && world.crowd.count <= FUZZ_CROWD_MAX && replay_player_next(&player, &in);
         t++) {
        world_step(&world, &in, &trace);
        replay_player_check(&player, &world);
        float w = (float)(world.map.w * world.map.tile), h = (float)(world.map.h * world.map.tile);
        for (int b = 0; b < world_method_count(&world); b++) { /* the built-ins and the user's */
            const Body *p = &world.bodies[b];
            FUZZ_CHECK(isfinite(p->x) && isfinite(p->y) && p->x >= 0 && p->x <= w && p->y >= 0 && p->y <= h,
                       "tick %llu: body %d at %g,%g on a %gx%g map", (unsigned long long)world.tick, b, (double)p->x,
                       (double)p->y, (double)w, (double)h);
        }
    }
    world_hash(&world);
    world_free(&world);
}

/* The bytes as an input file for a platformer run on a small room. */
static void as_input(const uint8_t *data, size_t size)
{
    static const char ROOM[] = "collide-map 1\ntile 16\ngrid\n######\n#....#\n#.P..#\n######\nend\n";
    static Map room;
    static Replay in, before;
    MapError merr;
    if (!room.cells) FUZZ_CHECK(map_parse(&room, ROOM, sizeof ROOM - 1, "room.map", &merr), "the room: %s", merr.msg);
    WorldConfig c = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT};
    c.motion = motion_defaults(MOTION_PLATFORMER);
    ReplayError err;
    memset(&in, 0x5a, sizeof in);
    before = in;
    if (!replay_parse_input(&in, &room, &c, (const char *)data, size, "fuzz.input", &err)) {
        FUZZ_CHECK(memcmp(&in, &before, sizeof in) == 0, "a refused input file half-loaded");
        FUZZ_CHECK(err.line >= 1 && err.msg[0], "an input file's error without a line: %s", err.msg);
        return;
    }
    for (size_t k = 0; k < in.count; k++) FUZZ_CHECK(in.entries[k].kind == REPLAY_RUN, "a checkpoint in an input file");
    play(&in);
    replay_free(&in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    as_input(data, size);
    static Replay r, before, again;
    static char text[1 << 20];
    ReplayError err;
    memset(&r, 0x5a, sizeof r);
    before = r;
    if (!replay_parse(&r, (const char *)data, size, "fuzz.replay", &err)) {
        FUZZ_CHECK(memcmp(&r, &before, sizeof r) == 0, "a refused recording half-loaded");
        FUZZ_CHECK(err.line >= 1, "error without a line: %s", err.msg);
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        return 0;
    }
    uint64_t ticks = 0;
    size_t switches = 0;
    for (size_t k = 0; k < r.count; k++) {
        const ReplayEntry *e = &r.entries[k];
        switches += e->kind == REPLAY_RUN && e->input.map;
        FUZZ_CHECK(!(e->kind == REPLAY_RUN && e->input.map && e->count != 1), "a map loads on a run of %u ticks",
                   e->count);
        if (e->kind == REPLAY_RUN) ticks += e->count;
        else
            FUZZ_CHECK(e->tick == ticks, "checkpoint %zu at tick %llu after %llu ticks", k, (unsigned long long)e->tick,
                       (unsigned long long)ticks);
    }
    FUZZ_CHECK(switches <= REPLAY_MAPS_MAX && switches == r.map_count, "%zu map switches, %zu maps kept", switches,
               r.map_count);
    FUZZ_CHECK(ticks == r.ticks, "%llu ticks counted, %llu recorded", (unsigned long long)ticks,
               (unsigned long long)r.ticks);
    int methods = r.config.methods.count ? r.config.methods.count : RESOLVER_COUNT; /* a user's method has its place */
    FUZZ_CHECK(r.config.resolver >= 0 && r.config.resolver < methods, "resolver %d of %d", r.config.resolver, methods);
    FUZZ_CHECK(r.config.speed_level >= 0 && r.config.speed_level < SPEED_LEVEL_COUNT, "speed %d", r.config.speed_level);

    size_t n = write_out(&r, text, sizeof text);
    if (n < sizeof text) {
        bool ok = replay_parse(&again, text, n, "again.replay", &err);
        FUZZ_CHECK(ok, "a written recording does not read back: %d: %s\n%s", err.line, err.msg, text);
        FUZZ_CHECK(same_entries(&r, &again) && memcmp(&r.config, &again.config, sizeof r.config) == 0 &&
                       r.record_start == again.record_start && strcmp(r.program, again.program) == 0,
                   "a written recording reads back different:\n%s", text);
        replay_free(&again);
    }
    /* The user's methods it embeds are made from its lua blocks, in the sandbox, and play
     * beside the built-ins; a plugin, or a script that does not load, is refused with a
     * message, as the commands refuse it (user/user_replay.h). */
    static UserMethod *made[METHOD_MAX];
    int count = 0;
    char why[USER_ERROR_MAX + 64] = "";
    if (user_replay_scripts(&r, made, METHOD_MAX, &count, false, why, sizeof why)) play(&r);
    else FUZZ_CHECK(why[0] != '\0', "a recording's methods refused without a message");
    for (int k = 0; k < count; k++) user_method_free(made[k]);
    replay_free(&r);
    return 0;
}
