/* ldtk_load.c: an LDtk project (or a lone .ldtkl level) into a Map (docs/ldtk.md): the
 * level --level picks (the first by default), its layers from the project or from its
 * own level file (inside the project's folder, read with the same bounds), the spawn,
 * and the note. */
#define _XOPEN_SOURCE 700
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/file_set.h"
#include "import/import_file.h"
#include "import/import_json.h"
#include "import/import_map.h"
#include "import/import_rules.h"
#include "import/ldtk.h"
#include "import/ldtk_model.h"
#include "import/spawn_pick.h"

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) && v->valuestring ? v->valuestring : NULL;
}

/* The project's levels: "levels", or the first world's in a multi-world project. */
static const cJSON *levels_of(const cJSON *root)
{
    const cJSON *levels = cJSON_GetObjectItemCaseSensitive(root, "levels");
    if (cJSON_GetArraySize(levels) > 0) return levels;
    const cJSON *world = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "worlds"), 0);
    return cJSON_GetObjectItemCaseSensitive(world, "levels");
}

/* --level NAME or N (0 is the first, as LDtk numbers Level_0); the first by default. */
static const cJSON *pick_level(LdtkLevel *l, const cJSON *levels, int *index)
{
    const char *want = l->opt && l->opt->level ? l->opt->level : NULL;
    int count = cJSON_GetArraySize(levels), k = 0;
    const cJSON *lv;
    if (count < 1) {
        ldtk_fail(l, "the project has no level");
        return NULL;
    }
    *index = 0;
    if (!want) return cJSON_GetArrayItem(levels, 0);
    cJSON_ArrayForEach(lv, levels)
    {
        const char *id = str_of(lv, "identifier");
        if (id && strcmp(id, want) == 0) return *index = k, lv;
        k++;
    }
    char *end;
    long n = strtol(want, &end, 10);
    if (want[0] >= '0' && want[0] <= '9' && !*end && n < count) return *index = (int)n, cJSON_GetArrayItem(levels, (int)n);
    char names[200] = "";
    size_t len = 0;
    k = 0;
    cJSON_ArrayForEach(lv, levels)
    {
        const char *id = str_of(lv, "identifier");
        import_note_add(names, sizeof names, &len, "%s'%.32s'", k++ ? ", " : "", id ? id : "");
    }
    ldtk_fail(l, "--level '%.40s': no level of that name or number; the levels are %s (0 to %d)", want, names,
              count - 1);
    return NULL;
}

/* A level file's place: relative to the project's folder and inside it (no '..', not
 * absolute, and no link out of it). */
static bool level_file(LdtkLevel *l, const char *rel, char *out, size_t cap)
{
    char dir[LDTK_PATH_MAX], real_dir[PATH_MAX], real_file[PATH_MAX];
    const char *slash = strrchr(l->path, '/');
    size_t dn = slash ? (size_t)(slash - l->path) : 0;
    bool dots = strcmp(rel, "..") == 0 || strncmp(rel, "../", 3) == 0 || strstr(rel, "/../") ||
                (strlen(rel) >= 3 && strcmp(rel + strlen(rel) - 3, "/..") == 0);
    if (!rel[0] || rel[0] == '/' || strchr(rel, '\\') || dots)
        return ldtk_fail(l, "level file '%.64s' is outside the project's folder", rel);
    if (dn >= sizeof dir || dn + strlen(rel) + 2 > cap) return ldtk_fail(l, "level file path too long");
    if (slash) snprintf(dir, sizeof dir, "%.*s", (int)dn, l->path);
    else snprintf(dir, sizeof dir, ".");
    snprintf(out, cap, "%s/%s", dir, rel);
    if (!realpath(dir, real_dir) || !realpath(out, real_file)) return true; /* the read says why */
    size_t rn = strlen(real_dir);
    if (strncmp(real_file, real_dir, rn) != 0 || (real_file[rn] != '/' && strcmp(real_dir, "/") != 0))
        return ldtk_fail(l, "level file '%.64s' leads outside the project's folder", rel);
    return true;
}

/* The level's layers, read from its own file when the project keeps levels apart. */
static bool read_level(LdtkLevel *l, const cJSON *level, const char *where)
{
    const cJSON *layers = cJSON_GetObjectItemCaseSensitive(level, "layerInstances");
    const char *rel = str_of(level, "externalRelPath");
    if (cJSON_IsArray(layers) || !rel) return ldtk_read_layers(l, layers, where);
    char path[LDTK_PATH_MAX + 8], why[128];
    size_t len;
    if (!level_file(l, rel, path, sizeof path)) return false;
    if (l->opt && l->opt->read && !file_set_add(l->opt->read, path, "a level file of the project", false))
        return ldtk_fail(l, "out of memory");
    char *text = import_read_file(path, &l->bytes_read, &len, why, sizeof why);
    if (!text) return ldtk_fail(l, "%s: cannot read level file %s: %s", where, path, why);
    l->file = path;
    cJSON *doc = import_json_parse(text, len, path, l->err);
    bool ok = doc && ldtk_read_layers(l, cJSON_GetObjectItemCaseSensitive(doc, "layerInstances"), "the level");
    l->file = l->path;
    cJSON_Delete(doc);
    free(text);
    return ok;
}

/* Every name --layer gives is an IntGrid layer of the level. */
static bool check_layer_names(LdtkLevel *l)
{
    const char *at = l->opt ? l->opt->layers : NULL;
    while (at && *at) {
        const char *comma = strchr(at, ',');
        size_t n = comma ? (size_t)(comma - at) : strlen(at);
        int found = -1;
        for (int k = 0; k < l->layer_count && found < 0; k++)
            if (strlen(l->layers[k].name) == n && strncasecmp(l->layers[k].name, at, n) == 0) found = k;
        if (found >= 0 && !l->layers[found].intgrid)
            return ldtk_fail(l, "--layer: '%.*s' is a%s %s layer; collide reads collision from IntGrid layers",
                             (int)(n < 40 ? n : 40), at, l->layers[found].type[0] == 'E' ? "n" : "",
                             l->layers[found].type);
        if (found < 0) {
            char names[200] = "";
            size_t len = 0;
            for (int k = 0; k < l->layer_count; k++)
                import_note_add(names, sizeof names, &len, "%s'%.32s' (%s)", k ? ", " : "", l->layers[k].name,
                                l->layers[k].type);
            return ldtk_fail(l, "--layer: no layer named '%.*s'; the layers are %s", (int)(n < 40 ? n : 40), at,
                             len ? names : "none");
        }
        at += n + (comma != NULL);
    }
    return true;
}

static void write_note(const LdtkLevel *l, const char *level, int index, int count, const ImportSpawn *sp,
                       const char *how, char *note, size_t cap)
{
    size_t n = 0;
    int blocking = 0, used = 0, left = 0;
    for (int c = 0; c < l->w * l->h; c++) blocking += l->cells[c] != 0;
    import_note_add(note, cap, &n, "%s: level '%.40s' (%d of %d): %dx%d cells of %d px, %d blocking", l->path, level,
                    index + 1, count, l->w, l->h, l->grid, blocking);
    for (int k = 0; k < l->layer_count; k++)
        if (l->layers[k].intgrid)
            import_note_add(note, cap, &n, "%s'%.40s' %d", used++ ? ", " : "; from IntGrid ", l->layers[k].name,
                            l->layers[k].made);
    for (int k = 0; k < l->layer_count; k++)
        if (!l->layers[k].intgrid)
            import_note_add(note, cap, &n, "%s'%.40s'%s", left++ ? ", " : "; left out: ", l->layers[k].name,
                            l->layers[k].ignored ? " (ignored by a rule)" : "");
    rules_note(l->rules, note, cap, &n);
    import_note_add(note, cap, &n, "; the player starts in cell %d,%d (%s)", sp->x, sp->y, how);
    if (sp->exact && how[0] != '-')
        import_note_add(note, cap, &n, " at %g,%g px", (double)(sp->x * l->grid + sp->dx),
                        (double)(sp->y * l->grid + sp->dy));
}

/* The level to read: the document itself for a lone level file, else --level's. */
static bool read_project(LdtkLevel *l, const cJSON *root, const char **name, int *index, int *count)
{
    if (cJSON_GetObjectItemCaseSensitive(root, "layerInstances")) {
        *name = str_of(root, "identifier") ? str_of(root, "identifier") : "";
        *count = 1;
        return ldtk_read_layers(l, cJSON_GetObjectItemCaseSensitive(root, "layerInstances"), "the level");
    }
    const cJSON *levels = levels_of(root), *level = pick_level(l, levels, index);
    if (!level) return false;
    char where[64];
    snprintf(where, sizeof where, "levels[%d]", *index);
    *name = str_of(level, "identifier") ? str_of(level, "identifier") : "";
    *count = cJSON_GetArraySize(levels);
    l->defs = cJSON_GetObjectItemCaseSensitive(root, "defs");
    return read_level(l, level, where);
}

bool ldtk_parse_with(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, Rules *rules,
                     char *note, size_t note_cap, MapError *err)
{
    LdtkLevel l = {.path = path, .file = path, .err = err, .opt = opt, .rules = rules, .bytes_read = len};
    cJSON *root = import_json_parse(text, len, path, err);
    const char *name = "";
    int index = 0, count = 0;
    char how[LDTK_NAME_MAX + 320], spawn_how[LDTK_NAME_MAX + 32];
    bool ok = root && read_project(&l, root, &name, &index, &count) && check_layer_names(&l);
    if (ok && !l.cells)
        ok = ldtk_fail(&l, "level '%.40s' has no IntGrid layer; collide reads collision from IntGrid layers", name);
    snprintf(spawn_how, sizeof spawn_how, "entity '%s'", l.spawn_name);
    ImportStart start = {.found = l.spawn_rank > 0, .x = l.spawn_x, .y = l.spawn_y, .name = l.spawn_name,
                         .how = spawn_how, .noun = "entity", .whole = "level", .file = path};
    ImportSpawn sp;
    ok = ok && import_spawn_place(l.cells, l.w, l.h, l.grid, opt, &start, &sp, how, sizeof how, path, err) &&
         import_make_map(out, l.cells, l.w, l.h, l.grid, &sp, path, err);
    if (ok && note && note_cap) {
        note[0] = '\0';
        write_note(&l, name, index, count, &sp, how, note, note_cap);
    }
    cJSON_Delete(root);
    free(l.cells);
    return ok;
}

bool ldtk_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                size_t note_cap, MapError *err)
{
    Rules *rules = malloc(sizeof *rules);
    if (!rules) return import_fail(err, path, 0, 0, "out of memory");
    bool ok = import_rules_read(rules, opt, err) && ldtk_parse_with(out, text, len, path, opt, rules, note, note_cap, err);
    free(rules);
    return ok;
}
