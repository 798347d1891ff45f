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

/* The rows are measured side by side on --threads threads: the same table, byte for
 * byte, with one thread or eight; a bad count is refused like the crowd's. */
Test(guarantees, any_number_of_threads_gives_the_same_table)
{
    static char one[65536], many[65536], err[4096];
    char args[1200];
    snprintf(args, sizeof args, "guarantees --json --moves 2000 --maps '%s/maps' --threads 1", SOURCE_DIR);
    cr_assert_eq(run_collide(args, NULL, one, sizeof one, err, sizeof err), 0, "%s", err);
    snprintf(args, sizeof args, "guarantees --json --moves 2000 --maps '%s/maps' --threads 8", SOURCE_DIR);
    cr_assert_eq(run_collide(args, NULL, many, sizeof many, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(one, "\"crossed\":") != NULL, "%s", one);
    cr_expect_str_eq(many, one);
    cr_assert_eq(run_collide("guarantees --threads 0", NULL, one, sizeof one, err, sizeof err), 2);
    cr_expect(strstr(err, "--threads") != NULL, "%s", err);
}
