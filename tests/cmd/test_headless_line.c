/* test_headless_line.c: `collide --headless --frames 600` prints the line it always has:
 * the same tick, state hash and figures in the tiles and the crowd mode. A change to the
 * simulation or to what the summary says shows here first; a method added to the program
 * changes neither (the hash of a single view covers its own method alone, of the crowd
 * the crowd alone). */
#include <criterion/criterion.h>
#include <string.h>

#include "support/support.h"

static char out[4096], err[4096];

Test(headless_line, six_hundred_ticks_of_the_tiles_mode_print_the_known_line)
{
    cr_assert_eq(run_collide("--headless --frames 600", NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(out, "{\"tick\":600,\"hash\":\"2f4dad252239428b\",\"mode\":\"tiles\",\"map\":\"Sandbox\","
                          "\"resolver\":\"minkowski\",\"x\":112,\"y\":80,\"speed\":3,\"w\":20,\"h\":20}\n");
}

Test(headless_line, six_hundred_ticks_of_the_crowd_mode_print_the_known_line)
{
    cr_assert_eq(run_collide("--headless --frames 600 --mode crowd", NULL, out, sizeof out, err, sizeof err), 0, "%s",
                 err);
    cr_expect_str_eq(out, "{\"tick\":600,\"hash\":\"f3e639d51147f754\",\"mode\":\"crowd\",\"map\":\"Sandbox\","
                          "\"resolver\":\"minkowski\",\"x\":112,\"y\":80,\"speed\":3,\"w\":20,\"h\":20,\"crowd\":"
                          "{\"count\":0,\"formation\":\"scattered\",\"collisions\":0,\"red\":0,\"arrived\":0,"
                          "\"avoid\":\"on\",\"broadphase\":\"grid\"}}\n");
}
