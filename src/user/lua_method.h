/* lua_method.h: a Lua script as a method, inside src/user: the state one script keeps
 * (its arena, its declaration, the move in progress), shared by the loader and the move
 * (lua_method.c) and the game's step (lua_step.c), the declaration's reader (lua_declaration.c), the sandbox
 * (lua_sandbox.c) and what a script sees of the world (lua_view.c). Outside src/user, user_method.h is the face. */
#ifndef COLLIDE_LUA_METHOD_H
#define COLLIDE_LUA_METHOD_H

#include <lua.h>

#include "core/resolver.h"
#include "user/lua_arena.h"
#include "user/user_limits.h"

#define LUA_NAME_MAX 24 /* a method's name, terminator included (a map's suggest line holds as much) */
#define LUA_SHORT_MAX 9 /* a short name: 8 characters */
#define LUA_TITLE_MAX 40
#define LUA_LINE_MAX 160         /* how, weakness */
#define LUA_HOOK_EVERY 1000      /* instructions between two looks at the budget */
#define LUA_FULL_GC_COST 1000000 /* instructions a collection of the full arena counts as */

typedef struct LuaMethod {
    LuaArena *arena;
    lua_State *L;
    char file[64]; /* the script's file name, as messages give it: "mymethod.lua" */
    /* What the script declared. */
    char name[LUA_NAME_MAX], short_name[LUA_SHORT_MAX], title[LUA_TITLE_MAX];
    char how[LUA_LINE_MAX], weakness[LUA_LINE_MAX];
    BodyModel model;
    float size_tiles;
    ResolverColour colour;
    int move_line; /* where move() is defined, for messages about what it returned */
    /* Where `require` finds files: a folder on disk, or the files a recording gave. */
    const char *dir;
    const UserFile *given;
    int given_count;
    /* The files read: [0] the script, then the required ones (text malloc'ed, names too). */
    UserFile files[USER_FILES_MAX];
    int file_count;
    bool loading; /* require works only while the script's top level runs */
    /* The move in progress. */
    const ResolveCtx *ctx;
    Trace *trace;
    float body_x, body_y; /* where it started */
    long spent;           /* instructions so far, in steps of LUA_HOOK_EVERY */
    bool over;            /* past the budget: every instruction raises the error again */
    const char *phase;    /* "move()" or "the script's top level", for the budget's message */
    char error[USER_ERROR_MAX];
    bool failed; /* the last move raised `error` */
    /* The game's own step(body, input), when the declaration has one (lua_step.c). */
    bool has_step;
    int step_ref, step_line; /* the function, in the registry; where it is defined */
    char step_error[USER_ERROR_MAX];
    bool step_failed;
} LuaMethod;

/// The LuaMethod a state belongs to (kept in its extra space).
static inline LuaMethod *lua_method_of(lua_State *L)
{
    return *(LuaMethod **)lua_getextraspace(L);
}

/// Load a script from files[0] (the others are what it may require, by name; `dir` is
/// where require looks on disk instead when not NULL). NULL and "FILE:LINE: message".
LuaMethod *lua_method_load(const UserFile *files, int count, const char *dir, char *err, size_t err_cap);
void lua_method_free(LuaMethod *m);
/// The ResolverInfo.resolve of a script (ctx->state is the LuaMethod).
void lua_method_move(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace);
/// The ResolverInfo.error of a script: its last step's error, else its last move's.
const char *lua_method_error(const void *state);
/// The ResolverInfo.step of a script that declares step(body, input) (lua_step.c): it
/// runs from the state the script had when it had loaded, under the same budget as a move.
bool lua_method_step(void *state, const MotionState *s, const MotionInput *in, float *vx, float *vy);
/// The instruction budget's hook, and a failed call's message (lua_method.c).
void lua_method_budget_hook(lua_State *L, lua_Debug *ar);
void lua_method_set_error(LuaMethod *m, lua_State *L, int status, char *err, size_t cap);

/// The declaration the script's top level returned (stack index 1), checked, into m; a
/// bad field raises "FILE:LINE: method.FIELD ..." (lua_declaration.c). Leaves move() on top;
/// a step() goes to the registry.
void lua_declaration_read(lua_State *L, LuaMethod *m);
/// Open the libraries a script may use, without what could read or write files, run
/// commands, see the clock or addresses, or run for ever in C (lua_sandbox.c). In a
/// protected call.
void lua_sandbox_open(lua_State *L);
/// Push the tables a move gets: body, map (read-only) and trace (lua_view.c). In a
/// protected call; leaves them in this order on the stack.
void lua_view_push(lua_State *L);
/// Before a move: the body's fields and the map's size in the tables lua_view_push made,
/// at stack indices `body`, `map_fields` and `trace`.
void lua_view_set(lua_State *L, int body, int map_fields, int trace, const Body *b);

#endif
