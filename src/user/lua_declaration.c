/* lua_declaration.c: what a script says about its method, read from the table its top
 * level returned (docs/your-method.md, "The API"): each field checked, and a bad one named
 * with the line it is written on, so that the script is refused as FILE:LINE: message. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "core/base/hash.h"
#include "user/lua_method.h"

/* The line of `key = ` in the script's text (the first one at a word's start), so that a
 * bad field of the declaration is named where it is written; else the last line. */
static int field_line(const char *text, size_t len, const char *key)
{
    size_t k = strlen(key);
    int line = 1, last = 1;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            line++;
            if (i + 1 < len) last = line;
            continue;
        }
        bool start = i == 0 || !(text[i - 1] == '_' || (text[i - 1] >= 'a' && text[i - 1] <= 'z') ||
                                 (text[i - 1] >= 'A' && text[i - 1] <= 'Z') ||
                                 (text[i - 1] >= '0' && text[i - 1] <= '9') || text[i - 1] == '.');
        if (!start || i + k > len || memcmp(text + i, key, k) != 0) continue;
        size_t j = i + k;
        while (j < len && (text[j] == ' ' || text[j] == '\t')) j++;
        if (j < len && text[j] == '=' && (j + 1 >= len || text[j + 1] != '=')) return line;
    }
    return last;
}

/* Raise "FILE:LINE: method.KEY ..." for a field of the declaration. */
static int decl_error(lua_State *L, const char *key, const char *fmt, const char *what)
{
    LuaMethod *m = lua_method_of(L);
    int line = field_line(m->files[0].text, m->files[0].len, key);
    char msg[USER_ERROR_MAX];
    snprintf(msg, sizeof msg, fmt, what);
    return luaL_error(L, "%s:%d: method.%s %s (docs/your-method.md)", m->file, line, key, msg);
}

/* A string field of the declaration (table at index 1): its text, or `fallback` when absent. */
static const char *decl_string(lua_State *L, const char *key, const char *fallback, size_t max)
{
    int type = lua_getfield(L, 1, key);
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        if (!fallback) decl_error(L, key, "is missing: %s", "say it with a string");
        return fallback;
    }
    if (type != LUA_TSTRING) decl_error(L, key, "is a %s: it should be a string", luaL_typename(L, -1));
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    if (len > max || len == 0) {
        char why[64];
        snprintf(why, sizeof why, len ? "at most %zu characters" : "it is empty", max);
        decl_error(L, key, "is too long or empty: %s", why);
    }
    if (strlen(s) != len || strpbrk(s, "\n\r\t"))
        decl_error(L, key, "holds a line break or a tab: %s", "one line, please");
    lua_pop(L, 1); /* the declaration table keeps the string alive */
    return s;
}

static void read_name(lua_State *L, LuaMethod *m)
{
    const char *name = decl_string(L, "name", NULL, LUA_NAME_MAX - 1);
    bool ok = name[0] >= 'a' && name[0] <= 'z';
    for (const char *c = name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-')) ok = false;
    if (!ok) decl_error(L, "name", "is '%s': lower-case letters, digits and -, starting with a letter", name);
    if (resolver_find(name) >= 0) decl_error(L, "name", "is '%s', a built-in method's name: choose another", name);
    snprintf(m->name, sizeof m->name, "%s", name);
}

static void read_model(lua_State *L, LuaMethod *m)
{
    const char *model = decl_string(L, "model", "box", 8);
    if (strcmp(model, "point") == 0) m->model = BODY_POINT;
    else if (strcmp(model, "box") == 0) m->model = BODY_BOX;
    else if (strcmp(model, "circle") == 0) m->model = BODY_CIRCLE;
    else decl_error(L, "model", "is '%s': it should be \"point\", \"box\" or \"circle\"", model);
    float size = m->model == BODY_POINT ? 0.0f : 0.625f;
    if (lua_getfield(L, 1, "size") != LUA_TNIL) {
        lua_Number v = lua_tonumber(L, -1);
        if (!lua_isnumber(L, -1) || !(v >= 0 && v <= 16))
            decl_error(L, "size", "is %s: the body's size in tiles, from 0 to 16", luaL_tolstring(L, -1, NULL));
        size = m->model == BODY_POINT ? 0.0f : (float)v;
    }
    lua_pop(L, 1);
    m->size_tiles = size;
}

/* The colour: {r, g, b} (0-255 each) or "#rrggbb"; without one, one picked by the name. */
static void read_colour(lua_State *L, LuaMethod *m)
{
    static const ResolverColour picks[] = {{255, 140, 200}, {150, 230, 110}, {120, 200, 255}, {255, 170, 90}};
    uint64_t h = hash_bytes(HASH_INIT, m->name, strlen(m->name));
    m->colour = picks[h % (sizeof picks / sizeof picks[0])];
    int type = lua_getfield(L, 1, "colour");
    if (type == LUA_TNIL) type = (lua_pop(L, 1), lua_getfield(L, 1, "color"));
    int c[3] = {0, 0, 0};
    bool ok = true;
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return;
    } else if (type == LUA_TSTRING) {
        const char *s = lua_tostring(L, -1);
        unsigned v = 0;
        int used = 0;
        ok = strlen(s) == 7 && sscanf(s, "#%6x%n", &v, &used) == 1 && used == 7;
        c[0] = (int)(v >> 16 & 255), c[1] = (int)(v >> 8 & 255), c[2] = (int)(v & 255);
    } else if (type == LUA_TTABLE) {
        for (int i = 0; i < 3; i++) {
            lua_rawgeti(L, -1 - i, i + 1);
            lua_Integer v = lua_tointeger(L, -1);
            if (!lua_isinteger(L, -1) || v < 0 || v > 255) ok = false;
            c[i] = (int)v;
        }
        lua_pop(L, 3);
    } else ok = false;
    if (!ok) decl_error(L, "colour", "is not a colour: %s", "{r, g, b} with 0-255 each, or \"#rrggbb\"");
    lua_pop(L, 1);
    m->colour = (ResolverColour){(unsigned char)c[0], (unsigned char)c[1], (unsigned char)c[2]};
}

/* method.step, the game's own motion: a function, or nothing. */
static void read_step(lua_State *L, LuaMethod *m)
{
    m->has_step = false;
    m->step_ref = LUA_NOREF;
    int type = lua_getfield(L, 1, "step");
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    if (type != LUA_TFUNCTION)
        decl_error(L, "step", "is a %s: it should be a function step(body, input) returning vx, vy", luaL_typename(L, -1));
    lua_Debug ar;
    lua_pushvalue(L, -1);
    lua_getinfo(L, ">S", &ar);
    m->step_line = ar.linedefined > 0 ? ar.linedefined : 1;
    m->step_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    m->has_step = true;
}

void lua_declaration_read(lua_State *L, LuaMethod *m)
{
    if (!lua_istable(L, 1)) {
        int last = field_line(m->files[0].text, m->files[0].len, "\n");
        luaL_error(L,
                   "%s:%d: the script returned %s, not its method: end it with `return method`, a table with a name "
                   "and a move function (docs/your-method.md)",
                   m->file, last, luaL_typename(L, 1));
    }
    read_name(L, m);
    snprintf(m->title, sizeof m->title, "%s", decl_string(L, "title", m->name, LUA_TITLE_MAX - 1));
    char fallback[LUA_SHORT_MAX];
    snprintf(fallback, sizeof fallback, "%.8s", m->name);
    snprintf(m->short_name, sizeof m->short_name, "%s", decl_string(L, "short", fallback, LUA_SHORT_MAX - 1));
    snprintf(m->how, sizeof m->how, "%s", decl_string(L, "how", "A user's method.", LUA_LINE_MAX - 1));
    snprintf(m->weakness, sizeof m->weakness, "%s",
             decl_string(L, "weakness", "Say where it breaks in method.weakness.", LUA_LINE_MAX - 1));
    read_model(L, m);
    read_colour(L, m);
    read_step(L, m);
    if (lua_getfield(L, 1, "move") != LUA_TFUNCTION)
        decl_error(L, "move", "is a %s: it should be a function move(body, dx, dy, map, trace)", luaL_typename(L, -1));
    lua_Debug ar;
    lua_pushvalue(L, -1);
    lua_getinfo(L, ">S", &ar);
    m->move_line = ar.linedefined > 0 ? ar.linedefined : 1;
}
