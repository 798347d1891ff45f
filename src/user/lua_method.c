/* lua_method.c: a Lua script as a method: loading it (its top level runs once, and returns
 * the method's declaration and its move), and each move, which starts from the state the
 * script had when it had loaded (lua_arena.h), runs under an instruction budget, and
 * checks what move() returned before the door (method_move) sees it. */
#include "user/lua_method.h"

#include <lauxlib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "user/lua_config.h"

/* The budget as a person reads it: 10,000,000. */
static void grouped(long n, char *buf, size_t cap)
{
    char digits[32];
    int len = snprintf(digits, sizeof digits, "%ld", n);
    size_t o = 0;
    for (int i = 0; i < len && o + 2 < cap; i++) {
        if (i > 0 && (len - i) % 3 == 0) buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
}

/* Every LUA_HOOK_EVERY instructions (every instruction once past the budget, so that a
 * pcall in the script cannot swallow the error and go on). */
void lua_method_budget_hook(lua_State *L, lua_Debug *ar)
{
    LuaMethod *m = lua_method_of(L);
    if (!m->over) {
        /* When the arena is full Lua collects all of it before it gives up: each time
         * counts as LUA_FULL_GC_COST instructions, so that garbage alone cannot keep a
         * move running for long. */
        m->spent += LUA_HOOK_EVERY + lua_arena_refusals(m->arena) * LUA_FULL_GC_COST;
        if (m->spent < USER_BUDGET) return;
        m->over = true;
    }
    lua_sethook(L, lua_method_budget_hook, LUA_MASKCOUNT, 1);
    char budget[32];
    grouped(USER_BUDGET, budget, sizeof budget);
    lua_getinfo(L, "Sl", ar);
    if (ar->currentline > 0)
        lua_pushfstring(L, "%s:%d: %s ran past %s instructions", ar->short_src, ar->currentline, m->phase, budget);
    else lua_pushfstring(L, "%s: %s ran past %s instructions", m->file, m->phase, budget);
    lua_error(L);
}

/* The move's closure: upvalues move, body, map, map's fields, trace. */
static int move_call(lua_State *L);

/* The script's top level, in a protected call: the libraries, the script, its declaration;
 * returns the closure every move calls. */
static int load_call(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    lua_sandbox_open(L);
    char chunk[sizeof m->file + 1];
    snprintf(chunk, sizeof chunk, "@%s", m->file);
    if (luaL_loadbufferx(L, m->files[0].text, m->files[0].len, chunk, "t") != LUA_OK) return lua_error(L);
    lua_call(L, 0, 1);
    lua_declaration_read(L, m); /* leaves move() on top */
    lua_view_push(L);           /* body, map, map's fields, trace */
    lua_pushcclosure(L, move_call, 5);
    return 1;
}

void lua_method_set_error(LuaMethod *m, lua_State *L, int status, char *err, size_t cap)
{
    if (status == LUA_ERRMEM)
        snprintf(err, cap, "%s: %s needed more than the %d MiB a script may use", m->file, m->phase,
                 (int)(USER_LUA_ARENA_BYTES >> 20));
    else if (lua_type(L, -1) == LUA_TSTRING) snprintf(err, cap, "%s", lua_tostring(L, -1));
    else
        snprintf(err, cap, "%s: %s raised an error that is not a string (a %s)", m->file, m->phase,
                 luaL_typename(L, -1));
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

LuaMethod *lua_method_load(const UserFile *files, int count, const char *dir, char *err, size_t err_cap)
{
    LuaMethod *m = calloc(1, sizeof *m);
    char *text = m ? malloc(files[0].len + 1) : NULL;
    char *name = m ? malloc(strlen(base_name(files[0].name)) + 1) : NULL;
    if (m) m->arena = lua_arena_new();
    if (!m || !text || !name || !m->arena) {
        snprintf(err, err_cap, "%s: out of memory", files[0].name);
        free(text);
        free(name);
        lua_method_free(m);
        return NULL;
    }
    memcpy(text, files[0].text, files[0].len);
    text[files[0].len] = '\0';
    strcpy(name, base_name(files[0].name));
    m->files[0] = (UserFile){name, text, files[0].len};
    m->file_count = 1;
    snprintf(m->file, sizeof m->file, "%s", name);
    m->dir = dir;
    m->given = files;
    m->given_count = count;
    m->L = lua_newstate(lua_arena_alloc, m->arena);
    if (!m->L) {
        snprintf(err, err_cap, "%s: out of memory", m->file);
        lua_method_free(m);
        return NULL;
    }
    *(LuaMethod **)lua_getextraspace(m->L) = m;
    m->loading = true;
    m->phase = "the script's top level";
    lua_sethook(m->L, lua_method_budget_hook, LUA_MASKCOUNT, LUA_HOOK_EVERY);
    lua_pushcfunction(m->L, load_call);
    int status = lua_pcall(m->L, 0, 1, 0);
    m->loading = false;
    m->dir = NULL;
    m->given = NULL;
    m->given_count = 0;
    if (status != LUA_OK) {
        lua_method_set_error(m, m->L, status, err, err_cap);
        lua_method_free(m);
        return NULL;
    }
    lua_sethook(m->L, NULL, 0, 0);
    /* What the top level left for the collector goes now, so that each move starts from
     * the smallest state; a move that makes little garbage then collects none. (The
     * collector stays on: Lua frees a long string's buffer only in a collection that runs
     * finalizers, which the one it makes when memory runs out does not.) */
    lua_gc(m->L, LUA_GCCOLLECT);
    if (!lua_arena_snapshot(m->arena)) {
        snprintf(err, err_cap, "%s: out of memory", m->file);
        lua_method_free(m);
        return NULL;
    }
    return m;
}

void lua_method_free(LuaMethod *m)
{
    if (!m) return;
    /* No lua_close: the state is the arena, and a script holds nothing outside it. */
    lua_arena_free(m->arena);
    for (int i = 0; i < m->file_count; i++) {
        free((void *)m->files[i].name);
        free((void *)m->files[i].text);
    }
    free(m);
}

/* What move() returned, checked. */
typedef struct MoveOut {
    lua_Number x, y, t, nx, ny;
    lua_Integer hits, flags;
    bool has_t, has_hits, has_normal;
} MoveOut;

static MoveOut *move_out(lua_State *L)
{
    return (MoveOut *)lua_touserdata(L, 1);
}

static int returned(lua_State *L, const char *what)
{
    LuaMethod *m = lua_method_of(L);
    return luaL_error(L, "%s:%d: move() returned %s", m->file, m->move_line, what);
}

static int returned_error(lua_State *L, const char *fmt, const char *a, const char *b)
{
    char what[224];
    snprintf(what, sizeof what, fmt, a, b);
    return returned(L, what);
}

static void shown(lua_Number v, char *buf, size_t cap)
{
    if (isnan(v)) snprintf(buf, cap, "nan");
    else snprintf(buf, cap, "%.9g", (double)v);
}

/* A number among the results: at stack index `i`, or field `key` of the table at `i`. */
static bool result_number(lua_State *L, int i, const char *key, lua_Number *v, bool required)
{
    int type = key ? lua_getfield(L, i, key) : (lua_pushvalue(L, i), lua_type(L, -1));
    bool have = type != LUA_TNIL && type != LUA_TNONE;
    if (have && type != LUA_TNUMBER)
        returned_error(L, "%s = a %s, not a number", key ? key : "a value", lua_typename(L, type));
    if (!have && required)
        returned_error(L, "no %s: return x, y (where the body ends) or a table {x = ..., y = ...}", key ? key : "x, y",
                       "");
    if (have) *v = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return have;
}

static void read_results(lua_State *L, int first, int n, MoveOut *out)
{
    if (n == 0 || lua_isnil(L, first)) returned_error(L, "nothing: return x, y (where the body ends)%s%s", "", "");
    lua_Number hits = 0, flags = 0;
    if (lua_istable(L, first)) {
        result_number(L, first, "x", &out->x, true);
        result_number(L, first, "y", &out->y, true);
        out->has_t = result_number(L, first, "t", &out->t, false);
        out->has_hits = result_number(L, first, "hits", &hits, false);
        result_number(L, first, "flags", &flags, false);
        out->has_normal = result_number(L, first, "nx", &out->nx, false);
        out->has_normal = result_number(L, first, "ny", &out->ny, false) && out->has_normal;
    } else {
        result_number(L, first, NULL, &out->x, true);
        if (n < 2) returned_error(L, "only x: return x, y (where the body ends)%s%s", "", "");
        result_number(L, first + 1, NULL, &out->y, true);
        if (n >= 3) out->has_t = result_number(L, first + 2, NULL, &out->t, false);
        if (n >= 4) out->has_hits = result_number(L, first + 3, NULL, &hits, false);
        if (n >= 5) result_number(L, first + 4, NULL, &flags, false);
    }
    out->hits = (hits >= 0 && hits < 1e9) ? (lua_Integer)hits : 0;
    out->flags = (flags >= 0 && flags < 4294967296.0) ? (lua_Integer)flags : 0;
    LuaMethod *m = lua_method_of(L);
    const Map *map = m->ctx->map;
    char xs[40], ys[40];
    shown(out->x, xs, sizeof xs);
    shown(out->y, ys, sizeof ys);
    if (!isfinite(out->x) || !isfinite(out->y) || !isfinite((float)out->x) || !isfinite((float)out->y))
        returned_error(L, "x = %s, y = %s: not a finite position (the body stays where it was)", xs, ys);
    float fx = (float)out->x, fy = (float)out->y;
    if (!(fx >= 0.0f && fy >= 0.0f && fx <= (float)(map->w * map->tile) && fy <= (float)(map->h * map->tile))) {
        char what[224];
        snprintf(what, sizeof what, "(%s, %s), outside the map (0 to %d, 0 to %d px): the body stays where it was", xs,
                 ys, map->w * map->tile, map->h * map->tile);
        returned(L, what);
    }
}

/* One move, in a protected call: argument 1 the MoveOut, 2 and 3 dx, dy. */
static int move_call(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    MoveOut *out = move_out(L);
    Body start = {m->body_x, m->body_y, 0, 0};
    lua_Number w = lua_tonumber(L, 4), h = lua_tonumber(L, 5);
    start.w = (float)w;
    start.h = (float)h;
    lua_view_set(L, lua_upvalueindex(2), lua_upvalueindex(4), lua_upvalueindex(5), &start);
    int base = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_pushvalue(L, lua_upvalueindex(5));
    lua_call(L, 5, LUA_MULTRET);
    read_results(L, base + 1, lua_gettop(L) - base, out);
    return 0;
}

void lua_method_move(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    LuaMethod *m = ctx->state;
    lua_arena_restore(m->arena); /* as the script was when it had loaded */
    lua_State *L = m->L;
    m->ctx = ctx;
    m->trace = trace;
    m->body_x = body->x;
    m->body_y = body->y;
    m->spent = 0;
    m->over = false;
    m->phase = "move()";
    lua_sethook(L, lua_method_budget_hook, LUA_MASKCOUNT, LUA_HOOK_EVERY);
    lua_arena_refusals(m->arena);
    MoveOut out = {0};
    lua_pushvalue(L, 1);
    lua_pushlightuserdata(L, &out);
    lua_pushnumber(L, dx);
    lua_pushnumber(L, dy);
    lua_pushnumber(L, body->w);
    lua_pushnumber(L, body->h);
    int status = lua_pcall(L, 5, 0, 0);
    m->ctx = NULL;
    m->trace = NULL;
    if (status != LUA_OK) {
        lua_method_set_error(m, L, status, m->error, sizeof m->error);
        m->failed = true;
        lua_settop(L, 1);
        if (info) *info = (MoveInfo){0.0f, 0, 0};
        trace_note(trace, "%s", m->error);
        return;
    }
    m->failed = false;
    body->x = (float)out.x;
    body->y = (float)out.y;
    float t = 1.0f;
    if (out.has_t) t = (float)out.t;
    else if (dx != 0.0f || dy != 0.0f) {
        /* How far along the wanted move the body got, from 0 to 1. */
        double along = ((out.x - m->body_x) * dx + (out.y - m->body_y) * dy) / ((double)dx * dx + (double)dy * dy);
        t = (float)(along < 0 ? 0 : along > 1 ? 1 : along);
    }
    int hits = out.has_hits ? (int)out.hits : (t < 1.0f ? 1 : 0);
    if (info) *info = (MoveInfo){t, hits, (unsigned)out.flags};
    if (trace) {
        if (out.has_normal) {
            float half = 0.5f * (float)ctx->map->tile;
            trace_shape(trace, TRACE_NORMAL, body->x, body->y, body->x + (float)out.nx * half,
                        body->y + (float)out.ny * half);
        }
        if (!trace->note[0]) trace_note(trace, "move(): t %.2f, %d hit%s", (double)t, hits, hits == 1 ? "" : "s");
    }
}

const char *lua_method_error(const void *state)
{
    const LuaMethod *m = state;
    if (m->step_failed) return m->step_error;
    return m->failed ? m->error : NULL;
}
