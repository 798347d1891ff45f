/* test_guarantees_cli.c: collide guarantees prints a row per method and speed. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/guarantees.h"
#include "support/support.h"

Test(guarantees, the_command_prints_a_row_per_method_and_speed)
{
    static char out[65536], err[4096];
    char args[1200];
    snprintf(args, sizeof args, "guarantees --json --moves 600 --maps '%s/maps'", SOURCE_DIR);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    int rows = 0;
    for (const char *p = out; (p = strstr(p, "{\"resolver\":")) != NULL; p++) rows++;
    cr_expect_eq(rows, RESOLVER_COUNT * 3, "%s", out);
    cr_expect(strstr(out, "\"speed_tiles\":0.25,") && strstr(out, "\"speed_tiles\":4,"), "%s", out);
    cr_expect(strstr(out, "\"resolver\":\"minkowski\",\"speed_tiles\":1,\"moves\":600,\"inside\":0,\"crossed\":0,"),
              "%s", out);
    snprintf(args, sizeof args, "guarantees --moves 300 --maps '%s/maps'", SOURCE_DIR);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "inside %") && strstr(out, "crossed %") && strstr(out, "short %"), "%s", out);
}
