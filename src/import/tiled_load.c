/* tiled_load.c: a Tiled map from its text: handed to the XML or JSON reader by its
 * first byte, its external tilesets read next to it (bounded reads, one level: a
 * tileset cannot name another), then built into a Map. */
#include "import/tiled.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/file_set.h"
#include "import/tiled_build.h"
#include "import/tiled_formats.h"
#include "import/import_rules.h"

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

bool tiled_read_external(TiledModel *m, TiledTileset *ts)
{
    char path[TILED_PATH_MAX + 4096], why[128]; /* the map's folder (PATH_MAX) and the source */
    size_t len;
    bool xml = import_has_extension(ts->source, ".tsx");
    if (!xml && !import_has_extension(ts->source, ".tsj") && !import_has_extension(ts->source, ".json"))
        return tiled_fail(m, ts->line, 0, "tileset '%.64s': expected a .tsx, .tsj or .json file", ts->source);
    if (!resolve(m, ts, path, sizeof path)) return false;
    if (m->opt && m->opt->read && !file_set_add(m->opt->read, path, "a tileset of the map", false))
        return tiled_fail(m, ts->line, 0, "out of memory");
    char *text = import_read_file(path, &m->bytes_read, &len, why, sizeof why);
    if (!text) return tiled_fail(m, ts->line, 0, "cannot read tileset %s: %s", path, why);
    const char *was = m->file;
    m->file = path;
    bool ok = xml ? tmx_read_tileset(m, ts, text, len) : tmj_read_tileset(m, ts, text, len);
    m->file = was;
    free(text);
    return ok;
}

bool tiled_parse_with(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, Rules *rules,
                      char *note, size_t note_cap, MapError *err)
{
    TiledModel *m = calloc(1, sizeof *m);
    if (!m) return import_fail(err, path, 0, 0, "out of memory");
    m->path = m->file = path;
    m->err = err;
    m->opt = opt;
    m->rules = rules;
    m->bytes_read = len;
    size_t at = 0;
    while (at < len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n')) at++;
    bool xml = at < len && text[at] == '<';
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) xml = len > 3 && text[3] == '<';
    bool ok = (xml ? tmx_read_map(m, text, len) : tmj_read_map(m, text, len)) && tiled_chunks_place(m) &&
              tiled_build(m, out, note, note_cap);
    tiled_model_free(m);
    free(m);
    return ok;
}

bool tiled_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                 size_t note_cap, MapError *err)
{
    Rules *rules = malloc(sizeof *rules);
    if (!rules) return import_fail(err, path, 0, 0, "out of memory");
    bool ok = import_rules_read(rules, opt, err) &&
              tiled_parse_with(out, text, len, path, opt, rules, note, note_cap, err);
    free(rules);
    return ok;
}

bool tiled_load(Map *out, const char *path, const ImportOptions *opt, char *note, size_t note_cap, MapError *err)
{
    return import_load_with(tiled_parse, out, path, opt, note, note_cap, err);
}
