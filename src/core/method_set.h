/* method_set.h: the methods a run has, in key order: the built-ins of resolver_list.h
 * first, then any loaded at run time (a user's script or plugin). A world keeps its own
 * set, and a recording names the set it was made with, so that a method added to the
 * program later neither runs in nor changes the hashes of an older recording. */
#ifndef COLLIDE_METHOD_SET_H
#define COLLIDE_METHOD_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "core/resolver.h"

/* The number keys 1-9 and 0 choose the first ten methods, Shift+1 to Shift+6 the rest. */
#define METHOD_MAX 16
#define METHOD_NAME_MAX 32 /* bytes of a method's command-line name, with the terminator */
_Static_assert(RESOLVER_COUNT <= METHOD_MAX, "the built-ins fit in a method set");

typedef struct MethodSet {
    int count; /* 0 in a WorldConfig: the built-ins */
    const ResolverInfo *at[METHOD_MAX];
} MethodSet;

/// The built-in methods alone.
MethodSet method_set_builtin(void);
/// The built-ins that recordings of format 1 and 2 know, in their order.
MethodSet method_set_format2(void);
/// `set` itself, or the built-ins when it is empty (count 0).
MethodSet method_set_or_builtin(const MethodSet *set);
/// The method at `id`, or NULL when there is none.
const ResolverInfo *method_set_at(const MethodSet *set, int id);
/// The id of the method called `name`, or -1.
int method_set_find(const MethodSet *set, const char *name);
/// The id of the method whose name is the `n` bytes at `name`, or -1.
int method_set_find_n(const MethodSet *set, const char *name, size_t n);
/// Add `method` after the others. False, with `why`, when the set is full or has a
/// method of that name.
bool method_set_add(MethodSet *set, const ResolverInfo *method, char *why, size_t cap);
/// Is `name` usable as a method's name: 1 to METHOD_NAME_MAX - 1 bytes of letters,
/// digits, '-' and '_', starting with a letter?
bool method_name_valid(const char *name);
/// The names joined by ", " into buf (like snprintf, returns the length needed).
size_t method_set_names(const MethodSet *set, char *buf, size_t cap);

#endif
