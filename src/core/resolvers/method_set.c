/* method_set.c: see method_set.h. */
#include "core/method_set.h"

#include <stdio.h>
#include <string.h>

MethodSet method_set_builtin(void)
{
    MethodSet s = {RESOLVER_COUNT, {0}};
    for (int r = 0; r < RESOLVER_COUNT; r++) s.at[r] = resolver_info(r);
    return s;
}

MethodSet method_set_format2(void)
{
    static const char *const NAMES[] = {
        "simplest", "pixel-iteration", "line-segment", "minkowski", "grid-region", "quad-push", "directional-flag",
    };
    MethodSet builtin = method_set_builtin(), s = {0, {0}};
    for (size_t k = 0; k < sizeof NAMES / sizeof NAMES[0]; k++)
        s.at[s.count++] = method_set_at(&builtin, method_set_find(&builtin, NAMES[k]));
    return s;
}

MethodSet method_set_or_builtin(const MethodSet *set)
{
    return set && set->count > 0 ? *set : method_set_builtin();
}

const ResolverInfo *method_set_at(const MethodSet *set, int id)
{
    return id >= 0 && id < set->count ? set->at[id] : NULL;
}

int method_set_find_n(const MethodSet *set, const char *name, size_t n)
{
    for (int r = 0; r < set->count; r++)
        if (set->at[r] && strlen(set->at[r]->name) == n && memcmp(set->at[r]->name, name, n) == 0) return r;
    return -1;
}

int method_set_find(const MethodSet *set, const char *name)
{
    return method_set_find_n(set, name, strlen(name));
}

bool method_name_valid(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= METHOD_NAME_MAX) return false;
    if (!((name[0] >= 'a' && name[0] <= 'z') || (name[0] >= 'A' && name[0] <= 'Z'))) return false;
    for (size_t k = 0; k < n; k++) {
        char c = name[k];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!ok) return false;
    }
    return true;
}

bool method_set_add(MethodSet *set, const ResolverInfo *m, char *why, size_t cap)
{
    if (set->count >= METHOD_MAX) {
        snprintf(why, cap, "at most %d methods (the number keys 1-9, 0 and Shift+1 to Shift+%d)", METHOD_MAX,
                 METHOD_MAX - 10);
        return false;
    }
    if (method_set_find(set, m->name) >= 0) {
        snprintf(why, cap, "there is already a method called '%s'", m->name);
        return false;
    }
    set->at[set->count++] = m;
    return true;
}

size_t method_set_names(const MethodSet *set, char *buf, size_t cap)
{
    size_t at = 0;
    for (int r = 0; r < set->count; r++) {
        int n = snprintf(at < cap ? buf + at : NULL, at < cap ? cap - at : 0, "%s%s", r ? ", " : "",
                         set->at[r] ? set->at[r]->name : "?");
        if (n > 0) at += (size_t)n;
    }
    if (cap > 0 && at >= cap) buf[cap - 1] = '\0';
    return at;
}
