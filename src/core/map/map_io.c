/* map_io.c: the core's map file I/O: reading a map file, and writing one as an editor
 * should (atomically, keeping the mode, owner, symbolic and hard links), so a crash
 * never leaves a torn map. */
#define _XOPEN_SOURCE 700
#include "core/map.h"
#include "core/base/file_read.h"
#include "core/base/file_set.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAP_FILE_MAX (MAP_LINE_MAX * (MAP_MAX_H + MAP_MAX_MOVERS + 64))

static bool io_fail(MapError *err, const char *path, const char *what)
{
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "%s: %s", what, strerror(errno));
    }
    return false;
}

bool map_read_text(const char *path, char **text, size_t *len, MapError *err)
{
    FileRead got = file_read_all(path, MAP_FILE_MAX, text, len);
    if (got == FILE_READ_OK) return true;
    if (got == FILE_READ_FAILED) return io_fail(err, path, "cannot open map");
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        if (got == FILE_READ_TOO_BIG)
            snprintf(err->msg, sizeof err->msg, "map file larger than %d bytes", MAP_FILE_MAX);
        else snprintf(err->msg, sizeof err->msg, "cannot read map: %s", file_read_why(got));
    }
    return false;
}

bool map_load(Map *out, const char *path, MapError *err)
{
    char *text;
    size_t n;
    if (!map_read_text(path, &text, &n, err)) return false;
    bool ok = map_parse(out, text, n, path, err);
    free(text);
    return ok;
}

bool map_save(const Map *map, const char *path, MapError *err)
{
    size_t need = map_format(map, NULL, 0) + 1;
    char *text = malloc(need);
    if (!text) return io_fail(err, path, "out of memory");
    map_format(map, text, need);
    bool ok = map_save_text(path, text, need - 1, err);
    free(text);
    return ok;
}

static bool msg_fail(MapError *err, const char *path, const char *msg)
{
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "%s", msg);
    }
    return false;
}

/* Write all of it, then make it reach the disk: a full disk shows up here, not later. */
static bool write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        text += n;
        len -= (size_t)n;
    }
    return fsync(fd) == 0;
}

/* A new file's mode: what open(..., 0666) would give under the current umask. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* In place, for a file with other hard links (a rename would give this name a new
 * file and leave the others on the old one). The text goes to a temporary copy beside
 * it first, so a crash halfway leaves the whole new text on disk. */
static bool save_in_place(const char *target, const char *tmp, const char *text, size_t len, MapError *err)
{
    int fd = open(target, O_WRONLY | O_TRUNC);
    if (fd < 0) return io_fail(err, target, "cannot write map");
    bool ok = write_all(fd, text, len);
    if (close(fd) != 0) ok = false;
    if (!ok) return io_fail(err, target, "cannot write map (the new text is kept in the temporary file beside it)");
    unlink(tmp);
    return true;
}

bool map_save_text(const char *path, const char *text, size_t len, MapError *err)
{
    /* A symbolic link stays a link: the file it points at is the one replaced, when its
     * name keeps the map's extension (core/base/file_set.h). */
    char why[1024];
    char *target = file_output_target(path, NULL, why, sizeof why);
    if (!target) {
        if (err) {
            snprintf(err->file, sizeof err->file, "%s", path);
            err->line = err->col = 0;
            snprintf(err->msg, sizeof err->msg, "will not save the map: %.160s", why);
        }
        return false;
    }
    const char *dest = target;
    struct stat st;
    bool exists = stat(dest, &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
        free(target);
        errno = EINVAL;
        return msg_fail(err, path, "cannot save map: not a regular file");
    }
    size_t plen = strlen(dest);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        free(target);
        return io_fail(err, path, "out of memory");
    }
    snprintf(tmp, plen + 16, "%s.tmp.XXXXXX", dest);
    int fd = mkstemp(tmp);
    bool ok = false;
    if (fd < 0) {
        io_fail(err, path, "cannot create temporary file");
    } else {
        /* mkstemp makes 0600: give the file the mode (and owner) it had, or a new
         * file's usual mode. A chown that is not allowed keeps the saver as owner. */
        bool wrote = fchmod(fd, exists ? (st.st_mode & 07777) : new_file_mode()) == 0;
        if (exists && (fchown(fd, st.st_uid, st.st_gid) != 0 && errno != EPERM)) wrote = false;
        wrote = wrote && write_all(fd, text, len);
        if (close(fd) != 0) wrote = false;
        if (!wrote) io_fail(err, path, "cannot write map");
        else if (exists && st.st_nlink > 1) ok = save_in_place(dest, tmp, text, len, err);
        else if (rename(tmp, dest) != 0) io_fail(err, path, "cannot replace map");
        else ok = true;
        if (!ok && !(wrote && exists && st.st_nlink > 1)) unlink(tmp);
    }
    free(tmp);
    free(target);
    return ok;
}
