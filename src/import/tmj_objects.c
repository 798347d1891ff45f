/* tmj_objects.c: what a .tmj says about collision beyond its tile layers: custom
 * properties and classes, a tile's collision shapes, and object layers (shapes that
 * block, spawn candidates). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_objects.h"
#include "import/tiled_shapes.h"
#include "import/tmj_json.h"

/* A property's value as the text tiled_facts_take reads; false for arrays and classes. */
static bool value_text(const cJSON *v, char *buf, size_t cap)
{
    if (cJSON_IsString(v)) snprintf(buf, cap, "%s", v->valuestring);
    else if (cJSON_IsBool(v)) snprintf(buf, cap, "%s", cJSON_IsTrue(v) ? "true" : "false");
    else if (cJSON_IsNumber(v) && isfinite(v->valuedouble)) snprintf(buf, cap, "%.17g", v->valuedouble);
    else return false;
    return true;
}

bool tmj_read_facts(TiledModel *m, const cJSON *n, const char *where, TiledFacts *f)
{
    const char *cls = tmj_get_str(n, "class");
    tiled_facts_class(f, cls ? cls : tmj_get_str(n, "type"));
    const cJSON *p;
    cJSON_ArrayForEach(p, tmj_item(n, "properties"))
    {
        const char *name = tmj_get_str(p, "name");
        char value[256];
        if (!name) continue;
        if (!value_text(tmj_item(p, "value"), value, sizeof value)) {
            if (strcmp(name, TILED_PROPERTY) != 0) continue;
            return tiled_fail(m, 0, 0, "%s: property '" TILED_PROPERTY "' has a value of the wrong kind", where);
        }
        if (!tiled_facts_take(m, f, name, value, 0, where)) return false;
    }
    return true;
}

/* A "polygon" array's corners, malloc'ed (x and y in turn); NULL when it has none. */
static double *polygon_points(const cJSON *o, int *n)
{
    const cJSON *poly = tmj_item(o, "polygon"), *p;
    int size = cJSON_GetArraySize(poly);
    *n = 0;
    if (!cJSON_IsArray(poly) || size < 1 || size > TILED_POINTS_MAX) return NULL;
    double *pts = malloc(sizeof *pts * 2 * (size_t)size);
    cJSON_ArrayForEach(p, poly)
    {
        if (!pts || *n == size) break;
        const cJSON *x = tmj_item(p, "x"), *y = tmj_item(p, "y");
        pts[2 * *n] = cJSON_IsNumber(x) ? x->valuedouble : NAN;
        pts[2 * *n + 1] = cJSON_IsNumber(y) ? y->valuedouble : NAN;
        (*n)++;
    }
    return pts;
}

TiledShape tmj_tile_shape(const cJSON *tile, int tw, int th, uint8_t *sides)
{
    TiledShapes s = {.tile_w = tw, .tile_h = th};
    const cJSON *o;
    cJSON_ArrayForEach(o, tmj_item(tmj_item(tile, "objectgroup"), "objects"))
    {
        if (cJSON_IsTrue(tmj_item(o, "point")) || tmj_item(o, "polyline") || tmj_item(o, "text")) continue;
        double x = tmj_get_px(o, "x"), y = tmj_get_px(o, "y"), w = tmj_get_px(o, "width"), h = tmj_get_px(o, "height");
        if (cJSON_IsTrue(tmj_item(o, "ellipse"))) {
            tiled_shapes_ellipse(&s, x, y, w, h);
        } else if (tmj_item(o, "polygon")) {
            int n;
            double *pts = polygon_points(o, &n);
            tiled_shapes_polygon(&s, x, y, pts, n);
            free(pts);
        } else {
            tiled_shapes_rect(&s, x, y, w, h, tmj_get_px(o, "rotation"));
        }
    }
    return tiled_shapes_result(&s, sides);
}

bool tmj_layer_rule(TiledModel *m, const cJSON *n, const char *where, TiledLayer *l)
{
    TiledFacts f = TILED_FACTS_NONE;
    if (!tmj_read_facts(m, n, where, &f)) return false;
    int rule = tiled_facts_sides(&f);
    if (rule == TILED_NO_RULE && (tiled_name_says_collision(l->name) || tiled_name_says_collision(tmj_get_str(n, "class"))))
        rule = SIDE_ALL;
    l->rule = (int8_t)rule;
    return true;
}

/* A coordinate as written: NaN when it is there but not a number (a spawn must say). */
static double raw(const cJSON *o, const char *key)
{
    const cJSON *v = tmj_item(o, key);
    return !v ? 0.0 : cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

/* An object's shape, kept when it has an area (see tmx_objects.c's keep_shape). */
static bool keep_shape(TiledModel *m, TiledLayer *l, const cJSON *o, double ox, double oy, int sides)
{
    TiledObject s = {.kind = TILED_OBJECT_RECT, .sides = (int8_t)sides};
    s.x = ox + tmj_get_px(o, "x");
    s.y = oy + tmj_get_px(o, "y");
    s.w = tmj_get_px(o, "width");
    s.h = tmj_get_px(o, "height");
    double turn = tmj_get_px(o, "rotation"), corners[8];
    if (cJSON_IsTrue(tmj_item(o, "point")) || tmj_item(o, "polyline") || tmj_item(o, "text")) return true;
    if (tmj_item(o, "gid")) s.y -= s.h;
    if (cJSON_IsTrue(tmj_item(o, "ellipse"))) s.kind = TILED_OBJECT_ELLIPSE;
    if (tmj_item(o, "polygon")) {
        s.kind = TILED_OBJECT_POLYGON;
        s.points = polygon_points(o, &s.point_count);
    } else if (s.kind == TILED_OBJECT_RECT && fmod(turn, 360.0) != 0.0) {
        double a = turn * acos(-1.0) / 180.0, c = cos(a), sn = sin(a);
        double pts[8] = {0, 0, s.w * c, s.w * sn, s.w * c - s.h * sn, s.w * sn + s.h * c, -s.h * sn, s.h * c};
        memcpy(corners, pts, sizeof pts);
        s.kind = TILED_OBJECT_POLYGON;
        s.points = corners;
        s.point_count = 4;
    }
    bool ok = tiled_objects_finish(&s) ? tiled_add_object(m, l, &s, 0) : true;
    if (s.points != corners) free(s.points);
    return ok;
}

bool tmj_read_objects(TiledModel *m, const cJSON *layer, const char *where, double ox, double oy)
{
    TiledLayer *l = tiled_add_object_layer(m, tmj_get_str(layer, "name"), 0);
    if (!l || !tmj_layer_rule(m, layer, where, l)) return false;
    const cJSON *o;
    int k = 0;
    cJSON_ArrayForEach(o, tmj_item(layer, "objects"))
    {
        char at[WHERE_MAX];
        snprintf(at, sizeof at, "%.60s.objects[%d]", where, k++);
        double x = ox + raw(o, "x"), y = oy + raw(o, "y"), w = tmj_get_px(o, "width"), h = tmj_get_px(o, "height");
        bool point = cJSON_IsTrue(tmj_item(o, "point"));
        const char *cls = tmj_get_str(o, "class");
        /* A tile object stands on its (x, y): that is its bottom-left corner. */
        double cy = tmj_item(o, "gid") ? y - h / 2 : y + h / 2;
        tiled_offer_spawn(m, tmj_get_str(o, "name"), cls ? cls : tmj_get_str(o, "type"), point, point ? x : x + w / 2,
                          point ? y : cy, 0);
        TiledFacts f = TILED_FACTS_NONE;
        if (!tmj_read_facts(m, o, at, &f) || !keep_shape(m, l, o, ox, oy, tiled_facts_sides(&f))) return false;
    }
    return true;
}
