/* test_replay_input.c: input files (--input): a recording's own run lines, map blocks
 * and comments without its header or checkpoints, and `at TICK`. They read into the
 * same runs a recording of those keys holds, and every mistake is named with its line
 * and column. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/replay.h"
#include "support/support.h"

static Map map;
static Replay in;

static WorldConfig config(void)
{
    WorldConfig c = {.seed = 1, .resolver = RESOLVER_MINKOWSKI, .speed_level = SPEED_LEVEL_DEFAULT};
    c.motion = motion_defaults(MOTION_PLATFORMER);
    return c;
}

static bool parse(const char *text, ReplayError *e)
{
    load_shipped_map("platforms.map", &map);
    WorldConfig c = config();
    return replay_parse_input(&in, &map, &c, text, strlen(text), "jump.input", e);
}

/* The input of tick t, as the parsed runs give it. */
static Input tick_input(uint64_t t)
{
    uint64_t at = 0;
    for (size_t k = 0; k < in.count; k++) {
        const ReplayEntry *e = &in.entries[k];
        if (e->kind != REPLAY_RUN) continue;
        if (t < at + e->count) return e->input;
        at += e->count;
    }
    cr_assert_fail("tick %llu is past the input", (unsigned long long)t);
    return INPUT_NONE;
}

Test(replay_input, run_lines_and_at_read_into_the_ticks_they_say)
{
    ReplayError e;
    cr_assert(parse("# stand, run right, jump, and nudge the gravity\n"
                    "10 -\n"
                    " 5 R\n"
                    "at 20\n"
                    " 3 RU act=gravity-up\n"
                    " 2 - dir=100,-20 resolver=simplest\n"
                    "at 25\n"
                    " 1 L  # the last line needs no newline",
                    &e),
              "%s:%d:%d: %s", e.file, e.line, e.col, e.msg);
    cr_expect_eq(in.ticks, 26);
    cr_expect_eq(tick_input(9).held, 0);
    cr_expect_eq(tick_input(10).held, IN_RIGHT);
    cr_expect_eq(tick_input(15).held, 0, "at 20 holds nothing from 15 to 19");
    cr_expect_eq(tick_input(19).held, 0);
    cr_expect_eq(tick_input(20).held, IN_RIGHT | IN_UP);
    cr_expect_eq(tick_input(20).actions, ACT_GRAVITY_UP);
    Input d = tick_input(23);
    cr_expect(d.ax == 100 && d.ay == -20 && d.resolver == RESOLVER_SIMPLEST);
    cr_expect_eq(tick_input(25).held, IN_LEFT);
    cr_expect_eq(in.config.motion.model, MOTION_PLATFORMER, "the run's settings are the command line's");
    cr_expect_eq(in.config.resolver, RESOLVER_MINKOWSKI);
    int checks = 0;
    for (size_t k = 0; k < in.count; k++) checks += in.entries[k].kind != REPLAY_RUN;
    cr_expect_eq(checks, 0, "an input file holds no checkpoints");
    replay_free(&in);
}

Test(replay_input, a_map_block_loads_its_map_on_the_next_tick)
{
    ReplayError e;
    cr_assert(parse("5 -\nmap 5 suggest\ncollide-map 1\ngrid\n#P.#\nend\n\n3 R\n", &e), "%d:%d: %s", e.line, e.col,
              e.msg);
    cr_expect_eq(in.ticks, 8);
    cr_expect(tick_input(5).map != NULL && tick_input(5).map_suggest);
    cr_expect(tick_input(6).map == NULL);
    replay_free(&in);
}

Test(replay_input, mistakes_are_named_with_their_line_and_column)
{
    static const struct {
        const char *text;
        int line, col;
        const char *msg;
    } bad[] = {
        {"10 -\nat 5\n", 2, 4, "at 5 goes back: the input before it already reaches tick 10"},
        {"at soon\n", 1, 4, "'at' needs a tick number"},
        {"3 R act=fly\n", 1, 5, "unknown action 'fly'"},
        {"3 RX\n", 1, 3, "held keys are letters L R U D"},
        {"1 -\n2 R  dir=300,0\n", 2, 6, "dir= needs AX,AY, each from -127 to 127"},
        {"4 - resolver=warp\n", 1, 5, "unknown resolver 'warp'"},
        {"hash 0 1234\n", 1, 1, "an input file holds no checkpoints"},
        {"collide-replay 3\n", 1, 1, "this is a recording, not an input file"},
        {"5 -\nmap 3\ncollide-map 1\n", 2, 0, "the map should have 3 lines, but the input ends after 1"},
        {"0 R\n", 1, 1, "expected a run 'COUNT HELD ...'"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        ReplayError e;
        cr_expect(!parse(bad[k].text, &e), "case %zu parses", k);
        cr_expect_eq(e.line, bad[k].line, "case %zu: line %d, expected %d (%s)", k, e.line, bad[k].line, e.msg);
        cr_expect_eq(e.col, bad[k].col, "case %zu: column %d, expected %d (%s)", k, e.col, bad[k].col, e.msg);
        cr_expect(strstr(e.msg, bad[k].msg) != NULL, "case %zu: '%s' lacks '%s'", k, e.msg, bad[k].msg);
        char shown[1400];
        replay_error_format(&e, shown, sizeof shown);
        char want[64];
        snprintf(want, sizeof want, "jump.input:%d:", bad[k].line);
        cr_expect(strncmp(shown, want, strlen(want)) == 0, "case %zu: %s", k, shown);
    }
}
