/* test_origin.c: the HUD names where each method comes from by its origin (Handmade
 * Hero, a GameMaker tutorial...), never by a number, which would read like --seed N; and
 * every method's source is one docs/sources.md lists by that short name. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolver.h"
#include "app/render/origin.h"
#include "support/support.h"

Test(origin, every_method_and_the_crowd_name_their_source_without_the_word_seed)
{
    for (int id = 0; id < RESOLVER_COUNT; id++) {
        const ResolverInfo *ri = resolver_info(id);
        char line[160];
        origin_phrase(ri->seed, line, sizeof line);
        cr_expect(strstr(line, "seed") == NULL, "%s: '%s'", ri->name, line);
        cr_expect_gt(strlen(line), 8, "%s: '%s' names a source", ri->name, line);
        cr_expect(!isdigit((unsigned char)line[strlen(line) - 1]), "%s: '%s' ends in a number", ri->name, line);
    }
    char line[160];
    origin_phrase(resolver_info(resolver_find("minkowski"))->seed, line, sizeof line);
    cr_expect(strstr(line, "Handmade Hero") != NULL, "%s", line);
    origin_phrase(ORIGIN_CROWD_SOURCE, line, sizeof line);
    cr_expect(strstr(line, "Accidents Do Happen") != NULL, "%s", line);
    origin_phrase("Someone's notes", line, sizeof line);
    cr_expect_str_eq(line, "from Someone's notes", "a source without a phrase of its own is named as it is");
    origin_phrase(NULL, line, sizeof line);
    cr_expect_str_eq(line, "from a source text", "no source still reads as a source");
}

/* Is `name` a short name of docs/sources.md: a row of its table, `| [NAME](#anchor) |`? */
static bool listed(const char *page, const char *name)
{
    char row[160];
    snprintf(row, sizeof row, "\n| [%s](#", name);
    return strstr(page, row) != NULL;
}

Test(origin, every_methods_source_and_the_crowds_are_short_names_the_sources_page_lists)
{
    char *page = read_file(SOURCE_DIR "/docs/sources.md", NULL);
    cr_assert_not_null(page, "docs/sources.md");
    for (int id = 0; id < RESOLVER_COUNT; id++) {
        const ResolverInfo *ri = resolver_info(id);
        cr_expect(ri->seed && listed(page, ri->seed), "%s: source '%s' is not a short name of docs/sources.md",
                  ri->name, ri->seed ? ri->seed : "(none)");
    }
    cr_expect(listed(page, ORIGIN_CROWD_SOURCE), "the crowd's '%s'", ORIGIN_CROWD_SOURCE);
    cr_expect(!listed(page, "Nobody's notes"), "the check can fail");
    free(page);
}
