/* test_method_cli.c: a user's own method through the real program (--method FILE): it
 * runs as the method after the built-ins, a recording embeds its files and replays it
 * bit for bit in every build, even where the script is gone; resolve and guarantees take
 * it; a script that fails a move shows the message and the program goes on; a plugin the
 * recording names is checked against its content hash. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

#define BIG 65536
static char out[BIG], err[BIG];

#define EXAMPLES SOURCE_DIR "/methods"

static void temp_path(char *path, size_t cap, const char *dir, const char *name)
{
    snprintf(path, cap, "%s/%s", dir, name);
}

Test(method_cli, a_script_is_the_method_after_the_built_ins_and_resolver_finds_it_by_name)
{
    cr_assert_eq(run_collide("--method '" EXAMPLES "/refuse.lua' --resolver refuse --headless --frames 30", NULL, out,
                             sizeof out, err, sizeof err),
                 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"refuse\""), "%s", out);
    /* Unknown names list the run's methods, the user's included. */
    cr_expect_eq(run_collide("--method '" EXAMPLES "/refuse.lua' --resolver nope --headless", NULL, out, sizeof out,
                             err, sizeof err),
                 2);
    cr_expect(strstr(err, "use one of: simplest, ") && strstr(err, ", refuse\n"), "%s", err);
}

Test(method_cli, a_script_that_does_not_load_is_refused_with_its_line_and_exit_2)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    temp_path(path, sizeof path, dir, "broken.lua");
    cr_assert(write_file(path, "local method = {\n  name = 'broken',\n  oops(\n}\nreturn method\n"));
    char args[1024];
    snprintf(args, sizeof args, "--method '%s' --headless --frames 1", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "broken.lua:3:") || strstr(err, "broken.lua:4:"), "%s", err);
    snprintf(args, sizeof args, "--method '%s/nothing.lua' --headless --frames 1", dir);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "nothing.lua"), "%s", err);
    cr_expect_eq(run_collide("--method notes.txt --headless --frames 1", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "a Lua script (.lua) or a C plugin (.so)"), "%s", err);
}

/* Records 120 ticks with pushout.lua copied into a fresh folder; returns the recording's path. */
static void record_with_a_copied_script(char *rec, size_t cap, char *script, size_t script_cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    char *text = read_file(EXAMPLES "/pushout.lua", NULL);
    cr_assert_not_null(text);
    temp_path(script, script_cap, dir, "pushout.lua");
    cr_assert(write_file(script, text));
    free(text);
    temp_path(rec, cap, dir, "run.replay");
    char args[1400];
    snprintf(args, sizeof args, "--method '%s' --resolver pushout --headless --frames 120 --record '%s'", script, rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
}

Test(method_cli, a_recording_embeds_the_script_and_verifies_without_it_in_every_build)
{
    char rec[512], script[512];
    record_with_a_copied_script(rec, sizeof rec, script, sizeof script);
    char *text = read_file(rec, NULL);
    cr_assert_not_null(text);
    cr_expect(strncmp(text, "collide-replay 3\n", 17) == 0);
    cr_expect(strstr(text, "\nlua pushout pushout.lua ") && strstr(text, "\nmethods simplest") &&
                  strstr(text, " pushout\nresolver pushout\n"),
              "%.600s", text);
    free(text);
    cr_assert_eq(remove(script), 0, "the script is gone: the recording alone replays it");
    char cmd[2048], got[3][32] = {"", "", ""};
    static const char *const BUILDS[3] = {"release", "debug", "asan"};
    for (int b = 0; b < 3; b++) {
        snprintf(cmd, sizeof cmd, "'%s/build/%s/collide' --replay '%s' --verify", SOURCE_DIR, BUILDS[b], rec);
        int rc = run_capture(cmd, out, sizeof out, err, sizeof err);
        cr_expect_eq(rc, 0, "%s build: %s", BUILDS[b], err);
        const char *h = strstr(out, "final hash ");
        if (h) snprintf(got[b], sizeof got[b], "%.16s", h + 11);
    }
    cr_expect(got[0][0] && !strcmp(got[0], got[1]) && !strcmp(got[0], got[2]), "%s / %s / %s", got[0], got[1], got[2]);
}

/* A recording written by hand (the notation is text), made whole by collide rerecord: the
 * script walks right at its own pace, the body held Right for 40 ticks. */
static void handmade_recording(const char *path, const char *step)
{
    char text[4096];
    snprintf(text, sizeof text,
             "collide-replay 3\nprogram 0.1.0\nmode tiles\nlua walker walker.lua 6\n"
             "local m = {name = 'walker', title = 'Walker', short = 'walker', model = 'point',\n"
             "  how = 'Walks %s px a tick, walls or not.', weakness = 'Walls.'}\n"
             "function m.move(body, dx, dy, map)\n"
             "  return {x = body.x + (dx > 0 and %s or 0), y = body.y}\n"
             "end\nreturn m\n"
             "methods simplest walker\nresolver walker\nseed 1\nspeed-level 4\n"
             "map 7\ncollide-map 1\ntile 32\ngrid\n##########\n#P.......#\n##########\nend\n"
             "input\nhash 0 0000000000000000\n40 R\nend 40 0000000000000000\n",
             step, step);
    cr_assert(write_file(path, text));
}

Test(method_cli, a_recording_written_by_hand_is_made_whole_and_a_changed_script_diverges)
{
    char dir[256], path[512], args[700];
    make_temp_dir(dir, sizeof dir);
    temp_path(path, sizeof path, dir, "walk.replay");
    handmade_recording(path, "2");
    snprintf(args, sizeof args, "rerecord '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    /* The same recording with the script walking 3 px a tick: its hashes no longer hold. */
    char *good = read_file(path, NULL);
    handmade_recording(path, "3");
    char *bad = read_file(path, NULL);
    const char *hashes = strstr(good, "\ninput\n");
    cr_assert(hashes && strstr(bad, "\ninput\n"));
    strcpy(strstr(bad, "\ninput\n"), hashes);
    cr_assert(write_file(path, bad));
    free(good);
    free(bad);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 1, "%s %s", out, err);
    cr_expect(strstr(err, "diverged at tick 40"), "%s", err);
}

Test(method_cli, resolve_answers_with_a_script_and_shows_its_error_on_the_line)
{
    char dir[256], path[512], args[700];
    make_temp_dir(dir, sizeof dir);
    temp_path(path, sizeof path, dir, "nan.lua");
    cr_assert(write_file(path, "local m = {name = 'nan', title = 'NaN', short = 'nan', model = 'point',\n"
                               "  how = 'Returns nothing a body can be.', weakness = 'Always.'}\n"
                               "function m.move(body, dx, dy, map)\n  return {x = 0/0, y = body.y}\nend\nreturn m\n"));
    snprintf(args, sizeof args, "resolve --method '%s' --resolver nan", path);
    cr_assert_eq(run_collide(args, "112 80 5 0\n", out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strncmp(out, "112 80 t=0", 10) == 0, "the body stays: %s", out);
    cr_expect(strstr(out, "error=\"nan.lua:3: move() returned x = nan"), "%s", out);
    snprintf(args, sizeof args, "resolve --method '%s' --resolver refuse", EXAMPLES "/refuse.lua");
    cr_assert_eq(run_collide(args, "112 80 5 0\n", out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strncmp(out, "117 80 t=1", 10) == 0, "%s", out);
}

Test(method_cli, guarantees_measures_a_script_beside_the_built_ins)
{
    cr_assert_eq(run_collide("guarantees --json --moves 400 --method '" EXAMPLES "/substep.lua' --threads 2", NULL, out,
                             sizeof out, err, sizeof err),
                 0, "%s", err);
    int rows = 0;
    for (const char *s = out; (s = strstr(s, "{\"resolver\":\"substep\"")); s++) rows++;
    cr_expect_eq(rows, 3, "a row a speed: %s", out);
    /* The same table with one thread: a script's rows do not depend on how they were shared out. */
    static char one[BIG];
    memcpy(one, out, sizeof one);
    cr_assert_eq(run_collide("guarantees --json --moves 400 --method '" EXAMPLES "/substep.lua' --threads 1", NULL, out,
                             sizeof out, err, sizeof err),
                 0, "%s", err);
    cr_expect_str_eq(out, one);
}

/* The example plugin built into `dir` as NAME.so, its colour `colour` (another colour: another
 * file, the same answers). */
static void build_plugin(const char *dir, const char *name, int colour, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s.so", dir, name);
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "sed 's/.colour = {230, 120, 170}/.colour = {%d, 120, 170}/' '%s/methods/c/refuse_c.c' > '%s/%s.c' && "
             "cc -std=c11 -O2 -fPIC -shared -I'%s/include' -o '%s' '%s/%s.c'",
             colour, SOURCE_DIR, dir, name, SOURCE_DIR, path, dir, name);
    cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0, "%s: %s", cmd, err);
}

Test(method_cli, a_recording_names_its_plugin_and_refuses_another_file_or_a_missing_one)
{
    char dir[256], so[512], other[512], rec[512], args[2048];
    make_temp_dir(dir, sizeof dir);
    build_plugin(dir, "refuse_c", 230, so, sizeof so);
    build_plugin(dir, "other", 40, other, sizeof other);
    temp_path(rec, sizeof rec, dir, "plugin.replay");
    snprintf(args, sizeof args, "--method '%s' --resolver refuse-c --headless --frames 30 --record '%s'", so, rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    char *text = read_file(rec, NULL);
    cr_assert_not_null(text);
    cr_expect(strstr(text, "\nplugin refuse-c ") != NULL, "%.400s", text);
    free(text);
    snprintf(args, sizeof args, "--replay '%s' --verify", rec);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    /* Another file of that name: said, exit 1. */
    snprintf(args, sizeof args, "--replay '%s' --verify --method '%s'", rec, other);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 1, "%s", err);
    cr_expect(strstr(err, "is not the one the recording was made with"), "%s", err);
    /* Gone: a clear refusal. */
    cr_assert_eq(remove(so), 0);
    snprintf(args, sizeof args, "--replay '%s' --verify", rec);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s", err);
    cr_expect(strstr(err, "cannot be loaded here (give it with --method FILE.so)"), "%s", err);
}

Test(method_cli, a_tour_stop_plays_a_recording_that_embeds_a_script)
{
    char dir[256], rec[512], tour[512], args[1400];
    make_temp_dir(dir, sizeof dir);
    temp_path(rec, sizeof rec, dir, "walk.replay");
    handmade_recording(rec, "2");
    snprintf(args, sizeof args, "rerecord '%s'", rec);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    temp_path(tour, sizeof tour, dir, "tour.txt");
    cr_assert(write_file(tour, "collide-tour 1\nstop walk.replay \"My walker\"\nat 0 \"It walks 2 px a tick.\"\n"
                               "pause 30\nexpect walker x>=100\n"));
    snprintf(args, sizeof args, "--tour --tour-file '%s' --headless", tour);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"walker\"") && strstr(out, "\"tick\":30"), "%s", out);
}
