/* test_plugin.c: a C plugin (include/collide/method.h) loads, describes itself and moves
 * like the script it mirrors; a file that is not one is refused with its name. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/hash.h"
#include "support/support.h"
#include "user_support.h"

static UserMethod *plugin(void)
{
    char path[512], err[USER_ERROR_MAX];
    snprintf(path, sizeof path, "%s/refuse_c.so", EXAMPLES_DIR);
    UserMethod *m = user_method_load(path, err, sizeof err);
    cr_assert(m, "%s", err);
    return m;
}

Test(user_plugin, the_example_plugin_describes_itself)
{
    UserMethod *m = plugin();
    const ResolverInfo *r = user_method_info(m);
    cr_expect_str_eq(r->name, "refuse-c");
    cr_expect_str_eq(r->short_name, "refuse-c");
    cr_expect_eq(r->model, BODY_BOX);
    cr_expect_float_eq(r->size_tiles, 0.625f, 1e-6);
    cr_expect_eq(user_method_kind(m), USER_PLUGIN);
    cr_expect_eq(user_method_file_count(m), 0);
    user_method_free(m);
}

Test(user_plugin, the_plugin_moves_as_the_script_it_mirrors)
{
    Map map = {0};
    load_shipped_map("default.map", &map);
    UserMethod *c = plugin(), *lua = example_load("refuse.lua");
    Rng rng;
    rng_seed(&rng, 7);
    Body bc = spawn_body(c, &map), bl = bc;
    for (int i = 0; i < 400; i++) {
        float dx = (rng_float01(&rng) - 0.5f) * 40, dy = (rng_float01(&rng) - 0.5f) * 40;
        MoveInfo mc, ml;
        bc = user_move(c, &map, bc, dx, dy, &mc, NULL);
        bl = user_move(lua, &map, bl, dx, dy, &ml, NULL);
        cr_assert(bc.x == bl.x && bc.y == bl.y && mc.t == ml.t && mc.hits == ml.hits,
                  "move %d: C ended at %g, %g (t %g), Lua at %g, %g (t %g)", i, (double)bc.x, (double)bc.y,
                  (double)mc.t, (double)bl.x, (double)bl.y, (double)ml.t);
    }
    user_method_free(c);
    user_method_free(lua);
    map_free(&map);
}

Test(user_plugin, its_digest_is_the_hash_of_its_bytes)
{
    UserMethod *m = plugin();
    char path[512];
    snprintf(path, sizeof path, "%s/refuse_c.so", EXAMPLES_DIR);
    size_t len;
    char *bytes = read_file(path, &len);
    cr_assert(bytes);
    cr_expect_eq(user_method_digest(m), hash_bytes(HASH_INIT, bytes, len));
    free(bytes);
    user_method_free(m);
}

Test(user_plugin, its_trace_draws_into_the_overlays)
{
    Map map = {0};
    load_shipped_map("default.map", &map);
    UserMethod *m = plugin();
    Trace trace;
    trace_clear(&trace);
    user_move(m, &map, spawn_body(m, &map), 4, 0, NULL, &trace);
    cr_expect_geq(trace.shape_count, 2);
    cr_expect(strstr(trace.note, "the whole move is taken") != NULL, "%s", trace.note);
    user_method_free(m);
    map_free(&map);
}

Test(user_plugin, a_file_that_is_not_a_plugin_is_refused_with_its_name)
{
    char dir[256], path[512], err[USER_ERROR_MAX];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/fake.so", dir);
    cr_assert(write_file(path, "not an ELF file\n"));
    cr_expect_null(user_method_load(path, err, sizeof err));
    cr_expect(strstr(err, "fake.so: not a plugin collide can load") != NULL, "%s", err);
    snprintf(path, sizeof path, "%s/missing.so", dir);
    cr_expect_null(user_method_load(path, err, sizeof err));
    cr_expect(strstr(err, "missing.so: cannot be read") != NULL, "%s", err);
}
