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

#include "core/base/escape.h"

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

/* `s` as a message shows it (core/base/escape.h), cut with "..." past `cap`. */
static const char *shown(char *buf, size_t cap, const char *s)
{
    size_t n = escape_str(buf, cap - 3, s);
    if (s[n]) strcat(buf, "...");
    return buf;
}

/* The extension of the last name of `path`: from its last dot, when something comes before
 * the dot; else "" (no extension). */
static const char *name_ext(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    const char *dot = strrchr(base, '.');
    return dot && dot > base ? dot : base + strlen(base);
}

/* Is `path`'s folder, made real, one whose files are the system's, not data: /proc (where
 * /proc/self/fd/N is whatever the process has open), /sys, or /dev (but /dev/shm)? */
static bool system_folder(const char *path)
{
    static const char *const ROOTS[] = {"/proc", "/sys", "/dev"};
    const char *slash = strrchr(path, '/');
    char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
    char *real = dir ? realpath(dir, NULL) : NULL;
    bool system = false;
    for (size_t k = 0; real && k < sizeof ROOTS / sizeof *ROOTS; k++) {
        size_t n = strlen(ROOTS[k]);
        if (strncmp(real, ROOTS[k], n) == 0 && (real[n] == '\0' || real[n] == '/')) system = true;
    }
    if (real && strncmp(real, "/dev/shm", 8) == 0 && (real[8] == '\0' || real[8] == '/')) system = false;
    free(dir);
    free(real);
    return system;
}

static char *file_link_target(const char *path)
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
            char given[600], other[600];
            snprintf(why, cap, "%s: will not write %s: %s%s%s%s%s%s", a->role, shown(given, sizeof given, a->given),
                     b->output ? "" : "it is ", b->role, b->output ? " writes it too" : "", named ? " (" : "",
                     named ? shown(other, sizeof other, b->given) : "", named ? ")" : "");
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

char *file_output_target(const char *path, const char *ext, char *why, size_t cap)
{
    char to[600];
    if (!ext) ext = name_ext(path);
    char *p = strdup(path);
    int hop = 0;
    while (p) {
        if (system_folder(p)) {
            if (hop) snprintf(why, cap, "it is a link to %s, a file of the system", shown(to, sizeof to, p));
            else snprintf(why, cap, "its folder holds the system's files");
            return free(p), NULL;
        }
        char *next = link_next(p);
        if (!next) break;
        free(p);
        p = next;
        if (++hop > LINK_HOPS_MAX) return snprintf(why, cap, "its links lead round in a circle"), free(p), NULL;
    }
    if (!p) return snprintf(why, cap, "out of memory"), NULL;
    struct stat st;
    if (stat(p, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (hop) snprintf(why, cap, "it is a link to %s, not a regular file", shown(to, sizeof to, p));
        else snprintf(why, cap, "not a regular file");
    } else if (hop && strcasecmp(name_ext(p), ext) != 0) {
        if (*ext) snprintf(why, cap, "it is a link to %s, whose name does not end in %s", shown(to, sizeof to, p), ext);
        else snprintf(why, cap, "it is a link to %s, whose name has an extension", shown(to, sizeof to, p));
    } else {
        return p;
    }
    free(p);
    return NULL;
}

bool file_output_ok(const char *path, const char *ext, char *why, size_t cap)
{
    char a[600], b[600];
    size_t n = strlen(path), k = strlen(ext);
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return snprintf(why, cap, "cannot write %s: not a regular file", shown(a, sizeof a, path)), false;
    if (strlen(base) <= k || strcasecmp(path + n - k, ext) != 0)
        return snprintf(why, cap, "give a name ending in %s, got '%s'", ext, shown(a, sizeof a, path)), false;
    char *linked = file_output_target(path, ext, b, sizeof b);
    if (!linked) return snprintf(why, cap, "will not write %s: %s", shown(a, sizeof a, path), b), false;
    free(linked);
    char *target = file_target(path);
    if (!target) return snprintf(why, cap, "cannot write %s: out of memory", shown(a, sizeof a, path)), false;
    char *end = strrchr(target, '/');
    if (end == target) end++;
    char keep = end ? *end : 0;
    if (end) *end = '\0';
    const char *dir = end ? target : ".";
    bool ok = false;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        snprintf(why, cap, "cannot write %s: there is no folder %s", shown(a, sizeof a, path), shown(b, sizeof b, dir));
    else if (access(dir, W_OK | X_OK) != 0)
        snprintf(why, cap, "cannot write %s: the folder %s is not writable", shown(a, sizeof a, path),
                 shown(b, sizeof b, dir));
    else ok = true;
    if (end) *end = keep;
    free(target);
    return ok;
}
