/* lua_step.c: a script's step(body, input), the game's own motion (docs/your-method.md):
 * each tick, each body's velocity from the input and what its last move met. Like a move,
 * it starts from the state the script had when it had loaded and runs under the same
 * instruction budget; what it returns is checked before the world sees it. */
#include <lauxlib.h>
#include <math.h>
#include <stdio.h>

#include "user/lua_method.h"

typedef struct StepCall {
    const MotionState *s;
    const MotionInput *in;
    lua_Number vx, vy;
} StepCall;

static void field_number(lua_State *L, const char *key, lua_Number v)
{
    lua_pushnumber(L, v);
    lua_setfield(L, -2, key);
}

static void field_bool(lua_State *L, const char *key, bool v)
{
    lua_pushboolean(L, v);
    lua_setfield(L, -2, key);
}

/* One of step()'s results: a number, finite and no faster than MOTION_STEP_MAX. */
static lua_Number velocity(lua_State *L, int i, const char *key, int line)
{
    LuaMethod *m = lua_method_of(L);
    int type = key ? lua_getfield(L, i, key) : (lua_pushvalue(L, i), lua_type(L, -1));
    if (type != LUA_TNUMBER)
        luaL_error(L, "%s:%d: step() returned %s = a %s: return vx, vy (the body's velocity, px a tick)", m->file, line,
                   key ? key : "a value", lua_typename(L, type));
    lua_Number v = lua_tonumber(L, -1);
    lua_pop(L, 1);
    if (!(v >= -MOTION_STEP_MAX && v <= MOTION_STEP_MAX))
        luaL_error(L, "%s:%d: step() returned %s = %f: a velocity is a number from %d to %d px a tick", m->file, line,
                   key ? key : "a value", (double)v, -(int)MOTION_STEP_MAX, (int)MOTION_STEP_MAX);
    return v;
}

/* In a protected call: argument 1 the StepCall. */
static int step_call(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    StepCall *c = lua_touserdata(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->step_ref);
    lua_createtable(L, 0, 6);
    field_number(L, "x", c->in->x);
    field_number(L, "y", c->in->y);
    field_number(L, "vx", c->s->vx);
    field_number(L, "vy", c->s->vy);
    field_bool(L, "on_ground", c->s->ground != 0);
    lua_pushinteger(L, c->s->since_ground);
    lua_setfield(L, -2, "since_ground");
    lua_createtable(L, 0, 5);
    field_number(L, "x", c->in->dir_x);
    field_number(L, "y", c->in->dir_y);
    field_bool(L, "jump", c->in->jump);
    field_bool(L, "jump_pressed", c->in->jump_pressed);
    field_number(L, "speed", c->in->speed);
    int base = lua_gettop(L) - 3;
    lua_call(L, 2, LUA_MULTRET);
    int n = lua_gettop(L) - base, first = base + 1;
    if (n == 0 || lua_isnil(L, first))
        return luaL_error(L, "%s:%d: step() returned nothing: return vx, vy (the body's velocity, px a tick)", m->file,
                          m->step_line);
    if (lua_istable(L, first)) {
        c->vx = velocity(L, first, "vx", m->step_line);
        c->vy = velocity(L, first, "vy", m->step_line);
    } else {
        if (n < 2) return luaL_error(L, "%s:%d: step() returned only vx: return vx, vy", m->file, m->step_line);
        c->vx = velocity(L, first, NULL, m->step_line);
        c->vy = velocity(L, first + 1, NULL, m->step_line);
    }
    return 0;
}

bool lua_method_step(void *state, const MotionState *s, const MotionInput *in, float *vx, float *vy)
{
    LuaMethod *m = state;
    lua_arena_restore(m->arena); /* as the script was when it had loaded */
    lua_State *L = m->L;
    m->spent = 0;
    m->over = false;
    m->phase = "step()";
    lua_sethook(L, lua_method_budget_hook, LUA_MASKCOUNT, LUA_HOOK_EVERY);
    lua_arena_refusals(m->arena);
    StepCall call = {s, in, 0, 0};
    lua_pushcfunction(L, step_call);
    lua_pushlightuserdata(L, &call);
    int status = lua_pcall(L, 1, 0, 0);
    m->step_failed = status != LUA_OK;
    if (m->step_failed) {
        lua_method_set_error(m, L, status, m->step_error, sizeof m->step_error);
        lua_settop(L, 1);
        *vx = *vy = 0.0f;
        return false;
    }
    *vx = (float)call.vx;
    *vy = (float)call.vy;
    return true;
}
