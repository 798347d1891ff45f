/* referee.c: see referee.h. Every wall is an axis-aligned rectangle (a cell, or a
 * side of no width) that the body's shape grows: by nothing for a point, by the
 * half-sizes for a box, by a disc for a circle (a rounded rectangle: two grown
 * rectangles and four corner discs). A move is a ray; its entry into a grown wall
 * is found with open intervals, so a body sliding flush along a wall (or starting on
 * one and leaving) never counts as meeting it. */
#include "core/referee.h"

#include <math.h>

#include "core/referee/referee_shape.h"

RefBody referee_body(BodyModel model, const Body *b)
{
    RefBody r = {model, 0.0, 0.0};
    if (model == BODY_BOX) r.hw = b->w * 0.5, r.hh = b->h * 0.5;
    if (model == BODY_CIRCLE) r.hw = r.hh = b->w * 0.5;
    return r;
}

static bool solid(const Map *m, int i, int j)
{
    return map_cell(m, i, j) == SIDE_ALL;
}

/* The walls of cell (i, j): the cell itself when solid, else each side set on it
 * that does not face a solid cell (that one is the solid cell's), two-sided when the
 * cell across has the matching side too. Returns how many. */
int referee_cell_walls(const Map *m, int i, int j, Wall out[4])
{
    double t = m->tile, x0 = i * t, y0 = j * t, x1 = x0 + t, y1 = y0 + t;
    uint8_t c = map_cell(m, i, j);
    if (c == SIDE_ALL) {
        out[0] = (Wall){x0, y0, x1, y1, 0, 0};
        return 1;
    }
    int n = 0;
    if ((c & SIDE_LEFT) && !solid(m, i - 1, j))
        out[n++] = (Wall){x0, y0, x0, y1, (map_cell(m, i - 1, j) & SIDE_RIGHT) ? 0 : 1, 0};
    if ((c & SIDE_RIGHT) && !solid(m, i + 1, j))
        out[n++] = (Wall){x1, y0, x1, y1, (map_cell(m, i + 1, j) & SIDE_LEFT) ? 0 : -1, 0};
    if ((c & SIDE_UP) && !solid(m, i, j - 1))
        out[n++] = (Wall){x0, y0, x1, y0, 0, (map_cell(m, i, j - 1) & SIDE_DOWN) ? 0 : 1};
    if ((c & SIDE_DOWN) && !solid(m, i, j + 1))
        out[n++] = (Wall){x0, y1, x1, y1, 0, (map_cell(m, i, j + 1) & SIDE_UP) ? 0 : -1};
    return n;
}

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

Span referee_span(const Map *m, const RefBody *b, double x0, double y0, double x1, double y1)
{
    double t = m->tile;
    double lx = fmin(x0, x1) - b->hw, hx = fmax(x0, x1) + b->hw, ly = fmin(y0, y1) - b->hh, hy = fmax(y0, y1) + b->hh;
    /* Cell indices of finite coordinates inside a map: far from int overflow. */
    Span s = {(int)floor(lx / t) - 1, (int)floor(ly / t) - 1, (int)floor(hx / t) + 1, (int)floor(hy / t) + 1};
    s.i0 = clampi(s.i0, -1, m->w);
    s.i1 = clampi(s.i1, -1, m->w);
    s.j0 = clampi(s.j0, -1, m->h);
    s.j1 = clampi(s.j1, -1, m->h);
    return s;
}

/* The ray P + t D into the open box [x0, x1] x [y0, y1] (slabs, open intervals). */
static Entry enter_box(double x0, double y0, double x1, double y1, double px, double py, double dx, double dy)
{
    Entry e = {false, false, 0.0, 0.0, 0.0};
    if (!(x0 < x1 && y0 < y1)) return e;
    double lo[2] = {-INFINITY, -INFINITY}, hi[2] = {INFINITY, INFINITY};
    const double p[2] = {px, py}, d[2] = {dx, dy}, a[2] = {x0, y0}, b[2] = {x1, y1};
    for (int k = 0; k < 2; k++) {
        if (d[k] == 0.0) {
            if (!(p[k] > a[k] && p[k] < b[k])) return e;
        } else {
            double ta = (a[k] - p[k]) / d[k], tb = (b[k] - p[k]) / d[k];
            lo[k] = fmin(ta, tb);
            hi[k] = fmax(ta, tb);
        }
    }
    double tin = fmax(lo[0], lo[1]), tout = fmin(hi[0], hi[1]);
    if (!(tin < tout) || tout <= 0.0 || tin >= 1.0) return e;
    e.hit = true;
    if (tin < 0.0) {
        /* Inside already: the nearest face is the way out. */
        double gaps[4] = {px - x0, x1 - px, py - y0, y1 - py};
        int k = 0;
        for (int q = 1; q < 4; q++)
            if (gaps[q] < gaps[k]) k = q;
        e.inside = true;
        e.nx = k == 0 ? -1.0 : k == 1 ? 1.0 : 0.0;
        e.ny = k == 2 ? -1.0 : k == 3 ? 1.0 : 0.0;
        return e;
    }
    e.t = tin;
    /* Through a corner (both faces within the tolerance of each other, as diagonal
     * moves often are) the normal has both components, so a one-way side sees its own
     * face in it. */
    double apart = fabs(lo[0] - lo[1]) * hypot(dx, dy);
    if (lo[0] >= lo[1] || apart <= REFEREE_TOLERANCE_PX) e.nx = dx > 0.0 ? -1.0 : 1.0;
    if (lo[1] >= lo[0] || apart <= REFEREE_TOLERANCE_PX) e.ny = dy > 0.0 ? -1.0 : 1.0;
    return e;
}

/* The ray into the open disc of radius r at (cx, cy). */
static Entry enter_disc(double cx, double cy, double r, double px, double py, double dx, double dy)
{
    Entry e = {false, false, 0.0, 0.0, 0.0};
    double fx = px - cx, fy = py - cy;
    double a = dx * dx + dy * dy, b = 2.0 * (fx * dx + fy * dy), c = fx * fx + fy * fy - r * r;
    if (a == 0.0) {
        if (c < 0.0) e.hit = e.inside = true, e.nx = fx, e.ny = fy;
        return e;
    }
    double disc = b * b - 4.0 * a * c;
    if (!(disc > 0.0)) return e; /* missed, or only grazed */
    double s = sqrt(disc), t1 = (-b - s) / (2.0 * a), t2 = (-b + s) / (2.0 * a);
    if (t2 <= 0.0 || t1 >= 1.0) return e;
    e.hit = true;
    if (t1 < 0.0) {
        e.inside = true;
        e.nx = fx, e.ny = fy;
        return e;
    }
    e.t = t1;
    e.nx = (fx + t1 * dx) / r;
    e.ny = (fy + t1 * dy) / r;
    return e;
}

/* A point meets a wall of no width by crossing its line strictly between its ends
 * (by more than `shrink`), and, when shrink > 0, by ending more than shrink past it. */
static Entry enter_line(const Wall *w, double shrink, double px, double py, double dx, double dy)
{
    Entry e = {false, false, 0.0, 0.0, 0.0};
    bool vertical = w->x0 == w->x1;
    double at = vertical ? w->x0 : w->y0, p = vertical ? px : py, d = vertical ? dx : dy;
    double q = vertical ? py : px, dq = vertical ? dy : dx;
    double lo = vertical ? w->y0 : w->x0, hi = vertical ? w->y1 : w->x1;
    if (d == 0.0) return e;
    double t = (at - p) / d;
    if (!(t >= 0.0 && t < 1.0)) return e;
    double along = q + t * dq;
    if (!(along > lo + shrink && along < hi - shrink)) return e;
    if (shrink > 0.0 && !((p + d - at) * (d > 0.0 ? 1.0 : -1.0) > shrink)) return e;
    e.hit = true;
    e.t = t;
    if (vertical) e.nx = d > 0.0 ? -1.0 : 1.0;
    else e.ny = d > 0.0 ? -1.0 : 1.0;
    return e;
}

static Entry earlier(Entry a, Entry b)
{
    if (!b.hit) return a;
    if (!a.hit) return b;
    if (a.inside || b.inside) return a.inside ? a : b;
    return b.t < a.t ? b : a;
}

/* The ray into the wall grown by the body and shrunk by `shrink`. */
Entry referee_enter_wall(const Wall *w, const RefBody *b, double shrink, double px, double py, double dx, double dy)
{
    if (b->model == BODY_CIRCLE && b->hw > shrink) {
        double r = b->hw - shrink;
        Entry e = enter_box(w->x0 - r, w->y0, w->x1 + r, w->y1, px, py, dx, dy);
        e = earlier(e, enter_box(w->x0, w->y0 - r, w->x1, w->y1 + r, px, py, dx, dy));
        const double cx[2] = {w->x0, w->x1}, cy[2] = {w->y0, w->y1};
        for (int k = 0; k < 4; k++) e = earlier(e, enter_disc(cx[k & 1], cy[k >> 1], r, px, py, dx, dy));
        return e;
    }
    double hw = b->model == BODY_BOX ? b->hw : 0.0, hh = b->model == BODY_BOX ? b->hh : 0.0;
    double x0 = w->x0 - hw + shrink, x1 = w->x1 + hw - shrink, y0 = w->y0 - hh + shrink, y1 = w->y1 + hh - shrink;
    if (x0 < x1 && y0 < y1) return enter_box(x0, y0, x1, y1, px, py, dx, dy);
    /* Too thin once shrunk: a side met by a point (or a box thinner than the tolerance). */
    if (w->x0 == w->x1 || w->y0 == w->y1) {
        Wall grown = {w->x0 - hw, w->y0 - hh, w->x1 + hw, w->y1 + hh, w->bx, w->by};
        if (w->x0 == w->x1) grown.x0 = grown.x1 = w->x0;
        else grown.y0 = grown.y1 = w->y0;
        return enter_line(&grown, shrink, px, py, dx, dy);
    }
    return (Entry){false, false, 0.0, 0.0, 0.0};
}

/* Does this entry stop the body? A wall that blocks everything stops any entry, and a
 * body already in it moving deeper. A one-way side stops an entry through its blocking
 * face only; a body already across its line (coming up through a platform, say) goes
 * on, as in a platform game, unless it is only within the tolerance of the face
 * (resting on the platform: `straddles` tells the two apart). */
static bool blocks(const Wall *w, const Entry *e, bool straddles, double dx, double dy)
{
    if (!e->hit) return false;
    if (w->bx == 0 && w->by == 0) return !e->inside || e->nx * dx + e->ny * dy < 0.0;
    if (e->nx * w->bx + e->ny * w->by >= 0.0) return false;
    return !e->inside || (!straddles && e->nx * dx + e->ny * dy < 0.0);
}

/* A point passing through a corner where two solid cells meet diagonally goes
 * through a gap of no width: closed, like the wall it is part of. (Grazing the corner
 * of one cell is not meeting it; a body of any size finds such gaps closed anyway,
 * its grown cells overlap there.) Returns the t at which the ray passes within
 * `near` of such a corner, or 1. */
static double corner_gap(const Map *m, double near, double x, double y, double dx, double dy, const Span *s)
{
    if (dx == 0.0 || dy == 0.0) return 1.0;
    double best = 1.0, t = m->tile, len2 = dx * dx + dy * dy;
    /* The cells beside the path at a corner: across the move's direction. */
    for (int j = s->j0; j <= s->j1 + 1; j++) {
        for (int i = s->i0; i <= s->i1 + 1; i++) {
            /* Moving down-right the path goes from the cell up-left of corner (i, j) to
             * the one down-right; the cells beside it are up-right and down-left. */
            bool closed = (dx > 0.0) == (dy > 0.0) ? solid(m, i, j - 1) && solid(m, i - 1, j)
                                                   : solid(m, i - 1, j - 1) && solid(m, i, j);
            if (!closed) continue;
            double cx = i * t - x, cy = j * t - y;
            double at = (cx * dx + cy * dy) / len2;
            if (!(at >= 0.0 && at < best)) continue;
            double ox = at * dx - cx, oy = at * dy - cy;
            if (ox * ox + oy * oy <= near * near) best = at;
        }
    }
    return best;
}

/* The earliest blocking entry of the ray from (x, y) by (dx, dy), walls shrunk by `shrink`. */
static double first_block(const Map *m, const RefBody *b, double shrink, double x, double y, double dx, double dy)
{
    double best = 1.0;
    Span s = referee_span(m, b, x, y, x + dx, y + dy);
    if (shrink > 0.0 && (b->model == BODY_POINT || b->hw <= shrink || b->hh <= shrink))
        best = corner_gap(m, shrink, x, y, dx, dy, &s);
    /* The box the body sweeps, with room to spare: a cell wholly outside it holds no
     * wall the body can meet (the span around it is a cell wider on every side), so it
     * is passed over, for the heat map's pace (referee_depth.c). */
    double grow = fabs(shrink) + 1.0, t = m->tile;
    double lx = fmin(x, x + dx) - b->hw - grow, hx = fmax(x, x + dx) + b->hw + grow;
    double ly = fmin(y, y + dy) - b->hh - grow, hy = fmax(y, y + dy) + b->hh + grow;
    for (int j = s.j0; j <= s.j1; j++) {
        if ((j + 1) * t < ly || j * t > hy) continue;
        for (int i = s.i0; i <= s.i1; i++) {
            if ((i + 1) * t < lx || i * t > hx) continue;
            Wall walls[4];
            int n = referee_cell_walls(m, i, j, walls);
            for (int k = 0; k < n; k++) {
                Entry e = referee_enter_wall(&walls[k], b, shrink, x, y, dx, dy);
                bool one_way = walls[k].bx || walls[k].by;
                bool straddles = e.inside && one_way && referee_enter_wall(&walls[k], b, 0.0, x, y, 0.0, 0.0).inside;
                if (blocks(&walls[k], &e, straddles || (e.inside && shrink >= 0.0), dx, dy) && e.t < best) best = e.t;
            }
        }
    }
    return best;
}

double referee_free_fraction(const Map *m, const RefBody *b, double x, double y, double dx, double dy)
{
    if (dx == 0.0 && dy == 0.0) return 1.0;
    /* Where the body first comes within the tolerance of a wall: a method may take a
     * touch for a contact (a graze of a corner, float rounding at a side's end), so
     * the earliest stop it can be blamed for is there. */
    return first_block(m, b, -REFEREE_TOLERANCE_PX, x, y, dx, dy);
}

bool referee_path_blocked(const Map *m, const RefBody *b, double x0, double y0, double x1, double y1)
{
    if (x0 == x1 && y0 == y1) return false;
    return first_block(m, b, REFEREE_TOLERANCE_PX, x0, y0, x1 - x0, y1 - y0) < 1.0;
}

bool referee_clear(const Map *m, const RefBody *b, double x, double y)
{
    Span s = referee_span(m, b, x, y, x, y);
    for (int j = s.j0; j <= s.j1; j++) {
        for (int i = s.i0; i <= s.i1; i++) {
            Wall walls[4];
            int n = referee_cell_walls(m, i, j, walls);
            for (int k = 0; k < n; k++)
                if (referee_enter_wall(&walls[k], b, 0.0, x, y, 0.0, 0.0).inside) return false;
        }
    }
    return true;
}

bool referee_move_crossed(const Map *m, const RefBody *b, double x0, double y0, double dx, double dy, double x1,
                          double y1)
{
    if (!referee_path_blocked(m, b, x0, y0, x1, y1)) return false;
    /* One axis, then the other. */
    if (!referee_path_blocked(m, b, x0, y0, x1, y0) && !referee_path_blocked(m, b, x1, y0, x1, y1)) return false;
    if (!referee_path_blocked(m, b, x0, y0, x0, y1) && !referee_path_blocked(m, b, x0, y1, x1, y1)) return false;
    /* A glide: along the wanted move to where it has the end's x (or y), then straight. */
    for (int axis = 0; axis < 2; axis++) {
        double d = axis == 0 ? dx : dy, reach = axis == 0 ? x1 - x0 : y1 - y0;
        if (d == 0.0) continue;
        double t = fmin(fmax(reach / d, 0.0), 1.0);
        double cx = x0 + t * dx, cy = y0 + t * dy;
        if (!referee_path_blocked(m, b, x0, y0, cx, cy) && !referee_path_blocked(m, b, cx, cy, x1, y1)) return false;
    }
    return true;
}
