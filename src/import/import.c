/* import.c: which reader a level file needs, by its content (see import.h): XML is a
 * Tiled map, JSON an LDtk project when its top level has LDtk's keys and a Tiled map
 * otherwise, anything else collide's own format. */
#define _POSIX_C_SOURCE 200809L
#include "import/import.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "import/import_file.h"
#include "import/ldtk.h"
#include "import/tiled.h"

/* The first byte that is not a BOM or a blank, or 0. */
static char first_byte(const char *text, size_t len)
{
    size_t at = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    while (at < len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n')) at++;
    return at < len ? text[at] : 0;
}

bool import_claims(const char *path)
{
    static const char *const names[] = {".tmx", ".tmj", ".json", ".ldtk", ".ldtkl"};
    if (!path) return false;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (import_has_extension(path, names[k])) return true;
    /* Any other name: a peek at its first bytes (non-blocking, regular files only). */
    char head[64];
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    ssize_t got = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? read(fd, head, sizeof head) : -1;
    if (fd >= 0) close(fd);
    char c = got > 0 ? first_byte(head, (size_t)got) : 0;
    return c == '<' || c == '{';
}

/* Does the JSON document have `key` among its top-level keys? A scan, not a parse:
 * strings are skipped, and only a string followed by ':' at depth 1 is a key. */
static bool top_level_key(const char *text, size_t len, const char *key)
{
    size_t klen = strlen(key);
    int depth = 0;
    for (size_t k = 0; k < len; k++) {
        char c = text[k];
        if (c == '{' || c == '[') depth++;
        else if (c == '}' || c == ']') depth--;
        else if (c == '"') {
            size_t start = ++k;
            while (k < len && text[k] != '"') k += text[k] == '\\' ? 2 : 1;
            if (k >= len) return false;
            size_t after = k + 1;
            while (after < len && (text[after] == ' ' || text[after] == '\n' || text[after] == '\r' ||
                                   text[after] == '\t'))
                after++;
            if (depth == 1 && after < len && text[after] == ':' && k - start == klen &&
                memcmp(text + start, key, klen) == 0)
                return true;
        }
    }
    return false;
}

bool import_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                  size_t note_cap, MapError *err)
{
    char c = first_byte(text, len);
    if (note && note_cap) note[0] = '\0';
    if (c == '{' && (top_level_key(text, len, "jsonVersion") || top_level_key(text, len, "__header__") ||
                     top_level_key(text, len, "layerInstances")))
        return ldtk_parse(out, text, len, path, opt, note, note_cap, err);
    if (c == '{' || c == '<') return tiled_parse(out, text, len, path, opt, note, note_cap, err);
    if (import_has_extension(path, ".tmx") || import_has_extension(path, ".tmj") ||
        import_has_extension(path, ".ldtk"))
        return import_fail(err, path, 1, 1, "expected a %s file, which starts with '%c'",
                           import_has_extension(path, ".tmx") ? "Tiled XML" : "JSON",
                           import_has_extension(path, ".tmx") ? '<' : '{');
    if (opt && opt->layers)
        return import_fail(err, path, 0, 0, "--layer goes with a Tiled or LDtk level; this is a collide map");
    return map_parse(out, text, len, path, err);
}

bool import_load(Map *out, const char *path, const ImportOptions *opt, char *note, size_t note_cap, MapError *err)
{
    return import_load_with(import_parse, out, path, opt, note, note_cap, err);
}
