/* user_support.h: what the user methods' tests share: a script written to a fresh folder
 * and loaded, a move through the door every method goes through, and the example methods. */
#ifndef COLLIDE_USER_SUPPORT_H
#define COLLIDE_USER_SUPPORT_H

#include "core/map.h"
#include "core/resolver.h"
#include "user/user_method.h"

#ifndef EXAMPLES_DIR
#define EXAMPLES_DIR "build/examples"
#endif

/// `text` written as DIR/`name` in a fresh folder (its path in `path`), then loaded: the
/// method, or NULL with the message in `err`.
UserMethod *script_load(const char *name, const char *text, char *path, size_t path_cap, char *err, size_t err_cap);
/// script_load that must succeed (asserts, naming the message).
UserMethod *script_ok(const char *text);
/// The shipped example methods/NAME loaded (asserts).
UserMethod *example_load(const char *name);
/// A map from its text (asserts that it parses).
void map_from_text(Map *map, const char *text);
/// `b` moved by (dx, dy) on `map` with `m` through method_move; `trace` may be NULL.
Body user_move(const UserMethod *m, const Map *map, Body b, float dx, float dy, MoveInfo *mi, Trace *trace);
/// The method's body centred on the map's spawn.
Body spawn_body(const UserMethod *m, const Map *map);

#endif
