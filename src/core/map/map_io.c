/* map_io.c: the only file I/O of the core: reading a map file and writing one
 * atomically (temporary file, flush, rename), so a crash never leaves a torn map. */
#define _POSIX_C_SOURCE 200809L
#include "core/map.h"

#include <errno.h>
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

bool map_load(Map *out, const char *path, MapError *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) return io_fail(err, path, "cannot open map");
    char *text = malloc(MAP_FILE_MAX + 1);
    if (!text) {
        fclose(f);
        return io_fail(err, path, "out of memory");
    }
    size_t n = fread(text, 1, MAP_FILE_MAX + 1, f);
    bool read_error = ferror(f);
    fclose(f);
    bool ok;
    if (read_error) {
        ok = io_fail(err, path, "cannot read map");
    } else if (n > MAP_FILE_MAX) {
        if (err) {
            snprintf(err->file, sizeof err->file, "%s", path);
            err->line = err->col = 0;
            snprintf(err->msg, sizeof err->msg, "map file larger than %d bytes", MAP_FILE_MAX);
        }
        ok = false;
    } else {
        ok = map_parse(out, text, n, path, err);
    }
    free(text);
    return ok;
}

bool map_save(const Map *map, const char *path, MapError *err)
{
    /* The map is replaced by rename(): never do that to a device or a directory. */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        errno = EINVAL;
        if (err) {
            snprintf(err->file, sizeof err->file, "%s", path);
            err->line = err->col = 0;
            snprintf(err->msg, sizeof err->msg, "cannot save map: not a regular file");
        }
        return false;
    }
    size_t need = map_format(map, NULL, 0) + 1;
    char *text = malloc(need);
    if (!text) return io_fail(err, path, "out of memory");
    map_format(map, text, need);

    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        free(text);
        return io_fail(err, path, "out of memory");
    }
    snprintf(tmp, plen + 16, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    bool ok = false;
    if (fd < 0) {
        io_fail(err, path, "cannot create temporary file");
    } else {
        FILE *f = fdopen(fd, "wb");
        if (!f) {
            close(fd);
            io_fail(err, path, "cannot write map");
        } else {
            bool wrote = fwrite(text, 1, need - 1, f) == need - 1 && fflush(f) == 0 && fsync(fileno(f)) == 0;
            if (fclose(f) != 0) wrote = false;
            if (!wrote)
                io_fail(err, path, "cannot write map");
            else if (rename(tmp, path) != 0)
                io_fail(err, path, "cannot replace map");
            else
                ok = true;
        }
        if (!ok) unlink(tmp);
    }
    free(tmp);
    free(text);
    return ok;
}
