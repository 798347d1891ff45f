/* user_method.h: a user's own collision method beside the built-ins: a Lua 5.4 script
 * (docs/your-method.md) or, natively, a C plugin built against include/collide/method.h.
 * Either becomes a ResolverInfo whose `resolve` runs the user's move through the same door
 * as the built-ins (method_move), with `state` and `error` filled.
 *
 *     char err[USER_ERROR_MAX];
 *     UserMethod *m = user_method_load("mymethod.lua", err, sizeof err);
 *     if (!m) { fprintf(stderr, "collide: %s\n", err); return EXIT_BAD_INPUT; }
 *     const ResolverInfo *info = user_method_info(m);
 *     method_move(info, &ctx, &body, dx, dy, &mi, trace);   // as any method
 *     const char *why = info->error(info->state);            // NULL, or the last move's error
 *     ...
 *     if (user_method_changed(m)) user_method_reload(m, err, sizeof err);  // the live reload
 *     user_method_free(m);
 *
 * A script's move is pure: its whole state is put back before every move, so nothing it
 * keeps changes a later answer. A script has an instruction budget per move and a memory
 * cap; a move that breaks either, raises an error or returns a position that is not finite
 * or outside the map leaves the body where it was (t = 0) and keeps the message. */
#ifndef COLLIDE_USER_METHOD_H
#define COLLIDE_USER_METHOD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/resolver.h"
#include "user/user_limits.h"

typedef struct UserMethod UserMethod;

typedef enum UserKind { USER_LUA, USER_PLUGIN } UserKind;

/// Load a method from `path`: a Lua script (.lua) or a plugin (.so). NULL when it does not
/// load, with "FILE:LINE: message" (or "FILE: message") in `err`; the caller exits 2.
UserMethod *user_method_load(const char *path, char *err, size_t err_cap);
/// A script from its files as a recording keeps them: files[0] is the script, the others
/// are what it requires (found by name, not on disk). NULL and `err` as above.
UserMethod *user_method_from_files(const UserFile *files, int count, char *err, size_t err_cap);
void user_method_free(UserMethod *m);

/// The method as the program sees it: name, caption, model, colour; `resolve`, `state`
/// and `error` filled. The pointer stays the same across reloads.
const ResolverInfo *user_method_info(const UserMethod *m);
UserKind user_method_kind(const UserMethod *m);
/// The path it was loaded from (the script's name for one made from files).
const char *user_method_path(const UserMethod *m);
/// A script's files (0 for a plugin): 0 is the script, then what it required, in order.
int user_method_file_count(const UserMethod *m);
UserFile user_method_file(const UserMethod *m, int i);
/// A content hash (FNV-1a, 64 bits): of a script's files, or of a plugin's .so bytes.
uint64_t user_method_digest(const UserMethod *m);

/// Has a file it was loaded from changed on disk since (size, time or inode)? False for a
/// method made from files.
bool user_method_changed(const UserMethod *m);
/// Load it again from disk. True when the new version runs; false when it does not load or
/// changes the method's name: the last good version keeps running, `err` says why, and
/// user_method_reload_error keeps the message until a reload succeeds.
bool user_method_reload(UserMethod *m, char *err, size_t err_cap);
/// The message of the last reload that failed, or NULL.
const char *user_method_reload_error(const UserMethod *m);

/// Bytes a script's state takes (what each move puts back); 0 for a plugin.
size_t user_method_state_bytes(const UserMethod *m);

#endif
