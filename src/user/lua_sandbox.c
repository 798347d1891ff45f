/* lua_sandbox.c: the Lua a script gets (docs/your-method.md, "What a script may use"): the
 * base library, string, table, math and utf8, less everything that could touch
 * files, commands, the clock or addresses, and less what can run for ever in C where the
 * instruction budget does not see it (string patterns, string.rep of nothing a billion
 * times, table.move of a billion slots). What is taken away says so when it is called. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <lauxlib.h>
#include <lualib.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/base/file_read.h"
#include "user/lua_config.h"
#include "user/lua_method.h"

#define MATH_SEED 0x636f6c6c /* math.random's fixed seed: the same numbers in every run */
#define REQUIRE_NAME_MAX 48
#define LOADED_KEY "collide.loaded" /* the registry's table of required files */

static int refused(lua_State *L)
{
    return luaL_error(L, "%s is not available to a method: %s", lua_tostring(L, lua_upvalueindex(1)),
                      lua_tostring(L, lua_upvalueindex(2)));
}

/* Set table[key] (the table on top) to a function that refuses with `why`. */
static void refuse(lua_State *L, const char *shown, const char *key, const char *why)
{
    lua_pushstring(L, shown);
    lua_pushstring(L, why);
    lua_pushcclosure(L, refused, 2);
    lua_setfield(L, -2, key);
}

/* A library that is not there at all (os, io, debug, package): any field refuses. */
static int refused_library(lua_State *L)
{
    const char *key = lua_tostring(L, 2);
    return luaL_error(L, "%s.%s is not available to a method: %s", lua_tostring(L, lua_upvalueindex(1)),
                      key ? key : "?", lua_tostring(L, lua_upvalueindex(2)));
}

static void absent_library(lua_State *L, const char *name, const char *why)
{
    lua_newtable(L);
    lua_newtable(L);
    lua_pushstring(L, name);
    lua_pushstring(L, why);
    lua_pushcclosure(L, refused_library, 2);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setglobal(L, name);
}

/* load(chunk [, name [, mode [, env]]]): text only. */
static int sandbox_load(lua_State *L)
{
    const char *mode = luaL_optstring(L, 3, "t");
    if (strcmp(mode, "t") != 0)
        return luaL_error(L, "load: binary chunks are not available to a method (mode 't' only)");
    lua_settop(L, lua_gettop(L) < 4 ? 4 : lua_gettop(L));
    if (lua_isnone(L, 4) || lua_isnil(L, 4)) {
        lua_pushglobaltable(L);
        lua_replace(L, 4);
    }
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 4, LUA_MULTRET);
    return lua_gettop(L);
}

/* print(...): the trace's note, the HUD's bottom line (there is no console). */
static int sandbox_print(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    if (!m->trace) return 0;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int n = lua_gettop(L);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, ' ');
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    trace_note(m->trace, "%s", lua_tostring(L, -1));
    return 0;
}

/* string.find(s, p, init, plain): a plain search only. */
static int sandbox_find(lua_State *L)
{
    size_t len;
    const char *p = luaL_checklstring(L, 2, &len);
    if (!lua_toboolean(L, 4) && strpbrk(p, "^$*+?.([%-") != NULL)
        return luaL_error(L, "string.find with a pattern is not available to a method (patterns can run for ever "
                             "in C); pass true as the fourth argument for a plain search");
    lua_settop(L, 3);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 4, LUA_MULTRET);
    return lua_gettop(L);
}

/* string.rep: Lua copies an empty string n times, and n may be a billion. */
static int sandbox_rep(lua_State *L)
{
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n > 0 && l + lsep == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    if (n > 0 && (lua_Unsigned)n > USER_LUA_ARENA_BYTES / (l + lsep))
        return luaL_error(L, "string.rep: %I copies are more than a script's 16 MiB", n);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* table.move(a1, f, e, t [, a2]): Lua walks e - f + 1 slots in C, present or not. */
static int sandbox_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    if (e >= f && (lua_Unsigned)e - (lua_Unsigned)f >= USER_LUA_ARENA_BYTES / 16)
        return luaL_error(L, "table.move: more elements than a script's 16 MiB can hold");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* math.randomseed(x [, y]): with a seed only; without one Lua takes the clock. */
static int sandbox_randomseed(lua_State *L)
{
    if (lua_isnoneornil(L, 1))
        return luaL_error(L, "math.randomseed needs a seed here: a move is a function of its inputs, not of the clock");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 0);
    return 0;
}

/* Replace lib[key] (the table on top) by `fn`, which gets the original as upvalue 1. */
static void wrap(lua_State *L, const char *key, lua_CFunction fn)
{
    lua_getfield(L, -1, key);
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, -2, key);
}

static bool require_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n > REQUIRE_NAME_MAX) return false;
    if (n > 4 && strcmp(name + n - 4, ".lua") == 0) n -= 4;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    }
    return n > 0;
}

/* The text of `file` beside the script: from the recording's files, or read from the
 * script's folder (a symbolic link only to a file in that same folder). */
static char *require_text(lua_State *L, LuaMethod *m, const char *name, const char *file, size_t *len)
{
    if (!m->dir) {
        for (int i = 1; i < m->given_count; i++)
            if (strcmp(m->given[i].name, file) == 0) {
                char *copy = malloc(m->given[i].len + 1);
                if (!copy) luaL_error(L, "require '%s': out of memory", name);
                memcpy(copy, m->given[i].text, m->given[i].len);
                copy[m->given[i].len] = '\0';
                *len = m->given[i].len;
                return copy;
            }
        luaL_error(L, "require '%s': the recording has no %s", name, file);
    }
    char path[4096], real_dir[PATH_MAX], real[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", m->dir, file);
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        const char *slash;
        if (!realpath(m->dir, real_dir) || !realpath(path, real) || !(slash = strrchr(real, '/')) ||
            (size_t)(slash - real) != strlen(real_dir) || strncmp(real, real_dir, (size_t)(slash - real)) != 0)
            luaL_error(L, "require '%s': %s is a link that leads out of the script's folder", name, file);
    }
    char *text;
    FileRead r = file_read_all(path, USER_FILE_MAX, &text, len);
    if (r != FILE_READ_OK)
        luaL_error(L, "require '%s': %s beside the script cannot be read: %s", name, file, file_read_why(r));
    return text;
}

/* require(name): a .lua file in the script's own folder, while the script loads. */
static int sandbox_require(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    const char *name = luaL_checkstring(L, 1);
    if (!m->loading)
        return luaL_error(L, "require '%s': only at the script's top level, when it loads (not inside move)", name);
    if (!require_name_ok(name))
        return luaL_error(L, "require '%s': only a .lua file beside the script, by its name (letters, digits, _ and -)",
                          name);
    char file[REQUIRE_NAME_MAX + 8];
    size_t n = strlen(name);
    snprintf(file, sizeof file, "%s%s", name, n > 4 && strcmp(name + n - 4, ".lua") == 0 ? "" : ".lua");
    lua_getfield(L, LUA_REGISTRYINDEX, LOADED_KEY);
    if (lua_getfield(L, -1, file) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    if (m->file_count >= USER_FILES_MAX)
        return luaL_error(L, "require '%s': a script may use at most %d files", name, USER_FILES_MAX);
    size_t len;
    char *text = require_text(L, m, name, file, &len);
    char *fname = malloc(strlen(file) + 1);
    if (!fname) {
        free(text);
        return luaL_error(L, "require '%s': out of memory", name);
    }
    strcpy(fname, file);
    m->files[m->file_count++] = (UserFile){fname, text, len};
    char chunk[REQUIRE_NAME_MAX + 9];
    snprintf(chunk, sizeof chunk, "@%s", file);
    if (luaL_loadbufferx(L, text, len, chunk, "t") != LUA_OK) return lua_error(L);
    lua_pushstring(L, name);
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, file);
    return 1;
}

void lua_sandbox_open(lua_State *L)
{
    static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},
                                    {LUA_STRLIBNAME, luaopen_string},
                                    {LUA_TABLIBNAME, luaopen_table},
                                    {LUA_MATHLIBNAME, luaopen_math},
                                    {LUA_UTF8LIBNAME, luaopen_utf8}};
    for (size_t i = 0; i < sizeof libs / sizeof libs[0]; i++) {
        luaL_requiref(L, libs[i].name, libs[i].func, 1);
        lua_pop(L, 1);
    }
    const char *no_files = "a method reads nothing but its inputs (docs/your-method.md)";
    lua_pushglobaltable(L);
    refuse(L, "dofile", "dofile", no_files);
    refuse(L, "loadfile", "loadfile", no_files);
    refuse(L, "collectgarbage", "collectgarbage", "memory is put back before every move");
    wrap(L, "load", sandbox_load);
    lua_pushcfunction(L, sandbox_print);
    lua_setfield(L, -2, "print");
    lua_pushcfunction(L, sandbox_require);
    lua_setfield(L, -2, "require");
    lua_pop(L, 1);

    absent_library(L, "os", "a move sees no clock, no files and no commands");
    absent_library(L, "io", no_files);
    absent_library(L, "debug", "it reaches past the sandbox");
    absent_library(L, "package", "require finds .lua files beside the script");
    /* A coroutine's instructions between two of its yields escape the budget's count. */
    absent_library(L, "coroutine", "a move runs to its end, within its instruction budget");

    const char *patterns = "patterns can run for ever in C, past the instruction budget";
    lua_getglobal(L, LUA_STRLIBNAME);
    refuse(L, "string.match", "match", patterns);
    refuse(L, "string.gmatch", "gmatch", patterns);
    refuse(L, "string.gsub", "gsub", patterns);
    refuse(L, "string.dump", "dump", "binary chunks cannot be loaded");
    wrap(L, "find", sandbox_find);
    wrap(L, "rep", sandbox_rep);
    lua_pop(L, 1);
    lua_getglobal(L, LUA_TABLIBNAME);
    wrap(L, "move", sandbox_move);
    lua_pop(L, 1);

    /* Lua seeds math.random from the clock when the library opens: a fixed seed instead. */
    lua_getglobal(L, LUA_MATHLIBNAME);
    lua_getfield(L, -1, "randomseed");
    lua_pushinteger(L, MATH_SEED);
    lua_call(L, 1, 0);
    wrap(L, "randomseed", sandbox_randomseed);
    lua_pop(L, 1);

    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, LOADED_KEY);
}
