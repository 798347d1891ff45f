/* test_registry.c: the list of methods (resolver_list.h) and what each method says
 * about itself: the registry, the names and the descriptions agree, so that a method
 * added by its file and one line of the list shows up everywhere whole. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/resolver.h"

#define SHORT_NAME_MAX 8 /* characters: what a narrow split label or legend row holds */

Test(registry, each_id_finds_the_method_of_that_name_and_each_name_its_id)
{
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        cr_assert_not_null(info, "id %d", r);
        cr_expect_str_eq(info->name, RESOLVER_NAMES[r]);
        cr_expect_eq(resolver_find(RESOLVER_NAMES[r]), r, "%s", RESOLVER_NAMES[r]);
    }
    cr_expect_null(resolver_info(RESOLVER_COUNT));
    cr_expect_null(resolver_info(-1));
    cr_expect_eq(resolver_find("no-such-method"), -1);
}

Test(registry, every_method_has_a_title_a_caption_a_seed_a_short_name_and_a_resolve_function)
{
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const ResolverInfo *info = resolver_info(r);
        cr_expect(info->title && info->title[0], "%s: no title", info->name);
        cr_expect(info->how && info->how[0], "%s: no how", info->name);
        cr_expect(info->weakness && info->weakness[0], "%s: no weakness", info->name);
        cr_expect(info->seed && info->seed[0], "%s: no seed", info->name);
        cr_expect(info->resolve != NULL, "%s: no resolve", info->name);
        cr_assert_not_null(info->short_name, "%s: no short name", info->name);
        size_t n = strlen(info->short_name);
        cr_expect(n > 0 && n <= SHORT_NAME_MAX, "%s: short name '%s'", info->name, info->short_name);
    }
}

Test(registry, no_two_methods_share_a_colour_and_none_is_black)
{
    for (int a = 0; a < RESOLVER_COUNT; a++) {
        ResolverColour ca = resolver_info(a)->colour;
        cr_expect(ca.r || ca.g || ca.b, "%s has no colour", resolver_info(a)->name);
        for (int b = a + 1; b < RESOLVER_COUNT; b++) {
            ResolverColour cb = resolver_info(b)->colour;
            cr_expect(ca.r != cb.r || ca.g != cb.g || ca.b != cb.b, "%s and %s share a colour", resolver_info(a)->name,
                      resolver_info(b)->name);
        }
    }
}

Test(registry, the_joined_names_list_every_method_in_key_order)
{
    char want[512] = "";
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        if (r) strcat(want, ", ");
        strcat(want, RESOLVER_NAMES[r]);
    }
    cr_expect_str_eq(RESOLVER_NAMES_JOINED, want);
}
