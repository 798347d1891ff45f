/* test_load.c: a script declares its method, and one that does not load says where
 * (FILE:LINE) and why, so the command line can refuse it (exit 2). */
#include <criterion/criterion.h>
#include <string.h>

#include "user_support.h"

#define MOVE "function method.move(body, dx, dy) return body.x + dx, body.y + dy end\nreturn method\n"

static void refused_with(const char *text, const char *expect)
{
    char path[512], err[USER_ERROR_MAX];
    UserMethod *m = script_load("mymethod.lua", text, path, sizeof path, err, sizeof err);
    cr_assert_null(m, "loaded, but should have been refused with '%s'", expect);
    cr_expect(strstr(err, expect) != NULL, "message '%s' lacks '%s'", err, expect);
}

Test(user_load, a_declaration_becomes_the_methods_caption_model_and_colour)
{
    UserMethod *m =
        script_ok("local method = {name = 'mine', title = 'My method', short = 'mine', model = 'circle',\n"
                  "  size = 0.5, how = 'It moves.', weakness = 'It never stops.', colour = {10, 20, 30}}\n" MOVE);
    const ResolverInfo *r = user_method_info(m);
    cr_expect_str_eq(r->name, "mine");
    cr_expect_str_eq(r->title, "My method");
    cr_expect_str_eq(r->short_name, "mine");
    cr_expect_eq(r->model, BODY_CIRCLE);
    cr_expect_float_eq(r->size_tiles, 0.5f, 1e-6);
    cr_expect_str_eq(r->how, "It moves.");
    cr_expect_str_eq(r->weakness, "It never stops.");
    cr_expect(r->colour.r == 10 && r->colour.g == 20 && r->colour.b == 30);
    cr_expect_str_eq(r->seed, "test.lua");
    cr_expect_null(r->error(r->state));
    cr_expect_eq(user_method_kind(m), USER_LUA);
    user_method_free(m);
}

Test(user_load, a_name_and_a_move_are_enough)
{
    UserMethod *m = script_ok("local method = {name = 'bare'}\n" MOVE);
    const ResolverInfo *r = user_method_info(m);
    cr_expect_str_eq(r->title, "bare");
    cr_expect_str_eq(r->short_name, "bare");
    cr_expect_eq(r->model, BODY_BOX);
    cr_expect_gt(strlen(r->how), 0);
    user_method_free(m);
}

Test(user_load, a_syntax_error_names_the_file_and_line)
{
    refused_with("local method = {name = 'x'}\n\nfunction method.move(\n  return 1\nend\n", "mymethod.lua:4:");
}

Test(user_load, a_script_that_returns_no_method_says_how_to_end_it)
{
    refused_with("local method = {name = 'x'}\n", "return method");
}

Test(user_load, a_short_name_over_eight_characters_is_refused_at_its_line)
{
    refused_with("local method = {\n  name = 'x',\n  short = 'muchtoolong',\n}\n" MOVE, "mymethod.lua:3: method.short");
}

Test(user_load, a_built_in_methods_name_is_refused)
{
    refused_with("local method = {name = 'minkowski'}\n" MOVE, "built-in");
}

Test(user_load, a_name_with_capitals_or_spaces_is_refused)
{
    refused_with("local method = {name = 'My Method'}\n" MOVE, "lower-case letters");
}

Test(user_load, an_unknown_model_is_refused)
{
    refused_with("local method = {name = 'x', model = 'blob'}\n" MOVE, "\"point\", \"box\" or \"circle\"");
}

Test(user_load, a_missing_move_is_refused)
{
    refused_with("return {name = 'x'}\n", "method.move");
}

Test(user_load, a_colour_may_be_written_as_hex)
{
    UserMethod *m = script_ok("local method = {name = 'hex', colour = '#ff8000'}\n" MOVE);
    const ResolverInfo *r = user_method_info(m);
    cr_expect(r->colour.r == 255 && r->colour.g == 128 && r->colour.b == 0);
    user_method_free(m);
    refused_with("local method = {name = 'x', colour = {300, 0, 0}}\n" MOVE, "method.colour");
}

Test(user_load, an_error_at_the_top_level_names_its_line)
{
    refused_with("local method = {name = 'x'}\nlocal y = nil + 1\n" MOVE, "mymethod.lua:2:");
}

Test(user_load, a_file_that_is_neither_a_script_nor_a_plugin_is_refused)
{
    char err[USER_ERROR_MAX];
    cr_expect_null(user_method_load("method.txt", err, sizeof err));
    cr_expect(strstr(err, "method.txt: a method is a Lua script (.lua) or a C plugin (.so)") != NULL, "%s", err);
    cr_expect_null(user_method_load("/nonexistent/m.lua", err, sizeof err));
    cr_expect(strstr(err, "/nonexistent/m.lua: cannot be read") != NULL, "%s", err);
}

Test(user_load, the_same_script_has_the_same_digest_and_another_another)
{
    UserMethod *a = script_ok("local method = {name = 'x'}\n" MOVE);
    UserMethod *b = script_ok("local method = {name = 'x'}\n" MOVE);
    UserMethod *c = script_ok("local method = {name = 'y'}\n" MOVE);
    cr_expect_eq(user_method_digest(a), user_method_digest(b));
    cr_expect_neq(user_method_digest(a), user_method_digest(c));
    user_method_free(a);
    user_method_free(b);
    user_method_free(c);
}
