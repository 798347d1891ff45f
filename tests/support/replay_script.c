/* replay_script.c: see replay_script.h. */
#include "replay_script.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "support.h"

Input script_input(int t)
{
    static const uint8_t pattern[] = {
        IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_LEFT | IN_DOWN, IN_LEFT, IN_LEFT | IN_UP, IN_UP, IN_RIGHT | IN_UP, 0};
    Input in = INPUT_NONE;
    in.held = pattern[(t / 23) % (int)sizeof pattern];
    if (t % 97 == 5) in.actions |= ACT_SPEED_UP;
    if (t % 131 == 7) in.actions |= ACT_SPEED_DOWN;
    if (t == 10 || t == 300 || t == 500 || t == 520) in.actions |= ACT_COMPARE; /* ghost, split, off, ghost */
    if (t % 157 == 20) in.resolver = (int8_t)((t / 157) % RESOLVER_COUNT);
    if (t == 250) in.actions |= ACT_RESPAWN;
    if (t == 80) in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, 5, 5};
    if (t == 81) in.edit = (EditOp){EDIT_SET_CELL, SIDE_UP, 6, 5};
    if (t == 200) in.edit = (EditOp){EDIT_SET_SPAWN, 0, 10, 2};
    if (t == 600 || t == 800) in.actions |= ACT_MODE;
    if (t == 601) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_CIRCLE;
    if (t == 650) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_SWAP;
    if (t == 700) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_MORE;
    if (t == 720) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_AVOID;
    if (t == 740) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_BROADPHASE;
    if (t == 760) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_THREE;
    if (t == 780) in.actions |= ACT_CROWD_LOAD | ACT_CROWD_BLOCKS | ACT_CROWD_FEWER;
    return in;
}

uint64_t script_record(const char *path, int ticks, Mode mode, bool close)
{
    static Map map;
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 42, .resolver = RESOLVER_SIMPLEST, .speed_level = SPEED_LEVEL_DEFAULT, .mode = mode};
    World *w = malloc(sizeof *w);
    cr_assert(w && world_init(w, &map, &cfg));
    static Replay log;
    replay_init(&log, &map, &cfg);
    cr_assert(replay_checkpoint(&log, world_hash(w)));
    ReplayWriter writer;
    ReplayError err;
    cr_assert(replay_writer_open(&writer, path, &log, &err), "%s", err.msg);
    for (int t = 0; t < ticks; t++) {
        Input in = script_input(t);
        world_step(w, &in, NULL);
        cr_assert(replay_push(&log, &in));
        if (w->tick % REPLAY_CHECK_TICKS == 0) cr_assert(replay_checkpoint(&log, world_hash(w)));
        cr_assert(replay_writer_sync(&writer, &log, &err), "%s", err.msg);
    }
    uint64_t hash = world_hash(w);
    if (close) cr_assert(replay_writer_close(&writer, &log, hash, &err), "%s", err.msg);
    else { /* what the kernel keeps of a killed program: what was flushed, in the temporary file */ fclose(writer.file);
        cr_assert(rename(writer.tmp, path) == 0);
    }
    replay_free(&log);
    world_free(w);
    free(w);
    return hash;
}
