/* import_file.c: bounded file reading and error filling for the importers (see
 * import_file.h). */
#define _POSIX_C_SOURCE 200809L
#include "import/import_file.h"
#include "core/base/file_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
    size_t left = *budget < IMPORT_READ_MAX ? IMPORT_READ_MAX - *budget : 0;
    char *text;
    FileRead got = file_read_all(path, left < IMPORT_FILE_MAX ? left : IMPORT_FILE_MAX, &text, len);
    if (got == FILE_READ_OK) {
        *budget += *len;
        return text;
    }
    const char *why = file_read_why(got);
    if (got == FILE_READ_TOO_BIG)
        why =
            *len > IMPORT_FILE_MAX ? "larger than the 4 MB collide reads" : "the map and the files it names pass 16 MB";
    snprintf(why_out, why_cap, "%s", why);
    return NULL;
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
