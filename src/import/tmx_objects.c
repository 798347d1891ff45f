/* tmx_objects.c: what a .tmx says about collision beyond its tile layers: custom
 * properties and classes, a tile's collision shapes, and object layers (shapes that
 * block, spawn candidates). */
#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/tiled_objects.h"
#include "import/tiled_shapes.h"
#include "import/tmx_xml.h"

/* What an element's <properties> and class (or older type) say about collision. */
bool tmx_read_facts(TiledModel *m, const xmlNode *n, TiledFacts *f)
{
    char cls[TILED_NAME_MAX] = "";
    if (!tmx_attr(n, "class", cls, sizeof cls)) tmx_attr(n, "type", cls, sizeof cls);
    tiled_facts_class(f, cls);
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

/* A <polygon points="x,y x,y ...">'s corners, malloc'ed; NULL when there are none or too many. */
static double *polygon_points(const xmlNode *o, int *n)
{
    *n = 0;
    for (const xmlNode *c = o->children; c; c = c->next) {
        if (!tmx_is(c, "polygon")) continue;
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

/* What the tile's collision shapes say. */
TiledShape tmx_tile_shape(const xmlNode *tile, int tw, int th, uint8_t *sides)
{
    TiledShapes s = {.tile_w = tw, .tile_h = th};
    for (const xmlNode *g = tile->children; g; g = g->next) {
        if (!tmx_is(g, "objectgroup")) continue;
        for (const xmlNode *o = g->children; o; o = o->next) {
            if (!tmx_is(o, "object") || tmx_has_child(o, "point") || tmx_has_child(o, "polyline") || tmx_has_child(o, "text")) continue;
            double x = tmx_attr_px(o, "x"), y = tmx_attr_px(o, "y"), w = tmx_attr_px(o, "width"), h = tmx_attr_px(o, "height");
            if (tmx_has_child(o, "ellipse")) {
                tiled_shapes_ellipse(&s, x, y, w, h);
            } else if (tmx_has_child(o, "polygon")) {
                int n;
                double *pts = polygon_points(o, &n);
                tiled_shapes_polygon(&s, x, y, pts, n);
                free(pts);
            } else {
                tiled_shapes_rect(&s, x, y, w, h, tmx_attr_px(o, "rotation"));
            }
        }
    }
    return tiled_shapes_result(&s, sides);
}

/* The layer's own rule for what is on it: its properties or class, else its name. */
bool tmx_layer_rule(TiledModel *m, const xmlNode *n, TiledLayer *l)
{
    TiledFacts f = TILED_FACTS_NONE;
    char cls[TILED_NAME_MAX] = "";
    tmx_attr(n, "class", cls, sizeof cls);
    if (!tmx_read_facts(m, n, &f)) return false;
    int rule = tiled_facts_sides(&f);
    if (rule == TILED_NO_RULE && (tiled_name_says_collision(l->name) || tiled_name_says_collision(cls)))
        rule = SIDE_ALL;
    l->rule = (int8_t)rule;
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

/* An object's shape, kept when it has an area: a rectangle (a tile object's box stands
 * on its y), an ellipse, or a polygon; rotated rectangles become polygons. */
static bool keep_shape(TiledModel *m, TiledLayer *l, const xmlNode *o, double ox, double oy, int sides)
{
    TiledObject s = {.kind = TILED_OBJECT_RECT, .sides = (int8_t)sides};
    s.x = ox + tmx_attr_px(o, "x");
    s.y = oy + tmx_attr_px(o, "y");
    s.w = tmx_attr_px(o, "width");
    s.h = tmx_attr_px(o, "height");
    double turn = tmx_attr_px(o, "rotation");
    if (tmx_has_child(o, "point") || tmx_has_child(o, "polyline") || tmx_has_child(o, "text")) return true;
    if (tmx_has_attr(o, "gid")) s.y -= s.h;
    if (tmx_has_child(o, "ellipse")) s.kind = TILED_OBJECT_ELLIPSE;
    double corners[8];
    if (tmx_has_child(o, "polygon")) {
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
    bool ok = tiled_objects_finish(&s) ? tiled_add_object(m, l, &s, tmx_line_of(o)) : true;
    if (s.points != corners) free(s.points);
    return ok;
}

bool tmx_read_objects(TiledModel *m, const xmlNode *group, double ox, double oy)
{
    char name[TILED_NAME_MAX] = "";
    tmx_attr(group, "name", name, sizeof name);
    TiledLayer *l = tiled_add_object_layer(m, name, tmx_line_of(group));
    if (!l || !tmx_layer_rule(m, group, l)) return false;
    for (const xmlNode *o = group->children; o; o = o->next) {
        if (!tmx_is(o, "object")) continue;
        char cls[TILED_NAME_MAX] = "";
        if (!tmx_attr(o, "class", cls, sizeof cls)) tmx_attr(o, "type", cls, sizeof cls);
        name[0] = '\0';
        tmx_attr(o, "name", name, sizeof name);
        double x = ox + attr_raw(o, "x"), y = oy + attr_raw(o, "y");
        double w = tmx_attr_px(o, "width"), h = tmx_attr_px(o, "height");
        bool point = tmx_has_child(o, "point");
        /* A tile object stands on its (x, y): that is its bottom-left corner. */
        double cy = tmx_has_attr(o, "gid") ? y - h / 2 : y + h / 2;
        tiled_offer_spawn(m, name, cls, point, point ? x : x + w / 2, point ? y : cy, tmx_line_of(o));
        TiledFacts f = TILED_FACTS_NONE;
        if (!tmx_read_facts(m, o, &f) || !keep_shape(m, l, o, ox, oy, tiled_facts_sides(&f))) return false;
    }
    return true;
}
