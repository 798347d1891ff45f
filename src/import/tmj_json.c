/* tmj_json.c: the small cJSON helpers the TMJ readers share (see tmj_json.h). */
#include "import/tmj_json.h"

#include <math.h>
#include <stdio.h>

const cJSON *tmj_item(const cJSON *obj, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(obj, key);
}

/* A whole number at obj.key from lo to hi; left as it is when absent and not required. */
bool tmj_get_int(TiledModel *m, const cJSON *obj, const char *where, const char *key, bool required, long long lo,
                    long long hi, long long *out)
{
    const cJSON *v = tmj_item(obj, key);
    if (!v) return required ? tiled_fail(m, 0, 0, "%s has no \"%s\"", where, key) : true;
    double d = cJSON_IsNumber(v) ? v->valuedouble : NAN;
    if (!(d >= (double)lo && d <= (double)hi) || floor(d) != d)
        return tiled_fail(m, 0, 0, "%s.%s: expected a whole number from %lld to %lld", where, key, lo, hi);
    *out = (long long)d;
    return true;
}

double tmj_get_px(const cJSON *obj, const char *key)
{
    const cJSON *v = tmj_item(obj, key);
    return cJSON_IsNumber(v) && v->valuedouble > -1e9 && v->valuedouble < 1e9 ? v->valuedouble : 0.0;
}

const char *tmj_get_str(const cJSON *obj, const char *key)
{
    const cJSON *v = tmj_item(obj, key);
    return cJSON_IsString(v) && v->valuestring ? v->valuestring : NULL;
}
