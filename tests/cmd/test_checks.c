/* test_checks.c: the build's own checks fail where they should. tools/check_layers.sh on a
 * copy of a small tree: it passes the tree as it is, then fails, naming the file, on an SDL
 * include outside the platform in any spelling, on an include up the layers, on a feature
 * reaching into another's private file, and on a circle; tools/check_sizes.sh fails on a
 * file over 400 lines and a function over 80; tools/check_refs.sh on a seed cited by its
 * file or number, or a document outside the repository; tools/check_docs_files.sh on a
 * file docs/architecture.md does not list and on a name it lists with no file;
 * tools/check_unused.sh on a planted function nothing calls. The real tree passes all but
 * the last, which needs the -O0 build and runs in `make test`. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[16384], err[4096];

static int run_tool(const char *tool, const char *dir)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "sh '%s/tools/%s' '%s'", SOURCE_DIR, tool, dir);
    return run_capture(cmd, out, sizeof out, err, sizeof err);
}

static void put(const char *dir, const char *path, const char *text)
{
    char full[512], cmd[700];
    snprintf(full, sizeof full, "%s/%s", dir, path);
    snprintf(cmd, sizeof cmd, "mkdir -p \"$(dirname '%s')\"", full);
    cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0);
    cr_assert(write_file(full, text), "cannot write %s", full);
}

/* A tree that keeps every rule: core, a render file, two features and the platform. */
static void good_tree(char *dir, size_t cap)
{
    make_temp_dir(dir, cap);
    put(dir, "core/map.h", "#include <stdint.h>\n");
    put(dir, "app/render/draw.h", "#include \"core/map.h\"\n");
    put(dir, "app/features/editor/editor.h", "#include \"app/render/draw.h\"\n");
    put(dir, "app/features/editor/editor_paint.h", "#include \"core/map.h\"\n");
    put(dir, "app/features/tour/tour.c", "#include \"app/features/editor/editor.h\"\n");
    put(dir, "app/platform/screen.c", "#include <SDL.h>\n#include \"app/render/draw.h\"\n");
}

Test(checks, the_layer_check_passes_a_good_tree_and_the_real_source)
{
    char dir[256];
    good_tree(dir, sizeof dir);
    cr_expect_eq(run_tool("check_layers.sh", dir), 0, "%s", out);
    cr_expect_eq(run_tool("check_layers.sh", SOURCE_DIR "/src"), 0, "%s", out);
    cr_expect(strstr(out, "no rule broken, no circle") != NULL, "%s", out);
}

Test(checks, the_layer_check_names_every_kind_of_broken_rule)
{
    static const struct {
        const char *path, *text, *says;
    } BAD[] = {
        {"app/render/text.c", "#include <SDL2/SDL_ttf.h>\n", "app/render/text.c: includes SDL2/SDL_ttf.h: SDL belongs"},
        {"app/features/x.c", "# include \"SDL.h\"\n", "app/features/x.c: includes SDL.h: SDL belongs"},
        {"core/world.c", "#include \"app/render/draw.h\"\n", "core/world.c: includes app/render/draw.h: core may not include render"},
        {"app/render/hud.c", "#include \"app/features/editor/editor.h\"\n", "render may not include features"},
        {"app/features/tour/tour.c", "#include \"app/features/editor/editor_paint.h\"\n", "another feature's private file"},
        {"core/map.h", "#include \"core/world.h\"\n", "an include circle between files"},
    };
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char dir[256];
        good_tree(dir, sizeof dir);
        if (!strcmp(BAD[k].path, "core/map.h")) put(dir, "core/world.h", "#include \"core/map.h\"\n");
        put(dir, BAD[k].path, BAD[k].text);
        cr_expect_eq(run_tool("check_layers.sh", dir), 1, "%s passed", BAD[k].path);
        cr_expect(strstr(out, BAD[k].says) != NULL, "%s: want \"%s\" in:\n%s", BAD[k].path, BAD[k].says, out);
    }
}

Test(checks, the_size_check_fails_on_a_long_file_and_a_long_function)
{
    static char text[40000];
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    put(dir, "core/ok.c", "int f(void)\n{\n    return 0;\n}\n");
    cr_expect_eq(run_tool("check_sizes.sh", dir), 0, "%s", out);
    size_t n = (size_t)snprintf(text, sizeof text, "int g(void)\n{\n    int x = 0;\n");
    for (int i = 0; i < 90; i++) n += (size_t)snprintf(text + n, sizeof text - n, "    x += %d;\n", i);
    snprintf(text + n, sizeof text - n, "    return x;\n}\n");
    put(dir, "core/long_function.c", text);
    cr_expect_eq(run_tool("check_sizes.sh", dir), 1, "%s", out);
    cr_expect(strstr(out, "long_function.c:1: a function of 95 lines (at most 80): int g(void)") != NULL, "%s", out);
    n = 0;
    for (int i = 0; i < 401; i++) n += (size_t)snprintf(text + n, sizeof text - n, "/* line %d */\n", i);
    put(dir, "core/long_function.c", "int h(void);\n");
    put(dir, "app/render/long_file.h", text);
    cr_expect_eq(run_tool("check_sizes.sh", dir), 1, "%s", out);
    cr_expect(strstr(out, "long_file.h: 401 lines (at most 400)") != NULL, "%s", out);
    cr_expect_eq(run_tool("check_sizes.sh", SOURCE_DIR "/src"), 0, "%s", out);
}

/* The citations below are split across string literals, so this file cites nothing itself. */
Test(checks, the_reference_check_fails_on_a_seed_file_a_seed_number_or_an_outside_document)
{
    static const struct {
        const char *path, *text, *says;
    } BAD[] = {
        {"src/core/a.c", "/* a.c: the method of 002_6f83f069"
                         "276dca93.txt. */\n",
         "src/core/a.c:1:"},
        {"tests/b.c", "/* b.c: as see"
                      "d 001's step 14 says. */\n",
         "tests/b.c:1:"},
        {"docs/page.md", "# A page\n\nThe map (DESI"
                         "GN section 3) says so.\n",
         "docs/page.md:3:"},
        {"maps/m.map", "# after shared/see"
                       "ds/README.md\n",
         "maps/m.map:1:"},
    };
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    put(dir, "src/core/a.c", "/* a.c: the simplest method of the Handmade Hero collision notes. */\n");
    put(dir, "tests/data/x.replay", "lesson \"Se"
                                    "ed 004's side masks\"\n"); /* data a test must refuse, not a citation */
    cr_expect_eq(run_tool("check_refs.sh", dir), 0, "%s", out);
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char bad[256];
        make_temp_dir(bad, sizeof bad);
        put(bad, BAD[k].path, BAD[k].text);
        cr_expect_eq(run_tool("check_refs.sh", bad), 1, "%s passed", BAD[k].path);
        cr_expect(strstr(out, BAD[k].says) != NULL, "%s: want \"%s\" in:\n%s", BAD[k].path, BAD[k].says, out);
    }
    cr_expect_eq(run_tool("check_refs.sh", SOURCE_DIR), 0, "%s", out);
}

Test(checks, the_count_check_fails_on_the_methods_counted_in_words_but_not_in_a_made_key_table)
{
    static const struct {
        const char *path, *text, *says;
    } BAD[] = {
        {"src/app/render/legend.c", "/* all se" "ven methods */\n", "src/app/render/legend.c:1:"},
        {"maps/m.map", "lesson \"Press 1-" "7 to switch the method.\"\n", "maps/m.map:1:"},
        {"docs/keys.md", "Use the keys 1 - " "8 in the window.\n", "docs/keys.md:1:"},
        {"docs/workshop.md", "| 0-5 | arrows move; 1-" "7 the methods |\n", "docs/workshop.md:1:"},
        {"challenges/c.challenge", "say Try 1-" "7, the methods.\n", "challenges/c.challenge:1:"},
    };
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    put(dir, "README.md", "<!-- keys:begin -->\n| 1 - " "7 | method: simplest |\n<!-- keys:end -->\n"
                          "Digits 1-9 are the keyboard's.\n");
    cr_expect_eq(run_tool("check_counts.sh", dir), 0, "%s", out);
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char bad[256];
        make_temp_dir(bad, sizeof bad);
        put(bad, BAD[k].path, BAD[k].text);
        cr_expect_eq(run_tool("check_counts.sh", bad), 1, "%s passed", BAD[k].path);
        cr_expect(strstr(out, BAD[k].says) != NULL, "%s: want \"%s\" in:\n%s", BAD[k].path, BAD[k].says, out);
    }
    cr_expect_eq(run_tool("check_counts.sh", SOURCE_DIR), 0, "%s", out);
}

/* A tree and the layout that lists it: a header goes with its .c, a * covers what it matches. */
static void listed_tree(char *dir, size_t cap, const char *core_line)
{
    char doc[1024];
    make_temp_dir(dir, cap);
    put(dir, "src/main.c", "int main(void) { return 0; }\n");
    put(dir, "src/core/map.c", "\n");
    put(dir, "src/core/map.h", "\n");
    put(dir, "src/core/resolvers/resolve_a.c", "\n");
    put(dir, "src/core/resolvers/resolve_b.c", "\n");
    snprintf(doc, sizeof doc,
             "# Architecture\n\n<!-- files:begin -->\n```\n"
             "src/main.c            dispatch (see core/map.h, not a listing)\n"
             "src/core/             %s\n"
             "  resolvers/          resolve_*.c, one per method\n"
             "tests/                not checked: test_x.c\n"
             "```\n<!-- files:end -->\n\nAfter the block: gone.c is not read.\n",
             core_line);
    put(dir, "docs/architecture.md", doc);
}

Test(checks, the_docs_files_check_fails_on_an_unlisted_file_and_on_a_listed_file_that_is_gone)
{
    char dir[256];
    listed_tree(dir, sizeof dir, "the core: map.c (the map),\n                      and nothing more");
    cr_expect_eq(run_tool("check_docs_files.sh", dir), 0, "%s", out);
    cr_expect(strstr(out, "lists all 5 files under src/") != NULL, "%s", out);

    put(dir, "src/core/extra.c", "\n");
    cr_expect_eq(run_tool("check_docs_files.sh", dir), 1, "an unlisted file passed: %s", out);
    cr_expect(strstr(out, "src/core/extra.c: not listed in docs/architecture.md") != NULL, "%s", out);

    listed_tree(dir, sizeof dir, "the core: map.c,\n                      gone.c (removed since)");
    cr_expect_eq(run_tool("check_docs_files.sh", dir), 1, "a listed file that is gone passed: %s", out);
    cr_expect(strstr(out, "docs/architecture.md:7: src/core/gone.c is listed, but there is no such file") != NULL,
              "%s", out);

    listed_tree(dir, sizeof dir, "the core: map.c");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm '%s'/src/core/resolvers/resolve_*.c", dir);
    cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0);
    put(dir, "src/core/resolvers/trace.c", "\n");
    cr_expect_eq(run_tool("check_docs_files.sh", dir), 1, "%s", out);
    cr_expect(strstr(out, "src/core/resolvers/resolve_*.c is listed, but no file matches it") != NULL, "%s", out);
    cr_expect(strstr(out, "src/core/resolvers/trace.c: not listed") != NULL, "%s", out);

    cr_expect_eq(run_tool("check_docs_files.sh", SOURCE_DIR), 0, "%s", out);
}

/* Compile src (a path under dir) at -O0 into dir/OBJ, as the debug build would. */
static void compile(const char *dir, const char *src, const char *obj)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "cd '%s' && mkdir -p \"$(dirname '%s')\" && cc -std=c11 -O0 -g -c -o '%s' '%s'", dir, obj,
             obj, src);
    cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0, "%s: %s", cmd, err);
}

Test(checks, the_unused_check_fails_on_a_planted_function_that_nothing_calls)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    put(dir, "src/main.c", "int used(void);\nint main(void) { return used(); }\n");
    put(dir, "src/lib.c", "static int local(void) { return 0; }\n"
                          "int used(void) { return local(); }\n"
                          "int for_tests(void) { return 2; }\n"
                          "int for_tools(void) { return 3; }\n"
                          "int planted(void) { return 4; }\n"
                          "int recurses(int n) { return n > 0 ? recurses(n - 1) : 0; }\n");
    put(dir, "tests/t.c", "int for_tests(void);\nint t(void) { return for_tests(); }\n");
    put(dir, "tools/tool.c", "/* a tool, read as text */ int x = for_tools;\n");
    compile(dir, "src/main.c", "build/debug/src/main.o");
    compile(dir, "src/lib.c", "build/debug/src/lib.o");
    compile(dir, "tests/t.c", "build/release/tests/t.o");
    /* An object left behind by a removed file is not read. */
    put(dir, "src/gone.c", "int stale(void) { return 5; }\n");
    compile(dir, "src/gone.c", "build/debug/src/gone.o");
    char rm[400];
    snprintf(rm, sizeof rm, "rm '%s/src/gone.c'", dir);
    cr_assert_eq(run_capture(rm, out, sizeof out, err, sizeof err), 0);

    cr_expect_eq(run_tool("check_unused.sh", dir), 1, "%s%s", out, err);
    cr_expect(strstr(out, "src/lib.c:5: planted: a function with external linkage that nothing calls") != NULL, "%s",
              out);
    cr_expect(strstr(out, "src/lib.c:6: recurses:") != NULL, "calling itself is not being called:\n%s", out);
    cr_expect(strstr(out, ": used:") == NULL && strstr(out, "for_tests") == NULL && strstr(out, "for_tools") == NULL,
              "%s", out);
    cr_expect(strstr(out, "stale") == NULL, "an object without its source is not read:\n%s", out);

    put(dir, "src/lib.c", "static int local(void) { return 0; }\n"
                          "int used(void) { return local(); }\n"
                          "int for_tests(void) { return 2; }\n"
                          "int for_tools(void) { return 3; }\n");
    compile(dir, "src/lib.c", "build/debug/src/lib.o");
    cr_expect_eq(run_tool("check_unused.sh", dir), 0, "%s%s", out, err);
    cr_expect(strstr(out, "1 only the tests call: for_tests") != NULL, "%s", out);
}
