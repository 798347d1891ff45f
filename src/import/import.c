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
#include "import/import_map.h"
#include "import/import_rules.h"
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

bool import_own_spawn(Map *m, const ImportOptions *opt, const char *path, char *note, size_t note_cap, MapError *err)
{
    if (!opt || !opt->spawn_given) return true;
    ImportStart none = {.noun = "spawn object", .whole = "map"};
    ImportSpawn sp;
    char how[128];
    if (!import_spawn_place(m->cells, m->w, m->h, m->tile, opt, &none, &sp, how, sizeof how, path, err)) return false;
    m->spawn_x = sp.x;
    m->spawn_y = sp.y;
    m->spawn_offset = sp.exact;
    m->spawn_dx = sp.dx;
    m->spawn_dy = sp.dy;
    size_t n = 0;
    if (note && note_cap) {
        note[0] = '\0';
        import_note_add(note, note_cap, &n, "%s: the player starts in cell %d,%d (%s)", path, sp.x, sp.y, how);
    }
    return true;
}

/* collide's own map, with --spawn's start when it is given; `out` changes only on success. */
static bool load_own(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                     size_t note_cap, MapError *err)
{
    if (!opt || !opt->spawn_given) return map_parse(out, text, len, path, err);
    Map m = {0};
    if (!map_parse(&m, text, len, path, err)) return false;
    if (!import_own_spawn(&m, opt, path, note, note_cap, err)) {
        map_free(&m);
        return false;
    }
    map_free(out);
    *out = m; /* the cells move to `out` */
    return true;
}

/* The first option given that `format` does not take, and the format it goes with. */
static const char *stray_option(const ImportOptions *opt, char format, const char **belongs)
{
    if (!opt) return NULL;
    *belongs = "an LDtk project (.ldtk)";
    if (format != 'L' && opt->level) return "--level";
    if (format != 'L' && opt->solid_values) return "--solid-values";
    *belongs = "a Tiled map (.tmx, .tmj)";
    if (format != 'T' && opt->solid_property) return "--solid-property";
    *belongs = "a Tiled or LDtk level";
    if (format == 'M' && opt->layers) return "--layer";
    if (format == 'M' && opt->rules) return "--rules";
    if (format == 'M' && opt->spawn_object) return "--spawn-object";
    return NULL;
}

bool import_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                  size_t note_cap, MapError *err)
{
    char c = first_byte(text, len);
    if (note && note_cap) note[0] = '\0';
    bool ldtk = c == '{' && (top_level_key(text, len, "jsonVersion") || top_level_key(text, len, "__header__") ||
                             top_level_key(text, len, "layerInstances"));
    char format = ldtk ? 'L' : c == '{' || c == '<' ? 'T' : 'M';
    if (format == 'M' && (import_has_extension(path, ".tmx") || import_has_extension(path, ".tmj") ||
                          import_has_extension(path, ".ldtk")))
        return import_fail(err, path, 1, 1, "expected a %s file, which starts with '%c'",
                           import_has_extension(path, ".tmx") ? "Tiled XML" : "JSON",
                           import_has_extension(path, ".tmx") ? '<' : '{');
    const char *belongs, *stray = stray_option(opt, format, &belongs);
    if (stray)
        return import_fail(err, path, 0, 0, "%s goes with %s; this is %s", stray, belongs,
                           format == 'L' ? "an LDtk project" : format == 'T' ? "a Tiled map" : "a collide map");
    if (format == 'M') return load_own(out, text, len, path, opt, note, note_cap, err);
    Rules *rules = malloc(sizeof *rules);
    if (!rules) return import_fail(err, path, 0, 0, "out of memory");
    bool ok = import_rules_read(rules, opt, err) &&
              (format == 'L' ? ldtk_parse_with(out, text, len, path, opt, rules, note, note_cap, err)
                             : tiled_parse_with(out, text, len, path, opt, rules, note, note_cap, err));
    free(rules);
    return ok;
}

bool import_load(Map *out, const char *path, const ImportOptions *opt, char *note, size_t note_cap, MapError *err)
{
    return import_load_with(import_parse, out, path, opt, note, note_cap, err);
}
