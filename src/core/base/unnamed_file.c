/* unnamed_file.c: see unnamed_file.h. Publishing an unnamed file links it under a
 * fresh temporary name (through /proc/self/fd, which needs no privilege), then renames
 * that over the destination: rename() replaces in one step, link() cannot. */
#define _GNU_SOURCE /* O_TMPFILE, linkat */
#include "core/base/unnamed_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int named_open(const char *path, char *tmp, size_t cap)
{
    if (snprintf(tmp, cap, "%s.XXXXXX", path) >= (int)cap) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) return -1;
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask); /* as a plain fopen would have made it, not mkstemp's 0600 */
    return fd;
}

#if defined(O_TMPFILE) && !defined(__EMSCRIPTEN__) /* the page's file system has no unnamed files */
#define HAVE_UNNAMED 1
/* The folder of `path` into dir ("." when it has none). */
static bool folder_of(const char *path, char *dir, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash) return snprintf(dir, cap, ".") < (int)cap;
    size_t len = slash == path ? 1 : (size_t)(slash - path);
    if (len >= cap) return false;
    memcpy(dir, path, len);
    dir[len] = '\0';
    return true;
}
#endif

int unnamed_file_open(const char *path, char *tmp, size_t cap)
{
    if (cap < strlen(path) + UNNAMED_FILE_EXTRA) {
        errno = ENAMETOOLONG;
        return -1;
    }
#ifdef HAVE_UNNAMED
    /* The folder's name fits in tmp, which is longer than path. */
    if (folder_of(path, tmp, cap) && access("/proc/self/fd", X_OK) == 0) {
        int fd = open(tmp, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (fd >= 0) {
            tmp[0] = '\0';
            return fd;
        }
        /* EOPNOTSUPP, EISDIR or EINVAL: a file system without unnamed files. */
    }
#endif
    return named_open(path, tmp, cap);
}

bool unnamed_file_publish(int fd, const char *tmp, const char *path)
{
    if (tmp[0]) return rename(tmp, path) == 0;
#ifdef HAVE_UNNAMED
    char proc[64], name[4096 + UNNAMED_FILE_EXTRA];
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
    for (unsigned k = 0; k < 100; k++) {
        if (snprintf(name, sizeof name, "%s.%ld-%u", path, (long)getpid(), k) >= (int)sizeof name) {
            errno = ENAMETOOLONG;
            return false;
        }
        if (linkat(AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0) {
            if (rename(name, path) == 0) return true;
            int e = errno;
            unlink(name);
            errno = e;
            return false;
        }
        if (errno != EEXIST) return false;
    }
    errno = EEXIST;
    return false;
#else
    (void)fd;
    errno = EINVAL;
    return false;
#endif
}

void unnamed_file_discard(const char *tmp)
{
    if (tmp[0]) unlink(tmp);
}
