/* test_bench.c: `collide bench` reports (it never fails a build): the JSON document
 * names the machine and the flags and has a row for every resolver. Figures
 * are not asserted: tests do not time. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/resolver.h"
#include "support/support.h"

static char out[1 << 16], err[4096];

Test(bench, json_names_the_cpu_and_flags_and_covers_every_resolver, .timeout = 120)
{
    char args[1024];
    snprintf(args, sizeof args, "bench --json --only resolvers --maps '%s/maps'", SOURCE_DIR);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "\"cpu\":\"") && strstr(out, "-ffp-contract=off"), "%s", out);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        char want[128];
        snprintf(want, sizeof want, "\"resolver\":\"%s\"", resolver_info(r)->name);
        cr_expect(strstr(out, want) != NULL, "no row for %s", resolver_info(r)->name);
    }
    cr_expect(out[strlen(out) - 2] == '}', "the document is closed");
}

Test(bench, a_bad_option_exits_2)
{
    cr_expect_eq(run_collide("bench --only nothing", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "--only: expected resolvers, crowd, render or instrument") != NULL, "%s", err);
}
