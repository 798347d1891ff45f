/* test_import_options_cli.c: a level's conventions through the real program: --rules
 * by a shipped name or a file (a bad one refused at its FILE:LINE:COL, exit 2), an
 * option that does not go with the file's format refused naming the format it goes
 * with, --spawn X,Y checked, and a recording made at an exact start replaying. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/support.h"

#define BIG 65536
#define TILED SOURCE_DIR "/tests/data/tiled"
#define LDTK SOURCE_DIR "/tests/data/ldtk"

static char out[BIG], err[BIG];

static int resolve(const char *options)
{
    char args[2048];
    snprintf(args, sizeof args, "resolve --resolver simplest %s", options);
    return run_collide(args, "", out, BIG, err, BIG);
}

Test(import_options_cli, an_option_of_another_format_is_refused_naming_the_format_it_goes_with)
{
    cr_expect_eq(resolve("--map " TILED "/phaser.tmj --level 1"), 2);
    cr_expect_str_eq(err, TILED "/phaser.tmj: --level goes with an LDtk project (.ldtk); this is a Tiled map\n");
    cr_expect_eq(resolve("--map " TILED "/phaser.tmj --solid-values 1"), 2);
    cr_expect_str_eq(err, TILED "/phaser.tmj: --solid-values goes with an LDtk project (.ldtk); this is a Tiled map\n");
    cr_expect_eq(resolve("--map " LDTK "/two_levels.ldtk --solid-property collides"), 2);
    cr_expect_str_eq(err, LDTK "/two_levels.ldtk: --solid-property goes with a Tiled map (.tmx, .tmj); this is an LDtk "
                               "project\n");
    cr_expect_eq(resolve("--rules phaser"), 2);
    cr_expect_str_eq(err, "collide: --rules goes with a Tiled or LDtk level (--map FILE.tmx, .tmj, .json or .ldtk); "
                          "the built-in map is collide's own map format\n");
    cr_expect_eq(resolve("--map " SOURCE_DIR "/maps/default.map --spawn-object player"), 2);
    cr_expect(strstr(err, "collide: --spawn-object goes with a Tiled or LDtk level"), "%s", err);
    cr_expect_eq(run_collide("guarantees --moves 5 --map " TILED "/phaser.tmj --level 1", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--level goes with an LDtk project"), "%s", err);
}

Test(import_options_cli, rules_by_a_shipped_name_or_a_file_and_a_bad_file_at_its_line_and_column)
{
    cr_expect_eq(resolve("--map " TILED "/phaser.tmj --rules phaser"), 0, "%s", err);
    cr_expect(strstr(err, "; rules: phaser.rules:6 'property collides solid' 1 tile,"), "%s", err);
    cr_expect_eq(resolve("--map " LDTK "/exact_start.ldtk --rules " LDTK "/exact_start.rules"), 0, "%s", err);
    char dir[256], path[512], options[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/bad.rules", dir);
    cr_assert(write_file(path, "# our game\nlayer Walls sollid\n"));
    snprintf(options, sizeof options, "--map " TILED "/phaser.tmj --rules '%s'", path);
    cr_expect_eq(resolve(options), 2);
    char want[768];
    snprintf(want, sizeof want,
             "%s:2:13: unknown action 'sollid' (expected solid, one-way, ignore, or a side mask "
             "0-15)\n",
             path);
    cr_expect_str_eq(err, want);
    cr_expect_eq(resolve("--map " TILED "/phaser.tmj --rules nosuch"), 2);
    cr_expect_str_eq(err, "nosuch: cannot read the rules: No such file or directory\n");
}

Test(import_options_cli, spawn_takes_x_y_in_pixels_and_refuses_anything_else)
{
    cr_expect_eq(resolve("--map " TILED "/starts.tmx --spawn 20.5,30.25"), 0, "%s", err);
    cr_expect(strstr(err, "the player starts in cell 1,1 (--spawn 20.5,30.25)"), "%s", err);
    static const char *bad[] = {"1,2,3", "nan,1", "1", ",", "1e99,2", " 1,2"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char options[256];
        snprintf(options, sizeof options, "--spawn '%s'", bad[k]);
        cr_expect_eq(resolve(options), 2, "%s", bad[k]);
        cr_expect(strstr(err, "collide: --spawn: expected X,Y, the player's centre in pixels (--spawn 80,496)"), "%s",
                  err);
    }
    cr_expect_eq(resolve("--spawn 5000,10"), 2);
    cr_expect_str_eq(err, "default.map: --spawn 5000,10 is outside the 30x18-cell map (0 to 960 by 0 to 576 px)\n");
}

Test(import_options_cli, a_recording_made_at_an_exact_start_keeps_it_and_verifies)
{
    char dir[256], args[2048];
    make_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "--headless --frames 90 --map " TILED "/starts.tmx --record '%s/exact.replay'", dir);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    snprintf(args, sizeof args, "%s/exact.replay", dir);
    size_t len;
    char *text = read_file(args, &len);
    cr_assert(text);
    cr_expect(strstr(text, "\nspawn-offset 14 14\n"), "the converted map keeps the exact start");
    free(text);
    snprintf(args, sizeof args, "--replay '%s/exact.replay' --verify", dir);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
}
