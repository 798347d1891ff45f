/* test_replay_verdict.c: what a replay proves. A recording is checked only where it
 * holds checkpoints: one without any replays, but its verdict says it proved nothing,
 * and one whose checkpoints stop early says up to which tick it was checked. Every
 * recording the project ships carries checkpoints to its last tick, and verifies. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "support/support.h"

#define HEAD                                                                                  \
    "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\n" \
    "map 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\ninput\n"

static Replay replay;

static ReplayVerdict verify_text(const char *text)
{
    ReplayError e;
    cr_assert(replay_parse(&replay, text, strlen(text), "verdict.replay", &e), "%d: %s", e.line, e.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&replay, &v));
    replay_free(&replay);
    return v;
}

Test(replay_verdict, a_recording_without_checkpoints_replays_but_proves_nothing)
{
    ReplayVerdict v = verify_text(HEAD "3 R\n2 L\n");
    cr_expect_eq(v.ticks, 5u);
    cr_expect_not(v.diverged);
    cr_expect_eq(v.checkpoints, 0, "nothing was checked");
    cr_expect_eq(v.checks, 0);
}

Test(replay_verdict, a_recording_checked_only_at_its_start_says_the_later_ticks_were_not_checked)
{
    static char text[1024];
    /* The state hash at tick 0 of this map and config. */
    ReplayError e;
    snprintf(text, sizeof text, HEAD "3 R\n");
    cr_assert(replay_parse(&replay, text, strlen(text), "verdict.replay", &e), "%s", e.msg);
    World *w = calloc(1, sizeof *w);
    cr_assert(w && world_init(w, &replay.map, &replay.config));
    uint64_t start = world_hash(w);
    world_free(w);
    free(w);
    replay_free(&replay);

    snprintf(text, sizeof text, HEAD "hash 0 %016llx\n3 R\n2 L\n", (unsigned long long)start);
    ReplayVerdict v = verify_text(text);
    cr_expect_eq(v.checkpoints, 1);
    cr_expect_eq(v.checks, 1);
    cr_expect_eq(v.checked_to, 0u, "only tick 0 was checked");
    cr_expect_eq(v.ticks, 5u);
}

Test(replay_verdict, a_checkpoint_that_differs_is_counted_as_held_but_not_as_matched)
{
    ReplayVerdict v = verify_text(HEAD "3 R\nend 3 0123456789abcdef\n");
    cr_expect(v.diverged);
    cr_expect_eq(v.checkpoints, 1);
    cr_expect_eq(v.checks, 0);
}

Test(replay_verdict, every_shipped_recording_carries_checkpoints_to_its_last_tick_and_verifies)
{
    static const char *const SHIPPED[] = {
        "docs/demo.replay",
        "tests/data/tour.replay",
        "tests/data/fuzz/replay/crowd.replay",
        "tests/data/fuzz/replay/crowd-more.replay",
    };
    for (size_t k = 0; k < sizeof SHIPPED / sizeof SHIPPED[0]; k++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", SOURCE_DIR, SHIPPED[k]);
        ReplayError e;
        cr_assert(replay_load(&replay, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
        ReplayVerdict v;
        cr_assert(replay_verify(&replay, &v));
        cr_expect(replay.ended, "%s has no 'end' line", SHIPPED[k]);
        cr_expect_not(v.diverged, "%s diverges at tick %llu", SHIPPED[k], (unsigned long long)v.tick);
        cr_expect_gt(v.checks, 0, "%s holds no checkpoint: an edited input line would still verify", SHIPPED[k]);
        cr_expect_eq(v.checked_to, v.ticks, "%s is checked up to tick %llu of %llu", SHIPPED[k],
                     (unsigned long long)v.checked_to, (unsigned long long)v.ticks);
        replay_free(&replay);
    }
}
