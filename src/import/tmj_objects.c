/* tmj_objects.c: what a .tmj says about collision beyond its tile layers: custom
 * properties and classes, a tile's collision shapes, and object layers (shapes that
 * block, start candidates). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_shapes.h"
#include "import/tiled_take.h"
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

static const char *class_of(const cJSON *n)
{
    const char *cls = tmj_get_str(n, "class");
    return cls ? cls : tmj_get_str(n, "type");
}

bool tmj_read_facts(TiledModel *m, const cJSON *n, const char *where, TiledFacts *f)
{
    tiled_facts_class(m, f, class_of(n));
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

/* A "polygon" or "polyline" array's points, malloc'ed (x and y in turn); NULL when it has none. */
static double *points_of(const cJSON *o, const char *key, int *n)
{
    const cJSON *poly = tmj_item(o, key), *p;
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

static TiledObjectKind kind_of(const cJSON *o)
{
    if (tmj_item(o, "polygon")) return TILED_OBJECT_POLYGON;
    if (tmj_item(o, "polyline")) return TILED_OBJECT_LINE;
    if (cJSON_IsTrue(tmj_item(o, "ellipse"))) return TILED_OBJECT_ELLIPSE;
    return TILED_OBJECT_RECT;
}

bool tmj_tile_shapes(TiledModel *m, const cJSON *tile, int tw, int th, TiledTile *t)
{
    TiledShapes s = {
        .tile_w = tw, .tile_h = th, .edge_share = m->rules->edge_share, .lines_solid = m->rules->lines_solid};
    const cJSON *o;
    t->shape_first = m->tile_shape_count;
    cJSON_ArrayForEach(o, tmj_item(tmj_item(tile, "objectgroup"), "objects"))
    {
        if (cJSON_IsTrue(tmj_item(o, "point")) || tmj_item(o, "text")) continue;
        TiledObject shape = {.kind = (uint8_t)kind_of(o),
                             .x = tmj_get_px(o, "x"),
                             .y = tmj_get_px(o, "y"),
                             .w = tmj_get_px(o, "width"),
                             .h = tmj_get_px(o, "height")};
        if (shape.kind == TILED_OBJECT_ELLIPSE) tiled_shapes_ellipse(&s, shape.x, shape.y, shape.w, shape.h);
        else if (shape.kind == TILED_OBJECT_LINE) tiled_shapes_line(&s);
        else if (shape.kind == TILED_OBJECT_RECT)
            tiled_shapes_rect(&s, shape.x, shape.y, shape.w, shape.h, tmj_get_px(o, "rotation"));
        if (shape.kind == TILED_OBJECT_POLYGON || shape.kind == TILED_OBJECT_LINE)
            shape.points =
                points_of(o, shape.kind == TILED_OBJECT_POLYGON ? "polygon" : "polyline", &shape.point_count);
        if (shape.kind == TILED_OBJECT_POLYGON)
            tiled_shapes_polygon(&s, shape.x, shape.y, shape.points, shape.point_count);
        bool keep = (shape.kind == TILED_OBJECT_RECT && shape.w > 0 && shape.h > 0) ||
                    shape.kind == TILED_OBJECT_ELLIPSE || shape.point_count > 0;
        bool ok = !keep || tiled_add_tile_shape(m, &shape, 0);
        free(shape.points);
        if (!ok) return false;
    }
    t->shape_count = m->tile_shape_count - t->shape_first;
    t->shape = (uint8_t)tiled_shapes_result(&s, &t->shape_sides);
    return true;
}

bool tmj_layer_rule(TiledModel *m, const cJSON *n, const char *where, TiledLayer *l)
{
    TiledFacts f = TILED_FACTS_NONE;
    if (!tmj_read_facts(m, n, where, &f)) return false;
    tiled_layer_rules(m, l, &f, tmj_get_str(n, "class"));
    return true;
}

/* A coordinate as written: NaN when it is there but not a number (a spawn must say). */
static double raw(const cJSON *o, const char *key)
{
    const cJSON *v = tmj_item(o, key);
    return !v ? 0.0 : cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

bool tmj_read_objects(TiledModel *m, const cJSON *layer, const char *where, double ox, double oy)
{
    TiledLayer *l = tiled_add_layer(m, tmj_get_str(layer, "name"), true, 0);
    if (!l || !tmj_layer_rule(m, layer, where, l)) return false;
    const cJSON *o;
    int k = 0;
    cJSON_ArrayForEach(o, tmj_item(layer, "objects"))
    {
        char at[WHERE_MAX];
        snprintf(at, sizeof at, "%.60s.objects[%d]", where, k++);
        long long gid = 0;
        bool has_gid = tmj_item(o, "gid") != NULL;
        if (has_gid && !tmj_get_int(m, o, at, "gid", false, 0, UINT32_MAX, &gid)) return false;
        TiledObjectIn in = {.name = tmj_get_str(o, "name"),
                            .cls = class_of(o),
                            .x = ox + raw(o, "x"),
                            .y = oy + raw(o, "y"),
                            .w = tmj_get_px(o, "width"),
                            .h = tmj_get_px(o, "height"),
                            .rotation = tmj_get_px(o, "rotation"),
                            .kind = kind_of(o),
                            .point = cJSON_IsTrue(tmj_item(o, "point")),
                            .text = tmj_item(o, "text") != NULL,
                            .has_gid = has_gid,
                            .gid = (uint32_t)gid,
                            .facts = TILED_FACTS_NONE};
        if (!tmj_read_facts(m, o, at, &in.facts)) return false;
        double *pts = NULL;
        if (in.kind == TILED_OBJECT_POLYGON || in.kind == TILED_OBJECT_LINE)
            pts = points_of(o, in.kind == TILED_OBJECT_POLYGON ? "polygon" : "polyline", &in.point_count);
        in.points = pts;
        bool ok = tiled_take_object(m, l, &in);
        free(pts);
        if (!ok) return false;
    }
    return true;
}
