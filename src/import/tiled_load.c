/* tiled_load.c: a Tiled map from its file: read with bounds (regular files only, at
 * most TILED_FILE_MAX bytes each), handed to the reader its extension calls for, its
 * external tilesets read next to it (one level: a tileset cannot name another), then
 * built into a Map. */
#define _POSIX_C_SOURCE 200809L
#include "import/tiled.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "import/tiled_build.h"
#include "import/tiled_formats.h"

static bool has_extension(const char *path, const char *ext)
{
    size_t n = strlen(path), k = strlen(ext);
    return n > k && strcasecmp(path + n - k, ext) == 0;
}

bool tiled_is_map_path(const char *path)
{
    return path && (has_extension(path, ".tmx") || has_extension(path, ".tmj"));
}

/* The whole file, malloc'ed; errors are reported at `line` of the file being read. */
static char *read_file(TiledModel *m, const char *path, bool tileset, int line, size_t *len)
{
    /* Non-blocking: a FIFO named as a tileset must not hang the load. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    const char *why = NULL;
    char *text = NULL;
    if (fd < 0) why = strerror(errno);
    else if (fstat(fd, &st) != 0) why = strerror(errno);
    else if (!S_ISREG(st.st_mode)) why = "not a regular file";
    else if (st.st_size > (off_t)TILED_FILE_MAX) why = "larger than the 4 MB collide reads";
    else if (m->bytes_read + (size_t)st.st_size > TILED_READ_MAX) why = "the map and its tilesets pass 16 MB";
    else if (!(text = malloc((size_t)st.st_size + 1))) why = "out of memory";
    size_t n = 0;
    while (!why) {
        ssize_t got = read(fd, text + n, (size_t)st.st_size + 1 - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) why = strerror(errno);
        else if (got == 0) break;
        else if ((n += (size_t)got) > (size_t)st.st_size) why = "the file grew while it was read";
    }
    if (fd >= 0) close(fd);
    if (why) {
        free(text);
        if (tileset) tiled_fail(m, line, 0, "cannot read tileset %s: %s", path, why);
        else tiled_fail(m, line, 0, "cannot read the map: %s", why);
        return NULL;
    }
    m->bytes_read += n;
    *len = n;
    return text;
}

/* Where an external tileset is: its source taken relative to the map's folder. */
static bool resolve(TiledModel *m, const TiledTileset *ts, char *out, size_t cap)
{
    const char *slash = strrchr(m->path, '/');
    int dir = ts->source[0] == '/' || !slash ? 0 : (int)(slash - m->path) + 1;
    size_t need = (size_t)dir + strlen(ts->source);
    if (need >= cap) return tiled_fail(m, ts->line, 0, "tileset source path too long");
    memcpy(out, m->path, (size_t)dir);
    memcpy(out + dir, ts->source, strlen(ts->source) + 1);
    return true;
}

static bool load_external_tilesets(TiledModel *m)
{
    for (int k = 0; k < m->tileset_count; k++) {
        TiledTileset *ts = &m->tilesets[k];
        if (!ts->source[0]) continue;
        char path[TILED_PATH_MAX + 256];
        size_t len;
        bool xml = has_extension(ts->source, ".tsx");
        if (!xml && !has_extension(ts->source, ".tsj") && !has_extension(ts->source, ".json"))
            return tiled_fail(m, ts->line, 0, "tileset '%.64s': expected a .tsx, .tsj or .json file", ts->source);
        if (!resolve(m, ts, path, sizeof path)) return false;
        char *text = read_file(m, path, true, ts->line, &len);
        if (!text) return false;
        m->file = path;
        bool ok = xml ? tmx_read_tileset(m, ts, text, len) : tmj_read_tileset(m, ts, text, len);
        m->file = m->path;
        free(text);
        if (!ok) return false;
    }
    return true;
}

static TiledModel *model_new(const char *path, MapError *err)
{
    TiledModel *m = calloc(1, sizeof *m);
    if (m) {
        m->path = m->file = path;
        m->err = err;
    } else if (err) {
        *err = (MapError){.line = 0};
        snprintf(err->file, sizeof err->file, "%s", path);
        snprintf(err->msg, sizeof err->msg, "out of memory");
    }
    return m;
}

static bool import(TiledModel *m, const char *text, size_t len, const char *layer, Map *out, char *note,
                   size_t note_cap)
{
    bool ok;
    if (has_extension(m->path, ".tmx")) ok = tmx_read_map(m, text, len);
    else if (has_extension(m->path, ".tmj")) ok = tmj_read_map(m, text, len);
    else ok = tiled_fail(m, 0, 0, "not a Tiled map name (expected .tmx or .tmj)");
    return ok && load_external_tilesets(m) && tiled_build(m, layer, out, note, note_cap);
}

bool tiled_parse(Map *out, const char *text, size_t len, const char *path, const char *layer, char *note,
                 size_t note_cap, MapError *err)
{
    TiledModel *m = model_new(path, err);
    if (!m) return false;
    bool ok = import(m, text, len, layer, out, note, note_cap);
    tiled_model_free(m);
    free(m);
    return ok;
}

bool tiled_load(Map *out, const char *path, const char *layer, char *note, size_t note_cap, MapError *err)
{
    TiledModel *m = model_new(path, err);
    if (!m) return false;
    size_t len;
    char *text = read_file(m, path, false, 0, &len);
    bool ok = text && import(m, text, len, layer, out, note, note_cap);
    free(text);
    tiled_model_free(m);
    free(m);
    return ok;
}
