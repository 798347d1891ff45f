/* lua_config.h: what collide changes in Lua 5.4 at compile time so that a script's answers
 * are the same in every run and every native build (docs/your-method.md, "Determinism").
 * Lua's own files are compiled with `-include src/user/lua_config.h`; tools/lua_patch.sh
 * makes the few changes a macro cannot. The arena's size is here because both sides must
 * agree on it: Lua hashes an object by its offset in the arena (point2uint), and the arena
 * (src/user/lua_arena.c) is aligned to its own size so that the offset is the low bits. */
#ifndef COLLIDE_LUA_CONFIG_H
#define COLLIDE_LUA_CONFIG_H

/* A script's memory: its whole Lua state lives in one block of this size (a power of two). */
#define USER_LUA_ARENA_BYTES ((size_t)1 << 24) /* 16 MiB */
/* point2uint (tools/lua_patch.sh) keeps the low bits of an address: its offset in the arena. */
#define COLLIDE_LUA_ALIGN USER_LUA_ARENA_BYTES

/* Lua seeds its string hashes from the clock and from addresses (lstate.c), which changes
 * the order pairs() visits string keys from one run to the next: one fixed seed instead. */
#define luai_makeseed(L) ((unsigned int)0x636f6c6cu)
/* table.sort picks a random pivot (from clock() and time()) for large unbalanced parts,
 * which changes the order of equal elements: no randomness. */
#define l_randomizePivot() 0u

#endif
