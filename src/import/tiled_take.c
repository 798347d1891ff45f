/* tiled_take.c: one object into the model (see tiled_take.h). What decides it, the last
 * first: a user rule on the object, a user rule on its tile, the object's own
 * properties and class, its tile's, its tile's collision shapes (they block, as in a
 * tile layer), and otherwise its layer's rule at the build. */
#include "import/tiled_take.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/spawn_pick.h"
#include "import/tiled_objects.h"

/* Where on its box a tile object's (x, y) is, as shares of its width and height. */
static void anchor(int align, double *ax, double *ay)
{
    static const double AX[] = {0, 0, 0.5, 1, 0, 0.5, 1, 0, 0.5, 1}, AY[] = {1, 0, 0, 0, 0.5, 0.5, 0.5, 1, 1, 1};
    int a = align >= 0 && align < (int)(sizeof AX / sizeof AX[0]) ? align : 0;
    *ax = AX[a];
    *ay = AY[a];
}

/* The object's position turned `deg` degrees clockwise about (cx, cy), as Tiled turns it. */
static void turn(double *x, double *y, double cx, double cy, double deg)
{
    if (deg == 0.0) return;
    double a = deg * acos(-1.0) / 180.0, c = cos(a), s = sin(a), dx = *x - cx, dy = *y - cy;
    *x = cx + dx * c - dy * s;
    *y = cy + dx * s + dy * c;
}

static void offer_spawn(TiledModel *m, const TiledObjectIn *in, double cx, double cy)
{
    char how[sizeof m->spawn.how];
    int rank = spawn_rank(in->name, in->cls, in->point, m->opt ? m->opt->spawn_object : NULL, how, sizeof how);
    if (rank <= m->spawn.rank) return;
    TiledSpawn *s = &m->spawn;
    s->rank = rank;
    s->x = cx;
    s->y = cy;
    snprintf(s->name, sizeof s->name, "%s", in->name && in->name[0] ? in->name : in->cls ? in->cls : "");
    snprintf(s->how, sizeof s->how, "%s", how);
    s->line = in->line;
}

/* Keep shape `o` (points relative to its x, y) after turning it about (cx, cy). */
static bool keep(TiledModel *m, TiledLayer *l, TiledObject *o, double cx, double cy, double deg)
{
    double corners[8];
    if (deg != 0.0 && o->kind == TILED_OBJECT_RECT) { /* a turned rectangle is the polygon of its corners */
        double pts[8] = {0, 0, o->w, 0, o->w, o->h, 0, o->h};
        memcpy(corners, pts, sizeof pts);
        o->kind = TILED_OBJECT_POLYGON;
        o->points = corners;
        o->point_count = 4;
    }
    if (deg != 0.0)
        for (int k = 0; k < o->point_count; k++) {
            double x = o->x + o->points[2 * k], y = o->y + o->points[2 * k + 1];
            turn(&x, &y, cx, cy, deg);
            o->points[2 * k] = x - o->x;
            o->points[2 * k + 1] = y - o->y;
        }
    bool ok = !tiled_objects_finish(o) || tiled_add_object(m, l, o, o->line);
    if (o->points == corners) o->points = NULL;
    return ok;
}

/* One of the tile's collision shapes on the object's box: scaled to its size and
 * flipped as its GID says; `points` holds room for its points. */
static TiledObject place_shape(const TiledObject *s, const TiledTileset *ts, uint32_t gid, double left, double top,
                               double sx, double sy, double *points)
{
    TiledObject o = *s;
    bool fh = gid & TILED_FLIP_H, fv = gid & TILED_FLIP_V;
    double tw = ts->tile_w, th = ts->tile_h;
    o.x = fh ? tw - s->x - s->w : s->x;
    o.y = fv ? th - s->y - s->h : s->y;
    o.x = left + o.x * sx;
    o.y = top + o.y * sy;
    o.w = s->w * sx;
    o.h = s->h * sy;
    o.points = s->point_count ? points : NULL;
    /* A polygon's points are relative to its own (x, y): flipped about the tile, then scaled. */
    for (int k = 0; k < s->point_count; k++) {
        double px = s->x + s->points[2 * k], py = s->y + s->points[2 * k + 1];
        if (fh) px = tw - px;
        if (fv) py = th - py;
        points[2 * k] = left + px * sx - o.x;
        points[2 * k + 1] = top + py * sy - o.y;
    }
    return o;
}

/* The rule and sides the object blocks with, as tiled_take.h orders them. */
static void decide(const TiledModel *m, const TiledObjectIn *in, const TiledTileset *ts, const TiledTile *t,
                   TiledObject *o)
{
    int tile_user =
        ts ? rules_match_tile(m->rules, ts->name, (in->gid & TILED_GID_BITS) - ts->firstgid, RULE_NONE) : RULE_NONE;
    if (t && t->rule > tile_user) tile_user = t->rule;
    int user = in->facts.user >= 0 ? in->facts.user : tile_user;
    int own = tiled_facts_sides(&in->facts);
    o->rule = (int16_t)user;
    o->sides = TILED_NO_RULE;
    if (user >= 0) {
        int a = m->rules->rule[user].action;
        o->sides = (int8_t)(a == RULE_IGNORE ? 0 : a);
    } else if (own != TILED_NO_RULE) {
        o->sides = (int8_t)own;
        o->platform = tiled_facts_platform(&in->facts);
    } else if (t && t->sides != TILED_NO_RULE) {
        o->sides = t->sides;
        o->platform = t->platform;
    } else if (t && t->shape_count > 0) {
        o->sides = SIDE_ALL;
    }
}

bool tiled_take_object(TiledModel *m, TiledLayer *l, const TiledObjectIn *in)
{
    const TiledTileset *ts = in->has_gid ? tiled_tileset_of(m, in->gid & TILED_GID_BITS) : NULL;
    const TiledTile *t = ts ? tiled_tile_of(ts, (in->gid & TILED_GID_BITS) - ts->firstgid) : NULL;
    double w = in->w, h = in->h, x = in->x, y = in->y;
    if (ts && w <= 0 && h <= 0) w = ts->tile_w, h = ts->tile_h;
    double ax = 0, ay = 0;
    if (in->has_gid) anchor(ts ? ts->align : 0, &ax, &ay);
    double left = x - ax * w, top = y - ay * h, cx = left + w / 2, cy = top + h / 2;
    turn(&cx, &cy, x, y, in->rotation);
    offer_spawn(m, in, in->point ? x : cx, in->point ? y : cy);
    if (in->point || in->text) return true;

    TiledObject o = {.kind = (uint8_t)in->kind, .x = left, .y = top, .w = w, .h = h, .line = in->line};
    snprintf(o.name, sizeof o.name, "%s", in->name ? in->name : "");
    decide(m, in, ts, t, &o);
    if (t && t->shape_count > 0 && ts->tile_w > 0 && ts->tile_h > 0) {
        double sx = w / ts->tile_w, sy = h / ts->tile_h;
        for (int k = 0; k < t->shape_count; k++) {
            const TiledObject *s = &m->tile_shapes[t->shape_first + k];
            double *pts = s->point_count ? malloc(sizeof *pts * 2 * (size_t)s->point_count) : NULL;
            if (s->point_count && !pts) return tiled_fail(m, in->line, 0, "out of memory");
            TiledObject one = place_shape(s, ts, in->gid, left, top, sx, sy, pts);
            one.sides = o.sides, one.rule = o.rule, one.platform = o.platform, one.line = o.line;
            memcpy(one.name, o.name, sizeof one.name);
            bool ok = keep(m, l, &one, x, y, in->rotation);
            free(pts);
            if (!ok) return false;
        }
        return true;
    }
    if (!in->has_gid && (in->kind == TILED_OBJECT_POLYGON || in->kind == TILED_OBJECT_LINE)) {
        o.x = x, o.y = y;
        double *pts = in->point_count > 0 ? malloc(sizeof *pts * 2 * (size_t)in->point_count) : NULL;
        if (in->point_count > 0 && !pts) return tiled_fail(m, in->line, 0, "out of memory");
        if (pts) memcpy(pts, in->points, sizeof *pts * 2 * (size_t)in->point_count);
        o.points = pts;
        o.point_count = pts ? in->point_count : 0;
        bool ok = keep(m, l, &o, x, y, in->rotation);
        free(pts);
        return ok;
    }
    if (o.kind == TILED_OBJECT_RECT && (w == 0) != (h == 0)) { /* a rectangle of no height or width: a line */
        double pts[4] = {0, 0, w, h};
        o.kind = TILED_OBJECT_LINE;
        o.points = pts;
        o.point_count = 2;
        bool ok = keep(m, l, &o, x, y, in->rotation);
        return ok;
    }
    return keep(m, l, &o, x, y, in->rotation);
}
