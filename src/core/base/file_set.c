/* file_set.c: a run's inputs and outputs compared by identity and by name (see file_set.h). */
#define _XOPEN_SOURCE 700
#include "core/base/file_set.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#define LINK_HOPS_MAX 40 /* as the kernel's own limit on links followed */

static char *joined(const char *dir, size_t dir_len, const char *name)
{
    size_t n = strlen(name);
    char *out = malloc(dir_len + n + 2);
    if (!out) return NULL;
    memcpy(out, dir, dir_len);
    out[dir_len] = '/';
    memcpy(out + dir_len + 1, name, n + 1);
    return out;
}

/* What the link at `path` points at, relative to the link's folder; NULL when it is not one. */
static char *link_next(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode)) return NULL;
    size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : 256;
    char *to = malloc(cap);
    ssize_t n = to ? readlink(path, to, cap) : -1;
    if (n < 0 || (size_t)n >= cap) return free(to), NULL;
    to[n] = '\0';
    const char *slash = strrchr(path, '/');
    if (to[0] == '/' || !slash) return to;
    char *out = joined(path, (size_t)(slash - path), to);
    free(to);
    return out;
}

char *file_link_target(const char *path)
{
    char *p = strdup(path);
    for (int hop = 0; p && hop < LINK_HOPS_MAX; hop++) {
        char *next = link_next(p);
        if (!next) break;
        free(p);
        p = next;
    }
    return p;
}

char *file_target(const char *path)
{
    char *p = file_link_target(path);
    if (!p) return NULL;
    const char *slash = strrchr(p, '/');
    const char *base = slash ? slash + 1 : p;
    char *dir = slash ? strndup(p, slash == p ? 1 : (size_t)(slash - p)) : strdup(".");
    char *real = dir ? realpath(dir, NULL) : NULL;
    char *out = NULL;
    if (real && *base && strcmp(base, ".") != 0 && strcmp(base, "..") != 0)
        out = joined(real, strcmp(real, "/") == 0 ? 0 : strlen(real), base);
    free(dir);
    free(real);
    if (out) return free(p), out;
    return p;
}

bool file_set_add(FileSet *s, const char *path, const char *role, bool output)
{
    if (!path) return true;
    if (s->count == s->cap) {
        int cap = s->cap ? s->cap * 2 : 8;
        FileSetEntry *more = realloc(s->entry, (size_t)cap * sizeof *more);
        if (!more) return false;
        s->entry = more, s->cap = cap;
    }
    FileSetEntry *e = &s->entry[s->count];
    *e = (FileSetEntry){.given = strdup(path), .where = file_target(path), .role = role, .output = output};
    if (!e->given || !e->where) {
        free(e->given);
        free(e->where);
        return false;
    }
    struct stat st;
    if (stat(path, &st) == 0) e->exists = true, e->dev = (unsigned long long)st.st_dev, e->ino = st.st_ino;
    s->count++;
    return true;
}

static bool same(const FileSetEntry *a, const FileSetEntry *b)
{
    if (a->exists && b->exists && a->dev == b->dev && a->ino == b->ino) return true;
    return strcmp(a->where, b->where) == 0;
}

bool file_set_check(const FileSet *s, char *why, size_t cap)
{
    for (int i = 0; i < s->count; i++) {
        const FileSetEntry *a = &s->entry[i];
        for (int j = 0; j < s->count; j++) {
            const FileSetEntry *b = &s->entry[j];
            if (i == j || !a->output || (b->output && j < i) || !same(a, b)) continue;
            bool named = strcmp(a->given, b->given) != 0; /* say the other name when it differs */
            snprintf(why, cap, "%s: will not write %s: %s%s%s%s%s%s", a->role, a->given, b->output ? "" : "it is ",
                     b->role, b->output ? " writes it too" : "", named ? " (" : "", named ? b->given : "",
                     named ? ")" : "");
            return false;
        }
    }
    return true;
}

void file_set_free(FileSet *s)
{
    for (int i = 0; i < s->count; i++) free(s->entry[i].given), free(s->entry[i].where);
    free(s->entry);
    *s = (FileSet){0};
}

bool file_output_ok(const char *path, const char *ext, char *why, size_t cap)
{
    size_t n = strlen(path), k = strlen(ext);
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return snprintf(why, cap, "cannot write %s: not a regular file", path), false;
    if (strlen(base) <= k || strcasecmp(path + n - k, ext) != 0)
        return snprintf(why, cap, "give a name ending in %s, got '%s'", ext, path), false;
    char *target = file_target(path);
    if (!target) return snprintf(why, cap, "cannot write %s: out of memory", path), false;
    char *end = strrchr(target, '/');
    if (end == target) end++;
    char keep = end ? *end : 0;
    if (end) *end = '\0';
    const char *dir = end ? target : ".";
    bool ok = false;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        snprintf(why, cap, "cannot write %s: there is no folder %s", path, dir);
    else if (access(dir, W_OK | X_OK) != 0)
        snprintf(why, cap, "cannot write %s: the folder %s is not writable", path, dir);
    else ok = true;
    if (end) *end = keep;
    free(target);
    return ok;
}
