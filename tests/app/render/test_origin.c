/* test_origin.c: the HUD names where each method comes from by its origin (Handmade
 * Hero, a GameMaker tutorial...), never as "seed 002", which reads like --seed N. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <string.h>

#include "core/resolver.h"
#include "app/render/origin.h"

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
    origin_phrase(ORIGIN_CROWD_SEED, line, sizeof line);
    cr_expect(strstr(line, "Accidents Do Happen") != NULL, "%s", line);
    origin_phrase("999_unknown.txt", line, sizeof line);
    cr_expect(strstr(line, "seed") == NULL && line[0], "an unknown source still reads as a source: '%s'", line);
}
