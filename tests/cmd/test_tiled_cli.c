/* test_tiled_cli.c: Tiled maps through the real program: the window (headless),
 * collide resolve and collide guarantees take --map FILE.tmx/.tmj (and --layer) as they
 * take a .map, a recording carries the converted map and verifies with the Tiled files
 * gone, and a bad Tiled map exits 2 with FILE:LINE:COL. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/tiled.h"
#include "support/support.h"

#define BIG 65536
#define EXAMPLES SOURCE_DIR "/maps/tiled"
#define FIXTURES SOURCE_DIR "/tests/data/tiled"

static char out[BIG], err[BIG], out2[BIG];

Test(tiled_cli, resolve_answers_on_a_tiled_map_as_on_the_same_map_written_as_a_map_file)
{
    static Map m;
    MapError e;
    char dir[256], path[512], args[1024];
    cr_assert(tiled_load(&m, EXAMPLES "/platformer.tmx", NULL, NULL, 0, &e), "%s", e.msg);
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/platformer.map", dir);
    cr_assert(map_save(&m, path, &e), "%s", e.msg);
    /* Falls onto the floor, runs into the crate, jumps at a one-way platform from below. */
    const char *moves = "80 496 0 40\n700 240 60 0\n112 170 0 -40\n112 100 0 60\n400 300 -90 -90\n";
    static const char *resolvers[] = {"simplest",  "pixel-iteration", "line-segment",
                                      "minkowski", "grid-region",     "directional-flag"};
    for (int k = 0; k < 6; k++) {
        snprintf(args, sizeof args, "resolve --resolver %s --map '%s/platformer.tmx'", resolvers[k], EXAMPLES);
        cr_assert_eq(run_collide(args, moves, out, BIG, err, BIG), 0, "%s", err);
        cr_expect(strstr(err, "the player starts in cell 2,15 (object 'spawn')"), "%s", err);
        snprintf(args, sizeof args, "resolve --resolver %s --map '%s'", resolvers[k], path);
        cr_assert_eq(run_collide(args, moves, out2, BIG, err, BIG), 0, "%s", err);
        cr_expect_str_eq(out, out2, "%s", resolvers[k]);
    }
}

Test(tiled_cli, the_window_runs_headless_on_a_tmj_and_says_in_one_line_what_it_made_of_it)
{
    char args[1024];
    snprintf(args, sizeof args, "--headless --frames 30 --map '%s/rooms.tmj'", EXAMPLES);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, "\"map\":\"rooms\""), "%s", out);
    cr_expect_str_eq(err, "collide: " EXAMPLES "/rooms.tmj: 24x14 cells of 32 px, 124 blocking; from 'Rooms' tiles "
                          "124; left out (no collision): 'Objects'; the player starts in cell 1,12 (the first point "
                          "object)\n");
}

Test(tiled_cli, a_recording_on_a_tiled_map_verifies_from_elsewhere_after_the_tiled_files_are_deleted)
{
    char dir[256], other[256], cmd[2048];
    make_temp_dir(dir, sizeof dir);
    make_temp_dir(other, sizeof other);
    snprintf(cmd, sizeof cmd, "cp '%s/platformer.tmx' '%s/collide-tiles.tsx' '%s/'", EXAMPLES, EXAMPLES, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' --headless --frames 240 --map platformer.tmx --record run.replay", dir,
             COLLIDE_BIN);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    snprintf(cmd, sizeof cmd, "rm '%s/platformer.tmx' '%s/collide-tiles.tsx'", dir, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' --replay '%s/run.replay' --verify", other, COLLIDE_BIN, dir);
    cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s%s", out, err);
    char path[512];
    snprintf(path, sizeof path, "%s/run.replay", dir);
    char *text = read_file(path, NULL);
    cr_assert_not_null(text);
    cr_expect(strstr(text, "collide-map 1\nname \"platformer\"\ntile 32\n"), "the recording holds the converted map");
    free(text);
}

Test(tiled_cli, guarantees_measures_one_tiled_map)
{
    char args[1024];
    snprintf(args, sizeof args, "guarantees --json --moves 200 --map '%s/rooms.tmj'", EXAMPLES);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, "\"maps\":[\"rooms.tmj\"]"), "%s", out);
    cr_expect(strstr(out, "\"resolver\":\"minkowski\""), "%s", out);
    snprintf(args, sizeof args, "guarantees --map '%s/rooms.tmj' --maps maps", EXAMPLES);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "cannot be combined"), "%s", err);
}

Test(tiled_cli, layer_takes_one_layer_and_is_refused_where_it_means_nothing)
{
    char args[1024];
    /* A point moving right along row 2 of layers.tmx: free without --layer, stopped by
     * the Walls layer's right column with it. */
    snprintf(args, sizeof args, "resolve --resolver simplest --map '%s/layers.tmx' --layer Walls", FIXTURES);
    cr_assert_eq(run_collide(args, "24 40 40 0\n", out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strncmp(out, "24 40", 5) == 0, "the wall stops it: %s", out);
    snprintf(args, sizeof args, "resolve --resolver simplest --map '%s/layers.tmx'", FIXTURES);
    cr_assert_eq(run_collide(args, "24 40 40 0\n", out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strncmp(out, "64 40", 5) == 0, "decoration does not: %s", out);
    cr_expect_eq(run_collide("--headless --frames 1 --map maps/default.map --layer Walls", NULL, out, BIG, err, BIG),
                 2);
    cr_expect_str_eq(err, "collide: --layer goes with a Tiled or LDtk level (--map FILE.tmx, .tmj, .json or .ldtk); "
                          "maps/default.map is collide's own map format\n");
    cr_expect_eq(run_collide("--replay tests/data/tour.replay --layer Walls", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--layer cannot be used with --replay"), "%s", err);
}

Test(tiled_cli, a_bad_tiled_map_exits_2_with_file_line_and_column)
{
    char args[1024];
    cr_assert_eq(chdir(FIXTURES), 0);
    cr_expect_eq(run_collide("--headless --frames 1 --map err_bad_csv.tmx", NULL, out, BIG, err, BIG), 2);
    cr_expect_str_eq(err, "err_bad_csv.tmx:8:5: layer 'Ground': expected a tile GID (a whole number), found 'x'\n");
    cr_expect_eq(run_collide("resolve --resolver minkowski --map err_zstd.tmx", "1 1 1 1\n", out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "err_zstd.tmx:5: layer 'Ground': layer data is compressed with zstd"), "%s", err);
    cr_expect_str_eq(out, "");
    snprintf(args, sizeof args, "guarantees --moves 10 --map err_infinite.tmx");
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "err_infinite.tmx:5: layer 'Ground': an infinite map's layer data must come in <chunk>s"),
              "%s", err);
}

Test(tiled_cli, a_tiled_map_named_json_loads_by_its_content_and_solid_property_names_another_property)
{
    cr_assert_eq(chdir(FIXTURES), 0);
    /* Up from cell 0,3 into cell 0,2, the terrain=rock tile: open by default, a wall with --solid-property. */
    cr_assert_eq(run_collide("resolve --resolver simplest --map phaser.json", "8 56 0 -20\n", out, BIG, err, BIG), 0,
                 "%s", err);
    cr_expect(strstr(err, "collide: phaser.json: 5x4 cells of 16 px, 7 blocking; from 'Level' tiles 7;"), "%s", err);
    cr_expect(strncmp(out, "8 36", 4) == 0, "open: %s", out);
    cr_assert_eq(run_collide("resolve --resolver simplest --map phaser.json --solid-property terrain=rock",
                             "8 56 0 -20\n", out, BIG, err, BIG),
                 0, "%s", err);
    cr_expect(strstr(err, "8 blocking"), "%s", err);
    cr_expect(strncmp(out, "8 56", 4) == 0, "the rock stops it: %s", out);
}

Test(tiled_cli, a_spawn_outside_the_map_or_at_nan_exits_2_naming_it)
{
    cr_assert_eq(chdir(FIXTURES), 0);
    cr_expect_eq(run_collide("--headless --frames 1 --map spawn_far.tmx", NULL, out, BIG, err, BIG), 2);
    cr_expect_str_eq(err, "spawn_far.tmx:7: spawn object 'spawn' at 5000000000,8 px is outside the 3x2-cell map\n");
    cr_expect_eq(run_collide("resolve --resolver minkowski --map spawn_nan.tmx", "1 1 1 1\n", out, BIG, err, BIG), 2);
    cr_expect_str_eq(err, "spawn_nan.tmx:7: spawn object 'spawn': its position is not a finite number\n");
}

/* libxml2 prints encoding errors itself unless told not to: the program's one line is all
 * the terminal shows. */
Test(tiled_cli, a_tmx_in_another_encoding_or_not_utf8_gets_one_clean_line_naming_file_and_line)
{
    static const char *const cases[][2] = {
        {"err_ebcdic.tmx", "err_ebcdic.tmx:1: the file declares the encoding 'EBCDIC-US'; Tiled writes UTF-8"},
        {"err_not_utf8.tmx", "err_not_utf8.tmx:2:79: not a valid XML file: the text is not UTF-8\n"},
    };
    char args[1024];
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        snprintf(args, sizeof args, "--headless --frames 1 --map '%s/%s'", FIXTURES, cases[k][0]);
        cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2, "%s", err);
        cr_expect(strstr(err, cases[k][1]) != NULL, "%s", err);
        cr_expect(strstr(err, "encoding error") == NULL && strstr(err, "I/O error") == NULL, "%s", err);
        cr_expect(strchr(err, '\n') == err + strlen(err) - 1, "one line: %s", err);
    }
}
