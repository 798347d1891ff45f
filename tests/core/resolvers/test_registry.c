/* test_registry.c: the list of methods (resolver_list.h) and what each method says
 * about itself: the registry, the names and the descriptions agree, so that a method
 * added by its file and one line of the list shows up everywhere whole. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/method_set.h"
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

Test(registry, a_method_set_starts_with_the_built_ins_and_takes_more_after_them)
{
    MethodSet s = method_set_builtin();
    cr_assert_eq(s.count, RESOLVER_COUNT);
    for (int r = 0; r < RESOLVER_COUNT; r++) cr_expect_eq(method_set_find(&s, RESOLVER_NAMES[r]), r);
    static const ResolverInfo MINE = {.name = "mine", .short_name = "mine", .title = "Mine", .resolve = NULL};
    char why[128];
    cr_assert(method_set_add(&s, &MINE, why, sizeof why));
    cr_expect_eq(method_set_find(&s, "mine"), RESOLVER_COUNT, "the next number key");
    cr_expect_not(method_set_add(&s, &MINE, why, sizeof why));
    cr_expect(strstr(why, "already a method called 'mine'"), "%s", why);
    while (s.count < METHOD_MAX) s.at[s.count++] = &MINE;
    static const ResolverInfo MORE = {.name = "more"};
    cr_expect_not(method_set_add(&s, &MORE, why, sizeof why));
    cr_expect(strstr(why, "at most 16 methods"), "%s", why);
    MethodSet none = {0, {0}};
    cr_expect_eq(method_set_or_builtin(&none).count, RESOLVER_COUNT, "an empty set in a config means the built-ins");
}

Test(registry, method_names_are_words_a_command_line_and_a_recording_can_hold)
{
    cr_expect(method_name_valid("push-out_2"));
    static const char *const BAD[] = {"", "2fast", "two words", "a/b", "x=y", "averyveryveryverylongmethodname32"};
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) cr_expect_not(method_name_valid(BAD[k]), "'%s'", BAD[k]);
}

Test(registry, the_methods_of_format_2_recordings_are_the_seven_of_that_time)
{
    MethodSet s = method_set_format2();
    static const char *const NAMES[] = {"simplest", "pixel-iteration", "line-segment", "minkowski",
                                        "grid-region", "quad-push", "directional-flag"};
    cr_assert_eq(s.count, 7);
    for (int k = 0; k < 7; k++) cr_expect_str_eq(s.at[k]->name, NAMES[k]);
}
