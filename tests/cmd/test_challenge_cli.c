/* test_challenge_cli.c: the shipped challenges (challenges/, docs/workshop.md) through the
 * program: each with input that meets its goal and input that does not, run headless
 * with --challenge and recorded; the summary line says "goal":"pass" or "not yet", and so
 * does the recording replayed without the challenge file, since it carries its goal. A
 * bad challenge file is refused at its line and column, exit status 2. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

#define BIG 65536
static char out[BIG], err[BIG];

typedef struct Case {
    const char *challenge;   /* under challenges/ */
    const char *method;      /* --method for both runs, or NULL */
    const char *passes;      /* input that meets the goal */
    const char *fails;       /* input that does not */
    const char *fail_method; /* --method for the run that fails, when not `method` */
} Case;

static const Case CASES[] = {
    {"through-a-wall", NULL, "1 - act=compare\n12 - act=faster\n20 R\n", "1 - act=compare\n40 R\n", NULL},
    {"paint-a-wall", NULL, "1 - act=compare\n1 - cell=7,2,15\n5 R\n",
     "1 - act=compare\n1 - cell=7,2,15\n1 - cell=8,2,15\n1 - cell=9,2,15\n5 R\n", NULL},
    {"corner-slip", NULL, "1 - act=compare\n1 - put=221,163\n4 RU\n", "1 - act=compare\n1 - put=218,166\n4 RU\n", NULL},
    {"never-tunnel", "tests/data/challenges/stay.lua", "1 - act=compare\n40 R\n", "1 - act=compare\n40 R\n",
     "methods/refuse.lua"},
    {"seam-snag", NULL, "1 - act=compare\n40 -\n40 R\n", "1 - act=compare\n40 -\n40 L\n", NULL},
};

/* The run's verdict, after --challenge with `input` (and --method `method`), recorded to
 * `rec`; then the recording's own verdict, replayed. */
static void verdicts(const Case *c, const char *dir, const char *input, const char *method, const char *want)
{
    char in_path[512], rec[512], args[2048], m[600] = "";
    snprintf(in_path, sizeof in_path, "%s/%s.input", dir, c->challenge);
    snprintf(rec, sizeof rec, "%s/%s.replay", dir, c->challenge);
    cr_assert(write_file(in_path, input));
    if (method) snprintf(m, sizeof m, "--method %s/%s ", SOURCE_DIR, method);
    snprintf(args, sizeof args, "%s--challenge %s/challenges/%s.challenge --input %s --headless --record %s", m,
             SOURCE_DIR, c->challenge, in_path, rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s: %s", c->challenge, err);
    char goal[32];
    snprintf(goal, sizeof goal, "\"goal\":\"%s\"", want);
    cr_expect(strstr(out, goal), "%s: %s expected: %s", c->challenge, goal, out);
    snprintf(args, sizeof args, "--replay %s --headless", rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s: %s", c->challenge, err);
    cr_expect(strstr(out, goal), "%s replayed: %s expected: %s", c->challenge, goal, out);
}

Test(challenge_cli, each_shipped_challenge_passes_with_its_answer_and_not_without, .timeout = 60)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    for (size_t k = 0; k < sizeof CASES / sizeof *CASES; k++) {
        const Case *c = &CASES[k];
        verdicts(c, dir, c->passes, c->method, "pass");
        verdicts(c, dir, c->fails, c->fail_method ? c->fail_method : c->method, "not yet");
    }
}

Test(challenge_cli, the_recording_names_its_goal_in_its_header)
{
    char dir[256], in_path[512], rec[512], args[2048];
    make_temp_dir(dir, sizeof dir);
    snprintf(in_path, sizeof in_path, "%s/a.input", dir);
    snprintf(rec, sizeof rec, "%s/a.replay", dir);
    cr_assert(write_file(in_path, "1 - act=compare\n5 R\n"));
    snprintf(args, sizeof args, "--challenge %s/challenges/corner-slip.challenge --input %s --headless --record %s",
             SOURCE_DIR, in_path, rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    size_t len;
    char *text = read_file(rec, &len);
    cr_assert_not_null(text);
    cr_expect(strstr(text, "\ngoal simplest through>=1 and minkowski through=0\n"), "%.400s", text);
    cr_expect(strstr(text, "Goal: simplest through>=1 and minkowski through=0"), "the lesson panel's line");
    free(text);
}

/* `--challenge FILE` whose text is `text`, refused with `words`. */
static void refused(const char *text, const char *words)
{
    char dir[256], path[512], args[700];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/bad.challenge", dir);
    cr_assert(write_file(path, text));
    snprintf(args, sizeof args, "--challenge %s --headless", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s", err);
    cr_expect(strstr(err, words), "expected '%s': %s", words, err);
}

Test(challenge_cli, a_bad_challenge_is_refused_at_its_line_and_column)
{
    refused("collide-challenge 1\nmap tunnel.map\ngoal simplest through>>1\n",
            "bad.challenge:3:15: 'through>>1' is not a condition");
    refused("collide-challenge 1\nmap tunnel.map\ngoal sideways/x through=0\n",
            "bad.challenge:3:6: 'sideways/x' is not a method");
    refused("collide-challenge 1\nmap tunnel.map\ngoal simplest\n", "bad.challenge:3:14: expected a condition");
    refused("collide-challenge 2\n", "bad.challenge:1:19: challenge format '2' is not supported");
    refused("collide-challenge 1\nmap tunnel.map\nwin now\n", "bad.challenge:3:1: unknown line 'win'");
    refused("collide-challenge 1\ngoal simplest in=0\n", "bad.challenge: no 'map' line");
    refused("collide-challenge 1\nmap tunnel.map\n", "bad.challenge: no 'goal' line");
    refused("collide-challenge 1\nmap nowhere.map\ngoal simplest in=0\n", "its map");
    refused("collide-challenge 1\nmap tunnel.map\nmethod mine\ngoal simplest in=0\n",
            "its method 'mine' is not one of");
    refused("collide-challenge 1\nmap tunnel.map\nspeed fast\ngoal simplest in=0\n", "bad.challenge:3:7: speed 'fast'");
    refused("collide-challenge 1\nmap tunnel.map\nallow flying\ngoal simplest in=0\n", "allow 'flying'");
}

Test(challenge_cli, a_challenge_brings_its_own_map_and_run)
{
    cr_expect_eq(run_collide("--challenge " SOURCE_DIR "/challenges/corner-slip.challenge --map " SOURCE_DIR
                             "/maps/tunnel.map --headless",
                             NULL, out, sizeof out, err, sizeof err),
                 2);
    cr_expect(strstr(err, "--challenge brings its own map and run; drop --map"), "%s", err);
    cr_expect_eq(run_collide("--challenge " SOURCE_DIR "/challenges/nothing.challenge --headless", NULL, out,
                             sizeof out, err, sizeof err),
                 2);
    cr_expect(strstr(err, "cannot read"), "%s", err);
}

Test(challenge_cli, a_method_of_your_own_is_refused_where_the_allow_line_has_no_yours)
{
    cr_expect_eq(run_collide("--method " SOURCE_DIR "/methods/refuse.lua --challenge " SOURCE_DIR
                             "/challenges/through-a-wall.challenge --headless --frames 2",
                             NULL, out, sizeof out, err, sizeof err),
                 2);
    cr_expect(strstr(err, "takes no method of your own"), "%s", err);
    cr_expect_eq(run_collide("--method " SOURCE_DIR "/methods/refuse.lua --challenge " SOURCE_DIR
                             "/challenges/never-tunnel.challenge --headless --frames 2",
                             NULL, out, sizeof out, err, sizeof err),
                 0, "never-tunnel allows yours: %s", err);
}
