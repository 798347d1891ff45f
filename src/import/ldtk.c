/* ldtk.c: one LDtk level's layer instances read as cells (docs/ldtk.md): every IntGrid
 * layer (or those --layer names) blocks where its value is solid, all with one grid
 * size; the first entity named Player or Spawn is the spawn. */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/import_file.h"
#include "import/ldtk_model.h"

bool ldtk_fail(LdtkLevel *l, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    import_vfail(l->err, l->file ? l->file : l->path, 0, 0, fmt, ap);
    va_end(ap);
    return false;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) && v->valuestring ? v->valuestring : NULL;
}

static double num_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

/* Is `name` one of the comma-separated names in `list`? */
static bool listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *at = list; at && *at;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        if (len == n && strncasecmp(at, name, n) == 0) return true;
        at += len + (comma != NULL);
    }
    return false;
}

/* The identifier the project gives IntGrid value v of layer `layer`, or "". */
static const char *value_name(const LdtkLevel *l, const char *layer, int v)
{
    const cJSON *def, *val;
    cJSON_ArrayForEach(def, cJSON_GetObjectItemCaseSensitive(l->defs, "layers"))
    {
        const char *id = str_of(def, "identifier");
        if (!id || strcmp(id, layer) != 0) continue;
        cJSON_ArrayForEach(val, cJSON_GetObjectItemCaseSensitive(def, "intGridValues"))
        if (num_of(val, "value") == v) return str_of(val, "identifier") ? str_of(val, "identifier") : "";
    }
    return "";
}

/* The sides value v gives: --solid-values names the solid ones (numbers or identifiers),
 * else every value but 0; a value named one_way, oneway, one-way or platform is one-way. */
static uint8_t value_sides(const LdtkLevel *l, const char *layer, int v)
{
    if (v == 0) return 0;
    const char *name = value_name(l, layer, v);
    const char *want = l->opt ? l->opt->solid_values : NULL;
    char num[16];
    snprintf(num, sizeof num, "%d", v);
    if (want && want[0] && !listed(want, num) && !(name[0] && listed(want, name))) return 0;
    if (name[0] && listed("one_way,oneway,one-way,platform", name)) return SIDE_UP;
    return SIDE_ALL;
}

#define VALUE_CACHE 256 /* IntGrid values whose sides are remembered while a layer is read */

/* One IntGrid layer instance's cells ORed into the level's. */
static bool read_intgrid(LdtkLevel *l, const cJSON *li, const char *where, LdtkLayerNote *note)
{
    double cw = num_of(li, "__cWid"), ch = num_of(li, "__cHei"), gs = num_of(li, "__gridSize");
    if (!(cw >= 1 && ch >= 1 && cw <= 1e6 && ch <= 1e6 && gs >= 1 && gs <= 1e6) || floor(cw) != cw ||
        floor(ch) != ch || floor(gs) != gs)
        return ldtk_fail(l, "%s: expected whole numbers __cWid, __cHei and __gridSize", where);
    if (cw > MAP_MAX_W || ch > MAP_MAX_H)
        return ldtk_fail(l, "%s is %.0fx%.0f cells; collide's maps are 1x1 to %dx%d", where, cw, ch, MAP_MAX_W,
                         MAP_MAX_H);
    if (gs < MAP_TILE_MIN || gs > MAP_TILE_MAX)
        return ldtk_fail(l, "%s: grid size %.0f out of range (%d-%d pixels)", where, gs, MAP_TILE_MIN, MAP_TILE_MAX);
    if (l->cells && gs != l->grid)
        return ldtk_fail(l, "%s: grid size %.0f, but an IntGrid layer before it has %d; collide needs one grid size "
                            "(name the layers to read with --layer)",
                         where, gs, l->grid);
    if (l->cells && (cw != l->w || ch != l->h))
        return ldtk_fail(l, "%s is %.0fx%.0f cells, an IntGrid layer before it %dx%d", where, cw, ch, l->w, l->h);
    if (!l->cells) {
        l->w = (int)cw;
        l->h = (int)ch;
        l->grid = (int)gs;
        l->cells = calloc((size_t)l->w * (size_t)l->h, 1);
        if (!l->cells) return ldtk_fail(l, "out of memory");
    }
    const cJSON *csv = cJSON_GetObjectItemCaseSensitive(li, "intGridCsv"), *v;
    if (!cJSON_IsArray(csv)) return ldtk_fail(l, "%s has no intGridCsv (saved by LDtk before 0.8?)", where);
    int k = 0, count = l->w * l->h;
    int16_t known[VALUE_CACHE]; /* a value's sides, -1 until looked up in the project's definitions */
    memset(known, 0xff, sizeof known);
    cJSON_ArrayForEach(v, csv)
    {
        double d = cJSON_IsNumber(v) ? v->valuedouble : NAN;
        if (k == count) return ldtk_fail(l, "%s.intGridCsv has more than the %d cells of the layer", where, count);
        if (!(d >= 0 && d <= 1e9) || floor(d) != d)
            return ldtk_fail(l, "%s.intGridCsv[%d]: expected an IntGrid value (a whole number)", where, k);
        int value = (int)d;
        if (value < VALUE_CACHE && known[value] < 0) known[value] = value_sides(l, note->name, value);
        uint8_t s = value < VALUE_CACHE ? (uint8_t)known[value] : value_sides(l, note->name, value);
        note->made += s && !l->cells[k];
        l->cells[k++] |= s;
    }
    if (k != count) return ldtk_fail(l, "%s.intGridCsv has %d cells, the layer %d", where, k, count);
    return true;
}

/* The first entity named Player or Spawn (any case): its centre, from its pivot. */
static void read_entities(LdtkLevel *l, const cJSON *li)
{
    const cJSON *e;
    double ox = num_of(li, "__pxTotalOffsetX"), oy = num_of(li, "__pxTotalOffsetY");
    cJSON_ArrayForEach(e, cJSON_GetObjectItemCaseSensitive(li, "entityInstances"))
    {
        const char *id = str_of(e, "__identifier");
        if (l->spawn_found || !id || (strcasecmp(id, "player") != 0 && strcasecmp(id, "spawn") != 0)) continue;
        const cJSON *px = cJSON_GetObjectItemCaseSensitive(e, "px"), *pv = cJSON_GetObjectItemCaseSensitive(e, "__pivot");
        const cJSON *x = cJSON_GetArrayItem(px, 0), *y = cJSON_GetArrayItem(px, 1);
        const cJSON *pvx = cJSON_GetArrayItem(pv, 0), *pvy = cJSON_GetArrayItem(pv, 1);
        double w = num_of(e, "width"), h = num_of(e, "height");
        double fx = cJSON_IsNumber(pvx) ? pvx->valuedouble : 0, fy = cJSON_IsNumber(pvy) ? pvy->valuedouble : 0;
        l->spawn_found = true;
        l->spawn_x = (cJSON_IsNumber(x) ? x->valuedouble : NAN) + (isfinite(ox) ? ox : 0) +
                     (isfinite(w) ? (0.5 - fx) * w : 0);
        l->spawn_y = (cJSON_IsNumber(y) ? y->valuedouble : NAN) + (isfinite(oy) ? oy : 0) +
                     (isfinite(h) ? (0.5 - fy) * h : 0);
        snprintf(l->spawn_name, sizeof l->spawn_name, "%s", id);
    }
}

bool ldtk_read_layers(LdtkLevel *l, const cJSON *layers, const char *where)
{
    if (!cJSON_IsArray(layers)) return ldtk_fail(l, "%s has no layerInstances", where);
    const cJSON *li;
    int k = 0;
    cJSON_ArrayForEach(li, layers)
    {
        const char *name = str_of(li, "__identifier"), *type = str_of(li, "__type");
        char at[160];
        snprintf(at, sizeof at, "%.60s.layerInstances[%d] '%.40s'", where, k++, name ? name : "");
        if (type && strcmp(type, "Entities") == 0) read_entities(l, li);
        bool intgrid = type && strcmp(type, "IntGrid") == 0;
        bool wanted = !l->opt || !l->opt->layers || (name && listed(l->opt->layers, name));
        if (l->layer_count == LDTK_LAYERS_MAX) continue;
        LdtkLayerNote *note = &l->layers[l->layer_count++];
        *note = (LdtkLayerNote){.intgrid = intgrid && wanted};
        snprintf(note->name, sizeof note->name, "%s", name ? name : "");
        snprintf(note->type, sizeof note->type, "%s", type ? type : "");
        if (intgrid && wanted && !read_intgrid(l, li, at, note)) return false;
    }
    return true;
}
