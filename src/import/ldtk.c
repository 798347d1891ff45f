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
#include "import/spawn_pick.h"

#define VALUES_SMALL 65536 /* IntGrid values below this are read from a table, each worked out once */
#define VALUES_SLOTS 4096  /* larger ones from this many slots */

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

/* A defined IntGrid value and its identifier, sorted by value for the lookups. */
typedef struct Defined {
    long value;
    const char *name;
} Defined;

/* What one layer's values say: the defined ones, and each value's reading once worked
 * out (small values in a table, others in a few slots), so a cell costs a lookup. */
typedef struct Values {
    Defined *defined;
    int count;
    int16_t *small;                  /* VALUES_SMALL entries: reading + 1 (0 not yet) */
    long slot_key[VALUES_SLOTS];
    int16_t slot[VALUES_SLOTS];
    int user;                        /* the layer's own user rule, RULE_NONE */
} Values;

static int by_value(const void *a, const void *b)
{
    long p = ((const Defined *)a)->value, q = ((const Defined *)b)->value;
    return p < q ? -1 : p > q;
}

/* The project's definitions of layer `layer`'s values, sorted; false when memory runs out. */
static bool define_values(const LdtkLevel *l, const char *layer, Values *vs)
{
    const cJSON *def, *val;
    cJSON_ArrayForEach(def, cJSON_GetObjectItemCaseSensitive(l->defs, "layers"))
    {
        const char *id = str_of(def, "identifier");
        if (!id || strcmp(id, layer) != 0) continue;
        const cJSON *values = cJSON_GetObjectItemCaseSensitive(def, "intGridValues");
        int n = cJSON_GetArraySize(values);
        vs->defined = n > 0 ? calloc((size_t)n, sizeof *vs->defined) : NULL;
        if (n > 0 && !vs->defined) return false;
        cJSON_ArrayForEach(val, values)
        {
            double v = num_of(val, "value");
            if (vs->count < n && v >= 0 && v <= 1e9 && floor(v) == v)
                vs->defined[vs->count++] = (Defined){(long)v, str_of(val, "identifier") ? str_of(val, "identifier") : ""};
        }
        if (vs->count > 1) qsort(vs->defined, (size_t)vs->count, sizeof *vs->defined, by_value);
        return true;
    }
    return true;
}

static const char *value_name(const Values *vs, long v)
{
    int lo = 0, hi = vs->count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (vs->defined[mid].value == v) return vs->defined[mid].name;
        if (vs->defined[mid].value < v) lo = mid + 1;
        else hi = mid - 1;
    }
    return "";
}

/* Value v's reading: sides | rule << 4 (the rule + 1; 0 none). The user's intgrid rules,
 * then --solid-values (numbers or identifiers), then the layer's rule, then every value
 * but 0, where a value named one_way, oneway, one-way or platform is one-way. */
static int reading(const LdtkLevel *l, const Values *vs, long v)
{
    if (v == 0) return 0;
    const char *name = value_name(vs, v);
    int k = rules_match_value(l->rules, v, name, RULE_NONE);
    if (k >= 0) {
        int a = l->rules->rule[k].action;
        return (a == RULE_IGNORE ? 0 : a) | (k + 1) << 4;
    }
    const char *want = l->opt ? l->opt->solid_values : NULL;
    char num[24];
    snprintf(num, sizeof num, "%ld", v);
    bool one_way = name[0] && listed("one_way,oneway,one-way,platform", name);
    if (want && want[0]) return !listed(want, num) && !(name[0] && listed(want, name)) ? 0 : one_way ? SIDE_UP : SIDE_ALL;
    if (vs->user >= 0) {
        int a = l->rules->rule[vs->user].action;
        return (a == RULE_IGNORE ? 0 : a) | (vs->user + 1) << 4;
    }
    return one_way ? SIDE_UP : SIDE_ALL;
}

static int cached_reading(const LdtkLevel *l, Values *vs, long v)
{
    if (v < VALUES_SMALL) {
        if (!vs->small[v]) vs->small[v] = (int16_t)(reading(l, vs, v) + 1);
        return vs->small[v] - 1;
    }
    unsigned slot = (unsigned)(v % VALUES_SLOTS);
    if (vs->slot_key[slot] != v) {
        vs->slot_key[slot] = v;
        vs->slot[slot] = (int16_t)reading(l, vs, v);
    }
    return vs->slot[slot];
}

/* One IntGrid layer instance's cells ORed into the level's. */
static bool read_intgrid(LdtkLevel *l, const cJSON *li, const char *where, LdtkLayerNote *note, int user)
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
    Values vs = {.small = calloc(VALUES_SMALL, sizeof(int16_t)), .user = user};
    memset(vs.slot_key, 0xff, sizeof vs.slot_key);
    bool ok = vs.small && define_values(l, note->name, &vs);
    if (!ok) ldtk_fail(l, "out of memory");
    int k = 0, count = l->w * l->h;
    cJSON_ArrayForEach(v, csv)
    {
        if (!ok) break;
        double d = cJSON_IsNumber(v) ? v->valuedouble : NAN;
        if (k == count) ok = ldtk_fail(l, "%s.intGridCsv has more than the %d cells of the layer", where, count);
        else if (!(d >= 0 && d <= 1e9) || floor(d) != d)
            ok = ldtk_fail(l, "%s.intGridCsv[%d]: expected an IntGrid value (a whole number)", where, k);
        if (!ok) break;
        int r = cached_reading(l, &vs, (long)d), s = r & SIDE_ALL, rule = (r >> 4) - 1;
        if (rule >= 0 && d != 0) l->rules->rule[rule].cells++;
        note->made += s && !l->cells[k];
        l->cells[k++] |= (uint8_t)s;
    }
    free(vs.small);
    free(vs.defined);
    if (ok && k != count) return ldtk_fail(l, "%s.intGridCsv has %d cells, the layer %d", where, k, count);
    return ok;
}

/* The start entity (spawn_rank: Player, PlayerStart, Start, Spawn..., or --spawn-object's
 * identifier), the first of the surest: its centre, from its pivot, exactly. */
static void read_entities(LdtkLevel *l, const cJSON *li)
{
    const cJSON *e;
    double ox = num_of(li, "__pxTotalOffsetX"), oy = num_of(li, "__pxTotalOffsetY");
    cJSON_ArrayForEach(e, cJSON_GetObjectItemCaseSensitive(li, "entityInstances"))
    {
        const char *id = str_of(e, "__identifier");
        char how[160];
        int rank = id ? spawn_rank(NULL, id, false, l->opt ? l->opt->spawn_object : NULL, how, sizeof how) : 0;
        if (rank <= l->spawn_rank) continue;
        const cJSON *px = cJSON_GetObjectItemCaseSensitive(e, "px"), *pv = cJSON_GetObjectItemCaseSensitive(e, "__pivot");
        const cJSON *x = cJSON_GetArrayItem(px, 0), *y = cJSON_GetArrayItem(px, 1);
        const cJSON *pvx = cJSON_GetArrayItem(pv, 0), *pvy = cJSON_GetArrayItem(pv, 1);
        double w = num_of(e, "width"), h = num_of(e, "height");
        double fx = cJSON_IsNumber(pvx) ? pvx->valuedouble : 0, fy = cJSON_IsNumber(pvy) ? pvy->valuedouble : 0;
        l->spawn_rank = rank;
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
        bool named = l->opt && l->opt->layers && l->opt->layers[0];
        bool wanted = !named || (name && listed(l->opt->layers, name));
        int user = intgrid ? rules_match_name(l->rules, RULE_TILE_LAYER, name ? name : "", RULE_NONE) : RULE_NONE;
        bool ignored = !named && user >= 0 && l->rules->rule[user].action == RULE_IGNORE;
        if (ignored) l->rules->rule[user].layers++;
        if (l->layer_count == LDTK_LAYERS_MAX) continue;
        LdtkLayerNote *note = &l->layers[l->layer_count++];
        *note = (LdtkLayerNote){.intgrid = intgrid && wanted && !ignored, .ignored = ignored};
        snprintf(note->name, sizeof note->name, "%s", name ? name : "");
        snprintf(note->type, sizeof note->type, "%s", type ? type : "");
        int fallback = user >= 0 && l->rules->rule[user].action == RULE_IGNORE ? RULE_NONE : user;
        if (note->intgrid && !read_intgrid(l, li, at, note, fallback)) return false;
    }
    return true;
}
