/* tmx_objects.c: what a .tmx says about collision beyond its tile layers: custom
 * properties and classes, a tile's collision shapes, and object layers (shapes that
 * block, start candidates). */
#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_shapes.h"
#include "import/tiled_take.h"
#include "import/tmx_xml.h"

/* The element's class (Tiled 1.9+), else its type (older), into cls. */
static void class_of(const xmlNode *n, char *cls, size_t cap)
{
    cls[0] = '\0';
    if (!tmx_attr(n, "class", cls, cap)) tmx_attr(n, "type", cls, cap);
}

bool tmx_read_facts(TiledModel *m, const xmlNode *n, TiledFacts *f)
{
    char cls[TILED_NAME_MAX];
    class_of(n, cls, sizeof cls);
    tiled_facts_class(m, f, cls);
    for (const xmlNode *ps = n->children; ps; ps = ps->next) {
        if (!tmx_is(ps, "properties")) continue;
        for (const xmlNode *p = ps->children; p; p = p->next) {
            char name[TILED_NAME_MAX], value[ATTR_MAX];
            if (!tmx_is(p, "property") || !tmx_attr(p, "name", name, sizeof name)) continue;
            if (!tmx_attr(p, "value", value, sizeof value)) {
                size_t len;
                char *t = tmx_text_of(p, &len);
                snprintf(value, sizeof value, "%s", t ? t : "");
                free(t);
            }
            if (!tiled_facts_take(m, f, name, value, tmx_line_of(p), NULL)) return false;
        }
    }
    return true;
}

/* A <polygon points="x,y x,y ..."> or <polyline>'s points, malloc'ed; NULL when there
 * are none or too many. */
static double *points_of(const xmlNode *o, const char *element, int *n)
{
    *n = 0;
    for (const xmlNode *c = o->children; c; c = c->next) {
        if (!tmx_is(c, element)) continue;
        xmlChar *v = xmlGetProp(c, (const xmlChar *)"points");
        if (!v) return NULL;
        const char *s = (const char *)v;
        size_t cap = 1;
        for (const char *q = s; *q; q++) cap += *q == ' ';
        double *pts = cap <= TILED_POINTS_MAX ? malloc(sizeof *pts * 2 * cap) : NULL;
        char *end;
        while (pts && *s) {
            double x = strtod(s, &end);
            if (end == s || *end != ',') break;
            s = end + 1;
            double y = strtod(s, &end);
            if (end == s || (*n == (int)cap)) break;
            pts[2 * *n] = x;
            pts[2 * *n + 1] = y;
            (*n)++;
            s = end;
            while (*s == ' ') s++;
        }
        xmlFree(v);
        return pts;
    }
    return NULL;
}

/* An object element's shape kind: a polygon, a polyline (a line), an ellipse, else a rectangle. */
static TiledObjectKind kind_of(const xmlNode *o)
{
    if (tmx_has_child(o, "polygon")) return TILED_OBJECT_POLYGON;
    if (tmx_has_child(o, "polyline")) return TILED_OBJECT_LINE;
    if (tmx_has_child(o, "ellipse")) return TILED_OBJECT_ELLIPSE;
    return TILED_OBJECT_RECT;
}

bool tmx_tile_shapes(TiledModel *m, const xmlNode *tile, int tw, int th, TiledTile *t)
{
    TiledShapes s = {
        .tile_w = tw, .tile_h = th, .edge_share = m->rules->edge_share, .lines_solid = m->rules->lines_solid};
    t->shape_first = m->tile_shape_count;
    for (const xmlNode *g = tile->children; g; g = g->next) {
        if (!tmx_is(g, "objectgroup")) continue;
        for (const xmlNode *o = g->children; o; o = o->next) {
            if (!tmx_is(o, "object") || tmx_has_child(o, "point") || tmx_has_child(o, "text")) continue;
            TiledObject shape = {.kind = (uint8_t)kind_of(o),
                                 .x = tmx_attr_px(o, "x"),
                                 .y = tmx_attr_px(o, "y"),
                                 .w = tmx_attr_px(o, "width"),
                                 .h = tmx_attr_px(o, "height"),
                                 .line = tmx_line_of(o)};
            double turn = tmx_attr_px(o, "rotation");
            if (shape.kind == TILED_OBJECT_ELLIPSE) tiled_shapes_ellipse(&s, shape.x, shape.y, shape.w, shape.h);
            else if (shape.kind == TILED_OBJECT_LINE) tiled_shapes_line(&s);
            else if (shape.kind == TILED_OBJECT_RECT) tiled_shapes_rect(&s, shape.x, shape.y, shape.w, shape.h, turn);
            if (shape.kind == TILED_OBJECT_POLYGON || shape.kind == TILED_OBJECT_LINE)
                shape.points =
                    points_of(o, shape.kind == TILED_OBJECT_POLYGON ? "polygon" : "polyline", &shape.point_count);
            if (shape.kind == TILED_OBJECT_POLYGON)
                tiled_shapes_polygon(&s, shape.x, shape.y, shape.points, shape.point_count);
            /* Kept for tile objects, its points made relative to the tile (as tiled_objects_finish wants them). */
            bool ok = (shape.kind == TILED_OBJECT_RECT && shape.w > 0 && shape.h > 0) ||
                      shape.kind == TILED_OBJECT_ELLIPSE || shape.point_count > 0;
            ok = !ok || tiled_add_tile_shape(m, &shape, shape.line);
            free(shape.points);
            if (!ok) return false;
        }
    }
    t->shape_count = m->tile_shape_count - t->shape_first;
    t->shape = (uint8_t)tiled_shapes_result(&s, &t->shape_sides);
    return true;
}

bool tmx_layer_rule(TiledModel *m, const xmlNode *n, TiledLayer *l)
{
    TiledFacts f = TILED_FACTS_NONE;
    char cls[TILED_NAME_MAX] = "";
    tmx_attr(n, "class", cls, sizeof cls);
    if (!tmx_read_facts(m, n, &f)) return false;
    tiled_layer_rules(m, l, &f, cls);
    return true;
}

/* A coordinate as written: NaN when it is there but not a number (a spawn must say). */
static double attr_raw(const xmlNode *n, const char *name)
{
    char v[ATTR_MAX], *end;
    if (!tmx_attr(n, name, v, sizeof v)) return 0.0;
    double x = strtod(v, &end);
    return end != v && !*end ? x : NAN;
}

bool tmx_read_objects(TiledModel *m, const xmlNode *group, double ox, double oy)
{
    char lname[TILED_NAME_MAX] = "";
    tmx_attr(group, "name", lname, sizeof lname);
    TiledLayer *l = tiled_add_layer(m, lname, true, tmx_line_of(group));
    if (!l || !tmx_layer_rule(m, group, l)) return false;
    for (const xmlNode *o = group->children; o; o = o->next) {
        if (!tmx_is(o, "object")) continue;
        char cls[TILED_NAME_MAX], name[TILED_NAME_MAX] = "";
        class_of(o, cls, sizeof cls);
        bool named = tmx_attr(o, "name", name, sizeof name);
        long long gid = 0;
        if (tmx_has_attr(o, "gid") && !tmx_attr_int(m, o, "gid", 0, UINT32_MAX, &gid)) return false;
        TiledObjectIn in = {.name = named ? name : NULL,
                            .cls = cls[0] ? cls : NULL,
                            .x = ox + attr_raw(o, "x"),
                            .y = oy + attr_raw(o, "y"),
                            .w = tmx_attr_px(o, "width"),
                            .h = tmx_attr_px(o, "height"),
                            .rotation = tmx_attr_px(o, "rotation"),
                            .kind = kind_of(o),
                            .point = tmx_has_child(o, "point"),
                            .text = tmx_has_child(o, "text"),
                            .has_gid = tmx_has_attr(o, "gid"),
                            .gid = (uint32_t)gid,
                            .facts = TILED_FACTS_NONE,
                            .line = tmx_line_of(o)};
        if (!tmx_read_facts(m, o, &in.facts)) return false;
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
