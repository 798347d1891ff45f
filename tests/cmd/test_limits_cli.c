/* test_limits_cli.c: the program runs headless on the smallest map. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[8192], err[8192];

Test(limits, the_program_runs_headless_on_a_one_by_one_map_in_both_modes)
{
    char dir[256], path[512], args[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/one.map", dir);
    cr_assert(write_file(path, "collide-map 1\ntile 8\ngrid\nP\nend\n"));
    snprintf(args, sizeof args, "--map '%s' --headless --frames 30 --resolver minkowski", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "\"tick\":30,") != NULL, "%s", out);
    snprintf(args, sizeof args, "--map '%s' --headless --frames 30 --mode crowd", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
}
