/* test_checks.c: the build's own checks fail where they should. tools/check_layers.sh on a
 * copy of a small tree: it passes the tree as it is, then fails, naming the file, on an SDL
 * include outside the platform in any spelling, on an include up the layers, on a feature
 * reaching into another's private file, and on a circle; tools/check_sizes.sh fails on a
 * file over 400 lines and a function over 80. The real src/ passes both. */
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
