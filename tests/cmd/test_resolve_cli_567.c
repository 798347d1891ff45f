/* test_resolve_cli_567.c: `collide resolve` for resolvers 5-7, run as the real program:
 * grid-region and directional-flag take `x y dx dy` lines, quad-push the pair form of
 * the Mighty and Weak quads; bad lines say stdin:LINE and exit 2. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[8192], err[4096];

static int resolve(const char *args, const char *input)
{
    return run_collide(args, input, out, sizeof out, err, sizeof err);
}

Test(resolve_cli_567, grid_region_answers_each_move_and_the_seed_fixes_the_corner_coin)
{
    char args[1024];
    snprintf(args, sizeof args, "resolve --resolver grid-region --map '%s/maps/grid_wall_tips.map'", SOURCE_DIR);
    /* Line 1: free. Line 2: into the band of the wall under the crossing (9, 7): x
     * cancelled. Line 3: a jump of a whole cell over it. */
    cr_assert_eq(resolve(args, "360 264 5 -3\n410 360 12 4\n410 360 48 0\n"), 0, "%s", err);
    cr_expect_str_eq(out, "365 261 t=1 hits=0 flags=8\n"
                          "410 364 t=0.316227764 hits=1 flags=17\n"
                          "458 360 t=1 hits=0 flags=8\n");
    /* The wall tip from the spawn's diagonal: the coin. Same seed, same answer. */
    const char *tip = "417 321 3 3\n";
    int x_cancelled = 0;
    for (int seed = 1; seed <= 12; seed++) {
        char a[1200], first[128];
        snprintf(a, sizeof a, "%s --seed %d", args, seed);
        cr_assert_eq(resolve(a, tip), 0, "%s", err);
        snprintf(first, sizeof first, "%.100s", out);
        cr_assert_eq(resolve(a, tip), 0);
        cr_expect_str_eq(out, first, "seed %d", seed);
        cr_expect(strstr(first, "flags=37") || strstr(first, "flags=38"), "the coin, one axis: %s", first);
        if (strncmp(first, "417 324", 7) == 0) x_cancelled++;
    }
    cr_expect(x_cancelled > 0 && x_cancelled < 12, "both choices happen (%d x)", x_cancelled);
}

Test(resolve_cli_567, directional_flag_answers_whole_pixels_and_the_blocking_bit)
{
    /* The default map: the top border (solid) 38 px above the box; a one-way platform
     * (8) at row 10, columns 18-25. */
    cr_assert_eq(resolve("resolve --resolver directional-flag", "112 80 0 -60\n112.4 80 2.6 0\n656 300 0 40\n"), 0,
                 "%s", err);
    cr_expect_str_eq(out, "112 42 t=0.633333325 hits=1 flags=2\n"
                          "115 80 t=1 hits=0 flags=0\n"
                          "656 310 t=0.25 hits=1 flags=8\n");
}

Test(resolve_cli_567, quad_push_answers_the_seeds_pair_form)
{
    const char *input = "# the seed's worked example\n"
                        "-7 4 8 8 -4 1   2 -6 8 8 1 -5\n"
                        "0 0 0 8 4 0   10 0 8 8 10 0\n"        /* a zero size: the seed's -1 */
                        "0 0 10 10 5 0   40 0 10 10 42.5 3\n"; /* never meet: -2, Weak as wanted */
    cr_assert_eq(resolve("resolve --resolver quad-push", input), 0, "%s", err);
    cr_expect_str_eq(out, "3 -7.66666651 1 8\n"
                          "10 0 -1 0\n"
                          "42.5 3 -2 0\n");
}

Test(resolve_cli_567, quad_push_bad_lines_name_the_line_and_exit_2)
{
    struct {
        const char *input, *message;
    } bad[] = {
        {"1 2 3\n", "stdin:1: expected 12 numbers"},
        {"# ok\n0 0 8.5 8 4 0 10 0 8 8 10 0\n", "stdin:2: number 3 (mw) must be a whole number"},
        {"0 0 8 8 4 0 10 0 8 8 nan 0\n", "stdin:1: number 11 (wx1) is out of range"},
        {"0 0 8 8 4 0 1x 0 8 8 1 0\n", "stdin:1: number 7 (wx): not a number: '1x'"},
        {"0 0 8 8 4 0 10 0 8 8 1 0 9\n", "stdin:1: unexpected '9' after 12 numbers"},
        {"0 0 8 8 4 0 10 0 8 8 1 0\n0 0 8 8 4 0 1e9 0 8 8 1 0\n", "stdin:2: number 7 (wx) is out of range"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        cr_expect_eq(resolve("resolve --resolver quad-push", bad[k].input), 2, "case %zu", k);
        cr_expect(strstr(err, bad[k].message) != NULL, "case %zu: got '%s'", k, err);
    }
}

Test(resolve_cli_567, grid_region_and_directional_flag_reject_bad_lines_too)
{
    cr_expect_eq(resolve("resolve --resolver grid-region", "1 2 3\n"), 2);
    cr_expect(strstr(err, "stdin:1:") != NULL, "%s", err);
    cr_expect_eq(resolve("resolve --resolver directional-flag", "1 2 inf 0\n"), 2);
    cr_expect(strstr(err, "stdin:1:") != NULL, "%s", err);
}
