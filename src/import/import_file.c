/* import_file.c: bounded file reading and error filling for the importers (see
 * import_file.h). */
#define _POSIX_C_SOURCE 200809L
#include "import/import_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/escape.h"

bool import_vfail(MapError *err, const char *file, int line, int col, const char *fmt, va_list ap)
{
    if (!err) return false;
    /* Formatted whole first, then shown by the one rule (core/base/escape.h): names,
     * values and paths from the file reach the terminal with no control or bidi mark. */
    char raw[4 * sizeof err->msg];
    vsnprintf(raw, sizeof raw, fmt, ap);
    escape_str(err->msg, sizeof err->msg, raw);
    escape_str(err->file, sizeof err->file, file ? file : "");
    err->line = line > 0 ? line : 0;
    err->col = line > 0 && col > 0 ? col : 0;
    return false;
}

bool import_fail(MapError *err, const char *file, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    import_vfail(err, file, line, col, fmt, ap);
    va_end(ap);
    return false;
}

bool import_has_extension(const char *path, const char *ext)
{
    size_t n = strlen(path), k = strlen(ext);
    return n > k && strcasecmp(path + n - k, ext) == 0;
}

char *import_read_file(const char *path, size_t *budget, size_t *len, char *why_out, size_t why_cap)
{
    /* Non-blocking: a FIFO named as a tileset or level must not hang the load. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    const char *why = NULL;
    char *text = NULL;
    if (fd < 0) why = strerror(errno);
    else if (fstat(fd, &st) != 0) why = strerror(errno);
    else if (!S_ISREG(st.st_mode)) why = "not a regular file";
    else if (st.st_size > (off_t)IMPORT_FILE_MAX) why = "larger than the 4 MB collide reads";
    else if (*budget + (size_t)st.st_size > IMPORT_READ_MAX) why = "the map and the files it names pass 16 MB";
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
        snprintf(why_out, why_cap, "%s", why);
        return NULL;
    }
    text[n] = '\0';
    *budget += n;
    *len = n;
    return text;
}

bool import_load_with(ImportParse parse, Map *out, const char *path, const ImportOptions *opt, char *note,
                      size_t note_cap, MapError *err)
{
    size_t len, budget = 0;
    char why[128];
    char *text = import_read_file(path, &budget, &len, why, sizeof why);
    if (!text) return import_fail(err, path, 0, 0, "cannot read the map: %s", why);
    bool ok = parse(out, text, len, path, opt, note, note_cap, err);
    free(text);
    return ok;
}
