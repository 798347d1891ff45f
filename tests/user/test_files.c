/* test_files.c: the files of a script: what it requires beside it, what a recording keeps
 * of them (and loads again without the disk), and the live reload. */
#define _POSIX_C_SOURCE 200809L /* symlink */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support/support.h"
#include "user_support.h"

static const char *MAIN = "local helper = require 'helper'\nlocal method = {name = 'helped'}\n"
                          "function method.move(body, dx, dy) return body.x + helper.scale * dx, body.y + dy end\n"
                          "return method\n";

static UserMethod *with_helper(char *dir, size_t cap, const char *helper)
{
    char path[512], err[USER_ERROR_MAX];
    make_temp_dir(dir, cap);
    snprintf(path, sizeof path, "%s/helper.lua", dir);
    cr_assert(write_file(path, helper));
    snprintf(path, sizeof path, "%s/main.lua", dir);
    cr_assert(write_file(path, MAIN));
    return user_method_load(path, err, sizeof err);
}

Test(user_files, a_script_requires_a_file_beside_it)
{
    char dir[256];
    UserMethod *m = with_helper(dir, sizeof dir, "return {scale = 2}\n");
    cr_assert(m);
    Map map = {0};
    load_shipped_map("default.map", &map);
    Body b = spawn_body(m, &map);
    Body e = user_move(m, &map, b, 4, 0, NULL, NULL);
    cr_expect_eq(e.x, b.x + 8);
    cr_expect_eq(user_method_file_count(m), 2);
    cr_expect_str_eq(user_method_file(m, 0).name, "main.lua");
    cr_expect_str_eq(user_method_file(m, 1).name, "helper.lua");
    cr_expect_str_eq(user_method_file(m, 1).text, "return {scale = 2}\n");
    user_method_free(m);
    map_free(&map);
}

Test(user_files, a_recordings_copy_of_the_files_loads_and_moves_the_same)
{
    char dir[256], err[USER_ERROR_MAX];
    UserMethod *m = with_helper(dir, sizeof dir, "return {scale = 3}\n");
    cr_assert(m);
    UserFile files[2] = {user_method_file(m, 0), user_method_file(m, 1)};
    UserMethod *copy = user_method_from_files(files, 2, err, sizeof err);
    cr_assert(copy, "%s", err);
    cr_expect_eq(user_method_digest(copy), user_method_digest(m));
    Map map = {0};
    load_shipped_map("default.map", &map);
    Body b = spawn_body(m, &map);
    cr_expect_eq(user_move(copy, &map, b, 4, 0, NULL, NULL).x, user_move(m, &map, b, 4, 0, NULL, NULL).x);
    cr_expect_not(user_method_changed(copy));
    cr_expect_null(user_method_from_files(files, 1, err, sizeof err));
    cr_expect(strstr(err, "main.lua:1: require 'helper': the recording has no helper.lua") != NULL, "%s", err);
    user_method_free(copy);
    user_method_free(m);
    map_free(&map);
}

Test(user_files, require_inside_a_move_is_refused)
{
    UserMethod *m = script_ok("local method = {name = 'late'}\n"
                              "function method.move(body, dx, dy) local h = require 'helper' end\nreturn method\n");
    Map map = {0};
    load_shipped_map("default.map", &map);
    user_move(m, &map, spawn_body(m, &map), 4, 0, NULL, NULL);
    const ResolverInfo *r = user_method_info(m);
    cr_assert(r->error(r->state));
    cr_expect(strstr(r->error(r->state), "test.lua:2: require 'helper': only at the script's top level") != NULL, "%s",
              r->error(r->state));
    user_method_free(m);
    map_free(&map);
}

Test(user_files, a_link_out_of_the_scripts_folder_is_refused)
{
    char dir[256], outside[256], path[512], target[512], err[USER_ERROR_MAX];
    make_temp_dir(outside, sizeof outside);
    snprintf(target, sizeof target, "%s/secret.lua", outside);
    cr_assert(write_file(target, "return {scale = 1}\n"));
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/helper.lua", dir);
    cr_assert_eq(symlink(target, path), 0);
    snprintf(path, sizeof path, "%s/main.lua", dir);
    cr_assert(write_file(path, MAIN));
    cr_expect_null(user_method_load(path, err, sizeof err));
    cr_expect(strstr(err, "helper.lua is a link that leads out of the script's folder") != NULL, "%s", err);
}

Test(user_files, a_saved_change_reloads_and_a_broken_save_keeps_the_last_good_version)
{
    char path[512], err[USER_ERROR_MAX];
    UserMethod *m = script_load("live.lua",
                                "local method = {name = 'live'}\n"
                                "function method.move(body, dx, dy) return body.x + dx, body.y end\nreturn method\n",
                                path, sizeof path, err, sizeof err);
    cr_assert(m, "%s", err);
    const ResolverInfo *info = user_method_info(m);
    Map map = {0};
    load_shipped_map("default.map", &map);
    Body b = spawn_body(m, &map);
    cr_expect_not(user_method_changed(m));
    cr_assert(write_file(path,
                         "local method = {name = 'live'}\n"
                         "function method.move(body, dx, dy) return body.x + 2 * dx, body.y end\nreturn method\n"));
    cr_expect(user_method_changed(m));
    cr_assert(user_method_reload(m, err, sizeof err), "%s", err);
    cr_expect_eq(user_method_info(m), info, "the ResolverInfo moved");
    cr_expect_eq(user_move(m, &map, b, 4, 0, NULL, NULL).x, b.x + 8);
    cr_expect_not(user_method_changed(m));

    cr_assert(write_file(path, "local method = {name = 'live'\nfunction method.move(\n"));
    cr_expect(user_method_changed(m));
    cr_expect_not(user_method_reload(m, err, sizeof err));
    cr_expect(strstr(err, "live.lua:") != NULL, "%s", err);
    cr_expect_str_eq(user_method_reload_error(m), err);
    cr_expect_eq(user_move(m, &map, b, 4, 0, NULL, NULL).x, b.x + 8, "the last good version no longer runs");
    cr_expect_not(user_method_changed(m), "a broken save is tried once");

    cr_assert(write_file(path, "local method = {name = 'renamed'}\n"
                               "function method.move(body, dx, dy) return body.x, body.y end\nreturn method\n"));
    cr_expect_not(user_method_reload(m, err, sizeof err));
    cr_expect(strstr(err, "changed from 'live' to 'renamed'") != NULL, "%s", err);

    cr_assert(write_file(path,
                         "local method = {name = 'live'}\n"
                         "function method.move(body, dx, dy) return body.x + 3 * dx, body.y end\nreturn method\n"));
    cr_assert(user_method_reload(m, err, sizeof err), "%s", err);
    cr_expect_null(user_method_reload_error(m));
    cr_expect_eq(user_move(m, &map, b, 4, 0, NULL, NULL).x, b.x + 12);
    user_method_free(m);
    map_free(&map);
}
