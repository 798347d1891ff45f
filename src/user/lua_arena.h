/* lua_arena.h: the one block of memory a script's Lua state lives in. Lua allocates through
 * lua_arena_alloc and nothing else, so the block holds the whole state: copying it out after
 * the script has loaded and back before each move undoes whatever a move changed (a move is
 * a function of its inputs), and its size is the script's memory cap. The block is aligned
 * to its size, so an object's offset in it is its address's low bits: Lua hashes objects by
 * that offset (src/user/lua_config.h), the same in every run. */
#ifndef COLLIDE_LUA_ARENA_H
#define COLLIDE_LUA_ARENA_H

#include <stdbool.h>
#include <stddef.h>

typedef struct LuaArena LuaArena;

/// A new, empty arena of USER_LUA_ARENA_BYTES, or NULL when memory runs out.
LuaArena *lua_arena_new(void);
void lua_arena_free(LuaArena *a);
/// Lua's allocator (lua_Alloc) over the arena `ud`: never more than the arena holds.
void *lua_arena_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/// Blocks refused for want of room since the last call (each makes Lua collect all of
/// its garbage before it gives up); the count starts again from 0.
long lua_arena_refusals(LuaArena *a);
/// Keep a copy of the arena as it is now; false when memory runs out.
bool lua_arena_snapshot(LuaArena *a);
/// Bytes the last snapshot holds (0 without one): what each restore copies.
size_t lua_arena_snapshot_bytes(const LuaArena *a);
/// Put the arena back as the last snapshot had it (nothing without one).
void lua_arena_restore(LuaArena *a);

#endif
