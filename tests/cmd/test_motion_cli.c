/* test_motion_cli.c: the motion and the input on the command line, through the real
 * program: --motion and its parameters reach the recording, bad values are named and
 * exit 2, an input file runs headless and --record keeps it, a recording is recorded
 * again under other settings from the same input, and --game-scale reads the game's
 * pixels. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "support/support.h"

#define BIG 65536

static char out[BIG], err[BIG];
static char dir[256];

static void path_in_temp(char *path, size_t cap, const char *name)
{
    if (!dir[0]) make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/%s", dir, name);
}

static void load(Replay *r, const char *path)
{
    ReplayError e;
    cr_assert(replay_load(r, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
}

Test(motion_cli, bad_motion_options_are_named_and_exit_2)
{
    static const struct {
        const char *args, *msg;
    } bad[] = {
        {"--motion flying", "--motion: 'flying' is not a motion (top-down, accelerated, platformer) nor a method"},
        {"--motion 'two words'", "--motion: expected top-down, accelerated, platformer or the name of a --method"},
        {"--motion script", "a game's own step is named by its method: --method GAME.lua --motion GAME"},
        {"--method " SOURCE_DIR "/methods/refuse.lua --motion refuse", "its script declares no step(body, input)"},
        {"--method " SOURCE_DIR "/methods/hop.lua --motion hop --gravity 1",
         "--gravity is a parameter of the platformer motion, and this run's motion is script"},
        {"--motion platformer --gravity -1", "--gravity must be a number from 0 to 128, not -1"},
        {"--motion platformer --gravity nan", "--gravity must be a number, not 'nan'"},
        {"--motion platformer --jump 1e40", "--jump must be a number from 0 to 1024"},
        {"--motion platformer --jump-cut 2", "--jump-cut must be a number from 0 to 1"},
        {"--motion platformer --coyote 2.5", "--coyote must be a whole number of ticks from 0 to 600"},
        {"--motion platformer --buffer 601", "--buffer must be a whole number of ticks from 0 to 600"},
        {"--motion platformer --fall-max 700", "--fall-max 700 is faster than the map is high"},
        {"--gravity 1", "--gravity is a parameter of the platformer motion, and this run's motion is top-down"},
        {"--motion accelerated --jump 3", "add --motion platformer"},
        {"--motion platformer --friction 0.5", "--friction is a parameter of the accelerated motion"},
        {"--run 3 --speed 4", "--run is --speed by another name"},
        {"--run 0", "--run: expected a number from 0.01 to 128"},
        {"--game-scale 0", "--game-scale: expected a number from 0.125 to 16"},
        {"--game-scale 4 --speed 64", "--speed 64 in the game's pixels is 256 of the sandbox's"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char args[256];
        snprintf(args, sizeof args, "--headless %s", bad[k].args);
        cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2, "%s", bad[k].args);
        cr_expect(strstr(err, bad[k].msg) != NULL, "%s: %s", bad[k].args, err);
    }
}

Test(motion_cli, a_map_that_suggests_the_platformer_takes_its_parameters_and_motion_wins_over_it)
{
    char map[512], rec[512], args[1400];
    path_in_temp(map, sizeof map, "jumps.map");
    cr_assert(write_file(map, "collide-map 2\nname \"Jumps\"\nsuggest motion platformer\ntile 32\ngrid\n"
                              "#######\n#.....#\n#..P..#\n#.....#\n#######\nend\n"));
    path_in_temp(rec, sizeof rec, "suggested.replay");
    snprintf(args, sizeof args, "--headless --frames 30 --map '%s' --gravity 0.25 --record '%s'", map, rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    static Replay r;
    load(&r, rec);
    cr_expect_eq(r.config.motion.model, MOTION_PLATFORMER);
    cr_expect_float_eq(r.config.motion.gravity, 0.25f, 0.0f);
    replay_free(&r);
    snprintf(args, sizeof args, "--headless --frames 30 --map '%s' --motion accelerated --record '%s'", map, rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    load(&r, rec);
    cr_expect_eq(r.config.motion.model, MOTION_ACCELERATED, "--motion wins over the map's suggestion");
    replay_free(&r);
}

Test(motion_cli, an_input_file_runs_headless_to_its_end_and_record_keeps_it)
{
    char input[512], rec[512], args[1400];
    path_in_temp(input, sizeof input, "walk.input");
    cr_assert(write_file(input, "# walk right, then jump\n10 -\n20 R\nat 40\n5 RU\n15 -\n"));
    path_in_temp(rec, sizeof rec, "walk.replay");
    snprintf(args, sizeof args, "--headless --motion platformer --input '%s' --record '%s'", input, rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, "\"tick\":60,") != NULL, "runs to the file's end: %s", out);
    char *text = read_file(rec, NULL);
    cr_assert(text);
    cr_expect(strstr(text, "\n10 -\n20 R\n10 -\n 5 RU\n15 -\nhash 60 ") != NULL, "%s", strstr(text, "\ninput\n"));
    free(text);
    snprintf(args, sizeof args, "--replay '%s' --verify", rec);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
}

Test(motion_cli, a_mistake_in_an_input_file_reads_file_line_column_and_exits_2)
{
    char input[512], args[1400], want[600];
    path_in_temp(input, sizeof input, "bad.input");
    cr_assert(write_file(input, "10 -\n5 R act=jump\n"));
    snprintf(args, sizeof args, "--headless --input '%s'", input);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    snprintf(want, sizeof want, "%s:2:5: unknown action 'jump'", input);
    cr_expect(strstr(err, want) == err, "wanted '%s', got: %s", want, err);
    cr_assert(write_file(input, "30 R\nat 10\n"));
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    snprintf(want, sizeof want, "%s:2:4: at 10 goes back", input);
    cr_expect(strstr(err, want) == err, "wanted '%s', got: %s", want, err);
    snprintf(args, sizeof args, "--headless --input '%s' --replay '%s'", input, input);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--input feeds a run of its own; drop --replay") != NULL, "%s", err);
}

Test(motion_cli, a_recording_is_recorded_again_with_another_method_and_motion_from_the_same_input)
{
    char input[512], first[512], again[512], args[1600];
    path_in_temp(input, sizeof input, "again.input");
    cr_assert(write_file(input, "1 - act=compare\n20 R\n6 RU\n30 L\n"));
    path_in_temp(first, sizeof first, "first.replay");
    path_in_temp(again, sizeof again, "again.replay");
    snprintf(args, sizeof args, "--headless --resolver simplest --motion platformer --input '%s' --record '%s'", input,
             first);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(args, sizeof args, "--headless --replay '%s' --record '%s' --resolver minkowski --jump 12", first, again);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    static Replay a, b;
    load(&a, first);
    load(&b, again);
    cr_expect_eq(b.config.resolver, 3, "minkowski");
    cr_expect_float_eq(b.config.motion.jump, 12.0f, 0.0f);
    cr_expect_float_eq(b.config.motion.gravity, a.config.motion.gravity, 0.0f, "the rest of the motion is kept");
    cr_expect_eq(a.ticks, b.ticks, "the same input");
    size_t runs_a = 0, runs_b = 0;
    for (size_t k = 0; k < a.count; k++) runs_a += a.entries[k].kind == REPLAY_RUN;
    for (size_t k = 0; k < b.count; k++) runs_b += b.entries[k].kind == REPLAY_RUN;
    cr_expect_eq(runs_a, runs_b);
    replay_free(&a);
    replay_free(&b);
    snprintf(args, sizeof args, "--replay '%s' --verify", again);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "the new recording checks: %s", err);
    snprintf(args, sizeof args, "--headless --replay '%s' --jump 12", first);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "add --record NEW.replay") != NULL, "%s", err);
}

Test(motion_cli, the_game_scale_reads_speeds_and_the_motion_in_the_games_pixels)
{
    char rec[512], args[1400];
    path_in_temp(rec, sizeof rec, "scaled.replay");
    snprintf(args, sizeof args,
             "--headless --frames 5 --game-scale 2 --speed 3 --size 8 12 --motion platformer --gravity 0.25 "
             "--jump-cut 0.5 --coyote 4 --record '%s'",
             rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    static Replay r;
    load(&r, rec);
    cr_expect_float_eq(r.config.speed, 6.0f, 0.0f);
    cr_expect(r.config.body_w == 16.0f && r.config.body_h == 24.0f);
    cr_expect_float_eq(r.config.motion.gravity, 0.5f, 0.0f, "an acceleration scales");
    cr_expect_float_eq(r.config.motion.jump_cut, 0.5f, 0.0f, "a share does not");
    cr_expect_eq(r.config.motion.coyote, 4, "nor do ticks");
    replay_free(&r);
}

Test(motion_cli, collide_resolve_reads_and_answers_in_the_games_pixels)
{
    cr_assert_eq(
        run_collide("resolve --resolver simplest --game-scale 2", "56 40 2.5 0\n56 40 0 -40\n", out, BIG, err, BIG), 0,
        "%s", err);
    cr_expect(strncmp(out, "58.5 40 t=1 ", 12) == 0, "a free move, halved back: %s", out);
    cr_expect(strstr(out, "\n56 40 t=0 ") != NULL, "the wall above the spawn, in the game's pixels: %s", out);
}

/* A game's own step (methods/hop.lua) moves every method's body in the compare view: the
 * same keys, hop's gravity and jump, seven trajectories and hop's own; the recording keeps
 * the step by its method's name and the script, and verifies. */
Test(motion_cli, a_games_own_step_drives_every_method_and_its_recording_verifies)
{
    char input[512], rec[512], args[1400];
    path_in_temp(input, sizeof input, "hop.input");
    cr_assert(write_file(input, "1 - act=compare\n30 -\n10 R\n1 RU\n20 R\n"));
    path_in_temp(rec, sizeof rec, "hop.replay");
    snprintf(args, sizeof args,
             "--headless --map '%s/maps/falls.map' --method '%s/methods/hop.lua' --motion hop --resolver hop "
             "--input '%s' --record '%s'",
             SOURCE_DIR, SOURCE_DIR, input, rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    char *text = read_file(rec, NULL);
    cr_assert(text);
    cr_expect(strstr(text, "\nmotion script hop\n") != NULL, "the motion line names the step's method");
    cr_expect(strstr(text, "function method.step(body, input)") != NULL, "the script rides in the recording");
    free(text);
    static Replay r;
    load(&r, rec);
    cr_expect_eq(r.config.motion.model, MOTION_SCRIPT);
    replay_free(&r);
    snprintf(args, sizeof args, "--replay '%s' --headless", rec);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    char hop_end[256], plat[600];
    snprintf(plat, sizeof plat, "%.500s/platformer.replay", dir);
    snprintf(hop_end, sizeof hop_end, "%.200s", out);
    snprintf(args, sizeof args, "--replay '%s' --verify", rec);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    /* The same input under the platformer ends elsewhere: the step was hop's own. */
    snprintf(args, sizeof args, "--headless --replay '%s' --motion platformer --record '%s'", rec, plat);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strcmp(strstr(out, "\"x\""), strstr(hop_end, "\"x\"")) != 0, "hop: %s platformer: %s", hop_end, out);
}
