/* test_suggest_cli.c: a map's suggested method and speed start the run, for --map and
 * for the built-in map, unless --resolver chose the method; a recording keeps its own. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[4096], err[4096], args[1024];

/* Run collide on shipped map `name` with the options `more`; returns the exit status. */
static int run_on(const char *name, const char *more)
{
    snprintf(args, sizeof args, "--headless --frames 1 --map '%s/maps/%s' %s", SOURCE_DIR, name, more);
    return run_collide(args, NULL, out, sizeof out, err, sizeof err);
}

Test(suggest_cli, map_suggestion_starts_the_run)
{
    cr_assert_eq(run_on("tunnel.map", ""), 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"simplest\"") && strstr(out, "\"speed\":48"), "%s", out);
    cr_assert_eq(run_on("grid_maze.map", ""), 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"grid-region\"") && strstr(out, "\"speed\":16"), "%s", out);
}

Test(suggest_cli, builtin_map_suggestion)
{
    cr_assert_eq(run_collide("--headless --frames 1", NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"minkowski\"") && strstr(out, "\"speed\":3"), "%s", out);
}

Test(suggest_cli, command_line_resolver_wins)
{
    cr_assert_eq(run_on("grid_maze.map", "--resolver line-segment"), 0, "%s", err);
    cr_expect(strstr(out, "\"resolver\":\"line-segment\"") && strstr(out, "\"speed\":3,\"w\"") != NULL,
              "--resolver keeps the default speed too: %s", out);
}
