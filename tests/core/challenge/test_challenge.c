/* test_challenge.c: a challenge file read (core/challenge.h) and a goal carried by a
 * recording's header: what a teacher writes comes back as written, and a recording with a
 * goal reads its `goal` line back, so every replay judges the same goal. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/challenge.h"
#include "core/replay.h"
#include "support/support.h"

static const char FILE_TEXT[] = "collide-challenge 1\n"
                                "# a comment\n"
                                "title \"Through a wall\"\n"
                                "map tunnel.map\n"
                                "method simplest\n"
                                "speed 6\n"
                                "view ghost\n"
                                "allow speed edit\n"
                                "say \"Hold Right.\"\n"
                                "goal simplest through>=1 and minkowski through=0   # the goal\n";

Test(challenge, a_file_reads_back_every_field_as_written)
{
    static Challenge c;
    ChallengeError err;
    cr_assert(challenge_parse(&c, FILE_TEXT, strlen(FILE_TEXT), "t.challenge", &err), "%d:%d: %s", err.line, err.col,
              err.msg);
    cr_expect_str_eq(c.title, "Through a wall");
    cr_expect_str_eq(c.map, "tunnel.map");
    cr_expect_str_eq(c.method, "simplest");
    cr_expect(c.speed == 6.0f && c.compare);
    cr_expect_eq(c.allow, (unsigned)(ALLOW_SPEED | ALLOW_EDIT));
    cr_expect(c.lines == 1 && strcmp(c.line[0], "Hold Right.") == 0);
    cr_expect_str_eq(c.goal.text, "simplest through>=1 and minkowski through=0", "the comment is not the goal's");
    cr_expect_eq(c.goal.count, 2);
    cr_expect_str_eq(c.goal.cond[1].method, "minkowski");
}

Test(challenge, a_recordings_goal_line_comes_back_from_its_text)
{
    static Map map;
    load_shipped_map("tunnel.map", &map);
    static Replay r, back;
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = 4};
    replay_init(&r, &map, &cfg);
    static Challenge c;
    ChallengeError err;
    cr_assert(challenge_parse(&c, FILE_TEXT, strlen(FILE_TEXT), "t.challenge", &err), "%s", err.msg);
    r.goal = c.goal;
    size_t len = 0;
    char *text = replay_text(&r, 0, 0, &len);
    cr_assert_not_null(text);
    cr_expect(strstr(text, "\ngoal simplest through>=1 and minkowski through=0\n"), "%.300s", text);
    ReplayError rerr;
    cr_assert(replay_parse(&back, text, len, "r.replay", &rerr), "%d: %s", rerr.line, rerr.msg);
    cr_expect_str_eq(back.goal.text, c.goal.text);
    cr_expect_eq(back.goal.count, 2);
    free(text);
    replay_free(&back);
    replay_free(&r);
}
