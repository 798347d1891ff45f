/* test_replay_rehash.c: a recording's checkpoints made anew (collide rerecord): the hash
 * digits of its `hash` and `end` lines become the ones its replay reaches, and every
 * other byte (comments, the header's order, the embedded map's comments, the input) stays. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/replay.h"

static const char RECORDING[] =
    "collide-replay 3\n"
    "# a comment the writer would not have written\n"
    "program 0.1.0\nmode tiles\nmethods simplest minkowski\nresolver minkowski\nseed 7\nspeed-level 4\n"
    "map 8\ncollide-map 1\n# the map's own comment\ntile 32\ngrid\n######\n#P...#\n######\nend\n"
    "input\nhash 0 0000000000000001   # wrong on purpose\n"
    "20 R\nhash 20 00000000000000ff\n"
    " 5 L  # a note\nend 25 123456789abcdef0\n";

Test(replay_rehash, writes_the_hashes_the_replay_reaches_and_keeps_every_other_byte)
{
    static Replay r;
    ReplayError err;
    cr_assert(replay_parse(&r, RECORDING, strlen(RECORDING), "r.replay", &err), "%d: %s", err.line, err.msg);
    char *fresh = NULL;
    int changed = 0;
    cr_assert(replay_rehash(&r, RECORDING, strlen(RECORDING), &fresh, &changed));
    cr_expect_eq(changed, 3);
    cr_assert_eq(strlen(fresh), strlen(RECORDING));
    /* Only hex digits of checkpoint lines differ. */
    for (size_t k = 0; RECORDING[k]; k++)
        if (fresh[k] != RECORDING[k])
            cr_assert(strchr("0123456789abcdef", fresh[k]) && strchr("0123456789abcdef", RECORDING[k]), "byte %zu", k);
    cr_expect(strstr(fresh, "# wrong on purpose\n") && strstr(fresh, "# the map's own comment\n") &&
              strstr(fresh, " 5 L  # a note\n"));
    /* And the result verifies. */
    static Replay back;
    cr_assert(replay_parse(&back, fresh, strlen(fresh), "r.replay", &err), "%s", err.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&back, &v));
    cr_expect(!v.diverged && v.checks == 3, "%d checks", v.checks);
    /* A second pass changes nothing. */
    char *again = NULL;
    cr_assert(replay_rehash(&back, fresh, strlen(fresh), &again, &changed));
    cr_expect_eq(changed, 0);
    cr_expect_str_eq(again, fresh);
    free(again);
    free(fresh);
    replay_free(&r);
    replay_free(&back);
}
