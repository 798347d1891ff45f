/* user_support.c: see user_support.h. */
#include "user_support.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

UserMethod *script_load(const char *name, const char *text, char *path, size_t path_cap, char *err, size_t err_cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, path_cap, "%s/%s", dir, name);
    cr_assert(write_file(path, text), "cannot write %s", path);
    return user_method_load(path, err, err_cap);
}

UserMethod *script_ok(const char *text)
{
    char path[512], err[USER_ERROR_MAX];
    UserMethod *m = script_load("test.lua", text, path, sizeof path, err, sizeof err);
    cr_assert(m, "the script does not load: %s", err);
    return m;
}

UserMethod *example_load(const char *name)
{
    char path[512], err[USER_ERROR_MAX];
    snprintf(path, sizeof path, "%s/methods/%s", SOURCE_DIR, name);
    UserMethod *m = user_method_load(path, err, sizeof err);
    cr_assert(m, "%s does not load: %s", name, err);
    return m;
}

void map_from_text(Map *map, const char *text)
{
    MapError e;
    memset(map, 0, sizeof *map);
    cr_assert(map_parse(map, text, strlen(text), "test.map", &e), "%s:%d:%d: %s", e.file, e.line, e.col, e.msg);
}

Body user_move(const UserMethod *m, const Map *map, Body b, float dx, float dy, MoveInfo *mi, Trace *trace)
{
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {.map = map, .rng = &rng};
    MoveInfo own;
    method_move(user_method_info(m), &ctx, &b, dx, dy, mi ? mi : &own, trace);
    return b;
}

Body spawn_body(const UserMethod *m, const Map *map)
{
    const ResolverInfo *info = user_method_info(m);
    float t = (float)map->tile, size = info->size_tiles * t;
    return (Body){((float)map->spawn_x + 0.5f) * t, ((float)map->spawn_y + 0.5f) * t, size, size};
}
