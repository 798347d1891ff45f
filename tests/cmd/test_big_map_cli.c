/* test_big_map_cli.c: big maps through the real program. A 4,096 x 4,096 map runs
 * headless, its recording (which holds the whole map) replays and verifies, and a map
 * one cell wider than the limit is refused with FILE:LINE:COL and exit status 2. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

#define SIDE MAP_MAX_W

static char out[8192], err[8192];

Test(big_map_cli, a_recording_of_a_4096_square_map_replays_and_verifies)
{
    char dir[256], args[1200];
    make_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "%s/big.map", dir);
    write_big_map(args, SIDE);
    snprintf(args, sizeof args, "--map %s/big.map --headless --frames 130 --speed 7.5 --record %s/big.replay", dir,
             dir);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "\"map\":\"big\"") != NULL, "%s", out);
    snprintf(args, sizeof args, "--replay %s/big.replay --verify", dir);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    cr_expect(strstr(out, "130 ticks replayed, 4 checkpoints match") != NULL, "%s", out);
}

Test(big_map_cli, a_map_one_cell_wider_than_the_limit_is_refused_where_it_overflows)
{
    char dir[256], args[800];
    make_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "%s/wide.map", dir);
    FILE *f = fopen(args, "wb");
    cr_assert(f);
    fprintf(f, "collide-map 1\ngrid\n");
    for (int j = 0; j < 3; j++) {
        for (int i = 0; i < SIDE + 1; i++) fputc(i == 1 && j == 1 ? 'P' : '.', f);
        fputc('\n', f);
    }
    fprintf(f, "end\n");
    cr_assert_eq(fclose(f), 0);
    snprintf(args, sizeof args, "--map %s/wide.map --headless --frames 1", dir);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    char want[600];
    snprintf(want, sizeof want, "%s/wide.map:3:4097: grid row wider than 4096 cells", dir);
    cr_expect(strstr(err, want) != NULL, "%s", err);
}
