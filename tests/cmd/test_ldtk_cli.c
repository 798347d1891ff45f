/* test_ldtk_cli.c: LDtk projects through the real program: the window (headless),
 * collide resolve and collide guarantees take --map FILE.ldtk with --level, --layer and
 * --solid-values, say in one line what the level became, and a bad project exits 2
 * with the file and what is wrong. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support/support.h"

#define BIG 65536
#define FIXTURES SOURCE_DIR "/tests/data/ldtk"

static char out[BIG], err[BIG];

Test(ldtk_cli, resolve_runs_on_a_chosen_level_and_says_what_it_became)
{
    cr_assert_eq(chdir(FIXTURES), 0);
    /* A point in the spawn cell moving down: 4 px is free, 12 px would end in the ground (row 3, from y 48). */
    cr_assert_eq(run_collide("resolve --resolver simplest --map two_levels.ldtk --level Ground_Floor",
                             "40 40 0 4\n40 40 0 12\n", out, BIG, err, BIG),
                 0, "%s", err);
    cr_expect(strncmp(out, "40 44", 5) == 0 && strstr(out, "\n40 40 "), "the ground stops the second: %s", out);
    cr_expect_str_eq(err, "collide: two_levels.ldtk: level 'Ground_Floor' (2 of 2): 5x4 cells of 16 px, 5 blocking; "
                          "from IntGrid 'Collisions' 5; left out: 'Entities'; the player starts in cell 2,2 (no spawn "
                          "object; the map looks like a platformer, so a free cell with floor under it near the "
                          "middle)\n");
}

Test(ldtk_cli, the_window_runs_headless_on_an_external_level_project)
{
    cr_assert_eq(chdir(FIXTURES), 0);
    cr_assert_eq(run_collide("--headless --frames 10 --map external.ldtk --solid-values wall", NULL, out, BIG, err, BIG),
                 0, "%s", err);
    cr_expect(strstr(out, "\"map\":\"external\""), "%s", out);
    cr_expect(strstr(err, "external.ldtk: level 'Level_0' (1 of 2): 6x4 cells of 16 px, 17 blocking;"), "%s", err);
}

Test(ldtk_cli, a_bad_project_or_option_exits_2_naming_the_file_and_what)
{
    cr_assert_eq(chdir(FIXTURES), 0);
    cr_expect_eq(run_collide("guarantees --moves 5 --map err_outside.ldtk", NULL, out, BIG, err, BIG), 2);
    cr_expect_str_eq(err, "err_outside.ldtk: level file '../two_levels.ldtk' is outside the project's folder\n");
    cr_expect_eq(run_collide("resolve --resolver minkowski --map two_levels.ldtk --level 9", "1 1 1 1\n", out, BIG,
                             err, BIG),
                 2);
    cr_expect(strstr(err, "two_levels.ldtk: --level '9': no level of that name or number"), "%s", err);
    cr_expect_str_eq(out, "");
    cr_expect_eq(run_collide("--headless --frames 1 --map " SOURCE_DIR "/maps/default.map --level 1", NULL, out, BIG,
                             err, BIG),
                 2);
    cr_expect_str_eq(err, "collide: --level goes with an LDtk project (--map FILE.ldtk); " SOURCE_DIR
                          "/maps/default.map is collide's own map format\n");
}
