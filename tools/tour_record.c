/* tour_record.c: play a hand-written recording (no checkpoints needed) and write it
 * again as collide records, with a checkpoint at tick 0, every REPLAY_CHECK_TICKS and
 * at the end, so the tour's stops pass --verify. Usage: tour_record IN.replay OUT.replay */
#include <stdio.h>
#include <stdlib.h>

#include "core/replay.h"
#include "core/world.h"

static int fail(const ReplayError *err)
{
    char msg[1400];
    replay_error_format(err, msg, sizeof msg);
    fprintf(stderr, "tour_record: %s\n", msg);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: tour_record IN.replay OUT.replay\n");
        return 2;
    }
    static Replay script, log;
    ReplayError err;
    if (!replay_load(&script, argv[1], &err)) return fail(&err);
    World *w = malloc(sizeof *w);
    if (!w || !world_init(w, &script.map, &script.config)) {
        fprintf(stderr, "tour_record: out of memory\n");
        return 2;
    }
    replay_init(&log, &w->map, &w->start);
    ReplayWriter writer;
    ReplayPlayer player;
    replay_player_start(&player, &script);
    bool ok = replay_checkpoint(&log, world_hash(w)) && replay_writer_open(&writer, argv[2], &log, &err);
    Input in;
    while (ok && replay_player_next(&player, &in)) {
        world_step(w, &in, NULL);
        ok = replay_push(&log, &in);
        if (ok && w->tick % REPLAY_CHECK_TICKS == 0) ok = replay_checkpoint(&log, world_hash(w));
        if (ok) ok = replay_writer_sync(&writer, &log, &err);
    }
    if (ok) ok = replay_writer_close(&writer, &log, world_hash(w), &err);
    if (!ok) return fail(&err);
    printf("%s: %llu ticks\n", argv[2], (unsigned long long)w->tick);
    replay_free(&script);
    replay_free(&log);
    world_free(w);
    free(w);
    return 0;
}
